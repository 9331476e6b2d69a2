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
func (m *Machine) buildDeferred(cl *clause) (bool, error) {
	st := &m.hs
	m.hdrs = m.hdrs[:0]
	for _, d := range st.deferred {
		m.headers(cl.head[d.node : d.node+cl.head[d.node].size])
	}
	refs, err := m.h.AppendObjects(m.block[:0], m.hdrs)
	m.block = refs
	if err != nil {
		return false, heapError(err)
	}
	for i := range st.deferred {
		d := st.deferred[i]
		var v heap.Value
		if v, refs, err = m.fill(cl.head[d.node:d.node+cl.head[d.node].size], refs); err != nil {
			return false, err
		}
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

// headers appends to m.hdrs the headers of the objects build makes for
// the forest nodes, marking the slots it makes variables for.
func (m *Machine) headers(nodes []node) {
	for i := range nodes {
		n := &nodes[i]
		switch n.kind {
		case nodeStruct:
			m.hdrs = append(m.hdrs, n.hd)
		case nodeNumber:
			m.hdrs = append(m.hdrs, numberHeader(n.num))
		case nodeVar:
			if !m.hs.set[n.slot] {
				m.hs.set[n.slot], m.hs.frame[n.slot] = true, pending
				m.hdrs = append(m.hdrs, varHeader)
			}
		}
	}
}

// numberHeader is the header of the object of an integer beyond the
// immediate range.
func numberHeader(x *big.Int) heap.Header {
	if x.IsInt64() {
		return heap.BoxedInt64Header
	}
	return bigHeader(x)
}

// hole is a compound being filled: its ref, how many arguments it has
// and how many are filled.
type hole struct {
	ref  heap.Value
	n, i int
}

// fill builds the first tree of nodes from the objects refs (allocated
// for headers(nodes...)) and returns it, the nodes after it and the
// refs left.
func (m *Machine) fill(nodes []node, refs []heap.Value) (heap.Value, []heap.Value, error) {
	var root heap.Value
	stack := m.holes[:0]
	for k := range nodes {
		n := &nodes[k]
		var v heap.Value
		switch n.kind {
		case nodeConst:
			v = n.w
		case nodeNumber:
			v, refs = refs[0], refs[1:]
			if n.num.IsInt64() {
				m.h.SetBodyWord(v, 0, uint64(n.num.Int64()))
			} else {
				m.s.fillBig(v, n.num)
			}
		case nodeVar:
			if n.fresh {
				v = heap.Nil
			} else {
				v = m.slot(n.slot)
			}
			if v == pending {
				serial, err := m.s.nextSerial()
				if err != nil {
					return 0, nil, err
				}
				v, refs = refs[0], refs[1:]
				m.s.initVar(v, serial)
				m.setSlot(n.slot, v)
			}
		case nodeStruct:
			v, refs = refs[0], refs[1:]
		}
		if len(stack) == 0 {
			root = v
		} else {
			top := &stack[len(stack)-1]
			m.h.SetField(top.ref, top.i, v)
			if top.i++; top.i == top.n {
				stack = stack[:len(stack)-1]
			}
		}
		if n.kind == nodeStruct {
			stack = append(stack, hole{v, n.hd.Len(), 0})
		}
		if len(stack) == 0 {
			break
		}
	}
	m.holes = stack[:0]
	return root, refs, nil
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
