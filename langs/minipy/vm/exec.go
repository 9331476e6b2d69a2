package vm

import (
	"errors"
	"strings"

	"github.com/microjit/microjit/langs/minipy/compile"
	"github.com/microjit/microjit/langs/minipy/syntax"
)

// The modes of the built-in compile, as CPython names them.
const (
	modeExec   = "exec"
	modeEval   = "eval"
	modeSingle = "single"
)

// stringFile is the file name of code that eval and exec compile from a
// string.
const stringFile = "<string>"

// initExec registers eval, exec and compile: they compile source with
// the program's own compiler and run it in a frame above the caller's,
// in the globals and locals they are given.
func (vm *VM) initExec() {
	vm.def("compile", func(vm *VM, a []Value, kw []string) (Value, error) {
		pos, kws, err := vm.kwargs("compile", a, kw, "source", "filename", "mode", "flags", "dont_inherit", "optimize")
		if err != nil {
			return 0, err
		}
		args := make([]Value, 3)
		for i, name := range []string{"source", "filename", "mode"} {
			switch {
			case i < len(pos):
				args[i] = pos[i]
			case kws[name] != 0:
				args[i] = kws[name]
			default:
				return 0, vm.raise(vm.types.TypeError, "compile() missing required argument '%s' (pos %d)", name, i+1)
			}
		}
		if len(pos) > 6 {
			return 0, vm.raise(vm.types.TypeError, "compile() takes at most 6 arguments (%d given)", len(pos))
		}
		src, ok := vm.strValue(args[0])
		if !ok {
			return 0, vm.raise(vm.types.TypeError, "compile() arg 1 must be a string, bytes or AST object")
		}
		file, ok := vm.strValue(args[1])
		if !ok {
			return 0, vm.raise(vm.types.TypeError, "compile() argument 'filename' must be str, not %s", vm.typeName(args[1]))
		}
		mode, ok := vm.strValue(args[2])
		if !ok {
			return 0, vm.raise(vm.types.TypeError, "compile() argument 'mode' must be str, not %s", vm.typeName(args[2]))
		}
		var opts compile.Options
		switch mode {
		case modeExec:
		case modeEval:
			opts.Eval = true
			src = strings.TrimLeft(src, " \t")
		case modeSingle:
			opts.Interactive = true
		default:
			return 0, vm.raise(vm.types.ValueError, "compile() mode must be 'exec', 'eval' or 'single'")
		}
		code, err := vm.compileString(file, src, opts)
		if err != nil {
			return 0, err
		}
		return vm.codeInfoOf(code).self, nil
	})
	vm.ctors[vm.types.function] = newFunction
	vm.def("exec", func(vm *VM, a []Value, kw []string) (Value, error) {
		if _, err := vm.runString("exec", a, kw, compile.Options{}); err != nil {
			return 0, err
		}
		return None, nil
	})
	vm.def("eval", func(vm *VM, a []Value, kw []string) (Value, error) {
		return vm.runString("eval", a, kw, compile.Options{Eval: true})
	})
}

// compileString compiles source given to compile, eval or exec; its
// syntax errors are Python SyntaxErrors.
func (vm *VM) compileString(file, src string, opts compile.Options) (*compile.Code, error) {
	tree, err := syntax.Parse(file, []byte(src))
	if err == nil {
		var table *syntax.SymbolTable
		if table, err = syntax.Resolve(tree); err == nil {
			var code *compile.Code
			if code, err = compile.Compile(file, tree, table, opts); err == nil {
				return code, nil
			}
		}
	}
	var se *syntax.SyntaxError
	if errors.As(err, &se) {
		if se.Type == syntax.RecursionErrorType {
			return nil, vm.raise(vm.types.RecursionError, "%s", se.Msg)
		}
		text := None
		if se.Text != "" {
			text = vm.str(se.Text + "\n")
		}
		end := se.EndCol
		if end == 0 {
			end = se.Col
		}
		details := vm.tuple([]Value{vm.str(file), vm.Int(int64(se.Line)), vm.Int(int64(se.Col)), text,
			vm.Int(int64(se.Line)), vm.Int(int64(end))})
		return nil, vm.raiseValue(vm.newException(vm.syntaxErrorClass(se.Type), []Value{vm.str(se.Msg), details}))
	}
	var ce *compile.Error
	if errors.As(err, &ce) {
		if ce.Type == compile.NotImplementedErrorType {
			return nil, vm.raise(vm.types.NotImplementedError, "%s", ce.Msg)
		}
		details := vm.tuple([]Value{vm.str(file), vm.Int(int64(ce.Line)), vm.Int(int64(ce.Col)), None})
		return nil, vm.raiseValue(vm.newException(vm.types.SyntaxError, []Value{vm.str(ce.Msg), details}))
	}
	return nil, vm.raise(vm.types.SyntaxError, "%v", err)
}

// syntaxErrorClass is the exception class of a front-end error type.
func (vm *VM) syntaxErrorClass(typ string) *Class {
	switch typ {
	case syntax.IndentationErrorType:
		return vm.types.IndentationError
	case syntax.TabErrorType:
		return vm.types.TabError
	case syntax.RecursionErrorType:
		return vm.types.RecursionError
	}
	return vm.types.SyntaxError
}

