package vm

import (
	"bytes"
	"strings"

	"github.com/microjit/microjit/langs/minipy/compile"
	"github.com/microjit/microjit/langs/minipy/pylib"
)

// userMethod finds name on a program's class, not looking into the
// built-in classes of its MRO (whose behaviour the Go code implements):
// a built-in class that defines name before a program's class in the
// MRO (int's __hash__ before Enum's in an IntEnum) hides it.
func (vm *VM) userMethod(c *Class, name string) (Value, bool) {
	for _, k := range c.mro {
		if k.builtin {
			if k != vm.types.object {
				if _, ok := k.attrs[name]; ok {
					return 0, false
				}
			}
			continue
		}
		if v, ok := k.attrs[name]; ok {
			return v, true
		}
	}
	return 0, false
}

// special returns the method name of v's class when v is an instance of
// a program's class that defines it.
func (vm *VM) special(v Value, name string) (Value, bool) {
	if !v.IsHandle() {
		return 0, false
	}
	switch o := vm.obj(v).(type) {
	case *Instance:
		return vm.userMethod(o.cls, name)
	case *Class:
		return vm.metaMethod(o, name)
	}
	return 0, false
}

// callSpecial calls v's method name with args, if defined.
func (vm *VM) callSpecial(v Value, name string, args ...Value) (Value, bool, error) {
	m, ok := vm.special(v, name)
	if !ok {
		return 0, false, nil
	}
	if m.IsHandle() {
		switch o := vm.obj(m).(type) {
		case *StaticMethod:
			r, err := vm.callFromGo(o.fn, args, nil)
			return r, true, err
		case *ClassMethod:
			r, err := vm.callFromGo(o.fn, append([]Value{vm.typeOf(v).self}, args...), nil)
			return r, true, err
		}
	}
	r, err := vm.callFromGo(m, vm.prepend(v, args), nil)
	return r, true, err
}

// truth is bool(v).
func (vm *VM) truth(v Value) (bool, error) {
	switch {
	case v == True:
		return true, nil
	case v == False, v == None:
		return false, nil
	case v.IsInt():
		return v != 0, nil
	case v.IsFloat():
		return v.Float() != 0, nil
	case !v.IsHandle():
		return true, nil
	}
	switch o := vm.obj(v).(type) {
	case *Str:
		return o.s != "", nil
	case *List:
		return len(o.items) > 0, nil
	case *Tuple:
		return len(o.items) > 0, nil
	case *Dict:
		return o.live > 0, nil
	case *Set:
		return o.t.used > 0, nil
	case *Bytes:
		return len(o.b) > 0, nil
	case *Complex:
		return o.c != 0, nil
	case *ByteArray:
		return len(o.b) > 0, nil
	case *BigInt:
		return true, nil
	case *Range:
		return rangeLen(o) > 0, nil
	case *dictView:
		return o.d.live > 0, nil
	case *Instance:
		if r, ok, err := vm.callSpecial(v, "__bool__"); ok {
			if err != nil {
				return false, err
			}
			if !isBool(r) {
				return false, vm.raise(vm.types.TypeError, "__bool__ should return bool, returned %s", vm.typeName(r))
			}
			return r == True, nil
		}
		if n, ok := vm.nativeFor(o, "__len__"); ok {
			return vm.truth(n)
		}
		if r, ok, err := vm.callSpecial(v, "__len__"); ok {
			if err != nil {
				return false, err
			}
			n, err := vm.lenResult(r)
			return n > 0, err
		}
	}
	return true, nil
}

// eq is a == b as a Go bool, as containers compare (CPython's
// PyObject_RichCompareBool): identity first, so a NaN is equal to itself
// in a list, a tuple or a dict (equal words are one object: floats are
// unboxed).
func (vm *VM) eq(a, b Value) (bool, error) {
	if a == b {
		return true, nil
	}
	r, err := vm.compare(compile.CmpEq, a, b)
	if err != nil {
		return false, err
	}
	if r == True || r == False {
		return r == True, nil
	}
	return vm.truth(r)
}

