% char_code/2 over a range, and atom_chars of special characters.
:- initialization(main).
main :- findall(C, (between(0'a, 0'e, X), char_code(C, X)), Cs), write(Cs), nl,
    atom_chars(A, ['(', ')', ' ', '\'']), writeq(A), nl, atom_codes(B, [0'h, 0'é]), writeq(B), nl, halt.
