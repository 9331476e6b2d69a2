% The logical update view while many clauses are retracted: a goal that
% started before the retracts still sees every clause it saw then (also
% once the erased clauses outnumber the live ones), later goals see none
% of them, and clause/2, retract/1 and retractall/1 enumerate one clause
% at a time.
:- initialization(main).
:- dynamic(q/1).
:- dynamic(r/2).
fill(N) :- retractall(q(_)), forall(between(1, N, I), assertz(q(I))).
main :-
    fill(20),
    findall(X, (q(X), retract(q(_))), L1), write(L1), nl,
    findall(X, q(X), L2), write(L2), nl,
    fill(20),
    findall(X, (q(X), X mod 2 =:= 0, retract(q(X))), L3), write(L3), nl,
    findall(X, q(X), L4), write(L4), nl,
    findall(X, (clause(q(X), true), retract(q(_)), assertz(q(x))), L5), write(L5), nl,
    findall(X, q(X), L6), write(L6), nl,
    fill(30),
    forall(between(1, 25, I), retract(q(I))),
    findall(X, q(X), L7), write(L7), nl,
    asserta(q(first)), assertz(q(last)),
    findall(X, q(X), L8), write(L8), nl,
    forall(between(1, 12, I), assertz(r(I, I))),
    ( retract(r(R, _)), R > 10 -> write(retracted(R)) ; write(none) ), nl,
    findall(X, r(X, _), L9), write(L9), nl,
    forall(between(1, 12, I), assertz(r(I, I))), retractall(r(_, 5)),
    findall(X, r(X, _), L10), write(L10), nl,
    findall(X-B, (retract((r(X, _) :- B)), X >= 11), L11), write(L11), nl,
    findall(X, r(X, _), L12), write(L12), nl,
    aggregate_all(count, q(_), C), write(C), nl.
