package vm

import (
	"strings"

	"github.com/microjit/microjit/langs/minipy/compile"
)

var binDunder = [...]string{
	compile.NBAdd: "add", compile.NBAnd: "and", compile.NBFloorDivide: "floordiv", compile.NBLshift: "lshift",
	compile.NBMatrixMultiply: "matmul", compile.NBMultiply: "mul", compile.NBRemainder: "mod", compile.NBOr: "or",
	compile.NBPower: "pow", compile.NBRshift: "rshift", compile.NBSubtract: "sub", compile.NBTrueDivide: "truediv",
	compile.NBXor: "xor",
}

// binMethods are the dunder names of each binary operator: its own,
// reflected and in-place forms (__add__, __radd__, __iadd__).
var binMethods = func() (m [len(binDunder)][3]string) {
	for op, name := range binDunder {
		m[op] = [3]string{"__" + name + "__", "__r" + name + "__", "__i" + name + "__"}
	}
	return m
}()

// binaryOp is BINARY_OP: a op b, or a op= b when arg is an in-place form.
func (vm *VM) binaryOp(arg int, a, b Value) (Value, error) {
	op := arg
	inplace := arg >= compile.NBInplace
	if inplace {
		op -= compile.NBInplace
	}
	if x, ok := vm.obj(a).(*Str); ok && op == compile.NBAdd {
		if y, ok := vm.obj(b).(*Str); ok {
			return vm.concat(x, y), nil
		}
	}
	if v, ok, err := vm.numericOp(op, a, b); ok {
		return v, err
	}
	// Only an instance of a program's class has dunders of its own.
	_, ia := vm.obj(a).(*Instance)
	_, ib := vm.obj(b).(*Instance)
	if inplace {
		if ia {
			if r, ok, err := vm.callSpecial(a, binMethods[op][2], b); ok && (err != nil || r != NotImplemented) {
				return r, err
			}
		}
		switch o := vm.obj(a).(type) {
		case *ByteArray:
			switch op {
			case compile.NBAdd:
				bb, ok := vm.bytesOf(b)
				if !ok {
					return 0, vm.raise(vm.types.TypeError, "can't concat %s to bytearray", vm.typeName(b))
				}
				o.b = append(o.b, bb...)
				return a, nil
			case compile.NBMultiply:
				if n, ok := vm.repeatCount(b); ok {
					r, err := vm.bytesRepeat(o, o.b, n)
					if err != nil {
						return 0, err
					}
					o.b = vm.obj(r).(*ByteArray).b
					return a, nil
				}
			}
		case *List:
			switch op {
			case compile.NBAdd:
				items, err := vm.iterate(b)
				if err != nil {
					return 0, err
				}
				return a, vm.listExtend(o, items)
			case compile.NBMultiply:
				if n, ok := vm.repeatCount(b); ok {
					items, err := vm.repeat(o.items, n)
					if err != nil {
						return 0, err
					}
					o.items = items
					return a, nil
				}
			}
		case *Set:
			if _, ok := vm.obj(b).(*Set); ok && !o.frozen {
				if ok, err := vm.setInplace(op, o, b); ok {
					return a, err
				}
			}
		}
	}
	if ia {
		if r, ok, err := vm.callSpecial(a, binMethods[op][0], b); ok && (err != nil || r != NotImplemented) {
			return r, err
		}
	}
	if ib && vm.typeOf(a) != vm.typeOf(b) && !vm.formatsFirst(op, a, b) {
		if r, ok, err := vm.callSpecial(b, binMethods[op][1], a); ok && (err != nil || r != NotImplemented) {
			return r, err
		}
	}
	if v, ok, err := vm.seqOp(op, a, b); ok {
		return v, err
	}
	if v, ok, err := vm.complexOp(op, a, b); ok {
		return v, err
	}
	if na, nb := vm.unwrapNative(a), vm.unwrapNative(b); na != a || nb != b {
		r, err := vm.binaryOp(arg, na, nb)
		if pe, ok := err.(*PyError); !ok || !vm.isInstance(pe.Exc, vm.types.TypeError) ||
			!strings.HasPrefix(vm.excMessage(pe.Exc), "unsupported operand type(s)") {
			return r, err
		}
		// the subclasses' names, not their natives', as CPython says
	}
	if op == compile.NBOr && vm.unionMember(a) && vm.unionMember(b) {
		return vm.union(a, b), nil
	}
	sym := compile.BinaryOpSymbols[op]
	if inplace {
		sym += "="
	}
	if op == compile.NBPower {
		sym = "** or pow()"
	}
	return 0, vm.raise(vm.types.TypeError, "unsupported operand type(s) for %s: '%s' and '%s'", sym, vm.typeName(a), vm.typeName(b))
}

