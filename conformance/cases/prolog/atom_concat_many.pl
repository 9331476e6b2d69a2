% atomic_list_concat/2,3 (join and split).
:- initialization(main).
main :- atomic_list_concat([a, b, 1, c], A), writeq(A), nl, atomic_list_concat([x, y, z], '-', B), writeq(B), nl,
    atomic_list_concat(L, ',', 'a,b,,c'), writeq(L), nl, halt.
