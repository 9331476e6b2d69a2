% e(G): run G once; print its error's formal term if it raises one.
e(G) :- catch((G -> true ; write(failed), nl), error(F, _), (write(F), nl)).

% call/1 on a variable or a non-callable term raises the ISO errors.
:- initialization(main).
main :- e(call(_)), e(call(1)), e(call((fail, 1))), e(call((write(x), 1))),
    e(call(foo, 1)), e(undefined_pred_xyz), halt.
