% true, fail, false, and conjunction order.
:- initialization(main).
main :- ( true -> write(t) ; write(f) ),
    ( fail -> write(t) ; write(f) ),
    ( false -> write(t) ; write(f) ),
    ( (true, fail) -> write(t) ; write(f) ),
    ( (fail ; true) -> write(t) ; write(f) ), nl, halt.
