package vm

import "sort"

// dir() and vars().

// objectDir is what dir() lists for object's own attributes, as
// CPython 3.11 has them.
var objectDir = []string{"__class__", "__delattr__", "__dir__", "__doc__", "__eq__", "__format__",
	"__ge__", "__getattribute__", "__getstate__", "__gt__", "__hash__", "__init__", "__init_subclass__",
	"__le__", "__lt__", "__ne__", "__new__", "__reduce__", "__reduce_ex__", "__repr__", "__setattr__",
	"__sizeof__", "__str__", "__subclasshook__"}

// classDir adds the attribute names of c and its bases to names.
func (vm *VM) classDir(c *Class, names map[string]bool) {
	for _, k := range c.mro {
		if k == vm.types.object {
			for _, n := range objectDir {
				names[n] = true
			}
			continue
		}
		for n := range k.attrs {
			names[n] = true
		}
		if s, ok := k.attrs["__slots__"]; ok {
			// the member descriptors of the slots
			items := []Value{s}
			if _, isStr := vm.strValue(s); !isStr {
				items, _ = vm.iterate(s)
			}
			for _, x := range items {
				if n, ok := vm.strValue(x); ok {
					names[n] = true
				}
			}
		}
		if !k.builtin && k.slots == nil {
			// the descriptors CPython's type.__new__ adds
			names["__dict__"] = true
			names["__weakref__"] = true
		}
	}
}

// dirOf is dir(v): the object's __dir__, or its attributes, sorted.
func (vm *VM) dirOf(v Value) (Value, error) {
	if m, ok := vm.special(v, "__dir__"); ok {
		r, err := vm.callFromGo(m, []Value{v}, nil)
		if err != nil {
			return 0, err
		}
		items, err := vm.iterate(r)
		if err != nil {
			return 0, err
		}
		return vm.sortedList(items)
	}
	names := map[string]bool{}
	switch o := vm.obj(v).(type) {
	case *Module:
		if v.IsHandle() {
			for _, k := range o.globals.keys() {
				s, _ := vm.strValue(k)
				names[s] = true
			}
			return vm.nameList(names), nil
		}
	case *Class:
		if v.IsHandle() {
			vm.classDir(o, names)
			return vm.nameList(names), nil
		}
	case *Instance:
		for _, n := range o.names(vm) {
			names[n] = true
		}
	case *Function:
		if o.dict != nil {
			for _, k := range o.dict.keys() {
				s, _ := vm.strValue(k)
				names[s] = true
			}
		}
		for _, n := range []string{"__annotations__", "__builtins__", "__call__", "__closure__", "__code__",
			"__defaults__", "__dict__", "__get__", "__globals__", "__kwdefaults__", "__module__", "__name__",
			"__qualname__"} {
			names[n] = true
		}
	}
	vm.classDir(vm.typeOf(v), names)
	return vm.nameList(names), nil
}

// nameList is names as a sorted list of str.
func (vm *VM) nameList(names map[string]bool) Value {
	sorted := make([]string, 0, len(names))
	for n := range names {
		sorted = append(sorted, n)
	}
	sort.Strings(sorted)
	items := make([]Value, len(sorted))
	for i, n := range sorted {
		items[i] = vm.str(n)
	}
	return vm.list(items)
}

// sortedList is sorted(items).
func (vm *VM) sortedList(items []Value) (Value, error) {
	if err := vm.sortValues(items, None, False); err != nil {
		return 0, err
	}
	return vm.list(items), nil
}

// initDir defines dir, vars, __import__ and help (pydoc's).
func (vm *VM) initDir() {
	vm.def("__import__", func(vm *VM, a []Value, kw []string) (Value, error) {
		args, err := vm.BindArgs("__import__", a, kw, "name", "globals=", "locals=", "fromlist=", "level=")
		if err != nil {
			return 0, err
		}
		name, ok := vm.strValue(args[0])
		if !ok {
			return 0, vm.raise(vm.types.TypeError, "__import__() argument 1 must be str, not %s", vm.typeName(args[0]))
		}
		globals := newDict()
		if d, ok := vm.obj(args[1]).(*Dict); ok && args[1] != Null {
			globals = d
		}
		fromlist, level := args[3], args[4]
		if fromlist == Null {
			fromlist = None
		}
		if level == Null {
			level = smallInt(0)
		}
		return vm.importName(name, fromlist, level, globals)
	})
	vm.def("help", func(vm *VM, a []Value, kw []string) (Value, error) {
		pydoc, err := vm.importName("pydoc", None, smallInt(0), newDict())
		if err != nil {
			return 0, err
		}
		fn, err := vm.getAttr(pydoc, "help")
		if err != nil {
			return 0, err
		}
		return vm.callFromGo(fn, a, kw)
	})
	vm.def("dir", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("dir", a, kw, 0, 1); err != nil {
			return 0, err
		}
		if len(a) == 1 {
			return vm.dirOf(a[0])
		}
		d := vm.callerLocals(vm.th.frames[len(vm.th.frames)-1])
		return vm.sortedList(d.keys())
	})
	vm.def("vars", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("vars", a, kw, 0, 1); err != nil {
			return 0, err
		}
		if len(a) == 0 {
			return vm.nsValue(vm.callerLocals(vm.th.frames[len(vm.th.frames)-1])), nil
		}
		d, err := vm.getAttr(a[0], "__dict__")
		if err != nil && vm.matches(err, vm.types.AttributeError) {
			return 0, vm.raise(vm.types.TypeError, "vars() argument must have __dict__ attribute")
		}
		return d, err
	})
}
