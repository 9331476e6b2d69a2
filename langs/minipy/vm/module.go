package vm

import (
	"errors"
	"os"
	"path/filepath"

	"github.com/microjit/microjit/langs/minipy/compile"
	"github.com/microjit/microjit/langs/minipy/syntax"
)

// buildClass is __build_class__(func, name, *bases, **kw): it runs the
// class body in a fresh namespace and makes the class.
func (vm *VM) buildClassFunc(args []Value, kwnames []string) (Value, error) {
	if len(args)-len(kwnames) < 2 {
		return 0, vm.raise(vm.types.TypeError, "__build_class__: not enough arguments")
	}
	body, ok := vm.obj(args[0]).(*Function)
	if !ok {
		return 0, vm.raise(vm.types.TypeError, "__build_class__: func must be a function")
	}
	name, _ := vm.strValue(args[1])
	var bases []*Class
	for _, b := range args[2 : len(args)-len(kwnames)] {
		c, ok := vm.obj(b).(*Class)
		if !ok || !b.IsHandle() {
			return 0, vm.raise(vm.types.TypeError, "bases must be types")
		}
		bases = append(bases, c)
	}
	for _, k := range kwnames {
		if k != "metaclass" {
			return 0, vm.raise(vm.types.TypeError, "%s.__init_subclass__() takes no keyword arguments", name)
		}
	}
	ns := newDict()
	f := vm.th.newFrame(body.code, len(body.code.code.Varnames), len(body.code.code.Cellvars)+len(body.code.code.Freevars), body.code.code.StackSize)
	f.fn = body
	f.globals = body.globals
	f.builtins = body.builtins
	f.ns = ns
	if len(f.cells) > 0 {
		vm.makeCells(f)
	}
	_, err := vm.runFrame(f) // f.ns keeps the namespace alive
	if err != nil {
		return 0, err
	}
	if err := vm.checkBases(bases); err != nil {
		return 0, err
	}
	attrs := map[string]Value{}
	var order []string
	var cell Value = Null
	for _, e := range ns.entries {
		if !e.used {
			continue
		}
		k, _ := vm.strValue(e.key)
		if k == "__classcell__" {
			cell = e.val
			continue
		}
		attrs[k] = e.val
		order = append(order, k)
	}
	if nw, ok := attrs["__new__"]; ok {
		// __new__ is a static method without the decorator, as in CPython
		if _, isFn := vm.obj(nw).(*Function); isFn && nw.IsHandle() {
			attrs["__new__"] = vm.newObj(&StaticMethod{fn: nw})
		}
	}
	if _, eq := attrs["__eq__"]; eq {
		if _, h := attrs["__hash__"]; !h {
			attrs["__hash__"] = None
			order = append(order, "__hash__")
		}
	}
	c, err := vm.newClass(name, bases, attrs, order)
	if err != nil {
		return 0, err
	}
	if err := vm.setNames(c, attrs, order); err != nil {
		return 0, err
	}
	if m, ok := attrs["__module__"]; ok {
		c.module, _ = vm.strValue(m)
	}
	if q, ok := attrs["__qualname__"]; ok {
		c.qualname, _ = vm.strValue(q)
	}
	if s, ok := attrs["__slots__"]; ok {
		items, err := vm.iterate(s)
		if err != nil {
			return 0, err
		}
		c.slots = []string{}
		for _, x := range items {
			n, _ := vm.strValue(x)
			c.slots = append(c.slots, n)
		}
		for _, b := range c.mro[1:] {
			if !b.builtin && b.slots == nil {
				c.slots = nil
				break
			}
			c.slots = append(c.slots, b.slots...)
		}
	}
	for _, fn := range attrs {
		if f, ok := vm.obj(fn).(*Function); ok && fn.IsHandle() && f.qualname == "" {
			f.qualname = c.qualname + "." + f.name
		}
	}
	if cell != Null {
		if cl, ok := vm.obj(cell).(*Cell); ok {
			cl.v = c.self
		}
	}
	return c.self, nil
}

