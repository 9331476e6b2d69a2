// Package arith is Prolog's arithmetic (ISO/IEC 13211-1 §9): numbers that
// are int64 when they fit, *big.Int beyond, or float64 (Num); every ISO
// evaluable functor and the common extensions (Eval, Lookup, EvalTerm);
// arithmetic comparison (Compare); and the errors as the ISO formal terms
// the solver wraps in error(Formal, Context) (*Error). Instantiation errors
// are the caller's: EvalTerm reports them, Eval never sees a variable.
//
// Integers are unbounded: int64 operations that overflow go on in
// math/big, and results that fit are int64 again. An integer result
// beyond 2^20 bits (about 315,000 digits) is resource_error(memory)
// rather than minutes of work (SWI-Prolog, on GMP, goes further). Floats never become
// infinite or NaN by computation: an overflow is
// evaluation_error(float_overflow) and an undefined result (sqrt(-1),
// log(0), asin(2)) is evaluation_error(undefined), as ISO has it and as
// SWI-Prolog does with its default flags. The constants inf and nan
// (SWI-Prolog's) are the only way to them, with the functions that only
// move a sign (-, abs, sign, copysign); any other infinite or NaN result
// is an error whatever the operands (inf + 1: float_overflow, inf - inf
// and nan + 1: undefined), and a float function of one argument given
// an infinity overflows (sin(inf)), given NaN is undefined, as
// SWI-Prolog 9.0.4; so do atan2, ** and ^ given one (0.5 ** inf), and a
// function of integers given one (inf >> 1: float_overflow, not
// type_error(integer, inf)). max and min of a NaN and a number give the
// number.
//
// An Error whose formal term SWI-Prolog gives otherwise carries SWI's
// too (Error.SWI), for the engine's SWI dialect: a float zero (or NaN)
// divided by zero is undefined there (zero_divisor in ISO and GNU
// Prolog), an infinity divided by zero float_overflow, and log(0)
// float_overflow (undefined in ISO).
//
// Where ISO, SWI-Prolog 9 and GNU Prolog 1.4.5 differ:
//
//   - / on two integers is an integer when the division is exact and a
//     float otherwise (7/2 = 3.5, 4/2 = 2), as SWI-Prolog with
//     prefer_rationals=false and iso=false; ISO and GNU Prolog give a
//     float (2.0).
//   - ** on two integers is an integer when the exponent is not negative
//     (2**3 = 8) and a float otherwise (2 ** -1 = 0.5, but 1 ** -1 = 1 and
//     0 ** -1 is evaluation_error(zero_divisor)), as SWI-Prolog; ISO and
//     GNU Prolog always give a float (8.0).
//   - ^ on two integers is an integer; a negative exponent is allowed only
//     for the bases 1 and -1 (0 gives zero_divisor, any other base
//     type_error(float, Base)), as ISO's corrigendum 2 (SWI-Prolog gives
//     0.5 for 2^(-1), GNU Prolog 0).
//   - log(0), log(0.0) and 0.0 ** -1 are evaluation_error(undefined) (ISO;
//     SWI-Prolog says float_overflow or zero_divisor, GNU Prolog -inf);
//     X/0.0 and 0.0/0.0 are zero_divisor (ISO and GNU Prolog; SWI-Prolog
//     says undefined for 0.0/0.0): Error.SWI has SWI-Prolog's for the
//     division, log(0) and 0.0 ** -1; atan2(0, 0) is undefined (ISO's
//     corrigendum; both systems give 0.0).
//   - truncate, round, ceiling, floor and integer of inf or nan are
//     evaluation_error(undefined) (SWI-Prolog 9.0 returns the float).
//   - Functions that ISO types as taking floats (float_integer_part,
//     float_fractional_part, floor, ...) accept integers as SWI-Prolog
//     does: floor(2) = 2, float_integer_part(2) = 2 (GNU Prolog raises
//     type_error(float, 2) for the float_*_part functions).
//   - min and max of equal numbers of different types give the float
//     (min(1, 1.0) = 1.0), as SWI-Prolog (GNU Prolog gives the first).
//   - Shifts by a negative count shift the other way (1 << -1 = 0,
//     1 >> -1 = 2), as SWI-Prolog.
//   - msb(X) needs X ≥ 1: domain_error(not_less_than_one, X) as
//     SWI-Prolog (GNU Prolog gives -1 for 0).
//   - The engine evaluates a function's arguments right to left, as both
//     systems do (X is foo + bar: type_error(evaluable, bar/0)), and a
//     comparison's left side first. In the SWI dialect it evaluates the
//     arguments before it looks at the functor, as SWI-Prolog (X is
//     f(1, foo): foo/0); in the ISO dialect after, as GNU Prolog (f/2).
//   - Arithmetic comparison of an integer with a float converts the
//     integer to a float (2**60+1 =:= 2.0**60), as ISO and SWI-Prolog;
//     an integer beyond the float range compares as an infinity, as
//     SWI-Prolog (ISO would raise float_overflow).
//
// Float functions are Go's math package, which may differ from C's libm
// (and so from SWI-Prolog and GNU Prolog) in the last digit: sin(pi) is
// 1.2246467991473515e-16 here and 1.2246467991473532e-16 there.
//
// The extensions beyond ISO are SWI-Prolog's: gcd, lcm, msb, lsb,
// popcount, xor, div, cot, acot, sinh, cosh, tanh, asinh, acosh, atanh,
// log2, log10, log/2 (log(Base, X)), atan/2 (= atan2), copysign, lgamma, erf,
// erfc, the constants
// e, inf (and infinite), nan and epsilon, random/1, random_float, cputime
// and realtime. SWI-Prolog documents log2, log/2, cot and acot, but the
// 9.0.4 build the expectations come from (Debian's) lacks them
// (type_error(evaluable, log2/1)); they are kept.
package arith
