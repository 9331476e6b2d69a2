package clpfd

// pabs is Y = abs(X).
type pabs struct{ x, y *fdvar }

func (c *pabs) run(s *solver, p *prop) bool {
	x, y := c.x.deref(), c.y.deref()
	if xn, ok := x.dom.single(); ok {
		s.kill(p)
		return s.assign(y, xn.abs())
	}
	if yn, ok := y.dom.single(); ok {
		s.kill(p)
		return yn.sign() >= 0 && s.domain(x, fromList([]num{yn.neg(), yn}))
	}
	if !s.narrow(x, y.dom.union(y.dom.negate())) {
		return false
	}
	if y = y.deref(); y.isVar() {
		xd2 := x.deref().dom
		return s.narrow(y, xd2.union(xd2.negate()).removeSmaller(zero))
	}
	return true
}

// pmod is X mod Y = Z.
type pmod struct{ x, y, z *fdvar }

func (c *pmod) run(s *solver, p *prop) bool {
	x, y, z := c.x.deref(), c.y.deref(), c.z.deref()
	xn, xok := x.dom.single()
	yn, yok := y.dom.single()
	switch {
	case xok:
		if yok {
			s.kill(p)
			return !yn.isZero() && s.assign(z, xn.mod(yn))
		}
		return true
	case yok:
		if yn.isZero() {
			return false
		}
		if yn.abs().eqInt(1) {
			s.kill(p)
			return s.assign(z, zero)
		}
		if zn, zok := z.dom.single(); zok {
			return s.modBounds(x, yn, zn, func(n num) num { return n.mod(yn) })
		}
		yp := yn.abs().sub1()
		var zl, zu num
		xl, xu := x.dom.inf(), x.dom.sup()
		switch {
		case yn.sign() > 0 && xl.finite() && xu.finite():
			if xl.sign() >= 0 && xu.lt(yn) {
				s.kill(p)
				if !s.unify(z, x) {
					return false
				}
				zl, zu = xl, xu
			} else {
				zl, zu = zero, yp
			}
		case yn.sign() > 0:
			zl, zu = zero, yp
		default:
			zl, zu = yp.neg(), zero
		}
		var zmin, zmax num
		if z = z.deref(); z.isVar() {
			zd := z.dom.intersect(interval(zl, zu))
			if zd.empty() {
				return false
			}
			zmin, zmax = zd.inf(), zd.sup()
			if !s.fdPut(z, zd) {
				return false
			}
		} else {
			zmin, _ = z.value()
			zmax = zmin
		}
		if x = x.deref(); x.isVar() && x.dom.inf().finite() {
			xmin := x.dom.inf()
			z1 := xmin.mod(yn)
			switch {
			case zmin.leq(z1) && z1.leq(zmax):
			case yn.sign() > 0:
				next := xmin.sub(zmin).add(yn).sub1().fdiv(yn).mul(yn).add(zmin)
				if !s.fdPut(x, x.dom.removeSmaller(next)) {
					return false
				}
			default:
				if !s.neqNum(x, xmin) {
					return false
				}
			}
		}
		if x = x.deref(); x.isVar() && x.dom.sup().finite() {
			xmax := x.dom.sup()
			z2 := xmax.mod(yn)
			switch {
			case zmin.leq(z2) && z2.leq(zmax):
			case yn.sign() > 0:
				prev := xmax.sub(zmin).fdiv(yn).mul(yn).add(zmax)
				return s.fdPut(x, x.dom.removeGreater(prev))
			default:
				return s.neqNum(x, xmax)
			}
		}
		return true
	case x == y:
		s.kill(p)
		return s.assign(z, zero)
	}
	return true
}

// modBounds narrows x, whose remainder by y (fn) must be z, at its
// bounds (pmod's and prem's case of Y and Z known; rem only steps for
// positive bounds, as SWI-Prolog's).
func (s *solver) modBounds(x *fdvar, y, z num, fn func(num) num) bool {
	isRem := false
	return s.remBounds(x, y, z, fn, isRem)
}

func (s *solver) remBounds(x *fdvar, y, z num, fn func(num) num, isRem bool) bool {
	x = x.deref()
	if min := x.dom.inf(); min.finite() {
		switch {
		case fn(min).eq(z):
		case y.sign() > 0 && (!isRem || min.sign() > 0):
			next := min.sub(z).add(y).sub1().fdiv(y).mul(y).add(z)
			if !s.fdPut(x, x.dom.removeSmaller(next)) {
				return false
			}
		default:
			if !s.neqNum(x, min) {
				return false
			}
		}
	}
	if x = x.deref(); !x.isVar() {
		return true
	}
	if max := x.dom.sup(); max.finite() {
		switch {
		case fn(max).eq(z):
		case y.sign() > 0 && (!isRem || max.sign() > 0):
			prev := max.sub(z).fdiv(y).mul(y).add(z)
			return s.fdPut(x, x.dom.removeGreater(prev))
		default:
			return s.neqNum(x, max)
		}
	}
	return true
}

// prem is X rem Y = Z.
type prem struct{ x, y, z *fdvar }

