% Symbolic differentiation.
:- initialization(main).
d(U + V, X, DU + DV) :- !, d(U, X, DU), d(V, X, DV).
d(U - V, X, DU - DV) :- !, d(U, X, DU), d(V, X, DV).
d(U * V, X, DU * V + U * DV) :- !, d(U, X, DU), d(V, X, DV).
d(U ^ N, X, N * U ^ N1 * DU) :- integer(N), !, N1 is N - 1, d(U, X, DU).
d(-(U), X, -(DU)) :- !, d(U, X, DU).
d(exp(U), X, exp(U) * DU) :- !, d(U, X, DU).
d(log(U), X, DU / U) :- !, d(U, X, DU).
d(X, X, 1) :- !.
d(_, _, 0).
main :- d(x ^ 3 + 2 * x - 1, x, D), writeq(D), nl, d(exp(x * x), x, E), writeq(E), nl, d(log(x) * x, x, F), writeq(F), nl, halt.
