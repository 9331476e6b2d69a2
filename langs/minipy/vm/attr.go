package vm

import (
	"errors"
	"sort"

	"github.com/microjit/microjit/jitcore/ic"
	"github.com/microjit/microjit/langs/minipy/compile"
)

// cacheSlot is the inline cache of one LOAD_ATTR, STORE_ATTR,
// LOAD_METHOD or LOAD_GLOBAL instruction.
type cacheSlot struct {
	// attribute sites: keyed by the instance's shape and the class
	// version (vm.classVersion); Result.Slot is an instance slot, or
	// slotMethod with the function in Target.
	site *ic.Site
	// global sites: the entry index of the name in dict for one layout
	// of it (and of the builtins when inBuiltins).
	dict       *Dict
	layout     uint64
	blayout    uint64
	idx        int
	inBuiltins bool
	// LOAD_METHOD on a value of a built-in type: its class, the class
	// version, and the method found; LOAD_ATTR of a class's attribute:
	// the class, its version and the attribute (LOAD_ATTR of a module's
	// global uses dict, layout and idx).
	bcls  *Class
	bver  uint64
	bmeth Value
	// The last attribute site lookup that hit, for the loop's fast path:
	// for an instance of shape at class version, the slot (or
	// slotMethod with method, the function found in the class).
	shape   *ic.Shape
	version uint64
	slot    int
	method  Value
	next    *ic.Shape // a STORE_ATTR's new shape, when slot is slotTransition
}

// remember keeps a site's hit for the loop's fast path.
func (c *cacheSlot) remember(shape *ic.Shape, version uint64, slot int, method Value) {
	c.shape, c.version, c.slot, c.method = shape, version, slot, method
}

// rememberTransition keeps a STORE_ATTR's shape transition (from shape
// to next, adding a slot) for the loop's fast path.
func (c *cacheSlot) rememberTransition(shape *ic.Shape, version uint64, next *ic.Shape) {
	c.shape, c.version, c.slot, c.next = shape, version, slotTransition, next
}

// slotMethod marks a cached method (LOAD_METHOD) rather than a slot;
// slotTransition a STORE_ATTR that adds an attribute (Target: the new
// shape).
const (
	slotMethod     = -1
	slotTransition = -2
)

// attrCache returns the ic site of a cache slot.
func (vm *VM) attrSite(c *cacheSlot) *ic.Site {
	if c.site == nil {
		c.site = vm.caches.NewSite()
	}
	return c.site
}

// bindClassAttr turns a class attribute found for an instance into the
// attribute's value (binding functions, calling properties).
func (vm *VM) bindClassAttr(a, obj Value, cls *Class) (Value, error) {
	if !a.IsHandle() {
		return a, nil
	}
	switch o := vm.obj(a).(type) {
	case *Function:
		return vm.newObj(&BoundMethod{self: obj, fn: a}), nil
	case *Builtin:
		if o.self == Null && o.method {
			return vm.newObj(&Builtin{name: o.name, fn: o.fn, self: obj, method: true}), nil
		}
	case *StaticMethod:
		return o.fn, nil
	case *ClassMethod:
		return vm.newObj(&BoundMethod{self: cls.self, fn: o.fn}), nil
	case *Property:
		if o.fget == None {
			return 0, vm.raise(vm.types.AttributeError, "property object has no getter")
		}
		return vm.callFromGo(o.fget, []Value{obj}, nil)
	case *Instance:
		if m, ok := vm.userMethod(o.cls, "__get__"); ok {
			return vm.callFromGo(m, []Value{a, obj, cls.self}, nil)
		}
	}
	return a, nil
}

// isDataDescriptor reports whether a is a property or an instance of a
// program's class with __set__ or __delete__.
func (vm *VM) isDataDescriptor(a Value) bool {
	if !a.IsHandle() {
		return false
	}
	switch o := vm.obj(a).(type) {
	case *Property:
		return true
	case *Instance:
		_, set := vm.userMethod(o.cls, "__set__")
		_, del := vm.userMethod(o.cls, "__delete__")
		return set || del
	}
	return false
}

// getAttr is getattr(v, name).
func (vm *VM) getAttr(v Value, name string) (Value, error) {
	r, err := vm.getAttrOrMissing(v, name)
	if err == errMissingAttr {
		return 0, vm.noAttr(v, name)
	}
	return r, err
}

