package vm

// callDescriptor calls method (__set__ or __delete__) of d, an instance
// of a program's class in a class's attributes, for an instance's
// attribute; a data descriptor without it refuses, as in CPython.
func (vm *VM) callDescriptor(d Value, method string, args ...Value) error {
	m, ok := vm.userMethod(vm.obj(d).(*Instance).cls, method)
	if !ok {
		return vm.raise(vm.types.AttributeError, "%s", method)
	}
	_, err := vm.callFromGo(m, append([]Value{d}, args...), nil)
	return err
}

// setNames calls __set_name__(owner, name) of the attributes of a new
// class that define it, in definition order.
func (vm *VM) setNames(c *Class, attrs map[string]Value, order []string) error {
	for _, name := range order {
		a := attrs[name]
		if !a.IsHandle() {
			continue
		}
		o, ok := vm.obj(a).(*Instance)
		if !ok {
			continue
		}
		if m, ok := vm.userMethod(o.cls, "__set_name__"); ok {
			if _, err := vm.callFromGo(m, []Value{a, c.self, vm.str(name)}, nil); err != nil {
				return err
			}
		}
	}
	return nil
}
