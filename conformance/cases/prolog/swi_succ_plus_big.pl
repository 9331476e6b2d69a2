% succ/2 and plus/3 on integers of any size (they wrapped at 2^63), and
% their errors.
t(G) :- catch((G -> true ; write(no)), error(E, _), print(E)), nl.

main :-
    X is 2**70,
    t((succ(X, Y), write(Y))),
    t((plus(X, X, Z), write(Z))),
    t((plus(A, X, 2361183241434822606848), write(A))),
    t((succ(P, X), write(P))),
    t((M is 9223372036854775807, succ(M, M1), write(M1))),
    t((plus(M, M, M2), write(M2))),
    t((succ(3, S), write(S))),
    t((succ(S2, 4), write(S2))),
    t((plus(2, P2, 5), write(P2))),
    t(succ(3, 5)),
    t(plus(1, 2, 3)),
    t(succ(_, 0)),
    t(plus(1.0, 2, _)),
    t(succ(_, -(2**70))),
    t(succ(a, _)),
    t(succ(_, _)),
    t(plus(_, _, 3)),
    t(succ(_, -1)),
    t(succ(-1, _)),
    halt.
:- initialization(main).
