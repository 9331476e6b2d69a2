package engine

import (
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/arith"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

// This file is the machine's API for builtins written outside the
// engine (Library.Builtins): they see a goal's arguments as heap words
// and work on them through these methods, mostly as the reader's terms
// (term.Term), which is simple and costs a conversion; the engine's own
// builtins use the store directly.

// Deref follows v's bindings.
func (m *Machine) Deref(v heap.Value) heap.Value { return m.s.Deref(v) }

// IsVar reports whether v is an unbound variable.
func (m *Machine) IsVar(v heap.Value) bool { return m.s.kindOf(m.s.Deref(v)) == kindVar }

// Term is v as a reader's term (its unbound variables fresh *term.Var).
func (m *Machine) Term(v heap.Value) term.Term { return m.s.ToTerm(v, nil) }

// Terms are vs as reader's terms that share their variables.
func (m *Machine) Terms(vs ...heap.Value) []term.Term {
	vars := map[int64]*term.Var{}
	ts := make([]term.Term, len(vs))
	for i, v := range vs {
		ts[i] = m.s.ToTerm(v, vars)
	}
	return ts
}

// Unify unifies a and b (bindings stay; the solver undoes them on
// backtracking).
func (m *Machine) Unify(a, b heap.Value) bool { return m.s.Unify(a, b) }

// UnifyTerm unifies v with the reader's term t, put on the heap afresh.
// It is a safe point: v is kept where the collector sees it.
func (m *Machine) UnifyTerm(v heap.Value, t term.Term) (bool, error) {
	m.tmp = v
	w, err := m.s.FromTerm(t, nil)
	v, m.tmp = m.tmp, heap.Nil
	if err != nil {
		return false, heapError(err)
	}
	return m.s.Unify(v, w), nil
}

// Solutions makes the builtin succeed once for each of alts, unified
// with target in turn on backtracking (none: it fails).
func (m *Machine) Solutions(target heap.Value, alts []term.Term) (bool, error) {
	return m.solutions(target, alts)
}

// Text is the text of v as SWI-Prolog's text predicates take it: an
// atom, a string, a number, or a list of codes or characters. Otherwise
// it is an instantiation error (a variable, a partial list) or
// type_error(what, V).
func (m *Machine) Text(v heap.Value, what string) (string, error) {
	v = m.s.Deref(v)
	switch m.s.kindOf(v) {
	case kindVar:
		return "", instantiationError()
	case kindAtom:
		return m.s.AtomOf(v).Name(), nil
	case kindString:
		return m.s.StringOf(v), nil
	case kindInt, kindFloat:
		return m.formatTerm(v, syntax.WriteOpts), nil
	}
	items, tail, err := m.listOrPartial(v)
	if err != nil {
		return "", m.typeError(what, v)
	}
	if tail != 0 {
		return "", instantiationError()
	}
	if s, err := m.listText(items, true); err == nil {
		return s, nil
	}
	if s, err := m.listText(items, false); err == nil {
		return s, nil
	}
	for _, it := range items {
		if m.s.kindOf(m.s.Deref(it)) == kindVar {
			return "", instantiationError()
		}
	}
	return "", m.typeError(what, v)
}

// Format is v as write/1 (quoted false) or writeq/1 (quoted true) write
// it, with the machine's operators and dialect.
func (m *Machine) Format(v heap.Value, quoted bool) string {
	if quoted {
		return m.formatTerm(v, syntax.WriteqOpts)
	}
	return m.formatTerm(v, syntax.WriteOpts)
}

// FormatTerm is the reader's term t written with the options opts and the
// machine's operators and dialect.
func (m *Machine) FormatTerm(t term.Term, opts syntax.WriteOptions) string {
	opts.Ops, opts.Dialect = m.Ops, m.Flags.Dialect
	return syntax.FormatWith(t, opts)
}

// Parse reads text as a term with the machine's operators and flags; a
// syntax error is raised as SWI-Prolog's syntax_error exception of a
// string.
func (m *Machine) Parse(text string) (syntax.Result, error) {
	res, err := syntax.NewReader(strings.NewReader(text+" . "), m.Ops, m.Flags).Read()
	if err != nil {
		if se, ok := err.(*syntax.SyntaxError); ok {
			return res, &Thrown{Ball: se.StringTerm(text + " . ")}
		}
		return res, err
	}
	return res, nil
}

// WriteOutput writes text on the current output stream.
func (m *Machine) WriteOutput(text string) error { return m.write(m.out(), text) }

// Eval evaluates the arithmetic expression v.
func (m *Machine) Eval(v heap.Value) (arith.Num, error) { return m.eval(v) }

// Rand is the machine's random generator (random/1, set_random/1).
func (m *Machine) Rand() *rand.Rand { return m.rand }

// SetRand replaces the machine's random generator.
func (m *Machine) SetRand(r *rand.Rand) { m.rand = r }

// SetArg stores v as argument i (from 0) of the compound term t, for
// good: backtracking does not undo it (nb_setarg/3).
func (m *Machine) SetArg(t heap.Value, i int, v heap.Value) { m.h.SetField(m.s.Deref(t), i, v) }

// AddClause adds the clause t (a reader's term) at the end of its
// predicate, as assertz/1 does, or as consulting does when consulting is
// set.
func (m *Machine) AddClauseTerm(t term.Term, consulting bool) error {
	return m.AddClause(t, false, consulting)
}

// Expansion is a clause expansion: consult calls it on every term it
// reads before it adds or runs it; it returns the terms to consult in
// its place (t alone when it does not change it).
type Expansion func(m *Machine, t term.Term) ([]term.Term, error)

// AddExpansion makes consult call x on the terms it reads from now on
// (after those added before it).
func (m *Machine) AddExpansion(x Expansion) { m.expansions = append(m.expansions, x) }

// The ISO error terms, for builtins outside the engine.

// InstantiationError is instantiation_error.
func InstantiationError() error { return instantiationError() }

// TypeError is type_error(Type, Culprit).
func TypeError(typ string, culprit term.Term) error {
	return isoError(term.New("type_error", term.Intern(typ), culprit))
}

// DomainError is domain_error(Domain, Culprit).
func DomainError(domain string, culprit term.Term) error {
	return isoError(term.New("domain_error", term.Intern(domain), culprit))
}

// ExistenceError is existence_error(Kind, Culprit).
func ExistenceError(kind string, culprit term.Term) error { return existenceError(kind, culprit) }

// PermissionError is permission_error(Action, Type, Culprit).
func PermissionError(action, typ string, culprit term.Term) error {
	return permissionError(action, typ, culprit)
}

// RepresentationError is representation_error(What).
func RepresentationError(what string) error { return representationError(what) }

// ErrorTerm is the exception error(Formal, _).
func ErrorTerm(formal term.Term) error { return isoError(formal) }

// BareError is err, an exception error(Formal, _) made by one of the
// functions above, raised with its context unbound (Thrown.Bare).
func BareError(err error) error {
	if t, ok := err.(*Thrown); ok {
		return &Thrown{Ball: t.Ball, Bare: true}
	}
	return err
}

// ArithError is an error of package arith as the exception it raises.
func ArithError(err error) error { return arithError(err) }

// HeapError is an allocation error of the heap as the exception it
// raises (resource_error(memory)); other errors pass.
func HeapError(err error) error { return heapError(err) }

// Compound makes the compound term name(args...) on the heap. It is a
// safe point (args are kept).
func (m *Machine) Compound(name string, args ...heap.Value) (heap.Value, error) {
	f, err := m.s.Functor(term.Intern(name), len(args))
	if err != nil {
		return 0, representationError("max_arity")
	}
	c, err := m.s.NewCompound(f, args...)
	return c, heapError(err)
}

// ListItems is the items of the proper list v, or false.
func (m *Machine) ListItems(v heap.Value) ([]heap.Value, bool) { return m.listItems(v) }

// FormatText is the text format/2 writes for the format f and the
// arguments args, and whether it succeeded.
func (m *Machine) FormatText(f, args heap.Value) (string, bool, error) {
	st := m.memoryStream()
	defer delete(m.io.byID, st.id)
	ok, err := m.format(st, f, args)
	return st.buf.String(), ok, err
}

// Inferences is the number of calls of predicates with clauses so far
// (statistics(inferences, N)).
func (m *Machine) Inferences() int64 { return m.inferences }

// Collect runs a collection of the heap now (garbage_collect/0). The
// builtin's arguments are roots: they are rewritten.
func (m *Machine) Collect() { m.h.Collect() }

// CopyTerm is a copy of v with fresh variables. It is a safe point.
func (m *Machine) CopyTerm(v heap.Value) (heap.Value, error) {
	c, err := m.s.CopyTerm(v)
	return c, heapError(err)
}

// Predicate is what listing/1 shows of a predicate: its clauses as read
// (their variables with their source names) and whether it is dynamic.
type Predicate struct {
	Name    term.Atom
	Arity   int
	Dynamic bool
	Clauses []term.Term
}

// Predicates are the program's predicates (not the libraries', not the
// builtins) named name (every name when name is the empty atom and any
// is set) with arity (any arity when arity < 0), ordered by name and
// arity.
func (m *Machine) Predicates(name term.Atom, any bool, arity int) []Predicate {
	var ps []Predicate
	for k, p := range m.preds {
		if !p.defined || p.isBuiltin() || p.library || !any && k.name != name || arity >= 0 && k.arity != arity {
			continue
		}
		if p.count() == 0 && !p.dynamic {
			continue
		}
		d := Predicate{Name: k.name, Arity: k.arity, Dynamic: p.dynamic}
		for _, cl := range p.live(nil) {
			d.Clauses = append(d.Clauses, cl.source(m.s, k))
		}
		ps = append(ps, d)
	}
	slices.SortFunc(ps, func(a, b Predicate) int {
		if c := strings.Compare(a.Name.Name(), b.Name.Name()); c != 0 {
			return c
		}
		return a.Arity - b.Arity
	})
	return ps
}

// CompareTerms compares the reader's terms a and b in the standard order
// of terms (-1, 0, 1).
func (m *Machine) CompareTerms(a, b term.Term) int {
	v, err := m.s.FromTerm(term.New("-", a, b), nil)
	if err != nil {
		return 0
	}
	return m.s.Compare(m.s.arg(v, 0), m.s.arg(v, 1))
}
