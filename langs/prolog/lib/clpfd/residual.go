package clpfd

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/lib/attvar"
)

// A variable's residual goals (attribute_goals//1) are its domain and
// the goals of its live constraints, each written once: the first
// variable that has it writes it and marks it written, which the
// findall/3 that copy_term/3 asks in undoes. A constraint's goal is
// what the program posted, with the values its variables have now.
//
// The variables a variable's constraints connect it to are part of its
// attribute (reach: term_attvars/2 and copy_term/2 walk them); a copy
// of variables (copy_term/2, findall/3) gets their domains and the
// constraints among them, posted again on the copies (copyVars).

// constraints are the live constraints of v, oldest first.
func (v *fdvar) constraints() []*constraint {
	var out []*constraint
	for _, w := range v.watches {
		if c := w.p.owner; !w.p.dead && c.alive() && !containsConstraint(out, c) {
			out = append(out, c)
		}
	}
	return out
}

func containsConstraint(cs []*constraint, c *constraint) bool {
	for _, d := range cs {
		if d == c {
			return true
		}
	}
	return false
}

// degree is the number of v's live constraints (fd_degree/2).
func (v *fdvar) degree() int { return len(v.constraints()) }

// fdGoals is '$fd_goals'(X, Goals): X's residual goals.
func fdGoals(m *engine.Machine, a []heap.Value) (bool, error) {
	s := solverOf(m)
	id, ok := attvar.GetAttr(m, a[0], "clpfd")
	if !ok {
		return m.Unify(a[1], m.AtomWord("[]")), nil
	}
	v, ok := s.lookup(id)
	if !ok {
		return m.Unify(a[1], m.AtomWord("[]")), nil
	}
	cs := v.constraints()
	var goals []gterm
	if !v.dom.isFull() || len(cs) == 0 {
		goals = append(goals, gc(":", ga("clpfd"), gc("in", gv(v), drep(v.dom))))
	}
	for _, c := range cs {
		if c.written {
			continue
		}
		s.push(undo{c: c, flag: false})
		c.written = true
		goals = append(goals, gc(":", ga("clpfd"), c.goal))
	}
	w, err := s.build(gl(goals))
	if err != nil {
		return false, err
	}
	return m.Unify(a[1], w), nil
}

// reach is the Prolog variables the constraints of the variable id
// connect it to.
func (s *solver) reach(id heap.Value) []heap.Value {
	v, ok := s.lookup(id)
	if !ok {
		return nil
	}
	var out []heap.Value
	for _, c := range v.constraints() {
		c.goal.eachVar(func(w *fdvar) {
			if w != v && w.cell >= 0 && !w.fixed() {
				out = append(out, s.cells[w.cell])
			}
		})
	}
	return out
}

// copyVars gives the copies of CLP(FD) variables (pairs: original,
// copy) variables of their own with the same domains, and posts the
// live constraints of the originals again on the copies.
func (s *solver) copyVars(pairs []heap.Value) error {
	m := s.m
	copies := map[*fdvar]*fdvar{}
	var olds []*fdvar
	s.copying = true
	defer func() {
		s.copying = false
		s.clearQueue()
		clear(s.fresh)
		s.fresh = s.fresh[:0]
	}()
	for i := 0; i+1 < len(pairs); i += 2 {
		a, ok := attvar.GetAttr(m, pairs[i], "clpfd")
		if !ok {
			continue
		}
		old, ok := s.lookup(a)
		if !ok {
			continue
		}
		if _, done := copies[old]; done {
			continue
		}
		nv := s.newVar(pairs[i+1], true, true)
		nv.dom = old.dom
		if err := s.attach(nv); err != nil {
			return err
		}
		copies[old] = nv
		olds = append(olds, old)
	}
	var cs []*constraint
	for _, old := range olds {
		for _, c := range old.constraints() {
			if !containsConstraint(cs, c) {
				cs = append(cs, c)
			}
		}
	}
	for _, c := range cs {
		g := c.goal.mapVars(func(v *fdvar) *fdvar {
			if nv, ok := copies[v]; ok {
				return nv
			}
			return v
		})
		s.postGoal(g)
	}
	return s.err
}
