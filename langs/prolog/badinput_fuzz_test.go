package prolog

import (
	"testing"

	"github.com/microjit/microjit/jitcore/lang/langtest"
)

// FuzzBadInput runs arbitrary bytes and mutated conformance cases
// through the whole pipeline as untrusted input (consulted, then the
// toplevel on an empty input), under a 64 MB heap and a time cap
// (langtest.BadInput): no Go panic, no fatal Go error, no run that a
// signal does not stop.
func FuzzBadInput(f *testing.F) {
	langtest.BadInputSeeds(f, "../../conformance/cases/prolog", ".pl")
	f.Add([]byte(":- X = f(X), Y = f(Y), X = Y, copy_term(X, Z), write(Z), nl, assertz(p(X)).\n"), true)
	f.Add([]byte("grow(L) :- grow([x|L]).\n:- catch(grow([]), E, (write(E), nl)).\n"), false)
	f.Fuzz(func(t *testing.T, src []byte, jit bool) {
		langtest.BadInput(t, Language, "bad.pl", src, []string{"--max-heap=64000000"}, jit)
	})
}
