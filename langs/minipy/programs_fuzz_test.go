package minipy

import (
	"testing"

	"github.com/microjit/microjit/jitcore/lang/langtest"
	"github.com/microjit/microjit/langs/minipy/progen"
)

// FuzzPrograms runs generated programs (progen: valid Python that ends)
// with the JIT off and eager: both must print the same and end alike,
// and neither may end in an internal error.
func FuzzPrograms(f *testing.F) {
	f.Add([]byte{})
	f.Add([]byte("\x07\x08\x03\x09\x00\x0a\x05\x06\x01\x02"))
	f.Add([]byte("loops and functions: \x07\x07\x07\x05\x06\x0b\x09"))
	f.Fuzz(func(t *testing.T, b []byte) {
		src := progen.Generate(langtest.NewChooser(b))
		langtest.ModesAgree(t, Language, "gen.py", []byte(src), nil, nil)
	})
}
