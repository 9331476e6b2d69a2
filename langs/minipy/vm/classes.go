package vm

import (
	"sort"
	"strings"
)

// Class creation as CPython's __build_class__ and type.__new__ do it:
// the bases' __mro_entries__ (PEP 560), the metaclass (the explicit
// one, or the most derived of the bases' types), its __prepare__, the
// class body, then metaclass(name, bases, namespace, **kwds). type's own
// __new__ (typeNew) makes the class: __new__ becomes a static method,
// __init_subclass__ and __class_getitem__ class methods, __eq__ without
// __hash__ makes the class unhashable, then __set_name__ and the base's
// __init_subclass__ run.

// buildClassFunc is __build_class__(func, name, *bases, **kw).
func (vm *VM) buildClassFunc(args []Value, kwnames []string) (Value, error) {
	npos := len(args) - len(kwnames)
	if npos < 2 {
		return 0, vm.raise(vm.types.TypeError, "__build_class__: not enough arguments")
	}
	body, ok := vm.obj(args[0]).(*Function)
	if !ok || !args[0].IsHandle() {
		return 0, vm.raise(vm.types.TypeError, "__build_class__: func must be a function")
	}
	name, ok := vm.strValue(args[1])
	if !ok {
		return 0, vm.raise(vm.types.TypeError, "__build_class__: name is not a string")
	}
	origBases := args[2:npos]
	var meta Value = Null
	var kwn []string
	var kwv []Value
	for i, k := range kwnames {
		if k == "metaclass" {
			meta = args[npos+i]
			continue
		}
		kwn = append(kwn, k)
		kwv = append(kwv, args[npos+i])
	}
	bases, changed, err := vm.mroEntries(origBases)
	if err != nil {
		return 0, err
	}
	if meta == Null {
		meta = vm.types.typeT.self
	}
	if mc, ok := vm.obj(meta).(*Class); ok && meta.IsHandle() {
		winner, err := vm.calculateMeta(mc, bases)
		if err != nil {
			return 0, err
		}
		meta = winner.self
	}
	basesT := vm.tuple(bases)
	// the namespace: a dict, or what the metaclass's __prepare__ makes
	ns := newDict()
	nsv := vm.newObj(ns)
	if mc, ok := vm.obj(meta).(*Class); ok && meta.IsHandle() {
		if prep, ok := vm.userMethod(mc, "__prepare__"); ok {
			fn := prep
			switch p := vm.obj(prep).(type) {
			case *ClassMethod:
				fn = vm.newObj(&BoundMethod{self: meta, fn: p.fn})
			case *StaticMethod:
				fn = p.fn
			}
			r, err := vm.callFromGo(fn, append([]Value{vm.str(name), basesT}, kwv...), kwn)
			if err != nil {
				return 0, err
			}
			d, ok := vm.obj(vm.unwrapNative(r)).(*Dict)
			if !ok {
				return 0, vm.raise(vm.types.TypeError, "%s.__prepare__() must return a mapping, not %s", mc.name, vm.typeName(r))
			}
			ns, nsv = d, r
		}
	}
	f := newBareFrame(&vm.th, body.code, body)
	f.ns = ns
	if _, exact := vm.obj(nsv).(*Dict); !exact {
		f.nsMap, f.hasNsMap = nsv, true
	}
	if len(f.cells) > 0 {
		vm.makeCells(f)
	}
	cell, err := vm.runFrame(f) // f.ns keeps the namespace alive
	if err != nil {
		return 0, err
	}
	if changed {
		ns.strSet("__orig_bases__", vm.str("__orig_bases__"), vm.tuple(append([]Value(nil), origBases...)))
	}
	callArgs := append([]Value{vm.str(name), basesT, nsv}, kwv...)
	var cls Value
	if meta == vm.types.typeT.self {
		c, err := vm.typeNew(vm.types.typeT, name, bases, ns, kwn, kwv)
		if err != nil {
			return 0, err
		}
		cls = c.self
	} else if cls, err = vm.callFromGo(meta, callArgs, kwn); err != nil {
		return 0, err
	}
	if cl, ok := vm.obj(cell).(*Cell); ok && cell.IsHandle() && cl.v == Null {
		cl.v = cls
	}
	return cls, nil
}

