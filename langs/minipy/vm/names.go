package vm

import (
	"strings"

	"github.com/microjit/microjit/jitcore/ic"
	"github.com/microjit/microjit/langs/minipy/compile"
)

// loadName is LOAD_NAME: the namespace, the globals, the builtins.
func (vm *VM) loadName(ns, globals, builtins *Dict, name string) (Value, error) {
	h := strHash(name)
	for _, d := range [...]*Dict{ns, globals, builtins} {
		if i := d.strIndexHash(name, h); i >= 0 {
			return d.entries[i].val, nil
		}
	}
	return 0, vm.raise(vm.types.NameError, "name '%s' is not defined", name)
}

// loadNameMap is LOAD_NAME in a class body whose namespace is the
// mapping m: its __getitem__ (a KeyError goes on to the globals), then
// the globals and the builtins.
func (vm *VM) loadNameMap(m Value, globals, builtins *Dict, name string) (Value, error) {
	v, err := vm.getItem(m, vm.str(name))
	if err == nil {
		return v, nil
	}
	if !vm.matches(err, vm.types.KeyError) {
		return 0, err
	}
	return vm.loadName(newDict(), globals, builtins, name)
}

// setupAnnotationsMap is SETUP_ANNOTATIONS in a class body whose
// namespace is the mapping m.
func (vm *VM) setupAnnotationsMap(m Value) error {
	key := vm.str("__annotations__")
	_, err := vm.getItem(m, key)
	if err == nil || !vm.matches(err, vm.types.KeyError) {
		return err
	}
	return vm.setItem(m, key, vm.newObj(newDict()))
}

// loadGlobal is LOAD_GLOBAL with its cache: the entry index of the name
// in the globals (or the builtins) stays valid while their layouts do.
func (vm *VM) loadGlobal(c *cacheSlot, globals, builtins *Dict, name string) (Value, error) {
	if c.dict == globals && c.layout == globals.layout {
		if !c.inBuiltins {
			return globals.entries[c.idx].val, nil
		}
		if c.blayout == builtins.layout {
			return builtins.entries[c.idx].val, nil
		}
	}
	c.dict, c.layout, c.blayout = globals, globals.layout, builtins.layout
	h := strHash(name)
	if i := globals.strIndexHash(name, h); i >= 0 {
		c.idx, c.inBuiltins = i, false
		return globals.entries[i].val, nil
	}
	if i := builtins.strIndexHash(name, h); i >= 0 {
		c.idx, c.inBuiltins = i, true
		return builtins.entries[i].val, nil
	}
	c.dict = nil
	return 0, vm.raise(vm.types.NameError, "name '%s' is not defined", name)
}

// loadAttr is LOAD_ATTR: instance slots through the inline cache, the
// general lookup otherwise.
func (vm *VM) loadAttr(c *cacheSlot, v Value, name string) (Value, error) {
	if v.IsHandle() {
		if o, ok := vm.obj(v).(*Instance); ok && o.shape != nil {
			site := vm.attrSite(c)
			if e := site.Lookup(o.shape.ID(), vm.classVersion); e != nil && e.Slot >= 0 {
				c.remember(o.shape, vm.classVersion, e.Slot, 0)
				return o.slots[e.Slot], nil
			}
			a, inClass := o.cls.lookup(name)
			if !inClass || !vm.isDataDescriptor(a) {
				if i, ok := o.shape.Lookup(name); ok {
					site.Record(o.shape.ID(), vm.classVersion, ic.Result{Slot: i})
					c.remember(o.shape, vm.classVersion, i, 0)
					return o.slots[i], nil
				}
			}
		}
	}
	r, err := vm.getAttr(v, name)
	if err == nil {
		switch o := vm.obj(v).(type) {
		case *Class:
			// An attribute the class has as it is (no descriptor bound,
			// no metaclass to ask): cached for the class's version.
			if a, ok := o.lookup(name); ok && a == r && o.meta == nil {
				c.bcls, c.bver, c.bmeth = o, vm.classVersion, r
			}
		case *Module:
			// A module's global, cached for one layout of its dict.
			if i := o.globals.strIndex(name); i >= 0 && o.globals.entries[i].val == r {
				c.dict, c.layout, c.idx = o.globals, o.globals.layout, i
			}
		}
	}
	return r, err
}

