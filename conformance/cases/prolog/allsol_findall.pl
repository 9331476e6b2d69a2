% findall/3 and findall/4.
:- initialization(main).
p(1, a). p(2, b). p(3, a).
main :- findall(X, p(X, _), L), write(L), nl, findall(X-Y, p(X, Y), L2), write(L2), nl,
    findall(X, p(X, z), L3), write(L3), nl, findall(X, p(X, a), L4, [end]), write(L4), nl,
    findall(X, member(X, [1, 2, 3]), [A|_]), write(A), nl, halt.
