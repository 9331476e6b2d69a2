package engine

import (
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

func TestCopyTerm(t *testing.T) {
	for _, text := range []string{
		"a",
		"1.5",
		"X",
		"f(X, Y, X, g(Z), a, 1.5, 281474976710656, 123456789012345678901234567890)",
		"[X, Y, X|T]",
		"f(g(h(a)), [1, 2, 3])",
	} {
		s := newStore(t, heap.Config{})
		orig := terms(t, s, text)[0]
		vars := map[int64]*term.Var{}
		before := show(s, vars, orig)
		cp, err := s.CopyTerm(orig)
		if err != nil {
			t.Fatal(err)
		}
		if !term.Variant(s.ToTerm(cp, nil), s.ToTerm(orig, nil)) {
			t.Errorf("copy_term(%s) = %s, not a variant", text, show(s, nil, cp))
		}
		// Binding the copy's variables leaves the original alone.
		for _, v := range s.variables(cp) {
			s.Unify(v, s.Atom(term.Intern("bound")))
		}
		if got := show(s, vars, orig); got != before {
			t.Errorf("copy_term(%s): binding the copy changed the original to %s", text, got)
		}
	}
}

// TestCopyTermBound checks that copy_term copies what variables are
// bound to, and shares variables between the copy's arguments.
func TestCopyTermBound(t *testing.T) {
	s := newStore(t, heap.Config{})
	ts := terms(t, s, "f(X, Y, Z)", "X", "g(Y, Z)")
	s.Unify(ts[1], ts[2])
	cp, err := s.CopyTerm(ts[0])
	if err != nil {
		t.Fatal(err)
	}
	if want := readTerm(t, "f(g(A, B), A, B)"); !term.Variant(s.ToTerm(cp, nil), want) {
		t.Errorf("copy_term = %s, want a variant of f(g(A, B), A, B)", show(s, nil, cp))
	}
}

// variables are the distinct unbound variables of t, left to right (a
// test helper until term_variables/2 exists).
func (s *Store) variables(t heap.Value) []heap.Value {
	var out []heap.Value
	s.walk(t, func(v heap.Value, k kind) {
		if k == kindVar {
			out = append(out, v)
		}
	})
	return out
}
