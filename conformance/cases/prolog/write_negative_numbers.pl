% Negative numbers as arguments and operands.
:- initialization(main).
main :- writeq(f(-1)), nl, writeq(- 1), nl, writeq(1 - -1), nl, writeq(-(1)), nl, writeq(-(-1)), nl, writeq(2 - (-2.5)), nl,
    writeq(-(a)), nl, writeq([-1, - 1]), nl, X is -(3), writeq(X), nl, halt.
