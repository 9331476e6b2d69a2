package engine

import (
	"runtime/debug"
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

// deepDepth is how deep TestDeepTerms nests f/1.
const deepDepth = 1_000_000

// smallGoStack bounds the Go stack during TestDeepTerms: recursion over a
// term of deepDepth levels would need far more, so a walk that recursed
// would crash the test.
const smallGoStack = 1 << 20

// deepTerm is f(f(...f(leaf)...)), depth levels, built with NewCompound.
func deepTerm(t *testing.T, s *Store, depth int, leaf heap.Value) heap.Value {
	f, err := s.Functor(term.Intern("f"), 1)
	if err != nil {
		t.Fatal(err)
	}
	v := leaf
	for range depth {
		if v, err = s.NewCompound(f, v); err != nil {
			t.Fatal(err)
		}
	}
	return v
}

// TestDeepTerms unifies, compares, copies and converts terms a million
// levels deep with a 1 MiB Go stack.
func TestDeepTerms(t *testing.T) {
	s := newStore(t, heap.Config{})
	x, err := s.NewVar()
	if err != nil {
		t.Fatal(err)
	}
	s.Regs = append(s.Regs, x)
	s.Regs = append(s.Regs, deepTerm(t, s, deepDepth, s.Regs[0]))
	y, err := s.NewVar()
	if err != nil {
		t.Fatal(err)
	}
	s.Regs = append(s.Regs, y)
	s.Regs = append(s.Regs, deepTerm(t, s, deepDepth, s.Atom(term.Intern("a"))))
	// Refs move at every safe point: read them back from the roots.
	x, a, y, b := s.Regs[0], s.Regs[1], s.Regs[2], s.Regs[3]

	defer debug.SetMaxStack(debug.SetMaxStack(smallGoStack))

	if got := s.Compare(a, b); got != -1 {
		t.Errorf("compare(deep(X), deep(a)) = %d, want -1 (a variable first)", got)
	}
	if !s.UnifyOccursCheck(y, a) || !s.UnifyOccursCheck(a, y) {
		t.Errorf("Y = deep(X) with the occurs check failed")
	}
	m := s.Mark()
	if !s.Unify(a, b) {
		t.Fatal("deep(X) = deep(a) failed")
	}
	if got := s.Compare(a, b); got != 0 {
		t.Errorf("compare after unifying = %d, want 0", got)
	}
	s.Undo(m)
	s.Drop(m)
	// The occurs check walks the whole term: X occurs at the bottom.
	if s.UnifyOccursCheck(x, a) {
		t.Errorf("X = deep(X) with the occurs check succeeded")
	}
	cp, err := s.CopyTerm(a)
	if err != nil {
		t.Fatal(err)
	}
	a = s.Regs[1]
	if got := s.Compare(cp, a); got != 1 {
		t.Errorf("compare(copy, original) = %d, want 1 (the copy's variable is younger)", got)
	}
	tm := s.ToTerm(cp, nil)
	back, err := s.FromTerm(tm, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !s.Unify(back, cp) {
		t.Errorf("the deep term converted to a reader's term and back does not unify with itself")
	}
}
