% r(E): print the value of E, or the error's formal term.
r(E) :- catch((X is E, writeq(X)), error(F, _), writeq(F)), nl.

% Mixed integer and float operands.
:- initialization(main).
main :- r(1 + 1.0), r(2 * 0.5), r(3 - 1.5), r(10 / 4.0), r(1.0 * (1 << 62)), r(integer(3.0) + 1),
    r(truncate(3.9) * 2), r(float_integer_part(-0.5)), r(abs(-7) + abs(-7.0)), halt.
