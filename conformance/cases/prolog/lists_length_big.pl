% length/2 and append/3 on a 100,000-element list built by numlist.
:- initialization(main).
main :- numlist(1, 100000, L), length(L, N), write(N), nl, append(L, [x], L2), last(L2, La), write(La), nl,
    sum_list(L, S), write(S), nl, reverse(L, [F|_]), write(F), nl, msort(L, M), nth1(50000, M, E), write(E), nl, halt.
