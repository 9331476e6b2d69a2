package ir

import "math"

// Eval computes a pure op on its arguments' bits: the one definition of
// what each pure op means. Floats travel as their IEEE bits.
func Eval(code Opcode, a, b int64) int64 {
	switch code {
	case OpAdd:
		return a + b
	case OpSub:
		return a - b
	case OpMul:
		return a * b
	case OpAnd:
		return a & b
	case OpOr:
		return a | b
	case OpXor:
		return a ^ b
	case OpShl:
		return a << (uint64(b) & 63)
	case OpShr:
		return int64(uint64(a) >> (uint64(b) & 63))
	case OpSar:
		return a >> (uint64(b) & 63)
	case OpNeg:
		return -a
	case OpNot:
		return ^a
	case OpEq:
		return b2i(a == b)
	case OpNe:
		return b2i(a != b)
	case OpLt:
		return b2i(a < b)
	case OpLe:
		return b2i(a <= b)
	case OpGt:
		return b2i(a > b)
	case OpGe:
		return b2i(a >= b)
	case OpUlt:
		return b2i(uint64(a) < uint64(b))
	case OpAddOvf:
		return b2i(AddOverflows(a, b))
	case OpSubOvf:
		return b2i(SubOverflows(a, b))
	case OpMulOvf:
		return b2i(MulOverflows(a, b))
	case OpFAdd:
		return fbits(f(a) + f(b))
	case OpFSub:
		return fbits(f(a) - f(b))
	case OpFMul:
		return fbits(f(a) * f(b))
	case OpFDiv:
		return fbits(f(a) / f(b))
	case OpFNeg:
		return fbits(-f(a))
	case OpFLt:
		return b2i(f(a) < f(b))
	case OpFLe:
		return b2i(f(a) <= f(b))
	case OpFEq:
		return b2i(f(a) == f(b))
	case OpIntToFloat:
		return fbits(float64(a))
	case OpFloatToInt:
		return floatToInt(f(a))
	case OpRefAddr:
		return RefAddr(a)
	}
	panic("ir.Eval: not a pure op: " + code.String())
}

// floatToInt truncates toward zero; NaN and out-of-range values give
// math.MinInt64, as the x86-64 conversion instruction does, so every
// backend agrees.
func floatToInt(x float64) int64 {
	if x != x || x >= 1<<63 || x < -(1<<63) {
		return math.MinInt64
	}
	return int64(x)
}

// AddOverflows reports whether the signed 64-bit a + b overflows:
// whether the wrapped sum's sign differs from both a's and b's.
func AddOverflows(a, b int64) bool { return (a^(a+b))&(b^(a+b)) < 0 }

// SubOverflows reports whether the signed 64-bit a - b overflows: a and b
// differ in sign and the wrapped difference's sign differs from a's.
func SubOverflows(a, b int64) bool { return (a^b)&(a^(a-b)) < 0 }

// MulOverflows reports whether the signed 64-bit a * b overflows.
func MulOverflows(a, b int64) bool {
	if a == 0 || b == 0 {
		return false
	}
	p := a * b
	return p/b != a || (a == -1 && b == math.MinInt64) || (b == -1 && a == math.MinInt64)
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}

func f(bits int64) float64  { return math.Float64frombits(uint64(bits)) }
func fbits(x float64) int64 { return int64(math.Float64bits(x)) }

// Scan8 is scan8's definition, shared by the recorder and the executor:
// starting at byte offset p of mem and stepping by stride (nonzero), the
// first offset whose byte is zero; if the walk leaves mem first (or p is
// outside it), the first offset outside. It reads nothing outside mem.
func Scan8(mem []byte, p, stride int64) int64 {
	for uint64(p) < uint64(len(mem)) && mem[p] != 0 {
		p += stride
	}
	return p
}