// storeAttr is STORE_ATTR: an existing slot through the inline cache.
func (vm *VM) storeAttr(c *cacheSlot, v Value, name string, x Value) error {
	if v.IsHandle() {
		if o, ok := vm.obj(v).(*Instance); ok && o.shape != nil {
			site := vm.attrSite(c)
			if e := site.Lookup(o.shape.ID(), vm.classVersion); e != nil {
				if e.Slot >= 0 {
					c.remember(o.shape, vm.classVersion, e.Slot, 0)
					o.slots[e.Slot] = x
					return nil
				}
				// a new attribute: the shape transition is cached
				next := e.Target.(*ic.Shape)
				c.rememberTransition(o.shape, vm.classVersion, next)
				o.shape = next
				o.slots = append(o.slots, x)
				o.cls.slotHint = max(o.cls.slotHint, len(o.slots))
				return nil
			}
			before := o.shape
			if err := vm.setAttr(v, name, x); err != nil {
				return err
			}
			if o.shape != nil {
				if a, inClass := o.cls.lookup(name); !inClass || !vm.isDataDescriptor(a) {
					if _, custom := vm.userMethod(o.cls, "__setattr__"); !custom && o.cls.slots == nil {
						if i, ok := before.Lookup(name); ok {
							site.Record(before.ID(), vm.classVersion, ic.Result{Slot: i})
							c.remember(before, vm.classVersion, i, 0)
						} else if next, err := before.Add(name); err == nil && next == o.shape {
							site.Record(before.ID(), vm.classVersion, ic.Result{Slot: slotTransition, Target: o.shape})
							c.rememberTransition(before, vm.classVersion, next)
							o.cls.slotHint = max(o.cls.slotHint, len(o.slots))
						}
					}
				}
			}
			return nil
		}
	}
	return vm.setAttr(v, name, x)
}

// loadMethod is LOAD_METHOD: the function and self for a method call
// (cached per shape), or Null and the attribute.
func (vm *VM) loadMethod(c *cacheSlot, v Value, name string) (Value, Value, error) {
	if v.IsHandle() {
		switch o := vm.obj(v).(type) {
		case *Instance:
			if o.shape != nil {
				site := vm.attrSite(c)
				if e := site.Lookup(o.shape.ID(), vm.classVersion); e != nil && e.Slot == slotMethod {
					m := e.Target.(Value)
					c.remember(o.shape, vm.classVersion, slotMethod, m)
					return m, v, nil
				}
				if _, ok := o.shape.Lookup(name); !ok {
					if a, ok := o.cls.lookup(name); ok && a.IsHandle() {
						if _, isFn := vm.obj(a).(*Function); isFn {
							site.Record(o.shape.ID(), vm.classVersion, ic.Result{Slot: slotMethod, Target: a})
							c.remember(o.shape, vm.classVersion, slotMethod, a)
							return a, v, nil
						}
					}
				}
			}
		case *Class, *Module, *Super:
		default:
			cls := vm.typeOf(v)
			if c.bcls == cls && c.bver == vm.classVersion {
				return c.bmeth, v, nil
			}
			if a, ok := cls.lookup(name); ok && a.IsHandle() {
				if b, ok := vm.obj(a).(*Builtin); ok && b.self == Null && b.method {
					c.bcls, c.bver, c.bmeth = cls, vm.classVersion, a
					return a, v, nil
				}
			}
		}
	}
	a, err := vm.getAttr(v, name)
	return Null, a, err
}

