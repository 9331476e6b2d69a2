% Tabling: :- table makes left recursion end with every answer and
% naive fib linear; mutual recursion; a mode-directed table (min).
% Answers are compared as sets: SWI-Prolog's answer tries give them in
% an order of their own.
:- table path/2.
path(X, Y) :- path(X, Z), edge(Z, Y).
path(X, Y) :- edge(X, Y).
edge(a, b). edge(b, c). edge(c, a). edge(c, d).

:- table fib/2.
fib(0, 0).
fib(1, 1).
fib(N, F) :- N > 1, N1 is N-1, N2 is N-2, fib(N1, F1), fib(N2, F2), F is F1+F2.

:- table conn(_, _, min).
conn(X, Y, 1) :- edge(X, Y).
conn(X, Y, N) :- conn(X, Z, N0), edge(Z, Y), N is N0+1.

:- table even/1, odd/1.
even(0).
even(N) :- N > 0, M is N-1, odd(M).
odd(N) :- N > 0, M is N-1, even(M).

:- initialization(main).
main :-
    setof(Y, path(a, Y), L1), write(L1), nl,
    setof(X-Y, path(X, Y), L2), write(L2), nl,
    fib(30, F), write(F), nl,
    fib(300, G), write(G), nl,
    setof(Y-N, conn(a, Y, N), L3), write(L3), nl,
    ( even(100) -> write(even) ; write(odd) ), nl,
    abolish_all_tables,
    ( path(d, _) -> write(path_from_d) ; write(no_path_from_d) ), nl,
    halt.
