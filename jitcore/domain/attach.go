package domain

import (
	"slices"
	"unsafe"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ic"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/jitlog"
	"github.com/microjit/microjit/jitcore/resume"
)

// JIT attaches a language with frames and calls to the JIT (PyPy's
// JitDriver): the language declares its code objects (Code), how its
// frames read as greens and slots (Stack, Frame), and where its loop
// headers and function entries are (LoopHeader, FuncEntry in the
// interpreter; the recording hints of hints.go in its recording
// instance). The JIT does the rest: a Site per green key, made when
// first counted and dropped with its code; hot counting; recording
// with inlined calls and multi-frame snapshots; entering compiled loops
// and function traces; exits that rebuild every frame, virtual objects
// included, and record bridges.
//
// W is the word type of the language's concrete values (int64, or
// heap.Value). A nil *JIT is the JIT switched off: every method accepts
// it and does nothing.
type JIT[W Word] struct {
	d     *jitcore.Driver
	spec  Spec[W]
	codes []*Code
	// maxFrames is the most frames any recording has held (the traced
	// frame and its inlined calls): compiled code never checks the call
	// depth, so code is entered only where that many more frames per
	// activation stay within Spec.MaxDepth.
	maxFrames int
	// maxInline is the deepest a recording inlines calls (the traced
	// frame is depth 1).
	maxInline int
	// rec is the recording under way, or nil.
	rec *attached
	// exit holds the frames an exit gives Stack.Replace, reused.
	exit []Frame[W]
}

// Spec is what a language with frames declares to its JIT.
type Spec[W Word] struct {
	// Memory is what compiled code runs on (the language's regions; a
	// resume.HeapMemory when its traces allocate).
	Memory ir.Memory
	// Stack is the interpreter's call stack.
	Stack Stack[W]
	// MaxDepth is the most frames the program may have; 0 for a
	// language without calls (compiled code then calls no compiled
	// function).
	MaxDepth int
	// Refs says that the frames' slots hold heap.Values: traces take
	// them as heap words (type Ref), which are roots of a heap while a
	// call that collects runs (ir's call.go); without it they are
	// integers.
	Refs bool
	// Heap, when not nil, is the heap the recordings' values refer to:
	// a call that a recording runs in the interpreter (a call of a
	// compiled function, recorded as a call) ends the recording when
	// the heap collected meanwhile (its values moved).
	Heap *heap.Heap
	// Record builds the interpreter's recording state from frames
	// (outermost first: where the recording starts), runs the recording
	// instance of the interpreter on d from there until the recording
	// ends, and returns that state and the program's error. The JIT
	// then puts the state reached back on Stack, concrete.
	Record func(d *Recording, frames []Frame[ir.Value]) (Stack[ir.Value], error)
	// RunCall, for a language whose recordings call compiled functions
	// (CallTrace), runs the interpreter until the call on top of Stack
	// returns, leaving floor frames, and returns its result (nothing to
	// run when it has returned already).
	RunCall func(floor int) (W, error)
	// Check, when not nil, is the error that calls out of compiled code
	// met (a failed write or read), asked after compiled code exits and
	// after a recording: not nil ends the program with it.
	Check func() error
	// Live, when not nil, is the liveness of the frames' slots at their
	// pcs: snapshots keep only live slots, and a loop carries no value
	// for a dead one (resume.Purge).
	Live resume.Live
	// ErrorAt, when not nil, puts an error of compiled code entered from
	// frame f in the language's words (resume.Exit.Err: its memory or
	// heap failed it; f is as it was at entry).
	ErrorAt func(f Frame[W], err error) error
	// MinRun, when not 0, is the least fuel (about one unit per loop
	// iteration) that a loop's compiled code must spend per entry, on
	// average over a window of entries, to be entered still: one whose
	// runs are shorter costs more to enter and leave than it saves
	// (payoff.go).
	MinRun int
}

