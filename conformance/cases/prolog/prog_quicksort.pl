% Quicksort with difference lists on 2000 pseudo-random numbers.
:- initialization(main).
qsort(L, S) :- qsort(L, S, []).
qsort([], S, S).
qsort([H|T], S, S0) :- partition(H, T, Sm, Lg), qsort(Sm, S, [H|S1]), qsort(Lg, S1, S0).
partition(_, [], [], []).
partition(P, [X|Xs], [X|Sm], Lg) :- X =< P, !, partition(P, Xs, Sm, Lg).
partition(P, [X|Xs], Sm, [X|Lg]) :- partition(P, Xs, Sm, Lg).
rand(0, _, []) :- !.
rand(N, S, [X|Xs]) :- X is S mod 1000, S1 is (S * 1103515245 + 12345) mod 2147483648, N1 is N - 1, rand(N1, S1, Xs).
main :- rand(2000, 42, L), qsort(L, S), msort(L, M), ( S == M -> write(sorted) ; write(wrong) ), nl,
    S = [A, B, C|_], write([A, B, C]), nl, last(S, Z), write(Z), nl, halt.
