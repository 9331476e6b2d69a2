:- set_prolog_flag(double_quotes, codes).
% Strings as code lists with double_quotes=codes: length, append, atom_codes.
:- initialization(main).
main :- S = "hello", length(S, N), write(N), nl, append(S, " world", T), atom_codes(A, T), write(A), nl,
    atom_codes(B, S), upcase_atom(B, U), write(U), nl, halt.
