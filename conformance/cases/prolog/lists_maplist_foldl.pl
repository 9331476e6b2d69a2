% maplist/2..5 (with lambdas) and foldl/4.
:- initialization(main).
double(X, Y) :- Y is 2 * X.
add(X, A0, A) :- A is A0 + X.
pos(X) :- X > 0.
main :- maplist(double, [1, 2, 3], L), write(L), nl, ( maplist(pos, [1, 2]) -> write(all_pos) ; write(no) ), nl,
    maplist([X, Y, Z]>>(Z is X * Y), [1, 2, 3], [4, 5, 6], P), write(P), nl,
    foldl(add, [1, 2, 3, 4], 0, S), write(S), nl,
    length(V, 3), maplist(=(z), V), write(V), nl,
    maplist([A, B, C, D]>>(D is A + B + C), [1], [2], [3], Q), write(Q), nl, halt.
