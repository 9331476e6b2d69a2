package clpfd

// The linear propagators: scalar products Cs*Vs #= P, #=< P and #\= P
// (SWI-Prolog's scalar_product_eq, _leq and _neq), with bounds
// reasoning on the finite part of the sum.

// splitConst is the variables of cs*vs not instantiated with their
// coefficients, and the sum of the instantiated ones
// (coeffs_variables_const/6).
func splitConst(cs0 []num, vs0 []*fdvar) ([]num, []*fdvar, num) {
	var cs []num
	var vs []*fdvar
	sum := zero
	for i, v := range vs0 {
		if n, ok := v.value(); ok {
			sum = sum.add(cs0[i].mul(n))
			continue
		}
		cs, vs = append(cs, cs0[i]), append(vs, v.deref())
	}
	return cs, vs, sum
}

// sumBounds is sum_finite_domains/8: the sum of the finite bounds'
// contributions to the least (inf) and greatest (sup) value of cs*vs,
// and the terms whose contribution to either is infinite.
func sumBounds(cs []num, vs []*fdvar) (infs, sups []int, lo, hi num) {
	lo, hi = zero, zero
	for i, v := range vs {
		c := cs[i]
		l, u := v.dom.inf(), v.dom.sup()
		neg := c.sign() < 0
		if l.finite() {
			if neg {
				hi = hi.add(c.mul(l))
			} else {
				lo = lo.add(c.mul(l))
			}
		} else if neg {
			sups = append(sups, i)
		} else {
			infs = append(infs, i)
		}
		if u.finite() {
			if neg {
				lo = lo.add(c.mul(u))
			} else {
				hi = hi.add(c.mul(u))
			}
		} else if neg {
			infs = append(infs, i)
		} else {
			sups = append(sups, i)
		}
	}
	return
}

// scalarProductEq is Cs*Vs #= P.
type scalarProductEq struct {
	cs []num
	vs []*fdvar
	p  num
}

// coeffsAre reports whether cs is the integers want.
func coeffsAre(cs []num, want ...int64) bool {
	if len(cs) != len(want) {
		return false
	}
	for i, c := range cs {
		if !c.eqInt(want[i]) {
			return false
		}
	}
	return true
}

// leafExpr is v as an expression.
func leafExpr(v *fdvar) *expr {
	if n, ok := v.value(); ok {
		return &expr{op: opInt, n: n}
	}
	return &expr{op: opVar, v: v.deref()}
}

func binExpr(o op, a, b *expr) *expr { return &expr{op: o, a: a, b: b} }

func intExpr(n num) *expr { return &expr{op: opInt, n: n} }

// postEqual posts A #= B from a propagator (clpfd_equal/2).
func (s *solver) postEqual(a, b *expr) bool {
	ok, err := s.equal(a, b)
	if err != nil {
		return s.fail(err)
	}
	return ok
}

