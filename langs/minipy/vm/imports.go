package vm

import (
	"errors"
	"os"
	"path/filepath"
	"strings"

	"github.com/microjit/microjit/langs/minipy/syntax"
)

// The import system: sys.modules (vm.modules), then the modules built
// into the interpreter (registered Go modules), then the .py files and
// package folders of the program's directory (or of the package being
// imported from), then the registered Python modules, the order in
// which CPython's sys.path finds them.

// importName is IMPORT_NAME (__import__): it imports every package on
// the way to name and returns the top package, or name's module itself
// when fromlist names what to take from it (importing the submodules it
// names that are not yet attributes).
func (vm *VM) importName(name string, fromlist, level Value, globals *Dict) (Value, error) {
	lvl := 0
	if level.IsInt() {
		lvl = int(level.Int())
	}
	if lvl > 0 {
		abs, err := vm.resolveRelative(name, lvl, globals)
		if err != nil {
			return 0, err
		}
		name = abs
	}
	if name == "" {
		return 0, vm.raise(vm.types.ValueError, "Empty module name")
	}
	var top, mod Value
	parts := strings.Split(name, ".")
	for i := range parts {
		full := strings.Join(parts[:i+1], ".")
		m, err := vm.importOne(full, mod)
		if err != nil {
			return 0, err
		}
		if i == 0 {
			top = m
		}
		mod = m
	}
	names, err := vm.fromNames(fromlist)
	if err != nil {
		return 0, err
	}
	if len(names) == 0 {
		if lvl > 0 {
			// from . import x: the package itself
			return mod, nil
		}
		return top, nil
	}
	if m, ok := vm.obj(mod).(*Module); ok && m.isPackage() {
		for _, n := range names {
			if n == "*" {
				continue
			}
			if _, ok := m.globals.strGet(n); ok {
				continue
			}
			if _, err := vm.importOne(name+"."+n, mod); err != nil && !vm.matches(err, vm.types.ModuleNotFoundError) {
				return 0, err
			}
		}
	}
	return mod, nil
}

// fromNames is IMPORT_NAME's fromlist as strings (None: no names).
func (vm *VM) fromNames(fromlist Value) ([]string, error) {
	if fromlist == None || fromlist == Null {
		return nil, nil
	}
	items, err := vm.iterate(fromlist)
	if err != nil {
		return nil, err
	}
	out := make([]string, len(items))
	for i, x := range items {
		s, ok := vm.strValue(x)
		if !ok {
			return nil, vm.raise(vm.types.TypeError, "Item in from list must be str, not %s", vm.typeName(x))
		}
		out[i] = s
	}
	return out, nil
}

// resolveRelative turns a relative import of level dots into an
// absolute name, from the importing module's __package__.
func (vm *VM) resolveRelative(name string, level int, globals *Dict) (string, error) {
	pkg := ""
	if p, ok := globals.strGet("__package__"); ok {
		pkg, _ = vm.strValue(p)
	}
	if pkg == "" {
		return "", vm.raise(vm.types.ImportError, "attempted relative import with no known parent package")
	}
	parts := strings.Split(pkg, ".")
	if level-1 >= len(parts) {
		return "", vm.raise(vm.types.ImportError, "attempted relative import beyond top-level package")
	}
	base := strings.Join(parts[:len(parts)-(level-1)], ".")
	if name == "" {
		return base, nil
	}
	return base + "." + name, nil
}

// importOne imports the module full, whose parent package (for a dotted
// name) is parent, already imported.
func (vm *VM) importOne(full string, parent Value) (Value, error) {
	if m, ok := vm.modules.strGet(full); ok {
		return m, nil
	}
	def := registered(full)
	if def != nil && def.builtin() {
		return vm.loadRegistered(def, parent)
	}
	var dirs []string
	if parent == 0 {
		dirs = []string{vm.cfg.Dir}
	} else if pm, ok := vm.obj(parent).(*Module); ok {
		dirs = pm.path
	}
	leaf := full[strings.LastIndex(full, ".")+1:]
	for _, dir := range dirs {
		if m, found, err := vm.importFile(full, filepath.Join(dir, leaf), parent); found || err != nil {
			return m, err
		}
	}
	if def != nil {
		return vm.loadRegistered(def, parent)
	}
	return 0, vm.raise(vm.types.ModuleNotFoundError, "No module named '%s'", full)
}

