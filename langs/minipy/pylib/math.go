package pylib

import (
	"math"
	"math/big"
)

// The math module's functions whose results or errors differ from Go's
// math package. exp and the logarithms are computed in double-double
// arithmetic so that they round as the C library's do; the others that
// Go has (sin, cos, atan2, ...) may differ from CPython's in the last
// bit.

var (
	errDomain = newError(ValueError, "math domain error")
	errRange  = newError(OverflowError, "math range error")
)

// ErrMathDomain is the math module's ValueError("math domain error").
var ErrMathDomain error = errDomain

// Floor is math.floor for a float, an int.
func Floor(x float64) (*big.Int, error) { return FloatToInt(math.Floor(x)) }

// Ceil is math.ceil for a float, an int.
func Ceil(x float64) (*big.Int, error) { return FloatToInt(math.Ceil(x)) }

// Sqrt is math.sqrt.
func Sqrt(x float64) (float64, error) {
	if x < 0 {
		return 0, errDomain
	}
	return math.Sqrt(x), nil
}

// Exp is math.exp.
func Exp(x float64) (float64, error) {
	switch {
	case math.IsNaN(x) || math.IsInf(x, 1):
		return x, nil
	case math.IsInf(x, -1):
		return 0, nil
	}
	r := ddExp(dd{x, 0})
	if math.IsInf(r, 0) {
		return 0, errRange
	}
	return r, nil
}

// Log is math.log(x) for a float.
func Log(x float64) (float64, error) {
	switch {
	case math.IsNaN(x) || math.IsInf(x, 1):
		return x, nil
	case x <= 0:
		return 0, errDomain
	}
	return ddLog(x).hi, nil
}

// LogBig is math.log(x) for an int, however large.
func LogBig(x *big.Int) (float64, error) { return LogOfBig(x, Log) }

// LogOfBig is math.log, log2 or log10 (log) of an int, however large:
// log of it as a float when it converts, else log of its mantissa plus
// its exponent times log(2), as CPython's loghelper computes it.
func LogOfBig(x *big.Int, log func(float64) (float64, error)) (float64, error) {
	if x.Sign() <= 0 {
		return 0, errDomain
	}
	if f, err := BigToFloat(x); err == nil {
		return log(f)
	}
	m := new(big.Float)
	e := new(big.Float).SetInt(x).MantExp(m) // x = m * 2**e, m in [0.5, 1)
	mf, _ := m.Float64()
	l, _ := log(mf)
	l2, _ := log(2)
	return l + l2*float64(e), nil
}

// LogBase is math.log(x, base) given the two logarithms: their quotient.
func LogBase(logX, logBase float64) (float64, error) {
	if logBase == 0 {
		return 0, ErrFloatDivZero
	}
	return logX / logBase, nil
}

// invLn2DD is 1/log(2) as a double-double.
var invLn2DD = ddDiv(dd{1, 0}, ln2DD)

// The constants of the C library's log10 (fdlibm's e_log10.c).
const (
	two54     = 1.80143985094819840000e+16
	ivln10    = 4.34294481903251816668e-01
	log10_2hi = 3.01029995663611771306e-01
	log10_2lo = 3.69423907715893078616e-13
)

// Log10 is math.log10 for a float. glibc's log10 is fdlibm's, which is
// not correctly rounded; this follows its steps (with a correctly
// rounded log) to give the same results.
func Log10(x float64) (float64, error) {
	switch {
	case math.IsNaN(x) || math.IsInf(x, 1):
		return x, nil
	case x <= 0:
		return 0, errDomain
	}
	k := 0
	if x < 0x1p-1022 {
		k -= 54
		x *= two54
	}
	bits := math.Float64bits(x)
	hx := int32(bits >> 32)
	k += int(hx>>20) - 1023
	i := 0
	if k < 0 {
		i = 1
	}
	hx = hx&0x000fffff | int32(0x3ff-i)<<20
	y := float64(k + i)
	x = math.Float64frombits(uint64(uint32(hx))<<32 | bits&0xffffffff)
	z := y*log10_2lo + ivln10*ddLog(x).hi
	return z + y*log10_2hi, nil
}

