% halt/0 from deep inside a goal with choice points ends the process at once.
:- initialization(main).
main :- member(X, [1, 2, 3]), write(X), nl, X >= 2, halt.
