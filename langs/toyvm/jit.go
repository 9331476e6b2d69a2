package toyvm

import (
	"fmt"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/jitlog"
	"github.com/microjit/microjit/jitcore/resume"
)

// The JIT's view of a toyvm machine (see docs/language-manual.md):
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

// Indexes of the functions traces call: the few operations compiled code
// does not do itself. Objects are read, written and allocated inline
// (heap fields and ir.OpNew); classes, slots and methods are found while
// recording, under a guard on the object's header word.
const (
	fnDiv   = iota // pure: truncated division of untagged integers
	fnPrint        // writes a value
	fnDump         // writes the stack
)

// functions is the table of the functions execute calls.
func (m *Machine) functions() []*ir.Func {
	return []*ir.Func{
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
}

// EnableJIT attaches a JIT driver; with the JIT off in opts it does nothing.
func (m *Machine) EnableJIT(opts config.Options) error {
	if !opts.Params.Enabled {
		return nil
	}
	d, err := jitcore.NewDriver(opts, m.funcs)
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

// JITStats are the JIT's counters, or nil when it is off.
func (m *Machine) JITStats() *jitlog.Stats {
	if m.jit == nil {
		return nil
	}
	s := m.jit.d.Stats()
	return &s
}

// Regions implements ir.Memory: the heap's allocation record and space
// (heap.Regions), which move at every collection.
func (m *Machine) Regions() [][]byte {
	r := m.heap.Regions()
	return r[:]
}

// Heap implements resume.HeapMemory: guard exits materialize virtual
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

// words are vals as the int64 slots the driver takes.
func words(vals []heap.Value) []int64 {
	out := make([]int64, len(vals))
	for i, v := range vals {
		out[i] = int64(v)
	}
	return out
}

// values are the driver's int64 slots as heap values.
func values(slots []int64) []heap.Value {
	out := make([]heap.Value, len(slots))
	for i, s := range slots {
		out[i] = heap.Value(s)
	}
	return out
}

// loopHeader runs at a backward jump: it counts the loop, records it when
// hot, or runs its compiled code and resumes where that exits.
func (m *Machine) loopHeader() error {
	j := m.jit
	f := m.th.frames[len(m.th.frames)-1]
	s := &j.sites[f.pc]
	if s.Loop != nil {
		return m.runCompiled(s, f, j.layouts[f.pc])
	}
	if !j.d.Hot(s) {
		return nil
	}
	j.layouts[f.pc] = f.layout()
	slots := words(f.slots())
	rec := j.d.RecordLoop(s, j.whereAt(m.code, f.pc), domain.Ints(len(slots)), slots, m)
	return m.record(rec, s, j.inputFrames(m, f))
}

// funcEntry runs at a call, with the callee's new frame on top: it counts
// the function, records it from there when hot, or runs its compiled
// code and resumes where that exits, or where the call returns.
func (m *Machine) funcEntry() error {
	j := m.jit
	f := m.th.frames[len(m.th.frames)-1]
	s := &j.funcs[f.pc]
	if s.Loop != nil {
		return m.runCompiled(s, f, j.funcLayouts[f.pc])
	}
	if !j.d.HotFunc(s) {
		return nil
	}
	j.funcLayouts[f.pc] = f.layout()
	slots, entry := words(f.slots()), j.inputFrames(m, f)
	rec := j.d.RecordFunc(s, j.whereAt(m.code, f.pc), domain.Ints(len(slots)), slots, m, entry...)
	return m.record(rec, nil, entry)
}

// runCompiled runs s's compiled code from the top frame f, when f has
// the layout the code was recorded with and the call depth leaves room,
// and resumes where it hands back.
func (m *Machine) runCompiled(s *jitcore.Site, f *frame[heap.Value], recorded layout) error {
	depth := m.jit.depth(m)
	if f.layout() != recorded || depth < 0 {
		return nil
	}
	return m.resume(m.jit.d.Run(s.Loop, words(f.slots()), m, depth))
}

// depth is how deep compiled code entered from the top frame may nest
// calls of compiled functions (-1: it may not run at all): compiled code
// never checks the call depth itself, so each activation counts as the
// most frames any recording has held (the traced frame and its inlined
// calls), and all must stay within Config.MaxDepth.
func (j *jit) depth(m *Machine) int {
	return (m.cfg.MaxDepth-m.th.depth()+1)/max(j.maxFrames, 1) - 1
}

// resume goes on where compiled code entered from the top frame handed
// back: the frames it left, or, when that frame returned, its caller with
// the result pushed.
func (m *Machine) resume(ex *resume.Exit) error {
	j := m.jit
	th := &m.th
	top := th.frames[len(th.frames)-1]
	if ex.Err != nil {
		return m.errorAt(top.pc, "%v", ex.Err)
	}
	if err := m.out.Err(); err != nil {
		return err // a checked print failed: the program stops
	}
	th.frames = th.frames[:len(th.frames)-1]
	if ex.Returned {
		c := th.frames[len(th.frames)-1]
		c.stack = append(c.stack, heap.Value(ex.Result))
		return nil
	}
	for _, ef := range ex.Frames {
		th.frames = append(th.frames, frameFrom(ef.Greens, values(ef.Slots)))
	}
	if ex.Bridge {
		rec, frames := j.d.RecordBridge(ex, m)
		return m.record(rec, nil, frames)
	}
	return nil
}

// inputFrames are the recording frames of a trace that starts at frame
// f: its slots are the trace's inputs (input i is ir.Value(i)).
func (j *jit) inputFrames(m *Machine, f *frame[heap.Value]) []ir.Frame {
	lay := f.layout()
	in := make([]ir.Value, 1+lay.regs+lay.args+lay.stack)
	for i := range in {
		in[i] = ir.Value(i)
	}
	return []ir.Frame{{Greens: f.greens(), Where: j.whereAt(m.code, f.pc), Slots: in}}
}

// record runs the recording instance of execute from the machine's top
// frames, described by init (one ir.Frame per frame, the trace's inputs),
// until the recording ends, and leaves the machine in the concrete state
// reached, where the interpreter carries on.
func (m *Machine) record(rec *jitcore.Recording, start *jitcore.Site, init []ir.Frame) error {
	t := &thread[ir.Value]{below: m.th.depth() - len(init), start: start, backTo: int(init[len(init)-1].Greens[0])}
	for _, f := range init {
		t.frames = append(t.frames, frameFrom(f.Greens, append([]ir.Value(nil), f.Slots...)))
	}
	d := domain.NewRecording(rec)
	err := execute(m, d, t, 0)
	if !t.handedOver {
		m.th.frames = concreteFrames(m, d, t)
		if t.returned {
			c := m.th.frames[len(m.th.frames)-1]
			c.stack = append(c.stack, heap.Value(d.Concrete(t.result)))
		}
	}
	if err == nil {
		err = m.out.Err() // a PRINT or DUMP recorded failed to write
	}
	return err
}

// concreteFrames are the machine's frames as recording t has them: the
// frames below the ones it started from, then its own, concrete.
func concreteFrames[V, C any, D domain.Domain[V, C]](m *Machine, d D, t *thread[V]) []*frame[heap.Value] {
	frames := append([]*frame[heap.Value](nil), m.th.frames[:t.below]...)
	for _, f := range t.frames {
		slots := f.slots()
		vals := make([]heap.Value, len(slots))
		for i, v := range slots {
			vals[i] = heap.Value(d.Concrete(v))
		}
		frames = append(frames, frameFrom(f.greens(), vals))
	}
	return frames
}

// entersLoop is for a recording that reaches f's pc other than by a
// backward jump (which handles its header itself): when that is the
// header of another compiled loop that f's layout fits, the recording
// jumps into it there (AtHeader) rather than record an iteration first,
// and entersLoop reports whether that ended the recording.
func entersLoop[V, C any, D domain.Domain[V, C]](m *Machine, d D, t *thread[V], f *frame[V]) bool {
	j := m.jit
	s := &j.sites[f.pc]
	if len(t.frames) > 1 || s.Loop == nil || s == t.start || f.layout() != j.layouts[f.pc] {
		return false
	}
	return d.AtHeader(s, f.slots()...)
}

// callTrace records a call of the function at target, whose function
// trace (or the one being recorded) the trace calls as compiled code,
// with f already past the call and without its arguments: it runs the
// call in the interpreter for its result. When the call fails, or the
// heap collected meanwhile (the recording's values moved), the
// recording is abandoned and the machine goes on from where the call
// left it.
func callTrace[V, C any, D domain.Domain[V, C]](m *Machine, d D, t *thread[V], f *frame[V], target int, args []V) error {
	snap := t.snapshot(m)
	vals := make([]heap.Value, len(args))
	for i, a := range args {
		vals[i] = heap.Value(d.Concrete(a))
	}
	result, moved, err := m.callFor(concreteFrames(m, d, t), target, vals)
	switch {
	case err != nil:
		t.handedOver = true
		d.Abandon("a call fails")
		return err
	case moved:
		t.handedOver = true
		d.Abandon("the heap was collected during a call")
		return nil
	}
	// The callee's inputs are the slots of its new frame, as push makes
	// it: A is the first argument, or 0.
	callee := &frame[V]{pc: target, a: d.Const(0), args: args}
	if len(args) > 0 {
		callee.a = args[0]
	}
	f.stack = append(f.stack, d.CallTrace(&m.jit.funcs[target], snap, callee.slots(), int64(result)))
	return nil
}

// callFor runs a call of target with args to its return in the
// interpreter, for a recording whose state is frames (concrete: they are
// the machine's frames meanwhile, so the collector sees them), and
// returns the call's result. moved reports that the heap collected
// meanwhile: the machine's frames are then frames with the result
// pushed on the top one, which is where the program goes on. When the
// call fails, the machine's frames are where it failed.
func (m *Machine) callFor(frames []*frame[heap.Value], target int, args []heap.Value) (result heap.Value, moved bool, err error) {
	th := &m.th
	saved := th.frames
	th.frames = frames
	collections := m.heap.Stats().Collections
	floor := len(th.frames)
	th.push(target, args, 0)
	if err = m.funcEntry(); err == nil && len(th.frames) > floor {
		err = m.interpretAbove(floor)
	}
	if err != nil {
		return 0, false, err
	}
	c := th.frames[len(th.frames)-1]
	result = c.stack[len(c.stack)-1]
	if m.heap.Stats().Collections != collections {
		return result, true, nil
	}
	c.stack = c.stack[:len(c.stack)-1]
	th.frames = saved
	return result, false, nil
}
