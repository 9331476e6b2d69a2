package toyvm

import (
	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/jitlog"
)

// The JIT's view of a toyvm machine (see docs/language-manual.md):
//
//	greens: the program's one code object, the pc, and the frame's
//	        register and argument counts (frame.go's codec)
//	reds:   the frame's slots [A, registers..., arguments..., stack...],
//	        each a heap.Value (domain.Ref: a GC root across a call that
//	        collects, though no call of toyvm's does)
//	memory: regions 0 and 1 are the heap's (heap.Regions): objects are
//	        allocated, read and written by compiled code
//
// Every backward jump is a loop header and every call target a
// function entry (domain.LoopHeader, domain.FuncEntry). CALL and SEND
// are inlined, or call a compiled function trace: a snapshot has one
// frame per active frame, outermost first, and an exit rebuilds them.
// Each guard resumes at the start of its instruction: every instruction
// records its guards before its one effect (an allocation, a store into
// an object, output).
const heapRegion = 0

// EnableJIT attaches a JIT; with the JIT off in opts it does nothing.
func (m *Machine) EnableJIT(opts config.Options) (err error) {
	m.jit, err = domain.Attach(opts, m.funcs, domain.Spec[heap.Value]{Memory: m, Stack: &m.th, MaxDepth: m.cfg.MaxDepth,
		Heap: m.heap, Refs: true, Record: m.record, RunCall: m.runCall, Check: m.out.Err, Live: m.live,
		ErrorAt: func(f domain.Frame[heap.Value], err error) error { return m.errorAt(int(f.Greens[1]), "%v", err) }})
	m.prog = m.jit.NewCode(m.code.File, len(m.code.Instrs), func(pc int) (string, int, int) {
		p := m.code.Pos[pc]
		return m.code.Instrs[pc].Op.String(), int(p.Line), int(p.Col)
	})
	m.jit.ShowCaches(m.caches, func(pc int64) string { return m.prog.Where(int(pc)) })
	return err
}

// JITStats are the JIT's counters, or nil when it is off.
func (m *Machine) JITStats() *jitlog.Stats { return m.jit.Stats() }

// Regions implements domain.Memory: the heap's allocation record and
// space (heap.Regions), which move at every collection.
func (m *Machine) Regions() [][]byte {
	r := m.heap.Regions()
	return r[:]
}

// Heap implements resume.HeapMemory: guard exits materialize virtual
// objects in it.
func (m *Machine) Heap(int32) *heap.Heap { return m.heap }

// record runs the recording instance of execute from frames, the
// machine's top frames, until the recording ends (the JIT's
// Spec.Record).
func (m *Machine) record(d *domain.Recording, frames []domain.Frame[domain.Value]) (domain.Stack[domain.Value], error) {
	t := &thread[domain.Value]{below: m.th.depth() - len(frames)}
	t.Replace(0, frames)
	return t, execute(m, d, t, 0)
}

// runCall runs the interpreter until the call on top of the machine's
// stack returns to floor frames, and returns its result, which the
// caller's stack holds (the JIT's Spec.RunCall).
func (m *Machine) runCall(floor int) (heap.Value, error) {
	if len(m.th.frames) > floor {
		if err := m.interpretAbove(floor); err != nil {
			return 0, err
		}
	}
	c := m.th.frames[floor-1]
	return c.stack[len(c.stack)-1], nil
}
