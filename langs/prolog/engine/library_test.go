package engine

import (
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
)

// libraryCases: libraries are autoloaded, loaded once, and keep to
// themselves: a program's predicate of the name of a library's own
// helper, or of an exported predicate, does not change what the library
// does. The expectations are SWI-Prolog 9.0.4's for the same programs.
var libraryCases = []struct {
	name, program, goal, want string
}{
	{"autoloaded", "", "append(X, [c], [a,b,c]), write(X)", "[a,b]"},
	{"use_module of a library is silent", ":- use_module(library(lists)).", "sum_list([1,2], S), write(S)", "3"},
	{"use_module/2 and ensure_loaded", ":- use_module(library(lists), [last/2]). :- ensure_loaded(library(apply)).", "last([1,2], X), write(X)", "2"},
	{"an unknown library", "", "catch(use_module(library(nosuch)), error(E, _), true), write(E)", "existence_error(source_sink,library(nosuch))"},
	{"a program's own helper of a library helper's name",
		"member_(x, y, z). last_(p, q, r).",
		"member(X, [a,b]), last([1,2,3], L), member_(A, B, C), write(X/L/A/B/C)", "a/3/x/y/z"},
	{"the program's append/3 replaces the library's for the program only",
		"append(_, _, mine).",
		"append(a, b, X), append([[1],[2]], Y), write(X/Y)", "mine/[1,2]"},
	{"a program's definition loaded after the library",
		"t :- last([1], _). last(_, mine).",
		"t, last([a], X), write(X)", "mine"},
	{"a library's private predicates are not the program's", "",
		"catch(member_(_, _, _), error(E, _), true), write(E)", "existence_error(procedure,member_/3)"},
	{"library predicates are not listed", "p.", "findall(P, current_predicate(P), L), write(L)", "[p/0]"},
	{"module/2 and Module:Goal", ":- module(m, [p/1]). p(1).", "lists:append([a], [b], L), user:p(X), write(L/X)", "[a,b]/1"},
	// A lambda is copied when it is called, unless library(yall) is
	// loaded when a clause that calls a known meta-predicate with it is
	// consulted: then it is compiled, and only its {Free} variables are
	// shared with the clause.
	{"a lambda copied", "t :- N = a, foldl([N, A, B]>>(B is A + 1), [x, y], 0, S), write(S).", "t", "false"},
	{"a lambda compiled", ":- use_module(library(yall)). :- use_module(library(apply)).\nt :- N = a, foldl([N, A, B]>>(B is A + 1), [x, y], 0, S), write(S).", "t", "2"},
	{"a compiled lambda's own variables", ":- use_module(library(yall)).\nt :- call([X]>>(V = X), 1), var(V), write(V2-ok), V2 = 1.", "t", "_G-ok"},
	{"a compiled lambda's free variables", ":- use_module(library(yall)).\nt :- call({V}/[X]>>(V = X), 1), write(V).", "t", "1"},
	{"a copied lambda's context", "t :- F = 2, maplist([X, Y]>>(Y is X * F), [1, 2], L), write(L).", "t", "[2,4]"},
}

func TestLibraries(t *testing.T) {
	for _, c := range libraryCases {
		t.Run(c.name, func(t *testing.T) {
			if got := runProgram(t, heap.Config{}, c.program, c.goal); got != c.want {
				t.Errorf("%s\n got %s\nwant %s", c.goal, got, c.want)
			}
		})
	}
}
