package clpfd

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/lib/attvar"
)

// The residual goals of a CLP(FD) variable (attribute_goals//1): its
// domain unless it is inf..sup with a live propagator, then the goal
// of each propagator not written yet (SWI-Prolog's attribute_goal_//1:
// the constraint as posted, in its normal form), as clpfd:Goal. A
// propagator's goal is written once: it is marked written, which the
// findall/3 that copy_term/3 and frozen/2 ask in undoes.

// residual is a propagator with a goal (others write none).
type residual interface {
	goal(s *solver) (gterm, bool)
}

func bin(op string, a, b gterm) gterm { return gc(op, a, b) }

func (c *pgeq) goal(*solver) (gterm, bool) { return bin("#>=", gv(c.a), gv(c.b)), true }
func (c *pneq) goal(*solver) (gterm, bool) { return bin("#\\=", gv(c.a), gv(c.b)), true }
func (c *pplus) goal(*solver) (gterm, bool) {
	return bin("#=", bin("+", gv(c.x), gv(c.y)), gv(c.z)), true
}
func (c *ptimes) goal(*solver) (gterm, bool) {
	return bin("#=", bin("*", gv(c.x), gv(c.y)), gv(c.z)), true
}
func (c *absdiffNeq) goal(*solver) (gterm, bool) {
	return bin("#\\=", gc("abs", bin("-", gv(c.x), gv(c.y))), gi(c.c)), true
}
func (c *absdiffGeq) goal(*solver) (gterm, bool) {
	return bin("#>=", gc("abs", bin("-", gv(c.x), gv(c.y))), gi(c.c)), true
}
func (c *xNeqYPlusZ) goal(*solver) (gterm, bool) {
	return bin("#\\=", gv(c.x), bin("+", gv(c.y), gv(c.z))), true
}
func (c *xLeqYPlusC) goal(*solver) (gterm, bool) {
	return bin("#=<", gv(c.x), bin("+", gv(c.y), gi(c.c))), true
}
func (c *ptzdiv) goal(*solver) (gterm, bool) {
	return bin("#=", bin("//", gv(c.x), gv(c.y)), gv(c.z)), true
}
func (c *pdiv) goal(*solver) (gterm, bool) {
	return bin("#=", bin("div", gv(c.x), gv(c.y)), gv(c.z)), true
}
func (c *pexp) goal(*solver) (gterm, bool) {
	return bin("#=", bin("^", gv(c.x), gv(c.y)), gv(c.z)), true
}
func (c *pabs) goal(*solver) (gterm, bool) { return bin("#=", gv(c.y), gc("abs", gv(c.x))), true }
func (c *pmod) goal(*solver) (gterm, bool) {
	return bin("#=", bin("mod", gv(c.x), gv(c.y)), gv(c.z)), true
}
func (c *prem) goal(*solver) (gterm, bool) {
	return bin("#=", bin("rem", gv(c.x), gv(c.y)), gv(c.z)), true
}
func (c *pmax) goal(*solver) (gterm, bool) {
	return bin("#=", gv(c.z), gc("max", gv(c.x), gv(c.y))), true
}
func (c *pmin) goal(*solver) (gterm, bool) {
	return bin("#=", gv(c.z), gc("min", gv(c.x), gv(c.y))), true
}
func (c *pdistinct) goal(*solver) (gterm, bool) {
	return gc("all_distinct", gl(varTerms(c.vs))), true
}

func (c *scalarProductEq) goal(*solver) (gterm, bool) {
	return scalarGoal("#=", c.cs, c.vs, c.p), true
}
func (c *scalarProductLeq) goal(*solver) (gterm, bool) {
	return scalarGoal("#=<", c.cs, c.vs, c.p), true
}
func (c *scalarNeq) goal(*solver) (gterm, bool) { return scalarGoal("#\\=", c.cs, c.vs, c.p), true }

func (c *pexclude) goal(s *solver) (gterm, bool) {
	if c.orig == nil || c.orig.written {
		return gterm{}, false
	}
	s.saveo(c.orig)
	c.orig.written = true
	return gc(c.orig.name, gl(varTerms(c.orig.vs))), true
}

// scalarGoal is the goal of the scalar product cs*vs op p written as
// SWI-Prolog writes it (scalar_product_left_right/4): the terms with
// positive coefficients on the left, the others on the right, the
// constant on the side that keeps it positive.
func scalarGoal(op string, cs []num, vs []*fdvar, p num) gterm {
	cnst := p.neg()
	var neg, pos []linterm
	for i, v := range vs {
		if n, ok := v.value(); ok {
			cnst = cnst.add(cs[i].mul(n))
			continue
		}
		switch cs[i].sign() {
		case -1:
			neg = append(neg, linterm{v, cs[i].neg()})
		case 1:
			pos = append(pos, linterm{v, cs[i]})
		}
	}
	plus := func(ts []linterm) (gterm, bool) {
		if len(ts) == 0 {
			return gi(zero), false
		}
		term := func(t linterm) gterm {
			if t.c.eqInt(1) {
				return gv(t.v)
			}
			return bin("*", gi(t.c), gv(t.v))
		}
		out := term(ts[0])
		for _, t := range ts[1:] {
			out = bin("+", out, term(t))
		}
		return out, true
	}
	left, lok := plus(pos)
	right, rok := plus(neg)
	switch {
	case cnst.isZero():
	case !rok:
		right = gi(cnst.neg())
	case !lok:
		left = gi(cnst)
	case cnst.sign() < 0:
		right = bin("+", right, gi(cnst.neg()))
	default:
		left = bin("+", left, gi(cnst))
	}
	return bin(op, left, right)
}

// fdGoals is '$fd_goals'(X, Goals): X's residual goals.
func fdGoals(m *engine.Machine, a []heap.Value) (bool, error) {
	s := solverOf(m)
	id, ok := attvar.GetAttr(m, a[0], "clpfd")
	if !ok {
		return m.Unify(a[1], m.AtomWord("[]")), nil
	}
	v, ok := s.lookup(id)
	if !ok {
		return m.Unify(a[1], m.AtomWord("[]")), nil
	}
	var ps []*prop
	for _, e := range []int{onGround, onBounds, onAny} {
		for i := len(v.props[e]) - 1; i >= 0; i-- {
			ps = append(ps, v.props[e][i])
		}
	}
	alive := false
	for _, p := range ps {
		alive = alive || !p.dead
	}
	var goals []gterm
	if !v.dom.isFull() || !alive {
		goals = append(goals, gc(":", ga("clpfd"), bin("in", gv(v), drep(v.dom))))
	}
	for _, p := range ps {
		if p.dead || p.written {
			continue
		}
		s.savep(p)
		p.written = true
		if r, ok := p.propagator.(residual); ok {
			if g, ok := r.goal(s); ok {
				gs := []gterm{g}
				if g.kind == gList {
					gs = g.args
				}
				for _, g := range gs {
					goals = append(goals, gc(":", ga("clpfd"), g))
				}
			}
		}
	}
	w, err := s.build(gl(goals))
	if err != nil {
		return false, err
	}
	return m.Unify(a[1], w), nil
}
