% Errors of op/3.
:- initialization(main).
e(G) :- catch((G -> write(yes) ; write(failed)), error(F, _), write(F)), nl.
main :- e(op(1201, xfx, foo)), e(op(200, yfy, foo)), e(op(200, xfx, ',')), e(op(_, xfx, foo)), e(op(200, xfx, 1)),
    e(op(200, xfx, [a, b])), e(op(200, xf, '|')), halt.
