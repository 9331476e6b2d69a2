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
	if len(m.s.b.wake) > 0 { // the head bound attributed variables
		return m.wakeClause(cl, cb, 0)
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
		if len(m.s.b.wake) > 0 {
			return m.wakeClause(cl, cb, int(g.next))
		}
	}
	return true, m.enterBody(cl, cb)
}

// buildDeferred builds the head subterms of cl that the goal's unbound
// variables stand for (st.deferred), and binds the variables to them.
// One block holds their objects, then the variables they make.
func (m *Machine) buildDeferred(cl *clause) (bool, error) {
	st := &m.hs
	objWords, vars := 0, 0
	for _, d := range st.deferred {
		objWords += int(cl.head[d.node].objWords)
		for i := range cl.head[d.node : d.node+cl.head[d.node].size] {
			if n := &cl.head[int(d.node)+i]; n.kind == nodeVar && !st.set[n.slot] {
				st.set[n.slot], st.frame[n.slot] = true, pending
				vars++
			}
		}
	}
	b, err := m.h.AllocBlock(objWords + vars*varWords)
	if err != nil {
		return false, heapError(err)
	}
	at, next := 0, objWords
	for i := range st.deferred {
		d := st.deferred[i]
		nodes := cl.head[d.node:]
		var v heap.Value
		if v, next, err = m.fill(nodes, b, at, next); err != nil {
			return false, err
		}
		at += int(nodes[0].objWords)
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

// fill builds the tree rooted at nodes[0] in the block b (AllocBlock):
// its objects (compounds, big numbers, strings) from word at on, where
// linkNodes laid them out, and the variables it makes from word vars on.
// It returns the tree and the word after the variables it made.
func (m *Machine) fill(nodes []node, b heap.Value, at, vars int) (heap.Value, int, error) {
	base := int(nodes[0].woff) - at // block word = woff - base
	var root heap.Value
	for i := range nodes[:nodes[0].size] {
		n := &nodes[i]
		var v heap.Value
		switch n.kind {
		case nodeConst:
			v = n.w
		case nodeStruct:
			v = m.h.PlaceObject(b, int(n.woff)-base, n.hd)
		case nodeObject:
			v = m.h.PlaceObject(b, int(n.woff)-base, n.hd)
			for j, w := range n.body {
				m.h.SetBodyWord(v, j, w)
			}
		case nodeVar:
			v = pending
			if !n.fresh {
				v = m.slot(n.slot)
			}
			if v == pending {
				serial, err := m.s.nextSerial()
				if err != nil {
					return 0, 0, err
				}
				v = m.h.PlaceObject(b, vars, varHeader)
				vars += varWords
				m.s.initVar(v, serial)
				m.setSlot(n.slot, v)
			}
		}
		if i == 0 {
			root = v
		} else {
			parent := heap.RefAt(b.Offset() + uint64(int(n.pwoff)-base))
			m.h.SetField(parent, int(n.field), v)
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
	m.pushCont(c, g, cb, 0)
	return nil
}
