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
}

type gkind uint8

const (
	gCompound gkind = iota
	gAtom
	gInt
	gVar
	gList // args are the items
)

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
		if n, ok := v.dom.single(); ok && v.cell < 0 {
			return s.intWord(n)
		}
		if v.cell < 0 {
			if err := s.attach(v); err != nil {
				return 0, err
			}
		}
		return s.cells[v.cell], nil
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

// drep is the domain d as SWI-Prolog writes it: N, N..M, and their
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
