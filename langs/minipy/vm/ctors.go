package vm

import (
	"github.com/microjit/microjit/langs/minipy/pylib"
	"math"
	"math/big"
	"strings"
)

func (vm *VM) initConstructors() {
	t := &vm.types
	vm.ctors[t.object] = func(vm *VM, a []Value, kw []string) (Value, error) {
		if len(a) > 0 {
			return 0, vm.raise(vm.types.TypeError, "object() takes no arguments")
		}
		o := &Instance{cls: vm.types.object, dict: newDict()}
		return vm.newObj(o), nil
	}
	vm.ctors[t.int] = func(vm *VM, a []Value, kw []string) (Value, error) {
		pos, kws, err := vm.kwargs("int", a, kw, "base")
		if err != nil {
			return 0, err
		}
		if len(pos) > 2 {
			return 0, vm.raise(vm.types.TypeError, "int() takes at most 2 arguments (%d given)", len(pos))
		}
		if len(pos) == 0 {
			return smallInt(0), nil
		}
		base := Null
		if len(pos) == 2 {
			base = pos[1]
		}
		if b, ok := kws["base"]; ok {
			base = b
		}
		return vm.toIntValue(pos[0], base)
	}
	vm.ctors[t.bool] = func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("bool", a, kw, 0, 1); err != nil {
			return 0, err
		}
		if len(a) == 0 {
			return False, nil
		}
		b, err := vm.truth(a[0])
		return boolOf(b), err
	}
	vm.ctors[t.float] = func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("float", a, kw, 0, 1); err != nil {
			return 0, err
		}
		if len(a) == 0 {
			return vm.Float(0), nil
		}
		return vm.toFloatValue(a[0])
	}
	vm.ctors[t.str] = func(vm *VM, a []Value, kw []string) (Value, error) {
		if len(a) > 1 || len(kw) > 0 {
			args, err := vm.BindArgs("str", a, kw, "object=", "encoding=", "errors=")
			if err != nil {
				return 0, err
			}
			b, ok := vm.bytesOf(args[0])
			if !ok {
				return 0, vm.raise(vm.types.TypeError, "decoding to str: need a bytes-like object, %s found", vm.typeName(args[0]))
			}
			s, err := vm.decode(b, args[1], args[2])
			return vm.str(s), err
		}
		if len(a) == 0 {
			return vm.empty, nil
		}
		if a[0].IsInt() {
			return vm.intStr(a[0].Int()), nil
		}
		if _, ok := vm.exactStr(a[0]); ok {
			return a[0], nil
		}
		s, err := vm.strOf(a[0])
		return vm.str(s), err
	}
	vm.ctors[t.list] = func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("list", a, kw, 0, 1); err != nil {
			return 0, err
		}
		if len(a) == 0 {
			return vm.list(nil), nil
		}
		items, err := vm.iterate(a[0])
		return vm.list(items), err
	}
	vm.ctors[t.tuple] = func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("tuple", a, kw, 0, 1); err != nil {
			return 0, err
		}
		if len(a) == 0 {
			return vm.emptyT, nil
		}
		if _, ok := vm.obj(a[0]).(*Tuple); ok {
			return a[0], nil
		}
		items, err := vm.iterate(a[0])
		return vm.tuple(items), err
	}
	vm.ctors[t.dict] = func(vm *VM, a []Value, kw []string) (Value, error) {
		pos := a[:len(a)-len(kw)]
		if len(pos) > 1 {
			return 0, vm.raise(vm.types.TypeError, "dict expected at most 1 argument, got %d", len(pos))
		}
		d := newDict()
		if len(pos) == 1 {
			if err := vm.dictInit(d, pos[0]); err != nil {
				return 0, err
			}
		}
		for i, k := range kw {
			d.strSet(k, vm.str(k), a[len(pos)+i])
		}
		return vm.newObj(d), nil
	}
	setCtor := func(name string, frozen bool) BuiltinFunc {
		return func(vm *VM, a []Value, kw []string) (Value, error) {
			if err := vm.nargs(name, a, kw, 0, 1); err != nil {
				return 0, err
			}
			var items []Value
			if len(a) == 1 {
				var err error
				if items, err = vm.iterate(a[0]); err != nil {
					return 0, err
				}
			}
			return vm.newSet(items, frozen)
		}
	}
	vm.ctors[t.set] = setCtor("set", false)
	vm.ctors[t.frozenset] = setCtor("frozenset", true)
	vm.ctors[t.module] = moduleCtor
	vm.ctors[t.rangeT] = func(vm *VM, a []Value, kw []string) (Value, error) {
		if len(kw) > 0 {
			return 0, vm.raise(vm.types.TypeError, "range() takes no keyword arguments")
		}
		if len(a) < 1 || len(a) > 3 {
			if len(a) == 0 {
				return 0, vm.raise(vm.types.TypeError, "range expected at least 1 argument, got 0")
			}
			return 0, vm.raise(vm.types.TypeError, "range expected at most 3 arguments, got %d", len(a))
		}
		var n [3]int64
		for i, x := range a {
			if vm.numKindOf(x) == numBig {
				if _, fits := vm.int64Of(x, numBig); !fits {
					return vm.newBigRange(a)
				}
			}
			v, ok, err := vm.index(x)
			if err != nil {
				return 0, vm.raise(vm.types.OverflowError, "Python int too large to convert to C ssize_t")
			}
			if !ok {
				return 0, vm.raise(vm.types.TypeError, "'%s' object cannot be interpreted as an integer", vm.typeName(x))
			}
			n[i] = v
		}
		r := &Range{step: 1}
		switch len(a) {
		case 1:
			r.stop = n[0]
		case 2:
			r.start, r.stop = n[0], n[1]
		default:
			r.start, r.stop, r.step = n[0], n[1], n[2]
			if r.step == 0 {
				return 0, vm.raise(vm.types.ValueError, "range() arg 3 must not be zero")
			}
		}
		return vm.newObj(r), nil
	}
	vm.ctors[t.slice] = func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("slice", a, kw, 1, 3); err != nil {
			return 0, err
		}
		s := &Slice{start: None, stop: None, step: None}
		switch len(a) {
		case 1:
			s.stop = a[0]
		case 2:
			s.start, s.stop = a[0], a[1]
		default:
			s.start, s.stop, s.step = a[0], a[1], a[2]
		}
		return vm.newObj(s), nil
	}
	vm.ctors[t.typeT] = func(vm *VM, a []Value, kw []string) (Value, error) { return vm.typeCall(a, kw) }
	vm.ctors[t.staticmethod] = func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("staticmethod", a, kw, 1, 1); err != nil {
			return 0, err
		}
		return vm.newObj(&StaticMethod{a[0]}), nil
	}
	vm.ctors[t.classmethod] = func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("classmethod", a, kw, 1, 1); err != nil {
			return 0, err
		}
		return vm.newObj(&ClassMethod{a[0]}), nil
	}
	vm.ctors[t.property] = func(vm *VM, a []Value, kw []string) (Value, error) {
		pos, kws, err := vm.kwargs("property", a, kw, "fget", "fset", "fdel", "doc")
		if err != nil {
			return 0, err
		}
		p := &Property{fget: None, fset: None, fdel: None, doc: None}
		vals := []*Value{&p.fget, &p.fset, &p.fdel}
		for i, x := range pos {
			if i < 3 {
				*vals[i] = x
			}
		}
		for k, x := range kws {
			switch k {
			case "fget":
				p.fget = x
			case "fset":
				p.fset = x
			case "fdel":
				p.fdel = x
			case "doc":
				p.doc = x
			}
		}
		if len(pos) > 3 {
			p.doc = pos[3]
		}
		return vm.newObj(p), nil
	}
	vm.ctors[t.super] = func(vm *VM, a []Value, kw []string) (Value, error) {
		return vm.makeSuper(a)
	}
}