func (c *prem) run(s *solver, p *prop) bool {
	x, y, z := c.x.deref(), c.y.deref(), c.z.deref()
	xn, xok := x.dom.single()
	yn, yok := y.dom.single()
	switch {
	case xok:
		if yok {
			s.kill(p)
			return !yn.isZero() && s.assign(z, xn.rem(yn))
		}
		u := xn.abs()
		l := u.neg()
		if xn.sign() >= 0 && y.dom.inf().finite() && y.dom.inf().sign() >= 0 {
			l = zero
		}
		return s.domain(z, interval(l, u))
	case yok:
		if yn.isZero() {
			return false
		}
		if yn.abs().eqInt(1) {
			s.kill(p)
			return s.assign(z, zero)
		}
		if zn, zok := z.dom.single(); zok {
			return s.remBounds(x, yn, zn, func(n num) num { return n.rem(yn) }, true)
		}
		yp := yn.abs().sub1()
		yneg := yp.neg()
		zl, zu := yneg, yp
		xl, xu := x.dom.inf(), x.dom.sup()
		if yn.sign() > 0 && xl.finite() && xu.finite() {
			switch {
			case xl.abs().lt(yn) && xu.lt(yn):
				s.kill(p)
				if !s.unify(z, x) {
					return false
				}
				zl = xl
			case xl.sign() < 0 && xl.abs().lt(yn):
				zl = xl
			case xl.sign() >= 0:
				zl = zero
			default:
				zl = yneg
			}
			switch {
			case xu.sign() > 0 && xu.lt(yn):
				zu = xu
			case xu.sign() < 0:
				zu = zero
			default:
				zu = yp
			}
		}
		var zd1 domain
		if z = z.deref(); z.isVar() {
			zd1 = z.dom.intersect(interval(zl, zu))
			if !s.fdPut(z, zd1) {
				return false
			}
		} else {
			zn, _ := z.value()
			zd1 = singleton(zn)
		}
		if x = x.deref(); x.isVar() && x.dom.inf().finite() {
			if min := x.dom.inf(); !zd1.contains(min.rem(yn)) && !s.neqNum(x, min) {
				return false
			}
		}
		if x = x.deref(); x.isVar() && x.dom.sup().finite() {
			if max := x.dom.sup(); !zd1.contains(max.rem(yn)) {
				return s.neqNum(x, max)
			}
		}
		return true
	case x == y:
		s.kill(p)
		return s.assign(z, zero)
	case z.isVar():
		_, yinf, ysup := bounds(y)
		_, xinf, xsup := bounds(x)
		m := maxNum(yinf.abs(), ysup)
		inf0, sup0 := xinf, xsup
		if xinf.sign() >= 0 {
			inf0 = zero
		}
		if xsup.sign() <= 0 {
			sup0 = zero
		}
		ninf := maxNum(maxNum(inf0, m.neg().add1()), minNum(xinf, xsup.neg()))
		nsup := minNum(minNum(sup0, m.sub1()), maxNum(xinf.abs(), xsup))
		return s.narrow(z, interval(ninf, nsup))
	}
	return true
}

// pmax is Z = max(X, Y).
type pmax struct{ x, y, z *fdvar }

func (c *pmax) run(s *solver, p *prop) bool {
	x, y, z := c.x.deref(), c.y.deref(), c.z.deref()
	xn, xok := x.dom.single()
	yn, yok := y.dom.single()
	switch {
	case xok && yok:
		s.kill(p)
		return s.assign(z, maxNum(xn, yn))
	case xok:
		if zn, zok := z.dom.single(); zok {
			switch {
			case zn.eq(xn):
				s.kill(p)
				return s.geqVars(x, y)
			case zn.gt(xn):
				return s.unify(z, y)
			}
			return false
		}
		_, yinf, ysup := bounds(y)
		switch {
		case yinf.gt(xn):
			return s.unify(z, y)
		case ysup.lt(xn):
			return s.unify(z, x)
		case ysup.finite():
			return s.fdPut(z, z.dom.removeGreater(ysup))
		}
		return true
	case yok:
		return (&pmax{y, x, z}).run(s, p)
	case z.isVar():
		_, xinf, xsup := bounds(x)
		_, yinf, ysup := bounds(y)
		switch {
		case yinf.gt(ysup):
			s.kill(p)
			return s.unify(z, y)
		case ysup.lt(xinf):
			s.kill(p)
			return s.unify(z, x)
		}
		if m := maxNum(xsup, ysup); m.finite() {
			return s.fdPut(z, z.dom.removeGreater(m))
		}
	}
	return true
}

// pmin is Z = min(X, Y).
type pmin struct{ x, y, z *fdvar }

func (c *pmin) run(s *solver, p *prop) bool {
	x, y, z := c.x.deref(), c.y.deref(), c.z.deref()
	xn, xok := x.dom.single()
	yn, yok := y.dom.single()
	switch {
	case xok && yok:
		s.kill(p)
		return s.assign(z, minNum(xn, yn))
	case xok:
		if zn, zok := z.dom.single(); zok {
			switch {
			case zn.eq(xn):
				s.kill(p)
				return s.geqVars(y, x)
			case zn.lt(xn):
				return s.unify(z, y)
			}
			return false
		}
		_, yinf, ysup := bounds(y)
		switch {
		case ysup.lt(xn):
			return s.unify(z, y)
		case yinf.gt(xn):
			return s.unify(z, x)
		case yinf.finite():
			return s.fdPut(z, z.dom.removeSmaller(yinf))
		}
		return true
	case yok:
		return (&pmin{y, x, z}).run(s, p)
	case z.isVar():
		_, xinf, xsup := bounds(x)
		_, yinf, ysup := bounds(y)
		switch {
		case ysup.lt(yinf):
			s.kill(p)
			return s.unify(z, y)
		case yinf.gt(xsup):
			s.kill(p)
			return s.unify(z, x)
		}
		if m := minNum(xinf, yinf); m.finite() {
			return s.fdPut(z, z.dom.removeSmaller(m))
		}
	}
	return true
}
