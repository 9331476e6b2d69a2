package engine

import (
	"path/filepath"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

// declarationBuiltins are SWI-Prolog's declarations that programs write
// as directives and that change nothing here, or only what they say:
//
//   - meta_predicate/1, module_transparent/1, public/1, volatile/1,
//     noprofile/1, det/1, non_terminal/1: module and tool hints (one
//     module, no profiler, no determinism checks): checked, then true;
//   - style_check/1: the style warnings it switches are not given;
//   - expects_dialect/1, encoding/1 (every source is UTF-8), license/1,2;
//   - create_prolog_flag/3: a flag of the program's, which
//     set_prolog_flag/2 then sets to any ground value;
//   - '$load_context'/1 (prolog_load_context/2 of library load_context)
//     and source_location/2: what is being loaded.
func declarationBuiltins(t builtinTable) {
	nonvar := func(m *Machine, a []heap.Value) (bool, error) {
		for _, x := range a {
			if m.s.kindOf(m.s.Deref(x)) == kindVar {
				return false, instantiationError()
			}
		}
		return true, nil
	}
	for _, name := range []string{"meta_predicate", "module_transparent", "public", "volatile",
		"noprofile", "det", "non_terminal", "style_check", "expects_dialect", "encoding", "license"} {
		t.add(name, 1, nonvar)
	}
	t.add("license", 2, nonvar)
	t.add("create_prolog_flag", 3, func(m *Machine, a []heap.Value) (bool, error) {
		name, err := m.atomArg(a[0])
		if err != nil {
			return false, err
		}
		v := m.s.Deref(a[1])
		if !m.ground(v) {
			return false, instantiationError()
		}
		if _, system := m.flags[name]; system && !m.userFlags[name] {
			return false, permissionError("modify", "flag", name)
		}
		m.flags[name] = m.s.ToTerm(v, nil)
		m.userFlags[name] = true
		return true, nil
	})
	// '$load_context'(Pairs): the Key-Value pairs of prolog_load_context/2
	// (library load_context), [] when no file is loading.
	t.add("$load_context", 1, func(m *Machine, a []heap.Value) (bool, error) {
		var pairs []term.Term
		if m.loadFile != "" {
			for _, kv := range m.loadContext() {
				pairs = append(pairs, term.New("-", kv.key, kv.value))
			}
		}
		return m.unifyTerm(0, term.List(pairs, term.Nil))
	})
	t.add("source_location", 2, func(m *Machine, a []heap.Value) (bool, error) {
		if m.loadFile == "" {
			return false, nil
		}
		if ok, err := m.unifyTerm(0, term.Intern(m.loadFile)); !ok || err != nil {
			return ok, err
		}
		return m.unifyTerm(1, term.Int(m.loadLine))
	})
}

// loadKey is a key of prolog_load_context/2 and its value.
type loadKey struct {
	key   term.Atom
	value term.Term
}

// loadContext is what prolog_load_context/2 gives while a file loads.
func (m *Machine) loadContext() []loadKey {
	return []loadKey{
		{term.Intern("module"), term.Intern("user")},
		{term.Intern("source"), term.Intern(m.loadFile)},
		{term.Intern("file"), term.Intern(m.loadFile)},
		{term.Intern("directory"), term.Intern(filepath.Dir(m.loadFile))},
		{term.Intern("dialect"), term.Intern("swi")},
		{term.Intern("term_position"), term.New("$stream_position", term.Int(0), term.Int(m.loadLine), term.Int(0), term.Int(0))},
	}
}