// makeSuper is super(): with no arguments, the __class__ cell and the
// first argument of the calling frame.
func (vm *VM) makeSuper(a []Value) (Value, error) {
	if len(a) == 2 {
		c, ok := vm.obj(a[0]).(*Class)
		if !ok {
			return 0, vm.raise(vm.types.TypeError, "super() argument 1 must be a type, not %s", vm.typeName(a[0]))
		}
		sub, isClass := vm.obj(a[1]).(*Class)
		if !vm.isInstance(a[1], c) && !(a[1].IsHandle() && isClass && sub.isSubclass(c)) {
			return 0, vm.raise(vm.types.TypeError, "super(type, obj): obj must be an instance or subtype of type")
		}
		return vm.newObj(&Super{cls: c, obj: a[1]}), nil
	}
	if len(a) != 0 {
		return 0, vm.raise(vm.types.TypeError, "super() takes 0 or 2 arguments")
	}
	f := vm.th.frames[len(vm.th.frames)-1]
	co := f.code.code
	var cls *Class
	for i, n := range co.Freevars {
		if n == "__class__" {
			if c := f.cells[len(co.Cellvars)+i]; c != nil && c.v != Null {
				cls, _ = vm.obj(c.v).(*Class)
			}
		}
	}
	if cls == nil {
		return 0, vm.raise(vm.types.RuntimeError, "super(): __class__ cell not found")
	}
	if co.ArgCount == 0 || len(f.locals) == 0 {
		return 0, vm.raise(vm.types.RuntimeError, "super(): no arguments")
	}
	self := f.locals[0]
	if len(co.Cellvars) > 0 && co.CellArgs[0] == 0 {
		self = f.cells[0].v
	}
	return vm.newObj(&Super{cls: cls, obj: self}), nil
}

