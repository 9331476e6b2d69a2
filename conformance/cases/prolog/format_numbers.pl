:- set_prolog_flag(double_quotes, codes).
% Numeric directives: ~Nf rounding, ~e of an integer, ~Nd, ~D, big integers, ~*c.
:- initialization(main).
main :- format("~0f ~1f ~4f~n", [2.5, 0.05, 1]), format("~2e~n", [12345]), format("~3d~n", [5]), format("~D~n", [-1234567]),
    format("~d~n", [100000000000000000000]), format("~2f~n", [10 ** 20]), format("~a~n", [123]), format("~*c~n", [5, 0'*]), halt.