// cellName is the name of cell or free variable i.
func (vm *VM) cellName(co *compile.Code, i int) string {
	if i < len(co.Cellvars) {
		return co.Cellvars[i]
	}
	return co.Freevars[i-len(co.Cellvars)]
}

// unboundCell is the error of reading an empty cell.
func (vm *VM) unboundCell(co *compile.Code, i int) error {
	name := vm.cellName(co, i)
	if i < len(co.Cellvars) {
		return vm.raise(vm.types.UnboundLocalError, "cannot access local variable '%s' where it is not associated with a value", name)
	}
	return vm.raise(vm.types.NameError, "cannot access free variable '%s' where it is not associated with a value in enclosing scope", name)
}

// kwNames is KW_NAMES's tuple of names as strings.
func (vm *VM) kwNames(ci *codeInfo, i int) []string {
	t := vm.obj(ci.consts[i]).(*Tuple)
	out := make([]string, len(t.items))
	for j, x := range t.items {
		out[j], _ = vm.strValue(x)
	}
	return out
}

// forIter is FOR_ITER's step, with the common iterators inline.
func (vm *VM) forIter(it Value) (Value, bool, error) {
	switch o := vm.obj(it).(type) {
	case *rangeIter:
		if (o.step > 0 && o.cur < o.stop) || (o.step < 0 && o.cur > o.stop) {
			v := o.cur
			o.cur += o.step
			return vm.Int(v), true, nil
		}
		return 0, false, nil
	case *listIter:
		if o.i < len(o.l.items) {
			o.i++
			return o.l.items[o.i-1], true, nil
		}
		o.i = 1 << 62
		return 0, false, nil
	case *Generator:
		return vm.resumeFrame(o, None, nil)
	}
	return vm.next(it)
}

// unpack is UNPACK_SEQUENCE's items in order.
func (vm *VM) unpack(v Value, n int) ([]Value, error) {
	var items []Value
	switch o := vm.obj(v).(type) {
	case *Tuple:
		items = o.items
	case *List:
		items = o.items
	default:
		it, err := vm.iter(v)
		if err != nil {
			if vm.matches(err, vm.types.TypeError) {
				return nil, vm.raise(vm.types.TypeError, "cannot unpack non-iterable %s object", vm.typeName(v))
			}
			return nil, err
		}
		for {
			x, ok, err := vm.next(it)
			if err != nil {
				return nil, err
			}
			if !ok {
				break
			}
			items = append(items, x)
			if len(items) > n {
				return nil, vm.raise(vm.types.ValueError, "too many values to unpack (expected %d)", n)
			}
		}
	}
	if len(items) < n {
		return nil, vm.raise(vm.types.ValueError, "not enough values to unpack (expected %d, got %d)", n, len(items))
	}
	if len(items) > n {
		return nil, vm.raise(vm.types.ValueError, "too many values to unpack (expected %d)", n)
	}
	return items, nil
}

// unpackEx is UNPACK_EX: before values, a list of the rest, after values.
func (vm *VM) unpackEx(v Value, before, after int) ([]Value, error) {
	items, err := vm.iterate(v)
	if err != nil {
		if vm.matches(err, vm.types.TypeError) && !vm.isIterable(v) {
			return nil, vm.raise(vm.types.TypeError, "cannot unpack non-iterable %s object", vm.typeName(v))
		}
		return nil, err
	}
	if len(items) < before+after {
		return nil, vm.raise(vm.types.ValueError, "not enough values to unpack (expected at least %d, got %d)", before+after, len(items))
	}
	out := make([]Value, 0, before+after+1)
	out = append(out, items[:before]...)
	out = append(out, vm.list(append([]Value(nil), items[before:len(items)-after]...)))
	return append(out, items[len(items)-after:]...), nil
}

// isIterable reports whether iter(v) would work.
func (vm *VM) isIterable(v Value) bool {
	if !v.IsHandle() {
		return false
	}
	switch o := vm.obj(v).(type) {
	case *List, *Tuple, *Str, *Dict, *Set, *Range, *dictView, iterator:
		return true
	case *Instance:
		_, a := vm.userMethod(o.cls, "__iter__")
		_, b := vm.userMethod(o.cls, "__getitem__")
		return a || b
	}
	return false
}

