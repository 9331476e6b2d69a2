package vm

import "github.com/microjit/microjit/langs/minipy/compile"

// Generator is a suspended generator function call: its own frame,
// resumed on the interpreter's thread.
type Generator struct {
	self    Value
	frame   *frame[Value]
	started bool
	running bool
	done    bool
	result  Value // the return value, once done
}

func (*Generator) class(vm *VM) *Class { return vm.types.generator }

func (g *Generator) VisitRoots(visit func(*Value)) {
	visit(&g.self)
	visit(&g.result)
	if !g.done {
		visitFrame(g.frame, visit)
	}
}

// newGenerator makes the generator of a frame set up for a call.
func (vm *VM) newGenerator(f *frame[Value]) Value {
	g := &Generator{frame: f, result: None}
	f.gen = g
	g.self = vm.newObj(g)
	return g.self
}

// resume runs the generator until it yields (the value, true) or
// returns (its value, false), sending sent (None to start) or raising
// throw at the yield. It is called from Go code that may hold values the
// roots do not see, so no collection happens until it returns.
func (vm *VM) resume(g *Generator, sent Value, throw error) (Value, bool, error) {
	vm.nativeDepth++
	v, ok, err := vm.resumeFrame(g, sent, throw)
	vm.nativeDepth--
	return v, ok, err
}

// resumeFrame is resume for the eval loop's FOR_ITER and SEND, which
// hold nothing the roots do not see: the generator's body may collect,
// so a program whose main loop runs in a generator frees its garbage.
func (vm *VM) resumeFrame(g *Generator, sent Value, throw error) (Value, bool, error) {
	rawThrow := vm.throwArgs
	vm.throwArgs = nil
	if g.running {
		return 0, false, vm.raise(vm.types.ValueError, "generator already executing")
	}
	if g.done {
		if throw != nil {
			return 0, false, throw
		}
		return None, false, nil
	}
	if !g.started && sent != None && throw == nil {
		return 0, false, vm.raise(vm.types.TypeError, "can't send non-None value to a just-started generator")
	}
	f := g.frame
	if throw != nil && g.started {
		// suspended in a yield from: the sub-iterator gets the throw
		if sub, ok := vm.delegate(f); ok {
			v, yielded, err := vm.throwInto(sub, throw, rawThrow)
			if err == nil && yielded {
				return v, true, nil
			}
			if err == nil {
				// the sub-iterator returned v: yield from's value
				f.vals[f.sp-1] = v
				f.pc = int(f.code.code.Code[f.pc].Arg) // back to SEND...
				f.pc = int(f.code.code.Code[f.pc].Arg) // ...and past the loop
				throw = nil
				sent = Null // nothing to push: v is the loop's result
			} else {
				throw = err
			}
		}
	}
	if g.started && throw == nil && sent != Null {
		f.push(sent)
	}
	g.started = true
	f.throw = throw
	f.yielded = false
	g.running = true
	v, err := vm.runFrame(f)
	g.running = false
	if err != nil {
		g.done = true
		if vm.matches(err, vm.types.StopIteration) {
			e := vm.raise(vm.types.RuntimeError, "generator raised StopIteration")
			vm.excOf(e.(*PyError).Exc).cause = err.(*PyError).Exc
			vm.excOf(e.(*PyError).Exc).context = err.(*PyError).Exc
			return 0, false, e
		}
		return 0, false, err
	}
	if f.yielded {
		return v, true, nil
	}
	g.done = true
	g.result = v
	return v, false, nil
}

func (g *Generator) next(vm *VM) (Value, bool, error) {
	v, ok, err := vm.resume(g, None, nil)
	return v, ok, err
}

// delegate returns the sub-iterator of a generator frame suspended in a
// yield from (its YIELD_VALUE is followed by the jump back to SEND, and
// the sub-iterator is on top of the stack), as CPython 3.11 finds it.
func (vm *VM) delegate(f *frame[Value]) (Value, bool) {
	code := f.code.code.Code
	if f.pc >= len(code) || code[f.pc].Op != compile.JUMP_BACKWARD_NO_INTERRUPT || f.sp == f.code.nlocals {
		return 0, false
	}
	if t := int(code[f.pc].Arg); t >= len(code) || code[t].Op != compile.SEND {
		return 0, false
	}
	return f.top(), true
}

// throwInto throws exc (a *PyError) into a sub-iterator: what it yields
// (true), or the value it returned (false), or the error it raised.
// GeneratorExit closes the sub-iterator and is raised again. A
// sub-iterator's own throw method gets raw, the arguments of
// generator.throw, when there are some.
func (vm *VM) throwInto(sub Value, exc error, raw []Value) (Value, bool, error) {
	pe, _ := exc.(*PyError)
	if g, ok := vm.obj(sub).(*Generator); ok {
		if pe != nil && vm.isInstance(pe.Exc, vm.types.GeneratorExit) {
			if _, err := vm.callMethodByName(sub, "close"); err != nil {
				return 0, false, err
			}
			return 0, false, exc
		}
		return vm.resume(g, None, exc)
	}
	if pe != nil && vm.isInstance(pe.Exc, vm.types.GeneratorExit) {
		if m, err := vm.getAttr(sub, "close"); err == nil {
			if _, err := vm.callFromGo(m, nil, nil); err != nil {
				return 0, false, err
			}
		}
		return 0, false, exc
	}
	m, err := vm.getAttr(sub, "throw")
	if err != nil || (pe == nil && raw == nil) {
		return 0, false, exc
	}
	if raw == nil {
		raw = []Value{pe.Exc}
	}
	v, err := vm.callFromGo(m, raw, nil)
	if err != nil {
		if vm.matches(err, vm.types.StopIteration) {
			return vm.stopValue(err.(*PyError).Exc), false, nil
		}
		return 0, false, err
	}
	return v, true, nil
}

