package vm

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/microjit/microjit/langs/minipy/compile"
)

// codeInfoOf returns the interpreter's view of a code object.
func (vm *VM) codeInfoOf(c *compile.Code) *codeInfo {
	if ci, ok := vm.codes[c]; ok {
		return ci
	}
	ci := &codeInfo{
		code:      c,
		quick:     quicken(c),
		caches:    make([]cacheSlot, c.NumCaches),
		nlocals:   len(c.Varnames),
		ncells:    len(c.Cellvars) + len(c.Freevars),
		stackSize: c.StackSize + 1, // a split instruction's result (frame.half)
		argCount:  c.ArgCount,
	}
	ci.plainArgs = c.Flags&(compile.FlagVarargs|compile.FlagVarkeywords|compile.FlagGenerator) == 0 &&
		c.KwOnlyArgCount == 0 && ci.ncells == 0
	vm.codes[c] = ci
	ci.consts = make([]Value, len(c.Consts))
	for i, k := range c.Consts {
		ci.consts[i] = vm.constValue(k)
	}
	ci.self = vm.newObj(ci)
	return ci
}

// constValue converts a constant.
func (vm *VM) constValue(k compile.Const) Value {
	switch k := k.(type) {
	case compile.NoneType:
		return None
	case bool:
		return boolOf(k)
	case int64:
		return vm.Int(k)
	case *big.Int:
		return vm.bigOf(k)
	case float64:
		return vm.Float(k)
	case complex128:
		return vm.complexValue(k)
	case string:
		return vm.str(k)
	case compile.Bytes:
		return vm.Bytes([]byte(k))
	case compile.EllipsisType:
		return Ellipsis
	case compile.Tuple:
		items := make([]Value, len(k))
		for i, x := range k {
			items[i] = vm.constValue(x)
		}
		return vm.tuple(items)
	case *compile.Code:
		return vm.codeInfoOf(k).self
	}
	panic(fmt.Sprintf("minipy: unknown constant %T", k))
}

// callFromGo calls fn from Go code that may hold values the roots do
// not see: no collection happens until it returns.
func (vm *VM) callFromGo(fn Value, args []Value, kwnames []string) (Value, error) {
	vm.nativeDepth++ // a panic (a heap limit) resets it in runProtected
	r, err := vm.call(fn, args, kwnames)
	vm.nativeDepth--
	return r, err
}

// maxGoDepth bounds the nesting of Go-level calls (built-ins calling
// back into Python), whatever the recursion limit.
const maxGoDepth = 6000

// call calls fn with positional args followed by the values of the
// keyword arguments kwnames names.
func (vm *VM) call(fn Value, args []Value, kwnames []string) (Value, error) {
	if !fn.IsHandle() {
		return 0, vm.raise(vm.types.TypeError, "'%s' object is not callable", vm.typeName(fn))
	}
	switch o := vm.obj(fn).(type) {
	case *Function:
		f, err := vm.setupFrame(o, Null, args, kwnames)
		if err != nil {
			return 0, err
		}
		if o.code.code.Flags&compile.FlagGenerator != 0 {
			return vm.newGenerator(f), nil
		}
		return vm.runFrame(f)
	case *BoundMethod:
		return vm.call(o.fn, vm.prepend(o.self, args), kwnames)
	case *Builtin:
		if o.self != Null {
			args = vm.prepend(o.self, args)
		}
		return o.fn(vm, args, kwnames)
	case *Class:
		if m, ok := vm.metaMethod(o, "__call__"); ok {
			return vm.call(m, vm.prepend(fn, args), kwnames)
		}
		return vm.instantiate(o, args, kwnames)
	case *GenericAlias:
		return vm.call(o.origin, args, kwnames)
	case *Instance:
		if m, ok := vm.userMethod(o.cls, "__call__"); ok {
			return vm.call(m, vm.prepend(fn, args), kwnames)
		}
	}
	return 0, vm.raise(vm.types.TypeError, "'%s' object is not callable", vm.typeName(fn))
}

// runFrame runs a frame pushed on the thread to its return.
func (vm *VM) runFrame(f *frame[Value]) (Value, error) {
	if len(vm.th.frames) >= vm.recLimit {
		vm.th.release(f)
		return 0, vm.raise(vm.types.RecursionError, "maximum recursion depth exceeded")
	}
	if vm.goDepth >= maxGoDepth {
		return 0, vm.raise(vm.types.RecursionError, "maximum recursion depth exceeded")
	}
	vm.goDepth++ // a panic (a heap limit) resets it in runProtected
	floor := len(vm.th.frames)
	vm.th.frames = append(vm.th.frames, f)
	r, err := vm.execute(floor)
	vm.goDepth--
	return r, err
}

