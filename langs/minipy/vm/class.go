package vm

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ic"
)

// Class is a Python class, built-in or defined by the program. Its
// attributes are a Go map in definition order; instances of a program's
// class keep their attributes in slots laid out by an ic shape.
type Class struct {
	self     Value
	name     string
	qualname string
	module   string
	bases    []*Class
	mro      []*Class
	attrs    map[string]Value
	order    []string
	ic       *ic.Class // the root of its instances' shapes
	builtin  bool      // a built-in type: instances are Go objects
	// base is the built-in type a program's class derives from
	// (object, or an exception type).
	base *Class
	// isExc marks BaseException and its subclasses.
	isExc bool
	// hasGetattr caches whether __getattr__ is defined (per version).
	slots []string
	// init caches plainInit's answer for class version initVersion-1.
	init        *Function
	initVersion uint64
	// ctor caches a built-in class's constructor from vm.ctors.
	ctor BuiltinFunc
	// slotHint is the most attribute slots an instance has had: a new
	// instance gets room for that many.
	slotHint int
	// meta is the class's metaclass when it is not type.
	meta *Class
	// subclasses are the classes made with this one among their bases.
	subclasses []*Class
}

func (c *Class) class(vm *VM) *Class {
	if c.meta != nil {
		return c.meta
	}
	return vm.types.typeT
}

func (c *Class) VisitRoots(visit func(*Value)) {
	visit(&c.self)
	for k, v := range c.attrs {
		// a handle stays what it is (only refs into the heap's arena
		// move): storing it back would hash the name again, for every
		// attribute of every class at every collection
		w := v
		if visit(&w); w != v {
			c.attrs[k] = w
		}
	}
	for _, b := range c.mro {
		visit(&b.self)
	}
	if c.meta != nil {
		visit(&c.meta.self)
	}
	for _, s := range c.subclasses {
		visit(&s.self)
	}
}

// lookup finds name along the MRO.
func (c *Class) lookup(name string) (Value, bool) {
	for _, k := range c.mro {
		if v, ok := k.attrs[name]; ok {
			return v, true
		}
	}
	return 0, false
}

// setAttr sets a class attribute; it invalidates every attribute cache.
func (vm *VM) setClassAttr(c *Class, name string, v Value) {
	if _, ok := c.attrs[name]; !ok {
		c.order = append(c.order, name)
	}
	c.attrs[name] = v
	vm.classVersion++
}

// isSubclass reports whether c derives from k.
func (c *Class) isSubclass(k *Class) bool {
	if c == k {
		return true
	}
	for _, m := range c.mro {
		if m == k {
			return true
		}
	}
	return false
}

// newClass makes a class with the given bases (object if none); the MRO
// is C3's. A program's class gets a shape tree root.
func (vm *VM) newClass(name string, bases []*Class, attrs map[string]Value, order []string) (*Class, error) {
	if len(bases) == 0 && vm.types.object != nil {
		bases = []*Class{vm.types.object}
	}
	c := &Class{name: name, qualname: name, bases: bases, attrs: attrs, order: order}
	if c.attrs == nil {
		c.attrs = map[string]Value{}
	}
	mro, err := c3(c, bases)
	if err != nil {
		return nil, vm.raise(vm.types.TypeError, "%s", err.Error())
	}
	c.mro = mro
	for _, b := range mro[1:] {
		if b.isExc {
			c.isExc = true
		}
		if b.builtin && c.base == nil {
			c.base = b
		}
	}
	for _, b := range bases {
		b.subclasses = append(b.subclasses, c)
	}
	icc, err := vm.shapes.NewClass(name)
	if err != nil {
		return nil, vm.raise(vm.types.MemoryError, "too many classes")
	}
	c.ic = icc
	c.self = vm.newObj(c)
	return c, nil
}

type mroError struct{ msg string }

func (e *mroError) Error() string { return e.msg }

