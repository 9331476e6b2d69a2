% Cyclic (rational) terms end as in SWI-Prolog: comparison, unification,
% copying, the type tests, throw, assert and the writers, on a small cycle
% and on one of 10,000 cells (past the walks' bookkeeping threshold).
:- initialization(main).

ring(N, X) :- numlist(1, N, L), append(L, X, X).

check(Name, Goal) :-
    ( catch(Goal, error(E, _), (write(Name-E), nl, fail)) -> write(Name-yes) ; write(Name-no) ), nl.

main :-
    X = f(X), write(X), nl, print(X), nl, writeq(X), nl, format("~w ~q~n", [X, X]),
    Y = f(Y), Z = f(a, Z),
    check(eq, X == Y), check(neq, X \== Z), check(unify, X = Y),
    compare(O1, X, Y), compare(O2, X, Z), write(O1/O2), nl,
    check(ground, ground(X)), check(ground_var, (W = g(W, _), ground(W))),
    V = g(V, A, B), term_variables(V, Vs), length(Vs, NVs), write(vars(NVs)), nl,
    A = 1, B = 2,
    copy_term(X, C), C = f(C1), check(copy_cyclic, C1 == C),
    check(cyclic, cyclic_term(X)), check(acyclic, acyclic_term(X)),
    check(acyclic_shared, (S = s(1), acyclic_term(t(S, S)))),
    check(subsumes, subsumes_term(X, Y)),
    catch(throw(X), T, true), check(thrown, T == X),
    check(assert, assertz(p(X))),
    setof(E, member(E, [X, Y, Z, X]), Set), length(Set, NSet), write(setof(NSet)), nl,
    check(is_list, (L = [a|L], is_list(L))),
    check(length, (L2 = [a|L2], length(L2, _))),
    ring(10000, R1), ring(10000, R2), ring(9999, R3),
    check(big_eq, R1 == R2), check(big_unify, R1 = R2), check(big_neq, R1 \== R3),
    compare(O3, R1, R3), write(O3), nl,
    copy_term(R1, R4), check(big_copy, R4 == R1), check(big_cyclic, cyclic_term(R4)),
    check(big_ground, ground(R1)),
    D = [D, D], check(nested_list, D = [D|_]),
    halt.
