% r(E): print the value of E, or the error's formal term.
r(E) :- catch((X is E, writeq(X)), error(F, _), writeq(F)), nl.

% Evaluation and type errors (ISO 9.1.7).
:- initialization(main).
main :- r(foo + 1), r(foo(1)), r(_ + 1), r(1 / 0), r(1 mod 0), r(1 // 0), r(1 rem 0), r(1 div 0),
    r(7.0 mod 2), r(7 // 2.0), r(sqrt(-1)), r(log(0)), r(log(-1)), r(asin(2)), r(acos(-2)),
    r(1.0e308 * 10), r(exp(1000)), r(float(1 << 2000)), r(msb(0)), r(1 << a), r([1,2] + 1),
    halt.
