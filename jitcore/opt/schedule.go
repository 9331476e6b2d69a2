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
	at := make([]int, n) // the new index of each old op
	for i := range t.Ops {
		for _, x := range moveTo[i] {
			at[x] = len(b.t.Ops)
			b.keep(x)
		}
		if !moved[i] {
			at[i] = len(b.t.Ops)
			b.keep(i)
		}
	}
	// The builder drops the twins (Unroll's): name them anew.
	for i := range t.Ops {
		if old := &t.Ops[i]; old.Code.Info().Guard {
			if tw := t.Snapshots[old.Snap].Twin; tw != 0 {
				b.t.Snapshots[b.t.Ops[at[i]].Snap].Twin = int32(at[tw-1]) + 1
			}
		}
	}
	return b.t
}
