:- set_prolog_flag(double_quotes, codes).
% Unification, \= and unify_with_occurs_check.
:- initialization(main).
t(G) :- ( G -> write(yes) ; write(no) ), nl.
main :- t(f(X, b) = f(a, Y)), write(X-Y), nl, t(f(a) = g(a)), t(f(a, b) = f(a)), t([1, 2|T] = [1, 2, 3]), write(T), nl,
    t(a \= b), t(f(_) \= f(a)), t(unify_with_occurs_check(Z, f(Z))), t(unify_with_occurs_check(W, f(V))), t(V == W),
    t(g(A, A) = g(1, 2)), t("ab" = [0'a, 0'b]), halt.