// mroEntries replaces each base that is not a class by what its
// __mro_entries__(bases) gives (typing.Generic[T], NamedTuple...);
// changed says whether any was.
func (vm *VM) mroEntries(bases []Value) ([]Value, bool, error) {
	changed := false
	out := make([]Value, 0, len(bases))
	for _, b := range bases {
		if _, ok := vm.obj(b).(*Class); ok && b.IsHandle() {
			out = append(out, b)
			continue
		}
		m, err := vm.getAttr(b, "__mro_entries__")
		if err != nil {
			if vm.matches(err, vm.types.AttributeError) {
				out = append(out, b)
				continue
			}
			return nil, false, err
		}
		r, err := vm.callFromGo(m, []Value{vm.tuple(append([]Value(nil), bases...))}, nil)
		if err != nil {
			return nil, false, err
		}
		t, ok := vm.obj(r).(*Tuple)
		if !ok {
			return nil, false, vm.raise(vm.types.TypeError, "__mro_entries__ must return a tuple")
		}
		out = append(out, t.items...)
		changed = true
	}
	return out, changed, nil
}

// calculateMeta is the most derived of meta and the bases' metaclasses;
// two unrelated ones conflict.
func (vm *VM) calculateMeta(meta *Class, bases []Value) (*Class, error) {
	winner := meta
	for _, b := range bases {
		bt := vm.typeOf(b)
		switch {
		case winner.isSubclass(bt):
		case bt.isSubclass(winner):
			winner = bt
		default:
			return nil, vm.raise(vm.types.TypeError, "metaclass conflict: the metaclass of a derived class must be a (non-strict) subclass of the metaclasses of all its bases")
		}
	}
	return winner, nil
}

// typeNew is type.__new__(meta, name, bases, ns, **kw): it makes the
// class from the namespace ns, then runs __set_name__ and the bases'
// __init_subclass__(**kw).
func (vm *VM) typeNew(meta *Class, name string, baseVals []Value, ns *Dict, kwn []string, kwv []Value) (*Class, error) {
	var bases []*Class
	for _, b := range baseVals {
		c, ok := vm.obj(b).(*Class)
		if !ok || !b.IsHandle() {
			return nil, vm.raise(vm.types.TypeError, "bases must be types")
		}
		bases = append(bases, c)
	}
	if err := vm.checkBases(bases); err != nil {
		return nil, err
	}
	attrs := map[string]Value{}
	var order []string
	var cell Value = Null
	for _, e := range ns.entries {
		if !e.used {
			continue
		}
		k, ok := vm.strValue(e.key)
		if !ok {
			continue
		}
		if k == "__classcell__" {
			cell = e.val
			continue
		}
		if _, dup := attrs[k]; !dup {
			order = append(order, k)
		}
		attrs[k] = e.val
	}
	// the implicit static and class methods
	for n, wrap := range map[string]func(Value) object{
		"__new__":           func(v Value) object { return &StaticMethod{fn: v} },
		"__init_subclass__": func(v Value) object { return &ClassMethod{fn: v} },
		"__class_getitem__": func(v Value) object { return &ClassMethod{fn: v} },
	} {
		if fv, ok := attrs[n]; ok {
			if _, isFn := vm.obj(fv).(*Function); isFn && fv.IsHandle() {
				attrs[n] = vm.newObj(wrap(fv))
			}
		}
	}
	if _, eq := attrs["__eq__"]; eq {
		if _, h := attrs["__hash__"]; !h {
			attrs["__hash__"] = None
			order = append(order, "__hash__")
		}
	}
	if _, ok := attrs["__doc__"]; !ok {
		attrs["__doc__"] = None
		order = append(order, "__doc__")
	}
	c, err := vm.newClass(name, bases, attrs, order)
	if err != nil {
		return nil, err
	}
	if meta != vm.types.typeT {
		c.meta = meta
	}
	if m, ok := attrs["__module__"]; ok {
		c.module, _ = vm.strValue(m)
	} else if len(vm.th.frames) > 0 {
		if m, ok := vm.th.frames[len(vm.th.frames)-1].globals.strGet("__name__"); ok {
			c.module, _ = vm.strValue(m)
			attrs["__module__"] = m
		}
	}
	if q, ok := attrs["__qualname__"]; ok {
		c.qualname, _ = vm.strValue(q)
		delete(attrs, "__qualname__")
		for i, n := range c.order {
			if n == "__qualname__" {
				c.order = append(c.order[:i:i], c.order[i+1:]...)
				break
			}
		}
	}
	if s, ok := attrs["__slots__"]; ok {
		items := []Value{s}
		if _, isStr := vm.strValue(s); !isStr {
			if items, err = vm.iterate(s); err != nil {
				return nil, err
			}
		}
		c.slots = []string{}
		for _, x := range items {
			n, _ := vm.strValue(x)
			c.slots = append(c.slots, n)
		}
		for _, b := range c.mro[1:] {
			if !b.builtin && b.slots == nil {
				c.slots = nil
				break
			}
			c.slots = append(c.slots, b.slots...)
		}
	}
	for _, fn := range attrs {
		if f, ok := vm.obj(fn).(*Function); ok && fn.IsHandle() && f.qualname == "" {
			f.qualname = c.qualname + "." + f.name
		}
	}
	if cl, ok := vm.obj(cell).(*Cell); ok && cell.IsHandle() {
		cl.v = c.self
	}
	if err := vm.setNames(c, attrs, c.order); err != nil {
		return nil, err
	}
	if err := vm.initSubclass(c, kwn, kwv); err != nil {
		return nil, err
	}
	return c, nil
}