// runString is eval and exec: source (a string, compiled in opts' mode,
// or a code object) run with globals and locals that default to the
// caller's.
func (vm *VM) runString(name string, a []Value, kw []string, opts compile.Options) (Value, error) {
	pos, kws, err := vm.kwargs(name, a, kw, "globals", "locals")
	if err != nil {
		return 0, err
	}
	if len(pos) < 1 || len(pos) > 3 {
		if len(pos) < 1 {
			return 0, vm.raise(vm.types.TypeError, "%s expected at least 1 argument, got 0", name)
		}
		return 0, vm.raise(vm.types.TypeError, "%s expected at most 3 arguments, got %d", name, len(pos))
	}
	gv, lv := None, None
	if len(pos) > 1 {
		gv = pos[1]
	} else if v, ok := kws["globals"]; ok {
		gv = v
	}
	if len(pos) > 2 {
		lv = pos[2]
	} else if v, ok := kws["locals"]; ok {
		lv = v
	}
	var globals, locals *Dict
	if gv != None {
		d, ok := vm.dictOf(gv)
		if !ok {
			return 0, vm.raise(vm.types.TypeError, "%s() globals must be a dict, not %s", name, vm.typeName(gv))
		}
		if _, plain := vm.obj(gv).(*Dict); plain && !d.hasSelf {
			// the functions the code makes share the dict's handle
			d.self, d.hasSelf = gv, true
		}
		globals = d
	}
	if lv != None {
		d, ok := vm.dictOf(lv)
		if !ok {
			return 0, vm.raise(vm.types.TypeError, "locals must be a mapping or None, not %s", vm.typeName(lv))
		}
		locals = d
	}
	if globals == nil {
		caller := vm.th.frames[len(vm.th.frames)-1]
		globals = caller.globals
		if locals == nil {
			locals = vm.callerLocals(caller)
		}
	} else if locals == nil {
		locals = globals
	}
	if _, ok := globals.strGet("__builtins__"); !ok {
		globals.strSet("__builtins__", vm.str("__builtins__"), vm.builtinsModule)
	}
	var code *compile.Code
	if src, ok := vm.strValue(pos[0]); ok {
		if opts.Eval {
			src = strings.TrimLeft(src, " \t")
		}
		if code, err = vm.compileString(stringFile, src, opts); err != nil {
			return 0, err
		}
	} else if ci, ok := vm.codeOf(pos[0]); ok {
		if len(ci.code.Freevars) > 0 {
			return 0, vm.raise(vm.types.TypeError, "code object passed to %s() may not contain free variables", name)
		}
		code = ci.code
	} else {
		return 0, vm.raise(vm.types.TypeError, "%s() arg 1 must be a string, bytes or code object", name)
	}
	ci := vm.codeInfoOf(code)
	f := newBareFrame(&vm.th, ci, nil)
	f.globals = globals
	f.builtins = vm.builtins
	f.ns = locals
	return vm.runFrame(f)
}

// callerLocals is the locals of the frame that called eval or exec: its
// namespace, or for a function a fresh dict of its bound locals (as
// locals() gives).
func (vm *VM) callerLocals(f *frame[Value]) *Dict {
	if f.ns != nil {
		return f.ns
	}
	d := newDict()
	co := f.code.code
	for i, n := range co.Varnames {
		if f.locals[i] != Null {
			d.strSet(n, vm.str(n), f.locals[i])
		}
	}
	for i, c := range f.cells {
		if c != nil && c.v != Null {
			n := vm.cellName(co, i)
			d.strSet(n, vm.str(n), c.v)
		}
	}
	return d
}

// dictOf returns the dict v is, if it is one.
func (vm *VM) dictOf(v Value) (*Dict, bool) {
	if !v.IsHandle() {
		return nil, false
	}
	d, ok := vm.obj(v).(*Dict)
	return d, ok
}

// codeOf returns the code object v is, if it is one.
func (vm *VM) codeOf(v Value) (*codeInfo, bool) {
	if !v.IsHandle() {
		return nil, false
	}
	c, ok := vm.obj(v).(*codeInfo)
	return c, ok
}

// newFunction is types.FunctionType(code, globals): a function of a
// code object run in the globals dict given.
func newFunction(vm *VM, a []Value, kw []string) (Value, error) {
	if err := vm.nargs("function", a, kw, 2, 2); err != nil {
		return 0, err
	}
	ci, ok := vm.codeOf(a[0])
	if !ok {
		return 0, vm.raise(vm.types.TypeError, "function() argument 'code' must be code, not %s", vm.typeName(a[0]))
	}
	globals, ok := vm.dictOf(a[1])
	if !ok {
		return 0, vm.raise(vm.types.TypeError, "function() argument 'globals' must be dict, not %s", vm.typeName(a[1]))
	}
	if len(ci.code.Freevars) > 0 {
		// CPython's words: a closure is needed and none was given
		return 0, vm.raise(vm.types.TypeError, "arg 5 (closure) must be tuple")
	}
	fn := &Function{code: ci, globals: globals, builtins: vm.builtins, name: ci.code.Name, qualname: ci.code.QualName}
	fn.self = vm.newObj(fn)
	return fn.self, nil
}
