package clpfd

import (
	"math/big"
	"slices"
)

// A functional propagator defines z = f(x, y) (or z = f(x)) for an
// operation that is not linear. When the domains of x and y are small
// it is domain consistent: it goes through the pairs of values, keeping
// those whose result is in z's domain (exactPairs). Otherwise it narrows
// by bounds, as far as each operation's rules below go (a propagator
// may narrow less than it could, never more).

// fop is a non-linear operation.
type fop uint8

const (
	fMul  fop = iota // x*y
	fTdiv            // x//y (truncating)
	fFdiv            // x div y (flooring)
	fMod             // x mod y (the sign of y)
	fRem             // x rem y (the sign of x)
	fPow             // x^y
	fAbs             // abs(x)
	fMin             // min(x,y)
	fMax             // max(x,y)
)

// fopNames are the operations by their functor.
var fopNames = map[string]fop{"*": fMul, "//": fTdiv, "div": fFdiv, "mod": fMod, "rem": fRem,
	"^": fPow, "abs": fAbs, "min": fMin, "max": fMax}

// exactPairs is the most pairs of values a functional propagator goes
// through.
const exactPairs = 4096

// apply is f(a, b), and false where f is not defined.
func (o fop) apply(a, b num) (num, bool) {
	switch o {
	case fMul:
		return a.mul(b), true
	case fTdiv, fFdiv, fMod, fRem:
		if b.isZero() {
			return num{}, false
		}
		switch o {
		case fTdiv:
			return a.tdiv(b), true
		case fFdiv:
			return a.fdiv(b), true
		case fMod:
			return a.mod(b), true
		}
		return a.rem(b), true
	case fPow:
		return power(a, b)
	case fAbs:
		return a.abs(), true
	case fMin:
		return minNum(a, b), true
	}
	return maxNum(a, b), true
}

// power is a^b: for b < 0 only 1 and -1 have an integer power.
func power(a, b num) (num, bool) {
	if b.sign() >= 0 {
		if !b.isSmall() && !(a.eqInt(0) || a.eqInt(1) || a.eqInt(-1)) {
			return num{}, false // too large to hold
		}
		return a.pow(b), true
	}
	switch {
	case a.eqInt(1):
		return one, true
	case a.eqInt(-1):
		if b.even() {
			return one, true
		}
		return small(-1), true
	}
	return num{}, false
}

// partial reports whether o is undefined for some arguments (a divisor
// of 0).
func (o fop) partial() bool {
	switch o {
	case fTdiv, fFdiv, fMod, fRem:
		return true
	}
	return false
}

// funcProp is z = o(x, y); y is nil for abs. With a guard (a Boolean:
// whether a partial operation inside a reified comparison is defined),
// it propagates only once the guard is 1, and z is free when it is 0.
type funcProp struct {
	o       fop
	x, y, z *fdvar
	guard   *fdvar
}

func (c *funcProp) vars() []*fdvar {
	vs := []*fdvar{c.x, c.z}
	if c.y != nil {
		vs = append(vs, c.y)
	}
	if c.guard != nil {
		vs = append(vs, c.guard)
	}
	return vs
}

// settled reports whether one variable at most has no value and the
// pairs are few: the exact run leaves that variable's domain to say it
// all.
// The exact run treats x, y and z as independent: one variable in two
// places (X // X) is not settled.
func (c *funcProp) settled() bool {
	var seen [4]*fdvar
	n, open := 0, 0
	for _, v := range [...]*fdvar{c.x, c.y, c.z, c.guard} {
		if v == nil {
			continue
		}
		if v = v.deref(); v.id >= 0 && slices.Contains(seen[:n], v) {
			return false
		}
		seen[n] = v
		n++
		if !v.fixed() {
			open++
		}
	}
	if c.guard != nil && !c.guard.fixed() {
		return false
	}
	return open <= 1 && fewPairs(c.x.deref().dom, c.second())
}

// second is y's domain ({0} for abs, which ignores it).
func (c *funcProp) second() domain {
	if c.y == nil {
		return singleton(zero)
	}
	return c.y.deref().dom
}

func (c *funcProp) run(s *solver) bool {
	if c.guard != nil {
		if g, ok := c.guard.value(); !ok || g.isZero() {
			return true
		}
	}
	switch c.o {
	case fTdiv, fFdiv, fMod, fRem: // the divisor is not 0
		if !s.exclude(c.y, zero) {
			return false
		}
	}
	dx, dy := c.x.deref().dom, c.second()
	if a, ok := dx.single(); ok {
		if b, ok := dy.single(); ok {
			n, ok := c.o.apply(a, b)
			return ok && s.assign(c.z, n)
		}
	}
	if fewPairs(dx, dy) {
		return c.exact(s, dx, dy)
	}
	return c.bounds(s)
}

