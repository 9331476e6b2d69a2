package clpfd

import (
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/lib/attvar"
	"github.com/microjit/microjit/langs/prolog/lib/libtest"
	"github.com/microjit/microjit/langs/prolog/lib/system"
)

// clpfdProgram is the program the cases run with: show/1 writes a term
// and its residual goals (copy_term/3).
const clpfdProgram = `
:- use_module(library(clpfd)).
show(T) :- copy_term(T, C, Gs), numbervars(C+Gs, 0, _), print(C-Gs).
`

// clpfdCases: every expectation is SWI-Prolog 9.0.4's (swipl with the
// program and the goal: what it writes, then false or the error).
var clpfdCases = []libtest.Case{
	{Goal: `X #> 3, show(X)`, Want: "A-[clpfd:(A in 4..sup)]"},
	{Goal: `X #> Y, Y #> Z, show(X-Y-Z)`, Want: "A-B-C-[clpfd:(C#=<B+ -1),clpfd:(B#=<A+ -1)]"},
	{Goal: `X in 1..5, X #\= 3, show(X)`, Want: "A-[clpfd:(A in 1..2\\/4..5)]"},
	{Goal: `X + Y #= 10, X #> Y, show(X-Y)`, Want: "A-B-[clpfd:(B#=<A+ -1),clpfd:(A+B#=10)]"},
	{Goal: `X*X #= 4, show(X)`, Want: "A-[clpfd:(A in -2\\/2)]"},
	{Goal: `X #= Y + 2*Z, show(X-Y-Z)`, Want: "A-B-C-[clpfd:(A#=B+2*C)]"},
	{Goal: `all_different([X,Y]), [X,Y] ins 1..2, show(X-Y)`, Want: "A-B-[clpfd:(A in 1..2),clpfd:all_different([A,B]),clpfd:(B in 1..2)]"},
	{Goal: `X in 1..10, X #= 2*Y, show(X-Y)`, Want: "A-B-[clpfd:(A in 2..10),clpfd:(2*B#=A),clpfd:(B in 1..5)]"},
	{Goal: `X #= 3 + 4, show(X)`, Want: "7-[]"},
	{Goal: `3 #= 1 + 2`, Want: ""},
	{Goal: `X in 0..10, X mod 3 #= 1, show(X)`, Want: "A-[clpfd:(A in 1..10),clpfd:(A mod 3#=1)]"},
	{Goal: `X in -5..5, abs(X) #>= 3, show(X)`, Want: "A-[clpfd:(A in -5.. -3\\/3..5)]"},
	{Goal: `X in 1..10, Y #= X // 3, show(X-Y)`, Want: "A-B-[clpfd:(A in 1..10),clpfd:(A//3#=B),clpfd:(B in 0..3)]"},
	{Goal: `X in 1..3, Y in 1..3, Z #= max(X, Y), show(X-Y-Z)`, Want: "A-B-C-[clpfd:(A in 1..3),clpfd:(C#>=A),clpfd:(C#=max(A,B)),clpfd:(B in 1..3),clpfd:(C#>=B),clpfd:(C in 1..3)]"},
	{Goal: `X in 1..3, Y in 1..3, Z #= min(X, Y), show(X-Y-Z)`, Want: "A-B-C-[clpfd:(A in 1..3),clpfd:(A#>=C),clpfd:(C#=min(A,B)),clpfd:(B in 1..3),clpfd:(B#>=C),clpfd:(C in 1..3)]"},
	{Goal: `X #= 2^10, show(X)`, Want: "1024-[]"},
	{Goal: `X #= 2^100, show(X)`, Want: "1267650600228229401496703205376-[]"},
	{Goal: `X in 1..100, X #= Y^2, show(X-Y)`, Want: "A-B-[clpfd:(A in 1..100),clpfd:(B^2#=A),clpfd:(B in -10.. -1\\/1..10)]"},
	{Goal: `B #<==> (X #= 3), X in 1..5, show(B-X)`, Want: "A-B-[clpfd:(A in 0..1),clpfd:(B#=3#<==>A),clpfd:(B in 1..5)]"},
	{Goal: `B #<==> (X #= 3), X = 3, show(B)`, Want: "1-[]"},
	{Goal: `B #<==> (X #= 3), B = 0, X in 1..4, show(X)`, Want: "A-[clpfd:(A in 1..2\\/4)]"},
	{Goal: `X #= 3 #==> Y #= 4, X = 3, show(Y)`, Want: "4-[]"},
	{Goal: `X #< 3 #\/ X #> 5, X in 0..10, show(X)`, Want: "A-[clpfd:(B in 0..1),clpfd:(B#\\/C#<==>1),clpfd:(3#>=D#<==>B),clpfd:(A in 0..10),clpfd:(A+1#=D),clpfd:(A#>=6#<==>C),clpfd:(D in 1..11),clpfd:(C in 0..1)]"},
	{Goal: `X #= 1 #\/ X #= 3 #\/ X #= 5, show(X)`, Want: "A-[clpfd:(A in 1\\/3\\/5)]"},
	{Goal: `#\ X #= 3, show(X)`, Want: "A-[clpfd:(A in inf..2\\/4..sup)]"},
	{Goal: `X in 1..5, fd_dom(X, D), fd_inf(X, I), fd_sup(X, S), fd_size(X, N), print(D/I/S/N)`, Want: "(1..5)/1/5/5"},
	{Goal: `X in 1..3 \/ 5..7, fd_dom(X, D), print(D)`, Want: "1..3\\/5..7"},
	{Goal: `X in inf..3, fd_size(X, N), print(N)`, Want: "sup"},
	{Goal: `fd_dom(3, D), print(D)`, Want: "3..3"},
	{Goal: `X #= a`, Want: "error: error(domain_error(clpfd_expression,a),_)"},
	{Goal: `X in a`, Want: "error: error(domain_error(clpfd_domain,a),_)"},
	{Goal: `X in 3..1`, Want: "false"},
	{Goal: `sum([X,Y,Z], #=, 10), [X,Y,Z] ins 0..4, show(X-Y-Z)`, Want: "A-B-C-[clpfd:(A in 2..4),clpfd:(A+B+C#=10),clpfd:(B in 2..4),clpfd:(C in 2..4)]"},
	{Goal: `scalar_product([2,3], [X,Y], #=<, 12), [X,Y] ins 0..10, show(X-Y)`, Want: "A-B-[clpfd:(A in 0..6),clpfd:(2*A+3*B#=<12),clpfd:(B in 0..4)]"},
	{Goal: `X in 1..5, label([X]), print(X)`, Want: "1"},
	{Goal: `findall(X-Y, ([X,Y] ins 1..3, X #< Y, label([X,Y])), L), print(L)`, Want: "[1-2,1-3,2-3]"},
	{Goal: `findall(X, (X in 1..5, labeling([down], [X])), L), print(L)`, Want: "[5,4,3,2,1]"},
	{Goal: `findall(X, (X in 1..5, labeling([bisect], [X])), L), print(L)`, Want: "[1,2,3,4,5]"},
	{Goal: `findall(X, (X in 1..5, labeling([enum,down], [X])), L), print(L)`, Want: "[5,4,3,2,1]"},
	{Goal: `findall(X-Y, ([X,Y] ins 1..3, labeling([max(X+Y)], [X,Y])), L), print(L)`, Want: "[3-3,2-3,3-2,1-3,2-2,3-1,1-2,2-1,1-1]"},
	{Goal: `findall(X-Y, ([X,Y] ins 1..3, labeling([min(X-Y)], [X,Y])), L), print(L)`, Want: "[1-3,1-2,2-3,1-1,2-2,3-3,2-1,3-2,3-1]"},
	{Goal: `labeling([foo], [X])`, Want: "error: error(instantiation_error,_)"},
	{Goal: `X in 1..3, labeling([ff,ff], [X])`, Want: "error: error(domain_error(nonrepeating_labeling_options,[ff,ff]),_)"},
	{Goal: `X #= Y, show(X-Y)`, Want: "A-A-[clpfd:(A in inf..sup)]"},
	{Goal: `X #= Y, X in 1..3, show(Y)`, Want: "A-[clpfd:(A in 1..3)]"},
	{Goal: `X in 1..3, Y in 2..5, X = Y, show(X)`, Want: "A-[clpfd:(A in 2..3)]"},
	{Goal: `X in 1..3, X = 5`, Want: "false"},
	{Goal: `X in 1..3, X = a`, Want: "error: error(type_error(integer,a),_)"},
	{Goal: `X #\= Y, show(X-Y)`, Want: "A-B-[clpfd:(A#\\=B)]"},
	{Goal: `X #\= Y + Z, show(X-Y-Z)`, Want: "A-B-C-[clpfd:(A#\\=B+C)]"},
	{Goal: `abs(X - Y) #\= 2, show(X-Y)`, Want: "A-B-[clpfd:(abs(A-B)#\\=2)]"},
	{Goal: `X in 0..5, Y in 0..5, X + Y #= Z, Z #= 3, show(X-Y-Z)`, Want: "A-B-3-[clpfd:(A in 0..3),clpfd:(A+B#=3),clpfd:(B in 0..3)]"},
	{Goal: `X in 1..5, Y in 1..5, X #>= Y + 2, show(X-Y)`, Want: "A-B-[clpfd:(A in 3..5),clpfd:(B#=<A+ -2),clpfd:(B in 1..3)]"},
	{Goal: `X #< 3 #\/ X #> 5, show(X)`, Want: "A-[clpfd:(B in 0..1),clpfd:(B#\\/C#<==>1),clpfd:(3#>=D#<==>B),clpfd:(A+1#=D),clpfd:(A#>=6#<==>C),clpfd:(C in 0..1)]"},
	{Goal: `B #<==> (X #< 3), show(B-X)`, Want: "A-B-[clpfd:(A in 0..1),clpfd:(3#>=C#<==>A),clpfd:(B+1#=C)]"},
	{Goal: `B #<==> (X #< 3), X in 0..10, show(B-X)`, Want: "A-B-[clpfd:(A in 0..1),clpfd:(3#>=C#<==>A),clpfd:(B in 0..10),clpfd:(B+1#=C),clpfd:(C in 1..11)]"},
	{Goal: `X in 0..10, B #<==> (X #< 3), show(B-X)`, Want: "A-B-[clpfd:(B in 0..10),clpfd:(B+1#=C),clpfd:(A in 0..1),clpfd:(3#>=C#<==>A),clpfd:(C in 1..11)]"},
	{Goal: `X in 1..3, freeze(X, write(frozen)), X = 2`, Want: "frozen"},
	{Goal: `X in 1..3, dif(X, 2), X #\= 1, print(X)`, Want: "_"},
	{Goal: `X in 1..3, findall(X, label([X]), L), print(L)`, Want: "[1,2,3]"},
	{Goal: `X in 1..3, copy_term(X, Y), Y = 2, fd_dom(X, D), print(D)`, Want: "1..3"},
	{Goal: `X #< Y, Y in 1..5, findall(X-Y, true, [A-B]), B = 3, fd_dom(A, D), print(D)`, Want: "inf..2"},
	{Goal: `[X,Y,Z] ins 1..3, all_distinct([X,Y,Z]), X #\= 1, Y #\= 1, print(Z)`, Want: "1"},
	{Goal: `[X,Y,Z] ins 1..3, all_different([X,Y,Z]), X #\= 1, Y #\= 1, show(X-Y-Z)`, Want: "A-B-C-[clpfd:(A in 2..3),clpfd:all_different([A,B,C]),clpfd:(B in 2..3),clpfd:(C in 1..3)]"},
	{Goal: `length(L, 3), L ins 1..3, all_distinct(L), findall(L, label(L), S), length(S, N), print(N)`, Want: "6"},
	{Goal: `X in 1..3, (X = 1 ; X = 2), write(X), fail`, Want: "12false"},
	{Goal: `X in 1..3, \+ X = 4, fd_dom(X, D), print(D)`, Want: "1..3"},
	{Goal: `X #= Y*Z, [Y,Z] ins 2..3, show(X)`, Want: "A-[clpfd:(B in 2..3),clpfd:(B*C#=A),clpfd:(C in 2..3),clpfd:(A in 4..9)]"},
	{Goal: `X #= 7 mod 3, print(X)`, Want: "1"},
	{Goal: `X in 0..3, Y #= X * X, show(Y)`, Want: "A-[clpfd:(B in 0..3),clpfd:(B^2#=A),clpfd:(A in 0..9)]"},
	{Goal: `X #>= Y, Y #>= X, show(X-Y)`, Want: "A-B-[clpfd:(B#>=A),clpfd:(A#>=B)]"},
	{Goal: `X #= Y, Y #= Z, Z = 3, print(X)`, Want: "3"},
	{Goal: `X #\= X`, Want: "false"},
	{Goal: `X #= X + 1`, Want: "false"},
	{Goal: `X in 1..10, X #= 3 * Y + 1, show(X-Y)`, Want: "A-B-[clpfd:(A in 1..10),clpfd:(A#=3*B+1),clpfd:(B in 0..3)]"},
}

// libs are the libraries the cases need.
var libs = append([]*engine.Library{Library, system.Library}, attvar.Libraries...)

func TestClpfd(t *testing.T) {
	for i := range clpfdCases {
		clpfdCases[i].Program = clpfdProgram
	}
	libtest.Run(t, libs, clpfdCases)
}

// TestClpfdStress runs the cases with a collection at every allocation:
// the cells of the solver's variables are roots.
func TestClpfdStress(t *testing.T) {
	if testing.Short() {
		t.Skip("a collection at every allocation is slow")
	}
	for i := range clpfdCases {
		clpfdCases[i].Program = clpfdProgram
	}
	libtest.RunHeap(t, libs, heap.Config{Stress: true}, clpfdCases)
}
