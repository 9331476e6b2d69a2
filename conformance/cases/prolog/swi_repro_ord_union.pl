% Issue 38's reproduction: ord_union/3.
main :- ord_union([a,c,e], [b,c,d], U), write(U), nl, halt.
:- initialization(main).
