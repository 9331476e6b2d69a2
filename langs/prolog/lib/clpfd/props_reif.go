package clpfd

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/engine"
)

// The reified propagators (SWI-Prolog's reified_* and pimpl).

// is01 reports whether v is instantiated to n.
func is01(v *fdvar, n int64) bool {
	x, ok := v.value()
	return ok && x.eqInt(n)
}

// reifiedIn is B #<==> V in Dom.
type reifiedIn struct {
	v   *fdvar
	dom domain
	b   *fdvar
}

func (c *reifiedIn) run(s *solver, p *prop) bool {
	v := c.v.deref()
	if n, ok := v.dom.single(); ok {
		s.kill(p)
		if c.dom.contains(n) {
			return s.assign(c.b, one)
		}
		return s.assign(c.b, zero)
	}
	switch {
	case is01(c.b, 1):
		s.kill(p)
		return s.domain(v, c.dom)
	case is01(c.b, 0):
		s.kill(p)
		return s.domain(v, c.dom.complement())
	}
	i := v.dom.intersect(c.dom)
	if i.empty() {
		s.kill(p)
		return s.assign(c.b, zero)
	}
	if i.equal(v.dom) {
		s.kill(p)
		return s.assign(c.b, one)
	}
	return true
}

func (c *reifiedIn) goal(*solver) (gterm, bool) {
	return bin("#<==>", bin("in", gv(c.v), drep(c.dom)), gv(c.b)), true
}

// reifiedFD is B #<==> finite_domain(V).
type reifiedFD struct{ v, b *fdvar }

func (c *reifiedFD) run(s *solver, p *prop) bool {
	v := c.v.deref()
	if v.dom.bounded() {
		s.kill(p)
		return s.assign(c.b, one)
	}
	if is01(c.b, 0) {
		return !v.dom.bounded()
	}
	return true
}

func (c *reifiedFD) goal(*solver) (gterm, bool) {
	return bin("#<==>", gc("finite_domain", gv(c.v)), gv(c.b)), true
}

// cmpKind is a reified comparison's relation.
type cmpKind uint8

const (
	cmpGeq cmpKind = iota
	cmpEq
	cmpNeq
)

// reifiedCmp is B #<==> X op Y, DX and DY telling whether X and Y are
// defined (reified_geq, reified_eq, reified_neq).
type reifiedCmp struct {
	kind         cmpKind
	dx, x, dy, y *fdvar
	ps           []aux
	b            *fdvar
}

func (c *reifiedCmp) run(s *solver, p *prop) bool {
	switch {
	case is01(c.dx, 0), is01(c.dy, 0):
		return s.killWith(p, c.ps) && s.assign(c.b, zero)
	case is01(c.b, 1):
		s.kill(p)
		if !s.assign(c.dx, one) || !s.assign(c.dy, one) {
			return false
		}
		switch c.kind {
		case cmpGeq:
			return s.geqVars(c.x, c.y)
		case cmpEq:
			return s.unify(c.x, c.y)
		}
		return s.postNeq(leafExpr(c.x), leafExpr(c.y))
	case !is01(c.dx, 1) || !is01(c.dy, 1):
		return true
	case is01(c.b, 0):
		s.kill(p)
		switch c.kind {
		case cmpGeq:
			return s.postGeq(leafExpr(c.y), binExpr(opAdd, leafExpr(c.x), intExpr(one)))
		case cmpEq:
			return s.postNeq(leafExpr(c.x), leafExpr(c.y))
		}
		return s.unify(c.x, c.y)
	case !c.b.isVar():
		return true
	}
	x, y := c.x.deref(), c.y.deref()
	xn, xok := x.dom.single()
	yn, yok := y.dom.single()
	decide := func(b bool) bool {
		if !s.killWith(p, c.ps) {
			return false
		}
		if b {
			return s.assign(c.b, one)
		}
		return s.assign(c.b, zero)
	}
	if c.kind == cmpGeq {
		switch {
		case xok && yok:
			s.kill(p)
			if xn.geq(yn) {
				return s.assign(c.b, one)
			}
			return s.assign(c.b, zero)
		case xok:
			switch {
			case xn.geq(y.dom.sup()):
				return decide(true)
			case xn.lt(y.dom.inf()):
				return decide(false)
			}
		case yok:
			switch {
			case x.dom.inf().geq(yn):
				return decide(true)
			case x.dom.sup().lt(yn):
				return decide(false)
			}
		case x == y:
			return decide(true)
		default:
			switch {
			case x.dom.inf().geq(y.dom.sup()):
				return decide(true)
			case x.dom.sup().lt(y.dom.inf()):
				return decide(false)
			}
		}
		return true
	}
	// #= and #\=: entailed (eq) or disentailed.
	eq := c.kind == cmpEq
	switch {
	case xok && yok:
		s.kill(p)
		if xn.eq(yn) == eq {
			return s.assign(c.b, one)
		}
		return s.assign(c.b, zero)
	case xok || yok:
		if yok {
			x, xn = y, yn
		} else {
			x = y
		}
		if !x.dom.contains(xn) {
			return decide(!eq)
		}
	case x == y:
		s.kill(p)
		if eq {
			return s.assign(c.b, one)
		}
		return s.assign(c.b, zero)
	case x.dom.inf().gt(y.dom.sup()), y.dom.inf().gt(x.dom.sup()):
		return decide(!eq)
	}
	return true
}

