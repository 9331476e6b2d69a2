% dynamic/1 with a list and a conjunction; calling an empty dynamic predicate fails.
:- initialization(main).
:- dynamic([a/1, b/1]).
:- dynamic((c/0, d/2)).
main :- ( a(_) -> write(yes) ; write(no) ), ( b(_) -> write(yes) ; write(no) ), ( c -> write(yes) ; write(no) ),
    ( d(_, _) -> write(yes) ; write(no) ), nl, assertz(c), ( c -> write(yes) ; write(no) ), nl, halt.
