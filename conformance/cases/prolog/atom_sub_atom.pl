% sub_atom/5 in its modes.
:- initialization(main).
main :- sub_atom(hello, 1, 3, A, S), write(S-A), nl,
    findall(B, sub_atom(abcab, B, _, _, ab), Bs), write(Bs), nl,
    findall(S2, sub_atom(abc, _, 2, _, S2), L2), write(L2), nl,
    sub_atom(hello, B3, 2, 0, S3), write(B3-S3), nl,
    findall(S4, sub_atom(ab, _, _, _, S4), L4), writeq(L4), nl,
    ( sub_atom(hello, _, _, _, ell) -> write(found) ; write(absent) ), nl, halt.
