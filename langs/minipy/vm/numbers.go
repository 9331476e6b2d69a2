package vm

import (
	"math"
	"math/big"
	"math/bits"

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
	// Two ints, each immediate or big, go straight to their arithmetic,
	// each big one looked up once.
	ba, aBig := vm.obj(a).(*BigInt)
	bb, bBig := vm.obj(b).(*BigInt)
	if (aBig || a.IsInt()) && (bBig || b.IsInt()) {
		x, xok := a.Int(), !aBig
		if aBig && !ba.isBig {
			x, xok = ba.i, true
		}
		y, yok := b.Int(), !bBig
		if bBig && !bb.isBig {
			y, yok = bb.i, true
		}
		if xok && yok {
			v, err := vm.smallOp(op, x, y)
			return v, v != Null || err != nil, err
		}
		var p, q *big.Int
		if aBig {
			p = ba.big()
		} else {
			p = vm.bigScratch[0].SetInt64(x)
		}
		if bBig {
			q = bb.big()
		} else {
			q = vm.bigScratch[1].SetInt64(y)
		}
		v, err := vm.bigOp(op, p, q)
		return v, v != Null || err != nil, err
	}
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
	v, err := vm.bigOp(op, vm.bigOperand(a, 0), vm.bigOperand(b, 1))
	return v, v != Null || err != nil, err
}

// int64Of is an int that fits 64 bits.
func (vm *VM) int64Of(v Value, k numKind) (int64, bool) {
	if k == numSmall {
		return smallOf(v), true
	}
	if b := vm.obj(v).(*BigInt); !b.isBig {
		return b.i, true
	}
	return 0, false
}

// int64Item is v as an int64 when v is an int (or a bool) that fits 64
// bits.
func (vm *VM) int64Item(v Value) (int64, bool) {
	if k := vm.numKindOf(v); k == numSmall || k == numBig {
		return vm.int64Of(v, k)
	}
	return 0, false
}

