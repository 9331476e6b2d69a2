% A deterministic tail-recursive loop of 10,000,000 iterations (last-call optimization).
:- initialization(main).
count(N, N) :- !.
count(I, N) :- I1 is I + 1, count(I1, N).
main :- count(0, 10000000), write(done), nl, halt.
