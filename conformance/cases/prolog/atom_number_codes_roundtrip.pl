% number_codes and atom_codes round trips on integers and floats.
:- initialization(main).
main :- forall(member(N, [0, -5, 42, 3.25, 1.0e20, 123456789012345678901234567890]),
    (number_codes(N, C), number_codes(M, C), atom_codes(A, C), ( N == M -> write(A) ; write(mismatch) ), nl)), halt.
