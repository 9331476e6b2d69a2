package opt

import "github.com/microjit/microjit/jitcore/ir"

// Schedule moves an add or sub whose result a guard compares with 0
// down to just before that compare, over pure ops that do not use it,
// so that native code tests the flags of the add itself (add; jz) rather
// than computing it early and testing it again:
//
//	i1 = add i0, -1                 i2 = add i5, i6
//	i2 = add i5, i6           ->    i1 = add i0, -1
//	i3 = ne i1, 0                   i3 = ne i1, 0
//	guard_true i3                   guard_true i3
//
// Only pure ops lie between the two places and none uses the add, so
// the order changes nothing else.
func Schedule(t *ir.Trace) *ir.Trace {
	n := len(t.Ops)
	// moveTo[j] lists the adds to emit right before op j.
	var moveTo map[int][]int
	moved := map[int]bool{}
	for c := range t.Ops {
		op := &t.Ops[c]
		if c+1 >= n {
			continue
		}
		if g := &t.Ops[c+1]; g.Code != ir.OpGuardTrue && g.Code != ir.OpGuardFalse || g.Args[0] != ir.Value(c) {
			continue
		}
		if (op.Code != ir.OpNe && op.Code != ir.OpEq) || op.Args[0] < 0 {
			continue
		}
		if k, ok := t.ConstBits(op.Args[1]); !ok || k != 0 {
			continue
		}
		x := int(op.Args[0])
		if d := &t.Ops[x]; d.Code != ir.OpAdd && d.Code != ir.OpSub || x == c-1 || moved[x] {
			continue
		}
		ok := true
		for j := x + 1; j < c && ok; j++ {
			b := &t.Ops[j]
			ok = b.Code.Info().Pure && !moved[j] && !containsValue(b.Args, ir.Value(x))
		}
		if !ok {
			continue
		}
		if moveTo == nil {
			moveTo = map[int][]int{}
		}
		moveTo[c] = append(moveTo[c], x)
		moved[x] = true
	}
	if moveTo == nil {
		return t
	}
	b := newBuilder(t)
	for i := range t.Ops {
		for _, x := range moveTo[i] {
			b.keep(x)
		}
		if !moved[i] {
			b.keep(i)
		}
	}
	// Only pure ops move, and never across a guard, so every guard keeps
	// its index: its twin (Unroll's), which the builder drops, stays.
	for i := range t.Ops {
		if op := &t.Ops[i]; op.Code.Info().Guard {
			b.t.Snapshots[b.t.Ops[i].Snap].Twin = t.Snapshots[op.Snap].Twin
		}
	}
	return b.finish()
}
