package vm

import (
	"math"

	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/minipy/compile"
)

// call is CALL with n arguments and keyword names kw on f's stack of
// depth sp: a call of a Python function pushes its frame (returned: the
// loop goes on there; f.sp is then f's depth without the call's
// operands); anything else runs in Go and leaves its result on f's
// stack. It returns f's new depth (sp unchanged on an error).
func call[V, C any, D domain.Domain[V, C]](vm *VM, d D, t *thread[V], f *frame[V], sp, n int, kw []string) (*frame[V], int, error) {
	st := f.vals
	base := sp - n - 2
	callable := low(d, st[base])
	argStart := base + 1
	if callable == Null {
		callable = low(d, st[base+1])
		argStart = base + 2
	}
	if callable.IsHandle() {
		h := vm.obj(callable)
		switch o := h.(type) {
		case *BoundMethod:
			if argStart == base+2 {
				// NULL, method, args: shift in self
				st[base] = up(d, o.fn)
				st[base+1] = up(d, o.self)
				callable = o.fn
				argStart = base + 1
				if fn, ok := vm.obj(callable).(*Function); ok {
					nf, err := pushCall(vm, d, t, f, fn, st[argStart:sp], kw, base, zeroOf[V](), false)
					return pushed(f, nf, sp, err)
				}
			}
		case *Function:
			nf, err := pushCall(vm, d, t, f, o, st[argStart:sp], kw, base, zeroOf[V](), false)
			return pushed(f, nf, sp, err)
		case *Class:
			if init, ok := vm.plainInit(o); ok {
				self := vm.newInstance(o, nil)
				nf, err := pushCall(vm, d, t, f, init, st[argStart:sp], kw, base, up(d, self), true)
				if nf != nil {
					nf.ret = retInit
					nf.initSelf = up(d, self)
				}
				return pushed(f, nf, sp, err)
			}
		}
	}
	args := make([]Value, sp-argStart)
	for i := range args {
		args[i] = low(d, st[argStart+i])
	}
	r, err := vm.call(callable, args, kw)
	if err != nil {
		return nil, sp, err
	}
	st[base] = up(d, r)
	return nil, base + 1, nil
}

// pushed is call's result after pushCall: f's depth is what pushCall
// left, or sp when it failed before pushing anything.
func pushed[V any](f *frame[V], nf *frame[V], sp int, err error) (*frame[V], int, error) {
	if err != nil && nf == nil {
		return nil, sp, err
	}
	return nf, f.sp, err
}

