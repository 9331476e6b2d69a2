package clpfd

import (
	"github.com/microjit/microjit/jitcore/heap"
)

// gterm is a term the solver builds on the heap (residual goals, fd_dom
// and the like): a compound of gterms, an atom, an integer, a list, or
// a variable's Prolog variable (its value when it is an integer).
type gterm struct {
	name string // compound (with args) or atom
	args []gterm
	v    *fdvar
	n    num
	kind gkind
	// src is the term read (termOf), for errors.
	src heap.Value
}

type gkind uint8

const (
	gCompound gkind = iota
	gAtom
	gInt
	gVar
	gList  // args are the items
	gOther // a term that is none of these (a float, a string): src
)

// hasVar reports whether t has a variable that has no value.
func (t gterm) hasVar() bool {
	if t.kind == gVar {
		return !t.v.fixed()
	}
	for _, a := range t.args {
		if a.hasVar() {
			return true
		}
	}
	return false
}

// mapVars is t with f(v) for each variable v.
func (t gterm) mapVars(f func(*fdvar) *fdvar) gterm {
	if t.kind == gVar {
		t.v = f(t.v.deref())
		return t
	}
	if len(t.args) == 0 {
		return t
	}
	args := make([]gterm, len(t.args))
	for i, a := range t.args {
		args[i] = a.mapVars(f)
	}
	t.args = args
	return t
}

// eachVar calls f on each variable of t.
func (t gterm) eachVar(f func(*fdvar)) {
	if t.kind == gVar {
		f(t.v.deref())
	}
	for _, a := range t.args {
		a.eachVar(f)
	}
}

func gc(name string, args ...gterm) gterm { return gterm{name: name, args: args} }
func ga(name string) gterm                { return gterm{name: name, kind: gAtom} }
func gi(n num) gterm                      { return gterm{n: n, kind: gInt} }
func gv(v *fdvar) gterm                   { return gterm{v: v, kind: gVar} }
func gl(items []gterm) gterm              { return gterm{args: items, kind: gList} }

// gbound is a domain bound: an integer, inf or sup.
func gbound(n num) gterm {
	switch {
	case n.isInf():
		return ga("inf")
	case n.isSup():
		return ga("sup")
	}
	return gi(n)
}

// build makes t on the heap. It is a safe point: the parts built are
// kept in the store's registers meanwhile.
func (s *solver) build(t gterm) (heap.Value, error) {
	m := s.m
	switch t.kind {
	case gAtom:
		return m.AtomWord(t.name), nil
	case gInt:
		return s.intWord(t.n)
	case gVar:
		v := t.v.deref()
		if n, ok := v.dom.single(); ok {
			return s.intWord(n)
		}
		if v.cell < 0 {
			return m.NewVar()
		}
		return s.cells[v.cell], nil
	case gOther:
		return t.src, nil
	}
	regs := &m.Store().Regs
	base := len(*regs)
	defer func() { *regs = (*regs)[:base] }()
	for _, a := range t.args {
		w, err := s.build(a)
		if err != nil {
			return 0, err
		}
		*regs = append(*regs, w)
	}
	if t.kind == gList {
		return m.List((*regs)[base:], m.AtomWord("[]"))
	}
	if len(t.args) == 0 {
		return m.AtomWord(t.name), nil
	}
	return m.Compound(t.name, (*regs)[base:]...)
}

// intWord is the integer n on the heap (n finite).
func (s *solver) intWord(n num) (heap.Value, error) {
	if n.b == nil {
		return s.m.IntWord(n.i)
	}
	return s.m.BigWord(n.b)
}

// drep is the domain d as a term: N, N..M, and their
// unions with \/ (left associative), inf and sup for infinite bounds.
func drep(d domain) gterm {
	part := func(iv ival) gterm {
		if iv.lo.eq(iv.hi) {
			return gbound(iv.lo)
		}
		return gc("..", gbound(iv.lo), gbound(iv.hi))
	}
	t := part(d[0])
	for _, iv := range d[1:] {
		t = gc("\\/", t, part(iv))
	}
	return t
}
