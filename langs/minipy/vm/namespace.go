package vm

import "strings"

// types.SimpleNamespace: an object whose attributes its constructor's
// keywords give, with a repr that lists them (sys.implementation is
// one).
func (vm *VM) initNamespace() {
	c := vm.NewType("SimpleNamespace", "types")
	vm.types.namespace = c
	vm.DefMethod(c, "__init__", func(vm *VM, a []Value, kw []string) (Value, error) {
		o, ok := vm.obj(a[0]).(*Instance)
		if !ok {
			return 0, vm.raise(vm.types.TypeError, "descriptor '__init__' requires a 'types.SimpleNamespace' object")
		}
		npos := len(a) - 1 - len(kw)
		if npos > 0 {
			return 0, vm.raise(vm.types.TypeError, "no positional arguments expected")
		}
		for i, k := range kw {
			o.set(vm, k, a[1+npos+i])
		}
		return None, nil
	})
	vm.DefMethod(c, "__repr__", func(vm *VM, a []Value, kw []string) (Value, error) {
		o, ok := vm.obj(a[0]).(*Instance)
		if !ok {
			return 0, vm.raise(vm.types.TypeError, "descriptor '__repr__' requires a 'types.SimpleNamespace' object")
		}
		name := "namespace"
		if o.cls != c {
			name = o.cls.name
		}
		if vm.reprActive(a[0]) {
			return vm.str(name + "(...)"), nil
		}
		defer vm.reprDone(a[0])
		parts := make([]string, 0, 4)
		for _, n := range o.names(vm) {
			v, _ := o.get(n)
			r, err := vm.reprOf(v)
			if err != nil {
				return 0, err
			}
			parts = append(parts, n+"="+r)
		}
		return vm.str(name + "(" + strings.Join(parts, ", ") + ")"), nil
	})
	vm.DefMethod(c, "__eq__", func(vm *VM, a []Value, kw []string) (Value, error) {
		x, ok1 := vm.obj(a[0]).(*Instance)
		y, ok2 := vm.obj(a[1]).(*Instance)
		if !ok1 || !ok2 || !y.cls.isSubclass(c) {
			return NotImplemented, nil
		}
		xs, ys := x.names(vm), y.names(vm)
		if len(xs) != len(ys) {
			return False, nil
		}
		for _, n := range xs {
			xv, _ := x.get(n)
			yv, ok := y.get(n)
			if !ok {
				return False, nil
			}
			if eq, err := vm.eq(xv, yv); err != nil || !eq {
				return False, err
			}
		}
		return True, nil
	})
	vm.SetClassAttr(c, "__hash__", None)
}
