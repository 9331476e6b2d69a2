% Issue 38's reproduction: a left-recursive tabled path/2 ends with every answer.
:- table path/2.

edge(a, b).
edge(b, c).
edge(c, a).
edge(c, d).

path(X, Y) :- path(X, Z), edge(Z, Y).
path(X, Y) :- edge(X, Y).

main :- findall(Y, path(a, Y), L), msort(L, S), write(S), nl, halt.
:- initialization(main).
