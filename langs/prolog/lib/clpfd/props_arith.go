package clpfd

// The arithmetic propagators, each SWI-Prolog's run_propagator/2 clause
// of the same name: X, Y, Z are the variables of X+Y=Z and the like
// (fdvars; an integer is a variable of one value).

// bounds is v's domain and its bounds.
func bounds(v *fdvar) (domain, num, num) {
	v = v.deref()
	return v.dom, v.dom.inf(), v.dom.sup()
}

// assign makes v the integer n (Z is X+Y and the like).
func (s *solver) assign(v *fdvar, n num) bool {
	v = v.deref()
	return s.fdPut(v, v.dom.intersect(singleton(n)))
}

// updateBounds narrows v to lo..hi unless they are its bounds
// (update_bounds/7).
func (s *solver) updateBounds(v *fdvar, lo, hi num) bool {
	v = v.deref()
	if lo.eq(v.dom.inf()) && hi.eq(v.dom.sup()) {
		return true
	}
	return s.fdPut(v, v.dom.clip(lo, hi))
}

// narrow intersects v's domain with d.
func (s *solver) narrow(v *fdvar, d domain) bool {
	v = v.deref()
	return s.fdPut(v, v.dom.intersect(d))
}

// pplus is X + Y = Z.
type pplus struct{ x, y, z *fdvar }

func (c *pplus) run(s *solver, p *prop) bool {
	x, y, z := c.x.deref(), c.y.deref(), c.z.deref()
	xn, xok := x.dom.single()
	yn, yok := y.dom.single()
	zn, zok := z.dom.single()
	switch {
	case xok:
		switch {
		case xn.isZero():
			s.kill(p)
			return s.unify(y, z)
		case y == z:
			s.kill(p)
			return xn.isZero()
		case yok:
			s.kill(p)
			return s.assign(z, xn.add(yn))
		case zok:
			s.kill(p)
			return s.assign(y, zn.sub(xn))
		}
		zd := z.dom.intersect(y.dom.shift(xn))
		if !s.fdPut(z, zd) {
			return false
		}
		if y = y.deref(); y.isVar() {
			return s.narrow(y, z.deref().dom.shift(xn.neg()))
		}
		return true
	case yok:
		return (&pplus{y, x, z}).run(s, p)
	case zok:
		if x == y {
			s.kill(p)
			return zn.even() && s.assign(x, zn.tdiv(small(2)))
		}
		if !s.narrow(y, x.dom.negate().shift(zn)) {
			return false
		}
		if x = x.deref(); x.isVar() {
			return s.narrow(x, y.deref().dom.negate().shift(zn))
		}
		return true
	case x == y:
		s.kill(p)
		two := constant(small(2))
		return s.postProp(&ptimes{two, x, z}, onAny, x, z)
	case x == z:
		s.kill(p)
		return s.assign(y, zero)
	case y == z:
		s.kill(p)
		return s.assign(x, zero)
	}
	_, xl, xu := bounds(x)
	_, yl, yu := bounds(y)
	_, zl, zu := bounds(z)
	nxl, nxu := maxNum(xl, zl.sub(yu)), minNum(xu, zu.sub(yl))
	if !s.updateBounds(x, nxl, nxu) {
		return false
	}
	nyl, nyu := yn, yn
	if y = y.deref(); y.isVar() {
		_, yl2, yu2 := bounds(y)
		nyl, nyu = maxNum(yl2, zl.sub(nxu)), minNum(yu2, zu.sub(nxl))
		if !s.updateBounds(y, nyl, nyu) {
			return false
		}
	} else {
		nyl, _ = y.value()
		nyu = nyl
	}
	if z = z.deref(); z.isVar() {
		_, zl2, zu2 := bounds(z)
		return s.updateBounds(z, maxNum(zl2, nxl.add(nyl)), minNum(zu2, nxu.add(nyu)))
	}
	return true
}

// pgeq is A >= B.
type pgeq struct{ a, b *fdvar }

func (c *pgeq) run(s *solver, p *prop) bool {
	a, b := c.a.deref(), c.b.deref()
	an, aok := a.dom.single()
	bn, bok := b.dom.single()
	switch {
	case a == b:
		s.kill(p)
		return true
	case aok && bok:
		s.kill(p)
		return an.geq(bn)
	case aok:
		s.kill(p)
		return s.fdPut(b, b.dom.removeGreater(an))
	case bok:
		s.kill(p)
		return s.fdPut(a, a.dom.removeSmaller(bn))
	}
	ad, al, au := bounds(a)
	_, bl, bu := bounds(b)
	if !au.geq(bl) {
		return false
	}
	switch {
	case al.geq(bu):
		s.kill(p)
		return true
	case au.eq(bl):
		s.kill(p)
		return s.unify(a, b)
	}
	if !s.fdPut(a, ad.intersect(interval(maxNum(al, bl), au))) {
		return false
	}
	if b = b.deref(); b.isVar() {
		bd2, bl2, bu2 := bounds(b)
		return s.fdPut(b, bd2.intersect(interval(bl2, minNum(bu2, au))))
	}
	return true
}

