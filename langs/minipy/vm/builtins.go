package vm

import (
	"fmt"
	"io"
	"math"
	"math/big"
	"strings"

	"github.com/microjit/microjit/langs/minipy/compile"
	"github.com/microjit/microjit/langs/minipy/pylib"
)

// def registers a built-in function.
func (vm *VM) def(name string, fn BuiltinFunc) Value {
	v := vm.newObj(&Builtin{name: name, fn: fn, self: Null, module: "builtins"})
	vm.builtins.strSet(name, vm.keep(vm.str(name)), v)
	return v
}

// builtinOf is the built-in function v is.
func (vm *VM) builtinOf(v Value) *Builtin { return vm.obj(v).(*Builtin) }

// method registers a method of a built-in class taking exactly nargs
// arguments, self included (-1: any number); keywords are refused.
//
// The common call (self of c itself, no keywords, the right count) is
// decided by one closure: methodKw's check around this one's was a
// closure call more for every call of a set's or str's method.
func (vm *VM) method(c *Class, name string, fn func(vm *VM, a []Value) (Value, error), nargs int) {
	qual := c.name + "." + name
	body := func(vm *VM, a []Value, kw []string) (Value, error) {
		if len(kw) > 0 {
			return 0, vm.raise(vm.types.TypeError, "%s() takes no keyword arguments", qual)
		}
		if nargs >= 0 && len(a) != nargs {
			return 0, vm.arityError(qual, nargs-1, len(a)-1)
		}
		return fn(vm, a)
	}
	if !checksSelf(vm, c) {
		vm.addMethod(c, name, body)
		return
	}
	checked := vm.selfChecked(c, name, body)
	vm.addMethod(c, name, func(vm *VM, a []Value, kw []string) (Value, error) {
		if len(kw) == 0 && len(a) > 0 && (nargs < 0 || len(a) == nargs) && vm.builtinClassOf(vm.obj(a[0])) == c {
			return fn(vm, a)
		}
		return checked(vm, a, kw)
	})
}

// methodRange registers a method taking between lo and hi arguments
// besides self.
func (vm *VM) methodRange(c *Class, name string, lo, hi int, fn func(vm *VM, a []Value) (Value, error)) {
	qual := c.name + "." + name
	vm.methodKw(c, name, func(vm *VM, a []Value, kw []string) (Value, error) {
		if len(kw) > 0 {
			return 0, vm.raise(vm.types.TypeError, "%s() takes no keyword arguments", qual)
		}
		if n := len(a) - 1; n < lo || n > hi {
			if lo == hi {
				return 0, vm.arityError(qual, lo, n)
			}
			if n < lo {
				return 0, vm.raise(vm.types.TypeError, "%s expected at least %d argument%s, got %d", name, lo, plural(lo), n)
			}
			return 0, vm.raise(vm.types.TypeError, "%s expected at most %d argument%s, got %d", name, hi, plural(hi), n)
		}
		return fn(vm, a)
	})
}

func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

func (vm *VM) arityError(name string, want, got int) error {
	switch want {
	case 0:
		return vm.raise(vm.types.TypeError, "%s() takes no arguments (%d given)", name, got)
	case 1:
		return vm.raise(vm.types.TypeError, "%s() takes exactly one argument (%d given)", name, got)
	}
	return vm.raise(vm.types.TypeError, "%s() takes exactly %d arguments (%d given)", name, want, got)
}

// methodKw registers a method with keyword arguments.
//
// Its self is checked to be a value of c (not an instance of a
// program's subclass, which holds no built-in value), as CPython's
// method descriptors check it.
func (vm *VM) methodKw(c *Class, name string, fn BuiltinFunc) {
	if checksSelf(vm, c) {
		fn = vm.selfChecked(c, name, fn)
	}
	vm.addMethod(c, name, fn)
}

// checksSelf reports whether c's methods check their self (not
// object's, whose methods take anything, nor an exception type's).
func checksSelf(vm *VM, c *Class) bool { return c != vm.types.object && !c.isExc }

// selfChecked is fn, a method of c, behind the check of its self.
func (vm *VM) selfChecked(c *Class, name string, fn BuiltinFunc) BuiltinFunc {
	return func(vm *VM, a []Value, kw []string) (Value, error) {
		if len(a) > 0 && vm.builtinClassOf(vm.obj(a[0])) == c {
			return fn(vm, a, kw) // the common case: a method of self's own class
		}
		if len(a) == 0 {
			return 0, vm.raise(vm.types.TypeError, "unbound method %s.%s() needs an argument", c.name, name)
		}
		if n := vm.unwrapNative(a[0]); n != a[0] && vm.typeOf(n).isSubclass(c) {
			a = append([]Value{n}, a[1:]...)
		}
		_, inst := vm.obj(a[0]).(*Instance)
		if inst || !vm.typeOf(a[0]).isSubclass(c) {
			return 0, vm.raise(vm.types.TypeError, "descriptor '%s' for '%s' objects doesn't apply to a '%s' object", name, c.name, vm.typeName(a[0]))
		}
		return fn(vm, a, kw)
	}
}

