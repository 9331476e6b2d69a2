% atom_chars/2, atom_codes/2, char_code/2, in both directions.
:- initialization(main).
main :- atom_chars(abc, L), write(L), nl, atom_chars(A, [x, y]), write(A), nl,
    atom_codes(abc, C), write(C), nl, atom_codes(B, [0'h, 0'i]), write(B), nl,
    char_code(Ch, 0'z), write(Ch), nl, char_code(a, Code), write(Code), nl,
    atom_chars(X, ['1', '2']), ( atom(X) -> write(atom) ; write(number) ), nl,
    atom_codes('', E), write(E), nl, halt.
