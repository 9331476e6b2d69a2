% atom_length/2 and atom_concat/3 (deterministic and enumerating).
:- initialization(main).
main :- atom_length(hello, L), write(L), nl, atom_length('', L0), write(L0), nl,
    atom_concat(abc, def, A), write(A), nl, atom_concat(X, def, abcdef), write(X), nl,
    findall(P+S, atom_concat(P, S, abc), Ps), writeq(Ps), nl,
    atom_concat(abc, X3, abcdef), writeq(X3), nl, halt.
