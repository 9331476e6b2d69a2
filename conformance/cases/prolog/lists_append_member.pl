% append/3 in several modes, member/2, memberchk/2.
:- initialization(main).
main :- append([1, 2], [3], L), write(L), nl, findall(X+Y, append(X, Y, [a, b]), L2), write(L2), nl,
    findall(X, member(X, [a, b, c]), L3), write(L3), nl, ( memberchk(b, [a, b, c]) -> write(yes) ; write(no) ), nl,
    append(P, [last], [a, b, last]), write(P), nl, halt.