// fewPairs reports whether x and y have at most exactPairs pairs of
// values.
func fewPairs(dx, dy domain) bool {
	if !dx.bounded() || !dy.bounded() {
		return false
	}
	nx, ny := dx.size(), dy.size()
	return nx.isSmall() && ny.isSmall() && nx.i <= exactPairs && ny.i <= exactPairs && nx.i*ny.i <= exactPairs
}

// values are the integers of the bounded domain d.
func (d domain) values() []num {
	var out []num
	for _, iv := range d {
		for n := iv.lo; n.leq(iv.hi); n = n.add1() {
			out = append(out, n)
		}
	}
	return out
}

// exact keeps the values of x, y and z that take part in a solution.
func (c *funcProp) exact(s *solver, dx, dy domain) bool {
	dz := c.z.deref().dom
	xs, ys := dx.values(), dy.values()
	okx, oky := make([]bool, len(xs)), make([]bool, len(ys))
	var zs []num
	for i, a := range xs {
		for j, b := range ys {
			if n, ok := c.o.apply(a, b); ok && dz.contains(n) {
				okx[i], oky[j] = true, true
				zs = append(zs, n)
			}
		}
	}
	keep := func(ns []num, ok []bool) domain {
		var out []num
		for i, n := range ns {
			if ok[i] {
				out = append(out, n)
			}
		}
		return fromList(out)
	}
	if !s.setDom(c.z, fromList(zs)) || !s.narrow(c.x, keep(xs, okx)) {
		return false
	}
	return c.y == nil || s.narrow(c.y, keep(ys, oky))
}

// bounds narrows by the bounds of the domains.
func (c *funcProp) bounds(s *solver) bool {
	x, z := c.x.deref(), c.z.deref()
	dx, dy := x.dom, c.second()
	switch c.o {
	case fAbs:
		// z is |x|: each is the other's values with either sign.
		if !s.narrow(z, dx.union(dx.negate()).clip(zero, sup)) {
			return false
		}
		return s.narrow(x, z.dom.union(z.dom.negate()))
	case fMin, fMax:
		return c.extremum(s, x, c.y.deref(), z)
	case fMul:
		if !c.forward(s, dx, dy) {
			return false
		}
		return s.narrow(x, quotientRange(z.dom, dy)) && s.narrow(c.y, quotientRange(z.dom, x.dom))
	case fPow:
		return c.powBounds(s)
	case fMod, fRem:
		return c.remainderBounds(s, dx, dy)
	case fTdiv, fFdiv:
		return c.forward(s, dx, dy)
	}
	return true
}

// forward narrows z to the range of o over the corners of the boxes
// of x and y (o is monotone in each argument between the zeros of y),
// when both are bounded.
func (c *funcProp) forward(s *solver, dx, dy domain) bool {
	if !dx.bounded() || !dy.bounded() {
		return true
	}
	xs := []num{dx.inf(), dx.sup()}
	var ys []num
	for _, part := range []domain{dy.clip(inf, small(-1)), dy.clip(one, sup), dy.clip(zero, zero)} {
		if !part.empty() {
			ys = append(ys, part.inf(), part.sup())
		}
	}
	lo, hi, any := sup, inf, false
	for _, a := range xs {
		for _, b := range ys {
			if n, ok := c.o.apply(a, b); ok {
				lo, hi, any = minNum(lo, n), maxNum(hi, n), true
			}
		}
	}
	if !any {
		return false
	}
	return s.clip(c.z, lo, hi)
}

// quotientRange is a range holding the x of x·y = z for z in dz and y
// in dy: when y's bounds are on one side of 0 and z is bounded, the
// corners of z/y, rounded outwards; else everything.
func quotientRange(dz, dy domain) domain {
	if !dz.bounded() || !dy.bounded() || dy.inf().sign() <= 0 && dy.sup().sign() >= 0 {
		return fullDomain
	}
	lo, hi := sup, inf
	for _, a := range []num{dz.inf(), dz.sup()} {
		for _, b := range []num{dy.inf(), dy.sup()} {
			lo, hi = minNum(lo, ceilDiv(a, b)), maxNum(hi, floorDiv(a, b))
		}
	}
	return interval(lo, hi)
}