// importFile imports base.py, or the package base/__init__.py, if
// either exists.
func (vm *VM) importFile(full, base string, parent Value) (Value, bool, error) {
	path, pkgDir := base+".py", ""
	if fi, err := os.Stat(filepath.Join(base, "__init__.py")); err == nil && !fi.IsDir() {
		path, pkgDir = filepath.Join(base, "__init__.py"), base
	}
	src, err := os.ReadFile(path)
	if err != nil {
		if errors.Is(err, os.ErrNotExist) {
			return 0, false, nil
		}
		return 0, true, vm.raise(vm.types.OSError, "%v", err)
	}
	code, err := Compile(path, src, false)
	if err != nil {
		var se *syntax.SyntaxError
		if errors.As(err, &se) {
			return 0, true, vm.raise(vm.syntaxErrorClass(se.Type), "%s (%s, line %d)", se.Msg, filepath.Base(path), se.Line)
		}
		return 0, true, vm.raise(vm.types.SyntaxError, "%v", err)
	}
	vm.addSource(path, src)
	m, mv := vm.newModule(full, path)
	if pkgDir != "" {
		m.setPackage(vm, []string{pkgDir})
	}
	m.setParent(vm, full, pkgDir != "")
	mv, err = vm.execModule(m, mv, parent, func() error { return vm.runModuleCode(code, m) })
	return mv, true, err
}

// loadRegistered makes a registered module: Init, then Source.
func (vm *VM) loadRegistered(def *ModuleDef, parent Value) (Value, error) {
	m, mv := vm.newModule(def.Name, "")
	if def.Package {
		m.setPackage(vm, nil)
	}
	m.setParent(vm, def.Name, def.Package)
	return vm.execModule(m, mv, parent, func() error {
		if def.Init != nil {
			vm.nativeDepth++
			err := def.Init(vm, m)
			vm.nativeDepth--
			if err != nil {
				return err
			}
		}
		if def.Source == nil {
			return nil
		}
		file := stdlibFile(def.Name)
		code, err := Compile(file, def.Source, false)
		if err != nil {
			return vm.raise(vm.types.SystemError(), "module %s does not compile: %v", def.Name, err)
		}
		vm.addSource(file, def.Source)
		return vm.runModuleCode(code, m)
	})
}

// execModule enters m in sys.modules, runs it and makes it an attribute
// of its parent package; a module whose code fails leaves sys.modules.
// The module is what sys.modules holds then (a module may replace
// itself there).
func (vm *VM) execModule(m *Module, mv Value, parent Value, run func() error) (Value, error) {
	key := vm.str(m.name)
	vm.modules.strSet(m.name, key, mv)
	if err := run(); err != nil {
		vm.dictDel(vm.modules, key)
		return 0, err
	}
	if v, ok := vm.modules.strGet(m.name); ok {
		mv = v
	}
	if parent != 0 {
		if pm, ok := vm.obj(parent).(*Module); ok {
			leaf := m.name[strings.LastIndex(m.name, ".")+1:]
			pm.globals.strSet(leaf, vm.str(leaf), mv)
		}
	}
	return mv, nil
}

// importFrom is IMPORT_FROM: an attribute of the module, or its
// submodule of that name.
func (vm *VM) importFrom(mod Value, name string) (Value, error) {
	v, err := vm.getAttr(mod, name)
	if err == nil {
		return v, nil
	}
	mn := "?"
	if m, ok := vm.obj(mod).(*Module); ok {
		mn = m.name
		if sub, ok := vm.modules.strGet(m.name + "." + name); ok {
			return sub, nil
		}
		if !vm.matches(err, vm.types.AttributeError) {
			return 0, err
		}
		if m.file != "" {
			return 0, vm.raise(vm.types.ImportError, "cannot import name '%s' from '%s' (%s)", name, mn, m.file)
		}
	}
	return 0, vm.raise(vm.types.ImportError, "cannot import name '%s' from '%s'", name, mn)
}

// importStar is IMPORT_STAR: the module's __all__, or its public names.
func (vm *VM) importStar(mod Value, ns *Dict) error {
	m, ok := vm.obj(mod).(*Module)
	if !ok {
		return nil
	}
	if all, ok := m.globals.strGet("__all__"); ok {
		names, err := vm.iterate(all)
		if err != nil {
			return err
		}
		for _, n := range names {
			s, ok := vm.strValue(n)
			if !ok {
				return vm.raise(vm.types.TypeError, "Item in %s.__all__ must be str, not %s", m.name, vm.typeName(n))
			}
			v, err := vm.importFrom(mod, s)
			if err != nil {
				if vm.matches(err, vm.types.ImportError) {
					return vm.raise(vm.types.AttributeError, "module '%s' has no attribute '%s'", m.name, s)
				}
				return err
			}
			ns.strSet(s, n, v)
		}
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
