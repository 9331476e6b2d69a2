% r(E): print the value of E, or the error's formal term.
r(E) :- catch((X is E, writeq(X)), error(F, _), writeq(F)), nl.

% Bit operations and shifts, msb, gcd; a float operand is type_error(integer, X).
:- initialization(main).
main :- r(5 /\ 3), r(5 \/ 3), r(xor(5, 3)), r(\ 5), r(1 << 10), r(1024 >> 3), r(-16 >> 2), r(-1 >> 10),
    r(1 << 64), r(msb(1000)), r((1 << 100) >> 99), r(\ (1 << 64)), r(gcd(12, 18)), r(gcd(-12, 18)),
    r(gcd(0, 5)), r(5 /\ 2.0), halt.
