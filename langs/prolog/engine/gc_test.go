package engine

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

// gcHeap is a small heap, so that the churn below collects often.
var gcHeap = heap.Config{MaxBytes: 1 << 20, InitialBytes: 64 << 10}

// maxKeptWords bounds the words the terms testCollection keeps occupy
// (35 words with today's layout: compounds, list cells, variables, boxes).
const maxKeptWords = 64

// TestCollection builds and drops many terms on a 1 MiB heap, keeping a
// few in the registers and some bindings on the trail, and checks that
// the kept terms and the trail survive the collections.
func TestCollection(t *testing.T) {
	for _, cfg := range []struct {
		name  string
		heap  heap.Config
		turns int
	}{
		{"small heap", gcHeap, 2000},
		// Every allocation collects: a ref kept outside the roots breaks.
		{"stress", heap.Config{Stress: true}, 120},
	} {
		t.Run(cfg.name, func(t *testing.T) {
			turns := cfg.turns
			if testing.Short() {
				turns /= 4
			}
			testCollection(t, cfg.heap, turns)
		})
	}
}

func testCollection(t *testing.T, cfg heap.Config, turns int) {
	s := newStore(t, cfg)
	kept := terms(t, s, "f(X, [1, 2.5, 281474976710656, 123456789012345678901234567890|T], g(Y))", "Y", "Z")
	s.Regs = append(s.Regs, kept...)
	vars := map[int64]*term.Var{}
	before := show(s, vars, s.Regs...)
	// Z is bound under a mark: only the trail remembers to unbind it.
	m := s.Mark()
	if !s.Unify(s.Regs[2], s.Atom(term.Intern("z"))) {
		t.Fatal("Z = z failed")
	}
	cons, err := s.Functor(term.Dot, 2)
	if err != nil {
		t.Fatal(err)
	}
	for turn := range turns {
		// A list of fresh variables built cell by cell: the list so far
		// is in a register while NewVar allocates, and NewCompound keeps
		// its arguments alive while it allocates.
		s.Regs = append(s.Regs, s.Atom(term.Nil))
		for range 100 {
			v, err := s.NewVar()
			if err != nil {
				t.Fatal(err)
			}
			if s.Regs[3], err = s.NewCompound(cons, v, s.Regs[3]); err != nil {
				t.Fatal(err)
			}
		}
		// ... unified with a list read from text, then copied.
		pattern := fmt.Sprintf("[%d%s|_]", turn, strings.Repeat(", a", 98))
		p, err := s.FromTerm(readTerm(t, pattern), nil)
		if err != nil {
			t.Fatal(err)
		}
		if !s.Unify(s.Regs[3], p) {
			t.Fatalf("turn %d: the list does not unify with %s", turn, pattern)
		}
		cp, err := s.CopyTerm(s.Regs[3])
		if err != nil {
			t.Fatal(err)
		}
		if !term.Variant(s.ToTerm(cp, nil), s.ToTerm(s.Regs[3], nil)) {
			t.Fatalf("turn %d: copy %s of %s", turn, show(s, nil, cp), show(s, nil, s.Regs[3]))
		}
		s.Regs = s.Regs[:3]
	}
	if st := s.Heap().Stats(); st.Collections < 10 {
		t.Fatalf("only %d collections: the test does not test them", st.Collections)
	}
	// What was dropped is garbage: only the kept terms stay live.
	s.Heap().Collect()
	if live := s.Heap().Stats().LiveWords; live > maxKeptWords {
		t.Errorf("%d words live after dropping every turn's terms, want at most %d", live, maxKeptWords)
	}
	if got, want := show(s, vars, s.Regs[2]), "z"; got != want {
		t.Errorf("Z is %s after the collections, want %s", got, want)
	}
	s.Undo(m)
	if got := show(s, vars, s.Regs...); got != before {
		t.Errorf("kept terms after the collections and undo:\n%s\nwant\n%s", got, before)
	}
}

// TestHeapLimit checks that running out of heap is an error, not a
// crash, and leaves the store usable.
func TestHeapLimit(t *testing.T) {
	s := newStore(t, heap.Config{MaxBytes: 64 << 10, InitialBytes: 64 << 10})
	list := readTerm(t, "["+strings.Repeat("a, ", 10000)+"a]")
	_, err := s.FromTerm(list, nil)
	var limit *heap.LimitError
	if !errors.As(err, &limit) {
		t.Fatalf("FromTerm of a list too big for the heap: %v, want a *heap.LimitError", err)
	}
	ts := terms(t, s, "f(X)", "f(a)")
	if !s.Unify(ts[0], ts[1]) {
		t.Errorf("the store does not work after running out of heap")
	}
}

// TestShortcut: a collection replaces a variable bound for good (not on
// the trail) by its binding, and keeps a variable bound under a mark (the
// trail unbinds it on backtracking): backtracking then still unbinds it.
func TestShortcut(t *testing.T) {
	s := newStore(t, heap.Config{})
	vs := terms(t, s, "X", "f(X)")
	s.Regs = append(s.Regs, vs...)
	if !s.Unify(s.Regs[0], s.Atom(term.Intern("a"))) { // no mark: for good
		t.Fatal("X = a failed")
	}
	s.h.Collect()
	if got := s.Regs[0]; got != s.Atom(term.Intern("a")) {
		t.Errorf("X, bound for good, is %s after a collection, not the atom a", show(s, nil, got))
	}
	if got := s.arg(s.Regs[1], 0); got != s.Atom(term.Intern("a")) {
		t.Errorf("f(X)'s argument is %s, not the atom a", show(s, nil, got))
	}
	ws := terms(t, s, "Y", "g(Y)")
	s.Regs = append(s.Regs, ws...)
	m := s.Mark()
	if !s.Unify(s.Regs[2], s.Atom(term.Intern("b"))) { // under the mark
		t.Fatal("Y = b failed")
	}
	s.h.Collect()
	if s.kindOf(s.Regs[2]) != kindVar || s.kindOf(s.arg(s.Regs[3], 0)) != kindVar {
		t.Error("Y, bound under a mark, was replaced by its binding")
	}
	if got := s.arg(s.Regs[1], 0); got != s.Atom(term.Intern("a")) {
		t.Errorf("f(X)'s argument, bound before the mark, is %s", show(s, nil, got))
	}
	s.Undo(m)
	if s.kindOf(s.Deref(s.arg(s.Regs[3], 0))) != kindVar {
		t.Errorf("after undoing the mark g(Y) is %s, want Y unbound", show(s, nil, s.Regs[3]))
	}
}
