package clpfd

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/lib/attvar"
)

// A CLP(FD) variable's attribute is a number, but it stands for its
// domain and the propagators that connect it to other variables: the
// engine walks those variables as part of the attribute (reach: for
// term_attvars/2, copy_term/3's residual goals), and copy_term/2 and
// findall/3 copy the network of the variables they copy (copyVars),
// as SWI-Prolog copies the attribute terms that hold them.

// reach is the Prolog variables of the variables the propagators of the
// variable id connect it to.
func (s *solver) reach(id heap.Value) []heap.Value {
	v, ok := s.lookup(id)
	if !ok {
		return nil
	}
	var out []heap.Value
	for _, ps := range v.props {
		for _, p := range ps {
			if p.dead {
				continue
			}
			for _, w := range propVars(p) {
				if w = w.deref(); w != v && w.cell >= 0 && w.isVar() {
					out = append(out, s.cells[w.cell])
				}
			}
		}
	}
	return out
}

// copyVars gives the copies of CLP(FD) variables (pairs: original,
// copy) variables of their own: the same domains, and copies of the
// live propagators between them.
func (s *solver) copyVars(pairs []heap.Value) error {
	m := s.m
	vmap := map[*fdvar]*fdvar{}
	var olds []*fdvar
	var ids []int
	for i := 0; i+1 < len(pairs); i += 2 {
		a, ok := attvar.GetAttr(m, pairs[i], "clpfd")
		if !ok {
			continue
		}
		old, ok := s.lookup(a)
		if !ok {
			continue
		}
		if _, done := vmap[old]; done {
			continue
		}
		nv := &fdvar{varState: varState{dom: old.dom, left: old.left, right: old.right, spread: old.spread, attached: true}}
		s.tableVar(nv, true)
		nv.cell = s.newCell(pairs[i+1], true)
		vmap[old] = nv
		olds = append(olds, old)
		ids = append(ids, i+1)
	}
	r := &remapper{
		v: func(v *fdvar) *fdvar {
			if nv, ok := vmap[v.deref()]; ok {
				return nv
			}
			return v
		},
		props: map[*prop]*prop{},
		origs: map[*original]*original{},
	}
	cloneP := r.prop
	for _, old := range olds {
		nv := vmap[old]
		for e, ps := range old.props {
			for _, p := range ps {
				if !p.dead {
					nv.props[e] = append(nv.props[e], cloneP(p))
				}
			}
		}
	}
	for k, old := range olds {
		id, _ := heap.SmallInt(int64(vmap[old].id))
		if err := attvar.PutAttr(m, pairs[ids[k]], "clpfd", id); err != nil {
			return err
		}
	}
	return nil
}
