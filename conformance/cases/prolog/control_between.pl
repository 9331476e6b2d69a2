% e(G): run G once; print its error's formal term if it raises one.
e(G) :- catch((G -> true ; write(failed), nl), error(F, _), (write(F), nl)).

% between/3 enumerates, tests, and takes inf.
:- initialization(main).
main :- findall(X, between(1, 5, X), L), write(L), nl,
    findall(X, between(3, 2, X), L2), write(L2), nl,
    ( between(1, 10, 10) -> write(yes) ; write(no) ), nl,
    ( between(1, inf, 1000000) -> write(yes) ; write(no) ), nl,
    findall(X, (between(1, inf, X), X > 3, !), L3), write(L3), nl,
    e(between(a, 3, _)), e(between(1, _, _)),
    halt.
