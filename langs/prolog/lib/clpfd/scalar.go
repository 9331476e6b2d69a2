package clpfd

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/engine"
)

func init() {
	Library.Builtins = append(Library.Builtins, engine.Builtin{Name: "scalar_product", Arity: 4, Fn: scalarProduct})
}

// scalarProduct is scalar_product(Cs, Vs, Op, Value) (sum/3 calls it).
func scalarProduct(m *engine.Machine, a []heap.Value) (bool, error) {
	s := solverOf(m)
	citems, ok := m.ListItems(a[0])
	if !ok {
		return s.done(false, mustBeList(m, a[0]))
	}
	cs := make([]num, len(citems))
	for i, c := range citems {
		n, b, ok := m.IntOf(c)
		if !ok {
			if m.IsVar(c) {
				return s.done(false, engine.InstantiationError())
			}
			return s.done(false, engine.TypeError("integer", m.Term(c)))
		}
		cs[i] = numOf(n, b)
	}
	vitems, ok := m.ListItems(a[1])
	if !ok {
		return s.done(false, mustBeList(m, a[1]))
	}
	vs := make([]*fdvar, len(vitems))
	for i, it := range vitems {
		v, err := s.fdVariable(it)
		if err != nil {
			return s.done(false, err)
		}
		vs[i] = v
	}
	op, _ := m.AtomOf(a[2])
	if len(cs) != len(vs) {
		return s.done(false, nil)
	}
	value, err := s.exprOf(a[3])
	if err != nil {
		return s.done(false, err)
	}
	switch op.Name() {
	case "#=", "#\\=", "#<", "#>", "#=<", "#>=":
	default:
		if m.IsVar(a[2]) {
			return s.done(false, engine.InstantiationError())
		}
		return s.done(false, engine.DomainError("scalar_product_relation", m.Term(a[2])))
	}
	left := intExpr(zero)
	for i, v := range vs {
		left = binExpr(opAdd, left, binExpr(opMul, intExpr(cs[i]), leafExpr(v)))
	}
	cs1, vs1, c, ok, err := s.linsum(left, value)
	if err != nil {
		return s.done(false, err)
	}
	if !ok {
		// Value is not linear: a chain of sums, then Op.
		acc := leafExpr(constant(zero))
		for i, v := range vs {
			n := s.newVar(0, false)
			if !s.postEqual(leafExpr(n), binExpr(opAdd, acc, binExpr(opMul, intExpr(cs[i]), leafExpr(v)))) {
				return s.done(false, nil)
			}
			acc = leafExpr(n)
		}
		return s.done(s.relation(op.Name(), acc, value))
	}
	if len(vs1) == 0 && op.Name() == "#=" { // ground: the sum
		return s.done(c.isZero(), nil)
	}
	return s.done(s.scalarOp(op.Name(), cs1, vs1, c))
}

// scalarOp posts cs*vs Op c (scalar_product_/4).
func (s *solver) scalarOp(op string, cs []num, vs []*fdvar, c num) (bool, error) {
	switch op {
	case "#=":
		return s.scalarEq(cs, vs, c)
	case "#\\=":
		return s.postProp(&scalarNeq{cs, vs, c}, onGround, vs...), nil
	case "#=<":
		return s.scalarLeq(cs, vs, c), nil
	case "#<":
		return s.scalarLeq(cs, vs, c.sub1()), nil
	case "#>":
		return s.scalarLeq(negateAll(cs), vs, c.add1().neg()), nil
	}
	return s.scalarLeq(negateAll(cs), vs, c.neg()), nil
}

// relation posts X Op Y for a relation of scalar_product/4.
func (s *solver) relation(op string, x, y *expr) (bool, error) {
	switch op {
	case "#=":
		return s.equal(x, y)
	case "#\\=":
		ok, err := s.neq(x, y)
		return ok && s.propagate(), err
	case "#>=":
		return s.geq(x, y)
	case "#=<":
		return s.geq(y, x)
	case "#>":
		return s.geq(x, binExpr(opAdd, y, intExpr(one)))
	}
	return s.geq(y, binExpr(opAdd, x, intExpr(one)))
}
