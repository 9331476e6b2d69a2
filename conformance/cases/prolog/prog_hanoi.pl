% Towers of Hanoi: the moves for 3 discs and the count for 16.
:- initialization(main).
hanoi(0, _, _, _) --> !, [].
hanoi(N, A, B, C) --> { N1 is N - 1 }, hanoi(N1, A, C, B), [A-B], hanoi(N1, C, B, A).
main :- phrase(hanoi(3, left, right, middle), Moves), write(Moves), nl,
    phrase(hanoi(16, a, b, c), M16), length(M16, L), write(L), nl, halt.