// postGeq posts A #>= B from a propagator.
func (s *solver) postGeq(a, b *expr) bool {
	ok, err := s.geq(a, b)
	if err != nil {
		return s.fail(err)
	}
	return ok
}

func (c *reifiedCmp) goal(*solver) (gterm, bool) {
	op := [...]string{"#>=", "#=", "#\\="}[c.kind]
	g := bin(op, gv(c.x), gv(c.y))
	one1 := func(v *fdvar) bool { return is01(v, 1) }
	switch {
	case one1(c.dx) && one1(c.dy):
		return bin("#<==>", g, gv(c.b)), true
	case one1(c.dx):
		return bin("#<==>", bin("#/\\", gv(c.dy), g), gv(c.b)), true
	case one1(c.dy):
		return bin("#<==>", bin("#/\\", gv(c.dx), g), gv(c.b)), true
	}
	return bin("#<==>", bin("#/\\", bin("#/\\", gv(c.dx), gv(c.dy)), g), gv(c.b)), true
}

// reifiedAnd is B #<==> X #/\ Y.
type reifiedAnd struct {
	x   *fdvar
	ps1 []aux
	y   *fdvar
	ps2 []aux
	b   *fdvar
}

func (c *reifiedAnd) run(s *solver, p *prop) bool {
	switch {
	case !c.x.isVar():
		s.kill(p)
		if is01(c.x, 0) {
			return s.killAux(c.ps2) && s.assign(c.b, zero)
		}
		return s.unify(c.b, c.y)
	case !c.y.isVar():
		return (&reifiedAnd{c.y, c.ps2, c.x, c.ps1, c.b}).run(s, p)
	case is01(c.b, 1):
		s.kill(p)
		return s.assign(c.x, one) && s.assign(c.y, one)
	}
	return true
}

func (c *reifiedAnd) goal(*solver) (gterm, bool) {
	return bin("#<==>", bin("#/\\", gv(c.x), gv(c.y)), gv(c.b)), true
}

// reifiedOr is B #<==> X #\/ Y.
type reifiedOr struct {
	x   *fdvar
	ps1 []aux
	y   *fdvar
	ps2 []aux
	b   *fdvar
}

func (c *reifiedOr) run(s *solver, p *prop) bool {
	switch {
	case !c.x.isVar():
		s.kill(p)
		if is01(c.x, 1) {
			return s.killAux(c.ps2) && s.assign(c.b, one)
		}
		return s.unify(c.b, c.y)
	case !c.y.isVar():
		return (&reifiedOr{c.y, c.ps2, c.x, c.ps1, c.b}).run(s, p)
	case is01(c.b, 0):
		s.kill(p)
		return s.assign(c.x, zero) && s.assign(c.y, zero)
	}
	return true
}

func (c *reifiedOr) goal(*solver) (gterm, bool) {
	return bin("#<==>", bin("#\\/", gv(c.x), gv(c.y)), gv(c.b)), true
}

// reifiedNot is Y #<==> #\ X.
type reifiedNot struct{ x, y *fdvar }

func (c *reifiedNot) run(s *solver, p *prop) bool {
	switch {
	case is01(c.x, 0):
		s.kill(p)
		return s.assign(c.y, one)
	case is01(c.x, 1):
		s.kill(p)
		return s.assign(c.y, zero)
	case is01(c.y, 0):
		s.kill(p)
		return s.assign(c.x, one)
	case is01(c.y, 1):
		s.kill(p)
		return s.assign(c.x, zero)
	}
	return true
}

func (c *reifiedNot) goal(*solver) (gterm, bool) {
	return bin("#<==>", gc("#\\", gv(c.x)), gv(c.y)), true
}

// pimpl is X #==> Y.
type pimpl struct {
	x, y *fdvar
	ps   []aux
}

func (c *pimpl) run(s *solver, p *prop) bool {
	switch {
	case !c.x.isVar():
		s.kill(p)
		if is01(c.x, 1) {
			return s.assign(c.y, one)
		}
		return s.killAux(c.ps)
	case !c.y.isVar():
		s.kill(p)
		if is01(c.y, 0) {
			return s.assign(c.x, zero)
		}
		return s.killAux(c.ps)
	}
	return true
}

func (c *pimpl) goal(*solver) (gterm, bool) { return bin("#==>", gv(c.x), gv(c.y)), true }

