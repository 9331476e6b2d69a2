package pylib

import (
	"math"
	"math/big"
)

// Go's math.Pow is off by several units in the last place for
// fractional exponents, while CPython's pow (the C library's) is
// correctly rounded in all but vanishingly rare cases. powPositive
// computes x**y as exp(y*log(x)) in double-double arithmetic (about 100
// bits), whose result rounds to the correctly rounded float unless the
// exact power lies within 2**-90 of a halfway point.

// dd is an unevaluated sum hi + lo with |lo| <= ulp(hi)/2.
type dd struct{ hi, lo float64 }

func twoSum(a, b float64) dd {
	s := a + b
	bb := s - a
	return dd{s, (a - (s - bb)) + (b - bb)}
}

func fastTwoSum(a, b float64) dd {
	s := a + b
	return dd{s, b - (s - a)}
}

func ddAdd(a, b dd) dd {
	s := twoSum(a.hi, b.hi)
	t := twoSum(a.lo, b.lo)
	s.lo += t.hi
	s = fastTwoSum(s.hi, s.lo)
	s.lo += t.lo
	return fastTwoSum(s.hi, s.lo)
}

func ddMul(a, b dd) dd {
	p := a.hi * b.hi
	e := math.FMA(a.hi, b.hi, -p)
	e += a.hi*b.lo + a.lo*b.hi
	return fastTwoSum(p, e)
}

func ddDiv(a, b dd) dd {
	q1 := a.hi / b.hi
	r := ddAdd(a, ddMul(b, dd{-q1, 0}))
	q2 := r.hi / b.hi
	r = ddAdd(r, ddMul(b, dd{-q2, 0}))
	q3 := r.hi / b.hi
	q := fastTwoSum(q1, q2)
	return ddAdd(q, dd{q3, 0})
}

// ln2DD is log(2) to about 107 bits.
var ln2DD = dd{0.6931471805599453, 2.3190468138462996e-17}

// Series lengths: |s| <= 0.172 in the atanh series of log, |r| <= 2**-11
// in the expm1 series, enough for 2**-106 relative error.
const (
	logTerms     = 23
	expTerms     = 11
	expHalvings  = 10
	ddRangeLimit = 1100 // |y*log2(x)| above this is an overflow or underflow
)

// The series coefficients, 1/(2k+1) for log and 1/(k+1)! for exp.
var (
	invOdd  = seriesTable(logTerms, func(k int, prev dd) dd { return ddDiv(dd{1, 0}, dd{float64(2*k + 1), 0}) })
	invFact = seriesTable(expTerms, func(k int, prev dd) dd { return ddDiv(prev, dd{float64(k + 1), 0}) })
)

func seriesTable(n int, term func(k int, prev dd) dd) []dd {
	t := make([]dd, n)
	prev := dd{1, 0}
	for k := range t {
		t[k] = term(k, prev)
		prev = t[k]
	}
	return t
}

// ddLog is log(x) for finite x > 0.
func ddLog(x float64) dd {
	m, e := math.Frexp(x) // x = m * 2**e, m in [0.5, 1)
	if m < math.Sqrt2/2 {
		m *= 2
		e--
	}
	// log(m) = 2*atanh(s) with s = (m-1)/(m+1); m-1 is exact.
	s := ddDiv(dd{m - 1, 0}, twoSum(m, 1))
	z := ddMul(s, s)
	acc := invOdd[logTerms-1]
	for k := logTerms - 2; k >= 0; k-- {
		acc = ddAdd(ddMul(acc, z), invOdd[k])
	}
	l := ddMul(ddMul(s, acc), dd{2, 0})
	return ddAdd(ddMul(ln2DD, dd{float64(e), 0}), l)
}

// powPositive is a ** b for finite a > 0 and finite b.
func powPositive(a, b float64) float64 {
	switch b {
	case 1:
		return a
	case 2:
		return a * a
	case -1:
		return 1 / a
	case 0.5:
		return math.Sqrt(a)
	}
	return ddExp(ddMul(ddLog(a), dd{b, 0}))
}

// ddExp is exp(t) rounded to a float: +Inf or 0 beyond the range.
func ddExp(t dd) float64 {
	k := math.Round(t.hi / ln2DD.hi)
	if math.Abs(k) > ddRangeLimit {
		if k > 0 {
			return math.Inf(1)
		}
		return 0
	}
	r := ddAdd(t, ddMul(ln2DD, dd{-k, 0})) // |r| <= log(2)/2 or so
	r = ddMul(r, dd{1.0 / (1 << expHalvings), 0})
	// em = exp(r) - 1 by its series, then doubled back: exp(2r)-1 = 2em + em**2.
	em := invFact[expTerms-1]
	for i := expTerms - 2; i >= 0; i-- {
		em = ddAdd(ddMul(em, r), invFact[i])
	}
	em = ddMul(em, r)
	for range expHalvings {
		em = ddAdd(ddMul(em, dd{2, 0}), ddMul(em, em))
	}
	v := ddAdd(em, dd{1, 0})
	exp := int(k)
	if _, e := math.Frexp(v.hi); e+exp > minNormalExp && e+exp < maxFloatExp {
		return math.Ldexp(v.hi, exp)
	}
	// Near the ends of the range: round hi+lo scaled by 2**k once.
	f := new(big.Float).SetPrec(128).SetFloat64(v.hi)
	f.Add(f, new(big.Float).SetFloat64(v.lo))
	f.SetMantExp(f, exp)
	res, _ := f.Float64()
	return res
}

// The binary exponents (as math.Frexp gives them) of normal floats.
const (
	minNormalExp = -1021
	maxFloatExp  = 1024
)
