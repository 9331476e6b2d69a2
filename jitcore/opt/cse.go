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
	c := newCSE(newBuilder(t))
	defer c.free()
	return c.b.walk(c)
}

// cse is CSE's stage (walk.go).
type cse struct {
	b       *builder
	seen    *opTable
	checked bool       // a guard_not_invalidated since the last call or the label
	key     []ir.Value // the sorted arguments of a commutative op
}

func newCSE(b *builder) *cse { return &cse{b: b, seen: newOpTable()} }

func (c *cse) free() { c.seen.free() }

func (c *cse) op(op ir.Op, from int) ir.Value {
	b := c.b
	switch {
	case op.Code == ir.OpLabel:
		c.seen.reset()
		c.checked = false
	case op.Code == ir.OpGuardNotInvalidated:
		if c.checked {
			return ir.None
		}
		c.checked = true
	case op.Code == ir.OpCall || op.Code == ir.OpCallTrace:
		c.checked = false
	}
	if !(op.Code.Info().Pure || op.Code == ir.OpCallPure && from >= 0 && b.old.ResultOps(from) == 0) || b.pinnedOp(from) {
		return b.pass(op, from)
	}
	key := op.Args
	if commutative(op.Code) {
		c.key = append(c.key[:0], key...)
		slices.Sort(c.key)
		key = c.key
	}
	if v, ok := c.seen.find(op.Code, op.Type, 0, op.Aux, key); ok {
		return v
	}
	v := b.pass(op, from)
	c.seen.add(op.Code, op.Type, 0, op.Aux, key, v)
	return v
}
