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

// initBuiltinNews defines __new__ for the built-in types a program may
// derive from: C.__new__(cls, *args) makes the value as C(*args) does,
// wrapped in an instance of cls when cls is a program's subclass (as
// namedtuple's tuple.__new__(cls, values) and a float subclass's
// super().__new__(cls, x) need).
func (vm *VM) initBuiltinNews() {
	t := &vm.types
	for _, c := range []*Class{t.int, t.float, t.str, t.tuple, t.list, t.dict, t.set, t.frozenset} {
		c := c
		fn := &Builtin{name: "__new__", self: Null, fn: func(vm *VM, a []Value, kw []string) (Value, error) {
			if len(a) == 0 {
				return 0, vm.raise(vm.types.TypeError, "%s.__new__(): not enough arguments", c.name)
			}
			cls, ok := vm.obj(a[0]).(*Class)
			if !a[0].IsHandle() || !ok {
				return 0, vm.raise(vm.types.TypeError, "%s.__new__(X): X is not a type object (%s)", c.name, vm.typeName(a[0]))
			}
			if !cls.isSubclass(c) {
				return 0, vm.raise(vm.types.TypeError, "%s.__new__(%s): %s is not a subtype of %s", c.name, cls.name, cls.name, c.name)
			}
			args := a[1:]
			mutable := c == t.list || c == t.dict || c == t.set
			if mutable && cls != c {
				args, kw = nil, nil // __init__ fills it
			}
			native, err := vm.ctors[c](vm, args, kw)
			if err != nil || cls == c {
				return native, err
			}
			return vm.newObj(&Instance{cls: cls, shape: cls.ic.Root(), native: native, hasNative: true}), nil
		}}
		c.attrs["__new__"] = vm.keep(vm.newObj(&StaticMethod{fn: vm.keep(vm.newObj(fn))}))
	}
}
