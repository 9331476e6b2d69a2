% Issue 38's reproduction: :- dynamic counter/1. declares counter/1 (dynamic as a prefix operator); calling it fails.
:- dynamic counter/1.

main :- ( counter(X) -> write(X) ; write(no_counter) ), nl,
    assertz(counter(1)), counter(Y), write(Y), nl, halt.
:- initialization(main).
