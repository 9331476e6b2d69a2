% Errors of the atom builtins (ISO 8.16).
:- initialization(main).
e(G) :- catch((G -> write(yes) ; write(failed)), error(F, _), write(F)), nl.
main :- e(atom_length(_, _)), e(atom_length(f(x), _)), e(atom_length(abc, foo)), e(atom_concat(_, _, _)),
    e(atom_concat(f(x), a, _)), e(sub_atom(_, _, _, _, _)), e(atom_chars(_, _)), e(atom_chars(_, [a, f(x)])),
    e(atom_codes(_, [0'a, -1])), e(char_code(_, _)), e(char_code(ab, _)), halt.
