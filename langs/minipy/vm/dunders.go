package vm

import (
	"strings"

	"github.com/microjit/microjit/langs/minipy/compile"
)

// builtinDunder returns the special method name of a built-in value as a
// bound built-in (list.__len__, iter(x).__next__, 1 .__add__), made from
// the operation the interpreter runs for it, or false when the value's
// type has no such method. An unhashable type's __hash__ is None.
func (vm *VM) builtinDunder(v Value, name string) (Value, bool) {
	if !vm.builtinHas(v, name) {
		return 0, false
	}
	if name == "__hash__" && !vm.hashable(v) {
		return None, true
	}
	fn, ok := vm.dunderImpl(name)
	if !ok {
		return 0, false
	}
	return vm.newObj(&Builtin{name: name, fn: fn, self: v}), true
}

// hashable reports whether a built-in value's type hashes (list, dict,
// set and their views do not).
func (vm *VM) hashable(v Value) bool {
	switch o := vm.obj(v).(type) {
	case *List, *Dict:
		return false
	case *Set:
		return o.frozen
	case *dictView:
		return o.kind == viewValues
	}
	return true
}

// builtinHas reports whether the type of a built-in value (not an
// instance of a class of the program's) has the special method name, as
// CPython 3.11's built-in types do: every object compares, hashes and
// prints, numbers do arithmetic, containers have a length, iterators a
// __next__ (hasattr(1, '__iter__') is False, hasattr(1, '__index__')
// True).
func (vm *VM) builtinHas(v Value, name string) bool {
	if len(name) < 5 || name[:2] != "__" || name[len(name)-2:] != "__" {
		return false
	}
	m := name[2 : len(name)-2]
	if objectDunders[m] {
		return true
	}
	switch k := vm.numKindOf(v); {
	case k == numFloat:
		return numberDunders[m]
	case k != numNone:
		return numberDunders[m] || intDunders[m]
	case v == None:
		return m == "bool"
	}
	switch o := vm.obj(v).(type) {
	case *Str:
		return containerDunders[m] || m == "getitem" || strDunders[m]
	case *List:
		return containerDunders[m] || itemDunders[m] || listDunders[m]
	case *Tuple:
		return containerDunders[m] || m == "getitem" || seqDunders[m]
	case *Dict:
		return containerDunders[m] || itemDunders[m] || dictDunders[m]
	case *Set:
		return containerDunders[m] || setDunders[m] || !o.frozen && setInplaceDunders[m]
	case *dictView:
		return containerDunders[m] || o.kind != viewValues && setDunders[m]
	case *Range, *BigRange:
		return containerDunders[m] || m == "getitem" || m == "bool"
	case *Generator:
		return m == "iter" || m == "next"
	case iterator:
		return m == "iter" || m == "next"
	}
	return m == "call" && vm.isCallable(v)
}

// dunderSet is a set of special method names without their underscores.
type dunderSet map[string]bool

func dunders(names string) dunderSet {
	set := dunderSet{}
	for _, n := range strings.Fields(names) {
		set[n] = true
	}
	return set
}

// The special methods of CPython 3.11's built-in types that builtinHas
// knows, by type.
var (
	objectDunders     = dunders("repr str format hash eq ne lt le gt ge")
	numberDunders     = dunders("add radd sub rsub mul rmul truediv rtruediv floordiv rfloordiv mod rmod pow rpow divmod rdivmod abs neg pos int float bool")
	intDunders        = dunders("lshift rlshift rshift rrshift and rand or ror xor rxor invert index")
	containerDunders  = dunders("len contains iter")
	itemDunders       = dunders("getitem setitem delitem")
	seqDunders        = dunders("add mul rmul")
	strDunders        = dunders("add mul rmul mod rmod")
	listDunders       = dunders("add iadd mul rmul imul")
	dictDunders       = dunders("or ror ior")
	setDunders        = dunders("sub rsub and rand or ror xor rxor")
	setInplaceDunders = dunders("isub iand ior ixor")
)