// addMethod makes fn c's method name.
func (vm *VM) addMethod(c *Class, name string, fn BuiltinFunc) {
	c.attrs[name] = vm.keep(vm.newObj(&Builtin{name: name, fn: fn, self: Null, method: true}))
}

// kwargs splits a built-in's arguments into positional ones and a map
// of keywords, refusing names not in allowed.
func (vm *VM) kwargs(fname string, args []Value, kwnames []string, allowed ...string) ([]Value, map[string]Value, error) {
	pos := args[:len(args)-len(kwnames)]
	if len(kwnames) == 0 {
		return pos, nil, nil
	}
	kw := map[string]Value{}
	for i, k := range kwnames {
		if !contains(allowed, k) {
			return nil, nil, vm.raise(vm.types.TypeError, "'%s' is an invalid keyword argument for %s()", k, fname)
		}
		kw[k] = args[len(pos)+i]
	}
	return pos, kw, nil
}

// nargs checks a built-in function's positional argument count.
func (vm *VM) nargs(name string, args []Value, kwnames []string, lo, hi int) error {
	if len(kwnames) > 0 {
		return vm.raise(vm.types.TypeError, "%s() takes no keyword arguments", name)
	}
	n := len(args)
	if n >= lo && n <= hi {
		return nil
	}
	if lo == hi {
		if lo == 1 {
			return vm.raise(vm.types.TypeError, "%s() takes exactly one argument (%d given)", name, n)
		}
		return vm.raise(vm.types.TypeError, "%s expected %d arguments, got %d", name, lo, n)
	}
	if n < lo {
		return vm.raise(vm.types.TypeError, "%s expected at least %d argument%s, got %d", name, lo, plural(lo), n)
	}
	return vm.raise(vm.types.TypeError, "%s expected at most %d argument%s, got %d", name, hi, plural(hi), n)
}

// toInt converts an int-like value (index) to int64 for a built-in.
func (vm *VM) toInt(v Value) (int64, error) {
	i, ok, err := vm.index(v)
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, vm.raise(vm.types.TypeError, "'%s' object cannot be interpreted as an integer", vm.typeName(v))
	}
	return i, nil
}

func (vm *VM) initBuiltins() {
	vm.builtins = newDict()
	bm := &Module{name: "builtins", globals: vm.builtins}
	vm.builtinsModule = vm.keep(vm.newObj(bm))
	bm.vm = vm
	vm.modules.strSet("builtins", vm.str("builtins"), vm.builtinsModule)
	vm.ctors = map[*Class]BuiltinFunc{}
	t := &vm.types
	for _, c := range []*Class{t.object, t.typeT, t.int, t.bool, t.float, t.str, t.list, t.tuple, t.dict,
		t.set, t.frozenset, t.rangeT, t.slice, t.staticmethod, t.classmethod, t.property, t.super,
		t.bytes, t.bytearray, t.memoryview, t.complex} {
		vm.builtins.strSet(c.name, vm.keep(vm.str(c.name)), c.self)
	}
	for _, c := range vm.exceptionClasses() {
		vm.builtins.strSet(c.name, vm.keep(vm.str(c.name)), c.self)
	}
	vm.builtins.strSet("IOError", vm.str("IOError"), t.OSError.self)
	vm.builtins.strSet("EnvironmentError", vm.str("EnvironmentError"), t.OSError.self)
	vm.builtins.strSet("None", vm.str("None"), None)
	vm.builtins.strSet("Ellipsis", vm.str("Ellipsis"), Ellipsis)
	vm.builtins.strSet("NotImplemented", vm.str("NotImplemented"), NotImplemented)
	vm.builtins.strSet("__name__", vm.str("__name__"), vm.str("builtins"))
	vm.buildClass = vm.keep(vm.newObj(&Builtin{name: "__build_class__", self: Null,
		fn: func(vm *VM, a []Value, kw []string) (Value, error) { return vm.buildClassFunc(a, kw) }}))
	vm.initFunctions()
	vm.initExec()
	vm.initConstructors()
	vm.initStrMethods()
	vm.initListMethods()
	vm.initDictMethods()
	vm.initSetMethods()
	vm.initMiscMethods()
	vm.initGeneratorMethods()
	vm.initGeneric()
	vm.initNamespace()
	vm.initBytes()
	vm.initComplex()
	vm.initSlots()
	vm.initModules()
}

