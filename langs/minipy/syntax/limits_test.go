package syntax

import (
	"strings"
	"testing"
)

// TestDeepInputs feeds programs whose trees would be very deep: each
// must end as CPython 3.11 ends it, in RecursionError (or parse), never
// exhaust the Go stack.
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
			if se.Type != RecursionErrorType || se.Msg != "maximum recursion depth exceeded during compilation" {
				t.Errorf("error %s: %q, want CPython's RecursionError during compilation", se.Type, se.Msg)
			}
		})
	}
}

// TestCPythonLimits: programs at CPython 3.11's limits end as it ends
// them: a sum of 2,999 terms compiles and one of 3,000 is RecursionError
// (minipy's limit was 1,000 terms); 99 nested blocks compile and the
// 100th level of indentation is IndentationError on its line (minipy's
// message was about a missing block).
func TestCPythonLimits(t *testing.T) {
	sum := func(n int) string { return "x = " + strings.Repeat("1+", n-1) + "1\n" }
	ifs := func(n int) string {
		var b strings.Builder
		for i := range n {
			b.WriteString(strings.Repeat(" ", i) + "if True:\n")
		}
		b.WriteString(strings.Repeat(" ", n) + "pass\n")
		return b.String()
	}
	for _, c := range []struct {
		name, src string
		typ, msg  string // "": it compiles
		line      int
	}{
		{"sum of 2999", sum(2999), "", "", 0},
		{"sum of 3000", sum(3000), RecursionErrorType, "maximum recursion depth exceeded during compilation", 0},
		{"negations", "x = " + strings.Repeat("-", 2998) + "1\n", "", "", 0},
		{"too many negations", "x = " + strings.Repeat("-", 2999) + "1\n", RecursionErrorType, "maximum recursion depth exceeded during compilation", 0},
		{"99 blocks", ifs(99), "", "", 0},
		{"100 blocks", ifs(100), IndentationErrorType, "too many levels of indentation", 101},
		{"1000 blocks", ifs(1000), IndentationErrorType, "too many levels of indentation", 101},
	} {
		err := checkProgram(c.src)
		if c.typ == "" {
			if err != nil {
				t.Errorf("%s: %v", c.name, err)
			}
			continue
		}
		se := asSyntaxError(t, err)
		if se.Type != c.typ || se.Msg != c.msg || c.line != 0 && se.Line != c.line {
			t.Errorf("%s: %s: %s at line %d, want %s: %s at line %d", c.name, se.Type, se.Msg, se.Line, c.typ, c.msg, c.line)
		}
	}
}
