% The occurs_check flag: with true, X = f(X) fails.
:- initialization(main).
main :- ( X = f(X) -> write(unified) ; write(failed) ), nl, set_prolog_flag(occurs_check, true),
    ( Y = f(Y) -> write(unified) ; write(failed) ), nl, ( g(Z, Z) = g(W, h(W)) -> write(unified) ; write(failed) ), nl, halt.
