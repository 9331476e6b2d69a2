package clpfd

import "math/big"

// ptimes is X * Y = Z.
type ptimes struct{ x, y, z *fdvar }

func (c *ptimes) run(s *solver, p *prop) bool {
	x, y, z := c.x.deref(), c.y.deref(), c.z.deref()
	xn, xok := x.dom.single()
	yn, yok := y.dom.single()
	zn, zok := z.dom.single()
	switch {
	case xok:
		switch {
		case yok:
			s.kill(p)
			return s.assign(z, xn.mul(yn))
		case xn.isZero():
			s.kill(p)
			return s.assign(z, zero)
		case xn.eqInt(1):
			s.kill(p)
			return s.unify(z, y)
		case zok:
			s.kill(p)
			return zn.mod(xn).isZero() && s.assign(y, zn.tdiv(xn))
		case y == z:
			s.kill(p)
			return s.assign(y, zero)
		}
		if !s.narrow(z, y.dom.expand(xn)) {
			return false
		}
		if y = y.deref(); y.isVar() {
			return s.narrow(y, z.deref().dom.contract(xn))
		}
		s.kill(p)
		yn, _ = y.value()
		return s.assign(z, xn.mul(yn))
	case yok:
		return (&ptimes{y, x, z}).run(s, p)
	case zok:
		if x == y {
			s.kill(p)
			r, ok := kthRoot(zn, 2)
			if !ok {
				return false
			}
			return s.domain(x, fromList([]num{r.neg(), r}))
		}
		_, xl, xu := bounds(x)
		_, yl, yu := bounds(y)
		xd := x.dom
		yd := y.dom
		nxl, nxu := s.minMaxFactor(zn, zn, yl, yu, xl, xu)
		if !s.updateBounds(x, nxl, nxu) {
			return false
		}
		if y = y.deref(); y.isVar() {
			_, yl2, yu2 := bounds(y)
			nyl, nyu := s.minMaxFactor(zn, zn, nxl, nxu, yl2, yu2)
			if !s.updateBounds(y, nyl, nyu) {
				return false
			}
		} else if yv, _ := y.value(); !yv.isZero() {
			if !zn.mod(yv).isZero() {
				return false
			}
			s.kill(p)
			return s.assign(x, zn.tdiv(yv))
		} else {
			s.kill(p)
			return zn.isZero()
		}
		if zn.isZero() {
			switch {
			case !xd.contains(zero):
				s.kill(p)
				return s.assign(y, zero)
			case !yd.contains(zero):
				s.kill(p)
				return s.assign(x, zero)
			}
			return true
		}
		return s.neqNum(x, zero) && s.neqNum(y, zero)
	case x == y:
		s.kill(p)
		two := constant(small(2))
		return s.postProp(&pexp{x, two, z}, onAny, x, z)
	}
	_, xl, xu := bounds(x)
	_, yl, yu := bounds(y)
	zd, zl, zu := bounds(z)
	switch {
	case y == z && !zd.contains(zero):
		s.kill(p)
		return s.assign(x, one)
	case x == z && !zd.contains(zero):
		s.kill(p)
		return s.assign(y, one)
	}
	nxl, nxu := s.minMaxFactor(zl, zu, yl, yu, xl, xu)
	if !s.updateBounds(x, nxl, nxu) {
		return false
	}
	nyl, nyu := yl, yu
	if y = y.deref(); y.isVar() {
		_, yl2, yu2 := bounds(y)
		nyl, nyu = s.minMaxFactor(zl, zu, nxl, nxu, yl2, yu2)
		if !s.updateBounds(y, nyl, nyu) {
			return false
		}
	} else {
		nyl, _ = y.value()
		nyu = nyl
	}
	if z = z.deref(); z.isVar() {
		zd2, zl2, zu2 := bounds(z)
		nzl, nzu := minProduct(nxl, nxu, nyl, nyu), maxProduct(nxl, nxu, nyl, nyu)
		zd3 := zd2
		if !(nzl.leq(zl2) && nzu.geq(zu2)) {
			zd3 = zd2.intersect(interval(nzl, nzu))
			if !s.fdPut(z, zd3) {
				return false
			}
		}
		if !zd3.contains(zero) {
			return s.neqNum(x, zero) && s.neqNum(y, zero)
		}
	}
	return true
}

func minProduct(l1, u1, l2, u2 num) num {
	return minNum(minNum(l1.mul(l2), l1.mul(u2)), minNum(u1.mul(l2), u1.mul(u2)))
}

func maxProduct(l1, u1, l2, u2 num) num {
	return maxNum(maxNum(l1.mul(l2), l1.mul(u2)), maxNum(u1.mul(l2), u1.mul(u2)))
}

