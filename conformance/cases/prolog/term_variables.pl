% term_variables/2 in depth-first, left-to-right order.
:- initialization(main).
main :- T = f(X, g(Y, X), [Z, _W]), term_variables(T, Vs), length(Vs, N), write(N), nl,
    Vs = [A, B, C | _], ( A == X, B == Y, C == Z -> write(order_ok) ; write(order_bad) ), nl,
    term_variables(f(a, b), L), write(L), nl, halt.
