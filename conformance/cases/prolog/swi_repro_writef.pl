% Issue 38's reproduction: writef/2 with %w and \n.
main :- writef("%w and %w\n", [a,b]), halt.
:- initialization(main).