// Stack is a language's call stack as the JIT sees it: the machine's,
// in the interpreter (Stack[W]), and a recording's (Stack[ir.Value]), of
// the same generic type. Frames are read and made through the
// language's frame codec: a Frame's Greens are [code id, pc, ...] (the
// rest are the language's), its Slots the frame's values in a fixed
// order (Code.Greens makes the first two).
type Stack[V any] interface {
	// Frames are the frames, outermost first: for a recording, those it
	// holds (from where it started). The JIT keeps their slices.
	Frames() []Frame[V]
	// Top is the top frame. Its slices may be the stack's own: the JIT
	// copies what it keeps.
	Top() Frame[V]
	// Depth is the program's number of frames, those under a
	// recording's included.
	Depth() int
	// Replace pops the top n frames and pushes frames, outermost first,
	// in their place (copying what it keeps: the JIT reuses the frames'
	// slices).
	Replace(n int, frames []Frame[V])
	// Return pops the top n frames: the outermost of them returned v to
	// its caller.
	Return(n int, v V)
}

// Attach makes the JIT of a program with funcs the functions its traces
// call; it returns nil when opts switch the JIT off.
func Attach[W Word](opts config.Options, funcs []*ir.Func, spec Spec[W]) (*JIT[W], error) {
	if !opts.Params.Enabled {
		return nil, nil
	}
	d, err := jitcore.NewDriver(opts, funcs)
	if err != nil {
		return nil, err
	}
	return &JIT[W]{d: d, spec: spec, maxInline: opts.Params.MaxInlineDepth}, nil
}

// Close releases the driver's code memory and closes its log.
func (j *JIT[W]) Close() error {
	if j == nil {
		return nil
	}
	return j.d.Close()
}

// ShowCaches gives the log's page the language's inline caches, each
// site named by where(its position) (jitcore.Driver.ShowCaches).
func (j *JIT[W]) ShowCaches(c *ic.Caches, where func(pos int64) string) {
	if j != nil {
		j.d.ShowCaches(c, where)
	}
}

// Stats are the driver's counters, or nil when the JIT is off.
func (j *JIT[W]) Stats() *jitlog.Stats {
	if j == nil {
		return nil
	}
	s := j.d.Stats()
	return &s
}

// LoopHeader is the interpreter's merge point at the loop header pc of
// code, reached by a backward jump of the top frame (RPython's
// can_enter_jit): it counts the header; when it is hot, it records the
// loop from the top frame; when it has compiled code for a frame like
// the top one, it runs it and leaves Stack where that exits (or records
// a bridge from there). The error is the program's.
func (j *JIT[W]) LoopHeader(code *Code, pc int) error {
	if j == nil {
		return nil
	}
	s := code.loop(pc)
	if s.Loop == nil && !j.d.Hot(&s.Site) {
		return nil // most arrivals: counted, nothing else to do
	}
	return j.enterLoop(s, code, pc)
}

// enterLoop is LoopHeader at a header s that has compiled code or is
// hot.
func (j *JIT[W]) enterLoop(s *site, code *Code, pc int) error {
	if s.Loop != nil {
		return j.run(s)
	}
	rec, frames := j.recordLoop(s, code, pc)
	return j.record(rec, s, frames, 1)
}

// recordLoop starts the recording of the loop at s, the header pc of
// code where the top frame is, and returns it with its frames.
func (j *JIT[W]) recordLoop(s *site, code *Code, pc int) (*jitcore.Recording, []Frame[ir.Value]) {
	top := j.spec.Stack.Top()
	setShape(s, top)
	rec := j.d.RecordLoop(&s.Site, code.Where(pc), j.slotTypes(len(top.Slots)), words(top.Slots), j.spec.Memory)
	return rec, j.inputFrames(rec, top)
}

