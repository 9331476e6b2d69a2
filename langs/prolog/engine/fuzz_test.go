package engine

import (
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

// FuzzUnify reads two terms (sharing variable names) and checks what
// TestUnifyProperties checks on random terms: with the occurs check,
// unification is symmetric and leaves identical terms; undoing it
// restores both terms; without the check it agrees where the check
// passes; and the standard order is antisymmetric.
//
//	cd langs/prolog/engine && go test -run XXX -fuzz FuzzUnify -fuzztime 10m
func FuzzUnify(f *testing.F) {
	for _, c := range unifyCases {
		f.Add(c.a, c.b)
	}
	f.Fuzz(func(t *testing.T, a, b string) {
		if strings.ContainsAny(a+b, ".%") {
			t.Skip() // one term each: no end token, no comment hiding the join
		}
		res, err := syntax.NewReader(strings.NewReader("t(("+a+"), ("+b+")) ."), syntax.DefaultOps(), syntax.Flags{}).Read()
		if err != nil {
			t.Skip()
		}
		pair, ok := res.Term.(*term.Compound)
		if !ok || len(pair.Args) != 2 {
			t.Skip()
		}
		s := newStore(t, heap.Config{})
		v, err := s.FromTerm(pair, nil)
		if err != nil {
			t.Fatal(err)
		}
		x, y := s.arg(v, 0), s.arg(v, 1)
		vars := map[int64]*term.Var{}
		before := show(s, vars, x, y)
		if c, r := s.Compare(x, y), s.Compare(y, x); c != -r {
			t.Fatalf("compare(%s) = %d, reversed %d", before, c, r)
		}
		m := s.Mark()
		xy := s.UnifyOccursCheck(x, y)
		var after string
		if xy {
			if s.Compare(x, y) != 0 {
				t.Fatalf("%s: unified, not identical", before)
			}
			after = show(s, vars, x, y)
		}
		s.Undo(m)
		if got := show(s, vars, x, y); got != before {
			t.Fatalf("%s: after undo %s", before, got)
		}
		if yx := s.UnifyOccursCheck(y, x); yx != xy {
			t.Fatalf("%s: unify(a, b) = %v, unify(b, a) = %v", before, xy, yx)
		} else if yx && show(s, vars, x, y) != after {
			t.Fatalf("%s: unify(a, b) gives %s, unify(b, a) %s", before, after, show(s, vars, x, y))
		}
		s.Undo(m)
		// Where the occurs check passes, unification without it does
		// the same (where it fails, the terms could become cyclic).
		if xy && !s.Unify(x, y) {
			t.Fatalf("%s: unifies with the occurs check only", before)
		}
	})
}
