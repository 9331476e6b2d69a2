package vm

import (
	"math"
	"math/big"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/minipy/compile"
	"github.com/microjit/microjit/langs/minipy/pylib"
)

// numKind classifies an operand of arithmetic.
type numKind uint8

const (
	numNone  numKind = iota
	numSmall         // an immediate int or a bool
	numBig
	numFloat
)

func (vm *VM) numKindOf(v Value) numKind {
	switch {
	case v.IsInt(), v == True, v == False:
		return numSmall
	case v.IsFloat():
		return numFloat
	case v.IsHandle():
		if _, ok := vm.obj(v).(*BigInt); ok {
			return numBig
		}
	}
	return numNone
}

// smallOf is the int64 of an immediate int or bool.
func smallOf(v Value) int64 {
	switch v {
	case True:
		return 1
	case False:
		return 0
	}
	return v.Int()
}

// bigOfValue is an int as a new *big.Int (the BigInt's own for big ones:
// do not modify it).
func (vm *VM) bigOfValue(v Value) *big.Int {
	if b, ok := vm.obj(v).(*BigInt); ok && v.IsHandle() {
		return b.big()
	}
	return big.NewInt(smallOf(v))
}

// toFloat converts a number to float64.
func (vm *VM) toFloat(v Value, k numKind) (float64, error) {
	switch k {
	case numSmall:
		return float64(smallOf(v)), nil
	case numBig:
		f, acc := new(big.Float).SetInt(vm.bigOfValue(v)).Float64()
		if math.IsInf(f, 0) && acc != big.Exact {
			return 0, vm.raise(vm.types.OverflowError, "int too large to convert to float")
		}
		return f, nil
	}
	return v.Float(), nil
}

// numericOp computes a op b for numbers; ok is false if either is not a
// number.
func (vm *VM) numericOp(op int, a, b Value) (Value, bool, error) {
	ka, kb := vm.numKindOf(a), vm.numKindOf(b)
	if ka == numNone || kb == numNone {
		return 0, false, nil
	}
	if ka == numFloat || kb == numFloat {
		x, err := vm.toFloat(a, ka)
		if err != nil {
			return 0, true, err
		}
		y, err := vm.toFloat(b, kb)
		if err != nil {
			return 0, true, err
		}
		v, err := vm.floatOp(op, x, y)
		return v, v != Null || err != nil, err
	}
	if isBool(a) && isBool(b) && (op == compile.NBAnd || op == compile.NBOr || op == compile.NBXor) {
		x, y := a == True, b == True
		switch op {
		case compile.NBAnd:
			return boolOf(x && y), true, nil
		case compile.NBOr:
			return boolOf(x || y), true, nil
		}
		return boolOf(x != y), true, nil
	}
	if x, ok := vm.int64Of(a, ka); ok {
		if y, ok := vm.int64Of(b, kb); ok {
			v, err := vm.smallOp(op, x, y)
			return v, v != Null || err != nil, err
		}
	}
	v, err := vm.bigOp(op, vm.bigOfValue(a), vm.bigOfValue(b))
	return v, v != Null || err != nil, err
}

// int64Of is an int that fits 64 bits.
func (vm *VM) int64Of(v Value, k numKind) (int64, bool) {
	if k == numSmall {
		return smallOf(v), true
	}
	b := vm.obj(v).(*BigInt)
	if b.n == nil {
		return b.i, true
	}
	if b.n.IsInt64() {
		return b.n.Int64(), true
	}
	return 0, false
}

// floorDiv and floorMod are Python's // and % on int64 (b != 0).
func floorDiv(a, b int64) int64 {
	q := a / b
	if (a%b != 0) && ((a < 0) != (b < 0)) {
		q--
	}
	return q
}

func floorMod(a, b int64) int64 {
	m := a % b
	if m != 0 && ((m < 0) != (b < 0)) {
		m += b
	}
	return m
}

