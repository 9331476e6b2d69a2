// Package format interprets the control text of format/2,3 (SWI-Prolog's
// and GNU Prolog's directives): Format returns the text to write, asking
// a Host to write terms the way write/1, writeq/1, print/1 and
// write_canonical/1 do, so that it stays independent of the solver.
//
// Directives: ~w ~p ~q ~k ~a (terms and atomic text), ~d ~D (integers,
// with a numeric argument N putting a decimal point N digits from the
// right; ~D groups thousands with commas), ~f ~e ~g (floats as C's printf
// %f %e %g with N digits, default 6; integers are printed exactly by ~f),
// ~s (a code or character list), ~c (a character code, N times), ~r ~R
// (an integer in radix N, lower or upper case letters), ~n (N newlines),
// ~i (skip an argument), ~~ (a tilde), ~@ (the next argument is a goal,
// run once by the Host, which inserts what it wrote; SWI-Prolog's: when it
// fails format fails, and its bindings are undone), and the column directives: ~t marks
// a fill point (its fill character given as ~`ct or as a code ~Nt, space
// by default), ~N| sets a column stop at column N, ~N+ one N columns (8 by
// default) past the previous stop. At a column stop, the text since the
// previous stop is padded to the column at its fill points, the padding
// shared equally and any remainder going to the last points; with no fill
// point the padding goes at the end. Text already past the column is left
// as it is and the stop moves to where the text ends. The numeric argument
// N is digits, * (the next argument, a non-negative integer) or `c (the
// code of c).
//
// The column directives follow SWI-Prolog 9, since GNU Prolog 1.4.5 has
// none of them. Arguments of ~d, ~D, ~e, ~f and ~g are evaluated as by
// is/2, as both systems do.
//
// Errors are the formal terms of ISO errors (*arith.Error, like the
// arithmetic's): a wrong argument is type_error(integer, X) (as GNU
// Prolog; SWI-Prolog says format_argument_type(d, X)), or type_error(list,
// X) for ~s, type_error(atomic, X) for ~a, representation_error(
// character_code) for ~c; too few or too many arguments are SWI-Prolog's
// format('not enough arguments') and format('too many arguments') (GNU
// Prolog says domain_error(non_empty_list, []) and ignores extra
// arguments), and a numeric argument beyond 2^24 is format('numeric
// argument too large'); an unknown directive is SWI-Prolog's
// existence_error(format_character, C). As in both systems, the text
// before the error is still written: Format returns it with the error
// (also with ErrFailed and with the Host's errors, passed on as they are).
package format