func (vm *VM) initFunctions() {
	vm.def("print", builtinPrint)
	vm.lenFn = vm.builtinOf(vm.def("len", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("len", a, kw, 1, 1); err != nil {
			return 0, err
		}
		n, err := vm.length(a[0])
		return vm.Int(int64(n)), err
	}))
	vm.def("repr", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("repr", a, kw, 1, 1); err != nil {
			return 0, err
		}
		s, err := vm.reprOf(a[0])
		return vm.str(s), err
	})
	vm.def("ascii", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("ascii", a, kw, 1, 1); err != nil {
			return 0, err
		}
		s, err := vm.reprOf(a[0])
		return vm.str(pylib.ASCIIEscape(s)), err
	})
	vm.absFn = vm.builtinOf(vm.def("abs", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("abs", a, kw, 1, 1); err != nil {
			return 0, err
		}
		x := a[0]
		switch vm.numKindOf(x) {
		case numSmall:
			n := smallOf(x)
			if n < 0 {
				n = -n
			}
			return vm.Int(n), nil
		case numBig:
			return vm.bigOf(new(big.Int).Abs(vm.bigOfValue(x))), nil
		case numFloat:
			return vm.Float(math.Abs(x.Float())), nil
		}
		if c, ok := vm.obj(x).(*Complex); ok && x.IsHandle() {
			return vm.complexAbs(c.c)
		}
		if r, ok, err := vm.callSpecial(x, "__abs__"); ok {
			return r, err
		}
		return 0, vm.raise(vm.types.TypeError, "bad operand type for abs(): '%s'", vm.typeName(x))
	}))
	vm.def("isinstance", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("isinstance", a, kw, 2, 2); err != nil {
			return 0, err
		}
		ok, err := vm.isInstanceOf(a[0], a[1])
		return boolOf(ok), err
	})
	vm.def("issubclass", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("issubclass", a, kw, 2, 2); err != nil {
			return 0, err
		}
		c, ok := vm.obj(a[0]).(*Class)
		if !ok || !a[0].IsHandle() {
			return 0, vm.raise(vm.types.TypeError, "issubclass() arg 1 must be a class")
		}
		r, err := vm.isSubclassOf(c, a[1])
		return boolOf(r), err
	})
	vm.def("iter", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("iter", a, kw, 1, 2); err != nil {
			return 0, err
		}
		if len(a) == 2 {
			fn, sentinel := a[0], a[1]
			return vm.newObj(&funcIter{roots: []Value{fn, sentinel}, fn: func(vm *VM) (Value, bool, error) {
				v, err := vm.callFromGo(fn, nil, nil)
				if err != nil {
					return 0, false, err
				}
				eq, err := vm.eq(v, sentinel)
				return v, !eq && err == nil, err
			}}), nil
		}
		return vm.iter(a[0])
	})
	vm.def("next", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("next", a, kw, 1, 2); err != nil {
			return 0, err
		}
		if !vm.isIterator(a[0]) {
			return 0, vm.raise(vm.types.TypeError, "'%s' object is not an iterator", vm.typeName(a[0]))
		}
		if g, ok := vm.obj(a[0]).(*Generator); ok {
			v, ok, err := vm.resume(g, None, nil)
			if err != nil || ok {
				return v, err
			}
			if len(a) == 2 {
				return a[1], nil
			}
			return 0, vm.stopIteration(v)
		}
		v, ok, err := vm.nextOrStop(a[0])
		if err != nil || ok {
			return v, err
		}
		if len(a) == 2 {
			return a[1], nil
		}
		return 0, vm.stopIteration(v)
	})
	vm.def("enumerate", func(vm *VM, a []Value, kw []string) (Value, error) {
		pos, kws, err := vm.kwargs("enumerate", a, kw, "iterable", "start")
		if err != nil {
			return 0, err
		}
		if it, ok := kws["iterable"]; ok {
			pos = append([]Value{it}, pos...)
		}
		if len(pos) < 1 || len(pos) > 2 {
			return 0, vm.nargs("enumerate", pos, nil, 1, 2)
		}
		start := smallInt(0)
		if len(pos) == 2 {
			start = pos[1]
		}
		if s, ok := kws["start"]; ok {
			start = s
		}
		it, err := vm.iter(pos[0])
		if err != nil {
			return 0, err
		}
		return vm.newObj(&enumerateIter{it: it, n: start}), nil
	})
	vm.def("zip", func(vm *VM, a []Value, kw []string) (Value, error) {
		pos, kws, err := vm.kwargs("zip", a, kw, "strict")
		if err != nil {
			return 0, err
		}
		z := &zipIter{}
		if s, ok := kws["strict"]; ok {
			z.strict, _ = vm.truth(s)
		}
		for i, x := range pos {
			it, err := vm.iter(x)
			if err != nil {
				return 0, vm.raise(vm.types.TypeError, "zip argument #%d must support iteration", i+1)
			}
			z.its = append(z.its, it)
		}
		return vm.newObj(z), nil
	})
	vm.def("map", func(vm *VM, a []Value, kw []string) (Value, error) {
		if len(a) < 2 {
			return 0, vm.raise(vm.types.TypeError, "map() must have at least two arguments.")
		}
		m := &mapIter{fn: a[0]}
		for _, x := range a[1:] {
			it, err := vm.iter(x)
			if err != nil {
				return 0, err
			}
			m.its = append(m.its, it)
		}
		return vm.newObj(m), nil
	})
	vm.def("filter", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("filter", a, kw, 2, 2); err != nil {
			return 0, err
		}
		it, err := vm.iter(a[1])
		if err != nil {
			return 0, err
		}
		return vm.newObj(&filterIter{fn: a[0], it: it}), nil
	})
	vm.def("reversed", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("reversed", a, kw, 1, 1); err != nil {
			return 0, err
		}
		if r, ok, err := vm.callSpecial(a[0], "__reversed__"); ok {
			return r, err
		}
		switch o := vm.obj(a[0]).(type) {
		case *List:
			return vm.newObj(&reversedIter{items: append([]Value(nil), o.items...), i: len(o.items)}), nil
		case *Tuple, *Str, *Range, *dictView, *Dict, *Bytes, *ByteArray, *MemoryView:
			items, err := vm.iterate(a[0])
			if err != nil {
				return 0, err
			}
			return vm.newObj(&reversedIter{items: items, i: len(items)}), nil
		case *Instance:
			if _, ok := vm.special(a[0], "__getitem__"); ok {
				n, err := vm.length(a[0])
				if err != nil {
					return 0, err
				}
				items := make([]Value, n)
				for i := range items {
					if items[i], err = vm.getItem(a[0], vm.Int(int64(i))); err != nil {
						return 0, err
					}
				}
				return vm.newObj(&reversedIter{items: items, i: n}), nil
			}
		}
		return 0, vm.raise(vm.types.TypeError, "'%s' object is not reversible", vm.typeName(a[0]))
	})
	vm.def("sorted", func(vm *VM, a []Value, kw []string) (Value, error) {
		pos, kws, err := vm.kwargs("sorted", a, kw, "key", "reverse")
		if err != nil {
			return 0, err
		}
		if len(pos) != 1 {
			return 0, vm.raise(vm.types.TypeError, "sorted expected 1 argument, got %d", len(pos))
		}
		items, err := vm.iterate(pos[0])
		if err != nil {
			return 0, err
		}
		items = append([]Value(nil), items...)
		if err := vm.sortValues(items, kws["key"], kws["reverse"]); err != nil {
			return 0, err
		}
		return vm.list(items), nil
	})
	minmax := func(name string, op int) BuiltinFunc {
		return func(vm *VM, a []Value, kw []string) (Value, error) {
			pos, kws, err := vm.kwargs(name, a, kw, "key", "default")
			if err != nil {
				return 0, err
			}
			var items values
			switch len(pos) {
			case 0:
				return 0, vm.raise(vm.types.TypeError, "%s expected at least 1 argument, got 0", name)
			case 1:
				if items, err = vm.values(pos[0]); err != nil {
					return 0, err
				}
			default:
				if _, ok := kws["default"]; ok {
					return 0, vm.raise(vm.types.TypeError, "Cannot specify a default for %s() with multiple positional arguments", name)
				}
				items = values{items: pos}
			}
			key := kws["key"]
			var best, bestKey Value
			for first := true; ; first = false {
				x, ok, err := items.next(vm)
				if err != nil {
					return 0, err
				}
				if !ok {
					if first {
						if d, ok := kws["default"]; ok {
							return d, nil
						}
						return 0, vm.raise(vm.types.ValueError, "%s() arg is an empty sequence", name)
					}
					return best, nil
				}
				k := x
				if key != 0 && key != None {
					if k, err = vm.callFromGo(key, []Value{x}, nil); err != nil {
						return 0, err
					}
				}
				if first {
					best, bestKey = x, k
					continue
				}
				r, err := vm.compare(op, k, bestKey)
				if err != nil {
					return 0, err
				}
				if t, err := vm.truth(r); err != nil {
					return 0, err
				} else if t {
					best, bestKey = x, k
				}
			}
		}
	}
	vm.def("min", minmax("min", compile.CmpLt))
	vm.def("max", minmax("max", compile.CmpGt))
	vm.def("sum", func(vm *VM, a []Value, kw []string) (Value, error) {
		pos, kws, err := vm.kwargs("sum", a, kw, "start")
		if err != nil {
			return 0, err
		}
		if len(pos) < 1 || len(pos) > 2 {
			return 0, vm.nargs("sum", pos, nil, 1, 2)
		}
		acc := smallInt(0)
		if len(pos) == 2 {
			acc = pos[1]
		}
		if s, ok := kws["start"]; ok {
			acc = s
		}
		if _, ok := vm.strValue(acc); ok {
			return 0, vm.raise(vm.types.TypeError, "sum() can't sum strings [use ''.join(seq) instead]")
		}
		items, err := vm.values(pos[0])
		if err != nil {
			return 0, err
		}
		// floats add exactly as CPython does: in order, in double
		// precision. An int total that fits 64 bits is kept in run (as
		// CPython's fast path keeps a C long): past the immediate ints,
		// adding an item then makes no int object, and a builtin's loop
		// has no safe point to collect them.
		var run int64
		inRun := false
		for {
			x, ok, err := items.next(vm)
			if err != nil {
				return 0, err
			}
			if !ok {
				if inRun {
					acc = vm.Int(run)
				}
				return acc, nil
			}
			if y, isInt := vm.int64Item(x); isInt {
				if !inRun {
					run, inRun = vm.int64Item(acc)
				}
				if s := run + y; inRun && (run^s)&(y^s) >= 0 {
					run = s
					continue
				}
			}
			if inRun {
				acc, inRun = vm.Int(run), false
			}
			if acc, err = vm.binaryOp(compile.NBAdd, acc, x); err != nil {
				return 0, err
			}
		}
	})
	vm.def("any", func(vm *VM, a []Value, kw []string) (Value, error) {
		return vm.anyAll("any", a, kw, true)
	})
	vm.def("all", func(vm *VM, a []Value, kw []string) (Value, error) {
		return vm.anyAll("all", a, kw, false)
	})
	vm.def("divmod", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("divmod", a, kw, 2, 2); err != nil {
			return 0, err
		}
		ka, kb := vm.numKindOf(a[0]), vm.numKindOf(a[1])
		if ka != numNone && kb != numNone && (ka == numFloat || kb == numFloat) {
			x, err := vm.toFloat(a[0], ka)
			if err != nil {
				return 0, err
			}
			y, err := vm.toFloat(a[1], kb)
			if err != nil {
				return 0, err
			}
			q, r, err := pylib.FloatDivMod(x, y)
			if err != nil {
				return 0, vm.pyErr(err)
			}
			return vm.tuple([]Value{vm.Float(q), vm.Float(r)}), nil
		}
		q, err := vm.binaryOp(compile.NBFloorDivide, a[0], a[1])
		if err != nil {
			if vm.matches(err, vm.types.TypeError) {
				return 0, vm.raise(vm.types.TypeError, "unsupported operand type(s) for divmod(): '%s' and '%s'", vm.typeName(a[0]), vm.typeName(a[1]))
			}
			return 0, err
		}
		m, err := vm.binaryOp(compile.NBRemainder, a[0], a[1])
		if err != nil {
			return 0, err
		}
		return vm.tuple([]Value{q, m}), nil
	})
	vm.def("pow", func(vm *VM, a []Value, kw []string) (Value, error) {
		pos, kws, err := vm.kwargs("pow", a, kw, "base", "exp", "mod")
		if err != nil {
			return 0, err
		}
		if len(pos) < 2 || len(pos) > 3 {
			return 0, vm.nargs("pow", pos, nil, 2, 3)
		}
		mod := None
		if len(pos) == 3 {
			mod = pos[2]
		}
		if m, ok := kws["mod"]; ok {
			mod = m
		}
		if mod == None {
			return vm.binaryOp(compile.NBPower, pos[0], pos[1])
		}
		return vm.powMod(pos[0], pos[1], mod)
	})
	vm.def("round", builtinRound)
	vm.def("ord", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("ord", a, kw, 1, 1); err != nil {
			return 0, err
		}
		s, ok := vm.strValue(a[0])
		if b, isBytes := vm.bytesOf(a[0]); isBytes && !ok {
			if len(b) != 1 {
				return 0, vm.raise(vm.types.TypeError, "ord() expected a character, but string of length %d found", len(b))
			}
			return smallInt(int64(b[0])), nil
		}
		if !ok {
			return 0, vm.raise(vm.types.TypeError, "ord() expected string of length 1, but %s found", vm.typeName(a[0]))
		}
		r := pylib.Runes(s)
		if len(r) != 1 {
			return 0, vm.raise(vm.types.TypeError, "ord() expected a character, but string of length %d found", len(r))
		}
		return vm.Int(int64(r[0])), nil
	})
	vm.def("chr", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("chr", a, kw, 1, 1); err != nil {
			return 0, err
		}
		n, err := vm.toInt(a[0])
		if err != nil {
			return 0, err
		}
		if n < 0 || n > 0x10ffff {
			return 0, vm.raise(vm.types.ValueError, "chr() arg not in range(0x110000)")
		}
		return vm.str(string(pylib.AppendRune(nil, rune(n)))), nil
	})
	base := func(name string, b int, prefix string) {
		vm.def(name, func(vm *VM, a []Value, kw []string) (Value, error) {
			if err := vm.nargs(name, a, kw, 1, 1); err != nil {
				return 0, err
			}
			k := vm.numKindOf(a[0])
			if k != numSmall && k != numBig {
				if r, ok, err := vm.callSpecial(a[0], "__index__"); ok {
					if err != nil {
						return 0, err
					}
					a[0] = r
				} else {
					return 0, vm.raise(vm.types.TypeError, "'%s' object cannot be interpreted as an integer", vm.typeName(a[0]))
				}
			}
			n := vm.bigOfValue(a[0])
			s := new(big.Int).Abs(n).Text(b)
			if n.Sign() < 0 {
				return vm.str("-" + prefix + s), nil
			}
			return vm.str(prefix + s), nil
		})
	}
	base("hex", 16, "0x")
	base("oct", 8, "0o")
	base("bin", 2, "0b")
	vm.def("hash", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("hash", a, kw, 1, 1); err != nil {
			return 0, err
		}
		h, err := vm.hash(a[0])
		return vm.Int(h), err
	})
	vm.def("id", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("id", a, kw, 1, 1); err != nil {
			return 0, err
		}
		return vm.Int(int64(vm.id(a[0]) & (1<<47 - 1))), nil
	})
	vm.def("callable", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("callable", a, kw, 1, 1); err != nil {
			return 0, err
		}
		switch o := vm.obj(a[0]).(type) {
		case *Function, *Builtin, *BoundMethod, *Class:
			return boolOf(a[0].IsHandle()), nil
		case *Instance:
			_, ok := vm.userMethod(o.cls, "__call__")
			return boolOf(ok), nil
		}
		return False, nil
	})
	vm.def("getattr", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("getattr", a, kw, 2, 3); err != nil {
			return 0, err
		}
		name, ok := vm.strValue(a[1])
		if !ok {
			return 0, vm.raise(vm.types.TypeError, "attribute name must be string, not '%s'", vm.typeName(a[1]))
		}
		if len(a) == 2 {
			return vm.getAttr(a[0], name)
		}
		v, err := vm.getAttrOrMissing(a[0], name)
		if err == errMissingAttr || err != nil && vm.matches(err, vm.types.AttributeError) {
			return a[2], nil
		}
		return v, err
	})
	vm.def("setattr", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("setattr", a, kw, 3, 3); err != nil {
			return 0, err
		}
		name, ok := vm.strValue(a[1])
		if !ok {
			return 0, vm.raise(vm.types.TypeError, "attribute name must be string, not '%s'", vm.typeName(a[1]))
		}
		return None, vm.setAttr(a[0], name, a[2])
	})
	vm.def("delattr", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("delattr", a, kw, 2, 2); err != nil {
			return 0, err
		}
		name, _ := vm.strValue(a[1])
		return None, vm.delAttr(a[0], name)
	})
	vm.def("hasattr", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("hasattr", a, kw, 2, 2); err != nil {
			return 0, err
		}
		name, ok := vm.strValue(a[1])
		if !ok {
			return 0, vm.raise(vm.types.TypeError, "attribute name must be string, not '%s'", vm.typeName(a[1]))
		}
		_, err := vm.getAttrOrMissing(a[0], name)
		if err != nil {
			if err == errMissingAttr || vm.matches(err, vm.types.AttributeError) {
				return False, nil
			}
			return 0, err
		}
		return True, nil
	})
	vm.def("open", func(vm *VM, a []Value, kw []string) (Value, error) {
		// io.open, as in CPython: the module _io (stdlib/fileiomod)
		// implements it
		m, err := vm.Import("_io")
		if err != nil {
			return 0, err
		}
		open, err := vm.getAttr(m, "open")
		if err != nil {
			return 0, err
		}
		return vm.call(open, a, kw)
	})
	vm.def("format", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("format", a, kw, 1, 2); err != nil {
			return 0, err
		}
		spec := ""
		if len(a) == 2 {
			var ok bool
			if spec, ok = vm.strValue(a[1]); !ok {
				return 0, vm.raise(vm.types.TypeError, "format() argument 2 must be str, not %s", vm.typeName(a[1]))
			}
		}
		s, err := vm.format(a[0], spec)
		return vm.str(s), err
	})
	vm.def("input", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("input", a, kw, 0, 1); err != nil {
			return 0, err
		}
		if len(a) == 1 {
			s, err := vm.strOf(a[0])
			if err != nil {
				return 0, err
			}
			if err := vm.out.WriteString(s); err != nil {
				return 0, vm.writeError(err)
			}
		}
		vm.out.Flush() // as CPython's input(), which ignores a failed flush
		line, err := vm.in.ReadString('\n')
		if line == "" && err != nil {
			return 0, vm.raise(vm.types.EOFError, "EOF when reading a line")
		}
		return vm.str(strings.TrimSuffix(strings.TrimSuffix(line, "\n"), "\r")), nil
	})
	vm.def("globals", func(vm *VM, a []Value, kw []string) (Value, error) {
		f := vm.th.frames[len(vm.th.frames)-1]
		return vm.nsValue(f.globals), nil
	})
	vm.def("locals", func(vm *VM, a []Value, kw []string) (Value, error) {
		return vm.nsValue(vm.callerLocals(vm.th.frames[len(vm.th.frames)-1])), nil
	})
	vm.initDir()
	vm.def("exit", builtinExit)
	vm.def("quit", builtinExit)
}

