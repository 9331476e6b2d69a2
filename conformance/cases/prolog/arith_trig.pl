% Float functions, printed to 6 decimals (the last digit of libm results may differ).
:- initialization(main).
p(E) :- X is E, format("~w = ~6f~n", [E, X]).
main :- p(sin(pi / 2)), p(cos(pi)), p(tan(pi / 4)), p(asin(1)), p(acos(0)), p(atan(1)),
    p(atan2(1, 1)), p(atan(1, -1)), p(exp(1)), p(log(e)), p(sqrt(2)),
    p(sinh(1)), p(cosh(1)), p(tanh(1)), p(asinh(1)), p(acosh(2)), p(atanh(0.5)), p(pi), p(e),
    halt.