// smallOp is op on two int64s, or Null if op does not apply to ints.
func (vm *VM) smallOp(op int, a, b int64) (Value, error) {
	switch op {
	case compile.NBAdd:
		if c := a + b; (c > a) == (b > 0) {
			return vm.Int(c), nil
		}
	case compile.NBSubtract:
		if c := a - b; (c < a) == (b > 0) {
			return vm.Int(c), nil
		}
	case compile.NBMultiply:
		if hi, lo := mul64(a, b); hi {
			return vm.bigOf(new(big.Int).Mul(big.NewInt(a), big.NewInt(b))), nil
		} else {
			return vm.Int(lo), nil
		}
	case compile.NBFloorDivide:
		if b == 0 {
			return 0, vm.raise(vm.types.ZeroDivisionError, "integer division or modulo by zero")
		}
		if b != -1 {
			return vm.Int(floorDiv(a, b)), nil
		}
	case compile.NBRemainder:
		if b == 0 {
			return 0, vm.raise(vm.types.ZeroDivisionError, "integer modulo by zero")
		}
		if b != -1 {
			return vm.Int(floorMod(a, b)), nil
		}
	case compile.NBTrueDivide:
		if b == 0 {
			return 0, vm.raise(vm.types.ZeroDivisionError, "division by zero")
		}
		if a < 1<<53 && a > -(1<<53) && b < 1<<53 && b > -(1<<53) {
			return vm.Float(float64(a) / float64(b)), nil
		}
	case compile.NBAnd:
		return vm.Int(a & b), nil
	case compile.NBOr:
		return vm.Int(a | b), nil
	case compile.NBXor:
		return vm.Int(a ^ b), nil
	case compile.NBRshift:
		if b < 0 {
			return 0, vm.raise(vm.types.ValueError, "negative shift count")
		}
		return vm.Int(a >> min(b, 63)), nil
	case compile.NBLshift:
		if b < 0 {
			return 0, vm.raise(vm.types.ValueError, "negative shift count")
		}
		if b < 16 && a>>(62-b) == 0 {
			return vm.Int(a << b), nil
		}
	case compile.NBPower:
		if b >= 0 {
			r, ok := int64(1), true
			x, e := a, b
			for e > 0 && ok {
				if e&1 == 1 {
					var hi bool
					hi, r = mul64(r, x)
					ok = !hi
				}
				e >>= 1
				if e > 0 {
					var hi bool
					hi, x = mul64(x, x)
					ok = ok && !hi
				}
			}
			if ok {
				return vm.Int(r), nil
			}
		}
	}
	return vm.bigOp(op, big.NewInt(a), big.NewInt(b))
}

// mul64 multiplies, reporting overflow of int64.
func mul64(a, b int64) (bool, int64) {
	if a == 0 || b == 0 {
		return false, 0
	}
	c := a * b
	if c/b != a || (a == -1 && b == math.MinInt64) || (b == -1 && a == math.MinInt64) {
		return true, 0
	}
	return false, c
}

// bigOp is op on two ints of any size, or Null.
func (vm *VM) bigOp(op int, a, b *big.Int) (Value, error) {
	r := new(big.Int)
	switch op {
	case compile.NBAdd:
		r.Add(a, b)
	case compile.NBSubtract:
		r.Sub(a, b)
	case compile.NBMultiply:
		if err := vm.reserveBits(uint64(a.BitLen()) + uint64(b.BitLen())); err != nil {
			return 0, err
		}
		r.Mul(a, b)
	case compile.NBFloorDivide, compile.NBRemainder:
		if b.Sign() == 0 {
			if op == compile.NBRemainder {
				return 0, vm.raise(vm.types.ZeroDivisionError, "integer modulo by zero")
			}
			return 0, vm.raise(vm.types.ZeroDivisionError, "integer division or modulo by zero")
		}
		q, m := new(big.Int).QuoRem(a, b, new(big.Int))
		if m.Sign() != 0 && (m.Sign() < 0) != (b.Sign() < 0) {
			q.Sub(q, big.NewInt(1))
			m.Add(m, b)
		}
		if op == compile.NBFloorDivide {
			r = q
		} else {
			r = m
		}
	case compile.NBTrueDivide:
		if b.Sign() == 0 {
			return 0, vm.raise(vm.types.ZeroDivisionError, "division by zero")
		}
		f, _ := new(big.Rat).SetFrac(a, b).Float64()
		if math.IsInf(f, 0) {
			return 0, vm.raise(vm.types.OverflowError, "integer division result too large for a float")
		}
		return vm.Float(f), nil
	case compile.NBAnd:
		r.And(a, b)
	case compile.NBOr:
		r.Or(a, b)
	case compile.NBXor:
		r.Xor(a, b)
	case compile.NBLshift, compile.NBRshift:
		if b.Sign() < 0 {
			return 0, vm.raise(vm.types.ValueError, "negative shift count")
		}
		if !b.IsInt64() || b.Int64() > 1<<31 {
			if op == compile.NBRshift {
				if a.Sign() < 0 {
					return smallInt(-1), nil
				}
				return smallInt(0), nil
			}
			if a.Sign() == 0 {
				return smallInt(0), nil
			}
			return 0, vm.raise(vm.types.OverflowError, "too many digits in integer")
		}
		if op == compile.NBLshift {
			if err := vm.reserveBits(uint64(a.BitLen()) + uint64(b.Int64())); err != nil {
				return 0, err
			}
			r.Lsh(a, uint(b.Int64()))
		} else {
			r.Rsh(a, uint(b.Int64()))
		}
	case compile.NBPower:
		if b.Sign() < 0 {
			x, err := vm.toFloat(vm.bigOf(a), numBig)
			if err != nil {
				return 0, err
			}
			y, _ := new(big.Float).SetInt(b).Float64()
			return vm.floatOp(op, x, y)
		}
		if b.BitLen() > 32 && a.CmpAbs(big.NewInt(1)) > 0 {
			return 0, vm.raise(vm.types.OverflowError, "too many digits in integer")
		}
		if a.CmpAbs(big.NewInt(1)) > 0 {
			if err := vm.reserveBits(uint64(a.BitLen()) * b.Uint64()); err != nil {
				return 0, err
			}
		}
		r.Exp(a, b, nil)
	default:
		return Null, nil
	}
	return vm.bigOf(r), nil
}

