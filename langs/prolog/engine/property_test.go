package engine

import (
	"math/big"
	"math/rand/v2"
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

// randomTerm is a random term of at most depth levels over a few atoms,
// numbers of every representation, and the variables vars.
func randomTerm(r *rand.Rand, depth int, vars []*term.Var) term.Term {
	if depth == 0 || r.IntN(3) == 0 {
		switch r.IntN(6) {
		case 0, 1:
			return vars[r.IntN(len(vars))]
		case 2:
			return term.Intern([]string{"a", "b", "[]"}[r.IntN(3)])
		case 3:
			return term.Int([]int64{0, 1, 1 << 50}[r.IntN(3)])
		case 4:
			return term.Float([]float64{0, 1}[r.IntN(2)])
		}
		return term.MakeBig(new(big.Int).Lsh(big.NewInt(1), 70+uint(r.IntN(2))))
	}
	f := []string{"f", "g", "."}[r.IntN(3)]
	args := make([]term.Term, 1+r.IntN(2))
	for i := range args {
		args[i] = randomTerm(r, depth-1, vars)
	}
	return term.New(f, args...)
}

// randomPair puts two random terms sharing some variables on the heap.
func randomPair(t *testing.T, s *Store, r *rand.Rand) (a, b heap.Value) {
	vars := make([]*term.Var, 1+r.IntN(4))
	for i := range vars {
		vars[i] = term.NewVar("")
	}
	pair, err := s.FromTerm(term.New("p", randomTerm(r, 4, vars), randomTerm(r, 4, vars)), nil)
	if err != nil {
		t.Fatal(err)
	}
	return s.arg(pair, 0), s.arg(pair, 1)
}

// TestUnifyProperties checks on random terms that unification is
// symmetric (same answer and, with the occurs check, the same resulting
// terms), that after it succeeds the terms are identical, and that
// undoing it restores both terms exactly.
func TestUnifyProperties(t *testing.T) {
	s := newStore(t, heap.Config{})
	r := rand.New(rand.NewPCG(1, 2))
	n := 3000
	if testing.Short() {
		n = 1000
	}
	succeeded := 0
	for range n {
		a, b := randomPair(t, s, r)
		vars := map[int64]*term.Var{}
		before := show(s, vars, a, b)
		for _, oc := range []bool{false, true} {
			unify := s.Unify
			if oc {
				unify = s.UnifyOccursCheck
			}
			m := s.Mark()
			ab := unify(a, b)
			var after string
			if ab && oc {
				if s.Compare(a, b) != 0 {
					t.Fatalf("%s: unified but not identical: %s", before, show(s, vars, a, b))
				}
				after = show(s, vars, a, b)
			}
			s.Undo(m)
			if got := show(s, vars, a, b); got != before {
				t.Fatalf("%s: after unify (occurs check %v) and undo: %s", before, oc, got)
			}
			ba := unify(b, a)
			if ba != ab {
				t.Fatalf("%s: unify(a, b) = %v but unify(b, a) = %v (occurs check %v)", before, ab, ba, oc)
			}
			if ba && oc {
				if got := show(s, vars, a, b); got != after {
					t.Fatalf("%s: unify(a, b) gives %s, unify(b, a) %s", before, after, got)
				}
				succeeded++
			}
			s.Undo(m)
			s.Drop(m)
			if got := show(s, vars, a, b); got != before {
				t.Fatalf("%s: after unify(b, a) (occurs check %v) and undo: %s", before, oc, got)
			}
		}
	}
	// The generator must exercise both outcomes.
	if succeeded < n/10 || succeeded > n*9/10 {
		t.Errorf("%d of %d random pairs unified: the generator is off", succeeded, n)
	}
}

// TestCompareProperties checks on random terms that the standard order
// is antisymmetric, 0 exactly for identical terms, and transitive.
func TestCompareProperties(t *testing.T) {
	s := newStore(t, heap.Config{})
	r := rand.New(rand.NewPCG(3, 4))
	for range 500 {
		a, b := randomPair(t, s, r)
		c, _ := randomPair(t, s, r)
		ab, ba := s.Compare(a, b), s.Compare(b, a)
		if ab != -ba {
			t.Fatalf("compare(%s) = %d but the reverse is %d", show(s, nil, a, b), ab, ba)
		}
		if s.Compare(a, a) != 0 {
			t.Fatalf("compare(%s, itself) != 0", show(s, nil, a))
		}
		if ab <= 0 && s.Compare(b, c) <= 0 && s.Compare(a, c) > 0 {
			t.Fatalf("not transitive: %s", show(s, nil, a, b, c))
		}
	}
}
