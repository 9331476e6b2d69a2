% Building and walking a 1,000,000-element list with between/3 and findall/3.
:- initialization(main).
main :- findall(X, between(1, 1000000, X), L), sum(L, 0, S), write(S), nl, halt.
sum([], S, S).
sum([X|Xs], S0, S) :- S1 is S0 + X, sum(Xs, S1, S).