// errMissingAttr is getAttrOrMissing's answer when v's type has no such
// attribute: getAttr raises the AttributeError for it, while hasattr and
// getattr with a default, which would drop the exception at once, make
// none.
var errMissingAttr = errors.New("no such attribute")

// getAttrOrMissing is getAttr, but errMissingAttr where the attribute is
// missing from a built-in value (an instance, class or module still
// raises its AttributeError).
func (vm *VM) getAttrOrMissing(v Value, name string) (Value, error) {
	if v.IsHandle() {
		switch o := vm.obj(v).(type) {
		case *Instance:
			return vm.instanceAttr(v, o, name)
		case *Class:
			return vm.classGetAttr(o, name)
		case *Module:
			if x, ok := o.globals.strGet(name); ok {
				return x, nil
			}
			switch name {
			case "__name__":
				return vm.str(o.name), nil
			case "__class__":
				return vm.typeOf(v).self, nil
			case "__dict__":
				if _, ok := o.globals.strGet("__name__"); !ok {
					o.globals.strSet("__name__", vm.str("__name__"), vm.str(o.name))
				}
				return vm.nsValue(o.globals), nil
			}
			return 0, vm.raise(vm.types.AttributeError, "module '%s' has no attribute '%s'", o.name, name)
		case *Function:
			if x, ok := vm.funcAttr(o, name); ok {
				return x, nil
			}
		case *Super:
			return vm.superAttr(o, name)
		case *GenericAlias, *UnionType:
			if r, ok, err := vm.genericAttr(v, name); ok {
				return r, err
			}
		case *codeInfo:
			if r, ok := vm.codeAttr(o, name); ok {
				return r, nil
			}
		case *frameObj:
			if r, ok := vm.frameAttr(o, name); ok {
				return r, nil
			}
		case *tracebackObj:
			if r, ok := vm.tracebackAttr(o, name); ok {
				return r, nil
			}
		case *BoundMethod:
			switch name {
			case "__self__":
				return o.self, nil
			case "__func__":
				return o.fn, nil
			}
			return vm.getAttr(o.fn, name)
		case *Builtin:
			switch name {
			case "__name__":
				return vm.str(o.name), nil
			case "__doc__":
				return vm.builtinDoc(o), nil
			case "__module__":
				// a method of a built-in type has none until it is
				// bound, and then None, as CPython's
				if o.module != "" {
					return vm.str(o.module), nil
				}
				if !o.method || o.self != Null {
					return None, nil
				}
			}
		case *Property:
			switch name {
			case "setter", "getter", "deleter":
				return vm.newObj(&Builtin{name: name, fn: propertyCopier(name), self: v}), nil
			case "fget":
				return o.fget, nil
			case "fset":
				return o.fset, nil
			case "fdel":
				return o.fdel, nil
			case "__doc__":
				if o.doc != None && o.doc != 0 {
					return o.doc, nil
				}
				if o.fget != None {
					return vm.getAttr(o.fget, "__doc__")
				}
				return None, nil
			case "__isabstractmethod__":
				for _, f := range []Value{o.fget, o.fset, o.fdel} {
					if f != None {
						if r, err := vm.getAttr(f, name); err == nil {
							if t, _ := vm.truth(r); t {
								return True, nil
							}
						}
					}
				}
				return False, nil
			}
		case *StaticMethod, *ClassMethod:
			fn := Null
			switch w := o.(type) {
			case *StaticMethod:
				fn = w.fn
			case *ClassMethod:
				fn = w.fn
			}
			switch name {
			case "__func__", "__wrapped__":
				return fn, nil
			case "__isabstractmethod__", "__doc__", "__name__", "__qualname__", "__module__", "__annotations__":
				r, err := vm.getAttr(fn, name)
				if err != nil && name == "__isabstractmethod__" {
					return False, nil
				}
				return r, err
			}
		case *Slice:
			switch name {
			case "start":
				return o.start, nil
			case "stop":
				return o.stop, nil
			case "step":
				return o.step, nil
			}
		case *Range:
			switch name {
			case "start":
				return vm.Int(o.start), nil
			case "stop":
				return vm.Int(o.stop), nil
			case "step":
				return vm.Int(o.step), nil
			}
		}
	}
	if name == "__class__" {
		return vm.typeOf(v).self, nil
	}
	c := vm.typeOf(v)
	if a, ok := c.lookup(name); ok {
		return vm.bindClassAttr(a, v, c)
	}
	if len(name) > 4 && name[:2] == "__" {
		if _, ok := vm.obj(v).(*Instance); !ok {
			if b, ok := vm.builtinDunder(v, name); ok {
				return b, nil
			}
		}
	}
	if c == vm.types.int || c == vm.types.bool {
		switch name {
		case "real", "numerator":
			return vm.unaryOp(compile.UNARY_POSITIVE, v) // UNARY_POSITIVE gives an int
		case "imag":
			return smallInt(0), nil
		case "denominator":
			return smallInt(1), nil
		}
	}
	if c == vm.types.float {
		switch name {
		case "real":
			return v, nil
		case "imag":
			return vm.Float(0), nil
		}
	}
	return 0, errMissingAttr
}