// execute runs the thread's frames above floor: the interpreter loop.
func (vm *VM) execute(floor int) (Value, error) {
	return executeConcrete(vm, vm.concrete, &vm.th, floor)
}

// instantiate calls a class.
func (vm *VM) instantiate(c *Class, args []Value, kwnames []string) (Value, error) {
	if c.builtin {
		if c.isExc {
			if len(kwnames) > 0 {
				return 0, vm.raise(vm.types.TypeError, "%s() takes no keyword arguments", c.name)
			}
			return vm.newException(c, append([]Value(nil), args...)), nil
		}
		if c.ctor == nil {
			c.ctor = vm.ctors[c]
		}
		if c.ctor == nil {
			return 0, vm.raise(vm.types.TypeError, "cannot create '%s' instances", c.name)
		}
		return c.ctor(vm, args, kwnames)
	}
	if c.isSubclass(vm.types.typeT) {
		return vm.instantiateMeta(c, args, kwnames)
	}
	if c.meta != nil {
		if err := vm.checkAbstract(c); err != nil {
			return 0, err
		}
	}
	if nw, ok := vm.userMethod(c, "__new__"); ok {
		fn := nw
		if sm, ok := vm.obj(nw).(*StaticMethod); ok && nw.IsHandle() {
			fn = sm.fn
		}
		obj, err := vm.call(fn, vm.prepend(c.self, args), kwnames)
		if err != nil {
			return 0, err
		}
		if !vm.isInstance(obj, c) {
			return obj, nil
		}
		if init, ok := vm.userMethod(c, "__init__"); ok {
			r, err := vm.call(init, vm.prepend(obj, args), kwnames)
			if err != nil {
				return 0, err
			}
			if r != None {
				return 0, vm.raise(vm.types.TypeError, "__init__() should return None, not '%s'", vm.typeName(r))
			}
		}
		return obj, nil
	}
	if c.base != nil && c.base != vm.types.object && !c.isExc && !vm.tupleLike(c) {
		return vm.instantiateBuiltinSubclass(c, args, kwnames)
	}
	obj := vm.newInstance(c, args)
	init, ok := vm.userMethod(c, "__init__")
	if !ok {
		if (len(args) > 0 || len(kwnames) > 0) && !c.isExc {
			return 0, vm.raise(vm.types.TypeError, "%s() takes no arguments", c.name)
		}
		return obj, nil
	}
	r, err := vm.call(init, vm.prepend(obj, args), kwnames)
	if err != nil {
		return 0, err
	}
	if r != None {
		return 0, vm.raise(vm.types.TypeError, "__init__() should return None, not '%s'", vm.typeName(r))
	}
	return obj, nil
}

// newInstance makes a bare instance of a program's class.
func (vm *VM) newInstance(c *Class, args []Value) Value {
	o := &Instance{cls: c, shape: c.ic.Root()}
	if c.slotHint > 0 {
		o.slots = make([]Value, 0, c.slotHint)
	}
	if c.isExc {
		n := len(args)
		if n > 0 && c.attrs != nil {
			if _, ok := vm.userMethod(c, "__init__"); ok {
				// BaseException.__new__ keeps the arguments too
			}
		}
		o.exc = &excState{args: vm.tuple(append([]Value(nil), args...)), cause: None, context: None}
	}
	return vm.newObj(o)
}

// tupleLike reports whether c derives from tuple and a tuple subclass of
// its own makes the instances (__init__), as collections.namedtuple does:
// such an instance holds no tuple value, and tuple's own methods refuse
// it, but isinstance(x, tuple) holds.
func (vm *VM) tupleLike(c *Class) bool {
	if c.base != vm.types.tuple {
		return false
	}
	for _, k := range c.mro {
		if k.builtin {
			return false
		}
		if _, ok := k.attrs["__init__"]; ok {
			// a mixin's __init__ (class C(Base, tuple)) leaves the
			// instance a tuple made from the arguments
			return k.isSubclass(vm.types.tuple)
		}
	}
	return false
}

