% sum_list, max_list, min_list, numlist, max_member, min_member.
:- initialization(main).
main :- sum_list([1, 2, 3.5], S), write(S), nl, max_list([3, 9, 2], Mx), min_list([3, 9, 2], Mn), write(Mx/Mn), nl,
    numlist(1, 10, L), write(L), nl, sum_list(L, S2), write(S2), nl, ( max_list([], _) -> write(yes) ; write(no) ), nl,
    max_member(M, [b, f(a), 3, a]), write(M), nl, min_member(M2, [b, f(a), 3, a]), write(M2), nl, halt.