// initSubclass calls super(c, c).__init_subclass__(**kw): the first
// __init_subclass__ of c's MRO after c (object's takes no keywords).
func (vm *VM) initSubclass(c *Class, kwn []string, kwv []Value) error {
	for _, k := range c.mro[1:] {
		m, ok := k.attrs["__init_subclass__"]
		if !ok {
			continue
		}
		fn := m
		if cm, ok := vm.obj(m).(*ClassMethod); ok && m.IsHandle() {
			fn = cm.fn
		}
		_, err := vm.callFromGo(fn, append([]Value{c.self}, kwv...), kwn)
		return err
	}
	return nil
}

// objectInitSubclass is object.__init_subclass__: it takes no keywords.
func objectInitSubclass(vm *VM, a []Value, kw []string) (Value, error) {
	if len(kw) > 0 || len(a) > 1 {
		name := "object"
		if len(a) > 0 {
			if c, ok := vm.obj(a[0]).(*Class); ok {
				name = c.name
			}
		}
		return 0, vm.raise(vm.types.TypeError, "%s.__init_subclass__() takes no keyword arguments", name)
	}
	return None, nil
}

// typeCall is the type constructor: type(x) is x's type, type(name,
// bases, ns) a new class (of the most derived metaclass of the bases).
func (vm *VM) typeCall(a []Value, kw []string) (Value, error) {
	npos := len(a) - len(kw)
	if npos == 1 && len(kw) == 0 {
		return vm.typeOf(a[0]).self, nil
	}
	if npos != 3 {
		return 0, vm.raise(vm.types.TypeError, "type() takes 1 or 3 arguments")
	}
	return vm.typeNewArgs(vm.types.typeT, a, kw, true)
}

// typeNewArgs checks type.__new__'s arguments (meta, then name, bases,
// ns, **kw in a) and makes the class; derive picks the most derived
// metaclass of the bases, calling it when it is not meta.
func (vm *VM) typeNewArgs(meta *Class, a []Value, kw []string, derive bool) (Value, error) {
	name, ok := vm.strValue(a[0])
	if !ok {
		return 0, vm.raise(vm.types.TypeError, "type.__new__() argument 1 must be str, not %s", vm.typeName(a[0]))
	}
	bt, ok := vm.obj(a[1]).(*Tuple)
	if !ok || !a[1].IsHandle() {
		return 0, vm.raise(vm.types.TypeError, "type.__new__() argument 2 must be tuple, not %s", vm.typeName(a[1]))
	}
	ns, ok := vm.obj(vm.unwrapNative(a[2])).(*Dict)
	if !ok {
		return 0, vm.raise(vm.types.TypeError, "type.__new__() argument 3 must be dict, not %s", vm.typeName(a[2]))
	}
	npos := len(a) - len(kw)
	kwv := a[npos:]
	winner, err := vm.calculateMeta(meta, bt.items)
	if err != nil {
		return 0, err
	}
	if derive && winner != meta {
		return vm.callFromGo(winner.self, a, kw)
	}
	c, err := vm.typeNew(winner, name, bt.items, vm.copyDict(ns), kw, kwv)
	if err != nil {
		return 0, err
	}
	return c.self, nil
}

