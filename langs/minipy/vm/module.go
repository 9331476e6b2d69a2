package vm

import (
	"strings"

	"github.com/microjit/microjit/langs/minipy/compile"
	"github.com/microjit/microjit/langs/minipy/syntax"
)

// newModule makes a module with its globals.
func (vm *VM) newModule(name, file string) (*Module, Value) {
	m := &Module{name: name, globals: newDict(), file: file, vm: vm}
	m.globals.strSet("__name__", vm.str("__name__"), vm.str(name))
	if file != "" {
		m.globals.strSet("__file__", vm.str("__file__"), vm.str(file))
	}
	m.globals.strSet("__builtins__", vm.str("__builtins__"), vm.builtinsModule)
	m.globals.strSet("__doc__", vm.str("__doc__"), None)
	vm.nsValue(m.globals) // its functions and frames share its handle
	return m, vm.newObj(m)
}

// moduleCtor is module(name, doc=None) (types.ModuleType): an empty
// module of no file, known to no import until a program puts it in
// sys.modules.
func moduleCtor(vm *VM, a []Value, kw []string) (Value, error) {
	pos, kws, err := vm.kwargs("module", a, kw, "name", "doc")
	if err != nil {
		return 0, err
	}
	if n, ok := kws["name"]; ok {
		pos = append([]Value{n}, pos...)
	}
	if len(pos) < 1 || len(pos) > 2 {
		return 0, vm.raise(vm.types.TypeError, "module() takes at most 2 arguments (%d given)", len(pos))
	}
	name, ok := vm.strValue(pos[0])
	if !ok {
		return 0, vm.raise(vm.types.TypeError, "module.__init__() argument 'name' must be str, not %s", vm.typeName(pos[0]))
	}
	m, v := vm.newModule(name, "")
	doc := None
	if d, ok := kws["doc"]; ok {
		doc = d
	} else if len(pos) == 2 {
		doc = pos[1]
	}
	m.globals.strSet("__doc__", vm.str("__doc__"), doc)
	return v, nil
}

// isPackage reports whether m has submodules.
func (m *Module) isPackage() bool { return m.pkg }

// setPackage makes m a package whose submodules are in dirs.
func (m *Module) setPackage(vm *VM, dirs []string) {
	m.pkg, m.path = true, dirs
	items := make([]Value, len(dirs))
	for i, d := range dirs {
		items[i] = vm.str(d)
	}
	m.globals.strSet("__path__", vm.str("__path__"), vm.list(items))
}

// setParent sets __package__: the package itself, or the one holding
// the module ("" at the top level).
func (m *Module) setParent(vm *VM, full string, isPkg bool) {
	pkg := full
	if !isPkg {
		pkg = ""
		if i := strings.LastIndex(full, "."); i >= 0 {
			pkg = full[:i]
		}
	}
	m.globals.strSet("__package__", vm.str("__package__"), vm.str(pkg))
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
	f := newBareFrame(&vm.th, ci, nil)
	f.globals = m.globals
	f.builtins = vm.builtins
	f.ns = m.globals
	_, err := vm.runFrame(f)
	return err
}
