% include/3, exclude/3, partition/4 and partition/6.
:- initialization(main).
even(X) :- X mod 2 =:= 0.
main :- include(even, [1, 2, 3, 4, 5, 6], E), write(E), nl, exclude(even, [1, 2, 3, 4, 5, 6], O), write(O), nl,
    partition(even, [1, 2, 3, 4], I, X), write(I/X), nl,
    partition([N, Ord]>>compare(Ord, N, 3), [1, 5, 3, 2, 4, 3], Ls, Es, Gs), write(Ls/Es/Gs), nl, halt.
