% Big integers and floats read exactly.
:- initialization(main).
main :- X = 123456789012345678901234567890, Y is X + 1, write(Y), nl,
    Z = -98765432109876543210, W is Z * 2, write(W), nl, F = 1.0e-300, G is F * 1.0e-10, write(G), nl, halt.
