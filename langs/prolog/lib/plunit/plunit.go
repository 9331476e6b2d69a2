// Package plunit is SWI-Prolog's unit test library, library(plunit),
// loaded as the library plunit (engine.Library): the clauses of
// test/1,2 between :- begin_tests(Unit) and :- end_tests(Unit) are the
// unit's tests, and run_tests/0,1 runs them and reports on user_error
// as SWI-Prolog 9.0.4 does (a dot per test passed, each failure located
// at its test's file and line, the counts at the end); it fails when a
// test failed. A test's options say what it must do: true(Cmp) (or the
// comparison alone), fail, throws(Ball), error(Formal), all(Cmp),
// set(Cmp), nondet, blocked(Why), condition(G), setup(G), cleanup(G),
// forall(G).
//
// While a unit is open, consult hands each clause for test/1,2 to the
// library (an expansion of this package): it becomes the directive
// '$plunit_add'(Unit, Name, Options, Body), which keeps the test here
// with where it stands. plunit.pl runs them.
package plunit

import (
	_ "embed"
	"strings"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/term"
)

//go:embed plunit.pl
var source string

// Library is the plunit library.
var Library = &engine.Library{Name: "plunit", Source: source, NewState: func() any { return &state{} }}

func init() {
	Library.Builtins = []engine.Builtin{
		{Name: "begin_tests", Arity: 1, Fn: begin},
		{Name: "begin_tests", Arity: 2, Fn: begin},
		{Name: "end_tests", Arity: 1, Fn: end},
		{Name: "$plunit_store", Arity: 2, Fn: store},
		{Name: "$plunit_units", Arity: 1, Fn: units},
		{Name: "$plunit_tests", Arity: 2, Fn: tests},
		{Name: "$plunit_message", Arity: 2, Fn: messageLines},
	}
}

// state is a machine's units: their names in the order they were
// begun, each one's options and tests (t(Name, Options, Body, File,
// Line) terms, in order), and the unit open now ("" when none).
type state struct {
	order    []term.Atom
	units    map[term.Atom]*unit
	open     term.Atom
	expanded bool
}

// unit is one unit's options and tests.
type unit struct {
	options term.Term
	tests   []term.Term
}

func st(m *engine.Machine) *state { return m.State(Library).(*state) }

var (
	atomTest  = term.Intern("test")
	atomNeck  = term.Intern(":-")
	atomAdd   = "$plunit_add"
	noOptions = term.Term(term.Nil)
)

// begin is begin_tests(Unit) and begin_tests(Unit, Options): it opens
// the unit.
func begin(m *engine.Machine, a []heap.Value) (bool, error) {
	name, ok := m.Term(a[0]).(term.Atom)
	if !ok {
		return false, engine.TypeError("atom", m.Term(a[0]))
	}
	s := st(m)
	if s.units == nil {
		s.units = map[term.Atom]*unit{}
	}
	if !s.expanded {
		s.expanded = true
		m.AddExpansion(func(m *engine.Machine, t term.Term) ([]term.Term, error) { return []term.Term{s.expand(t)}, nil })
	}
	if s.units[name] == nil {
		s.order = append(s.order, name)
		s.units[name] = &unit{options: noOptions}
	}
	if len(a) == 2 {
		s.units[name].options = m.Term(a[1])
	}
	s.open = name
	return true, nil
}

// end is end_tests(Unit): it closes the unit.
func end(m *engine.Machine, a []heap.Value) (bool, error) {
	st(m).open = term.Atom{}
	return true, nil
}

// expand is a clause t of test/1,2 read while a unit is open as the
// directive that adds it to the unit; other terms are left alone.
func (s *state) expand(t term.Term) term.Term {
	if s.open == (term.Atom{}) {
		return t
	}
	head, body := t, term.Term(term.Intern("true"))
	if c, ok := t.(*term.Compound); ok && c.Functor == atomNeck && len(c.Args) == 2 {
		head, body = c.Args[0], c.Args[1]
	}
	var name, options term.Term
	switch h := head.(type) {
	case term.Atom:
		if h != atomTest {
			return t
		}
		name, options = h, noOptions // test :- ... is a test named test
	case *term.Compound:
		if h.Functor != atomTest || len(h.Args) > 2 {
			return t
		}
		name, options = h.Args[0], noOptions
		if len(h.Args) == 2 {
			options = h.Args[1]
		}
	default:
		return t
	}
	return term.New(":-", term.New(atomAdd, s.open, name, options, body))
}

// store is '$plunit_store'(Unit, Test): Test joins Unit's tests.
func store(m *engine.Machine, a []heap.Value) (bool, error) {
	s := st(m)
	name, _ := m.Term(a[0]).(term.Atom)
	u := s.units[name]
	if u == nil {
		return false, nil
	}
	u.tests = append(u.tests, m.Term(a[1]))
	return true, nil
}

// units is '$plunit_units'(Units): the units, in order.
func units(m *engine.Machine, a []heap.Value) (bool, error) {
	s := st(m)
	items := make([]term.Term, len(s.order))
	for i, u := range s.order {
		items[i] = u
	}
	return m.UnifyTerm(a[0], term.List(items, term.Nil))
}

// tests is '$plunit_tests'(Unit, Options-Tests): the options and the
// tests of Unit (fresh copies); it fails for a unit that does not
// exist.
func tests(m *engine.Machine, a []heap.Value) (bool, error) {
	name, _ := m.Term(a[0]).(term.Atom)
	u := st(m).units[name]
	if u == nil {
		return false, nil
	}
	return m.UnifyTerm(a[1], term.New("-", u.options, term.List(u.tests, term.Nil)))
}

// messageLines is '$plunit_message'(Ball, Lines): the lines of the
// message of the exception Ball, as atoms.
func messageLines(m *engine.Machine, a []heap.Value) (bool, error) {
	lines := m.MessageLines(&engine.Thrown{Ball: m.Term(a[0])})
	items := make([]term.Term, len(lines))
	for i, l := range lines {
		items[i] = term.Intern(strings.TrimRight(l, " "))
	}
	return m.UnifyTerm(a[1], term.List(items, term.Nil))
}
