package domain

import (
	"github.com/microjit/microjit/jitcore/ir"
)

// The hints of a language attached with JIT, called by its interpreter
// written once: LoopHeader at backward jumps and FuncEntry after a
// call pushed its frame, in both domains; MergePoint at the start of
// each instruction, Returns at a return and Escapes where a frame
// escapes, which only a recording heeds. s is the interpreter's stack
// in the domain d runs in.

// attached is the JIT's state of the recording under way.
type attached struct {
	jit attacher
	// start is the loop header a loop recording started at (nil for a
	// function or a bridge).
	start *site
	// owned is how many frames on top of the interpreter's stack the
	// recording's state replaces when it ends; base is the depth under
	// them (the recording's own frames are those above base).
	owned, base int
	// header is the position of the loop header the last backward jump
	// went to (handled there), or where the recording started; -1 when
	// the instruction under way was not reached by a jump.
	header pos
	// returned is set when the frame the recording started in returned
	// result (the trace ended with its return).
	returned bool
	result   ir.Value
	// handedOver is set when the interpreter's stack already holds where
	// the program is, after a call the recording ran in the interpreter
	// failed or collected the heap.
	handedOver bool
	// next is the loop header, not compiled yet, where the recording
	// stopped to have that loop recorded first (its position is
	// header), or nil.
	next *site
}

// attacher is what hints ask of the JIT (generic in its word type).
type attacher interface {
	code(id int64) *Code
	noteFrames(n int)
	purge(frames []Frame[ir.Value])
	carried(r *Recording, f Frame[ir.Value]) []ir.Value
	inlineDepth() int
	callFor(d *Recording, s Stack[ir.Value], callee *site) error
}

// pos is a green key: a code's id and a pc.
type pos struct{ code, pc int64 }

// position is the key of a frame with these greens.
func position(greens []int64) pos { return pos{greens[0], greens[1]} }

// nowhere is no position.
var nowhere = pos{-1, -1}

// recordingOf is d as the recording domain of an attached JIT, or nil
// (the concrete domain, or a recording without one).
func recordingOf[V, C any, D Domain[V, C]](d D) (*Recording, *attached) {
	r, ok := any(d).(*Recording)
	if !ok || r.at == nil {
		return nil, nil
	}
	return r, r.at
}

// LoopHeader is the merge point at a backward jump of the top frame of
// s to the loop header pc of code. In the interpreter it counts the
// header and may record the loop, or run its compiled code and resume
// where that exits (JIT.LoopHeader). When recording it closes the loop
// when pc is where the recording started, jumps into the compiled loop
// at pc when the frame fits it, and otherwise stops at a loop not
// compiled yet, which is recorded from there at once (JIT.record), or
// unrolls it; a loop inside an inlined call is abandoned.
func LoopHeader[W Word, V, C any, D Domain[V, C]](j *JIT[W], d D, s Stack[V], code *Code, pc int) error {
	if !d.Tracing() {
		return j.LoopHeader(code, pc)
	}
	recordHeader(d, s, code, pc, true)
	return nil
}

// recordHeader is LoopHeader's recording half, at the header pc of
// code reached by a backward jump (back) or by entering the loop
// (jitcore.Recording.AtEntry: the recording does not stop there).
func recordHeader[V, C any, D Domain[V, C]](d D, s Stack[V], code *Code, pc int, back bool) {
	r, a := recordingOf(d)
	if r == nil {
		return
	}
	rs := any(s).(Stack[ir.Value])
	if rs.Depth()-a.base > 1 {
		r.Abandon("loop inside an inlined call")
		return
	}
	top := rs.Top()
	a.header = position(top.Greens)
	site := code.site(pc, loopSite)
	switch fit := fits(site, top); {
	case site == a.start && !fit:
		r.Abandon("the frame's layout changes around the loop")
	case site != a.start && site.Loop != nil && !fit:
		// unroll: the compiled loop is for frames of another shape
	case back:
		if r.R.AtHeader(&site.Site, a.jit.carried(r, top)...) && r.R.StoppedAt() == &site.Site {
			a.next = site // recorded next, from here (JIT.record)
		}
	default:
		r.R.AtEntry(&site.Site, a.jit.carried(r, top)...)
	}
}

