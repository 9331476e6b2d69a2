package clpfd

import (
	"math"
	"math/big"
	"math/bits"
)

// num is a bound of a domain: an integer of any size, or inf (−∞) or
// sup (+∞). Integers within int64 (but not its two extremes) are held
// in i with b nil; others in b (never one that fits i); inf and sup are
// b pointing at the sentinels below. Arithmetic with an infinite bound
// is the limit's (inf + n is inf, sup * -n is inf).
type num struct {
	i int64
	b *big.Int
}

var (
	infB, supB = new(big.Int), new(big.Int)
	inf        = num{b: infB}
	sup        = num{b: supB}
	zero       = num{}
	one        = num{i: 1}
)

// small is the finite integer n.
func small(n int64) num {
	if n == math.MinInt64 || n == math.MaxInt64 {
		return num{b: big.NewInt(n)}
	}
	return num{i: n}
}

// fromBig is the finite integer x (not kept).
func fromBig(x *big.Int) num {
	if x.IsInt64() {
		return small(x.Int64())
	}
	return num{b: new(big.Int).Set(x)}
}

func (x num) isInf() bool        { return x.b == infB }
func (x num) isSup() bool        { return x.b == supB }
func (x num) finite() bool       { return x.b != infB && x.b != supB }
func (x num) isSmall() bool      { return x.b == nil }
func (x num) isZero() bool       { return x.b == nil && x.i == 0 }
func (x num) eqInt(n int64) bool { return x.b == nil && x.i == n }

// sign is -1, 0 or 1 (inf is -1, sup 1).
func (x num) sign() int {
	switch {
	case x.b == nil:
		switch {
		case x.i < 0:
			return -1
		case x.i > 0:
			return 1
		}
		return 0
	case x.b == infB:
		return -1
	case x.b == supB:
		return 1
	}
	return x.b.Sign()
}

// bigOf is the finite x as a new big.Int.
func (x num) bigOf() *big.Int {
	if x.b == nil {
		return big.NewInt(x.i)
	}
	return new(big.Int).Set(x.b)
}

// cmp compares x and y: inf is below and sup above every integer.
func (x num) cmp(y num) int {
	if x.b == nil && y.b == nil {
		switch {
		case x.i < y.i:
			return -1
		case x.i > y.i:
			return 1
		}
		return 0
	}
	xr, yr := x.rank(), y.rank()
	if xr != yr {
		if xr < yr {
			return -1
		}
		return 1
	}
	if xr != 0 { // both inf or both sup
		return 0
	}
	return x.bigOf().Cmp(y.bigOf())
}

// rank is -1 for inf, 1 for sup, 0 for an integer.
func (x num) rank() int {
	switch x.b {
	case infB:
		return -1
	case supB:
		return 1
	}
	return 0
}

func (x num) lt(y num) bool  { return x.cmp(y) < 0 }
func (x num) leq(y num) bool { return x.cmp(y) <= 0 }
func (x num) gt(y num) bool  { return x.cmp(y) > 0 }
func (x num) eq(y num) bool  { return x.cmp(y) == 0 }

func minNum(x, y num) num {
	if y.lt(x) {
		return y
	}
	return x
}

func maxNum(x, y num) num {
	if y.gt(x) {
		return y
	}
	return x
}

// add is x+y; an infinite x wins, then an infinite y (cis_plus).
func (x num) add(y num) num {
	if !x.finite() {
		return x
	}
	if !y.finite() {
		return y
	}
	if x.b == nil && y.b == nil {
		s, _ := bits.Add64(uint64(x.i), uint64(y.i), 0)
		if (x.i >= 0) == (y.i >= 0) && (int64(s) >= 0) != (x.i >= 0) {
			return fromBig(new(big.Int).Add(big.NewInt(x.i), big.NewInt(y.i)))
		}
		return small(int64(s))
	}
	return fromBig(new(big.Int).Add(x.bigOf(), y.bigOf()))
}

// neg is -x.
func (x num) neg() num {
	switch {
	case x.b == infB:
		return sup
	case x.b == supB:
		return inf
	case x.b == nil:
		return small(-x.i) // -MinInt64+1 .. fits
	}
	return fromBig(new(big.Int).Neg(x.b))
}

