% copy_term/2 renames variables and keeps sharing.
:- initialization(main).
main :- copy_term(f(X, Y, X), C), C = f(A, B, A2), ( A == A2 -> write(shared) ; write(not_shared) ), nl,
    ( A == X -> write(same) ; write(fresh) ), nl, ( var(B) -> write(var) ; write(nonvar) ), nl,
    copy_term(g(a, [1, 2]), G), write(G), nl, Y = y, ( var(B) -> write(still_var) ; write(bound) ), nl, halt.
