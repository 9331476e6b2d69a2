% foldl/5 over two lists and foldl/4 building an atom.
:- initialization(main).
dot(X, Y, A0, A) :- A is A0 + X * Y.
cat(X, A0, A) :- atom_concat(A0, X, A).
main :- foldl(dot, [1, 2, 3], [4, 5, 6], 0, D), write(D), nl, foldl(cat, [a, b, c], '', C), write(C), nl, halt.
