// Package random is SWI-Prolog's library(random), loaded as the library
// random (engine.Library): random/1, random/3, random_between/3,
// random_member/2, random_select/3, random_permutation/2, randseq/3,
// randset/3 and set_random/1. They draw from the machine's generator,
// which the arithmetic functions random/1 and random_float share:
// set_random(seed(N)) makes the sequence reproducible (the same for the
// same N, in every run; not SWI-Prolog's numbers, which come from
// another generator).
package random

import (
	"math/rand/v2"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/term"
)

// Library is the random library.
var Library = &engine.Library{
	Name: "random",
	Builtins: []engine.Builtin{
		{Name: "random", Arity: 1, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) {
			return m.UnifyTerm(a[0], term.Float(m.Rand().Float64()))
		}},
		{Name: "random", Arity: 3, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) {
			return between(m, a[0], a[1], a[2], false)
		}},
		{Name: "random_between", Arity: 3, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) {
			return between(m, a[0], a[1], a[2], true)
		}},
		{Name: "random_member", Arity: 2, Fn: randomMember},
		{Name: "random_select", Arity: 3, Fn: randomSelect},
		{Name: "random_permutation", Arity: 2, Fn: randomPermutation},
		{Name: "randseq", Arity: 3, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) { return randseq(m, a, false) }},
		{Name: "randset", Arity: 3, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) { return randseq(m, a, true) }},
		{Name: "set_random", Arity: 1, Fn: setRandom},
	},
}

// intArg is the integer argument v.
func intArg(m *engine.Machine, v heap.Value) (int64, error) {
	switch t := m.Term(v).(type) {
	case term.Int:
		return int64(t), nil
	case *term.Var:
		return 0, engine.InstantiationError()
	default:
		return 0, engine.TypeError("integer", t)
	}
}

// between is random_between(L, H, X) (X in L..H, inclusive) and
// random(L, H, X) (X in L..H-1); it fails when the range is empty.
func between(m *engine.Machine, lo, hi, x heap.Value, inclusive bool) (bool, error) {
	l, err := intArg(m, lo)
	if err != nil {
		return false, err
	}
	h, err := intArg(m, hi)
	if err != nil {
		return false, err
	}
	if !inclusive {
		h--
	}
	if h < l {
		return false, nil
	}
	return m.UnifyTerm(x, term.Int(l+m.Rand().Int64N(h-l+1)))
}

// listArg is the items of the proper list v.
func listArg(m *engine.Machine, v heap.Value) ([]heap.Value, error) {
	items, ok := m.ListItems(v)
	if !ok {
		if m.IsVar(v) {
			return nil, engine.InstantiationError()
		}
		return nil, engine.TypeError("list", m.Term(v))
	}
	return items, nil
}

func randomMember(m *engine.Machine, a []heap.Value) (bool, error) {
	items, err := listArg(m, a[1])
	if err != nil {
		return false, err
	}
	if len(items) == 0 {
		return false, nil
	}
	return m.Unify(a[0], items[m.Rand().IntN(len(items))]), nil
}

// randomSelect is random_select(X, List, Rest): X a random element of
// List, Rest the others; or, with List unbound, List is Rest with X
// inserted at a random place.
func randomSelect(m *engine.Machine, a []heap.Value) (bool, error) {
	if !m.IsVar(a[1]) {
		items, err := listArg(m, a[1])
		if err != nil {
			return false, err
		}
		if len(items) == 0 {
			return false, nil
		}
		ts := m.Terms(append([]heap.Value{a[0]}, items...)...)
		i := m.Rand().IntN(len(items))
		rest := append(append([]term.Term(nil), ts[1:i+1]...), ts[i+2:]...)
		return m.UnifyTerm(heapPair(m, a[0], a[2]), term.New("-", ts[i+1], term.List(rest, term.Nil)))
	}
	rest, err := listArg(m, a[2])
	if err != nil {
		return false, err
	}
	ts := m.Terms(append([]heap.Value{a[0]}, rest...)...)
	i := m.Rand().IntN(len(rest) + 1)
	out := append(append(append([]term.Term(nil), ts[1:i+1]...), ts[0]), ts[i+1:]...)
	return m.UnifyTerm(heapPair(m, a[0], a[1]), term.New("-", ts[0], term.List(out, term.Nil)))
}

// heapPair is the term X-Y of x and y on the heap (a failed allocation
// leaves 0, which unifies with nothing).
func heapPair(m *engine.Machine, x, y heap.Value) heap.Value {
	p, err := m.Compound("-", x, y)
	if err != nil {
		return 0
	}
	return p
}

func randomPermutation(m *engine.Machine, a []heap.Value) (bool, error) {
	if m.IsVar(a[0]) {
		items, err := listArg(m, a[1])
		if err != nil {
			return false, err
		}
		ts := m.Terms(items...)
		m.Rand().Shuffle(len(ts), func(i, j int) { ts[i], ts[j] = ts[j], ts[i] })
		return m.UnifyTerm(a[0], term.List(ts, term.Nil))
	}
	items, err := listArg(m, a[0])
	if err != nil {
		return false, err
	}
	ts := m.Terms(items...)
	m.Rand().Shuffle(len(ts), func(i, j int) { ts[i], ts[j] = ts[j], ts[i] })
	return m.UnifyTerm(a[1], term.List(ts, term.Nil))
}

// randseq is randseq(K, N, L) (K distinct integers of 1..N in random
// order) and randset(K, N, S) (the same sorted).
func randseq(m *engine.Machine, a []heap.Value, sorted bool) (bool, error) {
	k, err := intArg(m, a[0])
	if err != nil {
		return false, err
	}
	n, err := intArg(m, a[1])
	if err != nil {
		return false, err
	}
	if k < 0 || k > n {
		return false, engine.DomainError("not_less_than_zero", term.Int(k))
	}
	perm := m.Rand().Perm(int(n))[:k]
	if sorted {
		chosen := make([]bool, n)
		for _, i := range perm {
			chosen[i] = true
		}
		perm = perm[:0]
		for i, c := range chosen {
			if c {
				perm = append(perm, i)
			}
		}
	}
	ts := make([]term.Term, len(perm))
	for i, x := range perm {
		ts[i] = term.Int(x + 1)
	}
	return m.UnifyTerm(a[2], term.List(ts, term.Nil))
}

// setRandom is set_random(seed(N)) (a generator seeded with N) and
// set_random(seed(random)) (seeded at random).
func setRandom(m *engine.Machine, a []heap.Value) (bool, error) {
	opt := m.Term(a[0])
	c, ok := opt.(*term.Compound)
	if !ok || c.Functor.Name() != "seed" || len(c.Args) != 1 {
		if _, isVar := opt.(*term.Var); isVar {
			return false, engine.InstantiationError()
		}
		return false, engine.DomainError("set_random", opt)
	}
	switch s := c.Args[0].(type) {
	case term.Int:
		m.SetRand(rand.New(rand.NewPCG(uint64(s), 0)))
	case term.Atom:
		if s.Name() != "random" {
			return false, engine.DomainError("seed", s)
		}
		m.SetRand(rand.New(rand.NewPCG(rand.Uint64(), rand.Uint64())))
	case *term.Var:
		return false, engine.InstantiationError()
	default:
		return false, engine.TypeError("integer", s)
	}
	return true, nil
}
