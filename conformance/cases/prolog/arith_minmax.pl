% r(E): print the value of E, or the error's formal term.
r(E) :- catch((X is E, writeq(X)), error(F, _), writeq(F)), nl.

% min, max, abs and sign on integers, floats and big integers.
:- initialization(main).
main :- r(max(1, 2)), r(max(1.0, 2)), r(min(1, 2.0)), r(max(1, 1.0)), r(min(-3, -3)),
    r(max(1 << 70, 1)), r(abs(-2.5)), r(sign(-2.5)), r(sign(3.0)), r(sign(-(1 << 70))), halt.
