% Sorting numbers of mixed type with =< and standard order.
:- initialization(main).
main :- msort([3, 1.5, 2, 2.0, -1, 1.0e10, 7], L), write(L), nl,
    findall(X, (member(X, [3, 1.5, 2, 2.0]), X >= 2), G), write(G), nl, sort(0, @>=, [1, 2.0, 3, 2], D), write(D), nl, halt.
