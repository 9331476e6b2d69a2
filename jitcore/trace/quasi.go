package trace

import (
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/quasi"
)

// LoadQuasi records a read of the quasi-immutable field f (package
// quasi): its value now, a constant of the trace, which from now on
// depends on f (Depends). No guard checks the value; the trace checks
// that it was not invalidated (ir's quasi.go): at its start, for what
// enters it (the guard is put there when the trace ends), and here when
// a call that may write a field came since the last check. The trace
// does what the interpreter does, so every use of the value follows a
// read: a read before any call is checked at the start, one after a
// call here. Read fields like a guard does, before the instruction's
// effects.
func (r *Recorder) LoadQuasi(f *quasi.Field) ir.Value {
	if r.dep == nil {
		r.dep = &quasi.Dependency{}
	}
	f.Depend(r.dep)
	if r.calledOut {
		r.checkNotInvalidated()
	}
	return r.Const(f.Load())
}

// Depends is the dependency of the trace on the fields it read, or nil
// when it read none: the driver makes it invalidate the compiled trace,
// and abandons a recording that it invalidated already.
func (r *Recorder) Depends() *quasi.Dependency { return r.dep }

// checkNotInvalidated records a guard_not_invalidated at the current
// instruction's snapshot.
func (r *Recorder) checkNotInvalidated() {
	r.guard(ir.OpGuardNotInvalidated)
	r.calledOut = false
}

// firstBegin notes the state of the first instruction, where a trace
// that depends on fields checks them at its start (checkAtStart).
func (r *Recorder) firstBegin() {
	if r.startAt >= 0 {
		return
	}
	r.startAt = len(r.T.Ops)
	r.start = ir.Snapshot{Frames: make([]ir.Frame, len(r.frames))}
	for i, f := range r.frames {
		f.Slots = append([]ir.Value(nil), f.Slots...)
		r.start.Frames[i] = f
	}
	for _, vo := range r.virtuals {
		vo.Fields = append([]ir.Value(nil), vo.Fields...)
		r.start.Virtuals = append(r.start.Virtuals, vo)
	}
}

// checkAtStart puts a guard_not_invalidated at the trace's start (its
// first instruction's, with its snapshot) when the trace depends on
// fields: another trace may enter it there after it was invalidated. The
// recording ends when it is called.
func (r *Recorder) checkAtStart() {
	if r.dep == nil || r.startAt < 0 {
		return
	}
	at := r.startAt
	if r.T.Ops[at].Code == ir.OpEnter {
		at++ // a function trace's first op after its inputs
	}
	r.T.Snapshots = ir.GrowSnapshots(r.T.Snapshots, r.start)
	r.T.Insert(at, ir.Op{Code: ir.OpGuardNotInvalidated, Snap: int32(len(r.T.Snapshots) - 1)})
}