// noAttr is the AttributeError for v.name.
func (vm *VM) noAttr(v Value, name string) error {
	if c, ok := vm.obj(v).(*Class); ok && v.IsHandle() {
		return vm.raise(vm.types.AttributeError, "type object '%s' has no attribute '%s'", c.name, name)
	}
	return vm.raise(vm.types.AttributeError, "'%s' object has no attribute '%s'", vm.typeName(v), name)
}

// instanceAttr is getattr on an instance of a program's class.
func (vm *VM) instanceAttr(v Value, o *Instance, name string) (Value, error) {
	a, inClass := o.cls.lookup(name)
	if inClass && vm.isDataDescriptor(a) {
		return vm.bindClassAttr(a, v, o.cls)
	}
	if x, ok := o.get(name); ok {
		return x, nil
	}
	if inClass {
		return vm.bindClassAttr(a, v, o.cls)
	}
	switch name {
	case "__class__":
		return o.cls.self, nil
	case "__dict__":
		if o.cls.slots != nil {
			break
		}
		o.toDict(vm)
		return vm.nsValue(o.dict), nil
	}
	if o.exc != nil {
		switch name {
		case "args":
			return o.exc.args, nil
		case "__cause__":
			return o.exc.cause, nil
		case "__context__":
			return o.exc.context, nil
		case "__suppress_context__":
			return boolOf(o.exc.suppress), nil
		case "__traceback__":
			return vm.tracebackOf(o.exc, v), nil
		case "value":
			if o.cls.isSubclass(vm.types.StopIteration) {
				if args := vm.excArgs(v); len(args) > 0 {
					return args[0], nil
				}
				return None, nil
			}
		case "msg", "lineno", "offset", "text", "end_lineno", "end_offset", "print_file_and_line":
			if o.cls.isSubclass(vm.types.SyntaxError) {
				return vm.syntaxErrorAttr(v, name), nil
			}
		case "errno", "strerror", "filename":
			if name == "filename" && o.cls.isSubclass(vm.types.SyntaxError) {
				return vm.syntaxErrorAttr(v, name), nil
			}
			if o.cls.isSubclass(vm.types.OSError) {
				args := vm.excArgs(v)
				switch {
				case name == "errno" && len(args) >= 2:
					return args[0], nil
				case name == "strerror" && len(args) >= 2:
					return args[1], nil
				case name == "filename" && len(args) >= 3:
					return args[2], nil
				}
				return None, nil
			}
		case "encoding", "object", "start", "end", "reason":
			if o.cls.isSubclass(vm.types.UnicodeError) {
				if args := vm.excArgs(v); len(args) == 5 {
					return args[map[string]int{"encoding": 0, "object": 1, "start": 2, "end": 3, "reason": 4}[name]], nil
				}
			}
		case "code":
			if o.cls.isSubclass(vm.types.SystemExit) {
				return vm.exitCode(vm.excArgs(v)), nil
			}
		}
	}
	if o.hasNative {
		// the attributes of the built-in value (an int's real...)
		if r, err := vm.getAttr(o.native, name); err == nil || !vm.matches(err, vm.types.AttributeError) {
			return r, err
		}
	}
	if g, ok := vm.userMethod(o.cls, "__getattr__"); ok {
		return vm.callFromGo(g, []Value{v, vm.str(name)}, nil)
	}
	return 0, vm.noAttr(v, name)
}