// checkBases refuses the bases CPython's type.__new__ refuses: a
// built-in type that cannot be subclassed (one minipy cannot make
// instances of, or bool, range, slice, function), and two built-in bases other
// than object whose instances would need different layouts.
func (vm *VM) checkBases(bases []*Class) error {
	t := &vm.types
	var solid *Class // the built-in type the instances will hold
	for _, b := range bases {
		_, ctor := vm.ctors[b]
		if b.builtin && !b.isExc && b != t.object && (!ctor || b == t.bool || b == t.rangeT || b == t.slice || b == t.function) {
			return vm.raise(t.TypeError, "type '%s' is not an acceptable base type", b.name)
		}
		s := b
		for s != nil && !(s.builtin && s != t.object) {
			s = s.base
		}
		if s == nil {
			continue
		}
		if s.isExc {
			s = t.BaseException // minipy's exceptions share one layout
		}
		switch {
		case solid == nil || s.isSubclass(solid):
			solid = s
		case !solid.isSubclass(s):
			return vm.raise(t.TypeError, "multiple bases have instance lay-out conflict")
		}
	}
	return nil
}

// newModule makes a module with its globals.
func (vm *VM) newModule(name, file string) (*Module, Value) {
	m := &Module{name: name, globals: newDict()}
	m.globals.strSet("__name__", vm.str("__name__"), vm.str(name))
	if file != "" {
		m.globals.strSet("__file__", vm.str("__file__"), vm.str(file))
	}
	m.globals.strSet("__builtins__", vm.str("__builtins__"), vm.builtinsModule)
	m.globals.strSet("__doc__", vm.str("__doc__"), None)
	vm.nsValue(m.globals) // its functions and frames share its handle
	return m, vm.newObj(m)
}

// Compile parses and compiles a program.
func Compile(file string, src []byte, interactive bool) (*compile.Code, error) {
	tree, err := syntax.Parse(file, src)
	if err != nil {
		return nil, err
	}
	table, err := syntax.Resolve(tree)
	if err != nil {
		return nil, err
	}
	return compile.Compile(file, tree, table, compile.Options{Interactive: interactive})
}

// runModuleCode runs a module's code in its globals.
func (vm *VM) runModuleCode(code *compile.Code, m *Module) error {
	ci := vm.codeInfoOf(code)
	f := vm.th.newFrame(ci, len(code.Varnames), len(code.Cellvars)+len(code.Freevars), code.StackSize)
	f.globals = m.globals
	f.builtins = vm.builtins
	f.ns = m.globals
	_, err := vm.runFrame(f)
	return err
}

// importName is IMPORT_NAME: a built-in module or a .py file beside the
// program.
func (vm *VM) importName(name string, fromlist, level Value, globals *Dict) (Value, error) {
	if m, ok := vm.modules[name]; ok {
		return m, nil
	}
	if mk, ok := vm.builtinModules[name]; ok {
		m := mk(vm)
		vm.modules[name] = m
		return m, nil
	}
	if _, err := lib.ReadFile("lib/" + name + ".py"); err == nil {
		return vm.sourceModule(name)
	}
	path := filepath.Join(vm.cfg.Dir, name+".py")
	src, err := os.ReadFile(path)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			e := vm.raise(vm.types.ModuleNotFoundError, "No module named '%s'", name)
			return 0, e
		}
		return 0, vm.raise(vm.types.OSError, "%v", err)
	}
	code, err := Compile(path, src, false)
	if err != nil {
		var se *syntax.SyntaxError
		if errors.As(err, &se) {
			return 0, vm.raise(vm.types.SyntaxError, "%s (%s, line %d)", se.Msg, filepath.Base(path), se.Line)
		}
		return 0, vm.raise(vm.types.SyntaxError, "%v", err)
	}
	vm.addSource(path, src)
	m, mv := vm.newModule(name, path)
	vm.modules[name] = mv
	if err := vm.runModuleCode(code, m); err != nil {
		delete(vm.modules, name)
		return 0, err
	}
	return mv, nil
}

// importFrom is IMPORT_FROM.
func (vm *VM) importFrom(mod Value, name string) (Value, error) {
	v, err := vm.getAttr(mod, name)
	if err != nil {
		mn := "?"
		if m, ok := vm.obj(mod).(*Module); ok {
			mn = m.name
		}
		return 0, vm.raise(vm.types.ImportError, "cannot import name '%s' from '%s'", name, mn)
	}
	return v, nil
}

// importStar is IMPORT_STAR.
func (vm *VM) importStar(mod Value, ns *Dict) error {
	m, ok := vm.obj(mod).(*Module)
	if !ok {
		return nil
	}
	for _, e := range m.globals.entries {
		if !e.used {
			continue
		}
		k, _ := vm.strValue(e.key)
		if len(k) > 0 && k[0] == '_' {
			continue
		}
		ns.strSet(k, e.key, e.val)
	}
	return nil
}