// formatsFirst reports whether a % b is a's formatting before b's
// __rmod__: a is a str or bytes, whose % (a number slot in CPython,
// unlike + and *) comes first unless b's class is a subclass of a's.
func (vm *VM) formatsFirst(op int, a, b Value) bool {
	if op != compile.NBRemainder {
		return false
	}
	switch vm.obj(a).(type) {
	case *Str, *Bytes, *ByteArray:
		return !vm.typeOf(b).isSubclass(vm.typeOf(a))
	}
	return false
}

// repeatCount is the int n of a sequence repetition.
func (vm *VM) repeatCount(n Value) (int, bool) {
	switch vm.numKindOf(n) {
	case numSmall:
		return int(max(smallOf(n), 0)), true
	case numBig:
		if vm.bigOfValue(n).Sign() < 0 {
			return 0, true
		}
		return 1 << 62, true
	}
	return 0, false
}

// viewSetOp is & | - ^ with a keys or items view on either side: both
// sides as sets, the other one any iterable (CPython's dict_keys and
// dict_items are sets).
func (vm *VM) viewSetOp(op int, a, b Value) (Value, bool, error) {
	switch op {
	case compile.NBAnd, compile.NBOr, compile.NBSubtract, compile.NBXor:
	default:
		return 0, false, nil
	}
	x, xview, err := vm.setOfView(a)
	if err != nil {
		return 0, true, err
	}
	y, yview, err := vm.setOfView(b)
	if err != nil || !xview && !yview {
		return 0, err != nil, err
	}
	asSet := func(v Value) (*Set, Value, error) {
		if s, ok := vm.obj(v).(*Set); ok && v.IsHandle() {
			return s, v, nil
		}
		items, err := vm.iterate(v)
		if err != nil {
			return nil, 0, err
		}
		s, err := vm.newSet(items, false)
		if err != nil {
			return nil, 0, err
		}
		return vm.obj(s).(*Set), s, nil
	}
	xs, xv, err := asSet(x)
	if err != nil {
		return 0, true, err
	}
	ys, yv, err := asSet(y)
	if err != nil {
		return 0, true, err
	}
	if xs.frozen {
		// the result is a set: a set with the frozenset's table
		c := &Set{}
		c.t.assign(&xs.t)
		xs = c
	}
	r, _, err := vm.setOp(op, xs, ys, xv, yv)
	return r, true, err
}