// classGetAttr is getattr on a class: a data descriptor of its
// metaclass, then the class's MRO, then type's own attributes, then the
// metaclass's other attributes, bound to the class.
func (vm *VM) classGetAttr(c *Class, name string) (Value, error) {
	var metaAttr Value
	hasMeta := false
	if c.meta != nil {
		if a, ok := vm.userMethod(c.meta, name); ok {
			if vm.isDataDescriptor(a) {
				return vm.bindClassAttr(a, c.self, c.meta)
			}
			metaAttr, hasMeta = a, true
		}
	}
	if a, ok := c.lookup(name); ok {
		if a.IsHandle() {
			switch o := vm.obj(a).(type) {
			case *StaticMethod:
				return o.fn, nil
			case *ClassMethod:
				return vm.newObj(&BoundMethod{self: c.self, fn: o.fn}), nil
			case *Instance:
				if m, ok := vm.userMethod(o.cls, "__get__"); ok {
					return vm.callFromGo(m, []Value{a, None, c.self}, nil)
				}
			}
		}
		return a, nil
	}
	switch name {
	case "__name__":
		return vm.str(c.name), nil
	case "__qualname__":
		return vm.str(c.qualname), nil
	case "__module__":
		return vm.str(c.module), nil
	case "__mro__":
		items := make([]Value, len(c.mro))
		for i, k := range c.mro {
			items[i] = k.self
		}
		return vm.tuple(items), nil
	case "__bases__":
		items := make([]Value, len(c.bases))
		for i, k := range c.bases {
			items[i] = k.self
		}
		return vm.tuple(items), nil
	case "__base__":
		if len(c.bases) == 0 {
			return None, nil
		}
		return c.bases[0].self, nil
	case "__dict__":
		d := newDict()
		names := c.order
		if c.builtin {
			names = make([]string, 0, len(c.attrs))
			for n := range c.attrs {
				names = append(names, n)
			}
			sort.Strings(names)
		}
		for _, n := range names {
			if x, ok := c.attrs[n]; ok {
				d.strSet(n, vm.str(n), x)
			}
		}
		return vm.newObj(d), nil
	case "__class__":
		return vm.typeOf(c.self).self, nil
	case "__doc__":
		return None, nil
	}
	if hasMeta {
		return vm.bindClassAttr(metaAttr, c.self, c.meta)
	}
	if a, ok := vm.types.typeT.attrs[name]; ok {
		return vm.bindClassAttr(a, c.self, vm.types.typeT)
	}
	return 0, vm.raise(vm.types.AttributeError, "type object '%s' has no attribute '%s'", c.name, name)
}

// setAttr is setattr(v, name, x).
func (vm *VM) setAttr(v Value, name string, x Value) error { return vm.setAttrOf(v, name, x, false) }

