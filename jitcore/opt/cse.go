package opt

import (
	"slices"

	"github.com/microjit/microjit/jitcore/ir"
)

// CSE replaces a pure op or elidable call by an earlier one with the same
// opcode, type, arguments and function. The table is cleared at the
// label: values before it may be loop variables after it.
func CSE(t *ir.Trace) *ir.Trace {
	b := newBuilder(t)
	seen := newOpTable()
	defer seen.free()
	for i := range t.Ops {
		op := &t.Ops[i]
		if op.Code == ir.OpLabel {
			seen.reset()
		}
		if !(op.Code.Info().Pure || op.Code == ir.OpCallPure) || b.pinned[i] {
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
