package engine

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"sync"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/lib"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

// A Library is a set of predicates a machine loads when a program first
// calls one of them (autoloading, as SWI-Prolog's), or when it asks for
// the library by name: use_module(library(Name)), ensure_loaded/1. A
// library is loaded once per machine.
//
// Its predicates are written in Prolog (Source) or in Go (Builtins), or
// both. Source begins with a module directive, :- module(Name, Exports),
// whose Exports (Name/Arity) are the predicates programs see; the others
// it defines are its own: they are renamed '$Name:pred' when it loads, so
// a program's predicates of the same name never meet them. The exported
// predicates are the machine's until a program defines one of its own of
// the same name and arity: the program's then replaces it for the
// program, while the library's clauses go on calling the library's (as a
// program's local definition overrides an imported one in SWI-Prolog).
// A library's private predicates must not share a name with one it
// exports. Every Go builtin is exported.
type Library struct {
	Name     string
	Source   string
	Builtins []Builtin
	// NewState makes the library's state in a machine (State), when it
	// has one: a random generator, the tables of tabling.
	NewState func() any
	// Explicit: the library is not autoloaded; only use_module and
	// ensure_loaded of its name load it.
	Explicit bool
}

// Builtin is a predicate written in Go: Fn is called with the goal's
// arguments (see BuiltinFunc).
type Builtin struct {
	Name  string
	Arity int
	Fn    BuiltinFunc
}

// BuiltinFunc is a deterministic predicate written in Go: it succeeds,
// fails or raises an error (a *Thrown, or an error of the api.go
// helpers). args are the goal's arguments, a root set: they stay valid
// across the allocations the builtin makes through the machine (re-read
// them from args after one). A builtin with several solutions gives
// them with Machine.Solutions.
type BuiltinFunc func(m *Machine, args []heap.Value) (bool, error)

// libEntry is a library known to a machine.
type libEntry struct {
	lib     *Library
	exports []predKey
	loaded  bool
}

// moduleInfo is what a library's module directive says.
type moduleInfo struct {
	name    string
	exports []predKey
}

var (
	// moduleInfos caches the module directive of each library source.
	moduleInfos sync.Map // *Library -> moduleInfo (or error)
	// prologLibs are package lib's libraries, made once.
	prologLibs     []*Library
	prologLibsOnce sync.Once
)

// prologLibraries are package lib's libraries written in Prolog.
func prologLibraries() []*Library {
	prologLibsOnce.Do(func() {
		for _, f := range lib.Files() {
			prologLibs = append(prologLibs, &Library{Name: f.Name, Source: f.Text, Explicit: f.Explicit})
		}
	})
	return prologLibs
}

// libReaderFlags are the flags a library's source is read with, whatever
// the program set: SWI-Prolog's dialect, "..." as codes.
var libReaderFlags = syntax.Flags{Dialect: syntax.SWI}

// module reads the module directive that begins l's source.
func (l *Library) module() (moduleInfo, error) {
	if v, ok := moduleInfos.Load(l); ok {
		if err, isErr := v.(error); isErr {
			return moduleInfo{}, err
		}
		return v.(moduleInfo), nil
	}
	info, err := readModule(l)
	if err != nil {
		moduleInfos.Store(l, err)
		return moduleInfo{}, err
	}
	moduleInfos.Store(l, info)
	return info, nil
}

// readModule parses the module directive at the start of l's source (none
// when the source is empty).
func readModule(l *Library) (moduleInfo, error) {
	info := moduleInfo{name: l.Name}
	if l.Source == "" {
		return info, nil
	}
	res, err := syntax.NewReader(strings.NewReader(l.Source), syntax.SWIOps(), libReaderFlags).Read()
	if err != nil {
		return info, fmt.Errorf("library %s: %v", l.Name, err)
	}
	d, ok := moduleDirective(res.Term)
	if !ok {
		return info, fmt.Errorf("library %s: the source does not begin with :- module(Name, Exports)", l.Name)
	}
	for l := d.Args[1]; l != term.Term(term.Nil); {
		c, ok := term.IsCons(l)
		if !ok {
			return info, fmt.Errorf("library %s: bad export list", info.name)
		}
		k, ok := indicatorKey(c.Args[0])
		if !ok {
			return info, fmt.Errorf("library %s: bad export %s", info.name, syntax.Format(c.Args[0]))
		}
		info.exports = append(info.exports, k)
		l = c.Args[1]
	}
	return info, nil
}