// Stream is sys.stdout, sys.stderr or sys.stdin.
type Stream struct{ err, in bool }

func (*Stream) class(vm *VM) *Class { return vm.types.stream }

// write writes s to the stream. The standard streams are UTF-8, which
// has no lone surrogates: CPython's UnicodeEncodeError.
func (vm *VM) write(stream Value, s string) error {
	if stream == Null || stream == None {
		stream = vm.sysStdout()
	}
	if stream == vm.stdout || stream == vm.stderr {
		if i, r, ok := pylib.FirstSurrogate(s); ok {
			return vm.raise(vm.types.UnicodeEncodeError, "'utf-8' codec can't encode character '\\u%04x' in position %d: surrogates not allowed", r, i)
		}
	}
	if stream == vm.stdout {
		if err := vm.out.WriteString(s); err != nil {
			return vm.writeError(err)
		}
		return nil
	}
	if stream == vm.stderr {
		vm.out.Flush()
		_, err := io.WriteString(vm.errOut, s)
		return err
	}
	_, err := vm.callMethodByName(stream, "write", vm.str(s))
	return err
}

// sysStdout is sys.stdout now: a program may have replaced it
// (contextlib.redirect_stdout, sys.stdout = io.StringIO()).
func (vm *VM) sysStdout() Value {
	if m, ok := vm.modules.strGet("sys"); ok {
		if sm, ok := vm.obj(m).(*Module); ok {
			if out, ok := sm.globals.strGet("stdout"); ok {
				return out
			}
		}
	}
	return vm.stdout
}

