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
// and its residual goals (copy_term/3), doms/1 the domains of its
// variables, sols/1 the solutions labeling finds. A constraint's
// residual goal is the goal as posted, which is SWI-Prolog's for the
// cases with show/1; where SWI-Prolog writes its own decomposition
// (auxiliary variables, normal forms) the cases compare domains and
// solutions.
const clpfdProgram = `
:- use_module(library(clpfd)).
show(T) :- copy_term(T, C, Gs), numbervars(C+Gs, 0, _), print(C-Gs).
doms(T) :- term_variables(T, Vs), maplist(fd_dom, Vs, Ds), print(Ds).
sols(Vs) :- findall(Vs, label(Vs), L), print(L).
`

// clpfdCases: every expectation is SWI-Prolog 9.0.4's (swipl with the
// program and the goal: what it writes, then false or the error).
var clpfdCases = []libtest.Case{
	{Goal: `X #> 3, show(X)`, Want: "A-[clpfd:(A in 4..sup)]"},
	{Goal: `X in 1..5, X #\= 3, show(X)`, Want: "A-[clpfd:(A in 1..2\\/4..5)]"},
	{Goal: `X #= Y + 2*Z, show(X-Y-Z)`, Want: "A-B-C-[clpfd:(A#=B+2*C)]"},
	{Goal: `all_different([X,Y]), [X,Y] ins 1..2, show(X-Y)`, Want: "A-B-[clpfd:(A in 1..2),clpfd:all_different([A,B]),clpfd:(B in 1..2)]"},
	{Goal: `X #= 3 + 4, show(X)`, Want: "7-[]"},
	{Goal: `3 #= 1 + 2`, Want: ""},
	{Goal: `X #= 2^10, show(X)`, Want: "1024-[]"},
	{Goal: `X #= 2^100, show(X)`, Want: "1267650600228229401496703205376-[]"},
	{Goal: `B #<==> (X #= 3), X = 3, show(B)`, Want: "1-[]"},
	{Goal: `B #<==> (X #= 3), B = 0, X in 1..4, show(X)`, Want: "A-[clpfd:(A in 1..2\\/4)]"},
	{Goal: `X #= 3 #==> Y #= 4, X = 3, show(Y)`, Want: "4-[]"},
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
	{Goal: `X #= 7 mod 3, print(X)`, Want: "1"},
	{Goal: `X #= Y, Y #= Z, Z = 3, print(X)`, Want: "3"},
	{Goal: `X #\= X`, Want: "false"},
	{Goal: `X #= X + 1`, Want: "false"},
	{Goal: `X #> Y, Y #> Z, Z #>= 0, doms(X-Y-Z)`, Want: "[2..sup,1..sup,0..sup]"},
	{Goal: `X + Y #= 10, X #> Y, [X,Y] ins 0..10, sols([X,Y])`, Want: "[[6,4],[7,3],[8,2],[9,1],[10,0]]"},
	{Goal: `X*X #= 4, doms(X)`, Want: "[-2\\/2]"},
	{Goal: `X in 1..10, X #= 2*Y, doms(X-Y)`, Want: "[2..10,1..5]"},
	{Goal: `X in 0..10, X mod 3 #= 1, sols([X])`, Want: "[[1],[4],[7],[10]]"},
	{Goal: `X in -5..5, abs(X) #>= 3, doms(X)`, Want: "[-5.. -3\\/3..5]"},
	{Goal: `X in 1..10, Y #= X // 3, doms(X-Y)`, Want: "[1..10,0..3]"},
	{Goal: `X in 1..3, Y in 1..3, Z #= max(X, Y), doms(X-Y-Z)`, Want: "[1..3,1..3,1..3]"},
	{Goal: `X in 1..3, Y in 1..3, Z #= min(X, Y), doms(X-Y-Z)`, Want: "[1..3,1..3,1..3]"},
	{Goal: `X in 1..100, X #= Y^2, doms(Y)`, Want: "[-10.. -1\\/1..10]"},
	{Goal: `B #<==> (X #= 3), X in 1..5, doms(B-X)`, Want: "[0..1,1..5]"},
	{Goal: `X #< 3 #\/ X #> 5, X in 0..10, sols([X])`, Want: "[[0],[1],[2],[6],[7],[8],[9],[10]]"},
	{Goal: `X in 1..5, Y in 1..5, X #>= Y + 2, doms(X-Y)`, Want: "[3..5,1..3]"},
	{Goal: `X #< 3 #\/ X #> 5, X = 4`, Want: "false"},
	{Goal: `B #<==> (X #< 3), X in 0..10, doms(B-X)`, Want: "[0..1,0..10]"},
	{Goal: `B #<==> (X #< 3), X = 1, print(B)`, Want: "1"},
	{Goal: `X in 0..10, B #<==> (X #< 3), B = 0, doms(X)`, Want: "[3..10]"},
	{Goal: `X #= Y*Z, [Y,Z] ins 2..3, findall(X-Y-Z, label([Y,Z]), L), print(L)`, Want: "[4-2-2,6-2-3,6-3-2,9-3-3]"},
	{Goal: `X in 0..3, Y #= X * X, findall(X-Y, label([X]), L), print(L)`, Want: "[0-0,1-1,2-4,3-9]"},
	{Goal: `X #>= Y, Y #>= X, X in 1..3, doms(X-Y)`, Want: "[1..3,1..3]"},
	{Goal: `X in 0..5, Y in 0..5, X * Y #= 6, sols([X,Y])`, Want: "[[2,3],[3,2]]"},
	{Goal: `X in -3..3, Y #= X rem 2, findall(X-Y, label([X]), L), print(L)`, Want: "[-3- -1,-2-0,-1- -1,0-0,1-1,2-0,3-1]"},
	{Goal: `X in -3..3, Y #= X div 2, findall(X-Y, label([X]), L), print(L)`, Want: "[-3- -2,-2- -1,-1- -1,0-0,1-0,2-1,3-1]"},
	{Goal: `X in -3..3, Y in -2..2, Y #\= 0, Z #= X mod Y, findall(X/Y/Z, label([X,Y]), L), length(L, N), print(N)`, Want: "28"},
	{Goal: `B #<==> (X #= 1 #/\ Y #= 2), [X,Y] ins 0..2, findall(B-X-Y, label([B,X,Y]), L), print(L)`, Want: "[0-0-0,0-0-1,0-0-2,0-1-0,0-1-1,0-2-0,0-2-1,0-2-2,1-1-2]"},
	{Goal: `B #<==> (X #= 1 #\/ Y #= 2), [X,Y] ins 1..2, findall(B-X-Y, label([B,X,Y]), L), print(L)`, Want: "[0-2-1,1-1-1,1-1-2,1-2-2]"},
	{Goal: `(X #= 1) #==> (Y #= 2), [X,Y] ins 1..2, sols([X,Y])`, Want: "[[1,2],[2,1],[2,2]]"},
	{Goal: `(X #= 1) #<== (Y #= 2), [X,Y] ins 1..2, sols([X,Y])`, Want: "[[1,1],[1,2],[2,1]]"},
	{Goal: `#\ (X #= 1 #/\ Y #= 1), [X,Y] ins 0..1, sols([X,Y])`, Want: "[[0,0],[0,1],[1,0]]"},
	{Goal: `(X #= 1) #\ (Y #= 1), [X,Y] ins 0..1, sols([X,Y])`, Want: "[[0,1],[1,0]]"},
	{Goal: `B #<==> (X in 2..4), X in 0..6, B = 1, doms(X)`, Want: "[2..4]"},
	{Goal: `B #<==> (X in 2..4), X = 5, print(B)`, Want: "0"},
	{Goal: `X #> Y, Y #> X, X in 0..sup, print(ok)`, Want: "ok"},
	{Goal: `X #= max(3, 7) + abs(-2), print(X)`, Want: "9"},
	{Goal: `X in 1..3, Y in 5..7, X #= Y, print(X)`, Want: "false"},
	{Goal: `X in 1..3, Y in 1..3, X = Y, doms(X)`, Want: "[1..3]"},
	{Goal: `X #= 2^ -1`, Want: "false"},
	{Goal: `X #= 1 // 0`, Want: "false"},
	{Goal: `X in 1..3, clpfd:attribute_goals(X, L, []), print(L)`, Want: "[clpfd:(_ in 1..3)]"},
	{Goal: `[X0,X1,X2] ins 0..3, (X0 mod max(X0, X2)) #> (X1 // X1), X0 = 1, X1 = 2, X2 = 3`, Want: "false"},
	{Goal: `all_different([X,Y]), X = Y, X = 1`, Want: "false"},
	{Goal: `X #= Y, all_different([X,Y]), write(ok)`, Want: "ok"},
	{Goal: `X in 1..3, Q #= X // X, X = 2, print(Q)`, Want: "1"},
	{Goal: `X in 1..3, Y in 1..2, findall(N, labeling([upto_in(N)], [X,Y]), L), print(L)`, Want: "[6]"},
	{Goal: `X in 1..3, Y in 1..2, X #< Y, findall(X-Y-N, labeling([upto_in(N)], [X,Y]), L), print(L)`, Want: "[1-2-1]"},
	{Goal: `X in 1..4, findall(X, labeling([bisect,down], [X]), L), print(L)`, Want: "[4,3,2,1]"},
	{Goal: `X in 1..3, labeling([bisect, random_value(1)], [X])`, Want: "error: error(domain_error(bisect_up_or_down,random_value(1)),_)"},
	{Goal: `X in 1..3, findall(X, labeling([upto_in], [X]), L), print(L)`, Want: "[_]"},
	{Goal: `X in 1..5, X #\= 3, findall(X, labeling([ff, enum, down], [X]), L), print(L)`, Want: "[5,4,2,1]"},
	{Goal: `element(I, [10,20,30], V), I #> 1, findall(I-V, label([I,V]), L), print(L)`, Want: "[2-20,3-30]"},
	{Goal: `element(I, [X,Y], 5), X in 1..3, fd_dom(I, D), print(D), nl, print(Y)`, Want: "2..2\n5"},
	{Goal: `X in 1..5, element(2, [X,X2,7], V), V #= 3, print(X2)`, Want: "3"},
	{Goal: `element(I, [1,2], V), I = 3`, Want: "false"},
	{Goal: `tuples_in([[X,Y]], [[1,2],[2,3],[3,1]]), X #> 1, findall(X-Y, label([X,Y]), L), print(L)`, Want: "[2-3,3-1]"},
	{Goal: `tuples_in([[X,Y],[Y,Z]], [[1,2],[2,3],[3,1]]), X = 1, print(Y-Z)`, Want: "2-3"},
	{Goal: `global_cardinality([A,B,C], [1-2, 3-1]), findall([A,B,C], label([A,B,C]), L), print(L)`, Want: "[[1,1,3],[1,3,1],[3,1,1]]"},
	{Goal: `global_cardinality([A,B], [1-N, 2-M]), A = 1, B = 1, print(N-M)`, Want: "2-0"},
	{Goal: `transpose([[1,2,3],[4,5,6]], T), print(T)`, Want: "[[1,4],[2,5],[3,6]]"},
	{Goal: `transpose([], T), print(T)`, Want: "[]"},
	{Goal: `transpose([[]], T), print(T)`, Want: "[]"},
	{Goal: `length(Rows, 3), maplist(same_length([_,_,_]), Rows), transpose(Rows, Cols), length(Cols, N), print(N)`, Want: "3"},
	{Goal: `B #<==> (X // Y #= 1), Y = 0, print(B)`, Want: "0"},
	{Goal: `B #<==> (X mod Y #= 1), X = 3, Y = 0, print(B)`, Want: "0"},
	{Goal: `B #<==> (X mod Y #= 1), X = 3, Y = 2, print(B)`, Want: "1"},
	{Goal: `X in 0..3, Y in 0..2, findall(X-Y-B, (B #<==> (X // Y #= 1), label([X,Y,B])), L), print(L)`, Want: "[0-0-0,0-1-0,0-2-0,1-0-0,1-1-1,1-2-0,2-0-0,2-1-0,2-2-1,3-0-0,3-1-0,3-2-1]"},
	{Goal: `X in 0..3, Y in 0..2, findall(X-Y, (#\ (X // Y #= 1), label([X,Y])), L), print(L)`, Want: "[0-0,0-1,0-2,1-0,1-2,2-0,2-1,3-0,3-1]"},
	{Goal: `X in 0..3, Y in -1..1, findall(X-Y, ((X rem Y #= 0) #\/ (X #= 3), label([X,Y])), L), print(L)`, Want: "[0- -1,0-1,1- -1,1-1,2- -1,2-1,3- -1,3-0,3-1]"},
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
