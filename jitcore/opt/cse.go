package opt

import (
	"slices"

	"github.com/microjit/microjit/jitcore/ir"
)

// CSE replaces a pure op or elidable call by an earlier one with the same
// opcode, type, arguments and function. The table is cleared at the
// label: values before it may be loop variables after it. An elidable
// call of more than one result stays (its result ops must follow it).
// A guard_not_invalidated with no call since the last one goes too:
// only a call can invalidate the trace (ir's quasi.go); the one after
// the label stays, for what enters the loop there.
func CSE(t *ir.Trace) *ir.Trace {
	b := newBuilder(t)
	seen := newOpTable()
	defer seen.free()
	checked := false // a guard_not_invalidated since the last call or the label
	for i := range t.Ops {
		op := &t.Ops[i]
		switch {
		case op.Code == ir.OpLabel:
			seen.reset()
			checked = false
		case op.Code == ir.OpGuardNotInvalidated:
			if checked {
				continue
			}
			checked = true
		case op.Code == ir.OpCall || op.Code == ir.OpCallTrace:
			checked = false
		}
		if !(op.Code.Info().Pure || op.Code == ir.OpCallPure && t.ResultOps(i) == 0) || b.pinned[i] {
			b.keep(i)
			continue
		}
		args := b.args(op.Args)
		if commutative(op.Code) {
			slices.Sort(args)
		}
		if v, ok := seen.find(op.Code, op.Type, 0, op.Aux, args); ok {
			b.m[i] = v
			continue
		}
		seen.add(op.Code, op.Type, 0, op.Aux, args, b.keep(i))
	}
	return b.finish()
}