// send is SEND: advance the sub-iterator it with v; done with its
// return value when it is exhausted.
func (vm *VM) send(it, v Value) (Value, bool, error) {
	if g, ok := vm.obj(it).(*Generator); ok && it.IsHandle() {
		r, yielded, err := vm.resumeFrame(g, v, nil)
		if err != nil {
			return 0, false, err
		}
		return r, !yielded, nil
	}
	if v == None {
		r, ok, err := vm.nextOrStop(it)
		if err != nil {
			return 0, false, err
		}
		return r, !ok, nil
	}
	r, err := vm.callMethodByName(it, "send", v)
	if err != nil {
		if vm.matches(err, vm.types.StopIteration) {
			return vm.stopValue(err.(*PyError).Exc), true, nil
		}
		return 0, false, err
	}
	return r, false, nil
}

// stopValue is a StopIteration's value.
func (vm *VM) stopValue(exc Value) Value {
	if args := vm.excArgs(exc); len(args) > 0 {
		return args[0]
	}
	return None
}

// stopIteration raises StopIteration(v) (None: no arguments).
func (vm *VM) stopIteration(v Value) error {
	var args []Value
	if v != None {
		args = []Value{v}
	}
	return vm.raiseValue(vm.newException(vm.types.StopIteration, args))
}

func (vm *VM) initGeneratorMethods() {
	c := vm.types.generator
	vm.method(c, "send", func(vm *VM, a []Value) (Value, error) {
		g := vm.obj(a[0]).(*Generator)
		v, ok, err := vm.resume(g, a[1], nil)
		if err != nil {
			return 0, err
		}
		if !ok {
			return 0, vm.stopIteration(v)
		}
		return v, nil
	}, 2)
	vm.method(c, "__next__", func(vm *VM, a []Value) (Value, error) {
		g := vm.obj(a[0]).(*Generator)
		v, ok, err := vm.resume(g, None, nil)
		if err != nil {
			return 0, err
		}
		if !ok {
			return 0, vm.stopIteration(v)
		}
		return v, nil
	}, 1)
	vm.methodRange(c, "throw", 1, 3, func(vm *VM, a []Value) (Value, error) {
		g := vm.obj(a[0]).(*Generator)
		var throw error
		if exc, err := vm.throwException(a[1:]); err == nil {
			throw = vm.raiseValue(exc)
		} else if !vm.delegatesThrow(g) {
			return 0, err
		} else {
			throw = err // the sub-iterator's throw gets the arguments
		}
		vm.throwArgs = a[1:]
		v, ok, err := vm.resume(g, None, throw)
		if err != nil {
			return 0, err
		}
		if !ok {
			return 0, vm.stopIteration(v)
		}
		return v, nil
	})
	vm.method(c, "close", func(vm *VM, a []Value) (Value, error) {
		g := vm.obj(a[0]).(*Generator)
		if !g.started || g.done {
			g.done = true
			return None, nil
		}
		_, ok, err := vm.resume(g, None, vm.raiseValue(vm.newException(vm.types.GeneratorExit, nil)))
		if err != nil {
			if vm.matches(err, vm.types.GeneratorExit) || vm.matches(err, vm.types.StopIteration) {
				return None, nil
			}
			return 0, err
		}
		if ok {
			return 0, vm.raise(vm.types.RuntimeError, "generator ignored GeneratorExit")
		}
		return None, nil
	}, 1)
}

// throwException is the exception generator.throw(typ, val) raises: an
// exception instance alone, or a class with val as its instance (None:
// a new one; a tuple: its arguments; else the one argument).
func (vm *VM) throwException(a []Value) (Value, error) {
	typ := a[0]
	if len(a) == 1 || a[1] == None {
		return vm.excInstance(typ)
	}
	val := a[1]
	if c, ok := vm.obj(typ).(*Class); ok && typ.IsHandle() && c.isExc {
		if vm.isInstance(val, c) {
			return val, nil
		}
		args := []Value{val}
		if t, ok := vm.obj(val).(*Tuple); ok && val.IsHandle() {
			args = t.items
		}
		return vm.call(typ, args, nil)
	}
	if vm.excOf(typ) != nil {
		return 0, vm.raise(vm.types.TypeError, "instance exception may not have a separate value")
	}
	return 0, vm.raise(vm.types.TypeError, "exceptions must be classes or instances deriving from BaseException, not %s", vm.typeName(typ))
}

// delegatesThrow reports whether g is suspended in a yield from whose
// sub-iterator is not a generator and has a throw method of its own.
func (vm *VM) delegatesThrow(g *Generator) bool {
	if !g.started || g.done || g.running {
		return false
	}
	sub, ok := vm.delegate(g.frame)
	if !ok {
		return false
	}
	if _, isGen := vm.obj(sub).(*Generator); isGen {
		return false
	}
	_, err := vm.getAttr(sub, "throw")
	return err == nil
}
