package pylib

import (
	"math"
	"math/big"
)

// The ZeroDivisionError messages of int operations; the interpreter
// raises them itself on its machine-int fast paths.
var (
	ErrIntDivZero    = &Error{ZeroDivisionError, "integer division or modulo by zero"} // //, divmod
	ErrIntModZero    = &Error{ZeroDivisionError, "integer modulo by zero"}             // %
	ErrDivZero       = &Error{ZeroDivisionError, "division by zero"}                   // int / int
	ErrFloatDivZero  = &Error{ZeroDivisionError, "float division by zero"}             // float /
	ErrFloatFloorDiv = &Error{ZeroDivisionError, "float floor division by zero"}
	ErrFloatModZero  = &Error{ZeroDivisionError, "float modulo"}
	ErrFloatDivMod   = &Error{ZeroDivisionError, "float divmod()"}
)

// FloorDivInt is a // b for machine ints, b not zero; ok is false when
// the quotient does not fit (math.MinInt64 // -1).
func FloorDivInt(a, b int64) (q int64, ok bool) {
	if b == -1 && a == math.MinInt64 {
		return 0, false
	}
	q = a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q, true
}

// ModInt is a % b for machine ints, b not zero: the result has b's sign.
func ModInt(a, b int64) int64 {
	if b == -1 {
		return 0
	}
	r := a % b
	if r != 0 && ((r < 0) != (b < 0)) {
		r += b
	}
	return r
}

// DivModBig is divmod(a, b) for ints of any size: floor division and a
// remainder with b's sign.
func DivModBig(a, b *big.Int) (q, r *big.Int, err error) {
	if b.Sign() == 0 {
		return nil, nil, ErrIntDivZero
	}
	q, r = new(big.Int).QuoRem(a, b, new(big.Int))
	if r.Sign() != 0 && (r.Sign() < 0) != (b.Sign() < 0) {
		q.Sub(q, big.NewInt(1))
		r.Add(r, b)
	}
	return q, r, nil
}

// TrueDivInt is a / b for ints: the correctly rounded float quotient.
func TrueDivInt(a, b *big.Int) (float64, error) {
	if b.Sign() == 0 {
		return 0, ErrDivZero
	}
	const exact = 1 << 53 // ints below this convert to float exactly
	if a.IsInt64() && b.IsInt64() {
		x, y := a.Int64(), b.Int64()
		if -exact <= x && x <= exact && -exact <= y && y <= exact {
			return float64(x) / float64(y), nil
		}
	}
	f, _ := new(big.Rat).SetFrac(a, b).Float64()
	if math.IsInf(f, 0) {
		return 0, newError(OverflowError, "integer division result too large for a float")
	}
	return f, nil
}

// BigToFloat is float(x) for an int: the nearest float, ties to even, or
// OverflowError when x is too large.
func BigToFloat(x *big.Int) (float64, error) {
	if x.IsInt64() {
		return float64(x.Int64()), nil
	}
	f, _ := new(big.Float).SetInt(x).Float64()
	if math.IsInf(f, 0) {
		return 0, newError(OverflowError, "int too large to convert to float")
	}
	return f, nil
}

// FloatToInt is int(x) for a float: truncation toward zero, or the error
// CPython raises for infinities and NaN.
func FloatToInt(x float64) (*big.Int, error) {
	switch {
	case math.IsInf(x, 0):
		return nil, newError(OverflowError, "cannot convert float infinity to integer")
	case math.IsNaN(x):
		return nil, newError(ValueError, "cannot convert float NaN to integer")
	}
	x = math.Trunc(x)
	if x >= -(1<<63) && x < 1<<63 {
		return big.NewInt(int64(x)), nil
	}
	z, _ := new(big.Float).SetFloat64(x).Int(nil)
	return z, nil
}

// FloatDivMod is divmod(a, b) for floats, as CPython's float_divmod
// computes it: the remainder has b's sign and the quotient is snapped to
// the nearest integral value.
func FloatDivMod(a, b float64) (q, r float64, err error) {
	if b == 0 {
		return 0, 0, ErrFloatDivMod
	}
	q, r = floatDivMod(a, b)
	return q, r, nil
}

// FloatFloorDiv is a // b for floats.
func FloatFloorDiv(a, b float64) (float64, error) {
	if b == 0 {
		return 0, ErrFloatFloorDiv
	}
	q, _ := floatDivMod(a, b)
	return q, nil
}

// FloatMod is a % b for floats.
func FloatMod(a, b float64) (float64, error) {
	if b == 0 {
		return 0, ErrFloatModZero
	}
	mod := math.Mod(a, b)
	if mod != 0 {
		if (b < 0) != (mod < 0) {
			mod += b
		}
	} else {
		mod = math.Copysign(0, b)
	}
	return mod, nil
}

