package jitcore

import (
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/resume"
)

// Run runs compiled loop (or function) l from the given input values
// until a guard fails that has no bridge, or the frame it was entered in
// returns. Compiled functions it calls nest at most depth deep (the
// language says how many more frames it allows; deeper, the call's enter
// guard fails and the interpreter goes on). The Exit and its slices
// belong to the driver: they are valid until the next Run, nested Runs
// included. Run is re-entrant: a function that compiled code calls may
// Run compiled code (doc.go, "Calls out of compiled code that run
// compiled code").
func (d *Driver) Run(l *Loop, inputs []int64, mem ir.Memory, depth int) *resume.Exit {
	d.stats.Entries++
	d.page.Entered(l.Trace)
	st := d.backend.Run(l.Code, inputs, mem, depth, d.exits.Lend())
	d.policy.noteFuel(st.Fuel)
	switch {
	case st.Err != nil:
		return d.exits.Failed(st.Err)
	case st.Guard == nil:
		return d.exits.Returned(st.Result)
	}
	g := st.Guard
	c := d.twins.counter(g)
	d.twins.share(c, g) // from its next failure on
	c.Failures++
	d.stats.GuardFailures++
	d.page.Exited(g)
	ex, materialized := d.exits.Guard(st, mem)
	d.stats.Materialized += materialized
	if ex.Err != nil {
		return ex
	}
	// A full heap is no path to record a bridge for, nor a call too deep
	// for compiled code; a bridge from a snapshot with virtuals starts by
	// allocating them, which needs room now (its recording cannot
	// collect). While a recording runs a call for its result, nothing
	// else is recorded.
	ex.Bridge = g.Bridge == nil && !d.recording && c.Failures >= max(d.policy.eagerness(), c.RetryAt) && c.Aborts < d.params.MaxAborts &&
		g.Trace.Ops[g.Op].Code.HasCondition() && resume.RoomFor(g.Snapshot, mem)
	ex.Bridge = ex.Bridge && d.policy.bridgeDue(c) // policy.go
	if ex.Bridge {
		if f := d.families.of(g.Trace); f != nil && f.invalid {
			ex.Bridge = false // invalidated: its loop is recorded again
		}
	}
	return ex
}
