package clpfd

// divide is one of the integer divisions of pdiv and ptzdiv: floor
// (div) or truncate (//).
func divide(tdiv bool, x, y num) num {
	if tdiv {
		return x.tdiv(y)
	}
	return x.fdiv(y)
}

// ptzdiv is X // Y = Z (truncating), pdiv X div Y = Z (flooring).
type ptzdiv struct{ x, y, z *fdvar }

type pdiv struct{ x, y, z *fdvar }

func (c *ptzdiv) run(s *solver, p *prop) bool { return s.quotient(p, c.x, c.y, c.z, true) }
func (c *pdiv) run(s *solver, p *prop) bool   { return s.quotient(p, c.x, c.y, c.z, false) }

// sgn is the sign of x as an integer.
func sgn(x num) num { return small(int64(x.sign())) }

// quotient propagates X / Y = Z for the division tdiv chooses (SWI-
// Prolog's ptzdiv and pdiv, which differ in a few rules).
func (s *solver) quotient(p *prop, x, y, z *fdvar, tdiv bool) bool {
	x, y, z = x.deref(), y.deref(), z.deref()
	xn, xok := x.dom.single()
	yn, yok := y.dom.single()
	zn, zok := z.dom.single()
	div := func(a, b num) num { return divide(tdiv, a, b) }
	switch {
	case xok && yok:
		s.kill(p)
		return !yn.isZero() && s.assign(z, div(xn, yn))
	case xok:
		_, yl, yu := bounds(y)
		if zok {
			if zn.isZero() {
				var ni domain
				switch {
				case tdiv:
					ni = domain{{inf, xn.abs().neg().sub1()}, {xn.abs().add1(), sup}}
				case xn.isZero():
					ni = domain{{inf, small(-1)}, {one, sup}}
				case xn.sign() > 0:
					ni = interval(xn.add(sgn(xn)), sup)
				default:
					ni = interval(inf, xn.add(sgn(xn)))
				}
				return s.narrow(y, ni)
			}
			var nyl, nyu num
			switch {
			case tdiv && xn.sign() == zn.sign():
				nyl = maxNum(xn.tdiv(zn.add(sgn(zn))).add1(), yl)
				nyu = minNum(xn.tdiv(zn), yu)
			case tdiv:
				nyl = maxNum(xn.tdiv(zn), yl)
				nyu = minNum(xn.tdiv(zn.add(sgn(zn))).sub1(), yu)
			case xn.sign() > 0:
				nyl = maxNum(xn.mul(zn).fdiv(zn.mul(zn.add1())).add1(), yl)
				nyu = minNum(xn.fdiv(zn), yu)
			default:
				nyl = maxNum(xn.neg().fdiv(zn).neg(), yl)
				nyu = minNum(xn.neg().mul(zn).fdiv(zn.mul(zn.add1())).neg().sub1(), yu)
			}
			return s.updateBounds(y, nyl, nyu)
		}
		_, zl, zu := bounds(z)
		var nzl, nzu num
		switch {
		case xn.sign() >= 0 && (yl.sign() > 0 || yu.sign() < 0):
			nzl, nzu = maxNum(div(xn, yu), zl), minNum(div(xn, yl), zu)
		case xn.sign() < 0 && (yl.sign() > 0 || yu.sign() < 0):
			nzl, nzu = maxNum(div(xn, yl), zl), minNum(div(xn, yu), zu)
		default:
			nzl, nzu = maxNum(xn.abs().neg(), zl), minNum(xn.abs(), zu)
		}
		if !s.updateBounds(z, nzl, nzu) {
			return false
		}
		if y = y.deref(); xn.sign() >= 0 && nzl.sign() > 0 && y.isVar() {
			nyl := div(xn, nzu.add1()).add1()
			nyu := div(xn, nzl)
			return s.narrow(y, interval(nyl, nyu))
		}
		return true
	case yok:
		if yn.isZero() {
			return false
		}
		switch {
		case yn.eqInt(1):
			s.kill(p)
			return s.unify(x, z)
		case yn.eqInt(-1):
			s.kill(p)
			return s.postEqual(leafExpr(z), &expr{op: opNeg, a: leafExpr(x)})
		}
		_, xl, xu := bounds(x)
		if zok {
			s.kill(p)
			var nxl, nxu num
			switch {
			case tdiv && zn.sign() == yn.sign():
				nxl = maxNum(zn.mul(yn), xl)
				nxu = minNum(zn.abs().add1().mul(yn.abs()).sub1(), xu)
			case tdiv && zn.isZero():
				nxl = maxNum(yn.abs().neg().add1(), xl)
				nxu = minNum(yn.abs().sub1(), xu)
			case tdiv:
				nxl = maxNum(zn.add(sgn(zn)).mul(yn).add1(), xl)
				nxu = minNum(zn.mul(yn), xu)
			case yn.sign() > 0:
				nxl = maxNum(zn.mul(yn), xl)
				nxu = minNum(zn.add1().mul(yn).sub1(), xu)
			default:
				nxl = maxNum(zn.add1().mul(yn).add1(), xl)
				nxu = minNum(zn.mul(yn), xu)
			}
			return s.updateBounds(x, nxl, nxu)
		}
		if !s.narrow(z, x.dom.contractLess(yn, tdiv)) {
			return false
		}
		if x = x.deref(); x.isVar() {
			return s.narrow(x, z.deref().dom.expandMore(yn, tdiv))
		}
		return true
	case zok:
		_, xl, xu := bounds(x)
		_, yl, yu := bounds(y)
		nxl, nxu := xl, xu
		if yl.sign() >= 0 && xl.sign() >= 0 {
			nxl = maxNum(yl.mul(zn), xl)
			nxu = minNum(yu.mul(zn.add1()).sub1(), xu)
		}
		return s.updateBounds(x, nxl, nxu)
	case x == y:
		s.kill(p)
		return s.assign(z, one)
	}
	_, xl, xu := bounds(x)
	_, yl, _ := bounds(y)
	nzu := maxNum(xl.abs(), xu)
	nzd := z.dom.intersect(interval(nzu.neg(), nzu))
	if xl.sign() >= 0 && yl.sign() >= 0 {
		nzd = nzd.removeSmaller(zero)
	}
	return s.fdPut(z, nzd)
}

