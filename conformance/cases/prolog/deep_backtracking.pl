% Backtracking through 1,000,000 choice points.
:- initialization(main).
main :- ( between(1, 1000000, X), X >= 1000000 -> write(X) ; write(none) ), nl,
    findall(x, (between(1, 300000, Y), Y mod 3 =:= 0), L), length(L, N), write(N), nl, halt.