// moduleDirective recognizes :- module(Name, Exports).
func moduleDirective(t term.Term) (*term.Compound, bool) {
	c, ok := t.(*term.Compound)
	if !ok || c.Functor != atomNeck || len(c.Args) != 1 {
		return nil, false
	}
	d, ok := c.Args[0].(*term.Compound)
	return d, ok && d.Functor.Name() == "module" && len(d.Args) == 2
}

// indicatorKey is the predicate Name/Arity (or Name//Arity, a grammar
// rule's: two more arguments) names.
func indicatorKey(t term.Term) (predKey, bool) {
	c, ok := t.(*term.Compound)
	if !ok || len(c.Args) != 2 || c.Functor != atomSlash && c.Functor.Name() != "//" {
		return predKey{}, false
	}
	name, ok1 := c.Args[0].(term.Atom)
	n, ok2 := c.Args[1].(term.Int)
	if !ok1 || !ok2 || n < 0 {
		return predKey{}, false
	}
	if c.Functor.Name() == "//" {
		n += 2
	}
	return predKey{name, int(n)}, true
}

// addLibraries makes libs known to the machine: their exports are
// autoloaded.
func (m *Machine) addLibraries(libs []*Library) error {
	for _, l := range libs {
		info, err := l.module()
		if err != nil {
			return err
		}
		// info is cached for every machine: the exports grow in a copy
		// (appending to info.exports would write into the shared array).
		e := &libEntry{lib: l, exports: slices.Clip(info.exports)}
		for _, b := range l.Builtins {
			e.exports = append(e.exports, predKey{term.Intern(b.Name), b.Arity})
		}
		m.libs[l.Name] = e
		if l.Explicit {
			continue
		}
		for _, k := range e.exports {
			if _, taken := m.autoload[k]; !taken {
				m.autoload[k] = e
			}
		}
	}
	return nil
}

// autoloadPred loads the library that exports name/arity, if one does and
// it is not loaded yet, and reports whether it did.
func (m *Machine) autoloadPred(name term.Atom, arity int) (bool, error) {
	e := m.autoload[predKey{name, arity}]
	if e == nil || e.loaded {
		return false, nil
	}
	return true, m.loadLib(e)
}

// loadLib loads the library e once: its builtins, then its source. The
// source's directives run as nested queries: the goal being called and a
// builtin's arguments are kept across them (as runCaptured keeps them).
func (m *Machine) loadLib(e *libEntry) error {
	if e.loaded {
		return nil
	}
	e.loaded = true
	saved := make([]heap.Value, 0, len(m.args)+1)
	saved = append(append(saved, m.goal), m.args...)
	roots := m.h.AddRootWords(saved)
	defer func() {
		m.h.RemoveRoots(roots)
		m.goal = saved[0]
		m.args = append(m.args[:0], saved[1:]...)
	}()
	for _, b := range e.lib.Builtins {
		p := m.lookup(term.Intern(b.Name), b.Arity)
		if p.defined && !p.library {
			continue // the program's own definition stays
		}
		p.builtin, p.defined, p.library = builtin(b.Fn), true, true
	}
	if e.lib.Source == "" {
		return nil
	}
	return m.consultLibrary(e.lib)
}

// libLoad is the state of a library's source being consulted: the
// predicate objects it defines, which its clauses call directly.
type libLoad struct {
	lib    *Library
	preds  map[predKey]*pred
	rename map[term.Atom]term.Atom
}

