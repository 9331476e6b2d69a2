% r(E): print the value of E, or the error's formal term.
r(E) :- catch((X is E, writeq(X)), error(F, _), writeq(F)), nl.

% truncate, round, ceiling, floor, integer, float_integer_part, float_fractional_part.
:- initialization(main).
main :- r(truncate(2.7)), r(truncate(-2.7)), r(round(2.5)), r(round(-2.5)), r(round(2.4)),
    r(ceiling(2.1)), r(ceiling(-2.1)), r(floor(2.9)), r(floor(-2.1)), r(integer(2.5)), r(integer(-0.5)),
    r(float_integer_part(3.7)), r(float_fractional_part(-2.5)), r(truncate(1.0e20)),
    r(floor(5)), halt.
