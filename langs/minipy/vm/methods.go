package vm

import (
	"math"
	"math/big"

	"github.com/microjit/microjit/langs/minipy/compile"
)

func (vm *VM) initListMethods() {
	c := vm.types.list
	self := func(a []Value) *List { return vm.obj(a[0]).(*List) }
	vm.method(c, "append", func(vm *VM, a []Value) (Value, error) {
		return None, vm.listAppend(self(a), a[1])
	}, 2)
	vm.method(c, "extend", func(vm *VM, a []Value) (Value, error) {
		items, err := vm.iterate(a[1])
		if err != nil {
			return 0, err
		}
		return None, vm.listExtend(self(a), items)
	}, 2)
	vm.methodRange(c, "pop", 0, 1, func(vm *VM, a []Value) (Value, error) {
		l := self(a)
		if len(l.items) == 0 {
			return 0, vm.raise(vm.types.IndexError, "pop from empty list")
		}
		i := int64(len(l.items) - 1)
		if len(a) == 2 {
			var err error
			if i, err = vm.toInt(a[1]); err != nil {
				return 0, err
			}
		}
		j, ok := seqIndex(i, len(l.items))
		if !ok {
			return 0, vm.raise(vm.types.IndexError, "pop index out of range")
		}
		v := l.items[j]
		l.items = append(l.items[:j], l.items[j+1:]...)
		return v, nil
	})
	vm.method(c, "insert", func(vm *VM, a []Value) (Value, error) {
		l := self(a)
		i, err := vm.toInt(a[1])
		if err != nil {
			return 0, err
		}
		n := int64(len(l.items))
		if i < 0 {
			i = max(i+n, 0)
		}
		i = min(i, n)
		if err := vm.listAppend(l, 0); err != nil {
			return 0, err
		}
		copy(l.items[i+1:], l.items[i:])
		l.items[i] = a[2]
		return None, nil
	}, 3)
	vm.method(c, "remove", func(vm *VM, a []Value) (Value, error) {
		l := self(a)
		for i, x := range l.items {
			eq, err := vm.eq(x, a[1])
			if err != nil {
				return 0, err
			}
			if eq {
				l.items = append(l.items[:i], l.items[i+1:]...)
				return None, nil
			}
		}
		return 0, vm.raise(vm.types.ValueError, "list.remove(x): x not in list")
	}, 2)
	vm.methodRange(c, "index", 1, 3, func(vm *VM, a []Value) (Value, error) {
		return vm.seqIndexOf(self(a).items, a, "")
	})
	vm.method(c, "count", func(vm *VM, a []Value) (Value, error) { return vm.seqCount(self(a).items, a[1]) }, 2)
	vm.method(c, "reverse", func(vm *VM, a []Value) (Value, error) {
		l := self(a)
		for i, j := 0, len(l.items)-1; i < j; i, j = i+1, j-1 {
			l.items[i], l.items[j] = l.items[j], l.items[i]
		}
		return None, nil
	}, 1)
	vm.method(c, "clear", func(vm *VM, a []Value) (Value, error) {
		self(a).items = nil
		return None, nil
	}, 1)
	vm.method(c, "copy", func(vm *VM, a []Value) (Value, error) {
		return vm.list(append([]Value(nil), self(a).items...)), nil
	}, 1)
	vm.methodKw(c, "sort", func(vm *VM, a []Value, kw []string) (Value, error) {
		pos, kws, err := vm.kwargs("sort", a, kw, "key", "reverse")
		if err != nil {
			return 0, err
		}
		if len(pos) != 1 {
			return 0, vm.raise(vm.types.TypeError, "sort() takes no positional arguments")
		}
		l := self(a)
		items := l.items
		l.items = nil // CPython empties the list while sorting
		err = vm.sortValues(items, kws["key"], kws["reverse"])
		modified := len(l.items) != 0 || cap(l.items) != 0
		l.items = items // what the key added is dropped, as in CPython
		if err == nil && modified {
			err = vm.raise(vm.types.ValueError, "list modified during sort")
		}
		return None, err
	})
	r := vm.types.rangeT
	vm.method(r, "index", func(vm *VM, a []Value) (Value, error) {
		o := vm.obj(a[0]).(*Range)
		if a[1].IsInt() {
			n := a[1].Int()
			if ok, _ := vm.contains(a[0], a[1]); ok {
				return vm.Int((n - o.start) / o.step), nil
			}
		}
		s, _ := vm.reprOf(a[1])
		return 0, vm.raise(vm.types.ValueError, "%s is not in range", s)
	}, 2)
	vm.method(r, "count", func(vm *VM, a []Value) (Value, error) {
		ok, err := vm.contains(a[0], a[1])
		if ok {
			return smallInt(1), err
		}
		return smallInt(0), err
	}, 2)
	vm.method(vm.types.slice, "indices", func(vm *VM, a []Value) (Value, error) {
		n, err := vm.toInt(a[1])
		if err != nil {
			return 0, err
		}
		if n < 0 {
			return 0, vm.raise(vm.types.ValueError, "length should not be negative")
		}
		start, stop, step, err := vm.sliceIndices(vm.obj(a[0]).(*Slice), int(n))
		if err != nil {
			return 0, err
		}
		return vm.tuple([]Value{vm.Int(int64(start)), vm.Int(int64(stop)), vm.Int(int64(step))}), nil
	}, 2)
	reinit := func(c *Class) {
		vm.methodKw(c, "__init__", func(vm *VM, a []Value, kw []string) (Value, error) {
			fresh, err := vm.ctors[c](vm, a[1:], kw)
			if err != nil {
				return 0, err
			}
			switch o := vm.obj(a[0]).(type) {
			case *List:
				o.items = vm.obj(fresh).(*List).items
			case *Dict:
				*o = *vm.obj(fresh).(*Dict)
			case *Set:
				o.t.take(&vm.obj(fresh).(*Set).t)
			}
			return None, nil
		})
	}
	reinit(vm.types.list)
	reinit(vm.types.dict)
	reinit(vm.types.set)
	t := vm.types.tuple
	vm.methodRange(t, "index", 1, 3, func(vm *VM, a []Value) (Value, error) {
		return vm.seqIndexOf(vm.obj(a[0]).(*Tuple).items, a, "tuple.index(x): x not in tuple")
	})
	vm.method(t, "count", func(vm *VM, a []Value) (Value, error) { return vm.seqCount(vm.obj(a[0]).(*Tuple).items, a[1]) }, 2)
}