// FuncEntry is the interpreter's merge point at a function's entry:
// the language has just pushed the frame of a call of the function
// whose first instruction is pc of code. It counts the function; when
// it is hot, it records the function from there until that frame
// returns (a function trace); when it has a compiled function trace for
// a frame like the new one, it runs it and leaves Stack where that
// exits, or where the call returned.
func (j *JIT[W]) FuncEntry(code *Code, pc int) error {
	if j == nil {
		return nil
	}
	s := code.entry(pc)
	if s.Loop == nil && !j.d.HotFunc(&s.Site) {
		return nil // most calls: counted, nothing else to do
	}
	return j.enterFunc(s, code, pc)
}

// enterFunc is FuncEntry at an entry s that has compiled code or is hot.
func (j *JIT[W]) enterFunc(s *site, code *Code, pc int) error {
	if s.Loop != nil {
		return j.run(s)
	}
	top := j.spec.Stack.Top()
	setShape(s, top)
	where := code.Where(pc)
	ts, vs := j.slotTypes(len(top.Slots)), words(top.Slots)
	entry := j.inputFrames(nil, top)
	rec := j.d.RecordFunc(&s.Site, where, ts, vs, j.spec.Memory, irFrames(entry)...)
	return j.record(rec, nil, entry, 1)
}

// run runs s's compiled code from the top frame, when the top frame is
// like the one it was recorded from and the call depth leaves room, and
// resumes where it hands back.
func (j *JIT[W]) run(s *site) error {
	if s.pay.retired && s.pay.loop == s.Loop {
		return nil // its runs did not pay (payoff.go)
	}
	top := j.spec.Stack.Top()
	depth := j.depth()
	if !fits(s, top) || depth < 0 {
		return nil
	}
	if j.spec.MinRun == 0 {
		return j.resume(j.d.Run(s.Loop, words(top.Slots), j.spec.Memory, depth), top)
	}
	fuel := j.d.Fuel()
	ex := j.d.Run(s.Loop, words(top.Slots), j.spec.Memory, depth)
	j.weigh(s, j.d.Fuel()-fuel, ex.Guard())
	return j.resume(ex, top)
}

// depth is how deep compiled code entered from the top frame may nest
// calls of compiled functions (-1: it may not run at all): each
// activation counts as the most frames any recording has held, and all
// must stay within MaxDepth.
func (j *JIT[W]) depth() int {
	if j.spec.MaxDepth <= 0 {
		return 0
	}
	return (j.spec.MaxDepth-j.spec.Stack.Depth()+1)/max(j.maxFrames, 1) - 1
}

// resume goes on where compiled code entered from frame top handed
// back: the frames it left in top's place, or, when top returned, its
// caller with the result.
func (j *JIT[W]) resume(ex *resume.Exit, top Frame[W]) error {
	if ex.Err != nil {
		if j.spec.ErrorAt != nil {
			return j.spec.ErrorAt(top, ex.Err)
		}
		return ex.Err
	}
	if err := j.check(); err != nil {
		return err // a checked call failed: the program stops
	}
	st := j.spec.Stack
	if ex.Returned {
		st.Return(1, W(ex.Result))
		return nil
	}
	frames := j.exit[:0]
	for _, f := range ex.Frames {
		var slots []W // the storage this frame had at the last exit
		if n := len(frames); n < cap(frames) {
			slots = frames[:n+1][n].Slots[:0]
		}
		for _, v := range f.Slots {
			slots = append(slots, W(v))
		}
		frames = append(frames, Frame[W]{Greens: f.Greens, Slots: slots})
	}
	j.exit = frames
	st.Replace(1, frames)
	if !ex.Bridge {
		return nil
	}
	// The bridge starts from the guard's own frames, the top of those:
	// the callers of compiled functions the guard failed below stay
	// where the exit left them.
	rec, start := j.d.RecordBridge(ex, j.spec.Memory)
	return j.record(rec, nil, frameValues(start), len(start))
}

