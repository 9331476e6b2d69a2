% 50! and 100! with unbounded integers.
:- initialization(main).
fact(0, 1) :- !.
fact(N, F) :- N1 is N - 1, fact(N1, F1), F is N * F1.
main :- fact(20, A), write(A), nl, fact(50, B), write(B), nl, fact(100, C), write(C), nl,
    D is C // B, write(D), nl, halt.