// MergePoint declares, when recording, the state at the start of an
// instruction: every frame of s, the snapshot its guards resume at
// (Domain.Begin). When the instruction is the header of a compiled loop
// that the recording reached other than by a backward jump (which
// LoopHeader handled), and its one frame fits the loop, the recording
// jumps into the loop there; MergePoint reports whether that ended the
// recording. Nothing in the interpreter.
func MergePoint[V, C any, D Domain[V, C]](d D, s Stack[V]) bool {
	r, a := recordingOf(d)
	if r == nil {
		return false
	}
	frames := any(s).(Stack[ir.Value]).Frames()
	for i := range frames {
		frames[i].Where = a.jit.code(frames[i].Greens[0]).Where(int(frames[i].Greens[1]))
	}
	a.jit.noteFrames(len(frames))
	a.jit.purge(frames)
	r.Begin(frames...)
	top := frames[len(frames)-1]
	arrived := a.header
	a.header = nowhere
	p := position(top.Greens)
	if len(frames) > 1 || p == arrived {
		return false
	}
	site := a.jit.code(p.code).lookup(int(p.pc), loopSite)
	if site == nil || site.Loop == nil || site == a.start || !fits(site, top) {
		return false
	}
	return r.R.AtHeader(&site.Site, a.jit.carried(r, top)...)
}

// FuncEntry is the merge point after a call pushed the top frame of s,
// the callee's, at pc of code, its entry. In the interpreter it counts
// the function and may record it, or run its compiled function trace
// (JIT.FuncEntry). When recording, a call of a function with a compiled
// trace for a frame like the new one, or of the function being
// recorded, is recorded as a call of that trace (CallTrace: the call
// runs in the interpreter for its result, which s's top frame returns
// to its caller); any other call is inlined (the recording goes on in
// the callee), up to the inline depth, past which the recording stops
// and makes the callee hot for a trace of its own. The error is the
// program's, from a call run in the interpreter.
func FuncEntry[W Word, V, C any, D Domain[V, C]](j *JIT[W], d D, s Stack[V], code *Code, pc int) error {
	if !d.Tracing() {
		return j.FuncEntry(code, pc)
	}
	r, a := recordingOf(d)
	if r == nil {
		return nil
	}
	rs := any(s).(Stack[ir.Value])
	site := code.site(pc, entrySite)
	if r.R.CanCall(&site.Site) && fits(site, rs.Top()) {
		return a.jit.callFor(r, rs, site)
	}
	if rs.Depth()-a.base > a.jit.inlineDepth() {
		r.R.MakeHotFunc(&site.Site)
		r.Abandon("calls nest deeper than max_inline_depth")
	}
	return nil
}

// Returns is, when recording, the return of v from the top frame of s:
// from the frame the recording started in it ends the recording — a
// function's or a bridge's with a return (the JIT then pops that frame
// and gives its caller v), a loop's abandoned (the interpreter returns)
// — and reports true: the language leaves its stack as it is. A return
// from an inlined call, and every return in the interpreter, is the
// language's (false).
func Returns[V, C any, D Domain[V, C]](d D, s Stack[V], v V) bool {
	r, a := recordingOf(d)
	if r == nil || any(s).(Stack[ir.Value]).Depth()-a.base > 1 {
		return false
	}
	if a.start != nil {
		r.Abandon("returns from the traced frame")
		return true
	}
	rv := any(v).(ir.Value)
	r.R.Return(rv)
	a.returned, a.result = true, rv
	return true
}

// Escapes says that the program makes the interpreter's frames visible
// here (a generator keeps its frame, the program inspects a frame):
// compiled code keeps frames in registers, so a recording stops before
// this instruction, which the interpreter runs. Nothing in the
// interpreter.
func Escapes[V, C any, D Domain[V, C]](d D, why string) {
	if r, _ := recordingOf(d); r != nil {
		r.Abandon("a frame escapes: " + why)
	}
}
