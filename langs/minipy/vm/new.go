package vm

// initObjectNew defines object.__new__, a static method as in CPython:
// object.__new__(C) makes a bare instance of a program's class C
// without calling __init__ (the class's own __new__ is what calling C
// runs first).
func (vm *VM) initObjectNew() {
	fn := &Builtin{name: "__new__", self: Null, fn: func(vm *VM, a []Value, kw []string) (Value, error) {
		if len(a) == 0 {
			return 0, vm.raise(vm.types.TypeError, "object.__new__(): not enough arguments")
		}
		cv := a[0]
		c, ok := vm.obj(cv).(*Class)
		if !cv.IsHandle() || !ok {
			return 0, vm.raise(vm.types.TypeError, "object.__new__(X): X is not a type object (%s)", vm.typeName(cv))
		}
		if c.builtin || (c.base != nil && c.base != vm.types.object && !c.isExc) {
			name := c.name
			for c.base != nil && !c.builtin {
				c = c.base
			}
			return 0, vm.raise(vm.types.TypeError, "object.__new__(%s) is not safe, use %s.__new__()", name, c.name)
		}
		return vm.newInstance(c, a[1:len(a)-len(kw)]), nil
	}}
	vm.types.object.attrs["__new__"] = vm.keep(vm.newObj(&StaticMethod{fn: vm.keep(vm.newObj(fn))}))
}
