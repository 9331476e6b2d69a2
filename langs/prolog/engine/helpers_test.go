package engine

import (
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

// newStore is a store on a fresh heap configured by cfg, closed when the
// test ends.
func newStore(t testing.TB, cfg heap.Config) *Store {
	t.Helper()
	h, err := heap.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	s := NewStore(h)
	t.Cleanup(func() {
		s.Close()
		h.Close()
	})
	return s
}

// readTerm reads the clause text (without its end token) as a reader's
// term; "..." is a string.
func readTerm(t testing.TB, text string) term.Term {
	t.Helper()
	res, err := syntax.NewReader(strings.NewReader(text+" ."), syntax.DefaultOps(), syntax.Flags{DoubleQuotes: syntax.StringQuotes}).Read()
	if err != nil {
		t.Fatalf("reading %q: %v", text, err)
	}
	return res.Term
}

// terms puts the terms of texts on the heap, as one term so that a
// variable name means the same variable in all of them.
func terms(t testing.TB, s *Store, texts ...string) []heap.Value {
	t.Helper()
	v, err := s.FromTerm(readTerm(t, "t("+strings.Join(texts, ", ")+")"), nil)
	if err != nil {
		t.Fatal(err)
	}
	out := make([]heap.Value, len(texts))
	for i := range out {
		out[i] = s.arg(v, i)
	}
	return out
}

// show writes the heap terms vs with writeq, one variable map for all,
// so that the text names each variable by its identity.
func show(s *Store, vars map[int64]*term.Var, vs ...heap.Value) string {
	parts := make([]string, len(vs))
	for i, v := range vs {
		parts[i] = syntax.Format(s.ToTerm(v, vars))
	}
	return strings.Join(parts, " ; ")
}