func builtinPrint(vm *VM, a []Value, kw []string) (Value, error) {
	pos, kws, err := vm.kwargs("print", a, kw, "sep", "end", "file", "flush")
	if err != nil {
		return 0, err
	}
	sep, end := " ", "\n"
	if v, ok := kws["sep"]; ok && v != None {
		s, ok := vm.strValue(v)
		if !ok {
			return 0, vm.raise(vm.types.TypeError, "sep must be None or a string, not %s", vm.typeName(v))
		}
		sep = s
	}
	if v, ok := kws["end"]; ok && v != None {
		s, ok := vm.strValue(v)
		if !ok {
			return 0, vm.raise(vm.types.TypeError, "end must be None or a string, not %s", vm.typeName(v))
		}
		end = s
	}
	file, ok := kws["file"]
	if !ok {
		file = Null
	}
	var b strings.Builder
	for i, x := range pos {
		if i > 0 {
			b.WriteString(sep)
		}
		s, err := vm.strOf(x)
		if err != nil {
			return 0, err
		}
		b.WriteString(s)
	}
	b.WriteString(end)
	if err := vm.write(file, b.String()); err != nil {
		return 0, err
	}
	if f, ok := kws["flush"]; ok {
		if t, err := vm.truth(f); err != nil || !t {
			return None, err
		}
		if err := vm.flushStream(file); err != nil {
			return 0, err
		}
	}
	return None, nil
}

