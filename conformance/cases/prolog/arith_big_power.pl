% r(E): print the value of E, or the error's formal term.
r(E) :- catch((X is E, writeq(X)), error(F, _), writeq(F)), nl.

% Powers, division and bit operations on big integers.
:- initialization(main).
main :- r(3 ^ 100), r(7 ** 50), r((-3) ^ 41), r(10 ^ 30 // 7), r((10 ^ 30) mod 7), r(2 ^ 64 - 1),
    r(msb(2 ^ 100)), r(gcd(2 ^ 100, 6 ^ 50)), r((2 ^ 100) >> 90), r((2 ^ 100) /\ (2 ^ 99 + 5)), halt.