// seqOp is + and * on sequences, % on str, and the set operators.
func (vm *VM) seqOp(op int, a, b Value) (Value, bool, error) {
	if !a.IsHandle() && !b.IsHandle() {
		return 0, false, nil
	}
	var oa, ob any
	if a.IsHandle() {
		oa = vm.obj(a)
	}
	if b.IsHandle() {
		ob = vm.obj(b)
	}
	if op == compile.NBMultiply {
		if _, ok := vm.repeatCount(a); ok && ob != nil {
			a, b, oa, ob = b, a, ob, oa
		}
		n, ok := vm.repeatCount(b)
		if !ok {
			switch oa.(type) {
			case *Str, *List, *Tuple, *Bytes, *ByteArray:
				return 0, true, vm.raise(vm.types.TypeError, "can't multiply sequence by non-int of type '%s'", vm.typeName(b))
			}
			return 0, false, nil
		}
		switch x := oa.(type) {
		case *Bytes:
			v, err := vm.bytesRepeat(x, x.b, n)
			return v, true, err
		case *ByteArray:
			v, err := vm.bytesRepeat(x, x.b, n)
			return v, true, err
		case *Str:
			if n > 0 && len(x.s) > maxSeqLen/n {
				return 0, true, vm.memoryError()
			}
			if err := vm.reserveItems(max(n, 0), len(x.s)); err != nil {
				return 0, true, err
			}
			return vm.str(strings.Repeat(x.s, n)), true, nil
		case *List:
			items, err := vm.repeat(x.items, n)
			if err != nil {
				return 0, true, err
			}
			return vm.list(items), true, nil
		case *Tuple:
			items, err := vm.repeat(x.items, n)
			if err != nil {
				return 0, true, err
			}
			return vm.tuple(items), true, nil
		}
		return 0, false, nil
	}
	if r, ok, err := vm.viewSetOp(op, a, b); ok {
		return r, true, err
	}
	switch x := oa.(type) {
	case *Bytes, *ByteArray:
		return vm.bytesOp(op, x, a, b)
	case *Str:
		switch op {
		case compile.NBAdd:
			if y, ok := ob.(*Str); ok {
				if err := vm.reserve(len(x.s) + len(y.s)); err != nil {
					return 0, true, err
				}
				return vm.concat(x, y), true, nil
			}
			return 0, true, vm.raise(vm.types.TypeError, "can only concatenate str (not \"%s\") to str", vm.typeName(b))
		case compile.NBRemainder:
			v, err := vm.percentFormat(x.s, b)
			return v, true, err
		}
	case *List:
		if op == compile.NBAdd {
			if y, ok := ob.(*List); ok {
				if err := vm.reserveItems(len(x.items)+len(y.items), valueBytes); err != nil {
					return 0, true, err
				}
				items := make([]Value, 0, len(x.items)+len(y.items))
				return vm.list(append(append(items, x.items...), y.items...)), true, nil
			}
			return 0, true, vm.raise(vm.types.TypeError, "can only concatenate list (not \"%s\") to list", vm.typeName(b))
		}
	case *Tuple:
		if op == compile.NBAdd {
			if y, ok := ob.(*Tuple); ok {
				if err := vm.reserveItems(len(x.items)+len(y.items), valueBytes); err != nil {
					return 0, true, err
				}
				items := make([]Value, 0, len(x.items)+len(y.items))
				return vm.tuple(append(append(items, x.items...), y.items...)), true, nil
			}
			return 0, true, vm.raise(vm.types.TypeError, "can only concatenate tuple (not \"%s\") to tuple", vm.typeName(b))
		}
	case *Set:
		if y, ok := ob.(*Set); ok {
			return vm.setOp(op, x, y, a, b)
		}
	case *Dict:
		if y, ok := ob.(*Dict); ok && op == compile.NBOr {
			d := vm.copyDict(x)
			for _, e := range y.entries {
				if e.used {
					if err := vm.dictSet(d, e.key, e.val); err != nil {
						return 0, true, err
					}
				}
			}
			return vm.newObj(d), true, nil
		}
	}
	return 0, false, nil
}

// maxSeqLen bounds the sequences repetition makes (MemoryError beyond).
const maxSeqLen = 1 << 31

func (vm *VM) repeat(items []Value, n int) ([]Value, error) {
	if n > 0 && len(items) > maxSeqLen/n {
		return nil, vm.memoryError()
	}
	if err := vm.reserveItems(max(n, 0)*len(items), valueBytes); err != nil {
		return nil, err
	}
	out := make([]Value, 0, len(items)*n)
	for range n {
		out = append(out, items...)
	}
	return out, nil
}

// unaryOp is UNARY_NEGATIVE, UNARY_POSITIVE and UNARY_INVERT.
func (vm *VM) unaryOp(op compile.Opcode, v Value) (Value, error) {
	k := vm.numKindOf(v)
	switch op {
	case compile.UNARY_NEGATIVE:
		switch k {
		case numSmall:
			return vm.Int(-smallOf(v)), nil
		case numFloat:
			return vm.Float(-v.Float()), nil
		case numBig:
			return vm.bigOp(compile.NBSubtract, vm.bigOfValue(smallInt(0)), vm.bigOfValue(v))
		}
		if c, ok := vm.obj(v).(*Complex); ok && v.IsHandle() {
			return vm.complexValue(-c.c), nil
		}
		if r, ok, err := vm.callSpecial(v, "__neg__"); ok {
			return r, err
		}
		return 0, vm.raise(vm.types.TypeError, "bad operand type for unary -: '%s'", vm.typeName(v))
	case compile.UNARY_POSITIVE:
		switch k {
		case numSmall:
			return vm.Int(smallOf(v)), nil
		case numFloat, numBig:
			return v, nil
		}
		if c, ok := vm.obj(v).(*Complex); ok && v.IsHandle() {
			return vm.complexValue(c.c), nil
		}
		if r, ok, err := vm.callSpecial(v, "__pos__"); ok {
			return r, err
		}
		return 0, vm.raise(vm.types.TypeError, "bad operand type for unary +: '%s'", vm.typeName(v))
	default:
		switch k {
		case numSmall:
			return vm.Int(^smallOf(v)), nil
		case numBig:
			return vm.bigOp(compile.NBXor, vm.bigOfValue(v), vm.bigOfValue(smallInt(-1)))
		}
		if r, ok, err := vm.callSpecial(v, "__invert__"); ok {
			return r, err
		}
		return 0, vm.raise(vm.types.TypeError, "bad operand type for unary ~: '%s'", vm.typeName(v))
	}
}
