% \+ and findall leave outer variables free.
:- initialization(main).
main :- X = f(Y), \+ \+ Y = 1, \+ Y == 1, X = f(Z), Z = z, write(X), nl,
    findall(W, member(W, [1,2]), L), write(L), nl,
    findall(V, (member(V, [1,2]), V = W), L2), write(L2), nl,
    ( var(W) -> write(still_free) ; write(bound) ), nl, halt.
