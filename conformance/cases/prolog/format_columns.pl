:- set_prolog_flag(double_quotes, codes).
% Column stops, fill characters and alignment.
:- initialization(main).
main :- format("~w~t~10|~w~n", [abc, def]), format("~t~w~10|~w~n", [abc, def]),
    format("~t~w~t~11|~n", [mid]), format("~`-t~30|~n"), format("~a~t~`.t~20|~a~n", [name, value]),
    format("~t~d~6|~t~d~6+~n", [1, 22]), format("~w~30|~w~n", [a, b]), format("~t~2f~10|~n", [3.14159]), halt.
