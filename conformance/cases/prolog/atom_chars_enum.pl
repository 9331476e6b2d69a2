% atom_concat/3 with a partial first argument and atom_length of numbers.
:- initialization(main).
main :- findall(X, atom_concat(X, _, ab), L), writeq(L), nl,
    atom_concat(ab, X2, abcd), write(X2), nl, ( atom_concat(x, _, abc) -> write(yes) ; write(no) ), nl, halt.
