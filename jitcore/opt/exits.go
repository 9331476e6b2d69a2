package opt

import (
	"slices"

	"github.com/microjit/microjit/jitcore/ir"
)

// Exits writes into each guard's snapshot the values that the guard's
// failure fixes (ir.FailureFacts), as constants: the boolean a language
// computed for the branch the guard took (0 when a guard_true failed),
// the value a failed x != k compared with k, and what a pure op computes
// from them, such as the boolean tagged for the interpreter's stack. What
// only the exit needed then goes (DCE). Last, a test that only its guard
// uses moves down to right before it, so that the backend makes the two
// a compare and a branch (fold's split of and(x, y) leaves both tests in
// front of both guards):
//
//	i4 = ge i1, 100                 i4 = ge i1, 100
//	i5 = shl i4, 16          ->     guard_true i4 [pc 7: i0 0]
//	guard_true i4 [pc 7: i0 i5]
//
// It runs last: the snapshot it writes describes the state when that
// guard fails, not when it passes, so no pass may give it to another op
// (a new, or a guard put in front) afterwards.
func Exits(t *ir.Trace) *ir.Trace {
	if !anyFixed(t) {
		return placeTests(t) // most bf traces: no exit needs a fixed value
	}
	b := newBuilder(t)
	var vals []ir.Value
	var facts ir.Facts
	for i := range t.Ops {
		b.keep(i)
		if t.Ops[i].Code == ir.OpGuardTrue || t.Ops[i].Code == ir.OpGuardFalse {
			vals, facts = b.fixFailure(len(b.t.Ops)-1, vals[:0], facts[:0])
		}
	}
	return then(then(b.finish(), DCE), placeTests)
}

// anyFixed reports whether the failure of some guard of t fixes a value
// its snapshot holds. (Exits keeps every op, so the new trace's guards
// see what t's do.)
func anyFixed(t *ir.Trace) bool {
	var loopVar func(ir.Value) bool // t.LoopVars of the guards seen
	var vals []ir.Value
	var facts ir.Facts
	for i := range t.Ops {
		op := &t.Ops[i]
		if op.Code == ir.OpLabel {
			loopVar = t.LoopVars(i + 1)
		}
		if op.Code != ir.OpGuardTrue && op.Code != ir.OpGuardFalse {
			continue
		}
		vals = snapshotValues(&t.Snapshots[op.Snap], vals[:0])
		if facts = t.AppendFailureFacts(facts[:0], i, vals, loopVar); fixesAny(facts, vals) {
			return true
		}
	}
	return false
}

// snapshotValues appends to vals the values of s's slots and of its
// virtual objects' fields.
func snapshotValues(s *ir.Snapshot, vals []ir.Value) []ir.Value {
	for _, f := range s.Frames {
		vals = append(vals, f.Slots...)
	}
	for _, vo := range s.Virtuals {
		vals = append(vals, vo.Fields...)
	}
	return vals
}

// fixesAny reports whether facts fix one of vals.
func fixesAny(facts ir.Facts, vals []ir.Value) bool {
	return slices.ContainsFunc(vals, func(v ir.Value) bool { _, ok := facts.Lookup(v); return ok })
}

// placeTests moves each test whose only use is a later guard's condition
// to right before that guard, within the same side of the label. Stores
// between them may stay: they leave the flags alone.
func placeTests(t *ir.Trace) *ir.Trace {
	n := len(t.Ops)
	uses := make([]int32, n)
	user := make([]int32, n)
	label := n
	use := func(v ir.Value, at int) {
		if v >= 0 && !v.IsVirtual() {
			uses[v]++
			user[v] = int32(at)
		}
	}
	for i := range t.Ops {
		op := &t.Ops[i]
		if op.Code == ir.OpLabel {
			label = i
		}
		for _, v := range op.Args {
			use(v, i)
		}
		if op.Code.Info().Snap {
			t.Snapshots[op.Snap].Values(func(v ir.Value) { use(v, i) })
		}
	}
	moved := make([]bool, n)
	before := make([]int32, n) // guard index -> test moved before it, +1
	any := false
	for i := range t.Ops {
		j := int(user[i])
		if uses[i] != 1 || !t.Ops[i].Code.IsTest() || (i < label) != (j < label) || onlyStores(t.Ops[i+1:j]) {
			continue
		}
		if g := &t.Ops[j]; (g.Code == ir.OpGuardTrue || g.Code == ir.OpGuardFalse) && g.Args[0] == ir.Value(i) {
			moved[i], before[j], any = true, int32(i)+1, true
		}
	}
	if !any {
		return t
	}
	b := newBuilder(t)
	for i := range t.Ops {
		if moved[i] {
			continue
		}
		if k := before[i]; k > 0 {
			b.keep(int(k - 1))
		}
		b.keep(i)
	}
	return b.finish()
}

// fixFailure writes the values that a failure of new guard g fixes as
// constants into the guard's snapshot (a copy of it, if any changes).
// vals and facts are scratch space, returned for reuse.
func (b *builder) fixFailure(g int, vals []ir.Value, facts ir.Facts) ([]ir.Value, ir.Facts) {
	op := &b.t.Ops[g]
	vals = snapshotValues(&b.t.Snapshots[op.Snap], vals)
	facts = b.t.AppendFailureFacts(facts, g, vals, func(v ir.Value) bool { return b.isLoopVar(v) })
	if !fixesAny(facts, vals) {
		return vals, facts
	}
	op.Snap = b.copySnapshot(op.Snap)
	s := &b.t.Snapshots[op.Snap]
	fix := func(vs []ir.Value) {
		for i, v := range vs {
			if bits, ok := facts.Lookup(v); ok {
				vs[i] = b.t.Const(ir.Int, bits)
			}
		}
	}
	for _, f := range s.Frames {
		fix(f.Slots)
	}
	for _, vo := range s.Virtuals {
		fix(vo.Fields)
	}
	return vals, facts
}

// onlyStores reports whether ops are all stores (or none).
func onlyStores(ops []ir.Op) bool {
	for i := range ops {
		if c := ops[i].Code; c != ir.OpStore8 && c != ir.OpStore64 {
			return false
		}
	}
	return true
}