var swappedCmp = [...]int{compile.CmpLt: compile.CmpGt, compile.CmpLe: compile.CmpGe, compile.CmpEq: compile.CmpEq,
	compile.CmpNe: compile.CmpNe, compile.CmpGt: compile.CmpLt, compile.CmpGe: compile.CmpLe}

var cmpDunder = [...]string{compile.CmpLt: "__lt__", compile.CmpLe: "__le__", compile.CmpEq: "__eq__",
	compile.CmpNe: "__ne__", compile.CmpGt: "__gt__", compile.CmpGe: "__ge__"}

// cmpResult turns a three-way result into op's answer.
func cmpResult(op, c int) bool {
	if c == 2 { // unordered
		return op == compile.CmpNe
	}
	switch op {
	case compile.CmpLt:
		return c < 0
	case compile.CmpLe:
		return c <= 0
	case compile.CmpEq:
		return c == 0
	case compile.CmpNe:
		return c != 0
	case compile.CmpGt:
		return c > 0
	}
	return c >= 0
}

// compare is a op b (COMPARE_OP).
func (vm *VM) compare(op int, a, b Value) (Value, error) {
	if x, ok := vm.obj(a).(*Str); ok {
		if y, ok := vm.obj(b).(*Str); ok {
			return boolOf(cmpResult(op, strings.Compare(x.s, y.s))), nil
		}
	}
	if c, ok := vm.numCompare(a, b); ok {
		return boolOf(cmpResult(op, c)), nil
	}
	// two tuples (not of subclasses, whose methods could differ) compare
	// item by item, without the lookups of their methods
	if x, ok := vm.obj(a).(*Tuple); ok {
		if y, ok := vm.obj(b).(*Tuple); ok {
			c, _, err := vm.nestedSeqCompare(op, x.items, y.items)
			if err != nil {
				return 0, err
			}
			return boolOf(cmpResult(op, c)), nil
		}
	}
	// the reflected method of a subclass comes first; then a's, then b's
	r, aDefines, err := vm.callCompare(a, op, b)
	if aDefines && (err != nil || r != NotImplemented) {
		return r, err
	}
	r, bDefines, err := vm.callCompare(b, swappedCmp[op], a)
	if bDefines && (err != nil || r != NotImplemented) {
		return r, err
	}
	// a subclass of a built-in compares as the built-in unless both
	// sides' own methods declined (then == is identity)
	if na, nb := vm.unwrapNative(a), vm.unwrapNative(b); (na != a || nb != b) && !(aDefines && bDefines) {
		return vm.compare(op, na, nb)
	}
	c, ok, err := vm.builtinCompare(op, a, b)
	if err != nil {
		return 0, err
	}
	if ok {
		return boolOf(cmpResult(op, c)), nil
	}
	if r, ok, err := vm.complexCompare(op, a, b); ok {
		return r, err
	}
	switch op {
	case compile.CmpEq:
		return boolOf(a == b), nil
	case compile.CmpNe:
		return boolOf(a != b), nil
	}
	return 0, vm.raise(vm.types.TypeError, "'%s' not supported between instances of '%s' and '%s'",
		compile.CompareOpSymbols[op], vm.typeName(a), vm.typeName(b))
}

// callCompare calls x's comparison method for op with y, if its class
// defines one. A class without __ne__ inherits object's, which inverts
// the class's __eq__ (NotImplemented stays NotImplemented), or, in a
// subclass of a built-in, the built-in's (compare's native comparison).
func (vm *VM) callCompare(x Value, op int, y Value) (Value, bool, error) {
	r, ok, err := vm.callSpecial(x, cmpDunder[op], y)
	if ok || op != compile.CmpNe {
		return r, ok, err
	}
	if vm.unwrapNative(x) != x {
		return 0, false, nil
	}
	r, ok, err = vm.callSpecial(x, "__eq__", y)
	if !ok || err != nil || r == NotImplemented {
		return r, ok, err
	}
	t, err := vm.truth(r)
	return boolOf(!t), true, err
}