func (vm *VM) seqIndexOf(items []Value, a []Value, msg string) (Value, error) {
	start, end := 0, len(items)
	norm := func(v Value) (int, error) {
		i, err := vm.toInt(v)
		if err != nil {
			if !vm.matches(err, vm.types.IndexError) {
				return 0, err
			}
			// beyond 64 bits: clamped, as slice indexes are
			i = math.MaxInt64
			if vm.bigOfValue(v).Sign() < 0 {
				i = math.MinInt64 / 2
			}
		}
		if i < 0 {
			i = max(i+int64(len(items)), 0)
		}
		return int(min(i, int64(len(items)))), nil
	}
	var err error
	if len(a) > 2 {
		if start, err = norm(a[2]); err != nil {
			return 0, err
		}
	}
	if len(a) > 3 {
		if end, err = norm(a[3]); err != nil {
			return 0, err
		}
	}
	for i := start; i < end && i < len(items); i++ {
		eq, err := vm.eq(items[i], a[1])
		if err != nil {
			return 0, err
		}
		if eq {
			return vm.Int(int64(i)), nil
		}
	}
	if msg == "" {
		r, err := vm.reprOf(a[1])
		if err != nil {
			return 0, err
		}
		return 0, vm.raise(vm.types.ValueError, "%s is not in list", r)
	}
	return 0, vm.raise(vm.types.ValueError, "%s", msg)
}

func (vm *VM) seqCount(items []Value, x Value) (Value, error) {
	n := 0
	for _, y := range items {
		eq, err := vm.eq(y, x)
		if err != nil {
			return 0, err
		}
		if eq {
			n++
		}
	}
	return vm.Int(int64(n)), nil
}

