% Errors of phrase/2,3.
:- initialization(main).
e(G) :- catch((G -> write(yes) ; write(failed)), error(F, _), write(F)), nl.
main :- e(phrase(_, [])), e(phrase(1, [])), e(phrase([a], foo)), e(phrase([a], [a])), halt.
