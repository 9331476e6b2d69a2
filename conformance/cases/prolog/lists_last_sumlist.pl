% last/2, sum_list/2, sumlist/2 and max_list/2 edge cases.
:- initialization(main).
main :- last([a], A), write(A), nl, ( last([], _) -> write(yes) ; write(no) ), nl,
    sum_list([], S), write(S), nl, sumlist([1, 2], S2), write(S2), nl, max_list([1.5, 2, -3], M), write(M), nl, halt.
