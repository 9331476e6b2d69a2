package trace

import "github.com/microjit/microjit/jitcore/ir"

// Function traces (ir's function.go).

// EnterFunction records a function trace's enter guard, resuming at
// frames: the function's first instruction, with the new frame's slots
// (the trace's inputs). It declares that state (Begin) too, for the
// first instruction's own guards.
func (r *Recorder) EnterFunction(frames ...ir.Frame) {
	r.Begin(frames...)
	r.guard(ir.OpEnter)
}

// CallTrace records a call of compiled function fn (-1: the function this
// trace records) with args, whose result the language computed: it ran
// the call. frames is the caller's state during the call, where it
// resumes when the callee leaves compiled code: past the call
// instruction, the arguments gone. The call is the instruction's effect:
// no guard of the instruction may follow it. typ is the result's type:
// Ref for a function whose frame's slots are heap words, which it
// returns.
func (r *Recorder) CallTrace(fn int, frames []ir.Frame, args []ir.Value, result int64, typ ir.Type) ir.Value {
	if r.effect {
		panic("trace: call_trace after a side effect of the same instruction")
	}
	snap := make([]ir.Frame, len(frames))
	for i, f := range frames {
		f.Slots = append([]ir.Value(nil), f.Slots...)
		snap[i] = f
	}
	r.T.Snapshots = ir.GrowSnapshots(r.T.Snapshots, ir.Snapshot{Frames: snap})
	r.effect = true
	r.calledOut = true
	op := ir.Op{Code: ir.OpCallTrace, Type: typ, Args: append([]ir.Value(nil), args...), Aux: int64(fn),
		Snap: int32(len(r.T.Snapshots) - 1)}
	if r.collects {
		op.Effects = ir.Collects
	}
	return r.emit(op, result)
}

// Return ends the trace with a return of v from the frame it started in.
func (r *Recorder) Return(v ir.Value) {
	r.uncheckedStatuses()
	r.emit(ir.Op{Code: ir.OpReturn, Args: []ir.Value{v}}, 0)
	r.checkAtStart()
}
