% list_to_set, subtract, delete, intersection, union, flatten, sort.
:- initialization(main).
main :- list_to_set([a, b, a, c, b], S), write(S), nl, subtract([1, 2, 3, 4], [2, 4], D), write(D), nl,
    delete([a, b, a, c], a, R), write(R), nl, intersection([1, 2, 3], [3, 1, 5], I), write(I), nl,
    union([1, 2], [2, 3], U), write(U), nl, flatten([1, [2, [3, 4]], [], 5], F), write(F), nl,
    sort([c, a, b, a], So), write(So), nl, halt.
