% setof/3 sorts and removes duplicates, per group of free variables.
:- initialization(main).
p(b, 1). p(a, 2). p(c, 1). p(a, 1). p(b, 2).
main :- setof(X, Y^p(X, Y), L), write(L), nl,
    findall(Y-L2, setof(X, p(X, Y), L2), G), write(G), nl,
    setof(Y-X, p(X, Y), L3), write(L3), nl,
    ( setof(X, p(X, 3), L4) -> write(L4) ; write(empty_fails) ), nl,
    setof(X, member(X, [c, a, b, a]), L5), write(L5), nl, halt.
