package engine

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

// churn makes N atoms that nothing keeps, enough for several atom
// collections; the other predicates keep atoms made after the machine
// was (none of them is permanent) in each kind of holder.
const churn = `
churn(N) :- churn(0, N).
churn(N, N) :- !.
churn(I, N) :- atom_concat(tmp_, I, _), I1 is I + 1, churn(I1, N).
kept :- churn(100000), atom_concat(clause_, constant, A), A == clause_constant.
:- dynamic(erased/0).
erased :- retractall(erased), churn(100000), atom_concat(erased_clause_, constant, A), A == erased_clause_constant.
:- dynamic(view/1).
view(1).
view(2) :- atom_concat(view_clause_, constant, A), A == view_clause_constant.
viewed :- view(X), (X == 1 -> retractall(view(2)), churn(100000), fail ; true).
term(A) :- atom_concat(held_, term, A).
global :- atom_concat(held_, global, A), nb_setval(k, A).
functor :- atom_concat(held_, functor, F), T =.. [F, 1], nb_setval(k, T).
pred :- atom_concat(held_, pred, P), assertz(P).
`

// TestAtomGCKeepsUsedAtoms churns through atoms while each kind of
// holder keeps one: the atom made again from its name must be the same
// atom (an atom freed by mistake is made anew, with another id, and its
// old id may be reused by a churned atom).
func TestAtomGCKeepsUsedAtoms(t *testing.T) {
	cases := []struct{ name, goal string }{
		{"clause", "kept"},
		{"heap term", "term(A), churn(100000), atom_concat(held_, term, B), A == B"},
		{"global variable", "global, churn(100000), nb_getval(k, A), atom_concat(held_, global, B), A == B"},
		{"functor name", "functor, churn(100000), nb_getval(k, T), T =.. [F|_], atom_concat(held_, functor, G), F == G"},
		{"predicate name", "pred, churn(100000), atom_concat(held_, pred, P), catch(P, _, fail)"},
		{"retracted clause running", "erased"},
		{"retracted clause a choicepoint tries", "viewed"},
		{"findall bag", "findall(A, (between(1, 3, I), atom_concat(held_bag_, I, A)), L), churn(100000), atom_concat(held_bag_, 2, B), L = [_, C, _], B == C"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := runProgram(t, heap.Config{}, churn, c.goal+", write(kept)"); got != "kept" {
				t.Errorf("%s: got %q", c.goal, got)
			}
		})
	}
}

// TestAtomGCBoundsTable makes a million atoms that nothing keeps: the
// table must stay bounded (the atoms it held before collections existed
// grew with every one of them).
func TestAtomGCBoundsTable(t *testing.T) {
	n := 1_000_000
	if testing.Short() {
		n = 200_000
	}
	var out bytes.Buffer
	m := newMachine(t, heap.Config{}, &out)
	if err := m.Consult("test.pl", strings.NewReader(churn)); err != nil {
		t.Fatal(err)
	}
	before := m.s.Atoms()
	g, err := m.ParseGoal("churn(" + strconv.Itoa(n) + "), write(done)")
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := m.Once(g); !ok || err != nil {
		t.Fatalf("churn: %v %v %q", ok, err, out.String())
	}
	if grown := m.s.Atoms() - before; grown > 4*minAtomsDue {
		t.Errorf("%d atoms made and dropped left %d in the table (bound %d)", n, grown, 4*minAtomsDue)
	}
}

// fchurn makes N functors (and their names) that nothing keeps; the
// other predicates keep functors made after the machine was in each
// kind of holder.
const fchurn = `
fchurn(N) :- fchurn(0, N).
fchurn(N, N) :- !.
fchurn(I, N) :- atom_concat(tmpf_, I, F), _ =.. [F, x], I1 is I + 1, fchurn(I1, N).
named(T, Name) :- T =.. [F|_], F == Name.
term(T) :- atom_concat(held_, term, F), T =.. [F, 1].
:- dynamic(h/1).
head :- atom_concat(held_, head, F), T =.. [F, 1], assertz(h(T)).
:- dynamic(b/1).
body :- atom_concat(held_, body, F), T =.. [F, 1], assertz((b(X) :- X = T)).
pred :- atom_concat(held_, pred, P), G =.. [P, 1], assertz(G).
:- dynamic(ferased/0).
ferased :- retractall(ferased), fchurn(100000), T = held_erased(1), named(T, held_erased).
:- dynamic(fview/1).
fview(1).
fview(2) :- T = held_view(1), named(T, held_view).
fviewed :- fview(X), (X == 1 -> retractall(fview(2)), fchurn(100000), fail ; true).
`

// TestFunctorGCKeepsUsedFunctors churns through functors while each
// kind of holder keeps one: a functor freed by mistake has its index
// reused by a churned functor, and the term it was in is then named
// after that one.
func TestFunctorGCKeepsUsedFunctors(t *testing.T) {
	cases := []struct{ name, goal string }{
		{"heap term", "term(T), fchurn(100000), named(T, held_term)"},
		{"clause head", "head, fchurn(100000), h(T), named(T, held_head)"},
		{"clause body", "body, fchurn(100000), b(T), named(T, held_body)"},
		{"retracted clause running", "ferased"},
		{"retracted clause a choicepoint tries", "fviewed"},
		{"findall bag", "findall(T, (between(1, 3, I), atom_concat(held_bag_, I, F), T =.. [F, I]), L), fchurn(100000), L = [_, T2, _], named(T2, held_bag_2)"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := runProgram(t, heap.Config{}, fchurn, c.goal+", write(kept)"); got != "kept" {
				t.Errorf("%s: got %q", c.goal, got)
			}
		})
	}
}