// flushStream flushes stream (Null: sys.stdout) as its flush method
// does.
func (vm *VM) flushStream(stream Value) error {
	if stream == Null || stream == None || stream == vm.stdout {
		return vm.flushOut()
	}
	if stream == vm.stderr {
		return nil
	}
	_, err := vm.callMethodByName(stream, "flush")
	return err
}

func builtinExit(vm *VM, a []Value, kw []string) (Value, error) {
	return 0, vm.raiseValue(vm.newException(vm.types.SystemExit, append([]Value(nil), a...)))
}

func builtinRound(vm *VM, a []Value, kw []string) (Value, error) {
	pos, kws, err := vm.kwargs("round", a, kw, "number", "ndigits")
	if err != nil {
		return 0, err
	}
	if len(pos) < 1 || len(pos) > 2 {
		return 0, vm.nargs("round", pos, nil, 1, 2)
	}
	x := pos[0]
	nd := None
	if len(pos) == 2 {
		nd = pos[1]
	}
	if v, ok := kws["ndigits"]; ok {
		nd = v
	}
	switch vm.numKindOf(x) {
	case numSmall, numBig:
		if nd == None {
			return vm.unaryOp(compile.UNARY_POSITIVE, x)
		}
		n, err := vm.toInt(nd)
		if err != nil {
			return 0, err
		}
		if n >= 0 {
			return vm.unaryOp(compile.UNARY_POSITIVE, x)
		}
		p := new(big.Int).Exp(big.NewInt(10), big.NewInt(-n), nil)
		v := vm.bigOfValue(x)
		q, m := new(big.Int).DivMod(v, p, new(big.Int))
		half := new(big.Int).Rsh(p, 1)
		c := m.Cmp(half)
		if c > 0 || (c == 0 && q.Bit(0) == 1) {
			q.Add(q, big.NewInt(1))
		}
		return vm.bigOf(q.Mul(q, p)), nil
	case numFloat:
		f := x.Float()
		if nd == None {
			if math.IsInf(f, 0) {
				return 0, vm.raise(vm.types.OverflowError, "cannot convert float infinity to integer")
			}
			if math.IsNaN(f) {
				return 0, vm.raise(vm.types.ValueError, "cannot convert float NaN to integer")
			}
			r, err := pylib.RoundFloatToInt(f)
			if err != nil {
				return 0, vm.pyErr(err)
			}
			return vm.bigOf(r), nil
		}
		n, err := vm.toInt(nd)
		if err != nil {
			return 0, err
		}
		r, err := pylib.RoundFloat(f, int(max(min(n, 1<<20), -1<<20)))
		return vm.Float(r), vm.pyErr(err)
	}
	args := []Value{nd} // round(x, n) is x.__round__(n); round(x) and round(x, None) pass nothing
	if nd == None {
		args = nil
	}
	if r, ok, err := vm.callSpecial(x, "__round__", args...); ok {
		return r, err
	}
	return 0, vm.raise(vm.types.TypeError, "type %s doesn't define __round__ method", vm.typeName(x))
}