// sub is x-y (cis_minus: an infinite x wins; n - inf is sup).
func (x num) sub(y num) num {
	if !x.finite() {
		return x
	}
	return x.add(y.neg())
}

// abs is |x| (abs(inf) is sup).
func (x num) abs() num {
	if x.sign() < 0 {
		return x.neg()
	}
	return x
}

// mul is x*y (cis_times: infinite times 0 is 0).
func (x num) mul(y num) num {
	if !x.finite() || !y.finite() {
		if !x.finite() && y.finite() || !x.finite() && !y.finite() {
			return infTimes(x, y)
		}
		return infTimes(y, x)
	}
	if x.b == nil && y.b == nil {
		hi, lo := bits.Mul64(uint64(absInt(x.i)), uint64(absInt(y.i)))
		if hi == 0 && lo < 1<<63-1 && x.i != math.MinInt64 && y.i != math.MinInt64 {
			p := int64(lo)
			if (x.i < 0) != (y.i < 0) {
				p = -p
			}
			return small(p)
		}
	}
	return fromBig(new(big.Int).Mul(x.bigOf(), y.bigOf()))
}

func absInt(n int64) int64 {
	if n < 0 {
		return -n
	}
	return n
}

// infTimes is the infinite x times y.
func infTimes(x, y num) num {
	s := y.sign()
	switch {
	case s == 0:
		return zero
	case (s > 0) == x.isSup():
		return sup
	}
	return inf
}

// tdiv is x // y, truncating (cis_slash); y 0 gives sup or inf by x's
// sign.
func (x num) tdiv(y num) num {
	switch {
	case !x.finite():
		if y.sign() >= 0 == x.isSup() {
			return sup
		}
		return inf
	case !y.finite():
		return zero
	case y.isZero():
		if x.sign() >= 0 {
			return sup
		}
		return inf
	case x.b == nil && y.b == nil:
		return small(x.i / y.i)
	}
	return fromBig(new(big.Int).Quo(x.bigOf(), y.bigOf()))
}

// fdiv is x div y, flooring (cis_div).
func (x num) fdiv(y num) num {
	switch {
	case !x.finite(), !y.finite(), y.isZero():
		return x.tdiv(y)
	case x.b == nil && y.b == nil:
		q := x.i / y.i
		if (x.i%y.i != 0) && ((x.i < 0) != (y.i < 0)) {
			q--
		}
		return small(q)
	}
	q, m := new(big.Int).QuoRem(x.bigOf(), y.bigOf(), new(big.Int))
	if m.Sign() != 0 && (m.Sign() < 0) != (y.sign() < 0) {
		q.Sub(q, big.NewInt(1))
	}
	return fromBig(q)
}

// mod is x mod y (the sign of y), rem x rem y (the sign of x); y ≠ 0,
// both finite.
func (x num) mod(y num) num {
	if x.b == nil && y.b == nil {
		m := x.i % y.i
		if m != 0 && (m < 0) != (y.i < 0) {
			m += y.i
		}
		return small(m)
	}
	m := new(big.Int).Rem(x.bigOf(), y.bigOf())
	if m.Sign() != 0 && (m.Sign() < 0) != (y.sign() < 0) {
		m.Add(m, y.bigOf())
	}
	return fromBig(m)
}

func (x num) rem(y num) num {
	if x.b == nil && y.b == nil {
		return small(x.i % y.i)
	}
	return fromBig(new(big.Int).Rem(x.bigOf(), y.bigOf()))
}

// pow is x^y for finite x and y ≥ 0 (cis_exp on bounds: inf^y is sup
// for an even y, inf otherwise; sup^y is sup; x^sup sup, x^inf inf).
func (x num) pow(y num) num {
	switch {
	case x.isInf():
		if y.finite() && y.even() {
			return sup
		}
		return inf
	case x.isSup():
		return sup
	case y.isSup():
		return sup
	case y.isInf():
		return inf
	}
	return fromBig(new(big.Int).Exp(x.bigOf(), y.bigOf(), nil))
}

// even reports whether the finite x is even.
func (x num) even() bool {
	if x.b == nil {
		return x.i%2 == 0
	}
	return x.b.Bit(0) == 0
}

// add1 and sub1 are x+1 and x-1.
func (x num) add1() num { return x.add(one) }
func (x num) sub1() num { return x.sub(one) }
