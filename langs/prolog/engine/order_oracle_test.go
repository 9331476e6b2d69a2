package engine

import (
	"cmp"
	"math"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

// oracleNumbers are numbers whose order is easy to get wrong: equal
// values of both types, signed zeros, values beyond float precision,
// every integer representation.
func oracleNumbers() []term.Term {
	b70 := new(big.Int).Lsh(big.NewInt(1), 70)
	return []term.Term{
		term.Int(0), term.Int(-1), term.Int(1), term.Int(1 << 48), term.Int(-1 << 48),
		term.Int(1<<53 + 1), term.Int(1<<53 + 3), term.Int(math.MaxInt64), term.Int(math.MinInt64),
		term.Float(0), term.Float(math.Copysign(0, -1)), term.Float(1), term.Float(-1),
		term.Float(1 << 53), term.Float(1<<53 + 4), term.Float(1 << 63), term.Float(1 << 70), term.Float(-1 << 70), term.Float(0.5),
		&term.BigInt{V: b70}, &term.BigInt{V: new(big.Int).Neg(b70)},
	}
}

// groundTerm is a random ground term over a few atoms and oracleNumbers.
func groundTerm(r *rand.Rand, depth int, numbers []term.Term) term.Term {
	if depth == 0 || r.IntN(3) == 0 {
		if r.IntN(2) == 0 {
			return numbers[r.IntN(len(numbers))]
		}
		return term.Intern([]string{"a", "b", "[]", "", "é"}[r.IntN(5)])
	}
	args := make([]term.Term, 1+r.IntN(3))
	for i := range args {
		args[i] = groundTerm(r, depth-1, numbers)
	}
	return term.New([]string{"f", "g", "a"}[r.IntN(3)], args...)
}

// oracleCompare is the standard order of ground terms as ISO 7.2 words
// it, written plainly (recursive, exact rationals for numbers).
func oracleCompare(a, b term.Term) int {
	rank := func(t term.Term) int {
		switch t.(type) {
		case term.Int, *term.BigInt, term.Float:
			return 0
		case term.Atom:
			return 1
		}
		return 2
	}
	if c := cmp.Compare(rank(a), rank(b)); c != 0 {
		return c
	}
	switch x := a.(type) {
	case term.Atom:
		return strings.Compare(x.Name(), b.(term.Atom).Name())
	case *term.Compound:
		y := b.(*term.Compound)
		if c := cmp.Compare(len(x.Args), len(y.Args)); c != 0 {
			return c
		}
		if c := strings.Compare(x.Functor.Name(), y.Functor.Name()); c != 0 {
			return c
		}
		for i := range x.Args {
			if c := oracleCompare(x.Args[i], y.Args[i]); c != 0 {
				return c
			}
		}
		return 0
	}
	rat := func(t term.Term) *big.Rat {
		switch n := t.(type) {
		case term.Int:
			return new(big.Rat).SetInt64(int64(n))
		case *term.BigInt:
			return new(big.Rat).SetInt(n.V)
		}
		return new(big.Rat).SetFloat64(float64(t.(term.Float)))
	}
	if c := rat(a).Cmp(rat(b)); c != 0 {
		return c
	}
	fa, aFloat := a.(term.Float)
	fb, bFloat := b.(term.Float)
	switch {
	case aFloat && bFloat: // equal values: -0.0 first
		switch sa, sb := math.Signbit(float64(fa)), math.Signbit(float64(fb)); {
		case sa == sb:
			return 0
		case sa:
			return -1
		}
		return 1
	case aFloat:
		return -1
	case bFloat:
		return 1
	}
	return 0
}

// TestCompareOracle checks Store.Compare against oracleCompare on random
// ground terms.
func TestCompareOracle(t *testing.T) {
	s := newStore(t, heap.Config{})
	r := rand.New(rand.NewPCG(5, 6))
	numbers := oracleNumbers()
	for range 3000 {
		a, b := groundTerm(r, 3, numbers), groundTerm(r, 3, numbers)
		if r.IntN(4) == 0 {
			b = a // identical terms, built twice on the heap
		}
		v, err := s.FromTerm(term.New("p", a, b), nil)
		if err != nil {
			t.Fatal(err)
		}
		got, want := s.Compare(s.arg(v, 0), s.arg(v, 1)), oracleCompare(a, b)
		if got != want {
			t.Fatalf("compare(%s) = %d, want %d", show(s, nil, s.arg(v, 0), s.arg(v, 1)), got, want)
		}
	}
}
