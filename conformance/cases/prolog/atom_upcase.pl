% upcase_atom/2, downcase_atom/2, char_type-free case mapping.
:- initialization(main).
main :- upcase_atom('hello World 1', U), writeq(U), nl, downcase_atom('MiXeD', D), writeq(D), nl, halt.
