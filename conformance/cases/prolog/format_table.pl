:- set_prolog_flag(double_quotes, codes).
% A small table with right-aligned numbers.
:- initialization(main).
row(N) :- S is N * N, C is S * N, format("~w~t~8|~t~d~8+~t~d~10+~n", [N, S, C]).
main :- format("n~t~8|~tsquare~8+~tcube~10+~n"), forall(between(1, 5, N), row(N)), halt.
