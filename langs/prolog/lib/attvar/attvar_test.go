package attvar

import (
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/lib/libtest"
)

// attvarProgram is the program the cases run with: its own attribute
// module oneof/2 (a variable that may only take one of a list of
// values), and predicates whose heads or first goals bind.
const attvarProgram = `
show(T) :- copy_term(T, C, Gs), print(C-Gs), nl.
% An attribute module of its own: a variable that may only take one of a
% list of values (not SWI's documentation example).
oneof(X, L) :- var(X), !, ( get_attr(X, oneof, L0) -> intersection(L0, L, L1) ; L1 = L ), L1 \== [], ( L1 = [V] -> X = V ; put_attr(X, oneof, L1) ).
oneof(X, L) :- memberchk(X, L).
oneof:attr_unify_hook(L, Y) :- ( var(Y) -> ( get_attr(Y, oneof, L2) -> intersection(L, L2, L3), L3 \== [], ( L3 = [V] -> Y = V ; put_attr(Y, oneof, L3) ) ; put_attr(Y, oneof, L) ) ; memberchk(Y, L) ).
oneof:attribute_goals(X) --> { get_attr(X, oneof, L) }, [oneof(X, L)].
p(1) :- !, write(a).
p(_) :- write(b).
q(1) :- write(q).
r(X) :- X = 1, write(r).
s(X) :- X is 2, write(s).
`

