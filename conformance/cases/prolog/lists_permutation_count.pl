% permutation/2: count, uniqueness, and the checking mode.
:- initialization(main).
main :- findall(P, permutation([a, b, c, d], P), Ps), length(Ps, N), write(N), nl, sort(Ps, S), length(S, M), write(M), nl,
    ( permutation([1, 2, 3], [3, 1, 2]) -> write(yes) ; write(no) ), nl, halt.
