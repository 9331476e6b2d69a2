package engine

import (
	"math/big"

	"github.com/microjit/microjit/jitcore/heap"
)

// tryClause calls clause cl on the arguments in m.args: it matches the
// head, builds the head subterms the arguments lacked, runs the body's
// prefix and starts the rest of the body (body.go) with cut barrier cb.
// It reports whether the head and the prefix succeeded; on failure
// bindings may remain (the caller backtracks).
func (m *Machine) tryClause(cl *clause, cb int) (bool, error) {
	st := &m.hs
	st.reset(cl.slots)
	m.env = heap.Nil // the frame is the clause's until its environment exists
	if cl.headArgs > 0 && !matchHeadConcrete(m.s.d, m.s.dh, &m.s.b, st, cl.head, m.args) {
		return false, nil
	}
	if len(st.deferred) > 0 {
		if ok, err := m.buildDeferred(cl); !ok || err != nil {
			return ok, err
		}
	}
	if cl.env {
		for i := cl.headSlots; i < cl.slots; i++ {
			st.frame[i] = pending
		}
	}
	for k := range cl.prefix {
		g := &cl.goals[k]
		if g.kind == codeCutTo {
			m.cutTo(cb)
			continue
		}
		if ok, err := m.callGoal(g, cb); !ok || err != nil {
			return ok, err
		}
	}
	return true, m.enterBody(cl, cb)
}

// buildDeferred builds the head subterms of cl that the goal's unbound
// variables stand for (st.deferred), and binds the variables to them.
// One block holds their objects, then the variables they make.
func (m *Machine) buildDeferred(cl *clause) (bool, error) {
	st := &m.hs
	m.hdrs = m.hdrs[:0]
	for _, d := range st.deferred {
		n := &cl.head[d.node]
		m.hdrs = append(m.hdrs, cl.headObjs[n.ord:n.ord+n.objs]...)
	}
	nobjs := len(m.hdrs)
	for _, d := range st.deferred {
		for i := range cl.head[d.node : d.node+cl.head[d.node].size] {
			if n := &cl.head[int(d.node)+i]; n.kind == nodeVar && !st.set[n.slot] {
				st.set[n.slot], st.frame[n.slot] = true, pending
				m.hdrs = append(m.hdrs, varHeader)
			}
		}
	}
	refs, err := m.h.AppendObjects(m.block[:0], m.hdrs)
	m.block = refs
	if err != nil {
		return false, heapError(err)
	}
	objs, vars := refs[:nobjs], refs[nobjs:]
	for i := range st.deferred {
		d := st.deferred[i]
		nodes := cl.head[d.node:]
		var v heap.Value
		if v, vars, err = m.fill(nodes, objs, vars); err != nil {
			return false, err
		}
		objs = objs[nodes[0].objs:]
		if m.h.Field(d.v, varBinding) == heap.Unbound {
			// Still unbound (the usual case): bind it without unify's
			// set-up. The structure is new, so no occurs check is due.
			bindConcrete(m.s.d, m.s.dh, &m.s.b, d.v, v)
		} else if !m.s.Unify(d.v, v) {
			return false, nil
		}
	}
	return true, nil
}

// pending marks a frame slot whose variable the block being built makes.
const pending = heap.Nil

// numberHeader is the header of the object of an integer beyond the
// immediate range.
func numberHeader(x *big.Int) heap.Header {
	if x.IsInt64() {
		return heap.BoxedInt64Header
	}
	return bigHeader(x)
}

// fill builds the tree rooted at nodes[0] from objs, the objects of
// its compounds and big numbers (allocated for their headers, in
// preorder), and vars, which the variables it makes come from. It
// returns the tree and the vars left.
func (m *Machine) fill(nodes []node, objs, vars []heap.Value) (heap.Value, []heap.Value, error) {
	base := nodes[0].ord
	var root heap.Value
	for i := range nodes[:nodes[0].size] {
		n := &nodes[i]
		var v heap.Value
		switch n.kind {
		case nodeConst:
			v = n.w
		case nodeStruct:
			v = objs[n.ord-base]
		case nodeNumber:
			v = objs[n.ord-base]
			if n.num.IsInt64() {
				m.h.SetBodyWord(v, 0, uint64(n.num.Int64()))
			} else {
				m.s.fillBig(v, n.num)
			}
		case nodeVar:
			v = pending
			if !n.fresh {
				v = m.slot(n.slot)
			}
			if v == pending {
				serial, err := m.s.nextSerial()
				if err != nil {
					return 0, nil, err
				}
				v, vars = vars[0], vars[1:]
				m.s.initVar(v, serial)
				m.setSlot(n.slot, v)
			}
		}
		if i == 0 {
			root = v
		} else {
			m.h.SetField(objs[n.parent-base], int(n.field), v)
		}
	}
	return root, vars, nil
}

// pushGoal pushes goal g with cut barrier cb on the continuation. It is a
// safe point: g is kept in m.tmp while it allocates.
func (m *Machine) pushGoal(g heap.Value, cb int) error {
	m.tmp = g
	c, err := m.h.AllocHeader(contHeader)
	g, m.tmp = m.tmp, heap.Nil
	if err != nil {
		return heapError(err)
	}
	cut, _ := heap.SmallInt(int64(cb))
	pc, _ := heap.SmallInt(int64(m.pc))
	m.h.SetField(c, contGoal, g)
	m.h.SetField(c, contCut, cut)
	m.h.SetField(c, contNext, m.cont)
	m.h.SetField(c, contPC, pc)
	m.cont, m.pc = c, 0
	return nil
}