// pskeleton posts the division's propagator skel once its divisor y is
// known not to be 0, d telling whether it is defined.
type pskeleton struct {
	x, y, d *fdvar
	skel    *prop
	z       *fdvar
}

func (c *pskeleton) run(s *solver, p *prop) bool {
	y := c.y.deref()
	post := func() bool {
		if !s.initProp(c.skel, onAny, c.x, c.y, c.z) {
			return false
		}
		s.trigger(c.skel)
		return true
	}
	switch {
	case is01(y, 0):
		s.kill(p)
		return s.assign(c.d, zero)
	case is01(c.d, 1):
		s.kill(p)
		return s.neqNum(y, zero) && post()
	case !y.isVar():
		s.kill(p)
		return s.assign(c.d, one) && post()
	case !y.dom.contains(zero):
		s.kill(p)
		return s.assign(c.d, one) && post()
	}
	return true
}

func (c *pskeleton) goal(s *solver) (gterm, bool) {
	g, _ := c.skel.propagator.(residual).goal(s)
	return gl([]gterm{
		bin("#==>", bin("#=", gv(c.d), gi(one)), g),
		bin("#==>", bin("#\\=", gv(c.y), gi(zero)), bin("#=", gv(c.d), gi(one))),
	}), true
}

func init() {
	Library.Builtins = append(Library.Builtins,
		engine.Builtin{Name: "#<==>", Arity: 2, Fn: reified(func(s *solver, l, r *rexpr) (bool, error) {
			b := s.newBool()
			var ps []aux
			if ok, err := s.reify(l, b, &ps); !ok || err != nil {
				return ok, err
			}
			ok, err := s.reify(r, b, &ps)
			return ok && s.propagate(), err
		})},
		engine.Builtin{Name: "#==>", Arity: 2, Fn: reified(implies)},
		engine.Builtin{Name: "#<==", Arity: 2, Fn: reified(func(s *solver, l, r *rexpr) (bool, error) { return implies(s, r, l) })},
		engine.Builtin{Name: "#/\\", Arity: 2, Fn: reified(func(s *solver, l, r *rexpr) (bool, error) {
			var ps []aux
			if ok, err := s.reify(l, constant(one), &ps); !ok || err != nil {
				return ok, err
			}
			ok, err := s.reify(r, constant(one), &ps)
			return ok && s.propagate(), err
		})},
		engine.Builtin{Name: "#\\/", Arity: 2, Fn: reified(func(s *solver, l, r *rexpr) (bool, error) {
			e := &rexpr{op: rOr, a: l, b: r}
			if v, d, ok := eqsVarDomain(e, false); ok {
				return s.domain(v, d), nil
			}
			var ps1, ps2 []aux
			x, y := s.newBool(), s.newBool()
			if ok, err := s.reify(l, x, &ps1); !ok || err != nil {
				return ok, err
			}
			if ok, err := s.reify(r, y, &ps2); !ok || err != nil {
				return ok, err
			}
			return s.postProp(&reifiedOr{x, ps1, y, ps2, constant(one)}, onAny, x, y), nil
		})},
		engine.Builtin{Name: "#\\", Arity: 2, Fn: reified(func(s *solver, l, r *rexpr) (bool, error) {
			var ps []aux
			xor := &rexpr{op: rAnd, a: &rexpr{op: rOr, a: l, b: r}, b: &rexpr{op: rNot, a: &rexpr{op: rAnd, a: l, b: r}}}
			ok, err := s.reify(xor, constant(one), &ps)
			return ok && s.propagate(), err
		})},
		engine.Builtin{Name: "#\\", Arity: 1, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) {
			s := solverOf(m)
			q, err := s.rexprOf(a[0])
			if err != nil {
				return s.done(false, err)
			}
			var ps []aux
			ok, err := s.reify(q, constant(zero), &ps)
			return s.done(ok && s.propagate(), err)
		}},
	)
}

// implies is L #==> R.
func implies(s *solver, l, r *rexpr) (bool, error) {
	var lps, rps []aux
	lb, rb := s.newBool(), s.newBool()
	if ok, err := s.reify(l, lb, &lps); !ok || err != nil {
		return ok, err
	}
	if ok, err := s.reify(r, rb, &rps); !ok || err != nil {
		return ok, err
	}
	return s.postProp(&pimpl{lb, rb, append(lps, rps...)}, onAny, lb, rb), nil
}

// reified is the builtin of a connective of two reifiable expressions.
func reified(post func(s *solver, l, r *rexpr) (bool, error)) engine.BuiltinFunc {
	return func(m *engine.Machine, a []heap.Value) (bool, error) {
		s := solverOf(m)
		l, err := s.rexprOf(a[0])
		if err != nil {
			return s.done(false, err)
		}
		r, err := s.rexprOf(a[1])
		if err != nil {
			return s.done(false, err)
		}
		ok, err := post(s, l, r)
		return s.done(ok, err)
	}
}
