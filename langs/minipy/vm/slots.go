package vm

import "github.com/microjit/microjit/langs/minipy/compile"

// The special methods of the built-in types as attributes of their
// classes, as CPython's type dicts hold them: int.__add__,
// dict.__repr__(self), list.__len__, hasattr(1, '__iter__') (False).
// The interpreter does not call them: its operations on built-in values
// are Go code; these are what a program that names the method gets, and
// each runs the same operation.

// The dunders of each kind of built-in type.
var (
	cmpSlots = []string{"__lt__", "__le__", "__eq__", "__ne__", "__gt__", "__ge__"}
	numSlots = []string{"__add__", "__radd__", "__sub__", "__rsub__", "__mul__", "__rmul__",
		"__truediv__", "__rtruediv__", "__floordiv__", "__rfloordiv__", "__mod__", "__rmod__",
		"__divmod__", "__rdivmod__", "__pow__", "__rpow__", "__neg__", "__pos__", "__abs__",
		"__bool__", "__int__", "__float__", "__round__", "__trunc__", "__floor__", "__ceil__",
		"__hash__", "__repr__", "__format__", "__getnewargs__"}
	intSlots = []string{"__and__", "__rand__", "__or__", "__ror__", "__xor__", "__rxor__",
		"__lshift__", "__rlshift__", "__rshift__", "__rrshift__", "__invert__", "__index__"}
	seqSlots   = []string{"__len__", "__getitem__", "__contains__", "__iter__", "__repr__"}
	mutSlots   = []string{"__setitem__", "__delitem__"}
	setSlots   = []string{"__and__", "__rand__", "__or__", "__ror__", "__xor__", "__rxor__", "__sub__", "__rsub__", "__len__", "__contains__", "__iter__", "__repr__"}
	iterSlots  = []string{"__iter__", "__next__", "__repr__", "__length_hint__"}
	addMulSlot = []string{"__add__", "__mul__", "__rmul__"}
)

