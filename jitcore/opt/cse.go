package opt

import (
	"fmt"
	"slices"

	"github.com/microjit/microjit/jitcore/ir"
)

// CSE replaces a pure op or elidable call by an earlier one with the same
// opcode, type, arguments and function. The table is cleared at the
// label: values before it may be loop variables after it.
func CSE(t *ir.Trace) *ir.Trace {
	b := newBuilder(t)
	seen := map[string]ir.Value{}
	for i := range t.Ops {
		op := &t.Ops[i]
		if op.Code == ir.OpLabel {
			clear(seen)
		}
		if !(op.Code.Info().Pure || op.Code == ir.OpCallPure) || b.pinned[i] {
			b.keep(i)
			continue
		}
		args := b.args(op.Args)
		if commutative(op.Code) {
			slices.Sort(args)
		}
		k := fmt.Sprint(op.Code, op.Type, op.Aux, args)
		if v, ok := seen[k]; ok {
			b.m[i] = v
			continue
		}
		seen[k] = b.keep(i)
	}
	return b.t
}