// attvarCases: every expectation is SWI-Prolog 9.0.4's (swipl with the
// program and the goal, what it writes, then false or the error it
// raised).
var attvarCases = []libtest.Case{
	{Goal: `freeze(X, write(a)), X = 1, write(b)`, Want: "ab"},
	{Goal: `freeze(X, write(a)), write(b), X = 1`, Want: "ba"},
	{Goal: `freeze(X, (write(x), nl)), freeze(X, (write(y), nl)), X = 1`, Want: "x\ny\n"},
	{Goal: `freeze(X, fail), (X = 1 -> write(bad) ; write(good))`, Want: "good"},
	{Goal: `freeze(X, member(Y, [1,2,3])), X = a, write(Y), nl, fail`, Want: "1\n2\n3\nfalse"},
	{Goal: `freeze(X, fail), p(X)`, Want: "b"},
	{Goal: `freeze(X, write(w)), q(X)`, Want: "wq"},
	{Goal: `freeze(X, write(w)), r(X)`, Want: "wr"},
	{Goal: `freeze(X, write(w)), s(X)`, Want: "ws"},
	{Goal: `freeze(X, write(x)), freeze(Y, write(y)), f(X, Y) = f(1, 2)`, Want: "xy"},
	{Goal: `freeze(X, write(x)), freeze(Y, write(y)), X = Y, write(-), X = 1`, Want: "-xy"},
	{Goal: `freeze(1, write(now))`, Want: "now"},
	{Goal: `freeze(X, write(a)), frozen(X, G), print(G)`, Want: "freeze(_,user:write(a))"},
	{Goal: `frozen(_, G), print(G)`, Want: "true"},
	{Goal: `freeze(X, true), freeze(Y, write(y)), frozen(f(X, Y), G), print(G)`, Want: "freeze(_,user:true),freeze(_,user:write(y))"},
	{Goal: `freeze(X, write(a)), (X = 1, fail ; write(b)), frozen(X, G), print(G)`, Want: "abfreeze(_,user:write(a))"},
	{Goal: `freeze(X, true), findall(X, true, [Y]), frozen(Y, G), print(G)`, Want: "freeze(_,user:true)"},
	{Goal: `freeze(X, write(a)), copy_term(X, Y), Y = 1, nl, X = 2`, Want: "a\na"},
	{Goal: `freeze(X, write(a)), bagof(X, member(X, [Z]), L), print(L), nl, L = [V], V = 1`, Want: "[_]\na"},
	{Goal: `findall(X, (freeze(X, true), member(X, [1, 2])), L), print(L)`, Want: "[1,2]"},
	{Goal: `freeze(X, true), show(X)`, Want: "_-[freeze(_,user:true)]\n"},
	{Goal: `freeze(X, write(x)), catch((X = 1, throw(e)), e, true), nl, X = 2`, Want: "x\nx"},
	{Goal: `freeze(X, throw(oops)), catch(X = 1, E, (print(caught(E)))), var(X)`, Want: "caught(oops)"},
	{Goal: `dif(X, a), X = b, write(ok)`, Want: "ok"},
	{Goal: `dif(X, a), X = a`, Want: "false"},
	{Goal: `dif(a, b), write(ok)`, Want: "ok"},
	{Goal: `dif(X, X)`, Want: "false"},
	{Goal: `dif(X, Y), X = Y`, Want: "false"},
	{Goal: `dif(X, Y), X = a, Y = b, write(ok)`, Want: "ok"},
	{Goal: `dif(f(X, a), f(b, Y)), X = b, show(Y)`, Want: "_-[dif(_,a)]\n"},
	{Goal: `dif(f(X, a), f(b, Y)), X = b, Y = a`, Want: "false"},
	{Goal: `dif(X, a), show(X)`, Want: "_-[dif(_,a)]\n"},
	{Goal: `dif(f(X, Y), f(a, b)), X = a, show(Y)`, Want: "_-[dif(_,b)]\n"},
	{Goal: `dif(X, f(Y)), X = f(Z), Z = 1, (Y = 1 -> write(bad) ; write(good))`, Want: "good"},
	{Goal: `dif(A, B), A = f(C), B = f(D), C = 1, (D = 1 -> write(bad) ; write(good))`, Want: "good"},
	{Goal: `dif(X, a), (X = b ; X = a ; X = c), write(X), fail`, Want: "bcfalse"},
	{Goal: `findall(X, (dif(X, a), member(X, [a, b, c])), L), print(L)`, Want: "[b,c]"},
	{Goal: `bagof(X, (dif(X, a), member(X, [a, b, c])), L), print(L)`, Want: "[b,c]"},
	{Goal: `dif(X, a), findall(X, true, [Y]), (Y = a -> write(bad) ; write(good))`, Want: "good"},
	{Goal: `dif(X-Y, Y-X), X = Y`, Want: "false"},
	{Goal: `dif(X-Y, Y-X), X = a, show(Y)`, Want: "_-[dif(_,a)]\n"},
	{Goal: `dif(f(X, X), f(Y, Z)), Y = Z, (X = Y -> write(bad) ; write(good))`, Want: "good"},
	{Goal: `dif(X, 1), X = 1.0, write(ok)`, Want: "ok"},
	{Goal: `dif(X, Y), frozen(X, G), print(G)`, Want: "dif(_,_)"},
	{Goal: `dif([X|Xs], [1, 2, 3]), Xs = [2, Y], X = 1, (Y = 3 -> write(bad) ; write(good))`, Want: "good"},
	{Goal: `dif(f(X,a), f(b,Y)), show(X-Y)`, Want: "_-_-[dif(f(_,_),f(b,a))]\n"},
	{Goal: `freeze(X, write(x)), bagof(X-Y, member(X-Y, [1-a, 2-b]), L), nl, print(L)`, Want: "xx\n[1-a,2-b]"},
	{Goal: `setof(X, (dif(X, b), member(X, [c, b, a])), L), print(L)`, Want: "[a,c]"},
	{Goal: `freeze(X, (write(x), nl)), \+ X = 1, write(after)`, Want: "x\nfalse"},
	{Goal: `dif(X, a), \+ X = a, write(ok)`, Want: "ok"},
	{Goal: `forall(member(X, [1,2]), (freeze(Y, write(Y)), Y = X))`, Want: "12"},
	{Goal: `dif(X, a), bagof(X, member(X, [a, b, X]), L), print(L)`, Want: "[b,_]"},
	{Goal: `freeze(X, write(x)), findall(X, (X = 1 ; X = 2), L), nl, print(L)`, Want: "xx\n[1,2]"},
	{Goal: `dif(X, f(Y)), findall(X-Y, member(X-Y, [f(1)-1, f(1)-2, g-3]), L), print(L)`, Want: "[f(1)-2,g-3]"},
	{Goal: `aggregate_all(count, (dif(X, Y), member(X-Y, [a-a, a-b, b-b, b-c])), N), print(N)`, Want: "2"},
	{Goal: `freeze(X, fail), findall(X, member(X, [1, 2]), L), print(L)`, Want: "[]"},
	{Goal: `when(nonvar(X), write(a)), X = 1`, Want: "a"},
	{Goal: `when(ground(f(X, Y)), write(g)), X = 1, write(-), Y = 2`, Want: "-g"},
	{Goal: `when(?=(X, Y), write(d)), X = Y`, Want: "d"},
	{Goal: `when(?=(X, Y), write(d)), X = a, write(-), Y = b`, Want: "-d"},
	{Goal: `when(?=(f(X), f(Y)), write(d)), X = 1, write(-), Y = 2`, Want: "-d"},
	{Goal: `when((nonvar(X) ; nonvar(Y)), write(o)), Y = 1, X = 2`, Want: "o"},
	{Goal: `when((nonvar(X), nonvar(Y)), write(c)), X = 1, write(-), Y = 2`, Want: "-c"},
	{Goal: `when(nonvar(a), write(now))`, Want: "now"},
	{Goal: `when((nonvar(X) ; ground(Y)), true), show(X-Y)`, Want: "_-_-[when((nonvar(_);ground(_)),user:true)]\n"},
	{Goal: `when((nonvar(A) ; nonvar(B) ; nonvar(C)), true), show(A-B-C)`, Want: "_-_-_-[when((nonvar(_);nonvar(_);nonvar(_)),user:true)]\n"},
	{Goal: `when((nonvar(A), (nonvar(B) ; nonvar(C))), true), show(A-B-C)`, Want: "_-_-_-[when((nonvar(_),or([nonvar(_),nonvar(_)])),user:true)]\n"},
	{Goal: `when(_, true)`, Want: "error: error(instantiation_error,context(system:'$eval_when_condition'/2,_))"},
	{Goal: `when(foo, true)`, Want: "error: error(domain_error(when_condition,foo),context(system:'$eval_when_condition'/2,_))"},
	{Goal: `when((nonvar(_), foo), true)`, Want: "error: error(domain_error(when_condition,(nonvar(_),foo)),context(system:'$eval_when_condition'/2,_))"},
	{Goal: `when(nonvar(X), fail), (X = 1 -> write(bad) ; write(good))`, Want: "good"},
	{Goal: `when(nonvar(X), (Y = 1 ; Y = 2)), X = a, write(Y), fail`, Want: "12false"},
	{Goal: `findall(X, (when(nonvar(X), true), member(X, [1, 2])), L), print(L)`, Want: "[1,2]"},
	{Goal: `when(nonvar(X), write(w)), freeze(X, write(f)), X = 1`, Want: "wf"},
	{Goal: `when(ground(X-Y), true), X = Y, show(X-Y)`, Want: "_-_-[when(ground(_-_),user:true)]\n"},
	{Goal: `put_attr(X, m, 1), get_attr(X, m, V), print(V)`, Want: "1"},
	{Goal: `put_attr(X, m, 1), put_attr(X, m, 2), get_attr(X, m, V), print(V)`, Want: "2"},
	{Goal: `put_attr(X, m, 1), (put_attr(X, m, 2), fail ; get_attr(X, m, V)), print(V)`, Want: "1"},
	{Goal: `put_attr(X, m, 1), del_attr(X, m), (attvar(X) -> write(yes) ; write(no))`, Want: "no"},
	{Goal: `put_attr(X, m, 1), put_attr(X, n, 2), get_attrs(X, A), print(A)`, Want: "att(m,1,att(n,2,[]))"},
	{Goal: `put_attrs(X, att(m, 1, att(n, 2, []))), put_attr(X, o, 3), put_attr(X, m, 4), get_attrs(X, A), print(A)`, Want: "att(m,4,att(n,2,att(o,3,[])))"},
	{Goal: `put_attr(X, m, 1), X = Y, get_attr(Y, m, V), print(V)`, Want: "1"},
	{Goal: `put_attr(X, m, 1), del_attrs(X), (attvar(X) -> write(yes) ; write(no))`, Want: "no"},
	{Goal: `get_attr(a, m, _)`, Want: "false"},
	{Goal: `put_attr(a, m, 1)`, Want: "error: error(uninstantiation_error(a),context(put_attr/3,'1-st argument'))"},
	{Goal: `put_attr(_, 1, 1)`, Want: "error: error(type_error(atom,1),context(system:put_attr/3,_))"},
	{Goal: `put_attr(_, _, 1)`, Want: "error: error(instantiation_error,context(system:put_attr/3,_))"},
	{Goal: `del_attrs(a), del_attr(b, m), write(ok)`, Want: "ok"},
	{Goal: `attvar(_)`, Want: "false"},
	{Goal: `put_attr(X, m, 1), attvar(X), \+ attvar(_), write(ok)`, Want: "ok"},
	{Goal: `X = f(Y), put_attr(Y, m, 1), term_attvars(X, Vs), length(Vs, N), print(N)`, Want: "1"},
	{Goal: `put_attr(X, m, 1), copy_term(X, Y), get_attr(Y, m, V), print(V)`, Want: "1"},
	{Goal: `put_attr(X, m, a), copy_term(f(X), C, Gs), print(C-Gs)`, Want: "f(_)-[put_attr(_,m,a)]"},
	{Goal: `put_attr(X, nomod, 1), X = 2`, Want: "error: error(existence_error(procedure,nomod:attr_unify_hook/2),context('$attvar':uhook/3,_))"},
	{Goal: `oneof(X, [a, b, c]), oneof(X, [b, c, d]), show(X)`, Want: "_-[oneof(_,[b,c])]\n"},
	{Goal: `oneof(X, [a, b, c]), oneof(X, [c, d]), print(X)`, Want: "c"},
	{Goal: `oneof(X, [a, b]), X = c`, Want: "false"},
	{Goal: `oneof(X, [a, b, c]), oneof(Y, [b, c, d]), X = Y, show(X)`, Want: "_-[oneof(_,[b,c])]\n"},
	{Goal: `oneof(X, [a, b]), oneof(Y, [b, c]), X = Y, print(X)`, Want: "b"},
	{Goal: `oneof(X, [a, b, c]), findall(X, member(X, [a, d, c]), L), print(L)`, Want: "[a,c]"},
	{Goal: `unifiable(f(X, Y), f(a, b), U), print(U)`, Want: "[_=b,_=a]"},
	{Goal: `unifiable(X, Y, U), print(U)`, Want: "[_=_]"},
	{Goal: `unifiable(f(X, a), f(Y, Y), U), print(U)`, Want: "[_=a,_=_]"},
	{Goal: `unifiable(f(a), g(a), _)`, Want: "false"},
	{Goal: `unifiable(f(X, b), f(a, X), _)`, Want: "false"},
	{Goal: `?=(a, b), ?=(X, X), \+ ?=(X, a), write(ok)`, Want: "ok"},
}

func TestAttvar(t *testing.T) {
	for i := range attvarCases {
		attvarCases[i].Program = attvarProgram
	}
	libtest.Run(t, Libraries, attvarCases)
}

// TestAttvarStress runs the cases with a collection at every allocation:
// attributes, the wake list and the attributed variables' trail are
// roots.
func TestAttvarStress(t *testing.T) {
	if testing.Short() {
		t.Skip("a collection at every allocation is slow")
	}
	for i := range attvarCases {
		attvarCases[i].Program = attvarProgram
	}
	libtest.RunHeap(t, Libraries, heap.Config{Stress: true}, attvarCases)
}
