package vm

import "github.com/microjit/microjit/langs/minipy/compile"

// builtinDunder returns the special method name of a built-in value as a
// bound built-in (list.__len__, iter(x).__next__, 1 .__add__), made from
// the operation the interpreter runs for it, or false.
func (vm *VM) builtinDunder(v Value, name string) (Value, bool) {
	fn, ok := vm.dunderImpl(name)
	if !ok {
		return 0, false
	}
	return vm.newObj(&Builtin{name: name, fn: fn, self: v}), true
}

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
	case "__format__":
		return binary(func(vm *VM, v, w Value) (Value, error) {
			spec, _ := vm.strValue(w)
			s, err := vm.format(v, spec)
			return vm.str(s), err
		}), true
	}
	return nil, false
}
