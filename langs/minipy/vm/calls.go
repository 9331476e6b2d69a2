package vm

import (
	"math"

	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/minipy/compile"
)

// call is CALL with n arguments and keyword names kw (their constant's
// index + 1 in kwc, 0 for none) on f's stack of depth sp: a call of a
// Python function pushes its frame (returned: the loop goes on there;
// f.sp is then f's depth without the call's operands); anything else
// runs in Go and leaves its result on f's stack. It returns f's new
// depth (sp unchanged on an error). The callable is promoted: what the
// call does depends on it.
func call[V, C any, D domain.Domain[V, C]](vm *VM, d D, t *thread[V], f *frame[V], sp, n int, kw []string, kwc int) (*frame[V], int, error) {
	st := f.vals
	base := sp - n - 2
	at, argStart := base, base+1
	if isWord(d, st[base], Null) {
		at, argStart = base+1, base+2
	}
	callable := Value(d.Concrete(d.Promote(st[at])))
	callee := konst(d, callable)
	if callable.IsHandle() {
		switch o := vm.obj(callable).(type) {
		case *BoundMethod:
			if fn, ok := vm.obj(o.fn).(*Function); ok && argStart == base+2 && !isGenerator(fn) {
				// NULL, method, args: shift in self (a bound
				// method's function and self never change)
				st[base] = konst(d, o.fn)
				st[base+1] = konst(d, o.self)
				nf, err := pushCall(vm, d, t, f, fn, st[base+1:sp], kw, kwc, base, zeroOf[V](), false)
				return pushed(f, nf, sp, err)
			}
		case *Function:
			if len(kw) == 0 && takesPositional(o, sp-argStart) && len(t.frames) < vm.recLimit {
				// the common call, bound here
				nf := t.newFrame(o.code, o)
				bindPositional(d, nf, o, st[argStart:sp], 0)
				return enter(vm, d, t, f, nf, base)
			}
			if !isGenerator(o) {
				nf, err := pushCall(vm, d, t, f, o, st[argStart:sp], kw, kwc, base, zeroOf[V](), false)
				return pushed(f, nf, sp, err)
			}
		case *Class:
			if init, ok := vm.plainInit(o); ok {
				self := rfunc(vm, d, fnNewInstance, konst(d, o.self))
				nf, err := pushCall(vm, d, t, f, init, st[argStart:sp], kw, kwc, base, self, true)
				if nf != nil {
					nf.ret = retInit
					nf.initSelf = self
				}
				return pushed(f, nf, sp, err)
			}
		}
	}
	// anything else is the runtime's (a generator function's call
	// makes its generator there)
	args := make([]V, 3+sp-argStart)
	args[0], args[1], args[2] = codeArg(d, f), d.Const(int64(kwc-1)), callee
	copy(args[3:], st[argStart:sp])
	r, err := rcall(vm, d, fnCall, args...)
	if err != nil {
		return nil, sp, err
	}
	st[base] = r
	return nil, base + 1, nil
}

// isGenerator reports whether fn is a generator function, whose call
// makes a generator rather than run a frame.
func isGenerator(fn *Function) bool { return fn.code.code.Flags&compile.FlagGenerator != 0 }

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

// pushCall pushes the frame of a call of fn (no generator function)
// with args (then kw's values, their constant kwc as for call), which
// are f's stack from base up; with self first when hasSelf. f's depth is
// then base. An error with a frame means the frame was pushed and
// raised at once.
func pushCall[V, C any, D domain.Domain[V, C]](vm *VM, d D, t *thread[V], f *frame[V], fn *Function, args []V, kw []string, kwc int, base int, self V, hasSelf bool) (*frame[V], error) {
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
		// the runtime binds them, raising CPython's errors
		s := konst(d, Null)
		if hasSelf {
			s = self
		}
		bound := append([]V{codeArg(d, f), d.Const(int64(kwc - 1)), konst(d, fn.self), s}, args...)
		locals, err := rcall(vm, d, fnBindArgs, bound...)
		if err != nil {
			t.release(nf)
			return nil, err
		}
		for i := range nf.locals {
			nf.locals[i] = rfunc(vm, d, fnItem, locals, d.Const(int64(i)))
		}
	}
	co := ci.code
	if len(nf.cells) > 0 {
		// (a new cell's handle is a constant while the frame's cells
		// are not among its slots: the attach makes them slots)
		for i := range co.Cellvars {
			c := &Cell{v: Null}
			c.self = vm.newObj(c)
			if a := co.CellArgs[i]; a >= 0 {
				rfunc(vm, d, fnStoreDeref, konst(d, c.self), nf.locals[a])
			}
			nf.cells[i] = c
		}
		copy(nf.cells[len(co.Cellvars):], fn.closure)
	}
	_, _, err := enter(vm, d, t, f, nf, base)
	return nf, err
}