// initTypeMethods defines type's methods: __new__, __init__, __call__
// (what a metaclass's super() reaches), mro, __subclasses__, the
// instance and subclass checks, __prepare__.
func (vm *VM) initTypeMethods() {
	t := &vm.types
	tnew := vm.newObj(&Builtin{name: "__new__", self: Null, fn: func(vm *VM, a []Value, kw []string) (Value, error) {
		if len(a) == 0 {
			return 0, vm.raise(vm.types.TypeError, "type.__new__(): not enough arguments")
		}
		meta, ok := vm.obj(a[0]).(*Class)
		if !ok || !meta.isSubclass(vm.types.typeT) {
			return 0, vm.raise(vm.types.TypeError, "type.__new__(X): X is not a type object (%s)", vm.typeName(a[0]))
		}
		if n := len(a) - len(kw); n == 2 && meta == vm.types.typeT {
			return vm.typeOf(a[1]).self, nil
		} else if n != 4 {
			return 0, vm.raise(vm.types.TypeError, "type.__new__() takes exactly 3 arguments (%d given)", n-1)
		}
		return vm.typeNewArgs(meta, a[1:], kw, false)
	}})
	t.typeT.attrs["__new__"] = vm.keep(vm.newObj(&StaticMethod{fn: vm.keep(tnew)}))
	vm.methodKw(t.typeT, "__init__", func(vm *VM, a []Value, kw []string) (Value, error) {
		if n := len(a) - 1 - len(kw); n != 1 && n != 3 {
			return 0, vm.raise(vm.types.TypeError, "type.__init__() takes 1 or 3 arguments")
		}
		return None, nil
	})
	vm.methodKw(t.typeT, "__call__", func(vm *VM, a []Value, kw []string) (Value, error) {
		c := vm.obj(a[0]).(*Class)
		if c == vm.types.typeT {
			return vm.typeCall(a[1:], kw)
		}
		return vm.instantiate(c, a[1:], kw)
	})
	vm.method(t.typeT, "mro", func(vm *VM, a []Value) (Value, error) {
		c := vm.obj(a[0]).(*Class)
		items := make([]Value, len(c.mro))
		for i, k := range c.mro {
			items[i] = k.self
		}
		return vm.list(items), nil
	}, 1)
	vm.method(t.typeT, "__subclasses__", func(vm *VM, a []Value) (Value, error) {
		c := vm.obj(a[0]).(*Class)
		items := make([]Value, len(c.subclasses))
		for i, k := range c.subclasses {
			items[i] = k.self
		}
		return vm.list(items), nil
	}, 1)
	vm.method(t.typeT, "__instancecheck__", func(vm *VM, a []Value) (Value, error) {
		return boolOf(vm.typeOf(a[1]).isSubclass(vm.obj(a[0]).(*Class))), nil
	}, 2)
	vm.method(t.typeT, "__subclasscheck__", func(vm *VM, a []Value) (Value, error) {
		sub, ok := vm.obj(a[1]).(*Class)
		if !ok || !a[1].IsHandle() {
			return 0, vm.raise(vm.types.TypeError, "issubclass() arg 1 must be a class")
		}
		return boolOf(sub.isSubclass(vm.obj(a[0]).(*Class))), nil
	}, 2)
	prep := vm.newObj(&Builtin{name: "__prepare__", self: Null, fn: func(vm *VM, a []Value, kw []string) (Value, error) {
		return vm.newObj(newDict()), nil
	}})
	t.typeT.attrs["__prepare__"] = vm.keep(vm.newObj(&ClassMethod{fn: vm.keep(prep)}))
	isub := vm.newObj(&Builtin{name: "__init_subclass__", self: Null, fn: objectInitSubclass})
	t.object.attrs["__init_subclass__"] = vm.keep(vm.newObj(&ClassMethod{fn: vm.keep(isub)}))
	hook := vm.newObj(&Builtin{name: "__subclasshook__", self: Null, fn: func(vm *VM, a []Value, kw []string) (Value, error) {
		return NotImplemented, nil
	}})
	t.object.attrs["__subclasshook__"] = vm.keep(vm.newObj(&ClassMethod{fn: vm.keep(hook)}))
}

// metaMethod is the method name of a class's metaclass, when a program
// defined it there.
func (vm *VM) metaMethod(c *Class, name string) (Value, bool) {
	if c.meta == nil {
		return 0, false
	}
	return vm.userMethod(c.meta, name)
}

