package clpfd

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/engine"
)

// allDifferent is all_different/1: a pdifferent propagator per variable
// (pexclude: its value leaves the others' domains once it has one), and
// the values of the integers excluded at once.
func allDifferent(m *engine.Machine, a []heap.Value) (bool, error) {
	s := solverOf(m)
	vs, err := s.fdList(a[0])
	if err != nil {
		return s.done(false, err)
	}
	orig := &original{name: "all_different", vs: vs}
	var left []*fdvar
	for i, x := range vs {
		right := vs[i+1:]
		if x.isVar() {
			p := &prop{propagator: &pexclude{left: reversed(left), right: right, x: x, orig: orig}}
			if !s.initProp(p, onGround, x) {
				return s.done(false, nil)
			}
			s.trigger(p)
		} else if n, _ := x.value(); !s.excludeFire(left, right, n) {
			return s.done(false, nil)
		}
		left = append(left, x)
	}
	return s.done(s.propagate(), nil)
}

// allDistinct is all_distinct/1: all_different's exclusion, and the
// global pdistinct propagator (distinct_attach/3).
func allDistinct(m *engine.Machine, a []heap.Value) (bool, error) {
	s := solverOf(m)
	vs, err := s.fdList(a[0])
	if err != nil {
		return s.done(false, err)
	}
	g := &prop{propagator: &pdistinct{vs}, global: true, noReactivation: true}
	var right []*fdvar
	for i, x := range vs {
		rest := vs[i+1:]
		if x.isVar() {
			if !s.initProp(g, onAny, x) {
				return s.done(false, nil)
			}
			p := &prop{propagator: &pexclude{left: rest, right: reversed(right), x: x}}
			if !s.initProp(p, onGround, x) {
				return s.done(false, nil)
			}
			s.trigger(p)
		} else if n, _ := x.value(); !s.excludeFire(rest, right, n) {
			return s.done(false, nil)
		}
		right = append(right, x)
	}
	s.trigger(g)
	return s.done(s.propagate(), nil)
}

// reversed is vs in reverse order (SWI-Prolog's accumulated Left).
func reversed(vs []*fdvar) []*fdvar {
	out := make([]*fdvar, len(vs))
	for i, v := range vs {
		out[len(vs)-1-i] = v
	}
	return out
}

// varTerms are vs as terms.
func varTerms(vs []*fdvar) []gterm {
	ts := make([]gterm, len(vs))
	for i, v := range vs {
		ts[i] = gv(v)
	}
	return ts
}
