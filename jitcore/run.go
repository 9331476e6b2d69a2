package jitcore

import (
	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/ir"
)

// Exit is where compiled code handed control back: the interpreter
// state of the failing guard's snapshot, with concrete values, or the
// value the frame it was entered in returned.
type Exit struct {
	// Frames are the frames to resume, outermost first: those of the
	// calls of compiled functions the guard failed in (their callers),
	// then the guard's snapshot's.
	Frames []ExitFrame
	// Returned is set when the frame compiled code was entered in
	// returned Result (ir.OpReturn): Frames is then empty, and the
	// language pops that frame.
	Returned bool
	Result   int64
	// Bridge is set when the guard has failed often enough that the
	// language should record a bridge from here (RecordBridge) instead of
	// interpreting.
	Bridge bool
	// Err is set when the snapshots' virtual objects could not be
	// allocated (a *heap.LimitError), or when compiled code could not
	// run on the memory it was given (backend.Stop.Err: a heap it
	// allocates in is missing or malformed): Frames is then empty, and
	// the language reports it as it reports its own failed allocations.
	Err      error
	guard    *backend.Guard
	values   []int64 // the guard's live values
	virtuals []int64 // the refs of the guard's snapshot's materialized virtuals
}

// ExitFrame is one interpreter frame to resume.
type ExitFrame struct {
	Greens []int64
	Slots  []int64
}

// Run runs compiled loop (or function) l from the given input values
// until a guard fails that has no bridge, or the frame it was entered in
// returns. Compiled functions it calls nest at most depth deep (the
// language says how many more frames it allows; deeper, the call's enter
// guard fails and the interpreter goes on). The Exit and its slices
// belong to the driver: they are valid until the next Run, nested Runs
// included (a busy program exits compiled code tens of thousands of
// times a second, so they are reused). Run is re-entrant: a function
// that compiled code calls may Run compiled code (doc.go, "Calls out of
// compiled code that run compiled code").
func (d *Driver) Run(l *Loop, inputs []int64, mem ir.Memory, depth int) *Exit {
	d.stats.Entries++
	if d.view != nil {
		d.view.entries[l.Trace.ID]++
	}
	st := d.backend.Run(l.Code, inputs, mem, depth)
	d.noteFuel(st.Fuel)
	ex := &d.exit
	if st.Err != nil {
		*ex = Exit{Frames: ex.Frames[:0], Err: st.Err}
		return ex
	}
	if st.Guard == nil {
		*ex = Exit{Frames: ex.Frames[:0], Returned: true, Result: st.Result}
		return ex
	}
	g := st.Guard
	c := d.counter(g)
	d.share(c, g) // from its next failure on
	c.Failures++
	d.stats.GuardFailures++
	if d.view != nil {
		d.view.exits[g]++
	}
	*ex = Exit{Frames: ex.Frames[:0], guard: g, values: append(ex.values[:0], st.Live...)}
	// The calls' snapshots, outermost first, then the guard's (in the
	// driver's buffers, reused like the Exit's).
	snaps, lives := d.exitSnaps[:0], d.exitLives[:0]
	virtual := false
	for _, call := range st.Calls {
		s := call.Site
		snaps = append(snaps, liveGuard{t: s.Trace, snap: s.Snapshot, live: s.Live})
		lives = append(lives, call.Live)
		virtual = virtual || len(s.Snapshot.Virtuals) > 0
	}
	snaps = append(snaps, liveGuard{t: g.Trace, snap: g.Snapshot, live: g.Live})
	lives = append(lives, ex.values)
	virtual = virtual || len(g.Snapshot.Virtuals) > 0
	d.exitSnaps, d.exitLives = snaps, lives
	var virtuals [][]int64 // by snapshot, when there are any
	if virtual {
		var err error
		if virtuals, err = materialize(snaps, lives, mem); err != nil {
			ex.Err = err
			return ex
		}
		for _, v := range virtuals {
			d.stats.Materialized += len(v)
		}
		ex.virtuals = virtuals[len(virtuals)-1]
	}
	for k := range snaps {
		lg := &snaps[k]
		var vs []int64
		if virtuals != nil {
			vs = virtuals[k]
		}
		for _, f := range lg.snap.Frames {
			var slots []int64 // the storage this frame had at the last exit
			if n := len(ex.Frames); n < cap(ex.Frames) {
				slots = ex.Frames[:n+1][n].Slots[:0]
			}
			for _, v := range f.Slots {
				slots = append(slots, lg.value(v, lives[k], vs))
			}
			ex.Frames = append(ex.Frames, ExitFrame{Greens: f.Greens, Slots: slots})
		}
	}
	// A full heap is no path to record a bridge for, nor a call too deep
	// for compiled code; a bridge from a snapshot with virtuals starts by
	// allocating them, which needs room now (its recording cannot
	// collect). While a recording runs a call for its result, nothing
	// else is recorded.
	ex.Bridge = g.Bridge == nil && !d.recording && c.Failures >= d.params.TraceEagerness && c.Aborts < d.params.MaxAborts &&
		g.Trace.Ops[g.Op].Code.HasCondition() && roomFor(g.Snapshot, mem)
	ex.Bridge = ex.Bridge && d.bridgeDue(c) // policy.go
	return ex
}
