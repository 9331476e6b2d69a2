package engine

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

// Terms may be cyclic: unification without the occurs check makes
// rational trees (X = f(X)), which SWI-Prolog supports. They also share
// subterms (A2 = g(A1, A1), A3 = g(A2, A2), ...). A walk that does not
// remember where it has been never ends on the first and is exponential
// on the second, so every walk over a term (unify, compare, copy, the
// conversions, ground, term_variables) counts the compounds it visits,
// and past memoAfter remembers them (or the pairs it visited) and walks
// each once: the common small term costs no bookkeeping, a cyclic one
// ends, a shared one is linear.
const memoAfter = occursWalkLimit

// memo is one walk's memory of the compounds (K: a heap ref, or a
// reader's *term.Compound) it visited, and of what it made of each (V: a
// copy). A walk that makes something of the term (a copy, a conversion)
// remembers from the first compound when the term is not a small tree
// (smallTree), so that it makes one copy of each compound and a cyclic
// term's copy is as small as the term: its n starts past memoAfter.
type memo[K comparable, V any] struct {
	n    int
	seen map[K]V
}

// newMemo is a memo that remembers from the first compound when all is
// set.
func newMemo[K comparable, V any](all bool) memo[K, V] {
	if all {
		return memo[K, V]{n: memoAfter}
	}
	return memo[K, V]{}
}

// compoundMemo is the memo of a walk over a heap term.
type compoundMemo = memo[heap.Value, heap.Value]

// visit reports whether the walk should go into the compound c: always
// for its first memoAfter compounds, then only the first time it meets c.
func (m *memo[K, V]) visit(c K) bool {
	if m.n++; m.n <= memoAfter {
		return true
	}
	if m.seen == nil {
		m.seen = map[K]V{}
	}
	if _, ok := m.seen[c]; ok {
		return false
	}
	var zero V
	m.seen[c] = zero
	return true
}

// record records what the walk made of the compound c it went into (a
// copy), for the walk's later meetings with c (made).
func (m *memo[K, V]) record(c K, v V) {
	if m.seen != nil {
		if _, ok := m.seen[c]; ok {
			m.seen[c] = v
		}
	}
}

// made is what the walk made of c when visit said not to go into it.
func (m *memo[K, V]) made(c K) V { return m.seen[c] }

// pairMemo is the memory of a walk over two terms at once (compare): the
// pairs of compounds it visited.
type pairMemo struct {
	n    int
	seen map[[2]heap.Value]bool
}

// visit reports whether the walk should compare the compounds x and y
// argument by argument: a pair met again is taken as equal (so equal
// rational trees are equal, as in SWI-Prolog).
func (m *pairMemo) visit(x, y heap.Value) bool {
	if m.n++; m.n <= memoAfter {
		return true
	}
	if m.seen == nil {
		m.seen = map[[2]heap.Value]bool{}
	}
	k := [2]heap.Value{x, y}
	if m.seen[k] {
		return false
	}
	m.seen[k] = true
	return true
}

// Acyclic reports whether t is a finite tree (acyclic_term/1): no
// compound of it is its own descendant. Sharing is no cycle.
func (s *Store) Acyclic(t heap.Value) bool {
	return s.smallTree(t) || len(s.cycleTargets(t, nil)) == 0
}

// smallTree reports whether walking t as a tree visits at most
// memoAfter compounds (then it is acyclic: a cycle's walk never ends).
func (s *Store) smallTree(t heap.Value) bool {
	stack := []heap.Value{t}
	for n := 0; len(stack) > 0; {
		v := s.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		if s.kindOf(v) != kindCompound {
			continue
		}
		if n++; n > memoAfter {
			return false
		}
		for i := s.h.Header(v).Len() - 1; i >= 0; i-- {
			stack = append(stack, s.arg(v, i))
		}
	}
	return true
}

// cyclicTermError is SWI-Prolog's error for a cyclic term where one
// cannot be (assertz(p(X)) with X = f(X)).
func cyclicTermError() error {
	return isoError(term.New("representation_error", term.Intern("cyclic_term")))
}

// cycleTargets are the compounds of t that close a cycle in a walk of t
// depth first, left to right, that does not go into the compounds of
// stop (but t itself), in the order the walk meets them: the subterms
// the toplevel names.
func (s *Store) cycleTargets(t heap.Value, stop map[heap.Value]*term.Var) []heap.Value {
	const (
		onPath       = 1
		targetOnPath = 2 // on the path, and a target already
		done         = 3
	)
	t = s.Deref(t)
	state := map[heap.Value]uint8{}
	var targets []heap.Value
	type frame struct {
		c    heap.Value
		i, n int
	}
	var stack []frame
	enter := func(v heap.Value, top bool) {
		v = s.Deref(v)
		if s.kindOf(v) != kindCompound {
			return
		}
		if _, ok := stop[v]; ok && !top {
			return
		}
		switch state[v] {
		case 0:
			state[v] = onPath
			stack = append(stack, frame{c: v, n: s.h.Header(v).Len()})
		case onPath:
			state[v] = targetOnPath
			targets = append(targets, v)
		}
	}
	enter(t, true)
	for len(stack) > 0 {
		f := &stack[len(stack)-1]
		if f.i == f.n {
			state[f.c] = done
			stack = stack[:len(stack)-1]
			continue
		}
		f.i++
		enter(s.arg(f.c, f.i-1), false)
	}
	return targets
}
