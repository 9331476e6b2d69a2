% r(E): print the value of E, or the error's formal term.
r(E) :- catch((X is E, writeq(X)), error(F, _), writeq(F)), nl.

% Float arithmetic, float/1, negative zero and float overflow.
:- initialization(main).
main :- r(3 + 11.0), r(0.1 + 0.2), r(1.0e10), r(1.5e-7), r(1.0e15), r(123456789.0 * 10), r(2.5 * 4),
    r(float(7)), r(float(1 << 70)), r(1.0 * 3), r(- 0.0), r(1.0e300 * 1.0e300), r(3.0), r(1.0e22),
    halt.