// concatStrs is BUILD_STRING.
func (vm *VM) concatStrs(parts []Value) Value {
	var b strings.Builder
	for _, p := range parts {
		s, _ := vm.strValue(p)
		b.WriteString(s)
	}
	return vm.str(b.String())
}

// dictUpdate is DICT_UPDATE and DICT_MERGE (merge: a repeated key is a
// TypeError, for f(**a, **b)).
func (vm *VM) dictUpdate(m *Dict, src Value, merge bool) error {
	if o, ok := vm.obj(src).(*Instance); ok && src.IsHandle() {
		if n, ok := vm.nativeFor(o, "__iter__"); ok {
			if _, isDict := vm.obj(n).(*Dict); isDict {
				if _, custom := vm.userMethod(o.cls, "keys"); !custom {
					src = n
				}
			}
		}
	}
	if o, ok := vm.obj(src).(*Dict); ok && src.IsHandle() {
		for _, e := range o.entries {
			if !e.used {
				continue
			}
			if merge {
				if _, ok, _ := vm.dictGet(m, e.key); ok {
					k, _ := vm.strOf(e.key)
					return vm.raise(vm.types.TypeError, "got multiple values for keyword argument '%s'", k)
				}
			}
			if err := vm.dictSet(m, e.key, e.val); err != nil {
				return err
			}
		}
		return nil
	}
	keys, err := vm.callMethodByName(src, "keys")
	if err != nil {
		if merge {
			return vm.raise(vm.types.TypeError, "argument after ** must be a mapping, not %s", vm.typeName(src))
		}
		return vm.raise(vm.types.TypeError, "'%s' object is not a mapping", vm.typeName(src))
	}
	ks, err := vm.iterate(keys)
	if err != nil {
		return err
	}
	for _, k := range ks {
		v, err := vm.getItem(src, k)
		if err != nil {
			return err
		}
		if err := vm.dictSet(m, k, v); err != nil {
			return err
		}
	}
	return nil
}

// callMethodByName calls v.name(args...).
func (vm *VM) callMethodByName(v Value, name string, args ...Value) (Value, error) {
	m, err := vm.getAttr(v, name)
	if err != nil {
		return 0, err
	}
	return vm.callFromGo(m, args, nil)
}

// callEx is CALL_FUNCTION_EX: f(*args, **kwargs).
func (vm *VM) callEx(fn, args, kwargs Value) (Value, error) {
	pos := vm.obj(args).(*Tuple).items
	all := append([]Value(nil), pos...)
	var names []string
	if kwargs != Null {
		d := vm.obj(kwargs).(*Dict)
		for _, e := range d.entries {
			if !e.used {
				continue
			}
			s, ok := vm.strValue(e.key)
			if !ok {
				return 0, vm.raise(vm.types.TypeError, "keywords must be strings")
			}
			names = append(names, s)
			all = append(all, e.val)
		}
	}
	return vm.call(fn, all, names)
}

// makeFunction is MAKE_FUNCTION; args are the flagged values then the
// code object.
func (vm *VM) makeFunction(globals, builtins *Dict, flags int, args []Value) (Value, error) {
	ci := vm.obj(args[len(args)-1]).(*codeInfo)
	fn := &Function{code: ci, globals: globals, builtins: builtins, name: ci.code.Name, qualname: ci.code.QualName}
	i := 0
	if flags&compile.FuncDefaults != 0 {
		fn.defaults = vm.obj(args[i]).(*Tuple).items
		i++
	}
	if flags&compile.FuncKwDefaults != 0 {
		fn.kwdefaults = vm.obj(args[i]).(*Dict)
		i++
	}
	if flags&compile.FuncAnnotations != 0 {
		fn.annotations = vm.obj(args[i]).(*Tuple).items
		i++
	}
	if flags&compile.FuncClosure != 0 {
		for _, c := range vm.obj(args[i]).(*Tuple).items {
			fn.closure = append(fn.closure, vm.obj(c).(*Cell))
		}
	}
	fn.self = vm.newObj(fn)
	return fn.self, nil
}

