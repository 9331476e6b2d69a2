% sort/2 removes duplicates, msort/2 keeps them, sort/4 and keysort/2 are stable.
:- initialization(main).
main :- sort([c, a, b, a], L1), write(L1), nl, msort([c, a, b, a], L2), write(L2), nl,
    keysort([b-1, a-2, b-0, a-1], L3), write(L3), nl,
    sort(0, @>=, [1, 3, 2, 3], L4), write(L4), nl,
    sort(1, @<, [f(2, a), f(1, b), f(2, c)], L5), write(L5), nl,
    sort(1, @=<, [f(2, a), f(1, b), f(2, c)], L6), write(L6), nl,
    sort(2, @>, [f(2, a), f(1, b), f(2, c)], L7), write(L7), nl,
    predsort([O, A, B]>>compare(O, A, B), [3, 1, 2, 1], L8), write(L8), nl, halt.