// pneq is A #\= B.
type pneq struct{ a, b *fdvar }

func (c *pneq) run(s *solver, p *prop) bool {
	a, b := c.a.deref(), c.b.deref()
	an, aok := a.dom.single()
	bn, bok := b.dom.single()
	switch {
	case aok && bok:
		s.kill(p)
		return !an.eq(bn)
	case aok:
		s.kill(p)
		return s.fdPut(b, b.dom.remove(an))
	case bok:
		s.kill(p)
		return s.fdPut(a, a.dom.remove(bn))
	case a == b:
		return false
	}
	_, ai, as := bounds(a)
	_, bi, bs := bounds(b)
	if as.lt(bi) || ai.gt(bs) {
		s.kill(p)
	}
	return true
}

// xLeqYPlusC is X #=< Y + C.
type xLeqYPlusC struct {
	x, y *fdvar
	c    num
}

func (c *xLeqYPlusC) run(s *solver, p *prop) bool {
	x, y := c.x.deref(), c.y.deref()
	xn, xok := x.dom.single()
	yn, yok := y.dom.single()
	switch {
	case xok && yok:
		s.kill(p)
		return xn.leq(yn.add(c.c))
	case xok:
		s.kill(p)
		return s.fdPut(y, y.dom.removeSmaller(xn.sub(c.c)))
	case yok:
		s.kill(p)
		return s.fdPut(x, x.dom.removeGreater(yn.add(c.c)))
	case x == y:
		if c.c.sign() < 0 {
			return false
		}
		s.kill(p)
		return true
	}
	if ysup := y.dom.sup(); ysup.finite() {
		if !s.fdPut(x, x.dom.removeGreater(ysup.add(c.c))) {
			return false
		}
	}
	x = x.deref()
	xinf := x.dom.inf()
	if !x.isVar() || !xinf.finite() {
		return true
	}
	if y = y.deref(); y.isVar() {
		yd2 := y.dom.removeSmaller(xinf.sub(c.c))
		if !yd2.empty() && x.dom.sup().finite() && yd2.inf().finite() && x.dom.sup().leq(yd2.inf().add(c.c)) {
			s.kill(p)
		}
		return s.fdPut(y, yd2)
	}
	return true
}

// xNeqYPlusZ is X #\= Y + Z.
type xNeqYPlusZ struct{ x, y, z *fdvar }

func (c *xNeqYPlusZ) run(s *solver, p *prop) bool {
	x, y, z := c.x.deref(), c.y.deref(), c.z.deref()
	xn, xok := x.dom.single()
	yn, yok := y.dom.single()
	zn, zok := z.dom.single()
	switch {
	case xok && yok && zok:
		s.kill(p)
		return !xn.eq(yn.add(zn))
	case xok && yok:
		s.kill(p)
		return s.neqNum(z, xn.sub(yn))
	case xok && zok:
		s.kill(p)
		return s.neqNum(y, xn.sub(zn))
	case xok:
		return true
	case yok && zok:
		s.kill(p)
		return s.neqNum(x, yn.add(zn))
	case yok && yn.isZero():
		s.kill(p)
		return s.neqVars(x, z)
	case yok:
		return true
	case zok && zn.isZero():
		s.kill(p)
		return s.neqVars(x, y)
	}
	return true
}

// absdiffNeq is abs(X - Y) #\= C.
type absdiffNeq struct {
	x, y *fdvar
	c    num
}

func (c *absdiffNeq) run(s *solver, p *prop) bool {
	x, y := c.x.deref(), c.y.deref()
	xn, xok := x.dom.single()
	yn, yok := y.dom.single()
	switch {
	case c.c.sign() < 0:
		s.kill(p)
		return true
	case xok:
		s.kill(p)
		if yok {
			return !xn.sub(yn).abs().eq(c.c)
		}
		return s.neqNum(y, xn.sub(c.c)) && s.neqNum(y, c.c.add(xn))
	case yok:
		s.kill(p)
		return s.neqNum(x, c.c.add(yn)) && s.neqNum(x, yn.sub(c.c))
	}
	return true
}

// absdiffGeq is abs(X - Y) #>= C.
type absdiffGeq struct {
	x, y *fdvar
	c    num
}

func (c *absdiffGeq) run(s *solver, p *prop) bool {
	x, y := c.x.deref(), c.y.deref()
	xn, xok := x.dom.single()
	yn, yok := y.dom.single()
	switch {
	case c.c.sign() <= 0:
		s.kill(p)
		return true
	case xok:
		s.kill(p)
		if yok {
			return xn.sub(yn).abs().geq(c.c)
		}
		return s.domain(y, domain{{inf, xn.sub(c.c)}, {xn.add(c.c), sup}})
	case yok:
		s.kill(p)
		return s.domain(x, domain{{inf, yn.sub(c.c)}, {yn.add(c.c), sup}})
	}
	return true
}
