% writeq quotes atoms that need it; write does not.
:- initialization(main).
main :- forall(member(A, [abc, 'Abc', 'a b', [], '[]', {}, '{}', ';', '!', ',', '|', 'hello\nworld', '', a_B1, 'é', +, '+a', '\\']),
    (writeq(A), write(' '), write(A), nl)), halt.
