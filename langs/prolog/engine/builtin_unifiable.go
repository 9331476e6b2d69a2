package engine

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

func unifiableBuiltins(t builtinTable) {
	t.add("unifiable", 3, builtinUnifiable)
	t.add("$module_goal", 3, builtinModuleGoal)
	t.add("$defined", 2, builtinDefined)
}

// builtinUnifiable is unifiable(X, Y, Unifier): Unifier is the list of
// bindings Var=Value that would make X and Y equal, the newest first, as
// SWI-Prolog gives it; it fails when they do not unify. Nothing is
// bound, and attributed variables are not woken: dif/2 asks it.
func builtinUnifiable(m *Machine, a []heap.Value) (bool, error) {
	pairs, ok := m.s.unifier(a[0], a[1])
	if !ok {
		return false, nil
	}
	eq, _ := m.s.Functor(term.Intern("="), 2)
	base := len(m.s.scratch)
	m.s.scratch = append(m.s.scratch, pairs...)
	defer func() { m.s.scratch = m.s.scratch[:base] }()
	for i := len(pairs) - 2; i >= 0; i -= 2 {
		p, err := m.s.NewCompound(eq, m.s.scratch[base+i], m.s.scratch[base+i+1])
		if err != nil {
			return false, heapError(err)
		}
		m.s.scratch = append(m.s.scratch, p)
	}
	list, err := m.makeList(m.s.scratch[base+len(pairs):], m.s.Atom(term.Nil))
	if err != nil {
		return false, err
	}
	return m.s.Unify(a[2], list), nil
}

// unifier is the most general unifier of x and y, as the pairs (var,
// value) in the order a unification binds them, or false when they do
// not unify. It binds nothing: bindings are kept in a map. Two variables
// are paired as the younger with the older, as unification binds them,
// except x and y themselves, which are paired in their order (SWI-
// Prolog's unifiable/3 gives X=Y for unifiable(X, Y, U)). It does not
// allocate on the heap.
func (s *Store) unifier(x, y heap.Value) ([]heap.Value, bool) {
	subst := map[heap.Value]heap.Value{}
	deref := func(v heap.Value) heap.Value {
		for {
			v = s.Deref(v)
			b, ok := subst[v]
			if !ok {
				return v
			}
			v = b
		}
	}
	var pairs []heap.Value
	bind := func(v, t heap.Value) {
		subst[v] = t
		pairs = append(pairs, v, t)
	}
	top := true
	work := []heap.Value{x, y}
	for len(work) > 0 {
		n := len(work)
		x, y := deref(work[n-2]), deref(work[n-1])
		work = work[:n-2]
		if x == y {
			top = false
			continue
		}
		xv, yv := s.kindOf(x) == kindVar, s.kindOf(y) == kindVar
		switch {
		case xv && yv:
			if !top && s.serialOf(x) < s.serialOf(y) {
				x, y = y, x
			}
			bind(x, y)
		case xv:
			bind(x, y)
		case yv:
			bind(y, x)
		default:
			kx, ky := s.kindOf(x), s.kindOf(y)
			if kx != kindCompound || ky != kindCompound {
				if kx == ky && kx != kindCompound && s.Compare(x, y) == 0 {
					break
				}
				return nil, false
			}
			hd := s.h.Header(x)
			if hd != s.h.Header(y) {
				return nil, false
			}
			for i := hd.Len() - 1; i >= 0; i-- {
				work = append(work, s.arg(x, i), s.arg(y, i))
			}
		}
		top = false
	}
	return pairs, true
}
