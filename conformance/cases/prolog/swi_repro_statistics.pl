% Issue 38's reproduction: statistics(runtime, _) gives integer milliseconds.
main :- statistics(runtime, [T, D]), integer(T), integer(D), write(ok), nl, halt.
:- initialization(main).
