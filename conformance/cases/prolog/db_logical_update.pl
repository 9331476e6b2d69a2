% The logical update view: a running goal sees the clauses as they were when it started.
:- initialization(main).
:- dynamic(q/1).
q(1). q(2). q(3).
main :- forall(q(X), (Y is X + 10, assertz(q(Y)))), findall(X, q(X), L), write(L), nl,
    ( retract(q(X)), write(retracted(X)), nl, X >= 12 -> true ; true ),
    findall(X, q(X), L2), write(L2), nl,
    findall(X, (q(X), retract(q(_))), L3), write(L3), nl, findall(X, q(X), L4), write(L4), nl, halt.
