package system

import (
	"testing"

	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/lib/libtest"
)

// systemProgram is the program the cases run with.
const systemProgram = `
p(1). p(2). p(3).
deep(0) :- !.
deep(N) :- N1 is N-1, deep(N1).
sq(X, Y) :- Y is X*X.
:- arithmetic_function(sq/1).
sqs(X) :- X is sq(3) + sq(1+1).
two(2).
:- arithmetic_function(two/0).
sqall(L) :- findall(X, (member(Y, [1,2]), X is sq(Y) + two), L).
:- dynamic counter/1.
counter(0).
foo(X, Y) :- X > 1, ( Y = a -> true ; Y = b ), \+ X = 3, findall(Z, member(Z, [1,2]), _L), format("~w~n", [X]).
`

// systemCases: every expectation is SWI-Prolog 9.0.4's for the same
// program and goal.
var systemCases = []libtest.Case{
	{Goal: `writeln(hello), writeln("a string")`, Want: "hello\na string\n"},
	{Goal: `apply(format, ["~w~n", [x]])`, Want: "x\n"},
	{Goal: `foreach(between(1, 3, X), (write(X), nl))`, Want: "1\n2\n3\n"},
	{Goal: `foreach(member(X, [1,2]), Y = X)`, Want: "false"},
	{Goal: `foreach(member(X, [1,2]), (Y = y, write(X-Y))), write(Y)`, Want: "1-y2-yy"},
	{Goal: `foreach((member(X, [1,2]), write(g(X))), write(X))`, Want: "g(1)g(2)12"},
	{Goal: `foreach(member(X-Y, [a-1, b-2]), (Z = X ; Z = Y)), write(Z)`, Want: "false"},
	{Goal: `foreach(member(X, [1,2,3]), nth1(X, L, X)), length(L, 3), write(L)`, Want: "[1,2,3]"},
	{Goal: `T = f(a,b), (setarg(1, T, z), write(T), fail ; write(T))`, Want: "f(z,b)f(a,b)"},
	{Goal: `T = f(a), (nb_setarg(1, T, z), fail ; write(T))`, Want: "f(z)"},
	{Goal: `prolog_flag(bounded, B), pow(2, 10, P), write(B/P)`, Want: "false/1024"},
	{Goal: `call_with_depth_limit(deep(5), 10, R), write(R)`, Want: "6"},
	{Goal: `call_with_depth_limit(deep(20), 10, R), write(R)`, Want: "depth_limit_exceeded"},
	{Goal: `call_with_depth_limit(p(X), 5, R), write(X-R)`, Want: "1-1"},
	{Goal: `sqs(X), write(X)`, Want: "13"},
	{Goal: `sqall(L), write(L)`, Want: "[3,6]"},
	{Goal: `statistics(runtime, [A, B]), integer(A), integer(B), statistics(walltime, [C, D]), integer(C), integer(D)`, Want: ""},
	{Goal: `statistics(inferences, I), integer(I), statistics(cputime, C), number(C), get_time(T), float(T)`, Want: ""},
	{Goal: `statistics(nosuchkey, _)`, Want: "error: error(domain_error(statistics_key,nosuchkey),context(system:statistics/2,_))"},
	{Goal: `garbage_collect`, Want: ""},
	{Goal: `write(a), sleep(0.01), sleep(0), sleep(-1), write(b)`, Want: "ab"},
	{Goal: `sleep(a)`, Want: "error: error(type_error(float,a),context(system:sleep/1,_))"},
	{Goal: `sleep(_)`, Want: "error: error(instantiation_error,context(system:sleep/1,_))"},
	{Goal: `listing(p/1)`, Want: "p(1).\np(2).\np(3).\n\n"},
	{Goal: `listing(counter)`, Want: ":- dynamic counter/1.\n\ncounter(0).\n\n"},
	{Goal: `listing(foo/2)`, Want: "foo(X, Y) :-\n    X>1,\n    (   Y=a\n    ->  true\n    ;   Y=b\n    ),\n    \\+ X=3,\n    findall(Z, member(Z, [1, 2]), _L),\n    format(\"~w~n\", [X]).\n\n"},
	{Goal: `portray_clause((a :- b, (c -> d ; e)))`, Want: "a :-\n    b,\n    (   c\n    ->  d\n    ;   e\n    ).\n"},
	{Goal: `portray_clause(foo(X, Y, [a,b], "s", 'B c', X))`, Want: "foo(A, _, [a, b], \"s\", 'B c', A).\n"},
	{Goal: `portray_clause((x :- y ; z))`, Want: "x :-\n    (   y\n    ;   z\n    ).\n"},
	{Goal: `print_message(error, format("x = ~w", [1]))`, Want: "ERROR: x = 1\n"},
	{Goal: `catch(atom_length(X, _), E, (print_message(error, E)))`, Want: "ERROR: atom_length/2: Arguments are not sufficiently instantiated\n"},
	{Goal: `print_message(warning, foo(bar))`, Want: "Warning: Unknown message: foo(bar)\n"},
}

func TestSystem(t *testing.T) {
	for i := range systemCases {
		systemCases[i].Program = systemProgram
	}
	libtest.Run(t, []*engine.Library{Library}, systemCases)
}
