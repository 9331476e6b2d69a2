package prolog

import (
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
