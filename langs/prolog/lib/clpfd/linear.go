package clpfd

import "slices"

// linterm is a variable and its coefficient in a linear sum.
type linterm struct {
	v *fdvar
	c num
}

// linsum is Left - Right as a linear sum Cs*Vs #= Const ... : the
// coefficients and variables (SWI-Prolog's left_right_linsum_const/5:
// in the standard order of the variables, equal ones merged, zero
// coefficients dropped, their variables made integers) and the
// constant Right's minus Left's. It reports false when a side is not
// linear or the sum has no variable.
func (s *solver) linsum(left, right *expr) ([]num, []*fdvar, num, bool, error) {
	var ts []linterm
	cl, ok := s.linterms(left, one, &ts)
	if !ok {
		return nil, nil, num{}, false, nil
	}
	cr, ok := s.linterms(right, small(-1), &ts)
	if !ok || len(ts) == 0 {
		return nil, nil, num{}, false, nil
	}
	slices.SortStableFunc(ts, func(a, b linterm) int {
		if c := s.varOrder(a.v, b.v); c != 0 {
			return c
		}
		return a.c.cmp(b.c)
	})
	var cs []num
	var vs []*fdvar
	for i := 0; i < len(ts); {
		v, c := ts[i].v, ts[i].c
		j := i + 1
		for ; j < len(ts) && ts[j].v == v; j++ {
			c = c.add(ts[j].c)
		}
		i = j
		if c.isZero() {
			if err := s.constrain(v); err != nil {
				return nil, nil, num{}, false, err
			}
			continue
		}
		cs, vs = append(cs, c), append(vs, v)
	}
	// cr was accumulated negated: Const = CR - CL.
	return cs, vs, cr.neg().sub(cl), true, nil
}

// linterms appends the terms of e times m to ts (linsum//3), and returns
// e's constant times m; false when e is not linear.
func (s *solver) linterms(e *expr, m num, ts *[]linterm) (num, bool) {
	switch e.op {
	case opVar:
		*ts = append(*ts, linterm{e.v.deref(), m})
		return zero, true
	case opInt:
		return e.n.mul(m), true
	case opNeg:
		return s.linterms(e.a, m.neg(), ts)
	case opMul:
		if n, ok := e.a.isInt(); ok {
			return s.linterms(e.b, m.mul(n), ts)
		}
		if n, ok := e.b.isInt(); ok {
			return s.linterms(e.a, m.mul(n), ts)
		}
	case opAdd, opSub:
		ca, ok := s.linterms(e.a, m, ts)
		if !ok {
			return num{}, false
		}
		mb := m
		if e.op == opSub {
			mb = m.neg()
		}
		cb, ok := s.linterms(e.b, mb, ts)
		return ca.add(cb), ok
	}
	return num{}, false
}

// varOrder is the standard order of the Prolog variables of a and b.
func (s *solver) varOrder(a, b *fdvar) int {
	if a == b {
		return 0
	}
	return s.m.Compare(s.cells[a.cell], s.cells[b.cell])
}

// gcdNum is the greatest common divisor of a and b (SWI-Prolog's gcd/2:
// not negative).
func gcdNum(a, b num) num {
	a, b = a.abs(), b.abs()
	for !b.isZero() {
		a, b = b, a.mod(b)
	}
	return a
}

// scalarEq posts Cs*Vs #= S (scalar_product_/4 for #=): divided by the
// coefficients' gcd (it fails when S is not a multiple), with the
// multiples constraints of SWI-Prolog's for S = 0.
func (s *solver) scalarEq(cs0 []num, vs []*fdvar, s0 num) (bool, error) {
	g := cs0[0]
	for _, c := range cs0[1:] {
		g = gcdNum(c, g)
	}
	if g.isZero() || !s0.mod(g).isZero() {
		return false, nil
	}
	cs := make([]num, len(cs0))
	for i, c := range cs0 {
		cs[i] = c.tdiv(g)
	}
	sum := s0.tdiv(g)
	if s0.isZero() {
		as := make([]num, len(cs0))
		for i, c := range cs0 {
			as[i] = c.abs()
		}
		if !s.multiples(as, vs) {
			return false, nil
		}
	}
	return s.postProp(&scalarProductEq{cs, vs, sum}, onBounds, vs...), nil
}

// multiples constrains each variable of a homogeneous sum to be a
// multiple of the gcd of the other coefficients when its own is coprime
// to them (multiples/3).
func (s *solver) multiples(as []num, vs []*fdvar) bool {
	for i, c := range as {
		var n num
		switch {
		case i+1 < len(as):
			n = as[i+1]
		case i > 0:
			n = as[i-1]
		default:
			continue
		}
		if n.eqInt(1) || !gcdNum(c, n).eqInt(1) {
			continue
		}
		g := n
		for _, x := range as[i+1:] {
			g = gcdNum(x, g)
		}
		for _, x := range as[:i] {
			g = gcdNum(x, g)
		}
		if g.cmp(one) > 0 {
			f := s.newVar(0, false)
			gv := constant(g)
			if !s.postProp(&ptimes{gv, f, vs[i]}, onAny, gv, f, vs[i]) {
				return false
			}
		}
	}
	return true
}

// scalarLeq posts Cs*Vs #=< S.
func (s *solver) scalarLeq(cs []num, vs []*fdvar, c num) bool {
	return s.postProp(&scalarProductLeq{cs, vs, c}, onBounds, vs...)
}
