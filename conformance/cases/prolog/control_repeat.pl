% repeat/0 with a counter in the database.
:- initialization(main).
:- dynamic(n/1).
n(0).
main :- repeat, retract(n(N)), N1 is N + 1, assertz(n(N1)), write(N1), nl, N1 >= 3, !, halt.
