package engine

import (
	"fmt"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

// unifyCases are pairs of terms, whether they unify without and with the
// occurs check, and what both are after unifying (as writeq writes a
// term read from that text, up to variable renaming).
var unifyCases = []struct {
	a, b   string
	ok     bool
	okOC   bool
	result string
}{
	{"a", "a", true, true, "a"},
	{"a", "b", false, false, ""},
	{"a", "f(a)", false, false, ""},
	{"f(a)", "g(a)", false, false, ""},
	{"f(a)", "f(a, a)", false, false, ""},
	{"X", "a", true, true, "a"},
	{"a", "X", true, true, "a"},
	{"X", "Y", true, true, "_"},
	{"X", "X", true, true, "_"},
	{"f(X, b)", "f(a, Y)", true, true, "f(a, b)"},
	{"f(X, X)", "f(a, b)", false, false, ""},
	{"f(X, Y, X)", "f(Y, Z, a)", true, true, "f(a, a, a)"},
	{"f(A, B, C)", "f(g(B), h(C), i)", true, true, "f(g(h(i)), h(i), i)"},
	{"[1, 2, 3|T]", "[1, 2|U]", true, true, "[1, 2, 3|T]"},
	{"[a, b]", "[a, b, c]", false, false, ""},
	{"1", "1", true, true, "1"},
	{"1", "1.0", false, false, ""},
	{"1.0", "1.0", true, true, "1.0"},
	{"0.0", "-0.0", false, false, ""},
	{"-1", "-(1)", false, false, ""},
	{"'[]'", "[]", true, true, "[]"},
	{"{X}", "{a}", true, true, "{a}"},
	// Beyond 48 bits (boxed) and beyond int64 (big): equal by value.
	{"281474976710656", "281474976710656", true, true, "281474976710656"},
	{"281474976710656", "281474976710657", false, false, ""},
	{"9223372036854775807", "9223372036854775807", true, true, "9223372036854775807"},
	{"123456789012345678901234567890", "123456789012345678901234567890", true, true, "123456789012345678901234567890"},
	{"-123456789012345678901234567890", "123456789012345678901234567890", false, false, ""},
	{"123456789012345678901234567890", "123456789012345678901234567891", false, false, ""},
	{"18446744073709551616", "18446744073709551616.0", false, false, ""},
	{"f(X)", "f(281474976710656)", true, true, "f(281474976710656)"},
	// Strings: equal when their texts are (any length: the last word is
	// padded).
	{`"abc"`, `"abc"`, true, true, `"abc"`},
	{`""`, `""`, true, true, `""`},
	{`"abc"`, `"abd"`, false, false, ""},
	{`"abcdefghi"`, `"abcdefghi"`, true, true, `"abcdefghi"`},
	{`"abcdefghi"`, `"abcdefghj"`, false, false, ""},
	{`"abc"`, `"abcd"`, false, false, ""},
	{`"abc"`, "abc", false, false, ""},
	{`"a"`, "[97]", false, false, ""},
	{`f(X, "s")`, `f("s", Y)`, true, true, `f("s", "s")`},
	// The occurs check.
	{"X", "f(X)", true, false, ""},
	{"f(X, Y)", "f(Y, g(X))", true, false, ""},
	{"f(X, g(X))", "f(Y, Y)", true, false, ""},
	{"f(X, Y)", "f(Y, g(Z))", true, true, "f(g(Z), g(Z))"},
	{"[X|T]", "[a|X]", true, true, "[a|a]"},
}

func TestUnify(t *testing.T) {
	s := newStore(t, heap.Config{})
	for _, c := range unifyCases {
		for _, oc := range []bool{false, true} {
			ts := terms(t, s, c.a, c.b)
			a, b := ts[0], ts[1]
			want := c.ok
			unify := s.Unify
			if oc {
				want, unify = c.okOC, s.UnifyOccursCheck
			}
			if got := unify(a, b); got != want {
				t.Errorf("%s = %s (occurs check %v): got %v, want %v", c.a, c.b, oc, got, want)
				continue
			}
			if !want || c.result == "" {
				continue
			}
			if s.Compare(a, b) != 0 {
				t.Errorf("%s = %s (occurs check %v): the terms are %s afterwards", c.a, c.b, oc, show(s, nil, a, b))
			}
			if got := s.ToTerm(a, nil); !term.Variant(got, readTerm(t, c.result)) {
				t.Errorf("%s = %s (occurs check %v): got %s, want %s", c.a, c.b, oc, show(s, nil, a), c.result)
			}
		}
	}
}

// TestUndo checks that undoing a mark restores every binding made after
// it, and only those, and that bindings of variables made after the mark
// are not trailed.
func TestUndo(t *testing.T) {
	s := newStore(t, heap.Config{})
	ts := terms(t, s, "f(X, Y, Z)", "f(a, g(W), W)", "X")
	vars := map[int64]*term.Var{}
	before := show(s, vars, ts...)

	m := s.Mark()
	if !s.Unify(ts[0], ts[1]) {
		t.Fatal("f(X, Y, Z) = f(a, g(W), W) failed")
	}
	if got, want := show(s, vars, ts[2]), "a"; got != want {
		t.Fatalf("X is %s after unifying, want %s", got, want)
	}
	if got, want := s.TrailLen(), 3; got != want {
		t.Errorf("trail has %d entries, want %d (X, Y, and one of Z and W)", got, want)
	}
	// A variable made after the mark is not trailed.
	v, err := s.NewVar()
	if err != nil {
		t.Fatal(err)
	}
	n := s.TrailLen()
	s.Unify(v, ts[2])
	if s.TrailLen() != n {
		t.Errorf("binding a variable newer than the mark was trailed")
	}
	s.Undo(m)
	if got := show(s, vars, ts...); got != before {
		t.Errorf("after undo: %s, want %s", got, before)
	}
	if s.TrailLen() != 0 {
		t.Errorf("trail has %d entries after undoing everything", s.TrailLen())
	}
	s.Drop(m)
	// Without a choicepoint nothing is trailed.
	s.Unify(ts[0], ts[1])
	if s.TrailLen() != 0 {
		t.Errorf("a binding with no choicepoint was trailed")
	}
}

// TestNestedMarks checks that undoing an inner mark keeps the bindings
// made before it.
func TestNestedMarks(t *testing.T) {
	s := newStore(t, heap.Config{})
	ts := terms(t, s, "X", "Y")
	vars := map[int64]*term.Var{}
	outer := s.Mark()
	s.Unify(ts[0], terms(t, s, "a")[0])
	inner := s.Mark()
	s.Unify(ts[1], terms(t, s, "b")[0])
	s.Undo(inner)
	s.Drop(inner)
	if got, want := show(s, vars, ts[0]), "a"; got != want {
		t.Errorf("after undoing the inner mark X is %s, want %s", got, want)
	}
	if got := s.Deref(ts[1]); s.kindOf(got) != kindVar {
		t.Errorf("after undoing the inner mark Y is %s, want unbound", show(s, vars, got))
	}
	// Y is bound after the inner mark was dropped: still trailed for the outer one.
	s.Unify(ts[1], terms(t, s, "c")[0])
	s.Undo(outer)
	for i, v := range ts {
		if s.kindOf(s.Deref(v)) != kindVar {
			t.Errorf("after undoing the outer mark term %d is %s, want unbound", i, show(s, vars, v))
		}
	}
}

// sharedChain is the pair f(A1, ..., An) and f(g(A0, A0), ..., g(An-1,
// An-1)): unifying them binds each Ai to a term in which A(i-1) occurs
// twice, so An's term has 2^n paths to A0.
func sharedChain(n int) (string, string) {
	var a, b []string
	for i := 1; i <= n; i++ {
		a = append(a, fmt.Sprintf("A%d", i))
		b = append(b, fmt.Sprintf("g(A%[1]d, A%[1]d)", i-1))
	}
	return "f(" + strings.Join(a, ", ") + ")", "f(" + strings.Join(b, ", ") + ")"
}

// TestOccursCheckShared checks that the occurs check walks a shared
// subterm once: with a walk per path, the chain of 100 would take 2^100
// steps (the test would time out).
func TestOccursCheckShared(t *testing.T) {
	s := newStore(t, heap.Config{})
	a, b := sharedChain(100)
	ts := terms(t, s, a, b, "A0", "A100", "Z")
	// Each binding Ai = g(A(i-1), A(i-1)) checks A(i-1)'s 2^(i-1) paths.
	if !s.UnifyOccursCheck(ts[0], ts[1]) {
		t.Fatalf("%s = %s failed", a, b)
	}
	if !s.UnifyOccursCheck(ts[4], ts[3]) {
		t.Errorf("Z = A100 failed with the occurs check")
	}
	// A0 occurs at the bottom of A100's 2^100 paths.
	if s.UnifyOccursCheck(ts[2], ts[3]) {
		t.Errorf("A0 = A100 succeeded with the occurs check")
	}
	if !s.UnifyOccursCheck(ts[2], s.Atom(term.Intern("a"))) {
		t.Errorf("A0 = a failed")
	}
}