// superLookup finds name after s.cls in the MRO of s.obj's class.
func (vm *VM) superAttr(s *Super, name string) (Value, error) {
	start := vm.typeOf(s.obj)
	if c, ok := vm.obj(s.obj).(*Class); ok && s.obj.IsHandle() && c.isSubclass(s.cls) {
		start = c
	}
	mro := start.mro
	i := 0
	for i < len(mro) && mro[i] != s.cls {
		i++
	}
	for _, k := range mro[min(i+1, len(mro)):] {
		if a, ok := k.attrs[name]; ok {
			return vm.bindClassAttr(a, s.obj, start)
		}
	}
	return 0, vm.raise(vm.types.AttributeError, "'super' object has no attribute '%s'", name)
}

// dictInit fills d from a mapping or an iterable of pairs.
func (vm *VM) dictInit(d *Dict, src Value) error {
	if _, ok := vm.obj(src).(*Dict); ok {
		return vm.dictUpdate(d, src, false)
	}
	if o, ok := vm.obj(src).(*Instance); ok {
		if n, ok := vm.nativeFor(o, "__iter__"); ok {
			if _, isDict := vm.obj(n).(*Dict); isDict {
				return vm.dictUpdate(d, n, false)
			}
		}
		if _, ok := o.cls.lookup("keys"); ok {
			return vm.dictUpdate(d, src, false)
		}
	}
	items, err := vm.iterate(src)
	if err != nil {
		return err
	}
	for i, it := range items {
		kv, err := vm.iterate(it)
		if err != nil {
			return vm.raise(vm.types.TypeError, "cannot convert dictionary update sequence element #%d to a sequence", i)
		}
		if len(kv) != 2 {
			return vm.raise(vm.types.ValueError, "dictionary update sequence element #%d has length %d; 2 is required", i, len(kv))
		}
		if err := vm.dictSet(d, kv[0], kv[1]); err != nil {
			return err
		}
	}
	return nil
}