// dunderImpl is the built-in behind a special method name.
func (vm *VM) dunderImpl(name string) (BuiltinFunc, bool) {
	unary := func(f func(vm *VM, v Value) (Value, error)) BuiltinFunc {
		return func(vm *VM, a []Value, kw []string) (Value, error) {
			if err := vm.nargs(name, a[1:], kw, 0, 0); err != nil {
				return 0, err
			}
			return f(vm, a[0])
		}
	}
	binary := func(f func(vm *VM, v, w Value) (Value, error)) BuiltinFunc {
		return func(vm *VM, a []Value, kw []string) (Value, error) {
			if err := vm.nargs(name, a[1:], kw, 1, 1); err != nil {
				return 0, err
			}
			return f(vm, a[0], a[1])
		}
	}
	for op, n := range binDunder {
		if n == "" {
			continue
		}
		op := op
		switch name {
		case "__" + n + "__":
			return binary(func(vm *VM, v, w Value) (Value, error) {
				r, ok, err := vm.numericOp(op, v, w)
				if ok {
					return r, err
				}
				r, ok, err = vm.seqOp(op, v, w)
				if ok {
					return r, err
				}
				if r, ok, err = vm.complexOp(op, v, w); ok {
					return r, err
				}
				return NotImplemented, nil
			}), true
		case "__r" + n + "__":
			return binary(func(vm *VM, v, w Value) (Value, error) {
				r, ok, err := vm.numericOp(op, w, v)
				if ok {
					return r, err
				}
				if r, ok, err = vm.complexOp(op, w, v); ok {
					return r, err
				}
				return NotImplemented, nil
			}), true
		}
	}
	for op, n := range cmpDunder {
		op := op
		if name == n {
			return binary(func(vm *VM, v, w Value) (Value, error) {
				if c, ok := vm.numCompare(v, w); ok {
					return boolOf(cmpResult(op, c)), nil
				}
				c, ok, err := vm.builtinCompare(op, v, w)
				if err != nil || !ok {
					if op == compile.CmpEq && err == nil {
						return boolOf(v == w), nil
					}
					return NotImplemented, err
				}
				return boolOf(cmpResult(op, c)), nil
			}), true
		}
	}
	switch name {
	case "__len__":
		return unary(func(vm *VM, v Value) (Value, error) {
			n, err := vm.length(v)
			return vm.Int(int64(n)), err
		}), true
	case "__iter__":
		return unary((*VM).iter), true
	case "__next__":
		return unary(func(vm *VM, v Value) (Value, error) {
			r, ok, err := vm.next(v)
			if err == nil && !ok {
				err = vm.stopIteration(None)
			}
			return r, err
		}), true
	case "__repr__":
		return unary(func(vm *VM, v Value) (Value, error) {
			s, err := vm.reprOf(v)
			return vm.str(s), err
		}), true
	case "__str__":
		return unary(func(vm *VM, v Value) (Value, error) {
			s, err := vm.strOf(v)
			return vm.str(s), err
		}), true
	case "__hash__":
		return unary(func(vm *VM, v Value) (Value, error) {
			h, err := vm.hash(v)
			return vm.Int(h), err
		}), true
	case "__bool__":
		return unary(func(vm *VM, v Value) (Value, error) {
			b, err := vm.truth(v)
			return boolOf(b), err
		}), true
	case "__neg__", "__pos__", "__invert__":
		op := map[string]compile.Opcode{"__neg__": compile.UNARY_NEGATIVE, "__pos__": compile.UNARY_POSITIVE, "__invert__": compile.UNARY_INVERT}[name]
		return unary(func(vm *VM, v Value) (Value, error) { return vm.unaryOp(op, v) }), true
	case "__getitem__":
		return binary((*VM).getItem), true
	case "__contains__":
		return binary(func(vm *VM, v, w Value) (Value, error) {
			b, err := vm.contains(v, w)
			return boolOf(b), err
		}), true
	case "__delitem__":
		return binary(func(vm *VM, v, w Value) (Value, error) { return None, vm.delItem(v, w) }), true
	case "__setitem__":
		return func(vm *VM, a []Value, kw []string) (Value, error) {
			if err := vm.nargs(name, a[1:], kw, 2, 2); err != nil {
				return 0, err
			}
			return None, vm.setItem(a[0], a[1], a[2])
		}, true
	case "__index__":
		return unary(func(vm *VM, v Value) (Value, error) { return vm.unaryOp(compile.UNARY_POSITIVE, v) }), true
	case "__int__", "__float__", "__abs__":
		conv := map[string]string{"__int__": "int", "__float__": "float", "__abs__": "abs"}[name]
		return unary(func(vm *VM, v Value) (Value, error) {
			fn, _ := vm.builtins.strGet(conv)
			return vm.call(fn, []Value{v}, nil)
		}), true
	case "__call__":
		return func(vm *VM, a []Value, kw []string) (Value, error) {
			return vm.call(a[0], a[1:], kw)
		}, true
	case "__format__":
		return binary(func(vm *VM, v, w Value) (Value, error) {
			spec, _ := vm.strValue(w)
			s, err := vm.format(v, spec)
			return vm.str(s), err
		}), true
	}
	return nil, false
}