// builtinCompare compares built-in values of one kind: -1, 0, 1 (2:
// unordered, for equality only).
func (vm *VM) builtinCompare(op int, a, b Value) (int, bool, error) {
	if !a.IsHandle() || !b.IsHandle() {
		return 0, false, nil
	}
	eqOnly := op == compile.CmpEq || op == compile.CmpNe
	// keys and items views compare as the sets of their elements
	xs, xview, err := vm.setOfView(a)
	if err != nil {
		return 0, false, err
	}
	ys, yview, err := vm.setOfView(b)
	if err != nil {
		return 0, false, err
	}
	if xview || yview {
		_, xset := vm.obj(xs).(*Set)
		_, yset := vm.obj(ys).(*Set)
		if xset && yset {
			return vm.builtinCompare(op, xs, ys)
		}
	}
	switch x := vm.obj(a).(type) {
	case *Str:
		if y, ok := vm.obj(b).(*Str); ok {
			return strings.Compare(x.s, y.s), true, nil
		}
	case *Bytes, *ByteArray, *MemoryView:
		xb, _ := vm.bytesOf(a)
		if yb, ok := vm.bytesOf(b); ok {
			return bytes.Compare(xb, yb), true, nil
		}
	case *List:
		if y, ok := vm.obj(b).(*List); ok {
			return vm.nestedSeqCompare(op, x.items, y.items)
		}
	case *Tuple:
		if y, ok := vm.obj(b).(*Tuple); ok {
			return vm.nestedSeqCompare(op, x.items, y.items)
		}
	case *BoundMethod:
		// bound methods are equal when they bind one function to one object
		if y, ok := vm.obj(b).(*BoundMethod); ok && eqOnly {
			if x.self == y.self && x.fn == y.fn {
				return 0, true, nil
			}
			return 1, true, nil
		}
	case *Dict:
		if y, ok := vm.obj(b).(*Dict); ok && eqOnly {
			if x.live != y.live {
				return 1, true, nil
			}
			if err := vm.nest(inComparison); err != nil {
				return 0, false, err
			}
			c, err := vm.dictCompare(x, y)
			vm.unnest()
			return c, err == nil, err
		}
	case *Set:
		if y, ok := vm.obj(b).(*Set); ok {
			sub, err := vm.subset(x, y)
			if err != nil {
				return 0, false, err
			}
			sup, err := vm.subset(y, x)
			if err != nil {
				return 0, false, err
			}
			switch {
			case sub && sup:
				return 0, true, nil
			case eqOnly:
				return 1, true, nil
			case sub:
				return -1, true, nil
			case sup:
				return 1, true, nil
			}
			// neither: every ordering is false
			if op == compile.CmpNe {
				return 1, true, nil
			}
			return 2, true, nil
		}
	case *GenericAlias:
		if y, ok := vm.obj(b).(*GenericAlias); ok && eqOnly {
			eq, err := vm.eq(x.origin, y.origin)
			if err == nil && eq {
				eq, err = vm.eq(vm.tuple(x.args), vm.tuple(y.args))
			}
			return boolCmp(eq), err == nil, err
		}
	case *UnionType:
		// unions are equal when their members are, in any order
		if y, ok := vm.obj(b).(*UnionType); ok && eqOnly {
			xs, err := vm.newSet(x.args, true)
			if err != nil {
				return 0, false, err
			}
			ys, err := vm.newSet(y.args, true)
			if err != nil {
				return 0, false, err
			}
			eq, err := vm.eq(xs, ys)
			return boolCmp(eq), err == nil, err
		}
	case *Range:
		if y, ok := vm.obj(b).(*Range); ok && eqOnly {
			n := rangeLen(x)
			if n == rangeLen(y) && (n == 0 || x.start == y.start && (n == 1 || x.step == y.step)) {
				return 0, true, nil
			}
			return 1, true, nil
		}
	}
	return 0, false, nil
}

