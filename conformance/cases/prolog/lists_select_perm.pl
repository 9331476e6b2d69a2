% select/3, selectchk/3, select/4, permutation/2.
:- initialization(main).
main :- findall(X-R, select(X, [a, b, c], R), L), write(L), nl,
    selectchk(b, [a, b, c, b], R2), write(R2), nl,
    findall(P, permutation([1, 2, 3], P), Ps), write(Ps), nl, length(Ps, N), write(N), nl,
    select(b, [a, b, c], x, R3), write(R3), nl, halt.
