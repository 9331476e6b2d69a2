% queens.pl: the first solution of N queens for N = 8, 20 and 40 with
% library(clpfd), first-fail labeling, each solved 20 times. Written for
% the microjit benchmark set.

:- use_module(library(clpfd)).

queens(N, Qs) :-
    length(Qs, N),
    Qs ins 1..N,
    no_two_attack(Qs),
    labeling([ff], Qs).

no_two_attack([]).
no_two_attack([Q|Qs]) :-
    apart(Qs, Q, 1),
    no_two_attack(Qs).

apart([], _, _).
apart([Q|Qs], Q0, D) :-
    Q0 #\= Q,
    Q0 #\= Q + D,
    Q0 #\= Q - D,
    D1 is D + 1,
    apart(Qs, Q0, D1).

% repeat_solve(N, K): K solutions, each undone by backtracking.
repeat_solve(N, K) :-
    between(1, K, _),
    once(queens(N, _)),
    fail.
repeat_solve(_, _).

main :-
    member(N, [8, 20, 40]),
    repeat_solve(N, 19),
    once(queens(N, Qs)),
    write(N-Qs), nl,
    fail.
main.

:- initialization((main, halt)).