// toIntValue is int(x[, base]).
func (vm *VM) toIntValue(x, base Value) (Value, error) {
	if base == Null {
		switch vm.numKindOf(x) {
		case numSmall:
			return vm.Int(smallOf(x)), nil
		case numBig:
			return x, nil
		case numFloat:
			f := x.Float()
			if math.IsInf(f, 0) {
				return 0, vm.raise(vm.types.OverflowError, "cannot convert float infinity to integer")
			}
			if math.IsNaN(f) {
				return 0, vm.raise(vm.types.ValueError, "cannot convert float NaN to integer")
			}
			if math.Abs(f) < 1<<62 {
				return vm.Int(int64(f)), nil
			}
			b, _ := new(big.Float).SetFloat64(math.Trunc(f)).Int(nil)
			return vm.bigOf(b), nil
		}
		if r, ok, err := vm.callSpecial(x, "__int__"); ok {
			return vm.checkConversion(x, "__int__", r, err)
		}
		if r, ok, err := vm.callSpecial(x, "__index__"); ok {
			return vm.checkConversion(x, "__index__", r, err)
		}
		if n := vm.unwrapNative(x); n != x && vm.numKindOf(n) != numNone {
			// an instance of a subclass of int or float
			return vm.toIntValue(n, base)
		}
	}
	s, ok := vm.strValue(x)
	isBytes := false
	if _, view := vm.obj(x).(*MemoryView); !ok && (!view || base == Null) {
		// int(b"12", 2): the bytes (of a bytes subclass's value too) as
		// ASCII text; a memoryview's, as a buffer, without a base only
		if b, bok := vm.bytesOf(x); bok {
			s, ok, isBytes = string(b), true, true
		}
	}
	if !ok {
		if base != Null {
			return 0, vm.raise(vm.types.TypeError, "int() can't convert non-string with explicit base")
		}
		return 0, vm.raise(vm.types.TypeError, "int() argument must be a string, a bytes-like object or a real number, not '%s'", vm.typeName(x))
	}
	b := int64(10)
	if base != Null {
		var err error
		if b, err = vm.toInt(base); err != nil {
			return 0, err
		}
		if b != 0 && (b < 2 || b > 36) {
			return 0, vm.raise(vm.types.ValueError, "int() base must be >= 2 and <= 36, or 0")
		}
	}
	small, n, err := pylib.ParseIntLimit(s, int(b), vm.maxStrDigits)
	if e, bad := err.(*pylib.Error); bad && isBytes && strings.HasPrefix(e.Msg, "invalid literal") {
		r, rerr := vm.reprOf(vm.Bytes([]byte(s))) // CPython shows the text as bytes
		if rerr != nil {
			return 0, rerr
		}
		return 0, vm.raise(vm.types.ValueError, "invalid literal for int() with base %d: %s", b, r)
	}
	if err != nil {
		return 0, vm.pyErr(err)
	}
	if n == nil {
		return vm.Int(small), nil
	}
	return vm.bigOf(n), nil
}

// toFloatValue is float(x).
func (vm *VM) toFloatValue(x Value) (Value, error) {
	switch k := vm.numKindOf(x); k {
	case numFloat:
		return x, nil
	case numSmall, numBig:
		f, err := vm.toFloat(x, k)
		return vm.Float(f), err
	}
	if s, ok := vm.strValue(x); ok {
		f, err := pylib.ParseFloat(s)
		if err != nil {
			return 0, vm.pyErr(err)
		}
		return vm.Float(f), nil
	}
	if r, ok, err := vm.callSpecial(x, "__float__"); ok {
		return vm.checkConversion(x, "__float__", r, err)
	}
	if n := vm.unwrapNative(x); n != x && vm.numKindOf(n) != numNone {
		return vm.toFloatValue(n)
	}
	if b, ok := vm.bytesOf(x); ok {
		// a bytes-like object: its bytes as ASCII text (any other byte
		// is no part of a number), the error showing the object
		if f, err := pylib.ParseFloat(string(b)); err == nil && isASCII(b) {
			return vm.Float(f), nil
		}
		r, err := vm.reprOf(x)
		if err != nil {
			return 0, err
		}
		return 0, vm.raise(vm.types.ValueError, "could not convert string to float: %s", r)
	}
	return 0, vm.raise(vm.types.TypeError, "float() argument must be a string or a real number, not '%s'", vm.typeName(x))
}

// checkConversion checks the result r of self's conversion method
// (__int__, __index__, __float__) called for int(), float() or a
// format: an int, or a float for __float__.
func (vm *VM) checkConversion(self Value, method string, r Value, err error) (Value, error) {
	if err != nil {
		return 0, err
	}
	k := vm.numKindOf(r)
	if method == "__float__" {
		if k == numFloat {
			return r, nil
		}
		return 0, vm.raise(vm.types.TypeError, "%s.%s returned non-float (type %s)", vm.typeName(self), method, vm.typeName(r))
	}
	if k == numSmall || k == numBig || isBool(r) {
		return r, nil
	}
	return 0, vm.raise(vm.types.TypeError, "%s returned non-int (type %s)", method, vm.typeName(r))
}