func (vm *VM) initDictMethods() {
	c := vm.types.dict
	self := func(a []Value) *Dict { return vm.obj(a[0]).(*Dict) }
	vm.methodRange(c, "get", 1, 2, func(vm *VM, a []Value) (Value, error) {
		v, ok, err := vm.dictGet(self(a), a[1])
		if err != nil || ok {
			return v, err
		}
		if len(a) == 3 {
			return a[2], nil
		}
		return None, nil
	})
	vm.methodRange(c, "setdefault", 1, 2, func(vm *VM, a []Value) (Value, error) {
		d := self(a)
		v, ok, err := vm.dictGet(d, a[1])
		if err != nil || ok {
			return v, err
		}
		def := None
		if len(a) == 3 {
			def = a[2]
		}
		return def, vm.dictSet(d, a[1], def)
	})
	vm.methodRange(c, "pop", 1, 2, func(vm *VM, a []Value) (Value, error) {
		d := self(a)
		v, ok, err := vm.dictGet(d, a[1])
		if err != nil {
			return 0, err
		}
		if !ok {
			if len(a) == 3 {
				return a[2], nil
			}
			return 0, vm.raiseValue(vm.newException(vm.types.KeyError, []Value{a[1]}))
		}
		_, err = vm.dictDel(d, a[1])
		vm.dictCompact(d)
		return v, err
	})
	vm.method(c, "popitem", func(vm *VM, a []Value) (Value, error) {
		d := self(a)
		for i := len(d.entries) - 1; i >= 0; i-- {
			if e := d.entries[i]; e.used {
				d.removeAt(i)
				return vm.tuple([]Value{e.key, e.val}), nil
			}
		}
		return 0, vm.raise(vm.types.KeyError, "popitem(): dictionary is empty")
	}, 1)
	view := func(name string, k viewKind) {
		vm.method(c, name, func(vm *VM, a []Value) (Value, error) {
			return vm.newObj(&dictView{d: self(a), kind: k, v: a[0]}), nil
		}, 1)
	}
	view("keys", viewKeys)
	view("values", viewValues)
	view("items", viewItems)
	vm.methodKw(c, "update", func(vm *VM, a []Value, kw []string) (Value, error) {
		d := self(a)
		pos := a[:len(a)-len(kw)]
		if len(pos) > 2 {
			return 0, vm.raise(vm.types.TypeError, "update expected at most 1 argument, got %d", len(pos)-1)
		}
		if len(pos) == 2 {
			if err := vm.dictInit(d, pos[1]); err != nil {
				return 0, err
			}
		}
		for i, k := range kw {
			d.strSet(k, vm.str(k), a[len(pos)+i])
		}
		return None, nil
	})
	vm.method(c, "clear", func(vm *VM, a []Value) (Value, error) {
		d := self(a)
		*d = Dict{layout: d.layout + 1}
		return None, nil
	}, 1)
	vm.method(c, "copy", func(vm *VM, a []Value) (Value, error) {
		return vm.newObj(vm.copyDict(self(a))), nil
	}, 1)
	fromkeys := vm.newObj(&Builtin{name: "fromkeys", self: Null, fn: func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("fromkeys", a, kw, 1, 2); err != nil {
			return 0, err
		}
		items, err := vm.iterate(a[0])
		if err != nil {
			return 0, err
		}
		v := None
		if len(a) == 2 {
			v = a[1]
		}
		d := newDict()
		for _, k := range items {
			if err := vm.dictSet(d, k, v); err != nil {
				return 0, err
			}
		}
		return vm.newObj(d), nil
	}})
	vm.types.dict.attrs["fromkeys"] = vm.keep(vm.newObj(&StaticMethod{fn: vm.keep(fromkeys)}))
}

