% sendmore.pl: SEND + MORE = MONEY with library(clpfd), the letters
% distinct digits, solved 2000 times (labeling the letters in order).
% Written for the microjit benchmark set.

:- use_module(library(clpfd)).

puzzle([S,E,N,D], [M,O,R,E], [M,O,N,E,Y]) :-
    Letters = [S,E,N,D,M,O,R,Y],
    Letters ins 0..9,
    all_different(Letters),
    S #\= 0, M #\= 0,
    1000*S + 100*E + 10*N + D + 1000*M + 100*O + 10*R + E
        #= 10000*M + 1000*O + 100*N + 10*E + Y,
    label(Letters).

% solve_many(K): K solutions, each undone by backtracking.
solve_many(K) :-
    between(1, K, _),
    once(puzzle(_, _, _)),
    fail.
solve_many(_).

main :-
    solve_many(1999),
    puzzle(A, B, C),
    write(A + B = C), nl.

:- initialization((main, halt)).
