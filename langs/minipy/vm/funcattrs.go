package vm

// The attributes of a Python function: its own (__name__, __doc__,
// __defaults__, __annotations__...) and those a program sets, which live
// in its __dict__ (functools.wraps copies both kinds).

// funcAttr is getattr on a function; ok is false for a name that is
// neither its own nor in its __dict__.
func (vm *VM) funcAttr(o *Function, name string) (Value, bool) {
	if o.dict != nil {
		if x, ok := o.dict.strGet(name); ok {
			return x, true
		}
	}
	switch name {
	case "__name__":
		return vm.str(o.name), true
	case "__qualname__":
		return vm.str(o.qualname), true
	case "__doc__":
		if c := o.code.code; c.HasDoc {
			return vm.str(c.Doc), true
		}
		return None, true
	case "__module__":
		if m, ok := o.globals.strGet("__name__"); ok {
			return m, true
		}
		return None, true
	case "__code__":
		return o.code.self, true
	case "__globals__":
		return vm.nsValue(o.globals), true
	case "__builtins__":
		return vm.nsValue(o.builtins), true
	case "__defaults__":
		if len(o.defaults) == 0 {
			return None, true
		}
		return vm.tuple(o.defaults), true
	case "__kwdefaults__":
		if o.kwdefaults == nil {
			return None, true
		}
		return vm.newObj(vm.copyDict(o.kwdefaults)), true
	case "__closure__":
		if len(o.closure) == 0 {
			return None, true
		}
		cells := make([]Value, len(o.closure))
		for i, c := range o.closure {
			cells[i] = c.self
		}
		return vm.tuple(cells), true
	case "__annotations__":
		d := newDict()
		if o.annotations != nil {
			for i := 0; i+1 < len(o.annotations); i += 2 {
				vm.dictSet(d, o.annotations[i], o.annotations[i+1])
			}
		}
		dv := vm.newObj(d)
		o.funcDict().strSet(name, vm.str(name), dv)
		return dv, true
	case "__dict__":
		return vm.nsValue(o.funcDict()), true
	}
	return 0, false
}

// funcDict is the function's __dict__, made on first use.
func (o *Function) funcDict() *Dict {
	if o.dict == nil {
		o.dict = newDict()
	}
	return o.dict
}

// setFuncAttr is setattr on a function.
func (vm *VM) setFuncAttr(o *Function, name string, x Value) error {
	switch name {
	case "__globals__", "__closure__", "__builtins__", "__code__":
		return vm.raise(vm.types.AttributeError, "readonly attribute")
	case "__name__", "__qualname__":
		s, ok := vm.strValue(x)
		if !ok {
			return vm.raise(vm.types.TypeError, "%s must be set to a string object", name)
		}
		if name == "__name__" {
			o.name = s
		} else {
			o.qualname = s
		}
		return nil
	case "__defaults__":
		o.defaults = nil
		if x != None {
			t, ok := vm.obj(x).(*Tuple)
			if !ok || !x.IsHandle() {
				return vm.raise(vm.types.TypeError, "__defaults__ must be set to a tuple object")
			}
			o.defaults = t.items
		}
		return nil
	case "__kwdefaults__":
		o.kwdefaults = nil
		if x != None {
			d, ok := vm.obj(x).(*Dict)
			if !ok || !x.IsHandle() {
				return vm.raise(vm.types.TypeError, "__kwdefaults__ must be set to a dict object")
			}
			o.kwdefaults = vm.copyDict(d)
		}
		return nil
	case "__dict__":
		d, ok := vm.obj(x).(*Dict)
		if !ok || !x.IsHandle() {
			return vm.raise(vm.types.TypeError, "__dict__ must be set to a dictionary, not a '%s'", vm.typeName(x))
		}
		o.dict = d
		return nil
	}
	o.funcDict().strSet(name, vm.str(name), x)
	return nil
}