// check is Spec.Check's error, if any.
func (j *JIT[W]) check() error {
	if j.spec.Check == nil {
		return nil
	}
	return j.spec.Check()
}

// inputFrames are the recording frames of a trace that starts at frame
// top: its slots are the trace's inputs.
func (j *JIT[W]) inputFrames(rec *jitcore.Recording, top Frame[W]) []Frame[ir.Value] {
	in := make([]ir.Value, len(top.Slots))
	for i := range in {
		in[i] = inputValue(rec, i)
	}
	return []Frame[ir.Value]{{Greens: slices.Clone(top.Greens), Where: j.where(top.Greens), Slots: in}}
}

// inputValue is input i of rec's trace: a function trace's entry frame
// is made before its recording exists, and trace inputs are numbered
// the same in every trace.
func inputValue(rec *jitcore.Recording, i int) ir.Value {
	if rec != nil {
		return rec.Input(i)
	}
	return ir.Value(i)
}

// record runs the recording instance of the interpreter from frames
// (the recording's state, which replaces the top owned frames of
// Stack) until the recording ends, and puts the concrete state reached
// on Stack. A recording that stopped at the header of a loop not
// compiled yet, to have it recorded first, is followed by the recording
// of that loop from there, where the interpreter is: waiting for the
// loop's next backward jump would miss a loop that iterates only a few
// times (and a recording of it started before it ends).
func (j *JIT[W]) record(rec *jitcore.Recording, start *site, frames []Frame[ir.Value], owned int) error {
	for {
		next, err := j.recordOnce(rec, start, frames, owned)
		if next == nil || err != nil {
			return err
		}
		top := j.spec.Stack.Top()
		code, pc := j.codes[top.Greens[0]], int(top.Greens[1])
		if code == nil || code.lookup(pc, loopSite) != next || !j.d.Hot(&next.Site) {
			return nil
		}
		rec, frames = j.recordLoop(next, code, pc)
		start, owned = next, 1
	}
}

// recordOnce is record of one recording; it returns the loop header
// the recording stopped at to have its loop recorded next, or nil.
func (j *JIT[W]) recordOnce(rec *jitcore.Recording, start *site, frames []Frame[ir.Value], owned int) (*site, error) {
	st := j.spec.Stack
	a := &attached{jit: j, start: start, owned: owned, base: st.Depth() - owned, header: position(frames[len(frames)-1].Greens)}
	j.rec = a
	d := &Recording{R: rec, at: a}
	s, err := j.spec.Record(d, frames)
	if !d.Done() {
		d.brokeOpen()
	}
	j.rec = nil
	next := a.next
	switch {
	case a.handedOver:
		next = nil
	case a.returned:
		next = nil
		st.Return(a.owned, W(rec.Concrete(a.result)))
	default:
		fs := s.Frames()
		out := make([]Frame[W], len(fs))
		for i, f := range fs {
			slots := make([]W, len(f.Slots))
			for k, v := range f.Slots {
				slots[k] = W(concreteOf(rec, v))
			}
			out[i] = Frame[W]{Greens: f.Greens, Slots: slots}
		}
		st.Replace(a.owned, out)
	}
	if !a.handedOver {
		rec.Release() // its values are the interpreter's now
	}
	if err == nil {
		err = j.check()
	}
	return next, err
}

// where is the printable location of the frame with these greens.
func (j *JIT[W]) where(greens []int64) string {
	c, pc := j.codes[greens[0]], int(greens[1])
	return c.Where(pc)
}

// concreteOf is the concrete value of a recording's slot: 0 for a dead
// one (ir.None, from a purged snapshot a bridge starts at).
func concreteOf(rec *jitcore.Recording, v ir.Value) int64 {
	if v == ir.None {
		return 0
	}
	return rec.Concrete(v)
}

// purge drops the dead slots of frames (Spec.Live), for a snapshot.
func (j *JIT[W]) purge(frames []Frame[ir.Value]) {
	if j.spec.Live == nil {
		return
	}
	for _, f := range frames {
		resume.Purge(f.Greens, f.Slots, j.spec.Live, ir.None)
	}
}

