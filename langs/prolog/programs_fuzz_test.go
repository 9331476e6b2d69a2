package prolog

import (
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/lang/langtest"
	"github.com/microjit/microjit/langs/prolog/progen"
)

// FuzzPrograms runs generated programs (progen: ISO Prolog that ends)
// with the JIT off and eager: both must print the same and end alike,
// and neither may end in an internal error.
func FuzzPrograms(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte("\x04\x02\x00\x01\x05\x06\x07\x08\x09\x0a\x0b"))
	f.Add([]byte("rules and control: \x03\x01\x02\x0b\x08\x0a\x04\x04"))
	f.Fuzz(func(t *testing.T, b []byte) {
		src := progen.Generate(langtest.NewChooser(b))
		r := langtest.ModesAgree(t, Language, "gen.pl", []byte(src), nil, nil)
		if r.Err != "" {
			t.Fatalf("a generated program ended in an error: %s\n%s", r.Err, src)
		}
	})
}

// FuzzConstraints runs generated CLP(FD) problems (progen.Constraints)
// with the JIT off and eager: labeling must find the solutions a
// brute-force enumeration of the domains finds, and both modes must
// print the same.
func FuzzConstraints(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte("\x03\x02\x01\x04\x00\x05\x02\x01\x03"))
	f.Add([]byte("reified: \x01\x01\x04\x02\x03\x00\x05\x01\x02\x04"))
	f.Fuzz(func(t *testing.T, b []byte) {
		src := progen.Constraints(langtest.NewChooser(b))
		r := langtest.ModesAgree(t, Language, "gen.pl", []byte(src), nil, nil)
		if r.Err != "" || !strings.HasPrefix(r.Stdout, "agree(") {
			t.Fatalf("labeling and brute force disagree: %s%s\n%s", r.Stdout, r.Err, src)
		}
	})
}