func (c *scalarProductEq) run(s *solver, p *prop) bool {
	cs, vs, i := splitConst(c.cs, c.vs)
	pv := c.p.sub(i)
	switch {
	case len(vs) == 0:
		s.kill(p)
		return pv.isZero()
	case len(vs) == 1:
		s.kill(p)
		return pv.mod(cs[0]).isZero() && s.assign(vs[0], pv.tdiv(cs[0]))
	case coeffsAre(cs, 1, 1):
		s.kill(p)
		return s.postEqual(binExpr(opAdd, leafExpr(vs[0]), leafExpr(vs[1])), intExpr(pv))
	case coeffsAre(cs, 1, -1):
		s.kill(p)
		return s.postEqual(leafExpr(vs[0]), binExpr(opAdd, intExpr(pv), leafExpr(vs[1])))
	case coeffsAre(cs, -1, 1):
		s.kill(p)
		return s.postEqual(leafExpr(vs[1]), binExpr(opAdd, intExpr(pv), leafExpr(vs[0])))
	case coeffsAre(cs, -1, -1):
		s.kill(p)
		return s.postEqual(binExpr(opAdd, leafExpr(vs[0]), leafExpr(vs[1])), intExpr(pv.neg()))
	case pv.isZero() && coeffsAre(cs, 1, 1, -1):
		s.kill(p)
		return s.postEqual(binExpr(opAdd, leafExpr(vs[0]), leafExpr(vs[1])), leafExpr(vs[2]))
	case pv.isZero() && coeffsAre(cs, 1, -1, 1):
		s.kill(p)
		return s.postEqual(binExpr(opAdd, leafExpr(vs[0]), leafExpr(vs[2])), leafExpr(vs[1]))
	case pv.isZero() && coeffsAre(cs, -1, 1, 1):
		s.kill(p)
		return s.postEqual(binExpr(opAdd, leafExpr(vs[1]), leafExpr(vs[2])), leafExpr(vs[0]))
	}
	infs, sups, lo, hi := sumBounds(cs, vs)
	d1, d2 := pv.sub(lo), hi.sub(pv)
	switch {
	case len(infs) == 0 && len(sups) == 0:
		if pv.lt(lo) || pv.gt(hi) {
			return false
		}
		return s.removeDistUpperLower(cs, vs, d1, d2)
	case len(sups) == 0:
		return pv.leq(hi) && s.removeDistLower(cs, vs, infs, d2)
	case len(infs) == 0:
		return lo.leq(pv) && s.removeDistUpper(cs, vs, sups, d1)
	case len(sups) == 1 && len(infs) == 1:
		return s.removeLower(cs[sups[0]], vs[sups[0]], d2) && s.removeUpper(cs[infs[0]], vs[infs[0]], d1)
	case len(infs) == 1:
		return s.removeUpper(cs[infs[0]], vs[infs[0]], d1)
	case len(sups) == 1:
		return s.removeLower(cs[sups[0]], vs[sups[0]], d2)
	}
	return true
}

// removeDistUpperLower narrows each variable of cs*vs by the distances
// d1 and d2 of P from the sum's bounds (remove_dist_upper_lower/4).
func (s *solver) removeDistUpperLower(cs []num, vs []*fdvar, d1, d2 num) bool {
	for i, v := range vs {
		v = v.deref()
		if !v.isVar() {
			continue
		}
		c, d := cs[i], v.dom
		var d3 domain
		if c.sign() < 0 {
			d3 = d.removeSmaller(d.sup().add(d1.tdiv(c)))
			if d3.empty() {
				return false
			}
			d3 = d3.removeGreater(d3.inf().sub(d2.tdiv(c)))
		} else {
			d3 = d.removeGreater(d.inf().add(d1.tdiv(c)))
			if d3.empty() {
				return false
			}
			d3 = d3.removeSmaller(d3.sup().sub(d2.tdiv(c)))
		}
		if !s.fdPut(v, d3) {
			return false
		}
	}
	return true
}

// removeDistUpperLeq is removeDistUpperLower's upper half
// (remove_dist_upper_leq/3).
func (s *solver) removeDistUpperLeq(cs []num, vs []*fdvar, d1 num) bool {
	for i, v := range vs {
		v = v.deref()
		if !v.isVar() {
			continue
		}
		c, d := cs[i], v.dom
		if c.sign() < 0 {
			d = d.removeSmaller(d.sup().add(d1.tdiv(c)))
		} else {
			d = d.removeGreater(d.inf().add(d1.tdiv(c)))
		}
		if !s.fdPut(v, d) {
			return false
		}
	}
	return true
}

// removeDistUpper narrows the terms at idx whose contribution to the
// sum's sup is infinite (remove_dist_upper/2).
func (s *solver) removeDistUpper(cs []num, vs []*fdvar, idx []int, d num) bool {
	for _, i := range idx {
		v := vs[i].deref()
		if !v.isVar() {
			continue
		}
		c, vd := cs[i], v.dom
		if c.sign() < 0 {
			if vd.sup().finite() {
				vd = vd.removeSmaller(vd.sup().add(d.tdiv(c)))
			}
		} else if vd.inf().finite() {
			vd = vd.removeGreater(vd.inf().add(d.tdiv(c)))
		}
		if !s.fdPut(v, vd) {
			return false
		}
	}
	return true
}

