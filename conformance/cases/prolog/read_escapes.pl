:- set_prolog_flag(double_quotes, codes).
% Escapes in quoted atoms and strings.
:- initialization(main).
main :- atom_codes('a\nb', C1), write(C1), nl, atom_codes('\x41\\101\', C2), write(C2), nl,
    atom_length('it''s', L), write(L), nl, atom_codes('\t\\', C3), write(C3), nl,
    X = "a\"b", write(X), nl, atom_codes('a\
b', C4), write(C4), nl, atom_codes('\a\b\f\v', C5), write(C5), nl, halt.
