% assertz/asserta order, retract/1 with bindings, retractall-free cleanup.
:- initialization(main).
:- dynamic(fact/1).
main :- assertz(fact(1)), assertz(fact(2)), asserta(fact(0)), findall(X, fact(X), L), write(L), nl,
    retract(fact(1)), findall(X, fact(X), L2), write(L2), nl,
    retract(fact(Y)), write(removed(Y)), nl, findall(X, fact(X), L3), write(L3), nl,
    assertz((double(X, Y2) :- Y2 is 2 * X)), double(21, D), write(D), nl,
    retract((double(_, _) :- B)), functor(B, F, A), write(F/A), nl, halt.
