:- set_prolog_flag(double_quotes, codes).
% number_codes/2, number_chars/2, atom_number/2, atom_to_term and term_to_atom.
:- initialization(main).
e(G) :- catch((G -> true ; write(failed), nl), error(F, _), (write(F), nl)).
main :- number_codes(N, "42"), write(N), nl, number_chars(F, ['3', '.', '5']), write(F), nl,
    number_codes(X, " 12"), write(X), nl, number_chars(Y, ['0', x, f, f]), write(Y), nl,
    number_codes(Z, "-7"), write(Z), nl, number_chars(W, ['0', '\'', a]), write(W), nl,
    atom_number('3.0e2', A), write(A), nl, ( atom_number(foo, _) -> write(yes) ; write(no) ), nl,
    e(number_codes(_, _)), e(number_chars(_, [a|_])), e(number_chars(_, ['1', x])), halt.
