// Package syntax is the ISO Prolog reader and writer (ISO/IEC 13211-1 §6
// and §7.10).
//
// The reader (NewReader, Reader.Read) reads one clause at a time, as
// read_term/2 does, with an operator table that op/3 changes (Ops, Add)
// and the double_quotes and back_quotes flags (Flags). It returns what
// read_term's variable_names, variables and singletons options ask for
// (Result). A syntax error is data: a *SyntaxError with its position, whose
// Term method gives error(syntax_error(Desc), stream(S, Line, Col, Offset));
// after one the reader has skipped to the clause's end token and the next
// Read goes on from there.
//
// The writer (FormatWith, with the option sets WriteOpts, WriteqOpts,
// PrintOpts and WriteCanonicalOpts) writes terms as write_term/2 does, with
// the options quoted, ignore_ops, numbervars and max_depth, bracketing and
// spacing operators so that writeq's output reads back as the same term.
//
// The reader and the writer have two dialects (Dialect, in Flags and in
// the write options): ISO's, the zero value and what this paragraph's
// successor describes, and SWI-Prolog 9's (SWI), what prolog runs by
// default: "..." reads as a string (StringQuotes), quoted text may span
// lines and has \s, \e, \u and \U escapes, digits group with _ (1 000
// 000 with single spaces too), 1e10 and 1.0Inf are floats, - 1 is -(1),
// an operator atom may be an operand, foo() is the atom foo, arguments
// and list elements may be terms of any priority (stopComma, stopBar),
// and SWIOps is SWI-Prolog's operator table (the declarations dynamic,
// table, initialization…; xor, rdiv, div, $). The writer's SWI dialect
// writes variables as _123, escapes quotes as \' and - 1 as - 1;
// SpaceArgs puts a space after the commas of arguments and lists, as
// swipl's toplevel does.
//
// Where GNU Prolog 1.4.5 and SWI-Prolog 9 differ, the ISO dialect follows ISO,
// which GNU Prolog mostly does: - 1 reads as the integer -1, -(1) writes as
// - (1), [] and '[]' are one atom, an atom that is an operator cannot be an
// operand (- = x is a syntax error; write it (-) = x), 1e10 is not a
// number, and lists and {} write in functional notation under ignore_ops.
// SWI-Prolog is followed where ISO leaves the choice open: float text
// (shortest digits that read back, 1.0e+20), back-quoted strings as codes,
// max_depth's elisions, and non-ASCII letters (é is an atom, É starts a
// variable). The reader is more lenient than ISO in two places, as
// SWI-Prolog is: a tab may stand inside quotes, and a 0 followed by two
// quotes reads as 39 (ISO wants three). Extensions both systems have are
// kept: big integers, '|' as an infix operator at 1105, []( ... ) and
// {}( ... ) in functional notation, and the operators beyond ISO's table
// (see defaultOps).
package syntax
