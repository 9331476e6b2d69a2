package pylib

import (
	"math"
	"math/big"
	"strconv"
)

// Bounds on round(x, n) for floats (CPython's NDIGITS_MAX and
// NDIGITS_MIN): beyond them x rounds to itself or to a signed zero.
const (
	roundDigitsMax = 323
	roundDigitsMin = -308
)

// RoundFloat is round(x, n) for a float: x rounded to n decimal places
// (n may be negative), halves to even on x's exact binary value, as
// CPython's double_round does.
func RoundFloat(x float64, n int) (float64, error) {
	switch {
	case math.IsInf(x, 0) || math.IsNaN(x) || n > roundDigitsMax:
		return x, nil
	case n < roundDigitsMin:
		return 0 * x, nil
	}
	var r float64
	if n >= 0 {
		r, _ = strconv.ParseFloat(strconv.FormatFloat(x, 'f', n, 64), 64)
	} else {
		// Round x / 10**-n to an integer, halves to even, and scale back.
		p := new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(-n)), nil)
		exact := new(big.Rat).SetFloat64(x)
		q := roundRatHalfEven(new(big.Rat).Quo(exact, new(big.Rat).SetInt(p)))
		r, _ = new(big.Rat).SetInt(q.Mul(q, p)).Float64()
	}
	if math.IsInf(r, 0) {
		return 0, newError(OverflowError, "rounded value too large to represent")
	}
	if r == 0 {
		r = math.Copysign(0, x)
	}
	return r, nil
}

// RoundFloatToInt is round(x) for a float: the nearest int, halves to even.
func RoundFloatToInt(x float64) (*big.Int, error) {
	return FloatToInt(math.RoundToEven(x))
}

// RoundInt is round(x, n) for an int: x itself for n >= 0, else x
// rounded to a multiple of 10**-n, halves to even.
func RoundInt(x *big.Int, n int64) *big.Int {
	if n >= 0 {
		return x
	}
	// |x| has at most BitLen*log10(2)+1 digits; a rounding unit more
	// than ten times larger makes it zero.
	if float64(-n) > float64(x.BitLen())*math.Log10(2)+2 {
		return new(big.Int)
	}
	p := new(big.Int).Exp(big.NewInt(10), big.NewInt(-n), nil)
	q := roundRatHalfEven(new(big.Rat).SetFrac(x, p))
	return q.Mul(q, p)
}

// roundRatHalfEven rounds r to the nearest integer, halves to even.
func roundRatHalfEven(r *big.Rat) *big.Int {
	num, den := r.Num(), r.Denom()
	q, m := new(big.Int).DivMod(num, den, new(big.Int)) // floor, m >= 0
	twice := new(big.Int).Lsh(m, 1)
	switch c := twice.Cmp(den); {
	case c > 0, c == 0 && q.Bit(0) == 1:
		q.Add(q, big.NewInt(1))
	}
	return q
}