// instantiateBuiltinSubclass makes an instance of a program's subclass
// of a built-in type: an instance holding the built-in value it extends
// (made from the arguments, or empty for a mutable type whose subclass
// has an __init__ to fill it), then __init__.
func (vm *VM) instantiateBuiltinSubclass(c *Class, args []Value, kwnames []string) (Value, error) {
	ctor, ok := vm.ctors[c.base]
	if !ok {
		return 0, vm.raise(vm.types.NotImplementedError, "subclasses of built-in type '%s' are not supported", c.base.name)
	}
	init, hasInit := vm.userMethod(c, "__init__")
	mutable := c.base == vm.types.list || c.base == vm.types.dict || c.base == vm.types.set
	var native Value
	var err error
	if mutable && hasInit {
		native, err = ctor(vm, nil, nil)
	} else {
		native, err = ctor(vm, args, kwnames)
	}
	if err != nil {
		return 0, err
	}
	v := vm.newObj(&Instance{cls: c, shape: c.ic.Root(), native: native, hasNative: true})
	if !hasInit {
		return v, nil
	}
	r, err := vm.call(init, vm.prepend(v, args), kwnames)
	if err != nil {
		return 0, err
	}
	if r != None {
		return 0, vm.raise(vm.types.TypeError, "__init__() should return None, not '%s'", vm.typeName(r))
	}
	return v, nil
}

// setupFrame makes the frame of a call of fn: arguments bound to
// parameters, cells made. self, unless Null, is the first argument.
func (vm *VM) setupFrame(fn *Function, self Value, args []Value, kwnames []string) (*frame[Value], error) {
	f := vm.th.newFrame(fn.code, fn)
	if err := vm.bindArgs(fn, f.locals, self, args, kwnames); err != nil {
		vm.th.release(f)
		return nil, err
	}
	if len(f.cells) > 0 {
		vm.makeCells(f)
	}
	return f, nil
}

// makeCells fills a frame's cells: new cells for its cellvars (from the
// parameters CellArgs names), then the closure's.
func (vm *VM) makeCells(f *frame[Value]) {
	co := f.code.code
	for i := range co.Cellvars {
		c := &Cell{v: Null}
		c.self = vm.newObj(c)
		if a := co.CellArgs[i]; a >= 0 {
			c.v = f.locals[a]
		}
		f.cells[i] = c
	}
	copy(f.cells[len(co.Cellvars):], f.fn.closure)
}

// bindArgs binds a call's arguments to locals (CPython's
// _PyEval_MakeFrameVector), with its error messages.
func (vm *VM) bindArgs(fn *Function, locals []Value, self Value, args []Value, kwnames []string) error {
	co := fn.code.code
	npos := len(args) - len(kwnames)
	if self != Null {
		npos++
	}
	if len(kwnames) == 0 && npos == co.ArgCount && co.Flags&(compile.FlagVarargs|compile.FlagVarkeywords) == 0 && co.KwOnlyArgCount == 0 {
		if self != Null {
			locals[0] = self
			copy(locals[1:], args)
		} else {
			copy(locals, args)
		}
		for i := co.ArgCount; i < len(locals); i++ {
			locals[i] = Null
		}
		return nil
	}
	for i := range locals {
		locals[i] = Null
	}
	pos := make([]Value, 0, npos)
	if self != Null {
		pos = append(pos, self)
	}
	pos = append(pos, args[:len(args)-len(kwnames)]...)
	kwvals := args[len(args)-len(kwnames):]
	n := min(len(pos), co.ArgCount)
	copy(locals, pos[:n])
	slot := co.ArgCount + co.KwOnlyArgCount
	if co.Flags&compile.FlagVarargs != 0 {
		locals[slot] = vm.tuple(append([]Value(nil), pos[n:]...))
		slot++
	} else if len(pos) > co.ArgCount {
		return vm.tooManyPositional(fn, len(pos), kwnames, kwvals)
	}
	var kwdict *Dict
	if co.Flags&compile.FlagVarkeywords != 0 {
		kwdict = newDict()
		locals[slot] = vm.newObj(kwdict)
	}
	for i, name := range kwnames {
		j := -1
		for k := co.PosOnlyArgCount; k < co.ArgCount+co.KwOnlyArgCount; k++ {
			if co.Varnames[k] == name {
				j = k
				break
			}
		}
		if j < 0 {
			if kwdict == nil {
				for k := 0; k < co.PosOnlyArgCount; k++ {
					if co.Varnames[k] == name {
						return vm.raise(vm.types.TypeError, "%s() got some positional-only arguments passed as keyword arguments: '%s'", fn.qualname, name)
					}
				}
				return vm.raise(vm.types.TypeError, "%s() got an unexpected keyword argument '%s'", fn.qualname, name)
			}
			kwdict.strSet(name, vm.str(name), kwvals[i])
			continue
		}
		if locals[j] != Null {
			return vm.raise(vm.types.TypeError, "%s() got multiple values for argument '%s'", fn.qualname, name)
		}
		locals[j] = kwvals[i]
	}
	// defaults
	nd := len(fn.defaults)
	var missing []string
	for k := 0; k < co.ArgCount; k++ {
		if locals[k] != Null {
			continue
		}
		if d := k - (co.ArgCount - nd); d >= 0 {
			locals[k] = fn.defaults[d]
		} else {
			missing = append(missing, co.Varnames[k])
		}
	}
	if len(missing) > 0 {
		return vm.missingArgs(fn, missing, "positional")
	}
	for k := co.ArgCount; k < co.ArgCount+co.KwOnlyArgCount; k++ {
		if locals[k] != Null {
			continue
		}
		if fn.kwdefaults != nil {
			if v, ok := fn.kwdefaults.strGet(co.Varnames[k]); ok {
				locals[k] = v
				continue
			}
		}
		missing = append(missing, co.Varnames[k])
	}
	if len(missing) > 0 {
		return vm.missingArgs(fn, missing, "keyword-only")
	}
	return nil
}

