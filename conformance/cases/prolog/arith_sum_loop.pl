% A deterministic arithmetic loop with an accumulator.
:- initialization(main).
sum(N, N, S, S) :- !.
sum(I, N, S0, S) :- I1 is I + 1, S1 is S0 + I1 * I1, sum(I1, N, S1, S).
main :- sum(0, 100000, 0, S), write(S), nl, halt.
