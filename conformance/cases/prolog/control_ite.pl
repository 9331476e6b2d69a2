% If-then-else, if-then without else, and nesting.
:- initialization(main).
sign(X, S) :- ( X > 0 -> S = pos ; X < 0 -> S = neg ; S = zero ).
main :- sign(5, A), sign(-2, B), sign(0, C), write([A,B,C]), nl,
    ( ( fail -> write(no) ) -> true ; write(if_then_fails) ), nl,
    ( member(X, [1,2,3]), X > 1 -> write(X) ; write(none) ), nl,
    findall(Y, ( member(Y, [1,2,3]) -> true ; Y = 0 ), L), write(L), nl,
    halt.
