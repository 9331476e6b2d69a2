% The unknown flag: error (default) or fail.
:- initialization(main).
main :- catch(nope1, error(E, _), (write(E), nl)), set_prolog_flag(unknown, fail),
    ( nope2 -> write(yes) ; write(failed) ), nl, halt.
