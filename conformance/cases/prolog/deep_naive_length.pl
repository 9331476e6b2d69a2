% Non-tail recursion over a 1,000,000-element list.
:- initialization(main).
len([], 0).
len([_|T], N) :- len(T, M), N is M + 1.
mk(0, []) :- !.
mk(N, [N|T]) :- N1 is N - 1, mk(N1, T).
main :- mk(1000000, L), len(L, N), write(N), nl, halt.