// consultLibrary consults the source of l: its private predicates are
// renamed (Library), its clauses' calls are bound to the predicates it
// defines.
func (m *Machine) consultLibrary(l *Library) error {
	info, err := l.module()
	if err != nil {
		return err
	}
	ops := syntax.SWIOps()
	for _, d := range m.Ops.Defs() {
		_ = ops.Add(d.Priority, d.Spec, d.Name) // the library's own op/3 directives come back in m.Ops
	}
	rd := syntax.NewReader(strings.NewReader(l.Source), ops, libReaderFlags)
	var clauses []term.Term
	for {
		res, err := rd.Read()
		if err != nil {
			return fmt.Errorf("library %s: %v", l.Name, err)
		}
		if res.Term == term.Term(term.EndOfFile) {
			break
		}
		t := res.Term
		if c, ok := t.(*term.Compound); ok && c.Functor == atomDCG && len(c.Args) == 2 {
			if t, err = lib.DCGRule(c); err != nil {
				return fmt.Errorf("library %s: %v", l.Name, err)
			}
		}
		if c, ok := t.(*term.Compound); ok && c.Functor == atomNeck && len(c.Args) == 1 {
			if d, ok := c.Args[0].(*term.Compound); ok && d.Functor.Name() == "op" && len(d.Args) == 3 {
				// An operator the library declares reads its next clauses.
				if p, ok := d.Args[0].(term.Int); ok {
					if s, ok := d.Args[1].(term.Atom); ok {
						if sp, ok := syntax.ParseSpecifier(s.Name()); ok {
							if n, ok := d.Args[2].(term.Atom); ok {
								_ = ops.Add(int(p), sp, n)
							}
						}
					}
				}
			}
		}
		clauses = append(clauses, t)
	}
	ld := &libLoad{lib: l, preds: map[predKey]*pred{}, rename: map[term.Atom]term.Atom{}}
	exported := map[term.Atom]bool{}
	for _, k := range info.exports {
		exported[k.name] = true
	}
	defined := map[predKey]bool{}
	for _, t := range clauses[1:] {
		if h, ok := clauseHead(t); ok {
			name, arity := termKey(h)
			defined[predKey{name, arity}] = true
		}
	}
	for k := range defined {
		if !exported[k.name] {
			ld.rename[k.name] = ModuleLocal(info.name, k.name.Name())
		}
	}
	saved := m.lib
	m.lib = ld
	defer func() { m.lib = saved }()
	for _, t := range clauses[1:] {
		t = renameAtoms(t, ld.rename)
		if c, ok := t.(*term.Compound); ok && c.Functor == atomNeck && len(c.Args) == 1 {
			ok, err := m.Once(c.Args[0])
			if err == nil && !ok {
				err = fmt.Errorf("directive failed")
			}
			if err != nil {
				return fmt.Errorf("library %s: directive %s: %v", l.Name, syntax.Format(c.Args[0]), errorText(err))
			}
			continue
		}
		if err := m.AddClause(t, false, true); err != nil {
			return fmt.Errorf("library %s: %s: %v", l.Name, syntax.Format(t), errorText(err))
		}
	}
	return nil
}

// clauseHead is the head of the clause t, or false for a directive.
func clauseHead(t term.Term) (term.Term, bool) {
	if c, ok := t.(*term.Compound); ok && c.Functor == atomNeck && len(c.Args) == 1 {
		return nil, false
	}
	h, _ := splitClause(t)
	switch h.(type) {
	case term.Atom, *term.Compound:
		return h, true
	}
	return nil, false
}

// renameAtoms replaces every atom of t named in rename, as an atom or a
// functor, wherever it is (a library's private predicates are also
// closures and goals of meta-calls).
func renameAtoms(t term.Term, rename map[term.Atom]term.Atom) term.Term {
	if len(rename) == 0 {
		return t
	}
	switch x := t.(type) {
	case term.Atom:
		if r, ok := rename[x]; ok {
			return r
		}
	case *term.Compound:
		c := &term.Compound{Functor: x.Functor, Args: make([]term.Term, len(x.Args))}
		if r, ok := rename[x.Functor]; ok {
			c.Functor = r
		}
		for i, a := range x.Args {
			c.Args[i] = renameAtoms(a, rename)
		}
		return c
	}
	return t
}

// libPred is the predicate name/arity that the clause being added by the
// library load ld defines: the machine's, unless a program defined its
// own first (then one the library alone calls).
func (m *Machine) libPred(ld *libLoad, k predKey) *pred {
	if p, ok := ld.preds[k]; ok {
		return p
	}
	p := m.lookup(k.name, k.arity)
	if p.defined && !p.library {
		p = &pred{key: k}
	}
	p.library = true
	ld.preds[k] = p
	return p
}