// TestFunctorGCKeepsPredicates: the functor of a predicate that no term
// holds stays (the machine finds the predicates of compound goals by
// functor id: a freed one would be reused for another name).
func TestFunctorGCKeepsPredicates(t *testing.T) {
	var out bytes.Buffer
	m := newMachine(t, heap.Config{}, &out)
	if err := m.Consult("test.pl", strings.NewReader(fchurn)); err != nil {
		t.Fatal(err)
	}
	g, err := m.ParseGoal("pred, fchurn(100000), atom_concat(held_, pred, P), G =.. [P, 1], G")
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := m.Once(g); !ok || err != nil {
		t.Fatalf("pred: %v %v %q", ok, err, out.String())
	}
	for id, p := range m.byFunctor {
		if f := Functor(firstFunctor + id); p != nil && (m.s.Name(f) != p.key.name || m.s.Arity(f) != p.key.arity) {
			t.Errorf("functor %d is %s/%d, its predicate's %s/%d", f, m.s.Name(f).Name(), m.s.Arity(f), p.key.name.Name(), p.key.arity)
		}
	}
}

// TestFunctorGCBoundsTable makes functors with a fresh name at every
// step, which nothing keeps: the functor and atom tables must stay
// bounded (the functor table used to keep every one, and its names).
func TestFunctorGCBoundsTable(t *testing.T) {
	n := 1_000_000
	if testing.Short() {
		n = 200_000
	}
	var out bytes.Buffer
	m := newMachine(t, heap.Config{}, &out)
	if err := m.Consult("test.pl", strings.NewReader(fchurn)); err != nil {
		t.Fatal(err)
	}
	atoms, functors := m.s.Atoms(), m.s.Functors()
	g, err := m.ParseGoal("fchurn(" + strconv.Itoa(n) + "), write(done)")
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := m.Once(g); !ok || err != nil {
		t.Fatalf("fchurn: %v %v %q", ok, err, out.String())
	}
	if grown := m.s.Functors() - functors; grown > 4*minAtomsDue {
		t.Errorf("%d functors made and dropped left %d in the table (bound %d)", n, grown, 4*minAtomsDue)
	}
	if grown := m.s.Atoms() - atoms; grown > 4*minAtomsDue {
		t.Errorf("%d functor names made and dropped left %d atoms in the table (bound %d)", n, grown, 4*minAtomsDue)
	}
}

// TestAtomGCKeepsNextGoal: the body goal the solver runs next
// (Machine.next, a last call left to run from the frame) keeps its atoms
// and functors, when its clause is held by nothing else (retracted, and
// dropped from its predicate by a compaction).
func TestAtomGCKeepsNextGoal(t *testing.T) {
	m := newMachine(t, heap.Config{}, nil)
	src, err := m.ParseGoal("(n :- use(held_next, held_f(1)))")
	if err != nil {
		t.Fatal(err)
	}
	head, body := splitClause(src)
	cl, err := m.s.compileClause(src, head, body)
	if err != nil {
		t.Fatal(err)
	}
	m.next = &cl.goals[cl.prefix]
	atom := m.s.Atom(term.Intern("held_next"))
	f, _ := m.s.Functor(term.Intern("held_f"), 1)
	m.s.CollectAtoms()
	if got := m.s.Atom(term.Intern("held_next")); got != atom {
		t.Errorf("held_next was collected: id %d, then %d", atom.SymbolID(), got.SymbolID())
	}
	if got, _ := m.s.Functor(term.Intern("held_f"), 1); got != f {
		t.Errorf("held_f/1 was collected: functor %d, then %d", f, got)
	}
	m.next = nil
	if m.s.CollectAtoms() == 0 {
		t.Errorf("the goal's atoms were kept with nothing holding them")
	}
}

// TestSubAtomLazy: sub_atom/5 with Sub unbound makes its solutions one
// at a time, on backtracking: the first of a 1,000-character atom's
// 500,000 sub-atoms is there at once, in a heap of 16 MB. (A list of all
// the solutions made first took 530 MB for this atom, 6 GB for a
// 3,000-character one.)
func TestSubAtomLazy(t *testing.T) {
	var out bytes.Buffer
	m := newMachine(t, heap.Config{MaxBytes: 16 << 20}, &out)
	g, err := m.ParseGoal("length(L, 1000), maplist(=(a), L), atom_chars(A, L), sub_atom(A, B, N, _, S), B > 0, !, atom_length(S, K), write(B/N/K)")
	if err != nil {
		t.Fatal(err)
	}
	ok, err := m.Once(g)
	if ferr := m.Flush(); ferr != nil {
		t.Fatal(ferr)
	}
	if !ok || err != nil || out.String() != "1/0/0" {
		t.Fatalf("got %v %v %q, want true and 1/0/0", ok, err, out.String())
	}
}

// An integer's text for atom_concat/3 and the other text predicates is
// its digits alone, made without a writer (whose setup was 28% of the
// time of 3,000,000 atom_concat(x, N, _), the loop of issue 43's item 22).
func TestIntegerTextAllocs(t *testing.T) {
	m := newMachine(t, heap.Config{}, new(bytes.Buffer))
	v, err := m.s.Int(1234567)
	if err != nil {
		t.Fatal(err)
	}
	var text string
	if allocs := testing.AllocsPerRun(100, func() { text, err = m.textArg(v, "atomic") }); allocs > 1 || text != "1234567" || err != nil {
		t.Errorf("textArg(1234567) = %q, %v in %.0f allocations, want \"1234567\" in 1", text, err, allocs)
	}
}
