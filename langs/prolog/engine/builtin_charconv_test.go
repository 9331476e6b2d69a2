package engine

import (
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
)

// TestCharConversion: char_conversion/2's table, current_char_conversion/2
// and their ISO errors (GNU Prolog 1.4.5's answers, with ISO's
// representation_error(character) where it says type_error(character, X)),
// and the conversion in consulted text while the flag is on.
func TestCharConversion(t *testing.T) {
	const program = `
:- set_prolog_flag(char_conversion, true).
:- char_conversion('&', ',').
:- char_conversion(x, y).
p(a & b, x, 'x').
:- set_prolog_flag(char_conversion, false).
q(x).
`
	for _, c := range []struct{ goal, want string }{
		{"char_conversion(a, b), current_char_conversion(a, X), current_char_conversion(Y, b), write(X/Y)", "b/a"},
		{"char_conversion(z, y), char_conversion(a, b), findall(I-O, current_char_conversion(I, O), L), write(L)",
			"[& -(,),a-b,x-y,z-y]"},
		{"char_conversion('&', '&'), \\+ current_char_conversion('&', _), write(removed)", "removed"},
		{"\\+ current_char_conversion(a, a), \\+ current_char_conversion(w, _), write(none)", "none"},
		{"catch(char_conversion(_, a), error(E, _), write(E))", "instantiation_error"},
		{"catch(char_conversion(a, _), error(E, _), write(E))", "instantiation_error"},
		{"catch(char_conversion(ab, a), error(E, _), write(E))", "representation_error(character)"},
		{"catch(char_conversion(a, 1), error(E, _), write(E))", "representation_error(character)"},
		{"catch(char_conversion('', a), error(E, _), write(E))", "representation_error(character)"},
		{"catch(current_char_conversion(f(x), _), error(E, _), write(E))", "representation_error(character)"},
		{"catch(current_char_conversion(_, ab), error(E, _), write(E))", "representation_error(character)"},
		{"p(X, Y, Z, Q), q(W), write(X/Y/Z/Q/W)", "a/b/y/x/x"},
		{"current_prolog_flag(char_conversion, F), write(F)", "false"},
	} {
		if got := runProgram(t, heap.Config{}, program, c.goal); got != c.want {
			t.Errorf("%s\n got %q\nwant %q", c.goal, got, c.want)
		}
	}
}
