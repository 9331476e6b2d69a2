package vm

// The match statement's operations (MATCH_MAPPING, MATCH_SEQUENCE,
// MATCH_KEYS, MATCH_CLASS), with CPython 3.11's rules: a mapping is a
// dict or what collections.abc.Mapping says is one, a sequence a
// list, tuple, range or memoryview or a collections.abc.Sequence, never
// a str, bytes or bytearray.

// abcOf is collections.abc's class name, when a program imported it
// (only then can its classes have registered or derived from it).
func (vm *VM) abcOf(name string) (Value, bool) {
	m, ok := vm.modules.strGet("collections.abc")
	if !ok {
		return 0, false
	}
	mod, ok := vm.obj(m).(*Module)
	if !ok {
		return 0, false
	}
	return mod.globals.strGet(name)
}

func (vm *VM) matchMapping(v Value) bool {
	if _, ok := vm.obj(vm.unwrapNative(v)).(*Dict); ok && v.IsHandle() {
		return true
	}
	if abc, ok := vm.abcOf("Mapping"); ok && v.IsHandle() {
		if _, isInst := vm.obj(v).(*Instance); isInst {
			r, err := vm.isInstanceOf(v, abc)
			return err == nil && r
		}
	}
	return false
}

func (vm *VM) matchSequence(v Value) bool {
	if !v.IsHandle() {
		return false
	}
	switch vm.obj(vm.unwrapNative(v)).(type) {
	case *List, *Tuple, *Range, *BigRange, *MemoryView:
		return true
	case *Str, *Bytes, *ByteArray, *Dict, *Set:
		return false
	}
	if abc, ok := vm.abcOf("Sequence"); ok {
		if _, isInst := vm.obj(v).(*Instance); isInst {
			r, err := vm.isInstanceOf(v, abc)
			return err == nil && r
		}
	}
	return false
}

// matchKeys is the values of the keys in the mapping m, or None when
// one is missing.
func (vm *VM) matchKeys(m, keys Value) (Value, error) {
	ks := vm.obj(keys).(*Tuple).items
	vals := make([]Value, len(ks))
	seen := newDict()
	d, isDict := vm.obj(vm.unwrapNative(m)).(*Dict)
	var get Value
	dummy := vm.newObj(&Instance{cls: vm.types.object, dict: newDict()})
	for i, k := range ks {
		if _, dup, err := vm.dictGet(seen, k); err != nil {
			return 0, err
		} else if dup {
			r, _ := vm.reprOf(k)
			return 0, vm.raise(vm.types.ValueError, "mapping pattern checks duplicate key (%s)", r)
		}
		if err := vm.dictSet(seen, k, None); err != nil {
			return 0, err
		}
		if isDict && m.IsHandle() && vm.typeOf(m) == vm.types.dict {
			x, ok, err := vm.dictGet(d, k)
			if err != nil {
				return 0, err
			}
			if !ok {
				return None, nil
			}
			vals[i] = x
			continue
		}
		if get == 0 {
			g, err := vm.getAttr(m, "get")
			if err != nil {
				return 0, err
			}
			get = g
		}
		x, err := vm.callFromGo(get, []Value{k, dummy}, nil)
		if err != nil {
			return 0, err
		}
		if x == dummy {
			return None, nil
		}
		vals[i] = x
	}
	return vm.tuple(vals), nil
}

// matchSelf is whether a class's single positional sub-pattern matches
// the subject itself (int(x), str(x)...).
func (vm *VM) matchSelf(c *Class) bool {
	t := &vm.types
	for _, b := range []*Class{t.bool, t.bytearray, t.bytes, t.dict, t.float, t.frozenset, t.int, t.list, t.set, t.str, t.tuple} {
		if c.isSubclass(b) && c.builtin {
			return true
		}
	}
	return false
}

// matchClass is the attributes that cls(positionals..., names=...)
// matches in subject, or None.
func (vm *VM) matchClass(subject, clsV, namesV Value, npos int) (Value, error) {
	cls, ok := vm.obj(clsV).(*Class)
	if !ok || !clsV.IsHandle() {
		return 0, vm.raise(vm.types.TypeError, "called match pattern must be a type")
	}
	if ok, err := vm.isInstanceOf(subject, clsV); err != nil || !ok {
		return None, err
	}
	names := vm.obj(namesV).(*Tuple).items
	var attrNames []string
	var out []Value
	if npos > 0 {
		var matchArgs []Value
		ma, err := vm.getAttr(clsV, "__match_args__")
		switch {
		case err == nil:
			t, ok := vm.obj(ma).(*Tuple)
			if !ok || !ma.IsHandle() {
				return 0, vm.raise(vm.types.TypeError, "%s.__match_args__ must be a tuple (got %s)", cls.name, vm.typeName(ma))
			}
			matchArgs = t.items
		case vm.matches(err, vm.types.AttributeError):
			if !vm.matchSelfClass(cls) {
				break
			}
			if npos > 1 {
				return 0, vm.raise(vm.types.TypeError, "%s() accepts 1 positional sub-pattern (%d given)", cls.name, npos)
			}
			out = append(out, subject)
			matchArgs = nil
			npos = -1
		default:
			return 0, err
		}
		if npos > 0 {
			if npos > len(matchArgs) {
				plural := "s"
				if len(matchArgs) == 1 {
					plural = ""
				}
				return 0, vm.raise(vm.types.TypeError, "%s() accepts %d positional sub-pattern%s (%d given)", cls.name, len(matchArgs), plural, npos)
			}
			for _, a := range matchArgs[:npos] {
				s, ok := vm.exactStr(a)
				if !ok {
					return 0, vm.raise(vm.types.TypeError, "__match_args__ elements must be strings (got %s)", vm.typeName(a))
				}
				attrNames = append(attrNames, s)
			}
		}
	}
	for _, n := range names {
		s, _ := vm.strValue(n)
		attrNames = append(attrNames, s)
	}
	seen := map[string]bool{}
	for _, a := range attrNames {
		if seen[a] {
			return 0, vm.raise(vm.types.TypeError, "%s() got multiple sub-patterns for attribute '%s'", cls.name, a)
		}
		seen[a] = true
		x, err := vm.getAttr(subject, a)
		if err != nil {
			if vm.matches(err, vm.types.AttributeError) {
				return None, nil
			}
			return 0, err
		}
		out = append(out, x)
	}
	return vm.tuple(out), nil
}

// matchSelfClass is matchSelf for the class or its built-in base, as
// CPython's flag on the types is inherited.
func (vm *VM) matchSelfClass(c *Class) bool {
	for _, k := range c.mro {
		if k.builtin {
			return vm.matchSelf(k)
		}
	}
	return false
}
