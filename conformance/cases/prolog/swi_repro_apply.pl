% Issue 38's reproduction: apply/2 adds the list to the goal.
main :- apply(format, ["~w~n", [x]]), halt.
:- initialization(main).
