:- set_prolog_flag(double_quotes, codes).
% format/2 errors.
:- initialization(main).
e(G) :- catch((G -> true ; write(failed)), error(F, _), (nl, print(F))), nl.
main :- e(format("~d", [a])), e(format("~d", [1.0])), e(format("~w ~w", [a])), e(format("~z", [a])), e(format("~a", [f(x)])), halt.