// extremum is z = min(x, y) or max(x, y) by bounds: z lies between the
// extremum of the least values and that of the greatest; each argument
// is on z's side of it; once one argument is out of the other's way, z
// is that other.
func (c *funcProp) extremum(s *solver, x, y, z *fdvar) bool {
	pick := minNum
	if c.o == fMax {
		pick = maxNum
	}
	if !s.clip(z, pick(x.dom.inf(), y.dom.inf()), pick(x.dom.sup(), y.dom.sup())) {
		return false
	}
	if c.o == fMin {
		if !s.clip(x, z.dom.inf(), sup) || !s.clip(y, z.dom.inf(), sup) {
			return false
		}
		switch {
		case x.dom.sup().lt(y.dom.inf()):
			return s.narrow(z, x.dom) && s.narrow(x, z.dom)
		case y.dom.sup().lt(x.dom.inf()):
			return s.narrow(z, y.dom) && s.narrow(y, z.dom)
		}
		return true
	}
	if !s.clip(x, inf, z.dom.sup()) || !s.clip(y, inf, z.dom.sup()) {
		return false
	}
	switch {
	case x.dom.inf().gt(y.dom.sup()):
		return s.narrow(z, x.dom) && s.narrow(x, z.dom)
	case y.dom.inf().gt(x.dom.sup()):
		return s.narrow(z, y.dom) && s.narrow(y, z.dom)
	}
	return true
}

// remainderBounds: the remainder is smaller than the divisor in
// magnitude, with the divisor's sign (mod) or the dividend's (rem),
// and, for rem, not larger than the dividend in magnitude.
func (c *funcProp) remainderBounds(s *solver, dx, dy domain) bool {
	m := maxNum(dy.inf().abs(), dy.sup().abs()).sub1() // |z| ≤ m
	lo, hi := m.neg(), m
	if c.o == fMod {
		if dy.inf().sign() > 0 {
			lo = zero
		}
		if dy.sup().sign() < 0 {
			hi = zero
		}
	} else {
		if dx.inf().sign() >= 0 {
			lo = zero
		}
		if dx.sup().sign() <= 0 {
			hi = zero
		}
		ax := maxNum(dx.inf().abs(), dx.sup().abs())
		lo, hi = maxNum(lo, ax.neg()), minNum(hi, ax)
	}
	return s.clip(c.z, lo, hi)
}

// powBounds is z = x^y by bounds, for a y with one value k ≥ 0: z's
// range from x's (through 0 for an even k), x's values from the k-th
// roots of z's when z has few, else x's range from z's.
func (c *funcProp) powBounds(s *solver) bool {
	k, ok := c.y.value()
	if !ok || k.sign() < 0 || !k.isSmall() {
		return true
	}
	x, z := c.x.deref(), c.z.deref()
	if k.isZero() {
		return s.assign(z, one)
	}
	even := k.even()
	if even && !s.clip(z, zero, sup) {
		return false
	}
	if x.dom.bounded() {
		a, b := x.dom.inf().pow(k), x.dom.sup().pow(k)
		lo, hi := minNum(a, b), maxNum(a, b)
		if even && x.dom.inf().sign() <= 0 && x.dom.sup().sign() >= 0 {
			lo = zero
		}
		if !s.clip(z, lo, hi) {
			return false
		}
	}
	dz := z.dom
	if dz.bounded() && dz.size().isSmall() && dz.size().i <= exactPairs {
		var roots []num
		for _, n := range dz.values() {
			if r, ok := exactRoot(n, k.i); ok {
				roots = append(roots, r)
				if even {
					roots = append(roots, r.neg())
				}
			}
		}
		return s.narrow(x, fromList(roots))
	}
	if dz.bounded() {
		r := floorRoot(maxNum(dz.inf().abs(), dz.sup().abs()), k.i)
		return s.clip(x, r.neg(), r)
	}
	return true
}

// floorRoot is ⌊n^(1/k)⌋ for n ≥ 0 and k ≥ 1, by bisection.
func floorRoot(n num, k int64) num {
	if k == 1 || n.sign() <= 0 {
		return n
	}
	lo, hi := big.NewInt(0), new(big.Int).Add(n.bigOf(), big.NewInt(1))
	bk := big.NewInt(k)
	one := big.NewInt(1)
	for new(big.Int).Sub(hi, lo).Cmp(one) > 0 {
		mid := new(big.Int).Rsh(new(big.Int).Add(lo, hi), 1)
		if new(big.Int).Exp(mid, bk, nil).Cmp(n.bigOf()) <= 0 {
			lo = mid
		} else {
			hi = mid
		}
	}
	return fromBig(lo)
}

// exactRoot is the integer r ≥ 0 (any sign for an odd k) with r^k = n,
// if there is one.
func exactRoot(n num, k int64) (num, bool) {
	neg := n.sign() < 0
	if neg && k%2 == 0 {
		return num{}, false
	}
	r := floorRoot(n.abs(), k)
	if neg {
		r = r.neg()
	}
	return r, r.pow(small(k)).eq(n)
}