// carried are the values a loop carries for frame f at its header: its
// slots, with 0 for one that holds no value (a dead slot of the snapshot
// a bridge started at). A live value, even of a dead slot, is carried
// as it is: unchanged round the loop, it needs no op.
func (j *JIT[W]) carried(r *Recording, f Frame[ir.Value]) []ir.Value {
	vals := slices.Clone(f.Slots)
	for i, v := range vals {
		if v == ir.None {
			vals[i] = r.Const(0)
		}
	}
	return vals
}

// words are slots as the int64s the driver takes (the same bits).
func words[W Word](slots []W) []int64 {
	if len(slots) == 0 {
		return nil
	}
	return unsafe.Slice((*int64)(unsafe.Pointer(&slots[0])), len(slots))
}

// frameValues are the recorder's frames as the domain's.
func frameValues(frames []ir.Frame) []Frame[ir.Value] {
	out := make([]Frame[ir.Value], len(frames))
	for i, f := range frames {
		out[i] = Frame[ir.Value]{Greens: f.Greens, Where: f.Where, Slots: f.Slots}
	}
	return out
}

// code is the code object whose id is id.
func (j *JIT[W]) code(id int64) *Code { return j.codes[id] }

// noteFrames counts a recording's state of n frames.
func (j *JIT[W]) noteFrames(n int) { j.maxFrames = max(j.maxFrames, n) }

// inlineDepth is the most frames a recording holds before a call it
// would inline stops it.
func (j *JIT[W]) inlineDepth() int { return j.maxInline }

// callFor records the call that pushed the top frame of the recording's
// stack s as a call of callee's compiled function trace (or of the
// function being recorded), whose result it gets by running the call in
// the interpreter: with the recording's state, concrete, on the
// interpreter's stack meanwhile (so that the collector sees it). When
// the call fails, or the heap collected meanwhile (the recording's
// values moved), the recording is abandoned and the interpreter goes on
// from where the call left its stack.
func (j *JIT[W]) callFor(d *Recording, s Stack[ir.Value], callee *site) error {
	a := d.at
	rec := d.R
	frames := s.Frames()
	conc := make([]Frame[W], len(frames))
	for i, f := range frames {
		slots := make([]W, len(f.Slots))
		for k, v := range f.Slots {
			slots[k] = W(concreteOf(rec, v))
		}
		conc[i] = Frame[W]{Greens: f.Greens, Slots: slots}
	}
	st := j.spec.Stack
	st.Replace(a.owned, conc)
	a.owned = len(conc) - 1 // once the call returns
	floor := st.Depth() - 1
	collections := j.collections()
	top := frames[len(frames)-1]
	result, err := W(0), j.FuncEntry(j.codes[top.Greens[0]], int(top.Greens[1]))
	if err == nil {
		result, err = j.spec.RunCall(floor)
	}
	switch {
	case err != nil:
		a.handedOver = true
		d.Abandon("a call fails")
		return err
	case j.collections() != collections:
		a.handedOver = true
		d.Abandon("the heap was collected during a call")
		return nil
	}
	caller := frames[:len(frames)-1]
	for i := range caller {
		caller[i].Where = j.where(caller[i].Greens)
	}
	v := d.CallTrace(&callee.Site, caller, top.Slots, int64(result))
	s.Return(1, v)
	return nil
}

// collections counts the collections of Spec.Heap.
func (j *JIT[W]) collections() uint64 {
	if j.spec.Heap == nil {
		return 0
	}
	return j.spec.Heap.Stats().Collections
}

// slotTypes are the types of n slots of a frame (Spec.Refs).
func (j *JIT[W]) slotTypes(n int) []ir.Type {
	if j.spec.Refs {
		return Refs(n)
	}
	return Ints(n)
}
