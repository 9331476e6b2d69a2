package syntax

import (
	"strings"
	"testing"
)

// TestDeepInputs feeds programs whose trees would be very deep: each
// must end in a SyntaxError (or parse), never exhaust the Go stack.
func TestDeepInputs(t *testing.T) {
	n := 100000
	if testing.Short() {
		n = 5 * MaxNesting
	}
	tests := []struct {
		name, src string
		ok        bool // the program is fine at this size
	}{
		{"unary minus", strings.Repeat("-", n) + "1\n", false},
		{"not", strings.Repeat("not ", n) + "x\n", false},
		{"lambda", strings.Repeat("lambda:", n) + "0\n", false},
		{"attributes", "a" + strings.Repeat(".b", n) + "\n", false},
		{"subscripts", "a" + strings.Repeat("[0]", n) + "\n", false},
		{"calls", "f" + strings.Repeat("()", n) + "\n", false},
		{"additions", "1" + strings.Repeat("+1", n) + "\n", false},
		{"powers", "2" + strings.Repeat("**2", n) + "\n", false},
		{"conditional", "x" + strings.Repeat(" if x else x", n) + "\n", false},
		{"elif", "if x: pass\n" + strings.Repeat("elif x: pass\n", n), false},
		{"brackets", strings.Repeat("(", 199) + strings.Repeat(")", 199) + "\n", true},
		{"lists", strings.Repeat("[", 199) + strings.Repeat("]", 199) + "\n", true},
		{"comparisons", "a" + strings.Repeat(" < a", n) + "\n", true},
		{"boolean", "a" + strings.Repeat(" or a", n) + "\n", true},
		{"statements", strings.Repeat("x = 1\n", n), true},
		{"tuple", "x = " + strings.Repeat("1, ", n) + "\n", true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := checkProgram(tc.src)
			if tc.ok {
				if err != nil {
					t.Fatalf("error: %v", err)
				}
				return
			}
			if err == nil {
				t.Fatal("parsed: want an error about nesting")
			}
			se := asSyntaxError(t, err)
			if !strings.Contains(se.Msg, "nested") {
				t.Errorf("error %q does not say the program nests too deeply", se.Msg)
			}
		})
	}
}