// minMaxFactor is the bounds of a factor F in l3..u3 with F * G = P for
// P in l1..u1 and G in l2..u2 (min_max_factor/8). Where the product's
// sign is fixed and both factors may change sign, it propagates the
// two sign cases on variables of their own, as SWI-Prolog does.
func (s *solver) minMaxFactor(l1, u1, l2, u2, l3, u3 num) (num, num) {
	spans := func(l, u num) bool { return l.sign() < 0 && u.sign() > 0 }
	if (u1.sign() < 0 || l1.sign() > 0) && spans(l2, u2) && spans(l3, u3) {
		// The other factor negative, then positive: the factor's
		// bounds in each case, or a default when it cannot be.
		type sign struct{ gl, gu, fl, fu, dl, du num }
		cases := [2]sign{{l2, small(-1), one, u3, inf, small(-1)}, {one, u2, l3, small(-1), one, sup}}
		if l1.sign() > 0 {
			cases = [2]sign{{l2, small(-1), l3, small(-1), one, sup}, {one, u2, one, u3, inf, small(-1)}}
		}
		var lo, hi [2]num
		for i, c := range cases {
			l, h, ok := localFactor(l1, u1, c.gl, c.gu, c.fl, c.fu)
			if !ok {
				l, h = c.dl, c.du
			}
			lo[i], hi[i] = l, h
		}
		return maxNum(minNum(lo[0], lo[1]), l3), minNum(maxNum(hi[0], hi[1]), u3)
	}
	return maxNum(l3, minFactor(l1, u1, l2, u2)), minNum(u3, maxFactor(l1, u1, l2, u2))
}

// localFactor propagates G * F = P with G in gl..gu, F in fl..fu and P
// in pl..pu on variables of their own and returns F's bounds, or false
// when that fails.
func localFactor(pl, pu, gl, gu, fl, fu num) (num, num, bool) {
	ls := &solver{}
	mk := func(d domain) *fdvar {
		return &fdvar{varState: varState{dom: d, attached: true, cell: -1}}
	}
	p, g, f := mk(interval(pl, pu)), mk(interval(gl, gu)), mk(interval(fl, fu))
	if p.dom.empty() || g.dom.empty() || f.dom.empty() {
		return num{}, num{}, false
	}
	if !ls.postProp(&ptimes{g, f, p}, onAny, g, f, p) {
		return num{}, num{}, false
	}
	d := f.deref().dom
	return d.inf(), d.sup(), true
}

// minFactor and maxFactor bound a factor from its product's and the
// other factor's bounds (min_factor/5, max_factor/5).
func minFactor(l1, u1, l2, u2 num) num {
	switch {
	case l1.sign() >= 0 && l2.sign() > 0 && u2.finite():
		return l1.add(u2).sub1().tdiv(u2)
	case l1.sign() > 0 && u2.sign() < 0:
		return u1.tdiv(u2)
	case l1.sign() > 0 && l2.sign() >= 0:
		return one
	case l1.sign() > 0:
		return u1.neg()
	case u1.sign() < 0 && u2.sign() <= 0:
		if l2.finite() {
			return u1.add(l2).add1().tdiv(l2)
		}
		return one
	case u1.sign() < 0 && l2.sign() >= 0:
		return l1.tdiv(l2)
	case u1.sign() < 0:
		return l1
	case l2.sign() <= 0 && u2.sign() >= 0:
		return inf
	}
	return minNum(minNum(l1.tdiv(l2), l1.tdiv(u2)), minNum(u1.tdiv(l2), u1.tdiv(u2)))
}

func maxFactor(l1, u1, l2, u2 num) num {
	switch {
	case l1.sign() >= 0 && l2.sign() >= 0:
		return u1.tdiv(l2)
	case l1.sign() > 0 && u2.sign() <= 0:
		if l2.finite() {
			return l1.sub(l2).sub1().tdiv(l2)
		}
		return small(-1)
	case l1.sign() > 0:
		return u1
	case u1.sign() < 0 && u2.sign() < 0:
		return l1.tdiv(u2)
	case u1.sign() < 0 && l2.sign() >= 0:
		if u2.finite() {
			return u1.sub(u2).add1().tdiv(u2)
		}
		return small(-1)
	case u1.sign() < 0:
		return l1.neg()
	case l2.sign() <= 0 && u2.sign() >= 0:
		return sup
	}
	return maxNum(maxNum(l1.tdiv(l2), l1.tdiv(u2)), maxNum(u1.tdiv(l2), u1.tdiv(u2)))
}

// kthRoot is the integer r with r^k = n (integer_kth_root/3).
func kthRoot(n num, k int64) (num, bool) {
	if k%2 == 0 && n.sign() < 0 {
		return num{}, false
	}
	x := n.abs().bigOf()
	r := kthRootFloor(x, k)
	if new(big.Int).Exp(r, big.NewInt(k), nil).Cmp(x) != 0 {
		return num{}, false
	}
	if n.sign() < 0 {
		r.Neg(r)
	}
	return fromBig(r), true
}

// kthRootFloor is the largest r ≥ 0 with r^k ≤ x (x ≥ 0).
func kthRootFloor(x *big.Int, k int64) *big.Int {
	if k == 2 {
		return new(big.Int).Sqrt(x)
	}
	lo, hi := big.NewInt(0), new(big.Int).Add(x, big.NewInt(1))
	kk := big.NewInt(k)
	for new(big.Int).Sub(hi, lo).Cmp(big.NewInt(1)) > 0 {
		mid := new(big.Int).Rsh(new(big.Int).Add(lo, hi), 1)
		if new(big.Int).Exp(mid, kk, nil).Cmp(x) <= 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	return lo
}