// enter pushes nf, the frame of a call whose arguments are bound, on
// the thread; f's depth is then the call's base. A safe point's error
// is nf's (it was pushed and raised at once).
func enter[V, C any, D domain.Domain[V, C]](vm *VM, d D, t *thread[V], f, nf *frame[V], base int) (*frame[V], int, error) {
	f.sp = base
	t.frames = append(t.frames, nf)
	if !d.Tracing() && vm.pollDue() {
		if err := vm.safePoint(); err != nil {
			return nf, base, err
		}
	}
	return nf, base, nil
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
			locals[nargs+i] = konst(d, x)
		}
	}
	for i := argc; i < len(locals); i++ {
		locals[i] = konst(d, Null)
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
		locals[i] = konst(d, Null)
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
		if j < 0 || !isWord(d, locals[j], Null) {
			return false
		}
		locals[j] = args[npos+i]
	}
	first := argc - len(fn.defaults)
	for k := range argc {
		if isWord(d, locals[k], Null) {
			if k < first {
				return false
			}
			locals[k] = konst(d, fn.defaults[k-first])
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
func fastCall(vm *VM, t *thread[Value], f *frame[Value], n int) (*frame[Value], bool, error) {
	st, sp := f.vals, f.sp
	base := sp - n - 2
	callable := st[base]
	argStart := base + 1
	if callable == Null {
		callable = st[base+1]
		argStart = base + 2
	}
	switch o := vm.obj(callable).(type) {
	case *Function:
		if !takesPositional(o, sp-argStart) || len(t.frames) >= vm.recLimit || vm.pollDue() {
			return f, false, nil
		}
		nf := t.newFrame(o.code, o)
		bindPositionalConcrete(vm.concrete, nf, o, st[argStart:sp], 0)
		f.sp = base
		t.frames = append(t.frames, nf)
		return nf, true, nil
	case *Class:
		if o.builtin && !o.isExc && o.ctor != nil {
			// str(x), int(s)...: the constructor instantiate would call
			return f, true, fastBuiltin(vm, f, o.ctor, Null, base, argStart)
		}
		// A program's class whose instances object.__new__ makes: the
		// instance, then its __init__'s frame, which returns it.
		init, ok := vm.plainInit(o)
		if !ok || !takesPositional(init, sp-argStart+1) || len(t.frames) >= vm.recLimit || vm.pollDue() {
			return f, false, nil
		}
		self := vm.newInstance(o, nil)
		nf := t.newFrame(init.code, init)
		nf.locals[0] = self
		bindPositionalConcrete(vm.concrete, nf, init, st[argStart:sp], 1)
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
			x = st[argStart]
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
			return f, true, fastBuiltin(vm, f, o.fn, o.self, base, argStart)
		}
		if err != nil {
			return f, true, err
		}
		st[base] = r
		f.sp = base + 1
		return f, true, nil
	}
	return f, false, nil
}

// fastBuiltin is fastCall's call of a built-in fn (bound to self unless
// that is Null) with the arguments on f's stack from argStart up: its
// result replaces the call's operands from base, or its error is
// returned.
func fastBuiltin(vm *VM, f *frame[Value], fn BuiltinFunc, self Value, base, argStart int) error {
	st, sp := f.vals, f.sp
	nself := 0
	if self != Null {
		nself = 1
	}
	args := vm.args.take(nself + sp - argStart)
	if nself > 0 {
		args[0] = self
	}
	copy(args[nself:], st[argStart:sp])
	r, err := fn(vm, args, nil)
	if err != nil {
		return err
	}
	st[base] = r
	f.sp = base + 1
	return nil
}