// zeroOf is the zero V.
func zeroOf[V any]() V {
	var z V
	return z
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
// values), which are f's stack from base up; with self first when
// hasSelf. f's depth is then base. A generator function's call makes its
// generator without a frame switch (nil frame, the generator at base).
// An error with a frame means the frame was pushed and raised at once.
func pushCall[V, C any, D domain.Domain[V, C]](vm *VM, d D, t *thread[V], f *frame[V], fn *Function, args []V, kw []string, base int, self V, hasSelf bool) (*frame[V], error) {
	ci := fn.code
	if len(t.frames) >= vm.recLimit {
		return nil, vm.raise(vm.types.RecursionError, "maximum recursion depth exceeded")
	}
	nf := t.newFrame(ci, fn)
	nself := 0
	if hasSelf {
		nself = 1
	}
	if len(kw) == 0 && takesPositional(fn, len(args)+nself) {
		if hasSelf {
			nf.locals[0] = self
		}
		bindPositional(d, nf, fn, args, nself)
	} else if len(kw) > 0 && ci.plainArgs && bindKeywords(d, nf, fn, args, kw, self, hasSelf) {
	} else {
		vals := make([]Value, len(args))
		for i := range vals {
			vals[i] = low(d, args[i])
		}
		locals := make([]Value, len(nf.locals))
		s := Null
		if hasSelf {
			s = low(d, self)
		}
		if err := vm.bindArgs(fn, locals, s, vals, kw); err != nil {
			t.release(nf)
			return nil, err
		}
		for i, x := range locals {
			nf.locals[i] = up(d, x)
		}
	}
	co := ci.code
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
	f.sp = base
	if co.Flags&compile.FlagGenerator != 0 {
		g := vm.newGeneratorFrom(any(nf))
		f.vals[base] = up(d, g)
		f.sp = base + 1
		return nil, nil
	}
	t.frames = append(t.frames, nf)
	if !d.Tracing() && vm.pollDue() {
		if err := vm.safePoint(); err != nil {
			return nf, err
		}
	}
	return nf, nil
}

// takesPositional reports whether a call of fn with nargs positional
// arguments (and no keywords) binds them to its first locals, defaults
// filling the rest of its parameters: the calls bindPositional makes.
func takesPositional(fn *Function, nargs int) bool {
	ci := fn.code
	return ci.plainArgs && nargs <= ci.argCount && nargs >= ci.argCount-len(fn.defaults)
}

// bindPositional binds args to nf's locals from index at, then defaults
// for the parameters args do not reach; the other locals are unset.
func bindPositional[V, C any, D domain.Domain[V, C]](d D, nf *frame[V], fn *Function, args []V, at int) {
	locals := nf.locals
	for i, a := range args {
		locals[at+i] = a
	}
	argc := fn.code.argCount
	if nargs := at + len(args); nargs < argc {
		for i, x := range fn.defaults[len(fn.defaults)-(argc-nargs):] {
			locals[nargs+i] = up(d, x)
		}
	}
	for i := argc; i < len(locals); i++ {
		locals[i] = up(d, Null)
	}
}

// bindKeywords binds a call's positional arguments, and keywords that
// name positional parameters, to nf's locals, with defaults for the
// parameters left; a plain function's only (ci.plainArgs). It reports
// false for any call it cannot bind so (a name it does not know or that
// is given twice, a parameter left without a value), whose locals
// bindArgs then binds again, raising CPython's error.
func bindKeywords[V, C any, D domain.Domain[V, C]](d D, nf *frame[V], fn *Function, args []V, kw []string, self V, hasSelf bool) bool {
	co := fn.code.code
	argc := fn.code.argCount
	npos := len(args) - len(kw)
	nself := 0
	if hasSelf {
		nself = 1
	}
	if npos+nself > argc {
		return false
	}
	locals := nf.locals
	for i := range locals {
		locals[i] = up(d, Null)
	}
	if hasSelf {
		locals[0] = self
	}
	for i := range npos {
		locals[nself+i] = args[i]
	}
	for i, name := range kw {
		j := -1
		for k := co.PosOnlyArgCount; k < argc; k++ {
			if co.Varnames[k] == name {
				j = k
				break
			}
		}
		if j < 0 || low(d, locals[j]) != Null {
			return false
		}
		locals[j] = args[npos+i]
	}
	first := argc - len(fn.defaults)
	for k := range argc {
		if low(d, locals[k]) == Null {
			if k < first {
				return false
			}
			locals[k] = up(d, fn.defaults[k-first])
		}
	}
	return true
}

// fastCall is the loop's fast path of CALL n (without keywords) on f,
// whose state is in the frame (its pc past the CALL). A program's
// function (or the function of a LOAD_METHOD) that takes the arguments
// as positional parameters gets its frame pushed (f's depth is then the
// call's base), and that frame is returned; a built-in function or
// method is called, its result left on f's stack (or its exception
// returned). Either is what call would do. Any other call, or one that
// would raise before running or reach a safe point with work, is not
// done (false): step does it.
func fastCall[V, C any, D domain.Domain[V, C]](vm *VM, d D, t *thread[V], f *frame[V], n int) (*frame[V], bool, error) {
	st, sp := f.vals, f.sp
	base := sp - n - 2
	callable := low(d, st[base])
	argStart := base + 1
	if callable == Null {
		callable = low(d, st[base+1])
		argStart = base + 2
	}
	switch o := vm.obj(callable).(type) {
	case *Function:
		if !takesPositional(o, sp-argStart) || len(t.frames) >= vm.recLimit || vm.pollDue() {
			return f, false, nil
		}
		nf := t.newFrame(o.code, o)
		bindPositional(d, nf, o, st[argStart:sp], 0)
		f.sp = base
		t.frames = append(t.frames, nf)
		return nf, true, nil
	case *Class:
		// A program's class whose instances object.__new__ makes: the
		// instance, then its __init__'s frame, which returns it.
		init, ok := vm.plainInit(o)
		if !ok || !takesPositional(init, sp-argStart+1) || len(t.frames) >= vm.recLimit || vm.pollDue() {
			return f, false, nil
		}
		self := up(d, vm.newInstance(o, nil))
		nf := t.newFrame(init.code, init)
		nf.locals[0] = self
		bindPositional(d, nf, init, st[argStart:sp], 1)
		nf.ret, nf.initSelf = retInit, self
		f.sp = base
		t.frames = append(t.frames, nf)
		return nf, true, nil
	case *Builtin:
		var r Value
		var err error
		one := sp-argStart == 1
		x := Null
		if one {
			x = low(d, st[argStart])
		}
		switch {
		case o == vm.lenFn && one:
			var k int
			k, err = vm.length(x)
			r = vm.Int(int64(k))
		case o == vm.absFn && one && x.IsFloat():
			r = heap.Float(math.Abs(x.Float()))
		case o == vm.absFn && one && x.IsInt() && x.Int() != heap.MinInt:
			r = smallInt(max(x.Int(), -x.Int()))
		default:
			nself := 0
			if o.self != Null {
				nself = 1
			}
			args := make([]Value, nself+sp-argStart)
			if nself > 0 {
				args[0] = o.self
			}
			for i := range sp - argStart {
				args[nself+i] = low(d, st[argStart+i])
			}
			r, err = o.fn(vm, args, nil)
		}
		if err != nil {
			return f, true, err
		}
		st[base] = up(d, r)
		f.sp = base + 1
		return f, true, nil
	}
	return f, false, nil
}
