package engine

import (
	"slices"
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

// TestConvert checks that terms read from text come back from the heap
// as the same terms (up to variable renaming), and that FromTerm's vars
// map names the variables it made, also when the map is reused.
func TestConvert(t *testing.T) {
	s := newStore(t, heap.Config{})
	vars := map[*term.Var]heap.Value{}
	for _, text := range []string{
		"a", "'hello world'", "[]", "'[]'", "{}", "0", "-7", "281474976710655", "281474976710656",
		"-281474976710657", "9223372036854775807", "-9223372036854775808", "-9223372036854775809",
		"123456789012345678901234567890", "1.5", "-0.0", "1.0e300", "X", "f(X, Y, X)",
		"[a, B, c|T]", "{X, Y}", "- (1)", "f(-(1), - 1, a- -1)", "'$VAR'(1)",
		`""`, `"abc"`, `"a longer string"`, `f("x", [b, "y"])`,
	} {
		in := readTerm(t, text)
		v, err := s.FromTerm(in, vars)
		if err != nil {
			t.Fatal(err)
		}
		out := s.ToTerm(v, nil)
		if !term.Variant(in, out) {
			t.Errorf("%s came back as %s", text, show(s, nil, v))
		}
		made := s.variables(v)
		if len(made) != len(vars) {
			t.Errorf("%s: vars has %d variables, the term %d", text, len(vars), len(made))
		}
		for tv, hv := range vars {
			if !slices.Contains(made, hv) {
				t.Errorf("%s: vars maps %s to %s, not a variable of the term", text, tv.Name, show(s, nil, hv))
			}
		}
	}
}
