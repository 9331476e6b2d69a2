package minipy

import (
	"testing"

	"github.com/microjit/microjit/jitcore/lang/langtest"
)

// FuzzBadInput runs arbitrary bytes and mutated conformance cases
// through the whole pipeline as untrusted input, under a 64 MB heap and
// a time cap (langtest.BadInput): no Go panic, no fatal Go error, no run
// that a signal does not stop.
func FuzzBadInput(f *testing.F) {
	langtest.BadInputSeeds(f, "../../conformance/cases/minipy", ".py")
	f.Add([]byte("l = []; l.append(l); m = []; m.append(m); print(l == m)\n"), true)
	f.Add([]byte("x = []\nwhile True: x.append(x)\n"), false)
	f.Fuzz(func(t *testing.T, src []byte, jit bool) {
		langtest.BadInput(t, Language, "bad.py", src, []string{"--max-heap=64000000"}, jit)
	})
}
