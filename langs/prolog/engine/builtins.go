package engine

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

// controls are the control constructs, by name and arity.
var controls = []struct {
	name  string
	arity int
	c     control
}{
	{"true", 0, ctlTrue}, {"fail", 0, ctlFail}, {"false", 0, ctlFail}, {"!", 0, ctlCut},
	{",", 2, ctlAnd}, {";", 2, ctlOr}, {"|", 2, ctlOr}, {"->", 2, ctlIfThen}, {"*->", 2, ctlSoftIf},
	{"\\+", 1, ctlNot}, {"not", 1, ctlNot},
	{"call", 1, ctlCall}, {"call", 2, ctlCall}, {"call", 3, ctlCall}, {"call", 4, ctlCall},
	{"call", 5, ctlCall}, {"call", 6, ctlCall}, {"call", 7, ctlCall}, {"call", 8, ctlCall},
	{"catch", 3, ctlCatch}, {"throw", 1, ctlThrow},
	{"findall", 3, ctlFindall}, {"findall", 4, ctlFindall4},
	{"$cut", 1, ctlCutTo}, {"$softcut", 1, ctlSoftCut}, {"$catch_exit", 1, ctlCatchExit},
	{"$fa_collect", 1, ctlCollect}, {"repeat", 0, ctlRepeat}, {"between", 3, ctlBetween},
	{"$call_cleanup", 2, ctlCallClean}, {"$cleanup_exit", 1, ctlCleanExit}, {"$run_cleanups", 1, ctlCleanRun},
}

// builtinTable collects the deterministic builtins of every file.
type builtinTable map[predKey]builtin

func (t builtinTable) add(name string, arity int, b builtin) {
	t[predKey{term.Intern(name), arity}] = b
}

// installBuiltins defines the control constructs and the builtins.
func (m *Machine) installBuiltins() {
	for _, c := range controls {
		p := m.lookup(term.Intern(c.name), c.arity)
		p.control = c.c
		p.defined = true
	}
	t := builtinTable{}
	termBuiltins(t)
	arithBuiltins(t)
	atomBuiltins(t)
	dbBuiltins(t)
	ioBuiltins(t)
	formatBuiltins(t)
	charBuiltins(t)
	charConvBuiltins(t)
	libraryBuiltins(t)
	declarationBuiltins(t)
	readutilBuiltins(t)
	unifiableBuiltins(t)
	for k, b := range t {
		p := m.lookup(k.name, k.arity)
		p.builtin = b
		p.defined = true
	}
}

// isBuiltin reports whether p is a builtin or a control construct.
func (p *pred) isBuiltin() bool { return p.builtin != nil || p.control != ctlNone }

// between is between/3.
func (m *Machine) between() (bool, error) {
	lo, err := m.intArg(m.goalArg(0))
	if err != nil {
		return false, err
	}
	hv := m.s.Deref(m.goalArg(1))
	var hi int64
	if hv.IsSymbol() && m.s.AtomOf(hv).Name() == "inf" || hv.IsSymbol() && m.s.AtomOf(hv).Name() == "infinite" {
		hi = 1<<63 - 1
	} else if hi, err = m.intArg(hv); err != nil {
		return false, err
	}
	x := m.s.Deref(m.goalArg(2))
	switch k := m.s.kindOf(x); k {
	case kindVar:
	case kindInt:
		n, _ := m.s.h.AsInt64(x)
		return lo <= n && n <= hi, nil
	default:
		return false, m.typeError("integer", x)
	}
	if lo > hi {
		return false, nil
	}
	if lo < hi {
		cp := m.push(cpBetween, x, 0)
		cp.extra.n, cp.extra.hi = lo+1, hi
	}
	return m.unifyInt(m.s.Deref(m.goalArg(2)), lo)
}

// intArg is the integer v, or the ISO error for a variable or another
// type.
func (m *Machine) intArg(v heap.Value) (int64, error) {
	v = m.s.Deref(v)
	if v.IsInt() {
		return v.Int(), nil
	}
	switch m.s.kindOf(v) {
	case kindVar:
		return 0, instantiationError()
	case kindInt:
		if n, ok := m.s.h.AsInt64(v); ok {
			return n, nil
		}
		return 0, representationError("max_integer")
	}
	return 0, m.typeError("integer", v)
}

// solutions makes the goal succeed once for each of alts (terms to unify
// with target, in order), leaving a choicepoint for the others.
func (m *Machine) solutions(target heap.Value, alts []term.Term) (bool, error) {
	if len(alts) == 0 {
		return false, nil
	}
	m.tmp = target
	list, err := m.s.FromTerm(term.List(alts, term.Nil), nil)
	if err != nil {
		m.tmp = heap.Nil
		return false, heapError(err)
	}
	target, m.tmp = m.tmp, heap.Nil
	return m.alternatives(target, list), nil
}

// alternatives makes the goal succeed once for each item of the
// nonempty list (terms to unify with target), leaving a choicepoint for
// the others.
func (m *Machine) alternatives(target, list heap.Value) bool {
	first := m.h.Field(list, 0)
	if rest := m.h.Field(list, 1); rest != m.s.Atom(term.Nil) {
		cp := m.push(cpAlts, target, 0)
		cp.extra.alt = rest
	}
	return m.s.Unify(target, first)
}
