package vm

import (
	"github.com/microjit/microjit/jitcore/heap"
)

// Classes and iterators that module packages implement in Go.
//
// A class NewType makes behaves as a program's class does (programs may
// derive from it, its methods are attributes); its methods are Go
// functions, and its instances made by NewInstance carry a Go value,
// their state, which State returns. Special methods (__len__,
// __getitem__, __iter__...) are methods like the others.
//
// An iterator type is a class too; NewIterator makes an iterator of it
// from a Go Iterator, which FOR_ITER and next() call directly.

// NewType makes a class of module implemented in Go, deriving from
// bases (object when none).
func (vm *VM) NewType(name, module string, bases ...*Class) *Class {
	c, err := vm.newClass(name, bases, nil, nil)
	if err != nil {
		panic(err) // the module's mistake: its bases conflict
	}
	c.module = module
	vm.keep(c.self)
	return c
}

// DefMethod defines a method of c: fn gets self as args[0].
func (vm *VM) DefMethod(c *Class, name string, fn BuiltinFunc) {
	vm.setClassAttr(c, name, vm.keep(vm.newObj(&Builtin{name: name, fn: fn, self: Null, method: true})))
}

// DefStatic defines a static method of c (fn gets no self).
func (vm *VM) DefStatic(c *Class, name string, fn BuiltinFunc) {
	b := vm.newObj(&Builtin{name: name, fn: fn, self: Null})
	vm.setClassAttr(c, name, vm.keep(vm.newObj(&StaticMethod{fn: b})))
}

// DefClassMethod defines a class method of c: fn gets the class as
// args[0].
func (vm *VM) DefClassMethod(c *Class, name string, fn BuiltinFunc) {
	b := vm.newObj(&Builtin{name: name, fn: fn, self: Null})
	vm.setClassAttr(c, name, vm.keep(vm.newObj(&ClassMethod{fn: b})))
}

// DefNew defines c's __new__: fn gets the class being instantiated (c
// or a subclass) as args[0], then the call's arguments.
func (vm *VM) DefNew(c *Class, fn BuiltinFunc) { vm.DefStatic(c, "__new__", fn) }

// SetClassAttr sets an attribute of a class.
func (vm *VM) SetClassAttr(c *Class, name string, v Value) { vm.setClassAttr(c, name, v) }

// NewInstance makes an instance of c holding state. If state holds
// Values, it must implement heap.Roots.
func (vm *VM) NewInstance(c *Class, state any) Value {
	return vm.newObj(&Instance{cls: c, shape: c.ic.Root(), ext: state})
}

// State returns the Go state of an instance NewInstance made, when it is
// a T.
func State[T any](vm *VM, v Value) (T, bool) {
	var zero T
	if !v.IsHandle() {
		return zero, false
	}
	o, ok := vm.obj(v).(*Instance)
	if !ok {
		if it, ok := vm.obj(v).(*extIter); ok {
			s, ok := it.it.(T)
			return s, ok
		}
		return zero, false
	}
	s, ok := o.ext.(T)
	return s, ok
}

// An Iterator is the Go side of an iterator NewIterator makes: Next
// returns the next item, or false when there is none. If it holds
// Values, it must implement heap.Roots.
type Iterator interface {
	Next(vm *VM) (Value, bool, error)
}

// NewIterator makes an iterator of class c (an iterator type of a
// module) that it drives.
func (vm *VM) NewIterator(c *Class, it Iterator) Value {
	return vm.newObj(&extIter{cls: c, it: it})
}

// extIter is an iterator of a module's iterator type.
type extIter struct {
	cls *Class
	it  Iterator
}

func (o *extIter) class(vm *VM) *Class { return o.cls }

func (o *extIter) next(vm *VM) (Value, bool, error) { return o.it.Next(vm) }

func (o *extIter) VisitRoots(visit func(*Value)) {
	visit(&o.cls.self)
	if r, ok := o.it.(heap.Roots); ok {
		r.VisitRoots(visit)
	}
}

// DefProperty defines a read-only property of c: get gets the instance.
func (vm *VM) DefProperty(c *Class, name string, get func(vm *VM, self Value) (Value, error)) {
	fget := vm.newObj(&Builtin{name: name, self: Null, fn: func(vm *VM, a []Value, kw []string) (Value, error) {
		if len(a) != 1 {
			return 0, vm.raise(vm.types.TypeError, "%s getter takes one argument", name)
		}
		return get(vm, a[0])
	}})
	vm.setClassAttr(c, name, vm.keep(vm.newObj(&Property{fget: fget, fset: None, fdel: None})))
}

// NewNativeInstance makes an instance of c, a module's class deriving
// from a built-in type (tuple, dict...), that extends native, a value
// of that type, and holds state.
func (vm *VM) NewNativeInstance(c *Class, native Value, state any) Value {
	return vm.newObj(&Instance{cls: c, shape: c.ic.Root(), native: native, hasNative: true, ext: state})
}

// NewIteratorType makes the class of a module's iterators: its
// __iter__ returns the iterator and its __next__ advances it (FOR_ITER
// and next() call the Iterator directly).
func (vm *VM) NewIteratorType(name, module string) *Class {
	c := vm.NewType(name, module)
	vm.DefMethod(c, "__iter__", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("__iter__", a[1:], kw, 0, 0); err != nil {
			return 0, err
		}
		return a[0], nil
	})
	vm.DefMethod(c, "__next__", func(vm *VM, a []Value, kw []string) (Value, error) {
		if err := vm.nargs("__next__", a[1:], kw, 0, 0); err != nil {
			return 0, err
		}
		r, ok, err := vm.next(a[0])
		if err == nil && !ok {
			err = vm.stopIteration(None)
		}
		return r, err
	})
	return c
}