// Log2 is math.log2 for a float.
func Log2(x float64) (float64, error) {
	switch {
	case math.IsNaN(x) || math.IsInf(x, 1):
		return x, nil
	case x <= 0:
		return 0, errDomain
	}
	return ddMul(ddLog(x), invLn2DD).hi, nil
}

// MathPow is math.pow: float pow with the math module's errors.
func MathPow(x, y float64) (float64, error) {
	r, err := FloatPow(x, y)
	if err != nil {
		if e := err.(*Error); e.Class == OverflowError {
			return 0, errRange
		}
		return 0, errDomain
	}
	return r, nil
}

// Fmod is math.fmod.
func Fmod(x, y float64) (float64, error) {
	if math.IsInf(x, 0) && !math.IsNaN(y) || y == 0 && !math.IsNaN(x) {
		return 0, errDomain
	}
	return math.Mod(x, y), nil
}

// Factorial is math.factorial.
func Factorial(n *big.Int) (*big.Int, error) {
	if n.Sign() < 0 {
		return nil, newError(ValueError, "factorial() not defined for negative values")
	}
	if !n.IsInt64() || n.Int64() > maxPowBits/64 {
		return nil, newError(OverflowError, "factorial() argument should not exceed 9223372036854775807")
	}
	return new(big.Int).MulRange(1, n.Int64()), nil
}

// Gcd is math.gcd of any number of ints (0 for none).
func Gcd(xs ...*big.Int) *big.Int {
	g := new(big.Int)
	for _, x := range xs {
		g.GCD(nil, nil, g, new(big.Int).Abs(x))
	}
	return g
}

// Lcm is math.lcm of any number of ints (1 for none).
func Lcm(xs ...*big.Int) *big.Int {
	l := big.NewInt(1)
	for _, x := range xs {
		if x.Sign() == 0 {
			return new(big.Int)
		}
		g := new(big.Int).GCD(nil, nil, l, new(big.Int).Abs(x))
		l.Mul(l, new(big.Int).Quo(new(big.Int).Abs(x), g))
	}
	return l
}

// Hypot is math.hypot and the length math.dist computes: the square
// root of the sum of squares, correctly rounded in all but rare cases
// (the squares are summed exactly in double-double arithmetic after
// scaling by a power of two, and the root gets one Newton step). An
// infinity wins over a NaN, as in CPython.
func Hypot(xs []float64) float64 {
	big, nan := 0.0, false
	for _, x := range xs {
		switch {
		case math.IsInf(x, 0):
			return math.Inf(1)
		case math.IsNaN(x):
			nan = true
		default:
			big = math.Max(big, math.Abs(x))
		}
	}
	if nan {
		return math.NaN()
	}
	if big == 0 {
		return 0
	}
	if len(xs) == 1 {
		return big
	}
	_, e := math.Frexp(big)
	sum := dd{}
	for _, x := range xs {
		y := math.Ldexp(x, -e)
		p := y * y
		sum = ddAdd(sum, dd{p, math.FMA(y, y, -p)})
	}
	r := math.Sqrt(sum.hi)
	// r + (sum - r*r) / 2r
	rr := r * r
	diff := ddAdd(sum, dd{-rr, -math.FMA(r, r, -rr)})
	r += diff.hi / (2 * r)
	return math.Ldexp(r, e)
}

// Isqrt is math.isqrt.
func Isqrt(n *big.Int) (*big.Int, error) {
	if n.Sign() < 0 {
		return nil, newError(ValueError, "isqrt() argument must be nonnegative")
	}
	return new(big.Int).Sqrt(n), nil
}