// floatOp is op on two floats, or Null.
func (vm *VM) floatOp(op int, a, b float64) (Value, error) {
	switch op {
	case compile.NBAdd:
		return vm.Float(a + b), nil
	case compile.NBSubtract:
		return vm.Float(a - b), nil
	case compile.NBMultiply:
		return vm.Float(a * b), nil
	case compile.NBTrueDivide:
		if b == 0 {
			return 0, vm.raise(vm.types.ZeroDivisionError, "float division by zero")
		}
		return vm.Float(a / b), nil
	case compile.NBFloorDivide:
		q, err := pylib.FloatFloorDiv(a, b)
		return vm.Float(q), vm.pyErr(err)
	case compile.NBRemainder:
		m, err := pylib.FloatMod(a, b)
		return vm.Float(m), vm.pyErr(err)
	case compile.NBPower:
		r, err := pylib.FloatPow(a, b)
		return vm.Float(r), vm.pyErr(err)
	}
	return Null, nil
}

// numCompare compares two numbers: -1, 0, 1, or 2 for unordered (NaN);
// ok is false if either is not a number.
func (vm *VM) numCompare(a, b Value) (int, bool) {
	ka, kb := vm.numKindOf(a), vm.numKindOf(b)
	if ka == numNone || kb == numNone {
		return 0, false
	}
	if ka == numSmall && kb == numSmall {
		x, y := smallOf(a), smallOf(b)
		return cmp3(x < y, x > y), true
	}
	if ka != numFloat && kb != numFloat {
		return vm.bigOfValue(a).Cmp(vm.bigOfValue(b)), true
	}
	if ka == numFloat && kb == numFloat {
		x, y := a.Float(), b.Float()
		if x != x || y != y {
			return 2, true
		}
		return cmp3(x < y, x > y), true
	}
	// int against float: exact comparison
	var f float64
	var i Value
	sign := 1
	if ka == numFloat {
		f, i = a.Float(), b
	} else {
		f, i = b.Float(), a
		sign = -1
	}
	if f != f {
		return 2, true
	}
	if math.IsInf(f, 0) {
		if f > 0 {
			return sign, true
		}
		return -sign, true
	}
	bf := new(big.Float).SetPrec(2000).SetFloat64(f)
	bi := new(big.Float).SetPrec(2000).SetInt(vm.bigOfValue(i))
	return sign * bf.Cmp(bi), true
}

func cmp3(lt, gt bool) int {
	switch {
	case lt:
		return -1
	case gt:
		return 1
	}
	return 0
}

// fastFloat is BINARY_OP's fast path for two floats or a float and a
// small int: + - * and / by a non-zero number.
func fastFloat(op int32, a, b Value) (Value, bool) {
	var x, y float64
	switch {
	case a.IsFloat() && b.IsFloat():
		x, y = a.Float(), b.Float()
	case a.IsFloat() && b.IsInt():
		x, y = a.Float(), float64(b.Int())
	case a.IsInt() && b.IsFloat():
		x, y = float64(a.Int()), b.Float()
	default:
		return 0, false
	}
	switch op {
	case compile.NBAdd, compile.NBInplace + compile.NBAdd:
		return heap.Float(x + y), true
	case compile.NBSubtract, compile.NBInplace + compile.NBSubtract:
		return heap.Float(x - y), true
	case compile.NBMultiply, compile.NBInplace + compile.NBMultiply:
		return heap.Float(x * y), true
	case compile.NBTrueDivide, compile.NBInplace + compile.NBTrueDivide:
		if y != 0 {
			return heap.Float(x / y), true
		}
	}
	return 0, false
}

// fastFloatCompare is COMPARE_OP's fast path for two floats.
func fastFloatCompare(op int32, a, b Value) (Value, bool) {
	if !a.IsFloat() || !b.IsFloat() {
		return 0, false
	}
	x, y := a.Float(), b.Float()
	var r bool
	switch op {
	case compile.CmpLt:
		r = x < y
	case compile.CmpLe:
		r = x <= y
	case compile.CmpEq:
		r = x == y
	case compile.CmpNe:
		r = x != y
	case compile.CmpGt:
		r = x > y
	default:
		r = x >= y
	}
	return heap.Bool(r), true
}
