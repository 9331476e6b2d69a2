package engine

import (
	"math"
	"math/big"
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

// standardOrder is a list of terms in strictly increasing standard order
// (ISO 7.2; the order of equal numbers and of -0.0 is SWI-Prolog's).
// Variables are ordered by age: v1 is made first.
func standardOrder(v1, v2 *term.Var) []term.Term {
	bigNeg, _ := new(big.Int).SetString("-100000000000000000000", 10)
	big20, _ := new(big.Int).SetString("100000000000000000000", 10)
	big21, _ := new(big.Int).SetString("100000000000000000001", 10)
	return []term.Term{
		v1,
		v2,
		term.Float(math.Inf(-1)),
		&term.BigInt{V: bigNeg},
		term.Int(math.MinInt64),
		term.Float(-1),
		term.Int(-1),
		term.Float(math.Copysign(0, -1)),
		term.Float(0),
		term.Int(0),
		term.Int(1),
		term.Float(1.5),
		term.Int(1 << 48), // boxed
		term.Float(1 << 53),
		term.Int(1<<53 + 1),
		term.Int(math.MaxInt64),
		term.Float(1e20),
		&term.BigInt{V: big20},
		&term.BigInt{V: big21},
		term.Float(math.Inf(1)),
		term.String(""),
		term.String("A"),
		term.String("a"),
		term.String("ab"),
		term.String("abcdefghi"),
		term.String("b"),
		term.String("é"),
		term.Intern(""),
		term.Intern("A"),
		term.Intern("[]"),
		term.Intern("a"),
		term.Intern("ab"),
		term.Intern("b"),
		term.Intern("é"),
		term.New("z", term.Intern("a")),
		term.New("a", v2, term.Intern("a")),
		term.New("a", term.Int(1), term.Intern("a")),
		term.New("a", term.Intern("a"), v1),
		term.New("a", term.Intern("a"), term.Intern("b")),
		term.New("a", term.Intern("b"), term.Intern("a")),
		term.New("b", term.Intern("a"), term.Intern("a")),
		term.New("a", term.Intern("a"), term.Intern("a"), term.Intern("a")),
	}
}

func TestCompare(t *testing.T) {
	s := newStore(t, heap.Config{})
	v1, v2 := term.NewVar("V1"), term.NewVar("V2")
	order := standardOrder(v1, v2)
	vars := map[*term.Var]heap.Value{}
	// v1 is made before v2: the first term holds them in that order.
	all, err := s.FromTerm(term.New("t", append([]term.Term{term.New("v", v1, v2)}, order...)...), vars)
	if err != nil {
		t.Fatal(err)
	}
	ts := make([]heap.Value, len(order))
	for i := range ts {
		ts[i] = s.arg(all, i+1)
	}
	for i, a := range ts {
		for j, b := range ts {
			want := 0
			switch {
			case i < j:
				want = -1
			case i > j:
				want = 1
			}
			if got := s.Compare(a, b); got != want {
				t.Errorf("compare(%s, %s) = %d, want %d", show(s, nil, a), show(s, nil, b), got, want)
			}
		}
	}
	// Bound variables compare as their values; the order of variables
	// survives a collection (which moves and reorders their cells).
	x, y := vars[v1], vars[v2]
	s.Regs = append(s.Regs, x, y)
	s.Heap().Collect()
	x, y = s.Regs[0], s.Regs[1]
	if s.Compare(x, y) != -1 || s.Compare(y, x) != 1 {
		t.Errorf("the order of variables changed after a collection")
	}
	s.Unify(y, s.Atom(term.Intern("a")))
	if got := s.Compare(y, s.Atom(term.Intern("a"))); got != 0 {
		t.Errorf("compare(Y, a) after Y = a is %d, want 0", got)
	}
}
