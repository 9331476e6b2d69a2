package engine

import (
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/heap"
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
// builtin raises the error): the caller calls the builtin. A recording
// follows a comparison of two immediate integers and X is E where E is
// an immediate integer or a sum, difference or product of two
// (intArith), with guards on their tags and the overflows; it ends at
// the general case (arith.Num's Go arithmetic).
func arithGoal[V, C any, D domain.Domain[V, C]](m *Machine, d D, r *regs[V], g *goalCode) (ok bool, err error, done bool) {
	if g.kind == codeCompare { // left to right, as the builtin
		if x, ok := immediate(m, d, r, &g.nodes[g.args[0]]); ok {
			if y, ok := immediate(m, d, r, &g.nodes[g.args[1]]); ok {
				// Immediate integers compare as their words.
				return g.test(cmpWords(d, x, y)), nil, true
			}
		}
		if d.Tracing() {
			d.Abandon("a comparison of other than immediate integers")
			return false, nil, false
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
	lhs := &g.nodes[g.args[0]]
	if v, ok := intArith(m, d, r, g.nodes, int(g.args[1])); ok {
		if lhs.kind == nodeVar {
			if lhs.fresh {
				setSlot(m, d, r, lhs.slot, v)
				return true, nil, true
			}
			return unify(d, m.s.dh, r.b, slot(m, d, r, lhs.slot), v, false), nil, true
		}
		if lhs.kind == nodeConst {
			return d.Branch(d.Eq(d.Const(int64(lhs.w)), v)), nil, true
		}
	}
	if d.Tracing() {
		d.Abandon("is/2 beyond immediate integers")
		return false, nil, false
	}
	y, ok, err := m.evalNode(g.nodes, int(g.args[1]))
	if !ok || err != nil {
		return false, err, ok
	}
	switch lhs.kind {
	case nodeStruct:
		return false, nil, true // no number unifies with a compound
	case nodeObject:
		if lhs.bigNum() == nil {
			return false, nil, true // a string
		}
		c, _ := arith.Compare(arith.Big(lhs.bigNum()), y)
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
			setSlot(m, d, r, lhs.slot, d.Const(int64(v)))
			return true, nil, true
		}
		return m.s.Unify(heap.Value(d.Concrete(slot(m, d, r, lhs.slot))), v), nil, true
	}
}

// cmpWords compares the immediate integers x and y: -1, 0 or 1.
func cmpWords[V, C any, D domain.Domain[V, C]](d D, x, y V) int {
	switch {
	case d.Branch(d.Lt(x, y)):
		return -1
	case d.Branch(d.Eq(x, y)):
		return 0
	}
	return 1
}

// intArith is the value of the expression at nodes[k] when it is an
// immediate integer, or +, - or * of two whose result is one: the fast
// path of is/2, on words (an immediate integer is its value shifted
// left by heap.PayloadShift, so a sum or a difference of words is the
// word of the sum or difference, and its overflow is the overflow of
// the 48-bit range). ok is false where the general path must run.
func intArith[V, C any, D domain.Domain[V, C]](m *Machine, d D, r *regs[V], nodes []node, k int) (V, bool) {
	nd := &nodes[k]
	if nd.kind != nodeStruct {
		return immediate(m, d, r, nd)
	}
	if nd.function() == nil || nd.intOp != opAdd && nd.intOp != opSub && nd.intOp != opMul {
		return d.Const(0), false
	}
	x, ok := immediate(m, d, r, &nodes[k+1])
	if !ok {
		return x, false
	}
	y, ok := immediate(m, d, r, &nodes[k+1+int(nodes[k+1].size)])
	if !ok {
		return y, false
	}
	switch nd.intOp {
	case opAdd:
		if d.IntOverflow(d.AddOvf(x, y), m.s.dh) {
			return x, false
		}
		return d.Add(x, y), true
	case opSub:
		if d.IntOverflow(d.SubOvf(x, y), m.s.dh) {
			return x, false
		}
		return d.Sub(x, y), true
	}
	// x*y's word is x's word times y's value.
	yv := d.Sar(y, d.Const(heap.PayloadShift))
	if d.IntOverflow(d.MulOvf(x, yv), m.s.dh) {
		return x, false
	}
	return d.Mul(x, yv), true
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
		if nd.bigNum() == nil {
			return arith.Num{}, false, nil // a string: is/2 raises its error
		}
		return arith.Big(nd.bigNum()), true, nil
	case nodeVar:
		if nd.fresh {
			return arith.Num{}, true, instantiationError()
		}
		v := m.s.Deref(slotConcrete(m, m.s.d, &m.regs, nd.slot))
		if v.IsInt() {
			return arith.Int(v.Int()), true, nil
		}
		n, err = m.eval(v)
		return n, true, err
	}
	if nd.function() == nil {
		return arith.Num{}, false, nil
	}
	if nd.intOp != opNone {
		if x, ok := immediateConcrete(m, m.s.d, &m.regs, &nodes[k+1]); ok {
			if y, ok := immediateConcrete(m, m.s.d, &m.regs, &nodes[k+1+int(nodes[k+1].size)]); ok {
				if r, ok := intOp(nd.intOp, x.Int(), y.Int()); ok {
					return arith.Int(r), true, nil
				}
			}
		}
	}
	// Right to left, as eval: an evaluable function has at most two
	// arguments, at k+1 and after the first.
	var buf [2]arith.Num
	args := buf[:nd.hd.Len()]
	var at [2]int
	for i, j := 0, k+1; i < len(args); i++ {
		at[i] = j
		j += int(nodes[j].size)
	}
	for i := len(args) - 1; i >= 0; i-- {
		a, ok, err := m.evalNode(nodes, at[i])
		if !ok || err != nil {
			return a, ok, err
		}
		args[i] = a
	}
	n, err = nd.ext.fn.CallRand(m.rand, args)
	return n, true, m.functionError(err, nd.ext.fn)
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

// immediate is the word of the expression node n when it is an
// immediate integer (a constant, or a variable bound to one).
func immediate[V, C any, D domain.Domain[V, C]](m *Machine, d D, r *regs[V], n *node) (V, bool) {
	switch {
	case n.kind == nodeConst && n.w.IsInt():
		return d.Const(int64(n.w)), true
	case n.kind == nodeVar && !n.fresh:
		v := slot(m, d, r, n.slot)
		if d.Branch(isRef(d, v)) { // an integer needs no call
			v = deref(d, m.s.dh, v)
		}
		if d.Branch(isInt(d, v)) {
			return v, true
		}
	}
	return d.Const(0), false
}

// isInt is whether v is an immediate integer.
func isInt[V, C any, D domain.Domain[V, C]](d D, v V) C {
	return d.Eq(d.And(v, d.Const(heap.TagMask)), d.Const(int64(heap.IntTagBits)))
}
