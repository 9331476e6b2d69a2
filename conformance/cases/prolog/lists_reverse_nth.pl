% reverse/2, nth0/3, nth1/3, last/2.
:- initialization(main).
main :- reverse([1, 2, 3], R), write(R), nl, nth0(1, [a, b, c], E0), nth1(1, [a, b, c], E1), write(E0-E1), nl,
    findall(I-E, nth1(I, [x, y], E), L), write(L), nl, last([1, 2, 3], La), write(La), nl,
    ( nth0(5, [a], _) -> write(yes) ; write(no) ), nl, halt.
