% Float text: shortest digits that read back, always with a fraction.
:- initialization(main).
main :- forall(member(X, [1.0, 0.1, 1.0e10, 1.0e15, 1.0e16, 1.5e-5, 0.0001, 123.456, -0.0, 1.0e100, 2.5e-300, 3.0e-4]),
    (write(X), nl)), halt.
