% Issue 38's reproduction: digit groups: 1_000_000.
main :- X is 1_000_000 + 1, write(X), nl, halt.
:- initialization(main).