// c3 linearizes c's bases.
func c3(c *Class, bases []*Class) ([]*Class, error) {
	var seqs [][]*Class
	for _, b := range bases {
		seqs = append(seqs, append([]*Class(nil), b.mro...))
	}
	seqs = append(seqs, append([]*Class(nil), bases...))
	out := []*Class{c}
	for {
		empty := true
		for _, s := range seqs {
			if len(s) > 0 {
				empty = false
			}
		}
		if empty {
			return out, nil
		}
		var cand *Class
	search:
		for _, s := range seqs {
			if len(s) == 0 {
				continue
			}
			h := s[0]
			for _, t := range seqs {
				for _, x := range t[min(1, len(t)):] {
					if x == h {
						continue search
					}
				}
			}
			cand = h
			break
		}
		if cand == nil {
			msg := "Cannot create a consistent method resolution\norder (MRO) for bases"
			for i, b := range bases {
				if i > 0 {
					msg += ","
				}
				msg += " " + b.name
			}
			return nil, &mroError{msg}
		}
		out = append(out, cand)
		for i, s := range seqs {
			if len(s) > 0 && s[0] == cand {
				seqs[i] = s[1:]
			}
		}
	}
}

// Instance is an instance of a program's class: attributes in the slots
// of its shape, or in a map once the shape tree gives up (deletions, too
// many shapes). Exceptions carry their state in exc.
type Instance struct {
	cls   *Class
	shape *ic.Shape
	slots []Value
	// dict holds the attributes when shape is nil: the instance's
	// __dict__ once a program asked for it (or deleted an attribute).
	dict *Dict
	exc  *excState
	// native is the built-in value an instance of a subclass of a
	// built-in type (list, dict, str, int...) extends, when hasNative
	// (the int 0 is the word 0 too).
	native    Value
	hasNative bool
	// ext is the Go state of an instance of a module's type (NewType).
	ext any
}

func (o *Instance) class(vm *VM) *Class { return o.cls }

func (o *Instance) VisitRoots(visit func(*Value)) {
	visit(&o.cls.self)
	visitAll(o.slots, visit)
	o.dict.VisitRoots(visit)
	if o.exc != nil {
		o.exc.VisitRoots(visit)
	}
	visit(&o.native)
	if r, ok := o.ext.(heap.Roots); ok {
		r.VisitRoots(visit)
	}
}

// nativeFor returns the built-in value o extends, when its class does
// not define dunder itself.
func (vm *VM) nativeFor(o *Instance, dunder string) (Value, bool) {
	if !o.hasNative {
		return 0, false
	}
	if _, ok := vm.userMethod(o.cls, dunder); ok {
		return 0, false
	}
	return o.native, true
}

// unwrapNative is the built-in value v extends, or v.
func (vm *VM) unwrapNative(v Value) Value {
	if o, ok := vm.obj(v).(*Instance); ok && o.hasNative {
		return o.native
	}
	return v
}

// getSlot returns the instance attribute name.
func (o *Instance) get(name string) (Value, bool) {
	if o.shape == nil {
		return o.dict.strGet(name)
	}
	i, ok := o.shape.Lookup(name)
	if !ok {
		return 0, false
	}
	return o.slots[i], true
}

// set sets the instance attribute name.
func (o *Instance) set(vm *VM, name string, v Value) {
	if o.shape == nil {
		o.dict.strSet(name, vm.str(name), v)
		return
	}
	if i, ok := o.shape.Lookup(name); ok {
		o.slots[i] = v
		return
	}
	s, err := o.shape.Add(name)
	if err != nil {
		o.toDict(vm)
		o.dict.strSet(name, vm.str(name), v)
		return
	}
	o.shape = s
	o.slots = append(o.slots, v)
}

// del deletes the instance attribute name.
func (o *Instance) del(vm *VM, name string) bool {
	if _, ok := o.get(name); !ok {
		return false
	}
	o.toDict(vm)
	vm.dictDel(o.dict, vm.str(name))
	return true
}

// toDict moves the attributes from slots to a dict, which is then the
// instance's __dict__: what a program does to it the instance sees.
func (o *Instance) toDict(vm *VM) {
	if o.shape == nil {
		if o.dict == nil {
			o.dict = newDict()
		}
		return
	}
	o.dict = newDict()
	for i, n := range o.shape.Names() {
		o.dict.strSet(n, vm.str(n), o.slots[i])
	}
	o.shape, o.slots = nil, nil
}

// names lists the attributes in order.
func (o *Instance) names(vm *VM) []string {
	if o.shape != nil {
		return o.shape.Names()
	}
	var out []string
	if o.dict != nil {
		for _, e := range o.dict.entries {
			if s, ok := vm.strValue(e.key); ok && e.used {
				out = append(out, s)
			}
		}
	}
	return out
}