// isInstanceOf is isinstance(v, spec): a class (whose metaclass may
// define __instancecheck__), a tuple of them, or a union.
func (vm *VM) isInstanceOf(v, spec Value) (bool, error) {
	if c, ok := vm.obj(spec).(*Class); ok && spec.IsHandle() {
		if vm.typeOf(v).isSubclass(c) {
			return true, nil
		}
		if m, ok := vm.metaMethod(c, "__instancecheck__"); ok {
			r, err := vm.callFromGo(m, []Value{spec, v}, nil)
			if err != nil {
				return false, err
			}
			return vm.truth(r)
		}
		if o, ok := vm.obj(v).(*Instance); ok && v.IsHandle() {
			// an object may claim another class by a __class__ attribute
			if _, claims := vm.userMethod(o.cls, "__class__"); claims {
				claimed, err := vm.getAttr(v, "__class__")
				if err != nil {
					return false, err
				}
				if cc, ok := vm.obj(claimed).(*Class); ok && claimed.IsHandle() && cc.isSubclass(c) {
					return true, nil
				}
			}
		}
		return vm.classCheck(vm.typeOf(v), spec, "isinstance")
	}
	if t, ok := vm.obj(spec).(*Tuple); ok && spec.IsHandle() {
		if err := vm.nest(inCheck); err != nil {
			return false, err
		}
		defer vm.unnest()
		for _, x := range t.items {
			if ok, err := vm.isInstanceOf(v, x); err != nil || ok {
				return ok, err
			}
		}
		return false, nil
	}
	if r, ok, err := vm.callSpecial(spec, "__instancecheck__", v); ok {
		if err != nil {
			return false, err
		}
		return vm.truth(r)
	}
	return vm.classCheck(vm.typeOf(v), spec, "isinstance")
}

// isSubclassOf is issubclass(c, spec), with a metaclass's
// __subclasscheck__.
func (vm *VM) isSubclassOf(c *Class, spec Value) (bool, error) {
	if sc, ok := vm.obj(spec).(*Class); ok && spec.IsHandle() {
		if m, ok := vm.metaMethod(sc, "__subclasscheck__"); ok {
			r, err := vm.callFromGo(m, []Value{spec, c.self}, nil)
			if err != nil {
				return false, err
			}
			return vm.truth(r)
		}
	}
	if t, ok := vm.obj(spec).(*Tuple); ok && spec.IsHandle() {
		if err := vm.nest(inSubclassCheck); err != nil {
			return false, err
		}
		defer vm.unnest()
		for _, x := range t.items {
			if ok, err := vm.isSubclassOf(c, x); err != nil || ok {
				return ok, err
			}
		}
		return false, nil
	}
	if r, ok, err := vm.callSpecial(spec, "__subclasscheck__", c.self); ok {
		if err != nil {
			return false, err
		}
		return vm.truth(r)
	}
	return vm.classCheck(c, spec, "issubclass")
}

// checkBases refuses the bases CPython's type.__new__ refuses: a
// built-in type that cannot be subclassed (one minipy cannot make
// instances of, or bool, range, slice, function), and two built-in bases other
// than object whose instances would need different layouts.
func (vm *VM) checkBases(bases []*Class) error {
	t := &vm.types
	var solid *Class // the built-in type the instances will hold
	for _, b := range bases {
		_, ctor := vm.ctors[b]
		if b.builtin && !b.isExc && b != t.object && b != t.typeT && (!ctor || b == t.bool || b == t.rangeT || b == t.slice || b == t.function) {
			return vm.raise(t.TypeError, "type '%s' is not an acceptable base type", b.name)
		}
		s := b
		for s != nil && !(s.builtin && s != t.object) {
			s = s.base
		}
		if s == nil {
			continue
		}
		if s.isExc {
			s = t.BaseException // minipy's exceptions share one layout
		}
		switch {
		case solid == nil || s.isSubclass(solid):
			solid = s
		case !solid.isSubclass(s):
			return vm.raise(t.TypeError, "multiple bases have instance lay-out conflict")
		}
	}
	return nil
}

// checkAbstract refuses to make an instance of a class whose
// __abstractmethods__ (abc.ABCMeta sets it) is not empty.
func (vm *VM) checkAbstract(c *Class) error {
	a, ok := c.lookup("__abstractmethods__")
	if !ok {
		return nil
	}
	s, ok := vm.obj(a).(*Set)
	if !ok || !a.IsHandle() || s.t.used == 0 {
		return nil
	}
	var names []string
	for _, k := range s.t.elements() {
		n, _ := vm.strValue(k)
		names = append(names, n)
	}
	sort.Strings(names)
	word := "method"
	if len(names) > 1 {
		word = "methods"
	}
	return vm.raise(vm.types.TypeError, "Can't instantiate abstract class %s with abstract %s %s", c.name, word, strings.Join(names, ", "))
}
