package vm

import (
	"fmt"
)

// Code and frame objects as programs read them: a code object's co_*
// attributes, sys._getframe and the frame's f_* attributes.

// codeAttr is an attribute of a code object.
func (vm *VM) codeAttr(ci *codeInfo, name string) (Value, bool) {
	c := ci.code
	strs := func(names []string) Value {
		items := make([]Value, len(names))
		for i, n := range names {
			items[i] = vm.str(n)
		}
		return vm.tuple(items)
	}
	switch name {
	case "co_name":
		return vm.str(c.Name), true
	case "co_qualname":
		return vm.str(c.QualName), true
	case "co_filename":
		return vm.str(c.File), true
	case "co_firstlineno":
		return vm.Int(int64(c.FirstLine)), true
	case "co_argcount":
		return vm.Int(int64(c.ArgCount)), true
	case "co_posonlyargcount":
		return vm.Int(int64(c.PosOnlyArgCount)), true
	case "co_kwonlyargcount":
		return vm.Int(int64(c.KwOnlyArgCount)), true
	case "co_nlocals":
		return vm.Int(int64(len(c.Varnames))), true
	case "co_varnames":
		return strs(c.Varnames), true
	case "co_cellvars":
		return strs(c.Cellvars), true
	case "co_freevars":
		return strs(c.Freevars), true
	case "co_names":
		return strs(c.Names), true
	case "co_consts":
		consts := append([]Value(nil), ci.consts...)
		if c.HasDoc {
			consts = append([]Value{vm.str(c.Doc)}, consts...)
		}
		return vm.tuple(consts), true
	case "co_flags":
		return vm.Int(int64(c.Flags)), true
	case "co_stacksize":
		return vm.Int(int64(c.StackSize)), true
	}
	return 0, false
}

// frameObj is a frame as a Python object. While the activation it
// stands for runs, its attributes are the frame's own; after it has
// returned, what they were when the object was made.
type frameObj struct {
	f       *frame[Value]
	depth   int // its index in the thread's frames
	code    *codeInfo
	globals *Dict
	locals  Value // snapshot
	line    int
}

func (o *frameObj) class(vm *VM) *Class { return vm.types.frame }

func (o *frameObj) VisitRoots(visit func(*Value)) {
	o.code.VisitRoots(visit)
	o.globals.VisitRoots(visit)
	visit(&o.locals)
}

// live reports whether the frame still runs at its place.
func (vm *VM) frameLive(o *frameObj) bool {
	return o.depth < len(vm.th.frames) && vm.th.frames[o.depth] == o.f && o.f.code == o.code
}

// frameLine is the line a frame is at.
func frameLine(f *frame[Value]) int {
	pc := f.pc
	if pc > 0 {
		pc--
	}
	return f.code.code.LineOf(pc)
}

// newFrameObj makes the frame object of the thread's frame at depth.
func (vm *VM) newFrameObj(depth int) Value {
	f := vm.th.frames[depth]
	o := &frameObj{f: f, depth: depth, code: f.code, globals: f.globals, line: frameLine(f)}
	o.locals = vm.nsValue(vm.callerLocals(f))
	return vm.newObj(o)
}

// frameAttr is an attribute of a frame object.
func (vm *VM) frameAttr(o *frameObj, name string) (Value, bool) {
	live := vm.frameLive(o)
	switch name {
	case "f_code":
		return o.code.self, true
	case "f_globals":
		return vm.nsValue(o.globals), true
	case "f_builtins":
		return vm.nsValue(vm.builtins), true
	case "f_locals":
		if live {
			if o.f.ns != nil {
				return vm.nsValue(o.f.ns), true
			}
			o.locals = vm.nsValue(vm.callerLocals(o.f))
		}
		return o.locals, true
	case "f_lineno":
		if live {
			return vm.Int(int64(frameLine(o.f))), true
		}
		return vm.Int(int64(o.line)), true
	case "f_lasti":
		if live {
			return vm.Int(int64(2 * max(o.f.pc-1, 0))), true
		}
		return vm.Int(0), true
	case "f_back":
		if live && o.depth > 0 {
			return vm.newFrameObj(o.depth - 1), true
		}
		return None, true
	case "f_trace":
		return None, true
	case "f_trace_lines":
		return True, true
	}
	return 0, false
}

func (vm *VM) frameRepr(o *frameObj, v Value) string {
	line := o.line
	if vm.frameLive(o) {
		line = frameLine(o.f)
	}
	return fmt.Sprintf("<frame at 0x%x, file '%s', line %d, code %s>", vm.id(v), o.code.code.File, line, o.code.code.Name)
}

// getframe is sys._getframe([depth]).
func getframe(vm *VM, a []Value, kw []string) (Value, error) {
	if err := vm.nargs("_getframe", a, kw, 0, 1); err != nil {
		return 0, err
	}
	depth := int64(0)
	if len(a) == 1 {
		var err error
		if depth, err = vm.toInt(a[0]); err != nil {
			return 0, err
		}
	}
	i := len(vm.th.frames) - 1 - int(depth)
	if depth < 0 || i < 0 {
		return 0, vm.raise(vm.types.ValueError, "call stack is not deep enough")
	}
	return vm.newFrameObj(i), nil
}