func (vm *VM) missingArgs(fn *Function, names []string, kind string) error {
	quoted := make([]string, len(names))
	for i, n := range names {
		quoted[i] = "'" + n + "'"
	}
	var list string
	switch len(quoted) {
	case 1:
		list = quoted[0]
	case 2:
		list = quoted[0] + " and " + quoted[1]
	default:
		list = strings.Join(quoted[:len(quoted)-1], ", ") + ", and " + quoted[len(quoted)-1]
	}
	s := "s"
	if len(names) == 1 {
		s = ""
	}
	return vm.raise(vm.types.TypeError, "%s() missing %d required %s argument%s: %s", fn.qualname, len(names), kind, s, list)
}

func (vm *VM) tooManyPositional(fn *Function, given int, kwnames []string, kwvals []Value) error {
	co := fn.code.code
	nd := len(fn.defaults)
	var takes string
	if nd > 0 {
		takes = fmt.Sprintf("from %d to %d positional arguments", co.ArgCount-nd, co.ArgCount)
	} else {
		s := "s"
		if co.ArgCount == 1 {
			s = ""
		}
		takes = fmt.Sprintf("%d positional argument%s", co.ArgCount, s)
	}
	kwonly := 0
	for _, n := range kwnames {
		for k := co.ArgCount; k < co.ArgCount+co.KwOnlyArgCount; k++ {
			if co.Varnames[k] == n {
				kwonly++
			}
		}
	}
	was := "were"
	if given == 1 {
		was = "was"
	}
	if kwonly > 0 {
		s := "s"
		if kwonly == 1 {
			s = ""
		}
		return vm.raise(vm.types.TypeError, "%s() takes %s but %d positional argument%s (and %d keyword-only argument%s) were given",
			fn.qualname, takes, given, map[bool]string{true: "", false: "s"}[given == 1], kwonly, s)
	}
	return vm.raise(vm.types.TypeError, "%s() takes %s but %d %s given", fn.qualname, takes, given, was)
}

// isCallable is callable(v).
func (vm *VM) isCallable(v Value) bool {
	switch o := vm.obj(v).(type) {
	case *Function, *Builtin, *BoundMethod, *Class, *GenericAlias:
		return v.IsHandle()
	case *Instance:
		_, ok := vm.userMethod(o.cls, "__call__")
		return ok
	}
	return false
}

// instantiateMeta calls a program's metaclass c: its __new__ (type's
// when it defines none), then its __init__.
func (vm *VM) instantiateMeta(c *Class, args []Value, kwnames []string) (Value, error) {
	var obj Value
	if nw, ok := vm.userMethod(c, "__new__"); ok {
		fn := nw
		if sm, ok := vm.obj(nw).(*StaticMethod); ok && nw.IsHandle() {
			fn = sm.fn
		}
		r, err := vm.callFromGo(fn, vm.prepend(c.self, args), kwnames)
		if err != nil {
			return 0, err
		}
		obj = r
	} else {
		if len(args)-len(kwnames) != 3 {
			return 0, vm.raise(vm.types.TypeError, "type.__new__() takes exactly 3 arguments (%d given)", len(args)-len(kwnames))
		}
		r, err := vm.typeNewArgs(c, args, kwnames, false)
		if err != nil {
			return 0, err
		}
		obj = r
	}
	if !vm.isInstance(obj, c) {
		return obj, nil
	}
	if init, ok := vm.userMethod(c, "__init__"); ok {
		if _, err := vm.callFromGo(init, vm.prepend(obj, args), kwnames); err != nil {
			return 0, err
		}
	}
	return obj, nil
}