// bindCalls binds the calls of the library clause cl to the library's
// predicates, so that a program's later definition of one of them does
// not change what the library calls.
func (m *Machine) bindCalls(ld *libLoad, cl *clause) {
	for i := range cl.goals {
		g := &cl.goals[i]
		if len(g.nodes) == 0 {
			continue
		}
		k, ok := g.callee(m.s)
		if !ok {
			continue
		}
		if p, ok := ld.preds[k]; ok {
			g.pred = p
		} else {
			g.pred = m.lookup(k.name, k.arity)
		}
	}
}

// replacePred gives the program a predicate of its own in place of the
// library's p (which the library's clauses go on calling).
func (m *Machine) replacePred(p *pred) *pred {
	np := &pred{key: p.key}
	m.preds[p.key] = np
	if p.key.arity == 0 {
		m.byAtom[m.s.Atom(p.key.name).SymbolID()] = np
	} else if f, err := m.s.Functor(p.key.name, p.key.arity); err == nil {
		m.byFunctor[f-firstFunctor] = np
	}
	return np
}

// useLibrary is use_module/1,2 and ensure_loaded/1 of library(Name):
// it loads the library if need be; false when there is none.
func (m *Machine) useLibrary(name string) (bool, error) {
	e, ok := m.libs[name]
	if !ok {
		return false, nil
	}
	return true, m.loadLib(e)
}

// State is the state of the library l in this machine (Library.NewState),
// made on first use.
func (m *Machine) State(l *Library) any {
	if s, ok := m.libState[l]; ok {
		return s
	}
	var s any
	if l.NewState != nil {
		s = l.NewState()
	}
	m.libState[l] = s
	return s
}

func libraryBuiltins(t builtinTable) {
	load := func(m *Machine, a []heap.Value) (bool, error) { return true, m.useModule(a[0]) }
	t.add("use_module", 1, load)
	t.add("use_module", 2, load)
	t.add("ensure_loaded", 1, load)
	t.add("autoload", 1, load)
	t.add("autoload", 2, load)
	// A program's module directive: its predicates are the user's.
	t.add("module", 2, func(*Machine, []heap.Value) (bool, error) { return true, nil })
}

// useModule loads what spec names once: library(Name) or a file.
func (m *Machine) useModule(spec heap.Value) error {
	v := m.s.Deref(spec)
	if m.s.kindOf(v) == kindVar {
		return instantiationError()
	}
	if items, ok := m.listItems(v); ok && v != m.s.Atom(term.Nil) {
		for _, it := range items {
			if err := m.useModule(it); err != nil {
				return err
			}
		}
		return nil
	}
	t := m.s.ToTerm(v, nil)
	if c, ok := t.(*term.Compound); ok && c.Functor.Name() == "library" && len(c.Args) == 1 {
		name, ok := libraryName(c.Args[0])
		if !ok {
			return isoError(term.New("domain_error", term.Intern("library"), t))
		}
		found, err := m.useLibrary(name)
		if err == nil && !found && !quietLibraries[name] {
			err = existenceError("source_sink", t)
		}
		return err
	}
	file, err := m.textArg(v, "atom")
	if err != nil {
		return err
	}
	key := m.sourcePath(file)
	if abs, err := filepath.Abs(key); err == nil {
		key = abs
	}
	if m.loadedFiles[key] {
		return nil
	}
	m.loadedFiles[key] = true
	err = m.ConsultFile(file)
	if _, missing := err.(*Thrown); missing {
		delete(m.loadedFiles, key)
	}
	return err
}

// libraryName is the name of library(X): an atom, or a path a/b.
func libraryName(t term.Term) (string, bool) {
	switch x := t.(type) {
	case term.Atom:
		return x.Name(), true
	case *term.Compound:
		if x.Functor == atomSlash && len(x.Args) == 2 {
			a, ok1 := libraryName(x.Args[0])
			b, ok2 := libraryName(x.Args[1])
			return a + "/" + b, ok1 && ok2
		}
	}
	return "", false
}

// quietLibraries are SWI-Prolog libraries whose predicates are builtins
// here, or that only tune SWI-Prolog (apply_macros compiles maplist
// inline): loading them does nothing.
var quietLibraries = map[string]bool{
	"apply_macros": true, "system": true, "listing": true, "strings": true,
	"arithmetic": true, "dialect/sicstus": true, "sort": true,
	"tabling": true, "random": true, "dicts": true, "prolog_stack": true,
	"readutil": true,
}
