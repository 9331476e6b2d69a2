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
	// funcs are the function sites (one per pc, a call's target) and
	// funcLayouts the layouts of the frames their traces start with.
	funcs       []jitcore.Site
	funcLayouts []layout
	// where is the printable location of each pc, made on first use (a
	// map: see bf's, whose []string cost 8 bytes of RSS an instruction).
	where map[int]string
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
		fnPrint: {Name: "print", Fn: func(a []int64) int64 { return status(m.print(heap.Value(a[0]))) }},
		fnDump: {Name: "dump", Fn: func(a []int64) int64 {
			vals := make([]heap.Value, len(a))
			for i, x := range a {
				vals[i] = heap.Value(x)
			}
			return status(m.dump(vals))
		}},
	}
	d, err := jitcore.NewDriver(opts, funcs)
	if err != nil {
		return err
	}
	n := len(m.code.Instrs)
	m.jit = &jit{d: d, sites: make([]jitcore.Site, n), layouts: make([]layout, n), where: map[int]string{},
		funcs: make([]jitcore.Site, n), funcLayouts: make([]layout, n)}
	return nil
}

// status is the result of a function traces call checked (print, dump):
// 0, or 1 when it failed. The failure itself stays in the Output, where
// the interpreter finds it when compiled code exits.
func status(err error) int64 {
	if err != nil {
		return 1
	}
	return 0
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
	if w, ok := j.where[pc]; ok {
		return w
	}
	p := c.Pos[pc]
	w := fmt.Sprintf("pc %d %s (%s:%d:%d)", pc, c.Instrs[pc].Op, c.File, p.Line, p.Col)
	j.where[pc] = w
	return w
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
	if s.Loop != nil {
		return m.runCompiled(s, f, j.layouts[f.pc])
	}
	if !j.d.Hot(s) {
		return nil
	}
	j.layouts[f.pc] = layoutOf(f)
	slots := f.slots()
	rec := j.d.RecordLoop(s, j.whereAt(m.code, f.pc), ints(len(slots)), slots, m)
	return m.record(rec, s, j.inputFrames(m, f))
}

// funcEntry runs at a call, with the callee's new frame on top: it counts
// the function, records it from there when hot, or runs its compiled
// code and resumes where that exits, or where the call returns.
func (m *Machine) funcEntry() error {
	j := m.jit
	f := m.frames[len(m.frames)-1]
	s := &j.funcs[f.pc]
	if s.Loop != nil {
		return m.runCompiled(s, f, j.funcLayouts[f.pc])
	}
	if !j.d.HotFunc(s) {
		return nil
	}
	j.funcLayouts[f.pc] = layoutOf(f)
	slots, entry := f.slots(), j.inputFrames(m, f)
	rec := j.d.RecordFunc(s, j.whereAt(m.code, f.pc), ints(len(slots)), slots, m, entry...)
	return m.record(rec, nil, entry)
}

// runCompiled runs s's compiled code from the top frame f, when f has
// the layout the code was recorded with and the call depth leaves room,
// and resumes where it hands back.
func (m *Machine) runCompiled(s *jitcore.Site, f *frame, recorded layout) error {
	depth := m.jit.depth(m)
	if layoutOf(f) != recorded || depth < 0 {
		return nil
	}
	return m.resume(m.jit.d.Run(s.Loop, f.slots(), m, depth))
}

// depth is how deep compiled code entered from the top frame may nest
// calls of compiled functions (-1: it may not run at all): compiled code
// never checks the call depth itself, so each activation counts as the
// most frames any recording has held (the traced frame and its inlined
// calls), and all must stay within Config.MaxDepth.
func (j *jit) depth(m *Machine) int {
	return (m.cfg.MaxDepth-len(m.frames)+1)/max(j.maxFrames, 1) - 1
}

// resume goes on where compiled code entered from the top frame handed
// back: the frames it left, or, when that frame returned, its caller with
// the result pushed.
func (m *Machine) resume(ex *jitcore.Exit) error {
	j := m.jit
	top := m.frames[len(m.frames)-1]
	if ex.Err != nil {
		return m.errorAt(top.pc, "%v", ex.Err)
	}
	if err := m.out.Err(); err != nil {
		return err // a checked print failed: the program stops
	}
	m.frames = m.frames[:len(m.frames)-1]
	if ex.Returned {
		c := m.frames[len(m.frames)-1]
		c.stack = append(c.stack, heap.Value(ex.Result))
		return nil
	}
	for _, ef := range ex.Frames {
		m.frames = append(m.frames, frameFrom(ef.Greens, ef.Slots))
	}
	if ex.Bridge {
		rec, frames := j.d.RecordBridge(ex, m)
		return m.record(rec, nil, frames)
	}
	return nil
}

// inputFrames are the recording frames of a trace that starts at frame
// f: its slots are the trace's inputs (input i is ir.Value(i)).
func (j *jit) inputFrames(m *Machine, f *frame) []ir.Frame {
	lay := layoutOf(f)
	in := make([]ir.Value, 1+lay.regs+lay.args+lay.stack)
	for i := range in {
		in[i] = ir.Value(i)
	}
	return []ir.Frame{{Greens: []int64{int64(f.pc), int64(lay.regs), int64(lay.args)}, Where: j.whereAt(m.code, f.pc), Slots: in}}
}

// ints is n ir.Int types.
func ints(n int) []ir.Type {
	types := make([]ir.Type, n)
	for i := range types {
		types[i] = ir.Int
	}
	return types
}

// callFor runs a call of target with args to its return in the
// interpreter, for a recording whose state is frames (concrete: they are
// the machine's frames meanwhile, so the collector sees them), and
// returns the call's result. moved reports that the heap collected
// meanwhile: the machine's frames are then frames with the result
// pushed on the top one, which is where the program goes on. When the
// call fails, the machine's frames are where it failed.
func (m *Machine) callFor(frames []*frame, target int, args []heap.Value) (result heap.Value, moved bool, err error) {
	saved := m.frames
	m.frames = frames
	collections := m.heap.Stats().Collections
	floor := len(m.frames)
	m.frames = append(m.frames, m.newCallFrame(target, args))
	if err = m.funcEntry(); err == nil && len(m.frames) > floor {
		err = m.interpretAbove(floor)
	}
	if err != nil {
		return 0, false, err
	}
	c := m.frames[len(m.frames)-1]
	result = c.stack[len(c.stack)-1]
	if m.heap.Stats().Collections != collections {
		return result, true, nil
	}
	c.stack = c.stack[:len(c.stack)-1]
	m.frames = saved
	return result, false, nil
}
