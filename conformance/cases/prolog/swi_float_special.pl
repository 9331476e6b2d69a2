% Infinities and NaN in SWI-Prolog 9's default dialect (the flags
% float_overflow, float_undefined and float_zero_div are error): the
% constants inf and nan evaluate, and so do the functions that only move
% a sign, but any other result that is an infinity or NaN is an error,
% whatever the operands: inf + 1 overflows, inf - inf and nan + 1 are
% undefined, and a float zero divided by zero is undefined (1/0.0 is a
% zero divisor), as 0.0 ** -1 is; atan2, ** and the functions of
% integers given an infinity or NaN raise the same errors. max and min
% skip a NaN. lgamma, erf, erfc and log10 evaluate.
:- initialization(main).

r(G) :- catch((G -> write(G) ; write(failed)), error(F, _), print(F)), nl.

main :-
    r(_ is inf), r(_ is nan), r(_ is -inf), r(_ is abs(-inf)), r(_ is -nan),
    r(_ is inf + 1), r(_ is inf - 1), r(_ is inf * inf), r(_ is 1.0 * inf),
    r(_ is inf - inf), r(_ is inf * 0), r(_ is inf / inf), r(_ is nan + 1),
    r(_ is nan * 0), r(_ is nan / 1), r(_ is nan - nan), r(_ is 2 ** nan),
    r(_ is float(nan)), r(_ is sin(inf)), r(_ is sqrt(inf)), r(_ is cos(nan)),
    r(_ is exp(nan)), r(_ is float_integer_part(inf)),
    r(_ is float_integer_part(nan)), r(_ is float_fractional_part(inf)),
    r(_ is 0.0 / 0), r(_ is 0 / 0.0), r(_ is 0.0 / 0.0), r(_ is -0.0 / 0),
    r(_ is nan / 0), r(_ is inf / 0), r(_ is 1 / 0.0), r(_ is 0 / 0),
    r(_ is log(0)), r(_ is log(0.0)), r(_ is log(-1)),
    r(_ is log10(1000)), r(_ is log10(0)), r(_ is log10(-1)),
    r(_ is max(nan, 1)), r(_ is max(1, nan)), r(_ is min(nan, 2)),
    r(_ is max(nan, nan)),
    r(_ is lgamma(3.0)), r(_ is lgamma(0)), r(_ is erf(1)),
    r(_ is atan2(inf, 1)), r(_ is atan(1, nan)), r(_ is 0.5 ** inf),
    r(_ is 1.0 ** nan), r(_ is 0.0 ** -1), r(_ is 0.0 ** -2.5),
    r(_ is inf >> 1), r(_ is 1 << nan), r(_ is nan mod 2), r(_ is gcd(nan, 1)),
    r(_ is msb(nan)), r(_ is \ nan), r(_ is 7 rem inf),
    r((X is nan, X =:= X)), r((Y is nan, Y == Y)),
    halt.
