% Issue 38's reproduction: name/2 in both directions.
main :- name(X, "42"), integer(X), name(abc, L), write(X-L), nl,
    name(foo, Cs), atom_codes(A, Cs), write(A), nl, halt.
:- initialization(main).
