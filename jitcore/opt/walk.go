package opt

import "github.com/microjit/microjit/jitcore/ir"

// A stage is a forward pass written as its rule for one op, so that
// several passes run in one walk over the trace (builder.walk): each op goes
// through the stages in order, and what a stage writes (the op itself,
// or ops it makes) goes to the next, the last one writing the new trace.
// A trace is then copied once for all of them, where a pass of its own
// copies it once each (half of the optimizer's time went to copying).
//
// A stage sees the new trace: the arguments and snapshot of the op it
// gets, and what b.def shows of them, are what the stages after it made
// of the ops before. So a later pass's result (a load heapcache
// forwarded, a comparison bounds decided) is what an earlier pass sees
// of the ops that follow: the walk finds at least what the passes find
// one after the other, sometimes more.
type stage interface {
	// op writes op, whose arguments and snapshot are the new trace's, or
	// what replaces it, through the builder's pass and emit (which hand
	// ops to the next stage), and returns op's value in the new trace:
	// an existing value, a constant, or the index of the op written
	// (ir.None for an op dropped). from is the old op it stands for, or
	// -1 for an op an earlier stage made.
	op(op ir.Op, from int) ir.Value
}

// walk runs stages over b's old trace in one walk and returns the new
// trace (b is made for it first, so that the stages can hold it).
func (b *builder) walk(stages ...stage) *ir.Trace {
	return b.walkTo(len(b.old.Ops), stages...)
}

// walkTo is walk over the old trace's first n ops only: what it returns
// is a trace's beginning, for a caller that wants what the stages learn
// there (its hooks), not the trace, and recycles it.
func (b *builder) walkTo(n int, stages ...stage) *ir.Trace {
	b.stages = stages
	t := b.old
	for i := range t.Ops[:n] {
		op := t.Ops[i]
		op.Args = b.args(op.Args)
		if op.Code.Info().Snap {
			op.Snap = b.snapshot(op.Snap)
		}
		if v := b.pass(op, i); op.Type != ir.Void {
			b.m[i] = v
		}
	}
	b.dropUnusedSnapshots()
	return b.finish()
}

// dropUnusedSnapshots removes the snapshots that no op of the new trace
// has: a walk copies a guard's snapshot before its stages decide on the
// guard, and a stage may drop it.
func (b *builder) dropUnusedSnapshots() {
	t := b.t
	used := 0
	newIndex := b.snaps[:0] // the old snapshots' map is no longer needed
	for range t.Snapshots {
		newIndex = append(newIndex, -1)
	}
	for i := range t.Ops {
		if op := &t.Ops[i]; op.Code.Info().Snap && newIndex[op.Snap] < 0 {
			newIndex[op.Snap] = 0
			used++
		}
	}
	if used == len(t.Snapshots) {
		return
	}
	n := int32(0)
	for s := range t.Snapshots {
		if newIndex[s] >= 0 {
			t.Snapshots[n] = t.Snapshots[s]
			newIndex[s] = n
			n++
		}
	}
	clear(t.Snapshots[n:])
	t.Snapshots = t.Snapshots[:n]
	for i := range t.Ops {
		if op := &t.Ops[i]; op.Code.Info().Snap {
			op.Snap = newIndex[op.Snap]
		}
	}
}
