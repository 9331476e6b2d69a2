package engine

import (
	"github.com/microjit/microjit/langs/prolog/arith"
	"github.com/microjit/microjit/langs/prolog/term"
)

// is/2 and the arithmetic comparisons of a body evaluate their
// expressions where they stand in the clause, reading the variables from
// the environment (or the frame), instead of building the expression on
// the heap first. X is E with X's first occurrence stores E's value in
// X's slot: no variable is made for it.

// arithGoal runs the codeIs or codeCompare g. done is false when it
// cannot (an expression with a part that is not evaluable, where the
// builtin raises the error): the caller calls the builtin.
func (m *Machine) arithGoal(g *goalCode) (ok bool, err error, done bool) {
	if g.kind == codeCompare { // left to right, as the builtin
		if x, ok := m.immediate(&g.nodes[g.args[0]]); ok {
			if y, ok := m.immediate(&g.nodes[g.args[1]]); ok {
				return g.test(cmpInt(x, y)), nil, true
			}
		}
		x, ok, err := m.evalNode(g.nodes, int(g.args[0]))
		if !ok || err != nil {
			return false, err, ok
		}
		y, ok, err := m.evalNode(g.nodes, int(g.args[1]))
		if !ok || err != nil {
			return false, err, ok
		}
		c, ordered := arith.Compare(x, y)
		if !ordered {
			return g.test(1) && g.test(-1), nil, true // only =\= holds
		}
		return g.test(c), nil, true
	}
	y, ok, err := m.evalNode(g.nodes, int(g.args[1]))
	if !ok || err != nil {
		return false, err, ok
	}
	switch lhs := &g.nodes[g.args[0]]; lhs.kind {
	case nodeStruct:
		return false, nil, true // no number unifies with a compound
	case nodeObject:
		if lhs.num == nil {
			return false, nil, true // a string
		}
		c, _ := arith.Compare(arith.Big(lhs.num), y)
		return y.IsInteger() && c == 0, nil, true
	case nodeConst:
		v, err := m.numberTerm(y)
		return err == nil && m.s.Unify(lhs.w, v), err, true
	default: // nodeVar
		v, err := m.numberTerm(y)
		if err != nil {
			return false, err, true
		}
		if lhs.fresh {
			m.setSlot(lhs.slot, v)
			return true, nil, true
		}
		return m.s.Unify(m.slot(lhs.slot), v), nil, true
	}
}

// evalNode evaluates the expression at nodes[k]. ok is false when a
// compound in it has no evaluable function.
func (m *Machine) evalNode(nodes []node, k int) (n arith.Num, ok bool, err error) {
	nd := &nodes[k]
	switch nd.kind {
	case nodeConst:
		if nd.w.IsInt() {
			return arith.Int(nd.w.Int()), true, nil
		}
		n, err = m.eval(nd.w)
		return n, true, err
	case nodeObject:
		if nd.num == nil {
			return arith.Num{}, false, nil // a string: is/2 raises its error
		}
		return arith.Big(nd.num), true, nil
	case nodeVar:
		if nd.fresh {
			return arith.Num{}, true, instantiationError()
		}
		v := m.s.Deref(m.slot(nd.slot))
		if v.IsInt() {
			return arith.Int(v.Int()), true, nil
		}
		n, err = m.eval(v)
		return n, true, err
	}
	if nd.fn == nil {
		return arith.Num{}, false, nil
	}
	if nd.intOp != opNone {
		if x, ok := m.immediate(&nodes[k+1]); ok {
			if y, ok := m.immediate(&nodes[k+1+int(nodes[k+1].size)]); ok {
				if r, ok := intOp(nd.intOp, x, y); ok {
					return arith.Int(r), true, nil
				}
			}
		}
	}
	var buf [2]arith.Num
	args := buf[:0]
	for i, j := 0, k+1; i < nd.hd.Len(); i++ {
		a, ok, err := m.evalNode(nodes, j)
		if !ok || err != nil {
			return a, ok, err
		}
		args = append(args, a)
		j += int(nodes[j].size)
	}
	n, err = nd.fn.CallRand(m.rand, args)
	return n, true, functionError(err, nd.fn)
}

// The binary operations with a fast path for immediate integers.
const (
	opNone   = iota
	opAdd    // +/2
	opSub    // -/2
	opMul    // */2
	opIntDiv // (//)/2
	opRem    // rem/2
	opMod    // mod/2
)

// intOps are the fast-path operations by name.
var intOps = map[string]uint8{"+": opAdd, "-": opSub, "*": opMul, "//": opIntDiv, "rem": opRem, "mod": opMod}

// intOpOf is the fast-path operation of the compound c (opNone if none).
func intOpOf(c *term.Compound) uint8 {
	if len(c.Args) == 2 {
		return intOps[c.Functor.Name()]
	}
	return opNone
}

// intOp applies op to the immediate integers x and y (48 bits each),
// or reports false where the general path must: a product that might
// not fit in int64, a zero divisor (the error).
func intOp(op uint8, x, y int64) (int64, bool) {
	switch op {
	case opAdd:
		return x + y, true
	case opSub:
		return x - y, true
	case opMul:
		const small = 1 << 31
		if -small < x && x < small && -small < y && y < small {
			return x * y, true
		}
	case opIntDiv:
		if y != 0 {
			return x / y, true // ISO's toward_zero rounding
		}
	case opRem:
		if y != 0 {
			return x % y, true
		}
	case opMod:
		if y != 0 {
			return arith.IntMod(x, y), true
		}
	}
	return 0, false
}

// immediate is the value of the expression node n when it is an
// immediate integer (a constant, or a variable bound to one).
func (m *Machine) immediate(n *node) (int64, bool) {
	switch {
	case n.kind == nodeConst && n.w.IsInt():
		return n.w.Int(), true
	case n.kind == nodeVar && !n.fresh:
		if v := m.s.Deref(m.slot(n.slot)); v.IsInt() {
			return v.Int(), true
		}
	}
	return 0, false
}
