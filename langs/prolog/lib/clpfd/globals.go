package clpfd

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/engine"
)

// element/3 and tuples_in/2.

// elementProp is element(I, Xs, V): V is the I-th of Xs (from 1).
type elementProp struct {
	i  *fdvar
	xs []*fdvar
	v  *fdvar
}

func (c *elementProp) vars() []*fdvar { return append([]*fdvar{c.i, c.v}, c.xs...) }

// run keeps the indices whose element can equal V, and V's values that
// one of those elements can take; once I has one value, that element
// and V have the same domain.
func (c *elementProp) run(s *solver) bool {
	if !s.clip(c.i, one, small(int64(len(c.xs)))) {
		return false
	}
	dv := c.v.deref().dom
	var keep []num
	var reach domain
	for _, n := range c.i.deref().dom.values() {
		x := c.xs[n.i-1].deref()
		if in := x.dom.intersect(dv); !in.empty() {
			keep = append(keep, n)
			reach = reach.union(in)
		}
	}
	if !s.narrow(c.i, fromList(keep)) || !s.narrow(c.v, reach) {
		return false
	}
	if n, ok := c.i.value(); ok {
		x := c.xs[n.i-1]
		return s.narrow(x, c.v.deref().dom) && s.narrow(c.v, x.deref().dom)
	}
	return true
}

// postElement posts element(I, Xs, V), g.
func (s *solver) postElement(g gterm) bool {
	xs := listVars(g.args[1])
	i, v := leafVar(g.args[0]), leafVar(g.args[2])
	if len(xs) == 0 {
		return false
	}
	s.post(newConstraint(g), &elementProp{i, xs, v}, onDomain)
	return true
}

// tupleProp is tuples_in([Xs], Rows): Xs is one of the rows.
type tupleProp struct {
	xs   []*fdvar
	rows [][]num
}

func (c *tupleProp) vars() []*fdvar { return c.xs }

// run narrows each variable to the values of the rows that fit all the
// domains.
func (c *tupleProp) run(s *solver) bool {
	cols := make([][]num, len(c.xs))
	for _, row := range c.rows {
		fits := true
		for k, x := range c.xs {
			if !x.deref().dom.contains(row[k]) {
				fits = false
				break
			}
		}
		if fits {
			for k := range c.xs {
				cols[k] = append(cols[k], row[k])
			}
		}
	}
	for k, x := range c.xs {
		if !s.narrow(x, fromList(cols[k])) {
			return false
		}
	}
	return true
}

// postTuples posts tuples_in([Xs], Rows), g (one tuple).
func (s *solver) postTuples(g gterm) bool {
	xs := listVars(g.args[0].args[0])
	var rows [][]num
	for _, r := range g.args[1].args {
		row := make([]num, len(r.args))
		for k, n := range r.args {
			row[k] = n.n
		}
		if len(row) == len(xs) {
			rows = append(rows, row)
		}
	}
	s.post(newConstraint(g), &tupleProp{xs, rows}, onDomain)
	return true
}

// leafVar is the variable of a variable or integer term.
func leafVar(g gterm) *fdvar {
	if g.kind == gInt {
		return constant(g.n)
	}
	return g.v
}

// listVars are the variables of a list term.
func listVars(g gterm) []*fdvar {
	vs := make([]*fdvar, len(g.args))
	for i, a := range g.args {
		vs[i] = leafVar(a)
	}
	return vs
}

// builtinElement is element(I, Xs, V).
func builtinElement(m *engine.Machine, a []heap.Value) (bool, error) {
	s := solverOf(m)
	i, err := s.fdVariable(a[0])
	if err != nil {
		return s.done(false, err)
	}
	xs, err := s.fdList(a[1])
	if err != nil {
		return s.done(false, err)
	}
	v, err := s.fdVariable(a[2])
	if err != nil {
		return s.done(false, err)
	}
	g := gc("element", varTerms([]*fdvar{i})[0], gl(varTerms(xs)), varTerms([]*fdvar{v})[0])
	return s.done(s.postGoal(g) && s.propagate(), nil)
}

// builtinTuplesIn is tuples_in(Tuples, Relation): a constraint per
// tuple.
func builtinTuplesIn(m *engine.Machine, a []heap.Value) (bool, error) {
	s := solverOf(m)
	tuples, ok := m.ListItems(a[0])
	if !ok {
		return s.done(false, mustBeList(m, a[0]))
	}
	rowTerms, ok := m.ListItems(a[1])
	if !ok {
		return s.done(false, mustBeList(m, a[1]))
	}
	var rows []gterm
	for _, r := range rowTerms {
		items, ok := m.ListItems(r)
		if !ok {
			return s.done(false, mustBeList(m, r))
		}
		row := make([]gterm, len(items))
		for k, it := range items {
			n, b, ok := m.IntOf(it)
			if !ok {
				if m.IsVar(it) {
					return s.done(false, engine.InstantiationError())
				}
				return s.done(false, engine.TypeError("integer", m.Term(it)))
			}
			row[k] = gi(numOf(n, b))
		}
		rows = append(rows, gl(row))
	}
	var goals []gterm
	for _, t := range tuples {
		xs, err := s.fdList(t)
		if err != nil {
			return s.done(false, err)
		}
		goals = append(goals, gc("tuples_in", gl([]gterm{gl(varTerms(xs))}), gl(rows)))
	}
	for _, g := range goals {
		if !s.postGoal(g) {
			return s.done(false, nil)
		}
	}
	return s.done(s.propagate(), nil)
}
