% The longest Collatz chain below 10000.
:- initialization(main).
len(1, L, L) :- !.
len(N, L0, L) :- ( N mod 2 =:= 0 -> M is N // 2 ; M is 3 * N + 1 ), L1 is L0 + 1, len(M, L1, L).
best(N, N, B, B) :- !.
best(I, N, B0-M0, B) :- len(I, 1, L), ( L > B0 -> B1 = L-I ; B1 = B0-M0 ), I1 is I + 1, best(I1, N, B1, B).
main :- best(1, 10000, 0-0, B), write(B), nl, halt.
