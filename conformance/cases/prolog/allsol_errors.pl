% Errors of findall, bagof and setof.
:- initialization(main).
e(G) :- catch((G -> write(yes) ; write(failed)), error(F, _), write(F)), nl.
main :- e(findall(_, _, _)), e(findall(_, 1, _)), e(bagof(_, _, _)), e(setof(_, 1, _)),
    e(findall(X, member(X, [a]), [b|c])), e(bagof(X, Y^Z, L)), halt.
