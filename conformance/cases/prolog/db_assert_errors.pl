% Errors of assert and retract.
:- initialization(main).
e(G) :- catch((G -> write(yes) ; write(failed)), error(F, _), write(F)), nl.
main :- e(assertz(_)), e(assertz(4)), e(assertz((foo :- 4))), e(asserta((atom_length(_, _) :- true))),
    e(retract((x :- _, 4))), e(assertz((foo(X) :- X))), halt.