func (vm *VM) initMiscMethods() {
	vm.initObjectNew()
	vm.initBuiltinNews()
	vm.initTypeMethods()
	t := &vm.types
	vm.methodKw(t.object, "__init__", func(vm *VM, a []Value, kw []string) (Value, error) { return None, nil })
	vm.methodKw(t.BaseException, "__init__", func(vm *VM, a []Value, kw []string) (Value, error) {
		if e := vm.excOf(a[0]); e != nil {
			e.args = vm.tuple(append([]Value(nil), a[1:]...))
		}
		return None, nil
	})
	vm.method(t.BaseException, "with_traceback", func(vm *VM, a []Value) (Value, error) { return a[0], nil }, 2)
	vm.method(t.object, "__eq__", func(vm *VM, a []Value) (Value, error) {
		if a[0] == a[1] {
			return True, nil
		}
		return NotImplemented, nil
	}, 2)
	vm.method(t.object, "__ne__", func(vm *VM, a []Value) (Value, error) {
		r, err := vm.compare(compile.CmpEq, a[0], a[1])
		if err != nil {
			return 0, err
		}
		b, err := vm.truth(r)
		return boolOf(!b), err
	}, 2)
	vm.method(t.object, "__hash__", func(vm *VM, a []Value) (Value, error) {
		if _, inst := vm.obj(a[0]).(*Instance); inst {
			return vm.Int(int64(vm.id(a[0]) >> 4)), nil
		}
		h, err := vm.hash(a[0]) // a built-in value's own hash
		return vm.Int(h), err
	}, 1)
	// the mutable containers are unhashable: their __hash__ is None
	for _, c := range []*Class{t.list, t.dict, t.set, t.dictKeys, t.dictItems} {
		c.attrs["__hash__"] = None
	}
	vm.method(t.object, "__repr__", func(vm *VM, a []Value) (Value, error) {
		c := vm.typeOf(a[0])
		s, _ := vm.reprOf(a[0])
		if o, ok := vm.obj(a[0]).(*Instance); ok && a[0].IsHandle() {
			s = "<" + c.module + "." + c.qualname + " object at 0x" + hex(vm.id(a[0])) + ">"
			_ = o
		}
		return vm.str(s), nil
	}, 1)
	vm.method(t.object, "__str__", func(vm *VM, a []Value) (Value, error) {
		// object's str is the repr (a class that sets __str__ =
		// object.__str__ gets its __repr__)
		s, err := vm.reprOf(a[0])
		return vm.str(s), err
	}, 1)
	// object.__setattr__ and __delattr__ (type's too) set and delete as
	// setattr and delattr do, without the class's own __setattr__ and
	// __delattr__
	vm.methodKw(t.object, "__setattr__", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("__setattr__", a[1:], kw, 2, 2); err != nil {
			return 0, err
		}
		name, ok := vm.strValue(a[1])
		if !ok {
			return 0, vm.raise(vm.types.TypeError, "attribute name must be string, not '%s'", vm.typeName(a[1]))
		}
		switch vm.obj(a[0]).(type) {
		case *Instance, *Class:
			if a[0].IsHandle() {
				return None, vm.setAttrOf(a[0], name, a[2], true)
			}
		}
		return 0, vm.raise(vm.types.TypeError, "can't apply this __setattr__ to %s object", vm.typeName(a[0]))
	})
	vm.methodKw(t.object, "__delattr__", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("__delattr__", a[1:], kw, 1, 1); err != nil {
			return 0, err
		}
		name, ok := vm.strValue(a[1])
		if !ok {
			return 0, vm.raise(vm.types.TypeError, "attribute name must be string, not '%s'", vm.typeName(a[1]))
		}
		return None, vm.delAttrOf(a[0], name, true)
	})
	vm.method(t.object, "__getattribute__", func(vm *VM, a []Value) (Value, error) {
		name, _ := vm.strValue(a[1])
		return vm.getAttr(a[0], name)
	}, 2)
	vm.method(t.int, "bit_length", func(vm *VM, a []Value) (Value, error) {
		return vm.Int(int64(new(big.Int).Abs(vm.bigOfValue(a[0])).BitLen())), nil
	}, 1)
	vm.method(t.int, "bit_count", func(vm *VM, a []Value) (Value, error) {
		n := 0
		for _, w := range new(big.Int).Abs(vm.bigOfValue(a[0])).Bits() {
			for ; w != 0; w &= w - 1 {
				n++
			}
		}
		return vm.Int(int64(n)), nil
	}, 1)
	vm.method(t.int, "conjugate", func(vm *VM, a []Value) (Value, error) { return a[0], nil }, 1)
	vm.method(t.float, "conjugate", func(vm *VM, a []Value) (Value, error) { return a[0], nil }, 1)
	vm.method(t.float, "is_integer", func(vm *VM, a []Value) (Value, error) {
		f := a[0].Float()
		return boolOf(f == math.Trunc(f) && !math.IsInf(f, 0)), nil
	}, 1)
	vm.method(t.float, "as_integer_ratio", func(vm *VM, a []Value) (Value, error) {
		f := a[0].Float()
		if math.IsInf(f, 0) || math.IsNaN(f) {
			return 0, vm.raise(vm.types.OverflowError, "cannot convert Infinity to integer ratio")
		}
		r := new(big.Rat)
		r.SetFloat64(f)
		return vm.tuple([]Value{vm.bigOf(r.Num()), vm.bigOf(r.Denom())}), nil
	}, 1)
}

func hex(n uint64) string { return new(big.Int).SetUint64(n).Text(16) }
