package arith

import (
	"math"
	"math/big"
	"math/bits"
)

// maxResultBits bounds the size of an integer result (1 Mibit, about
// 315,000 decimal digits): beyond it the result is
// resource_error(memory), so that no expression allocates without bound
// or keeps a goal busy for minutes (math/big's gcd is quadratic: two
// operands of this size take seconds).
const maxResultBits = 1 << 20

// sized returns r unless it is larger than maxResultBits.
func sized(r *big.Int) (Num, error) {
	if r.BitLen() > maxResultBits {
		return Num{}, errMemory
	}
	return Big(r), nil
}

// bigOp is an integer operation on big operands, which it must not
// change.
type bigOp func(a, b *big.Int) (*big.Int, error)

// intOp applies an integer-only binary operation: fast on int64 operands
// (ok=false when the result does not fit), slow otherwise. A float
// operand is type_error(integer, X).
func intOp(a, b Num, fast func(x, y int64) (int64, bool, error), slow bigOp) (Num, error) {
	if a.kind == KindFloat {
		return Num{}, needInteger(a)
	}
	if b.kind == KindFloat {
		return Num{}, needInteger(b)
	}
	if a.kind == KindInt && b.kind == KindInt {
		r, ok, err := fast(a.i, b.i)
		if err != nil {
			return Num{}, err
		}
		if ok {
			return Int(r), nil
		}
	}
	r, err := slow(a.bigOf(), b.bigOf())
	if err != nil {
		return Num{}, err
	}
	return sized(r)
}

func addInt(x, y int64) (int64, bool, error) {
	s := x + y
	return s, (s^x)&(s^y) >= 0, nil
}

func subInt(x, y int64) (int64, bool, error) {
	d := x - y
	return d, (x^y)&(d^x) >= 0, nil
}

func mulInt(x, y int64) (int64, bool, error) {
	hi, lo := bits.Mul64(uint64(abs64(x)), uint64(abs64(y)))
	if hi != 0 || x == math.MinInt64 || y == math.MinInt64 {
		return 0, false, nil
	}
	p := int64(lo)
	if p < 0 {
		return 0, false, nil
	}
	if (x < 0) != (y < 0) {
		p = -p
	}
	return p, true, nil
}

// abs64 is |x| for x > MinInt64 (MinInt64 itself stays negative).
func abs64(x int64) int64 {
	if x < 0 {
		return -x
	}
	return x
}

func addBig(a, b *big.Int) (*big.Int, error) { return new(big.Int).Add(a, b), nil }
func subBig(a, b *big.Int) (*big.Int, error) { return new(big.Int).Sub(a, b), nil }
func mulBig(a, b *big.Int) (*big.Int, error) { return new(big.Int).Mul(a, b), nil }

// intDiv is //: the quotient truncated toward zero (ISO's
// integer_rounding_function toward_zero).
func intDiv(x, y int64) (int64, bool, error) {
	if y == 0 {
		return 0, false, errZeroDivisor
	}
	if x == math.MinInt64 && y == -1 {
		return 0, false, nil
	}
	return x / y, true, nil
}

func intDivBig(a, b *big.Int) (*big.Int, error) {
	if b.Sign() == 0 {
		return nil, errZeroDivisor
	}
	return new(big.Int).Quo(a, b), nil
}

// rem is the remainder of //: its sign is the dividend's.
func rem(x, y int64) (int64, bool, error) {
	if y == 0 {
		return 0, false, errZeroDivisor
	}
	if y == -1 {
		return 0, true, nil
	}
	return x % y, true, nil
}

func remBig(a, b *big.Int) (*big.Int, error) {
	if b.Sign() == 0 {
		return nil, errZeroDivisor
	}
	return new(big.Int).Rem(a, b), nil
}

// floorDiv is div: the quotient rounded toward negative infinity.
func floorDiv(x, y int64) (int64, bool, error) {
	q, ok, err := intDiv(x, y)
	if !ok || err != nil {
		return 0, ok, err
	}
	if (x%y != 0) && ((x < 0) != (y < 0)) {
		q--
	}
	return q, true, nil
}

func floorDivBig(a, b *big.Int) (*big.Int, error) {
	if b.Sign() == 0 {
		return nil, errZeroDivisor
	}
	q, m := new(big.Int).QuoRem(a, b, new(big.Int))
	if m.Sign() != 0 && (a.Sign() < 0) != (b.Sign() < 0) {
		q.Sub(q, big.NewInt(1))
	}
	return q, nil
}

// mod is the remainder of div: its sign is the divisor's.
// IntMod is x mod y for y ≠ 0: the remainder with the sign of y (an
// interpreter's fast path for immediate integers; Eval raises the
// errors).
func IntMod(x, y int64) int64 {
	r, _, _ := mod(x, y)
	return r
}

