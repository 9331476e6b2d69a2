% Pushback (Head, List --> Body) and call//N.
:- initialization(main).
peek(X), [X] --> [X].
two_same --> peek(X), [X], [X].
any(X) --> [X].
main :- ( phrase(peek(A), [a, b], R) -> write(A-R) ; write(no) ), nl,
    ( phrase(two_same, [x, x]) -> write(yes) ; write(no) ), nl,
    phrase(call(any, Y), [q], []), write(Y), nl, halt.
