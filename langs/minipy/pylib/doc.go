// Package pylib holds the parts of minipy's built-in library that do
// not depend on how the interpreter represents its values: CPython
// 3.11's exact semantics over Go's int64, *big.Int, float64, string and
// bool. A function that raises returns an *Error naming the Python
// exception class and carrying CPython's message, which the interpreter
// raises as that exception.
//
// What is here, by file:
//
//   - spec.go, format.go, floatfmt.go: the format-spec mini-language of
//     format(), f-strings and str.format (FormatInt, FormatBigInt,
//     FormatFloat, FormatStr, FormatBool), and float to text as
//     CPython's PyOS_double_to_string does.
//   - template.go: str.format templates parsed into literal text and
//     replacement fields whose values the caller resolves.
//   - printf.go: printf-style formatting, str % args.
//   - intconv.go, floatconv.go: int(s, base), float(s), int to text in
//     bases 2, 8 and 16.
//   - arith.go, round.go, hash.go: the arithmetic whose Python meaning
//     differs from Go's (floor division and modulo, pow, true division
//     of ints, float to int, round) and hash() of numbers.
//   - str*.go: str methods over code points.
//   - random.go: the random module's Mersenne Twister, giving CPython's
//     numbers for the same integer seed.
//   - math.go: math module functions whose errors or results differ
//     from Go's math package.
//
// repr of a str and of a float is syntax.PyRepr and syntax.FloatRepr.
package pylib