// boolCmp is builtinCompare's answer for equality: 0 when equal, else 1.
func boolCmp(eq bool) int {
	if eq {
		return 0
	}
	return 1
}

// dictCompare compares dicts of one length for equality: 0 or 1.
func (vm *VM) dictCompare(x, y *Dict) (int, error) {
	for _, e := range x.entries {
		if !e.used {
			continue
		}
		v, found, err := vm.dictGet(y, e.key)
		if err != nil || !found {
			return 1, err
		}
		eq, err := vm.eq(e.val, v)
		if err != nil || !eq {
			return 1, err
		}
	}
	return 0, nil
}

// nestedSeqCompare is seqCompare one level deeper into the data.
func (vm *VM) nestedSeqCompare(op int, x, y []Value) (int, bool, error) {
	if err := vm.nest(inComparison); err != nil {
		return 0, false, err
	}
	c, ok, err := vm.seqCompare(op, x, y)
	vm.unnest()
	return c, ok, err
}

// setOfView is a keys or items view as a set of its elements (ok
// false, and v itself, for anything else).
func (vm *VM) setOfView(v Value) (Value, bool, error) {
	o, ok := vm.obj(v).(*dictView)
	if !ok || o.kind == viewValues {
		return v, false, nil
	}
	items, err := vm.iterate(v)
	if err != nil {
		return 0, false, err
	}
	s, err := vm.newSet(items, false)
	return s, err == nil, err
}

// seqCompare compares sequences lexicographically.
func (vm *VM) seqCompare(op int, x, y []Value) (int, bool, error) {
	if (op == compile.CmpEq || op == compile.CmpNe) && len(x) != len(y) {
		return 1, true, nil
	}
	for i := 0; i < len(x) && i < len(y); i++ {
		if x[i] == y[i] { // identity first, as eq
			continue
		}
		eq, err := vm.eq(x[i], y[i])
		if err != nil {
			return 0, false, err
		}
		if eq {
			continue
		}
		if op == compile.CmpEq || op == compile.CmpNe {
			return 1, true, nil
		}
		lt, err := vm.compare(compile.CmpLt, x[i], y[i])
		if err != nil {
			return 0, false, err
		}
		t, err := vm.truth(lt)
		if err != nil {
			return 0, false, err
		}
		if t {
			return -1, true, nil
		}
		return 1, true, nil
	}
	return cmp3(len(x) < len(y), len(x) > len(y)), true, nil
}