func (vm *VM) anyAll(name string, a []Value, kw []string, want bool) (Value, error) {
	if err := vm.nargs(name, a, kw, 1, 1); err != nil {
		return 0, err
	}
	it, err := vm.iter(a[0])
	if err != nil {
		return 0, err
	}
	for {
		x, ok, err := vm.next(it)
		if err != nil {
			return 0, err
		}
		if !ok {
			return boolOf(!want), nil
		}
		t, err := vm.truth(x)
		if err != nil {
			return 0, err
		}
		if t == want {
			return boolOf(want), nil
		}
	}
}

func (vm *VM) powMod(b, e, m Value) (Value, error) {
	for _, x := range []Value{b, e, m} {
		if k := vm.numKindOf(x); k != numSmall && k != numBig {
			return 0, vm.raise(vm.types.TypeError, "pow() 3rd argument not allowed unless all arguments are integers")
		}
	}
	mod := vm.bigOfValue(m)
	if mod.Sign() == 0 {
		return 0, vm.raise(vm.types.ValueError, "pow() 3rd argument cannot be 0")
	}
	base := new(big.Int).Set(vm.bigOfValue(b))
	exp := new(big.Int).Set(vm.bigOfValue(e))
	if exp.Sign() < 0 {
		inv := new(big.Int).ModInverse(new(big.Int).Mod(base, new(big.Int).Abs(mod)), new(big.Int).Abs(mod))
		if inv == nil {
			return 0, vm.raise(vm.types.ValueError, "base is not invertible for the given modulus")
		}
		base, exp = inv, exp.Neg(exp)
	}
	r := new(big.Int).Exp(base, exp, new(big.Int).Abs(mod))
	if r.Sign() != 0 && mod.Sign() < 0 {
		r.Add(r, mod)
	}
	return vm.bigOf(r), nil
}

// classCheck is isinstance/issubclass's test of c against a class or
// tuple of classes.
func (vm *VM) classCheck(c *Class, spec Value, fname string) (bool, error) {
	if spec.IsHandle() {
		switch o := vm.obj(spec).(type) {
		case *Class:
			return c.isSubclass(o), nil
		case *Tuple:
			if err := vm.nest(inCheck); err != nil {
				return false, err
			}
			defer vm.unnest()
			for _, x := range o.items {
				if ok, err := vm.classCheck(c, x, fname); err != nil || ok {
					return ok, err
				}
			}
			return false, nil
		case *UnionType:
			for _, x := range o.args {
				if ok, err := vm.classCheck(c, x, fname); err != nil || ok {
					return ok, err
				}
			}
			return false, nil
		case *GenericAlias:
			return false, vm.raise(vm.types.TypeError, "%s() argument 2 cannot be a parameterized generic", fname)
		}
	}
	if fname == "issubclass" {
		return false, vm.raise(vm.types.TypeError, "issubclass() arg 2 must be a class, a tuple of classes, or a union")
	}
	return false, vm.raise(vm.types.TypeError, "%s() arg 2 must be a type, a tuple of types, or a union", fname)
}

var _ = fmt.Sprint