// removeDistLower is removeDistUpper for the sum's inf
// (remove_dist_lower/2).
func (s *solver) removeDistLower(cs []num, vs []*fdvar, idx []int, d num) bool {
	for _, i := range idx {
		v := vs[i].deref()
		if !v.isVar() {
			continue
		}
		c, vd := cs[i], v.dom
		if c.sign() < 0 {
			if vd.inf().finite() {
				vd = vd.removeGreater(vd.inf().sub(d.tdiv(c)))
			}
		} else if vd.sup().finite() {
			vd = vd.removeSmaller(vd.sup().sub(d.tdiv(c)))
		}
		if !s.fdPut(v, vd) {
			return false
		}
	}
	return true
}

// removeUpper bounds the term c*x by max (remove_upper/2).
func (s *solver) removeUpper(c num, x *fdvar, max num) bool {
	x = x.deref()
	if !x.isVar() {
		return true
	}
	d := max.tdiv(c)
	if c.sign() < 0 {
		return s.fdPut(x, x.dom.removeSmaller(d))
	}
	return s.fdPut(x, x.dom.removeGreater(d))
}

// removeLower bounds the term c*x from below by -min (remove_lower/2).
func (s *solver) removeLower(c num, x *fdvar, min num) bool {
	x = x.deref()
	if !x.isVar() {
		return true
	}
	d := min.neg().tdiv(c)
	if c.sign() < 0 {
		return s.fdPut(x, x.dom.removeGreater(d))
	}
	return s.fdPut(x, x.dom.removeSmaller(d))
}

// scalarProductLeq is Cs*Vs #=< P.
type scalarProductLeq struct {
	cs []num
	vs []*fdvar
	p  num
}

func (c *scalarProductLeq) run(s *solver, p *prop) bool {
	cs, vs, i := splitConst(c.cs, c.vs)
	pv := c.p.sub(i)
	if len(vs) == 0 {
		s.kill(p)
		return pv.sign() >= 0
	}
	infs, sups, lo, hi := sumBounds(cs, vs)
	d1 := pv.sub(lo)
	switch {
	case len(infs) == 0 && len(sups) == 0:
		if !lo.leq(pv) {
			return false
		}
		if hi.leq(pv) {
			s.kill(p)
			return true
		}
		return s.removeDistUpperLeq(cs, vs, d1)
	case len(infs) == 0:
		return lo.leq(pv) && s.removeDistUpper(cs, vs, sups, d1)
	case len(infs) == 1:
		return s.removeUpper(cs[infs[0]], vs[infs[0]], d1)
	}
	return true
}

// scalarNeq is Cs*Vs #\= P.
type scalarNeq struct {
	cs []num
	vs []*fdvar
	p  num
}

func (c *scalarNeq) run(s *solver, p *prop) bool {
	cs, vs, i := splitConst(c.cs, c.vs)
	pv := c.p.sub(i)
	switch {
	case len(vs) == 0:
		s.kill(p)
		return !pv.isZero()
	case len(vs) == 1:
		s.kill(p)
		if cs[0].eqInt(1) {
			return s.neqNum(vs[0], pv)
		}
		return s.postNeq(binExpr(opMul, intExpr(cs[0]), leafExpr(vs[0])), intExpr(pv))
	case coeffsAre(cs, 1, -1):
		s.kill(p)
		return s.postProp(&xNeqYPlusZ{vs[0], vs[1], constant(pv)}, onGround, vs[0], vs[1])
	case coeffsAre(cs, -1, 1):
		s.kill(p)
		return s.postProp(&xNeqYPlusZ{vs[1], vs[0], constant(pv)}, onGround, vs[1], vs[0])
	case pv.isZero() && coeffsAre(cs, 1, 1, -1):
		s.kill(p)
		return s.postProp(&xNeqYPlusZ{vs[2], vs[0], vs[1]}, onGround, vs[2], vs[0], vs[1])
	case pv.isZero() && coeffsAre(cs, 1, -1, 1):
		s.kill(p)
		return s.postProp(&xNeqYPlusZ{vs[1], vs[0], vs[2]}, onGround, vs[1], vs[0], vs[2])
	case pv.isZero() && coeffsAre(cs, -1, 1, 1):
		s.kill(p)
		return s.postProp(&xNeqYPlusZ{vs[0], vs[1], vs[2]}, onGround, vs[0], vs[1], vs[2])
	}
	return true
}

// postNeq posts A #\= B from a propagator.
func (s *solver) postNeq(a, b *expr) bool {
	ok, err := s.neq(a, b)
	if err != nil {
		return s.fail(err)
	}
	return ok
}