// setAttrOf is setattr(v, name, x); generic skips the class's own
// __setattr__ (object.__setattr__ and type.__setattr__ are generic).
func (vm *VM) setAttrOf(v Value, name string, x Value, generic bool) error {
	if v.IsHandle() {
		switch o := vm.obj(v).(type) {
		case *Instance:
			if a, ok := o.cls.lookup(name); ok && vm.isDataDescriptor(a) {
				p, isProp := vm.obj(a).(*Property)
				if !isProp {
					return vm.callDescriptor(a, "__set__", v, x)
				}
				if p.fset == None {
					return vm.raise(vm.types.AttributeError, "property '%s' of '%s' object has no setter", name, o.cls.name)
				}
				_, err := vm.callFromGo(p.fset, []Value{v, x}, nil)
				return err
			}
			if m, ok := vm.userMethod(o.cls, "__setattr__"); ok && !generic {
				_, err := vm.callFromGo(m, []Value{v, vm.str(name), x}, nil)
				return err
			}
			if o.cls.slots != nil && !contains(o.cls.slots, name) {
				return vm.raise(vm.types.AttributeError, "'%s' object has no attribute '%s'", o.cls.name, name)
			}
			if o.exc != nil {
				switch name {
				case "__cause__":
					o.exc.cause = x
					o.exc.suppress = true
					return nil
				case "__context__":
					o.exc.context = x
					return nil
				case "args":
					items, err := vm.iterate(x)
					if err != nil {
						return err
					}
					o.exc.args = vm.tuple(items)
					return nil
				}
			}
			o.set(vm, name, x)
			return nil
		case *Class:
			if m, ok := vm.metaMethod(o, "__setattr__"); ok && !generic {
				_, err := vm.callFromGo(m, []Value{v, vm.str(name), x}, nil)
				return err
			}
			if o.builtin {
				return vm.raise(vm.types.TypeError, "cannot set '%s' attribute of immutable type '%s'", name, o.name)
			}
			if o.meta != nil {
				if a, ok := vm.userMethod(o.meta, name); ok && vm.isDataDescriptor(a) {
					if p, isProp := vm.obj(a).(*Property); isProp {
						if p.fset == None {
							return vm.raise(vm.types.AttributeError, "can't set attribute")
						}
						_, err := vm.callFromGo(p.fset, []Value{v, x}, nil)
						return err
					}
					return vm.callDescriptor(a, "__set__", v, x)
				}
			}
			switch name {
			case "__name__", "__qualname__":
				s, ok := vm.strValue(x)
				if !ok {
					return vm.raise(vm.types.TypeError, "can only assign string to %s.%s, not '%s'", o.name, name, vm.typeName(x))
				}
				if name == "__name__" {
					o.name = s
				} else {
					o.qualname = s
				}
				return nil
			case "__module__":
				o.module, _ = vm.strValue(x)
			}
			vm.setClassAttr(o, name, x)
			return nil
		case *Function:
			return vm.setFuncAttr(o, name, x)
		case *Module:
			o.globals.strSet(name, vm.str(name), x)
			return nil
		}
	}
	if _, ok := vm.typeOf(v).lookup(name); ok {
		return vm.raise(vm.types.AttributeError, "'%s' object attribute '%s' is read-only", vm.typeName(v), name)
	}
	return vm.raise(vm.types.AttributeError, "'%s' object has no attribute '%s'", vm.typeName(v), name)
}

func contains(l []string, s string) bool {
	for _, x := range l {
		if x == s {
			return true
		}
	}
	return false
}

// delAttr is delattr(v, name).
func (vm *VM) delAttr(v Value, name string) error { return vm.delAttrOf(v, name, false) }

// delAttrOf is delattr(v, name); generic skips the class's own
// __delattr__.
func (vm *VM) delAttrOf(v Value, name string, generic bool) error {
	if v.IsHandle() {
		switch o := vm.obj(v).(type) {
		case *Instance:
			if a, ok := o.cls.lookup(name); ok && vm.isDataDescriptor(a) {
				p, isProp := vm.obj(a).(*Property)
				if !isProp {
					return vm.callDescriptor(a, "__delete__", v)
				}
				if p.fdel == None {
					return vm.raise(vm.types.AttributeError, "property '%s' of '%s' object has no deleter", name, o.cls.name)
				}
				_, err := vm.callFromGo(p.fdel, []Value{v}, nil)
				return err
			}
			if m, ok := vm.userMethod(o.cls, "__delattr__"); ok && !generic {
				_, err := vm.callFromGo(m, []Value{v, vm.str(name)}, nil)
				return err
			}
			if o.del(vm, name) {
				return nil
			}
		case *Class:
			if m, ok := vm.metaMethod(o, "__delattr__"); ok && !generic {
				_, err := vm.callFromGo(m, []Value{v, vm.str(name)}, nil)
				return err
			}
			if _, ok := o.attrs[name]; ok && !o.builtin {
				delete(o.attrs, name)
				vm.classVersion++
				return nil
			}
		case *Function:
			if o.dict != nil {
				if ok, _ := vm.dictDel(o.dict, vm.str(name)); ok {
					return nil
				}
			}
		case *Module:
			if ok, _ := vm.dictDel(o.globals, vm.str(name)); ok {
				return nil
			}
		}
	}
	return vm.noAttr(v, name)
}

// propertyCopier makes property.setter and friends.
func propertyCopier(which string) BuiltinFunc {
	return func(vm *VM, args []Value, kw []string) (Value, error) {
		p := *vm.obj(args[0]).(*Property)
		switch which {
		case "setter":
			p.fset = args[1]
		case "getter":
			p.fget = args[1]
		default:
			p.fdel = args[1]
		}
		return vm.newObj(&p), nil
	}
}
