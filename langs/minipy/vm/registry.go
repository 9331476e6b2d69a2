package vm

import (
	"fmt"
	"sort"
	"strings"
	"sync"
)

// A ModuleDef is a module of the standard library that lives outside
// this package: its Go part (Init), its Python part (Source), or both.
// Each module package registers its definitions with Register from an
// init function; importing langs/minipy/stdlib registers them all.
type ModuleDef struct {
	// Name is the module's dotted name ("math", "collections.abc").
	Name string
	// Package makes the module a package: a module with submodules
	// (its __path__ is an empty list).
	Package bool
	// Init fills the module's namespace with what Go defines; it runs
	// on the module's first import, before Source.
	Init func(vm *VM, m *Module) error
	// Source is Python code run in the module's namespace after Init.
	Source []byte
}

// builtin reports whether the module is built into the interpreter, as
// CPython's C modules are: a program's own file of the same name does
// not hide it.
func (d *ModuleDef) builtin() bool { return d.Source == nil }

var registry = struct {
	sync.RWMutex
	defs map[string]*ModuleDef
}{defs: map[string]*ModuleDef{}}

// Register makes a module importable by every VM. Registering a name
// twice panics: it is a mistake of the program that links the modules.
func Register(def ModuleDef) {
	if def.Name == "" || (def.Init == nil && def.Source == nil) {
		panic(fmt.Sprintf("minipy: module %q registered without a name, Init or Source", def.Name))
	}
	registry.Lock()
	defer registry.Unlock()
	if _, dup := registry.defs[def.Name]; dup {
		panic(fmt.Sprintf("minipy: module %q registered twice", def.Name))
	}
	registry.defs[def.Name] = &def
}

// registered returns the definition of a module, or nil.
func registered(name string) *ModuleDef {
	registry.RLock()
	defer registry.RUnlock()
	return registry.defs[name]
}

// RegisteredModules lists the names of the registered modules, sorted.
func RegisteredModules() []string {
	registry.RLock()
	defer registry.RUnlock()
	names := make([]string, 0, len(registry.defs))
	for n := range registry.defs {
		names = append(names, n)
	}
	sort.Strings(names)
	return names
}

// stdlibFile is the file name a registered module's Python code is
// compiled under. Tracebacks leave out the frames of such code, as
// CPython's show no frames for its modules written in C.
func stdlibFile(name string) string { return "<frozen " + name + ">" }

// isStdlibFile reports whether file names registered Python code.
func isStdlibFile(file string) bool { return strings.HasPrefix(file, "<frozen ") }