// bigOperand is an int as a *big.Int for an operation that does not
// keep it: a big int's own, or for a small one the VM's scratch slot i
// (0 or 1), so that making it allocates nothing.
func (vm *VM) bigOperand(v Value, i int) *big.Int {
	if b, ok := vm.obj(v).(*BigInt); ok {
		return b.big()
	}
	return vm.bigScratch[i].SetInt64(smallOf(v))
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
	// a temporary holding an int64 is left to Int (its i is not in n)
	out, reused := vm.reuse, vm.reuse != nil && vm.reuse.isBig
	if reused {
		vm.reuse = nil
	} else {
		out = vm.newBig()
	}
	r := &out.n
	switch op {
	case compile.NBAdd:
		r.Add(a, b)
	case compile.NBSubtract:
		r.Sub(a, b)
	case compile.NBMultiply:
		if err := vm.reserveBits(uint64(a.BitLen()) + uint64(b.BitLen())); err != nil {
			return 0, err
		}
		if reused && out.ownDigits() {
			// math/big multiplies an operand's digits into new ones;
			// the temporary's go to scratch, for the next product
			t := &vm.bigSwap
			t.Mul(a, b)
			out.n, *t = *t, out.n
			break
		}
		r.Mul(a, b)
	case compile.NBFloorDivide, compile.NBRemainder:
		if b.Sign() == 0 {
			if op == compile.NBRemainder {
				return 0, vm.raise(vm.types.ZeroDivisionError, "integer modulo by zero")
			}
			return 0, vm.raise(vm.types.ZeroDivisionError, "integer division or modulo by zero")
		}
		if op == compile.NBRemainder {
			if m, ok := remWord(a, b); ok {
				return vm.Int(m), nil
			}
			// the quotient goes to scratch: only the remainder is kept
			vm.bigQuo.QuoRem(a, b, r)
			if r.Sign() != 0 && (r.Sign() < 0) != (b.Sign() < 0) {
				r.Add(r, b)
			}
			break
		}
		if k := b.TrailingZeroBits(); b.Sign() > 0 && uint(b.BitLen()) == k+1 {
			r.Rsh(a, k) // a power of two: the shift floors as // does
			break
		}
		m := &vm.bigRem
		if reused && out.ownDigits() {
			t := &vm.bigSwap // as for a product
			t.QuoRem(a, b, m)
			out.n, *t = *t, out.n
		} else {
			r.QuoRem(a, b, m)
		}
		if m.Sign() != 0 && (m.Sign() < 0) != (b.Sign() < 0) {
			r.Sub(r, bigOne)
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
	if !reused {
		return vm.bigResult(out), nil
	}
	if out.n.IsInt64() {
		return vm.Int(out.n.Int64()), nil // the temporary is dropped
	}
	return vm.reuseVal, nil
}

// binaryOpTemp is binaryOp for a BINARY_OP with binTemp flags. The int
// an operation of two ints makes is a new object; if the operation is
// marked binTempOf, the next one takes it from the stack, and no one
// else can have it: then that one may compute into it, as CPython
// reuses the memory a temporary freed (in pi's spigot, (2 * q + r) * odd
// computes the sum into 2 * q's int and the product into the sum's),
// which saves an object, its handle and, for an addition, the digits.
// fresh says which int an operation marked binTempOf made (it is cleared
// when the operands are not two ints, as a program's dunder may return
// an int it keeps, and by step's BINARY_OP); an operand marked as a
// temporary is one only if it is fresh.
func (vm *VM) binaryOpTemp(arg int, flags uint32, a, b Value) (Value, error) {
	ba, aBig := vm.obj(a).(*BigInt)
	bb, bBig := vm.obj(b).(*BigInt)
	if !(aBig || a.IsInt()) || !(bBig || b.IsInt()) {
		vm.fresh = 0
		v, err := vm.binaryOp(arg, a, b)
		vm.fresh = 0
		return v, err
	}
	op := arg
	if op >= compile.NBInplace {
		op -= compile.NBInplace
	}
	if f := vm.fresh; f != 0 {
		vm.fresh = 0
		switch {
		case flags&binTempLeft != 0 && aBig && a == f:
			vm.reuse, vm.reuseVal = ba, a
		case flags&binTempRight != 0 && bBig && b == f &&
			(!bb.isBig || op != compile.NBFloorDivide && op != compile.NBRemainder):
			// a big divisor is read again after the quotient is made (an
			// int64 one is read into a word first)
			vm.reuse, vm.reuseVal = bb, b
		}
	}
	v, ok, err := vm.numericOp(op, a, b)
	vm.reuse, vm.reuseVal = nil, 0
	if !ok {
		return vm.binaryOp(arg, a, b)
	}
	if err == nil && flags&binTempOf != 0 && v.IsHandle() {
		vm.fresh = v
	}
	return v, err
}

// bigOne is 1.
var bigOne = big.NewInt(1)

// remWord is Python's a % b when b fits an int64: the remainder of a's
// magnitude by one machine word, digit by digit, with no allocation (a
// big quotient would be made only to be dropped).
func remWord(a, b *big.Int) (int64, bool) {
	if !b.IsInt64() || b.Int64() == math.MinInt64 || bits.UintSize != 64 {
		return 0, false
	}
	d := b.Int64()
	ad := uint(d)
	if d < 0 {
		ad = uint(-d)
	}
	var r uint
	words := a.Bits()
	for i := len(words) - 1; i >= 0; i-- {
		_, r = bits.Div(r, uint(words[i]), ad)
	}
	if r != 0 && (a.Sign() < 0) != (d < 0) {
		r = ad - r
	}
	if d < 0 {
		return -int64(r), true
	}
	return int64(r), true
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
		if a < 0 && b != math.Trunc(b) && !math.IsInf(b, 0) && !math.IsNaN(b) {
			// a negative base to a fractional power is complex, as in CPython
			c, err := vm.complexPow(complex(a, 0), complex(b, 0))
			if err != nil {
				return 0, err
			}
			return vm.complexValue(c), nil
		}
		r, err := pylib.FloatPow(a, b)
		return vm.Float(r), vm.pyErr(err)
	}
	return Null, nil
}

// numCompare compares two numbers: -1, 0, 1, or 2 for unordered (NaN);
// ok is false if either is not a number.
func (vm *VM) numCompare(a, b Value) (int, bool) {
	if ba, ok := vm.obj(a).(*BigInt); ok && ba.isBig {
		if bb, ok := vm.obj(b).(*BigInt); ok && bb.isBig {
			return ba.n.Cmp(&bb.n), true
		} else if b.IsInt() {
			return ba.n.Sign(), true // beyond int64, so beyond any immediate
		}
	} else if ok && b.IsInt() {
		x, y := ba.i, b.Int()
		return cmp3(x < y, x > y), true
	}
	if bb, ok := vm.obj(b).(*BigInt); ok && a.IsInt() {
		if bb.isBig {
			return -bb.n.Sign(), true
		}
		x, y := a.Int(), bb.i
		return cmp3(x < y, x > y), true
	}
	ka, kb := vm.numKindOf(a), vm.numKindOf(b)
	if ka == numNone || kb == numNone {
		return 0, false
	}
	if ka == numSmall && kb == numSmall {
		x, y := smallOf(a), smallOf(b)
		return cmp3(x < y, x > y), true
	}
	if ka != numFloat && kb != numFloat {
		return vm.bigOperand(a, 0).Cmp(vm.bigOperand(b, 1)), true
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