// hash is hash(v), CPython's for numbers.
func (vm *VM) hash(v Value) (int64, error) {
	const modulus = 1<<61 - 1
	switch {
	case v.IsInt() || v == True || v == False:
		return pylib.HashInt(smallOf(v)), nil
	case v.IsFloat():
		if f := v.Float(); f != f {
			return int64(v >> 4), nil // a NaN hashes by identity, as in CPython
		}
		return pylib.HashFloat(v.Float()), nil
	case !v.IsHandle():
		return int64(v >> 16), nil
	}
	switch o := vm.obj(v).(type) {
	case *Str:
		return strHash(o.s), nil
	case *BigInt:
		return pylib.HashBigInt(o.big()), nil
	case *Tuple:
		return vm.hashTuple(o)
	case *Set:
		if !o.frozen {
			break
		}
		if !o.hashed {
			o.hash, o.hashed = frozensetHash(&o.t), true
		}
		return o.hash, nil
	case *Bytes:
		return strHash(string(o.b)), nil
	case *GenericAlias:
		h, err := vm.hash(o.origin)
		if err != nil {
			return 0, err
		}
		ha, err := vm.hashTuple(&Tuple{o.args})
		return h ^ ha, err
	case *UnionType:
		members, err := vm.newSet(o.args, true)
		if err != nil {
			return 0, err
		}
		return vm.hash(members)
	case *Complex:
		return complexHash(o.c), nil
	case *List, *Dict, *Slice, *ByteArray:
		return 0, vm.raise(vm.types.TypeError, "unhashable type: '%s'", vm.typeName(v))
	case *BoundMethod:
		return int64((vm.id(o.self) >> 4) ^ (vm.id(o.fn) >> 4)), nil
	case *dictView:
		// keys and items views are sets, values views hash by identity
		if o.kind != viewValues {
			return 0, vm.raise(vm.types.TypeError, "unhashable type: '%s'", vm.typeName(v))
		}
		return int64(vm.id(v) >> 4), nil
	case *Instance:
		if n, ok := vm.nativeFor(o, "__hash__"); ok {
			if _, eq := vm.userMethod(o.cls, "__eq__"); !eq {
				return vm.hash(n)
			}
		}
		if m, ok := vm.userMethod(o.cls, "__hash__"); ok {
			if m == None {
				break
			}
			r, err := vm.callFromGo(m, []Value{v}, nil)
			if err != nil {
				return 0, err
			}
			if vm.numKindOf(r) != numSmall && vm.numKindOf(r) != numBig {
				return 0, vm.raise(vm.types.TypeError, "__hash__ method should return an integer")
			}
			// an int that fits is the hash itself (-1 is -2, as -1
			// means an error in C); a bigger one is reduced, as CPython
			// does
			if n, ok := vm.int64Of(r, vm.numKindOf(r)); ok {
				if n == -1 {
					n = -2
				}
				return n, nil
			}
			return vm.hash(r)
		}
		if _, ok := vm.userMethod(o.cls, "__eq__"); ok {
			break
		}
		return int64(vm.id(v) >> 4), nil
	default:
		return int64(vm.id(v) >> 4), nil
	}
	return 0, vm.raise(vm.types.TypeError, "unhashable type: '%s'", vm.typeName(v))
}

// hashTuple is hash(t), CPython's: a tuple's hash folds its items'
// hashes (pylib.TupleHasher). Tuples nest as deep as the program made
// them, so the nesting is walked with a stack of its own rather than by
// Go recursion.
func (vm *VM) hashTuple(t *Tuple) (int64, error) {
	type level struct {
		items []Value
		i     int
		h     pylib.TupleHasher
	}
	stack := []level{{items: t.items, h: pylib.NewTupleHasher()}}
	for {
		top := &stack[len(stack)-1]
		if top.i == len(top.items) {
			h := top.h.Sum(len(top.items))
			stack = stack[:len(stack)-1]
			if len(stack) == 0 {
				return h, nil
			}
			stack[len(stack)-1].h.Add(h)
			continue
		}
		x := top.items[top.i]
		top.i++
		if x.IsHandle() {
			if inner, ok := vm.obj(x).(*Tuple); ok {
				stack = append(stack, level{items: inner.items, h: pylib.NewTupleHasher()})
				continue
			}
		}
		h, err := vm.hash(x)
		if err != nil {
			return 0, err
		}
		top.h.Add(h)
	}
}

// strHash is a str's hash: 8 bytes at a time, multiplied in and mixed
// (splitmix64's finalizer), like FNV-1a's xor-multiply but a word per
// step. CPython's string hash is randomized per process, so programs
// cannot depend on it; this one is fixed, so that runs repeat.
func strHash(s string) int64 {
	const prime = 0x9E3779B97F4A7C15
	h := uint64(len(s)) * prime
	for len(s) >= 8 {
		w := uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
			uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
		h = (h ^ w) * prime
		h ^= h >> 29
		s = s[8:]
	}
	var tail uint64
	for i := len(s) - 1; i >= 0; i-- {
		tail = tail<<8 | uint64(s[i])
	}
	h = (h ^ tail) * prime
	h ^= h >> 31
	h *= 0xBF58476D1CE4E5B9
	h ^= h >> 27
	h = h * 0x94D049BB133111EB
	h ^= h >> 31
	return int64(h >> 1) // never negative, so never -1 (CPython's error code)
}
