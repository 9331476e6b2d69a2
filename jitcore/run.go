package jitcore

import (
	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/ir"
)

// Exit is where a compiled loop handed control back: the interpreter
// state of the failing guard's snapshot, with concrete values.
type Exit struct {
	Frames []ExitFrame
	// Bridge is set when the guard has failed often enough that the
	// language should record a bridge from here (RecordBridge) instead of
	// interpreting.
	Bridge bool
	// Err is set when the snapshot's virtual objects could not be
	// allocated (a *heap.LimitError): Frames is then empty, and the
	// language reports it as it reports its own failed allocations.
	Err      error
	guard    *backend.Guard
	values   []int64 // the guard's live values
	virtuals []int64 // the refs of the snapshot's materialized virtuals
}

// ExitFrame is one interpreter frame to resume.
type ExitFrame struct {
	Greens []int64
	Slots  []int64
}

// Run runs compiled loop l from the given input values until a guard fails
// that has no bridge. The Exit and its slices belong to the driver: they
// are valid until the next Run (a busy program exits compiled code tens of
// thousands of times a second, so they are reused).
func (d *Driver) Run(l *Loop, inputs []int64, mem ir.Memory) *Exit {
	d.stats.Entries++
	g, live := d.backend.Run(l.Code, inputs, mem)
	c := d.counter(g)
	d.share(c, g) // from its next failure on
	c.Failures++
	d.stats.GuardFailures++
	ex := &d.exit
	*ex = Exit{Frames: ex.Frames[:0], guard: g, values: append(ex.values[:0], live...)}
	lg := liveGuard{t: g.Trace, snap: g.Snapshot, live: g.Live}
	var virtuals []int64
	if len(g.Snapshot.Virtuals) > 0 {
		var err error
		if virtuals, err = materialize(&lg, live, mem); err != nil {
			ex.Err = err
			return ex
		}
		d.stats.Materialized += len(virtuals)
		ex.virtuals = virtuals
	}
	for _, f := range g.Snapshot.Frames {
		var slots []int64 // the storage this frame had at the last exit
		if n := len(ex.Frames); n < cap(ex.Frames) {
			slots = ex.Frames[:n+1][n].Slots[:0]
		}
		for _, v := range f.Slots {
			slots = append(slots, lg.value(v, live, virtuals))
		}
		ex.Frames = append(ex.Frames, ExitFrame{Greens: f.Greens, Slots: slots})
	}
	// A full heap is no path to record a bridge for; a bridge from a
	// snapshot with virtuals starts by allocating them, which needs room
	// now (its recording cannot collect).
	ex.Bridge = g.Bridge == nil && c.Failures >= d.params.TraceEagerness && c.Aborts < d.params.MaxAborts &&
		g.Trace.Ops[g.Op].Code != ir.OpNew && roomFor(g.Snapshot, mem)
	return ex
}
