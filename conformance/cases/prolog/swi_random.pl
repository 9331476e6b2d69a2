% library(random): the answers' properties (the numbers themselves are
% the generator's), and set_random(seed(N)) making a sequence repeat.
:- initialization(main).
t(Name, G) :- ( catch(G, E, (print(E), nl, fail)) -> writeln(Name-ok) ; writeln(Name-failed) ).
draws(L) :- findall(X, (between(1, 5, _), random_between(1, 1000, X)), L).
main :-
    t(random, (random(X), float(X), X >= 0.0, X < 1.0)),
    t(random_between, forall(between(1, 200, _), (random_between(3, 5, Y), between(3, 5, Y)))),
    t(random_between_empty, \+ random_between(5, 3, _)),
    t(random_member, (random_member(M, [a, b, c]), memberchk(M, [a, b, c]))),
    t(random_select, (random_select(S, [a, b, c], R), msort([S|R], [a, b, c]))),
    t(random_permutation, (random_permutation([1, 2, 3, 4], P), msort(P, [1, 2, 3, 4]))),
    t(randseq, (randseq(3, 10, Q), length(Q, 3), sort(Q, QS), length(QS, 3))),
    t(randset, (randset(3, 3, [1, 2, 3]))),
    t(random_arith, (Z is random(10), integer(Z), Z >= 0, Z < 10, F is random_float, float(F))),
    t(seed, (set_random(seed(7)), draws(A), random_permutation([a, b, c, d, e, f], PA), set_random(seed(7)), draws(B), random_permutation([a, b, c, d, e, f], PB), A == B, PA == PB)),
    halt.
