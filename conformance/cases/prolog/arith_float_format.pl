:- set_prolog_flag(double_quotes, codes).
% Floats through format ~e ~f ~g and write.
:- initialization(main).
main :- X is 2 / 3, format("~4f ~4e ~g~n", [X, X, X]), Y is 10.0 ** 20, write(Y), nl, Z is 1 / 3.0, write(Z), nl, halt.