func concat(lists ...[]string) []string {
	var out []string
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

// initSlots gives every built-in class its special methods (those it
// does not define already).
func (vm *VM) initSlots() {
	t := &vm.types
	table := map[*Class][]string{
		t.int:   concat(numSlots, intSlots, cmpSlots),
		t.bool:  {"__and__", "__rand__", "__or__", "__ror__", "__xor__", "__rxor__", "__repr__"},
		t.float: concat(numSlots, cmpSlots),
		t.complex: concat(cmpSlots, []string{"__add__", "__radd__", "__sub__", "__rsub__", "__mul__", "__rmul__",
			"__truediv__", "__rtruediv__", "__pow__", "__rpow__", "__neg__", "__pos__", "__bool__", "__hash__", "__repr__"}),
		t.str:          concat(seqSlots, addMulSlot, cmpSlots, []string{"__mod__", "__rmod__", "__hash__", "__str__", "__format__"}),
		t.list:         concat(seqSlots, mutSlots, addMulSlot, cmpSlots, []string{"__iadd__", "__imul__", "__reversed__"}),
		t.tuple:        concat(seqSlots, addMulSlot, cmpSlots, []string{"__hash__", "__getnewargs__"}),
		t.dict:         concat(seqSlots, mutSlots, []string{"__eq__", "__ne__", "__or__", "__ror__", "__ior__", "__reversed__"}),
		t.set:          concat(setSlots, cmpSlots, []string{"__iand__", "__ior__", "__ixor__", "__isub__"}),
		t.frozenset:    concat(setSlots, cmpSlots, []string{"__hash__"}),
		t.rangeT:       concat(seqSlots, []string{"__eq__", "__ne__", "__hash__", "__reversed__", "__bool__"}),
		t.none:         {"__bool__", "__repr__", "__hash__"},
		t.bytes:        concat(seqSlots, addMulSlot, cmpSlots, []string{"__mod__", "__rmod__", "__hash__", "__getnewargs__"}),
		t.bytearray:    concat(seqSlots, mutSlots, addMulSlot, cmpSlots, []string{"__iadd__", "__imul__", "__mod__", "__rmod__"}),
		t.memoryview:   {"__len__", "__getitem__", "__iter__", "__repr__", "__eq__", "__ne__"},
		t.generator:    concat(iterSlots),
		t.iterator:     iterSlots,
		t.dictKeys:     concat(setSlots, []string{"__eq__", "__ne__", "__reversed__"}),
		t.dictItems:    concat(setSlots, []string{"__eq__", "__ne__", "__reversed__"}),
		t.dictValues:   {"__len__", "__iter__", "__repr__", "__reversed__"},
		t.slice:        {"__eq__", "__ne__", "__repr__"},
		t.function:     {"__call__", "__get__", "__repr__"},
		t.staticmethod: {"__get__"},
		t.classmethod:  {"__get__"},
		t.property:     {"__get__", "__set__", "__delete__"},
		t.builtin:      {"__call__", "__repr__", "__eq__", "__ne__", "__hash__"},
		t.method:       {"__call__", "__repr__", "__eq__", "__ne__", "__hash__"},
		t.module:       {"__repr__"},
		t.object:       {"__format__", "__reduce__", "__reduce_ex__", "__lt__", "__le__", "__gt__", "__ge__"},
	}
	for c, names := range table {
		for _, name := range names {
			if _, ok := c.attrs[name]; ok {
				continue
			}
			fn, ok := vm.slotImpl(c, name)
			if !ok {
				continue
			}
			vm.methodKw(c, name, fn)
		}
	}
	// dict_keys and dict_items are sets: unhashable, as in CPython
	for _, c := range []*Class{t.list, t.dict, t.set, t.dictKeys, t.dictItems} {
		c.attrs["__hash__"] = None
	}
}

// slotImpl is the built-in behind a special method of class c: the
// interpreter's operation (dunderImpl) or one of the few written here.
func (vm *VM) slotImpl(c *Class, name string) (BuiltinFunc, bool) {
	unary := func(f func(vm *VM, v Value) (Value, error)) BuiltinFunc {
		return func(vm *VM, a []Value, kw []string) (Value, error) {
			if err := vm.nargs(name, a[1:], kw, 0, 0); err != nil {
				return 0, err
			}
			return f(vm, a[0])
		}
	}
	callBuiltin := func(builtin string) BuiltinFunc {
		return func(vm *VM, a []Value, kw []string) (Value, error) {
			f, _ := vm.builtins.strGet(builtin)
			return vm.call(f, a, kw)
		}
	}
	switch name {
	case "__abs__":
		return callBuiltin("abs"), true
	case "__divmod__":
		return callBuiltin("divmod"), true
	case "__rdivmod__":
		return func(vm *VM, a []Value, kw []string) (Value, error) {
			if err := vm.nargs(name, a[1:], kw, 1, 1); err != nil {
				return 0, err
			}
			f, _ := vm.builtins.strGet("divmod")
			return vm.call(f, []Value{a[1], a[0]}, nil)
		}, true
	case "__round__":
		return callBuiltin("round"), true
	case "__int__", "__trunc__", "__floor__", "__ceil__", "__index__":
		if c == vm.types.float {
			op := map[string]string{"__int__": "trunc", "__trunc__": "trunc", "__floor__": "floor", "__ceil__": "ceil"}[name]
			return unary(func(vm *VM, v Value) (Value, error) { return vm.floatToIntOp(op, v) }), true
		}
		return unary(func(vm *VM, v Value) (Value, error) { return vm.unaryOp(compile.UNARY_POSITIVE, v) }), true
	case "__float__":
		return unary(func(vm *VM, v Value) (Value, error) { return vm.toFloatValue(v) }), true
	case "__getnewargs__":
		return unary(func(vm *VM, v Value) (Value, error) {
			if t, ok := vm.obj(v).(*Tuple); ok && v.IsHandle() {
				return vm.tuple([]Value{vm.tuple(append([]Value(nil), t.items...))}), nil
			}
			return vm.tuple([]Value{v}), nil
		}), true
	case "__reversed__":
		return callBuiltin("reversed"), true
	case "__length_hint__":
		return unary(func(vm *VM, v Value) (Value, error) {
			if n, ok := vm.lengthHint(v); ok {
				return vm.Int(int64(n)), nil
			}
			return NotImplemented, nil
		}), true
	case "__call__":
		return func(vm *VM, a []Value, kw []string) (Value, error) { return vm.call(a[0], a[1:], kw) }, true
	case "__get__":
		if c != vm.types.function {
			return descrGet, true
		}
		return func(vm *VM, a []Value, kw []string) (Value, error) {
			if len(a) < 2 || a[1] == None {
				return a[0], nil
			}
			return vm.newObj(&BoundMethod{self: a[1], fn: a[0]}), nil
		}, true
	case "__set__":
		return func(vm *VM, a []Value, kw []string) (Value, error) {
			if err := vm.nargs(name, a[1:], kw, 2, 2); err != nil {
				return 0, err
			}
			p := vm.obj(a[0]).(*Property)
			if p.fset == None {
				return 0, vm.raise(vm.types.AttributeError, "property of '%s' object has no setter", vm.typeName(a[1]))
			}
			return vm.callFromGo(p.fset, []Value{a[1], a[2]}, nil)
		}, true
	case "__delete__":
		return func(vm *VM, a []Value, kw []string) (Value, error) {
			if err := vm.nargs(name, a[1:], kw, 1, 1); err != nil {
				return 0, err
			}
			p := vm.obj(a[0]).(*Property)
			if p.fdel == None {
				return 0, vm.raise(vm.types.AttributeError, "property of '%s' object has no deleter", vm.typeName(a[1]))
			}
			return vm.callFromGo(p.fdel, []Value{a[1]}, nil)
		}, true
	case "__iadd__", "__imul__", "__iand__", "__ior__", "__ixor__", "__isub__":
		op := map[string]int{"__iadd__": compile.NBAdd, "__imul__": compile.NBMultiply, "__iand__": compile.NBAnd,
			"__ior__": compile.NBOr, "__ixor__": compile.NBXor, "__isub__": compile.NBSubtract}[name]
		return func(vm *VM, a []Value, kw []string) (Value, error) {
			if err := vm.nargs(name, a[1:], kw, 1, 1); err != nil {
				return 0, err
			}
			return vm.binaryOp(op+compile.NBInplace, a[0], a[1])
		}, true
	case "__reduce__", "__reduce_ex__":
		return func(vm *VM, a []Value, kw []string) (Value, error) {
			return vm.reduceEx(a[0])
		}, true
	case "__lt__", "__le__", "__gt__", "__ge__":
		if c == vm.types.object {
			return func(vm *VM, a []Value, kw []string) (Value, error) { return NotImplemented, nil }, true
		}
	case "__format__":
		if c == vm.types.object {
			return func(vm *VM, a []Value, kw []string) (Value, error) {
				if err := vm.nargs(name, a[1:], kw, 1, 1); err != nil {
					return 0, err
				}
				spec, ok := vm.strValue(a[1])
				if !ok {
					return 0, vm.raise(vm.types.TypeError, "__format__() argument must be str, not %s", vm.typeName(a[1]))
				}
				if spec != "" {
					return 0, vm.raise(vm.types.TypeError, "unsupported format string passed to %s.__format__", vm.typeName(a[0]))
				}
				s, err := vm.strOf(a[0])
				return vm.str(s), err
			}, true
		}
	}
	return vm.dunderImpl(name)
}

// floatToIntOp is int(), math.trunc, floor or ceil of a float, an int.
func (vm *VM) floatToIntOp(op string, v Value) (Value, error) {
	fn, _ := vm.builtins.strGet("int")
	if op == "trunc" {
		return vm.call(fn, []Value{v}, nil)
	}
	f := v.Float()
	r := f
	switch op {
	case "floor":
		r = floorFloat(f)
	case "ceil":
		r = -floorFloat(-f)
	}
	return vm.call(fn, []Value{vm.Float(r)}, nil)
}

func floorFloat(f float64) float64 {
	i := float64(int64(f))
	if f < 0 && i != f && f > -9.2e18 {
		return i - 1
	}
	if f > -9.2e18 && f < 9.2e18 {
		return i
	}
	return f
}

// reduceEx is object.__reduce_ex__: what copy and pickle need to remake
// an instance: copyreg.__newobj__-style (cls, args, state) where state
// is the instance's __dict__ (or None).
func (vm *VM) reduceEx(v Value) (Value, error) {
	c := vm.typeOf(v)
	if r, ok := c.lookup("__reduce__"); ok && r != vm.types.object.attrs["__reduce__"] {
		return vm.callFromGo(r, []Value{v}, nil)
	}
	o, ok := vm.obj(v).(*Instance)
	if !ok || !v.IsHandle() {
		return 0, vm.raise(vm.types.TypeError, "cannot pickle '%s' object", c.name)
	}
	state := None
	if names := o.names(vm); len(names) > 0 {
		d := newDict()
		for _, n := range names {
			x, _ := o.get(n)
			d.strSet(n, vm.str(n), x)
		}
		state = vm.newObj(d)
	}
	args := vm.emptyT
	listIt, dictIt := None, None
	if o.hasNative {
		switch n := vm.obj(o.native).(type) {
		case *List:
			it, err := vm.iter(o.native)
			if err != nil {
				return 0, err
			}
			listIt = it
		case *Dict:
			dictIt = vm.newObj(newDictIter(n, viewItems))
		}
	}
	if o.hasNative && listIt == None && dictIt == None {
		if m, ok := c.lookup("__getnewargs__"); ok {
			r, err := vm.callFromGo(m, []Value{v}, nil)
			if err != nil {
				return 0, err
			}
			args = r
		} else {
			args = vm.tuple([]Value{o.native})
		}
	}
	return vm.tuple([]Value{vm.copyregNewobj(), vm.tuple(append([]Value{c.self}, vm.obj(args).(*Tuple).items...)), state, listIt, dictIt}), nil
}

// copyregNewobj is copyreg.__newobj__: cls.__new__(cls, *args).
func (vm *VM) copyregNewobj() Value {
	return vm.newObj(&Builtin{name: "__newobj__", self: Null, fn: func(vm *VM, a []Value, kw []string) (Value, error) {
		if len(a) == 0 {
			return 0, vm.raise(vm.types.TypeError, "__newobj__ takes at least one argument")
		}
		nw, err := vm.getAttr(a[0], "__new__")
		if err != nil {
			return 0, err
		}
		return vm.call(nw, a, kw)
	}})
}

// lengthHint is how many items an iterator of a built-in type has
// left, when it knows.
func (vm *VM) lengthHint(v Value) (int, bool) {
	switch o := vm.obj(v).(type) {
	case *listIter:
		return max(len(o.l.items)-o.i, 0), true
	case *tupleIter:
		return len(o.items) - o.i, true
	case *strIter:
		return o.s.length() - o.i, true
	case *rangeIter:
		switch {
		case o.step > 0 && o.cur < o.stop:
			return int((o.stop - o.cur + o.step - 1) / o.step), true
		case o.step < 0 && o.cur > o.stop:
			return int((o.cur - o.stop - o.step - 1) / -o.step), true
		}
		return 0, true
	case *dictIter:
		return max(o.d.live-o.i, 0), true
	case *reversedIter:
		return o.i, true
	}
	return 0, false
}

// descrGet is __get__(instance, owner=None) of staticmethod, classmethod
// and property.
func descrGet(vm *VM, a []Value, kw []string) (Value, error) {
	if err := vm.nargs("__get__", a[1:], kw, 1, 2); err != nil {
		return 0, err
	}
	inst, owner := a[1], None
	if len(a) == 3 {
		owner = a[2]
	}
	if inst == None && owner == None {
		return 0, vm.raise(vm.types.TypeError, "__get__(None, None) is invalid")
	}
	switch o := vm.obj(a[0]).(type) {
	case *StaticMethod:
		return o.fn, nil
	case *ClassMethod:
		if owner == None {
			owner = vm.typeOf(inst).self
		}
		return vm.newObj(&BoundMethod{self: owner, fn: o.fn}), nil
	case *Property:
		if inst == None {
			return a[0], nil
		}
		if o.fget == None {
			return 0, vm.raise(vm.types.AttributeError, "property of '%s' object has no getter", vm.typeName(inst))
		}
		return vm.callFromGo(o.fget, []Value{inst}, nil)
	}
	return a[0], nil
}
