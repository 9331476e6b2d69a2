package toyvm

import (
	"fmt"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
)

// The JIT's view of a toyvm machine (see jitcore's package comment):
//
//	greens: pc, and the frame's register and argument counts
//	        (ir.Frame.Greens = [pc, nregs, nargs]; one Site per pc)
//	reds:   the frame's slots [A, registers..., arguments..., stack...],
//	        each an ir.Int holding a heap.Value's bits
//	memory: regions 0 and 1 are the heap's (heap.Regions): objects are
//	        allocated (ir.OpNew), read and written by compiled code
//
// Every backward jump is a loop header. A loop's inputs are the slots of
// the frame at its header, so a loop is entered only from a frame with the
// same layout (layouts[pc]). CALL and SEND are inlined: a snapshot then has
// one ir.Frame per active frame, outermost first, and an exit rebuilds
// them. Each guard resumes at the start of its instruction: every
// instruction records its guards before its one effect (an allocation, a
// store into an object, output).
const heapRegion = 0

// jit is the machine's JIT state.
type jit struct {
	d       *jitcore.Driver
	sites   []jitcore.Site
	layouts []layout // of the frame a site's loop was recorded from
	where   []string
	// maxFrames is the most frames any recording has held (the traced
	// frame and its inlined calls): compiled code never checks the call
	// depth, so a loop is entered only where that many more frames stay
	// within Config.MaxDepth.
	maxFrames int
}

// layout is the shape of a frame's slots.
type layout struct{ regs, args, stack int }

func layoutOf(f *frame) layout { return layout{len(f.regs), len(f.args), len(f.stack)} }

// Indexes of the functions traces call: the few operations compiled code
// does not do itself. Objects are read, written and allocated inline
// (heap fields and ir.OpNew); classes, slots and methods are found while
// recording, under a guard on the object's header word.
const (
	fnDiv   = iota // pure: truncated division of untagged integers
	fnPrint        // writes a value
	fnDump         // writes the stack
)

// EnableJIT attaches a JIT driver; with the JIT off in opts it does nothing.
func (m *Machine) EnableJIT(opts jitcore.Options) error {
	if !opts.Params.Enabled {
		return nil
	}
	funcs := []*ir.Func{
		fnDiv: {Name: "div", Fn: func(a []int64) int64 {
			if a[1] == 0 {
				return 0 // never used: a guard checks the divisor first
			}
			return divide(a[0], a[1])
		}},
		fnPrint: {Name: "print", Fn: func(a []int64) int64 { m.print(heap.Value(a[0])); return 0 }},
		fnDump: {Name: "dump", Fn: func(a []int64) int64 {
			vals := make([]heap.Value, len(a))
			for i, x := range a {
				vals[i] = heap.Value(x)
			}
			m.dump(vals)
			return 0
		}},
	}
	d, err := jitcore.NewDriver(opts, funcs)
	if err != nil {
		return err
	}
	n := len(m.code.Instrs)
	m.jit = &jit{d: d, sites: make([]jitcore.Site, n), layouts: make([]layout, n), where: make([]string, n)}
	return nil
}

// JIT returns the machine's driver, or nil when the JIT is off.
func (m *Machine) JIT() *jitcore.Driver {
	if m.jit == nil {
		return nil
	}
	return m.jit.d
}

// Regions implements ir.Memory: the heap's allocation record and space
// (heap.Regions), which move at every collection.
func (m *Machine) Regions() [][]byte {
	r := m.heap.Regions()
	return r[:]
}

// Heap implements jitcore.HeapMemory: guard exits materialize virtual
// objects in it.
func (m *Machine) Heap(int32) *heap.Heap { return m.heap }

// whereAt is the printable location of pc.
func (j *jit) whereAt(c *Code, pc int) string {
	if pc >= len(c.Instrs) {
		return fmt.Sprintf("pc %d (end)", pc)
	}
	if j.where[pc] == "" {
		p := c.Pos[pc]
		j.where[pc] = fmt.Sprintf("pc %d %s (%s:%d:%d)", pc, c.Instrs[pc].Op, c.File, p.Line, p.Col)
	}
	return j.where[pc]
}

// slots are a frame's reds in snapshot order.
func (f *frame) slots() []int64 {
	s := make([]int64, 0, 1+len(f.regs)+len(f.args)+len(f.stack))
	s = append(s, int64(f.a))
	for _, part := range [][]heap.Value{f.regs, f.args, f.stack} {
		for _, v := range part {
			s = append(s, int64(v))
		}
	}
	return s
}

// frameFrom rebuilds a frame from its greens and slots.
func frameFrom(greens, slots []int64) *frame {
	nregs, nargs := int(greens[1]), int(greens[2])
	vals := make([]heap.Value, len(slots))
	for i, s := range slots {
		vals[i] = heap.Value(s)
	}
	return &frame{
		pc:    int(greens[0]),
		a:     vals[0],
		regs:  vals[1 : 1+nregs : 1+nregs],
		args:  vals[1+nregs : 1+nregs+nargs : 1+nregs+nargs],
		stack: append([]heap.Value(nil), vals[1+nregs+nargs:]...),
	}
}

// loopHeader runs at a backward jump: it counts the loop, records it when
// hot, or runs its compiled code and resumes where that exits.
func (m *Machine) loopHeader() error {
	j := m.jit
	f := m.frames[len(m.frames)-1]
	s := &j.sites[f.pc]
	lay := layoutOf(f)
	if s.Loop == nil {
		if !j.d.Hot(s) {
			return nil
		}
		slots := f.slots()
		j.layouts[f.pc] = lay
		types := make([]ir.Type, len(slots))
		for i := range types {
			types[i] = ir.Int
		}
		rec := j.d.RecordLoop(s, j.whereAt(m.code, f.pc), types, slots, m)
		in := make([]ir.Value, len(slots))
		for i := range in {
			in[i] = rec.Input(i)
		}
		return m.record(rec, s, []ir.Frame{{Greens: []int64{int64(f.pc), int64(lay.regs), int64(lay.args)}, Slots: in}})
	}
	if j.layouts[f.pc] != lay || len(m.frames)-1+j.maxFrames > m.cfg.MaxDepth {
		return nil
	}
	ex := j.d.Run(s.Loop, f.slots(), m)
	m.frames = m.frames[:len(m.frames)-1]
	for _, ef := range ex.Frames {
		m.frames = append(m.frames, frameFrom(ef.Greens, ef.Slots))
	}
	if ex.Bridge {
		rec, frames := j.d.RecordBridge(ex, m)
		return m.record(rec, nil, frames)
	}
	return nil
}