// makeRaise is the exception `raise exc from cause` raises (cause Null
// without from).
func (vm *VM) makeRaise(exc, cause Value) error {
	e, err := vm.excInstance(exc)
	if err != nil {
		return err
	}
	if cause != Null {
		es := vm.excOf(e)
		switch {
		case cause == None:
			es.cause = None
		default:
			c, err := vm.excInstance(cause)
			if err != nil {
				return vm.raise(vm.types.TypeError, "exception causes must derive from BaseException")
			}
			es.cause = c
		}
		es.suppress = true
	}
	return vm.raiseValue(e)
}

// excInstance makes an exception from a class or checks an instance.
func (vm *VM) excInstance(v Value) (Value, error) {
	if c, ok := vm.obj(v).(*Class); ok && v.IsHandle() {
		if !c.isExc {
			return 0, vm.raise(vm.types.TypeError, "exceptions must derive from BaseException")
		}
		return vm.call(v, nil, nil)
	}
	if vm.excOf(v) == nil {
		return 0, vm.raise(vm.types.TypeError, "exceptions must derive from BaseException")
	}
	return v, nil
}

// excMatch is CHECK_EXC_MATCH: exc against a class or tuple of classes.
func (vm *VM) excMatch(exc, typ Value) (bool, error) {
	if t, ok := vm.obj(typ).(*Tuple); ok && typ.IsHandle() {
		// as in CPython, every item must be a class: a tuple in the
		// tuple is not searched
		for _, x := range t.items {
			if _, err := vm.exceptClass(x); err != nil {
				return false, err
			}
		}
		for _, x := range t.items {
			if c, _ := vm.exceptClass(x); vm.isInstance(exc, c) {
				return true, nil
			}
		}
		return false, nil
	}
	c, err := vm.exceptClass(typ)
	if err != nil {
		return false, err
	}
	return vm.isInstance(exc, c), nil
}

// exceptClass is typ as the class of an except clause, or TypeError.
func (vm *VM) exceptClass(typ Value) (*Class, error) {
	c, ok := vm.obj(typ).(*Class)
	if !ok || !typ.IsHandle() || !c.isExc {
		return nil, vm.raise(vm.types.TypeError, "catching classes that do not inherit from BaseException is not allowed")
	}
	return c, nil
}

// beforeWith is BEFORE_WITH: the bound __exit__ and __enter__()'s value.
func (vm *VM) beforeWith(mgr Value) (Value, Value, error) {
	enter, ok := vm.special(mgr, "__enter__")
	if !ok {
		return 0, 0, vm.raise(vm.types.TypeError, "'%s' object does not support the context manager protocol", vm.typeName(mgr))
	}
	exit, ok := vm.special(mgr, "__exit__")
	if !ok {
		return 0, 0, vm.raise(vm.types.TypeError, "'%s' object does not support the context manager protocol (missed __exit__ method)", vm.typeName(mgr))
	}
	bound := vm.newObj(&BoundMethod{self: mgr, fn: exit})
	r, err := vm.callFromGo(enter, []Value{mgr}, nil)
	return bound, r, err
}

// printExpr is PRINT_EXPR (the REPL, and code compiled in "single"
// mode): repr(v) to sys.stdout as it is now (doctest replaces it).
func (vm *VM) printExpr(v Value) error {
	if v == None {
		return nil
	}
	s, err := vm.reprOf(v)
	if err != nil {
		return err
	}
	vm.builtins.strSet("_", vm.str("_"), v)
	return vm.write(Null, s+"\n")
}

// SystemError is the class of internal errors.
func (t *types) SystemError() *Class { return t.RuntimeError }
