% Unification without the occurs check may not loop when nothing prints the term.
:- initialization(main).
main :- ( unify_with_occurs_check(X, f(X)) -> write(unified) ; write(refused) ), nl,
    ( X = f(X) -> write(made) ; write(refused) ), nl, halt.
