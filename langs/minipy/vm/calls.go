package vm

import (
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/langs/minipy/compile"
)

// call is CALL with n arguments and keyword names kw: a call of a
// Python function pushes its frame (returned: the loop goes on there);
// anything else runs in Go and pushes its result on f's stack.
func call[V, C any, D domain.Domain[V, C]](vm *VM, d D, t *thread[V], f *frame[V], n int, kw []string) (*frame[V], error) {
	st := f.stack
	base := len(st) - n - 2
	callable := low(d, st[base])
	argStart := base + 1
	if callable == Null {
		callable = low(d, st[base+1])
		argStart = base + 2
	}
	if callable.IsHandle() {
		switch o := vm.obj(callable).(type) {
		case *BoundMethod:
			if argStart == base+2 {
				// NULL, method, args: shift in self
				st[base] = up(d, o.fn)
				st[base+1] = up(d, o.self)
				callable = o.fn
				argStart = base + 1
				if fn, ok := vm.obj(callable).(*Function); ok {
					return pushCall(vm, d, t, f, fn, st[argStart:], kw, base)
				}
			}
		case *Function:
			return pushCall(vm, d, t, f, o, st[argStart:], kw, base)
		case *Class:
			if init, ok := vm.plainInit(o); ok {
				self := vm.newInstance(o, nil)
				nf, err := pushCall(vm, d, t, f, init, st[argStart:], kw, base, self)
				if err == nil && nf != nil {
					nf.ret = retInit
					nf.initSelf = up(d, self)
				}
				return nf, err
			}
		}
	}
	args := make([]Value, len(st)-argStart)
	for i := range args {
		args[i] = low(d, st[argStart+i])
	}
	r, err := vm.call(callable, args, kw)
	if err != nil {
		return nil, err
	}
	f.stack = append(st[:base], up(d, r))
	return nil, nil
}

// plainInit returns the __init__ of a program's class whose instances
// are made by object.__new__ (no __new__, no built-in base but object).
func (vm *VM) plainInit(c *Class) (*Function, bool) {
	if c.initVersion == vm.classVersion+1 {
		return c.init, c.init != nil
	}
	fn, ok := vm.findPlainInit(c)
	c.init, c.initVersion = fn, vm.classVersion+1
	return fn, ok
}

// findPlainInit is plainInit without its cache.
func (vm *VM) findPlainInit(c *Class) (*Function, bool) {
	if c.builtin || c.isExc || c.meta != nil || (c.base != nil && c.base != vm.types.object) {
		return nil, false
	}
	if _, ok := vm.userMethod(c, "__new__"); ok {
		return nil, false
	}
	init, ok := vm.userMethod(c, "__init__")
	if !ok || !init.IsHandle() {
		return nil, false
	}
	fn, ok := vm.obj(init).(*Function)
	if !ok || fn.code.code.Flags&compile.FlagGenerator != 0 {
		return nil, false
	}
	return fn, true
}

// pushCall pushes the frame of a call of fn with args (then kw's
// values), taking them off f's stack down to base; with self (one
// optional value) prepended. A generator function's call makes its
// generator without a frame switch (nil frame).
func pushCall[V, C any, D domain.Domain[V, C]](vm *VM, d D, t *thread[V], f *frame[V], fn *Function, args []V, kw []string, base int, self ...Value) (*frame[V], error) {
	co := fn.code.code
	if len(t.frames) >= vm.recLimit {
		return nil, vm.raise(vm.types.RecursionError, "maximum recursion depth exceeded")
	}
	nf := t.newFrame(fn.code, len(co.Varnames), len(co.Cellvars)+len(co.Freevars), co.StackSize)
	nf.fn = fn
	nf.globals = fn.globals
	nf.builtins = fn.builtins
	nself := len(self)
	if len(kw) == 0 && len(args)+nself == co.ArgCount && co.Flags&(compile.FlagVarargs|compile.FlagVarkeywords) == 0 && co.KwOnlyArgCount == 0 {
		if nself > 0 {
			nf.locals[0] = up(d, self[0])
		}
		copy(nf.locals[nself:], args)
		for i := co.ArgCount; i < len(nf.locals); i++ {
			nf.locals[i] = up(d, Null)
		}
	} else {
		vals := make([]Value, len(args))
		for i := range vals {
			vals[i] = low(d, args[i])
		}
		locals := make([]Value, len(nf.locals))
		s := Null
		if nself > 0 {
			s = self[0]
		}
		if err := vm.bindArgs(fn, locals, s, vals, kw); err != nil {
			t.release(nf)
			return nil, err
		}
		for i, x := range locals {
			nf.locals[i] = up(d, x)
		}
	}
	if len(nf.cells) > 0 {
		for i := range co.Cellvars {
			c := &Cell{v: Null}
			c.self = vm.newObj(c)
			if a := co.CellArgs[i]; a >= 0 {
				c.v = low(d, nf.locals[a])
			}
			nf.cells[i] = c
		}
		copy(nf.cells[len(co.Cellvars):], fn.closure)
	}
	clear(f.stack[base:])
	f.stack = f.stack[:base]
	if co.Flags&compile.FlagGenerator != 0 {
		g := vm.newGeneratorFrom(any(nf))
		f.stack = append(f.stack, up(d, g))
		return nil, nil
	}
	t.frames = append(t.frames, nf)
	if !d.Tracing() {
		if err := vm.safePoint(); err != nil {
			return nf, err
		}
	}
	return nf, nil
}