func floatDivMod(a, b float64) (floorDiv, mod float64) {
	mod = math.Mod(a, b)
	div := (a - mod) / b
	if mod != 0 {
		if (b < 0) != (mod < 0) {
			mod += b
			div -= 1
		}
	} else {
		mod = math.Copysign(0, b)
	}
	if div != 0 {
		floorDiv = math.Floor(div)
		if div-floorDiv > 0.5 {
			floorDiv++
		}
	} else {
		floorDiv = math.Copysign(0, a/b)
	}
	return floorDiv, mod
}

// FloatTrueDiv is a / b for floats.
func FloatTrueDiv(a, b float64) (float64, error) {
	if b == 0 {
		return 0, ErrFloatDivZero
	}
	return a / b, nil
}

// maxPowBits bounds the size of an int power; CPython would run out of
// memory (or time) computing a larger one.
const maxPowBits = 1 << 32

// IntPow is a ** b for ints with b >= 0. (With b < 0 Python computes
// float(a) ** float(b): call FloatPow.)
func IntPow(a, b *big.Int) (*big.Int, error) {
	switch {
	case b.Sign() == 0 || a.Cmp(big.NewInt(1)) == 0:
		return big.NewInt(1), nil
	case a.Sign() == 0:
		return big.NewInt(0), nil
	case a.Cmp(big.NewInt(-1)) == 0:
		if b.Bit(0) == 0 {
			return big.NewInt(1), nil
		}
		return big.NewInt(-1), nil
	}
	if !b.IsInt64() || float64(a.BitLen()-1)*float64(b.Int64()) > maxPowBits {
		return nil, newError(MemoryError, "")
	}
	return new(big.Int).Exp(a, b, nil), nil
}

// PowMod is pow(a, b, m) for ints; a negative b uses the inverse of a
// modulo m. The result has m's sign.
func PowMod(a, b, m *big.Int) (*big.Int, error) {
	if m.Sign() == 0 {
		return nil, newError(ValueError, "pow() 3rd argument cannot be 0")
	}
	mod := new(big.Int).Abs(m)
	if mod.Cmp(big.NewInt(1)) == 0 {
		return big.NewInt(0), nil
	}
	base := new(big.Int).Mod(a, mod)
	exp := b
	if b.Sign() < 0 {
		inv := new(big.Int).ModInverse(base, mod)
		if inv == nil {
			return nil, newError(ValueError, "base is not invertible for the given modulus")
		}
		base, exp = inv, new(big.Int).Neg(b)
	}
	r := new(big.Int).Exp(base, exp, mod)
	if m.Sign() < 0 && r.Sign() != 0 {
		r.Add(r, m)
	}
	return r, nil
}

// FloatPow is a ** b for floats as CPython's float_pow computes it,
// special cases and errors included. A negative base with a non-integral
// exponent has a complex result, which minipy does not have: that is a
// NotImplementedError.
func FloatPow(a, b float64) (float64, error) {
	switch {
	case b == 0:
		return 1, nil
	case math.IsNaN(a):
		return a, nil
	case math.IsNaN(b):
		if a == 1 {
			return 1, nil
		}
		return b, nil
	case math.IsInf(b, 0):
		a = math.Abs(a)
		switch {
		case a == 1:
			return 1, nil
		case (b > 0) == (a > 1):
			return math.Inf(1), nil
		}
		return 0, nil
	case math.IsInf(a, 0):
		odd := isOddInteger(b)
		if a > 0 {
			if b > 0 {
				return a, nil
			}
			return 0, nil
		}
		switch {
		case b > 0 && odd:
			return a, nil
		case b > 0:
			return -a, nil
		case odd:
			return math.Copysign(0, -1), nil
		}
		return 0, nil
	case a == 0:
		if b < 0 {
			return 0, newError(ZeroDivisionError, "0.0 cannot be raised to a negative power")
		}
		if isOddInteger(b) {
			return a, nil
		}
		return 0, nil
	case a == 1:
		return 1, nil
	}
	negResult := false
	if a < 0 {
		if b != math.Floor(b) {
			return 0, newError(NotImplementedError, "complex numbers are not supported")
		}
		a = -a
		negResult = isOddInteger(b)
	}
	r := powPositive(a, b)
	if math.IsInf(r, 0) {
		return 0, newError(OverflowError, "(34, 'Numerical result out of range')")
	}
	if negResult {
		r = -r
	}
	return r, nil
}

func isOddInteger(x float64) bool {
	return x == math.Floor(x) && math.Abs(x) < 1<<53 && int64(x)%2 != 0
}