// Comb is math.comb(n, k).
func Comb(n, k *big.Int) (*big.Int, error) {
	if err := nonNegative(n, k); err != nil {
		return nil, err
	}
	if k.Cmp(n) > 0 {
		return new(big.Int), nil
	}
	// comb(n, k) == comb(n, n-k): use the smaller.
	if nk := new(big.Int).Sub(n, k); nk.Cmp(k) < 0 {
		k = nk
	}
	if !k.IsInt64() || k.Int64() > maxPowBits/64 {
		return nil, newError(OverflowError, "min(n - k, k) must not exceed 9223372036854775807")
	}
	r := big.NewInt(1)
	for i := int64(1); i <= k.Int64(); i++ {
		r.Mul(r, new(big.Int).Sub(n, big.NewInt(i-1)))
		r.Quo(r, big.NewInt(i))
	}
	return r, nil
}

// Perm is math.perm(n, k); k nil is math.perm(n), n!.
func Perm(n, k *big.Int) (*big.Int, error) {
	if k == nil {
		k = n
	}
	if err := nonNegative(n, k); err != nil {
		return nil, err
	}
	if k.Cmp(n) > 0 {
		return new(big.Int), nil
	}
	if !k.IsInt64() || k.Int64() > maxPowBits/64 {
		return nil, newError(OverflowError, "k must not exceed 9223372036854775807")
	}
	r := big.NewInt(1)
	for i := int64(0); i < k.Int64(); i++ {
		r.Mul(r, new(big.Int).Sub(n, big.NewInt(i)))
	}
	return r, nil
}

func nonNegative(n, k *big.Int) error {
	if n.Sign() < 0 {
		return newError(ValueError, "n must be a non-negative integer")
	}
	if k.Sign() < 0 {
		return newError(ValueError, "k must be a non-negative integer")
	}
	return nil
}

// Fsum is math.fsum: the correctly rounded sum of xs. The finite
// values' sum is kept exactly, as an expansion (Shewchuk); infinities
// and NaNs are summed apart and decide the result when there are any.
func Fsum(xs []float64) (float64, error) {
	var sum expansion
	nonFinite, infinities, sawNonFinite := 0.0, 0.0, false
	for _, x := range xs {
		if math.IsInf(x, 0) || math.IsNaN(x) {
			nonFinite += x
			if !math.IsNaN(x) {
				infinities += x
			}
			sawNonFinite = true
			sum.parts = sum.parts[:0] // the finite part no longer matters (but for overflow)
			continue
		}
		if !sum.add(x) {
			return 0, newError(OverflowError, "intermediate overflow in fsum")
		}
	}
	if sawNonFinite {
		if math.IsNaN(infinities) {
			return 0, newError(ValueError, "-inf + inf in fsum")
		}
		return nonFinite, nil
	}
	return sum.rounded(), nil
}

// expansion is an exact sum: non-overlapping floats, smallest first.
type expansion struct{ parts []float64 }

// add adds x exactly; false when the sum overflows.
func (e *expansion) add(x float64) bool {
	kept := e.parts[:0]
	for _, y := range e.parts {
		if math.Abs(x) < math.Abs(y) {
			x, y = y, x
		}
		s := fastTwoSum(x, y)
		if s.lo != 0 {
			kept = append(kept, s.lo)
		}
		x = s.hi
	}
	e.parts = kept
	if x == 0 {
		return true
	}
	if math.IsInf(x, 0) || math.IsNaN(x) {
		return false
	}
	e.parts = append(e.parts, x)
	return true
}

// rounded is the float nearest the sum: the parts added from the
// largest down until an addition is inexact; when that leaves a tie
// (the error exactly half an ulp) and the parts below it lean the same
// way as the error, the result moves one step that way.
func (e *expansion) rounded() float64 {
	p := e.parts
	if len(p) == 0 {
		return 0
	}
	i := len(p) - 1
	hi, lo := p[i], 0.0
	for i > 0 {
		i--
		s := fastTwoSum(hi, p[i])
		if hi, lo = s.hi, s.lo; lo != 0 {
			break
		}
	}
	if i > 0 && sameSign(lo, p[i-1]) {
		if step := 2 * lo; hi+step-hi == step {
			hi += step
		}
	}
	return hi
}

// sameSign reports whether a and b are both positive or both negative.
func sameSign(a, b float64) bool { return a < 0 && b < 0 || a > 0 && b > 0 }