func mod(x, y int64) (int64, bool, error) {
	r, ok, err := rem(x, y)
	if err != nil {
		return 0, false, err
	}
	if r != 0 && (r < 0) != (y < 0) {
		r += y
	}
	return r, ok, nil
}

func modBig(a, b *big.Int) (*big.Int, error) {
	r, err := remBig(a, b)
	if err != nil {
		return nil, err
	}
	if r.Sign() != 0 && (r.Sign() < 0) != (b.Sign() < 0) {
		r.Add(r, b)
	}
	return r, nil
}

func gcd(x, y int64) (int64, bool, error) {
	if x == math.MinInt64 || y == math.MinInt64 {
		return 0, false, nil
	}
	x, y = abs64(x), abs64(y)
	for y != 0 {
		x, y = y, x%y
	}
	return x, true, nil
}

func gcdBig(a, b *big.Int) (*big.Int, error) {
	return new(big.Int).GCD(nil, nil, new(big.Int).Abs(a), new(big.Int).Abs(b)), nil
}

func lcmBig(a, b *big.Int) (*big.Int, error) {
	if a.Sign() == 0 || b.Sign() == 0 {
		return new(big.Int), nil
	}
	g, _ := gcdBig(a, b)
	l := new(big.Int).Mul(a, b)
	return l.Abs(l.Quo(l, g)), nil
}

func and(x, y int64) (int64, bool, error) { return x & y, true, nil }
func or(x, y int64) (int64, bool, error)  { return x | y, true, nil }
func xor(x, y int64) (int64, bool, error) { return x ^ y, true, nil }

func andBig(a, b *big.Int) (*big.Int, error) { return new(big.Int).And(a, b), nil }
func orBig(a, b *big.Int) (*big.Int, error)  { return new(big.Int).Or(a, b), nil }
func xorBig(a, b *big.Int) (*big.Int, error) { return new(big.Int).Xor(a, b), nil }

// shift is x << n for n ≥ 0 and x >> -n otherwise (an arithmetic shift,
// rounding toward negative infinity).
func shift(x, n Num) (Num, error) {
	if x.kind == KindFloat {
		return Num{}, needInteger(x)
	}
	if n.kind == KindFloat {
		return Num{}, needInteger(n)
	}
	if x.Sign() == 0 {
		return Int(0), nil
	}
	if n.kind == KindBig {
		if n.b.Sign() > 0 {
			return Num{}, errMemory
		}
		if x.Sign() < 0 {
			return Int(-1), nil
		}
		return Int(0), nil
	}
	switch c := n.i; {
	case c >= 0 && x.kind == KindInt && c < 63 && bits.Len64(uint64(abs64(x.i))) < int(63-c) && x.i != math.MinInt64:
		return Int(x.i << c), nil
	case c >= 0:
		if c > maxResultBits {
			return Num{}, errMemory
		}
		return sized(new(big.Int).Lsh(x.bigOf(), uint(c)))
	case x.kind == KindInt:
		if c <= -64 {
			return Int(x.i >> 63), nil
		}
		return Int(x.i >> -c), nil
	default:
		if c < -maxResultBits {
			return Int(int64(x.b.Sign()) >> 1), nil
		}
		return Big(new(big.Int).Rsh(x.b, uint(-c))), nil
	}
}

// negate is -x.
func negate(x Num) Num {
	switch x.kind {
	case KindInt:
		if x.i == math.MinInt64 {
			return Big(new(big.Int).Neg(x.bigOf()))
		}
		return Int(-x.i)
	case KindBig:
		return Big(new(big.Int).Neg(x.b))
	}
	return Float(-x.f)
}

// intPow is base^exp for integers with exp ≥ 0.
func intPow(base, exp Num) (Num, error) {
	if exp.kind == KindBig {
		switch {
		case base.kind == KindInt && (base.i == 0 || base.i == 1):
			return base, nil
		case base.kind == KindInt && base.i == -1:
			if exp.b.Bit(0) == 0 {
				return Int(1), nil
			}
			return Int(-1), nil
		}
		return Num{}, errMemory
	}
	e := exp.i
	// The result has at least (bl-1)*e bits: refuse before computing when
	// that is too many, check the exact size after.
	if bl := base.bigOf().BitLen(); bl > 1 && e > maxResultBits/int64(bl-1) {
		return Num{}, errMemory
	}
	if base.kind == KindInt {
		r, b := int64(1), base.i
		ok := true
		for ee := e; ee > 0 && ok; ee >>= 1 {
			if ee&1 == 1 {
				r, ok, _ = mulInt(r, b)
			}
			if ee > 1 && ok {
				b, ok, _ = mulInt(b, b)
			}
		}
		if ok {
			return Int(r), nil
		}
	}
	return sized(new(big.Int).Exp(base.bigOf(), big.NewInt(e), nil))
}