// pexp is X ^ Y = Z.
type pexp struct{ x, y, z *fdvar }

func (c *pexp) run(s *solver, p *prop) bool {
	x, y, z := c.x.deref(), c.y.deref(), c.z.deref()
	xn, xok := x.dom.single()
	yn, yok := y.dom.single()
	zn, zok := z.dom.single()
	switch {
	case xok && xn.eqInt(1):
		s.kill(p)
		return s.assign(z, one)
	case xok && xn.isZero():
		s.kill(p)
		// Z in 0..1, Z #<==> Y #= 0
		if !s.domain(z, interval(zero, one)) {
			return false
		}
		var ps []aux
		ok, err := s.reifyIn(&rexpr{op: rCmp, cmp: "#=", l: leafExpr(y), r: intExpr(zero)}, z, &ps)
		if err != nil {
			return s.fail(err)
		}
		return ok
	case yok && yn.isZero():
		s.kill(p)
		return s.assign(z, one)
	case yok && yn.eqInt(1):
		s.kill(p)
		return s.unify(z, x)
	case xok && yok:
		if yn.sign() < 0 && !xn.eqInt(-1) {
			return false
		}
		s.kill(p)
		if yn.sign() < 0 { // (-1)^Y
			if yn.even() {
				return s.assign(z, one)
			}
			return s.assign(z, small(-1))
		}
		return s.assign(z, xn.pow(yn))
	case xok:
		if zok {
			if zn.gt(one) {
				s.kill(p)
				l, ok := intLog(zn, xn)
				return ok && s.assign(y, l)
			}
			return true
		}
		_, yl, yu := bounds(y)
		if xn.sign() > 0 && yl.sign() >= 0 {
			if !s.narrow(z, interval(xn.pow(yl), xn.pow(yu))) {
				return false
			}
		}
		if z = z.deref(); xn.sign() > 0 && z.isVar() && z.dom.sup().finite() && z.dom.sup().sign() > 0 {
			ceil := floorLog(z.dom.sup(), xn)
			return s.domain(y, interval(inf, ceil))
		}
		return true
	case zok && yok:
		r, ok := kthRoot(zn, int64Of(yn))
		if !ok {
			return false
		}
		s.kill(p)
		if yn.even() {
			return s.domain(x, fromList([]num{r.neg(), r}))
		}
		return s.assign(x, r)
	case zok:
		nxl := x.dom.inf()
		if !nxl.finite() || nxl.cmp(one) <= 0 || zn.cmp(one) <= 0 {
			return true
		}
		// the least Exp in NXL..Z with NXL^Exp > Z
		for e := nxl; e.leq(zn); e = e.add1() {
			if nxl.pow(e).gt(zn) {
				if !s.narrow(y, interval(one, e.sub1())) {
					return false
				}
				if x = x.deref(); x.isVar() {
					yl := y.deref().dom.inf()
					ru := fromBig(kthRootFloor(zn.bigOf(), int64Of(yl)))
					return s.narrow(x, interval(nxl, ru))
				}
				return true
			}
		}
		return true
	case yok && yn.sign() > 0:
		if yn.even() && !s.geqVars(z, constant(zero)) {
			return false
		}
		x, z = x.deref(), z.deref()
		if !x.isVar() || !z.isVar() {
			return true
		}
		xd, xl, xu := bounds(x)
		zd, zl, zu := bounds(z)
		xd1, zd1 := xd, zd
		if !zd.contains(zero) {
			xd1 = xd.remove(zero)
		}
		if !xd.contains(zero) {
			zd1 = zd.remove(zero)
		}
		zd2 := zd1
		if yn.even() {
			var nzl num
			switch {
			case xl.sign() >= 0:
				nzl = xl.pow(yn)
			case xu.sign() <= 0:
				nzl = xu.pow(yn)
			default:
				nzl = zero
			}
			nzu := maxNum(xl.abs(), xu.abs()).pow(yn)
			zd2 = zd1.intersect(interval(nzl, nzu))
		} else if xl.finite() {
			zd2 = zd1.intersect(interval(xl.pow(yn), xu.pow(yn)))
		}
		if !s.fdPut(z, zd2) {
			return false
		}
		nxd := xd1
		switch {
		case yn.even() && zu.finite():
			ru := fromBig(kthRootFloor(zu.bigOf(), int64Of(yn)))
			rl := ru.neg()
			if xl.sign() >= 0 && zl.finite() {
				rl = fromBig(kthRootFloor(zl.bigOf(), int64Of(yn)))
				if rl.pow(yn).lt(zl) {
					rl = rl.add1()
				}
			}
			if rl.gt(ru) {
				return false
			}
			nxd = interval(rl, ru)
		case !yn.even() && zl.sign() >= 0 && zu.finite():
			ru := fromBig(kthRootFloor(zu.bigOf(), int64Of(yn)))
			rl := fromBig(kthRootFloor(zl.bigOf(), int64Of(yn)))
			if rl.pow(yn).lt(zl) {
				rl = rl.add1()
			}
			if rl.gt(ru) {
				return false
			}
			nxd = interval(rl, ru)
		}
		if x = x.deref(); x.isVar() {
			return s.narrow(x, xd1.intersect(nxd))
		}
		return true
	}
	_, xl, _ := bounds(x)
	_, yl, _ := bounds(y)
	if xl.sign() > 0 && yl.sign() > 0 && z.isVar() {
		return s.fdPut(z, z.dom.removeSmaller(xl.pow(yl)))
	}
	return true
}

// int64Of is the small integer x (exponents and roots).
func int64Of(x num) int64 {
	if x.b == nil {
		return x.i
	}
	return 1 << 62
}

// intLog is the L with B^L = N, L ≥ 1 (integer_log_b/4).
func intLog(n, b num) (num, bool) {
	l := one
	for {
		t := b.pow(l)
		switch t.cmp(n) {
		case 0:
			return l, true
		case 1:
			return num{}, false
		}
		if b.abs().cmp(one) <= 0 {
			return num{}, false
		}
		l = l.add1()
	}
}

// floorLog is the largest L with B^L ≤ N (floor_integer_log_b/4).
func floorLog(n, b num) num {
	l := one
	for {
		t := b.pow(l)
		switch t.cmp(n) {
		case 1:
			return l.sub1()
		case 0:
			return l
		}
		l = l.add1()
	}
}
