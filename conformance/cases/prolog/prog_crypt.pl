% SEND + MORE = MONEY by generate and test with select/3.
:- initialization(main).
digit_sel(D, L0, L) :- select(D, L0, L).
solve([S, E, N, D, M, O, R, Y]) :-
    Ds0 = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9], M = 1, select(M, Ds0, Ds1),
    digit_sel(S, Ds1, Ds2), S > 0, digit_sel(E, Ds2, Ds3), digit_sel(N, Ds3, Ds4), digit_sel(D, Ds4, Ds5),
    digit_sel(O, Ds5, Ds6), digit_sel(R, Ds6, Ds7), digit_sel(Y, Ds7, _),
    1000 * S + 100 * E + 10 * N + D + 1000 * M + 100 * O + 10 * R + E =:= 10000 * M + 1000 * O + 100 * N + 10 * E + Y.
main :- solve(L), write(L), nl, halt.
