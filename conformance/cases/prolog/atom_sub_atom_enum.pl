% sub_atom/5 enumerating every sub-atom of abc in order.
:- initialization(main).
main :- findall(B-L-A-S, sub_atom(abc, B, L, A, S), All), writeq(All), nl, halt.
