package engine

import (
	"bytes"
	"strconv"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
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
