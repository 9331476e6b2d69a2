package jitcore

import (
	"fmt"
	"time"

	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/trace"
)

// Function traces (ir's function.go). A language that has calls counts
// each call at the callee's entry, a Site of its own (HotFunc), records
// the function from there when it is hot (RecordFunc) and, once it is
// compiled, runs it at the call (Run: the Exit says Returned and the
// result, or where to resume). A recording that reaches a call of a
// compiled function, or of the function it records, may record it as a
// call (CanCall, CallTrace) instead of inlining the callee: it runs the
// call itself, in the interpreter, for the result.

// HotFunc counts one call of the function whose entry is s and reports
// whether it should be recorded now. While a recording runs a call for
// its result, nothing is recorded.
func (d *Driver) HotFunc(s *Site) bool { return d.hot(s, d.policy.functionThreshold) }

// RecordFunc starts recording the function whose entry is s. name is a
// printable location; types and values are the new frame's slots, the
// trace's inputs; entry is the frames at the function's first
// instruction in the recording's values, where its enter guard resumes
// when calls nest too deep.
func (d *Driver) RecordFunc(s *Site, name string, types []ir.Type, values []int64, mem ir.Memory, entry ...ir.Frame) *Recording {
	rec := &Recording{d: d, site: s, start: time.Now()}
	d.ntraces++
	rec.Recorder = trace.New(ir.Function, fmt.Sprintf("#%d at %s", d.ntraces, name), types, values, d.funcs, mem, d.params.TraceLimit)
	rec.T.ID = d.ntraces
	d.page.Recording(rec.Recorder)
	rec.EnterFunction(entry...)
	d.recording = true
	d.policy.noteStart()
	return rec
}

// CanCall reports whether the recording may record a call of the
// function whose entry is s as a call (CallTrace): s has a compiled
// function trace, or is the function this recording records.
func (r *Recording) CanCall(s *Site) bool {
	return r.T.Kind == ir.Function && s == r.site ||
		s.Loop != nil && s.Loop.Trace.Kind == ir.Function
}

// CallTrace records a call of the function whose entry is s (CanCall)
// whose result the language computed by running the call. args are the
// callee trace's inputs: the slots of its new frame. frames is the
// caller's state during the call (trace.Recorder.CallTrace).
func (r *Recording) CallTrace(s *Site, frames []ir.Frame, args []ir.Value, result int64) ir.Value {
	fn, inputs := -1, r.T.Inputs // the function being recorded
	if s != r.site {
		fn, inputs = s.Loop.ID, s.Loop.Trace.Inputs
	}
	if len(args) != len(inputs) {
		panic(fmt.Sprintf("jitcore: CallTrace passes %d values to a function trace of %d inputs", len(args), len(inputs)))
	}
	typ := ir.Int // the function returns a slot value: a heap word if its slots are
	if len(inputs) > 0 && inputs[0] == ir.Ref {
		typ = ir.Ref
	}
	return r.Recorder.CallTrace(fn, frames, args, result, typ)
}

// Return ends the recording with a return of v from the frame it
// started in, and compiles it: a function's, or a bridge's. A loop
// recording does not close there: it is abandoned.
func (r *Recording) Return(v ir.Value) {
	if r.done || r.Aborted() != "" {
		return
	}
	if r.T.Kind == ir.Loop {
		r.Abandon("returns from the traced frame")
		return
	}
	r.Recorder.Return(v)
	r.finish()
}

// MakeHotFunc makes the function whose entry is s hot: its next call
// is recorded (a recording that would inline it too deep stops there,
// so that the function gets a trace of its own).
func (r *Recording) MakeHotFunc(s *Site) { s.count = int32(r.d.params.FunctionThreshold) }
