% Cut, if-then-else, negation and {} inside grammar bodies.
:- initialization(main).
ab --> ( [a] -> [b] ; [c] ).
notx --> \+ [x], [_].
count(N) --> [_], !, count(N0), { N is N0 + 1 }.
count(0) --> [].
main :- ( phrase(ab, [a, b]) -> write(yes) ; write(no) ), ( phrase(ab, [c]) -> write(yes) ; write(no) ),
    ( phrase(ab, [a, c]) -> write(yes) ; write(no) ), nl,
    ( phrase(notx, [y]) -> write(yes) ; write(no) ), ( phrase(notx, [x]) -> write(yes) ; write(no) ), nl,
    phrase(count(N), [a, b, c]), write(N), nl, halt.
