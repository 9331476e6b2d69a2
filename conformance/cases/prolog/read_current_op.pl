% current_op/3 on the standard table.
:- initialization(main).
main :- forall(member(Op, [+, -, *, :-, ',', ->, \+, mod, **, ^, =..]),
    (findall(P-T, current_op(P, T, Op), L), msort(L, S), writeq(Op = S), nl)), halt.
