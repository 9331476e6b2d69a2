package engine

import (
	"math/big"

	"github.com/microjit/microjit/jitcore/heap"
)

// tryClause calls clause cl for the goal in m.goal: it matches the head,
// builds the body and pushes its goals on the continuation with cut
// barrier cb. It reports whether the head matched; on failure bindings
// may remain (the caller backtracks).
func (m *Machine) tryClause(cl *clause, cb int) (bool, error) {
	m.resetFrame(cl.slots)
	m.deferred = m.deferred[:0]
	if cl.headArgs > 0 && !m.matchHead(cl) {
		return false, nil
	}
	for i := 0; i < len(m.deferred); i++ {
		d := m.deferred[i]
		n := cl.head[d.node : d.node+cl.head[d.node].size]
		v, err := m.build(n)
		if err != nil {
			return false, err
		}
		if !m.s.Unify(m.deferred[i].v, v) {
			m.deferred = m.deferred[:0]
			return false, nil
		}
	}
	m.deferred = m.deferred[:0]
	if cl.goals == 0 {
		return true, nil
	}
	return true, m.pushBody(cl, cb)
}

// resetFrame makes a frame of n unset slots.
func (m *Machine) resetFrame(n int) {
	if cap(m.frame) < n {
		m.frame = make([]heap.Value, n)
	}
	m.frame = m.frame[:n]
	for i := range m.frame {
		m.frame[i] = heap.Unbound
	}
}

// matchHead matches cl's head arguments against those of m.goal,
// binding frame slots and the goal's variables; where the goal has an
// unbound variable and the head a compound, it defers building it.
func (m *Machine) matchHead(cl *clause) bool {
	s := m.s
	g := s.Deref(m.goal)
	m.work = m.work[:0]
	for i := cl.headArgs - 1; i >= 0; i-- {
		m.work = append(m.work, s.arg(g, i))
	}
	head := cl.head
	for k := 0; k < len(head); {
		top := len(m.work) - 1
		t := s.Deref(m.work[top])
		m.work = m.work[:top]
		n := &head[k]
		switch n.kind {
		case nodeConst:
			k++
			if t == n.w {
				continue
			}
			if !t.IsRef() || m.h.Header(t) != varHeader {
				return false
			}
			s.Unify(t, n.w)
		case nodeVar:
			k++
			if f := m.frame[n.slot]; f == heap.Unbound {
				m.frame[n.slot] = t
			} else if !s.Unify(f, t) {
				return false
			}
		case nodeNumber:
			if t.IsRef() && m.h.Header(t) == varHeader {
				m.deferred = append(m.deferred, deferral{t, int32(k)})
			} else if s.kindOf(t) != kindInt || s.number(t).asBig().Cmp(n.num) != 0 {
				return false
			}
			k++
		case nodeStruct:
			if !t.IsRef() {
				return false
			}
			hd := m.h.Header(t)
			if hd == n.hd {
				for i := hd.Len() - 1; i >= 0; i-- {
					m.work = append(m.work, s.arg(t, i))
				}
				k++
				continue
			}
			if hd != varHeader {
				return false
			}
			m.deferred = append(m.deferred, deferral{t, int32(k)})
			k += int(n.size)
		}
	}
	return true
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
			if m.frame[n.slot] == heap.Unbound {
				m.frame[n.slot] = pending
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

// build makes the term of the template tree nodes. It is a safe point.
func (m *Machine) build(nodes []node) (heap.Value, error) {
	m.hdrs = m.hdrs[:0]
	m.headers(nodes)
	refs, err := m.h.AllocObjects(m.hdrs)
	if err != nil {
		return 0, heapError(err)
	}
	v, _, err := m.fill(nodes, refs)
	return v, err
}

// hole is an argument of a compound being filled.
type hole struct {
	dst  heap.Value
	i, n int
}

// fill builds the first tree of nodes from the objects refs (allocated
// for headers(nodes...)) and returns it, the nodes after it and the
// refs left.
func (m *Machine) fill(nodes []node, refs []heap.Value) (heap.Value, []heap.Value, error) {
	var root heap.Value
	var stack []hole
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
			v = m.frame[n.slot]
			if v == pending {
				serial, err := m.s.nextSerial()
				if err != nil {
					return 0, nil, err
				}
				v, refs = refs[0], refs[1:]
				m.s.initVar(v, serial)
				m.frame[n.slot] = v
			}
		case nodeStruct:
			v, refs = refs[0], refs[1:]
		}
		if len(stack) == 0 {
			root = v
		} else {
			top := &stack[len(stack)-1]
			m.h.SetBodyWord(top.dst, top.i, uint64(v))
			if top.i++; top.i == top.n {
				stack = stack[:len(stack)-1]
			}
		}
		if n.kind == nodeStruct {
			stack = append(stack, hole{v, 0, n.hd.Len()})
		}
		if len(stack) == 0 {
			return root, refs, nil
		}
	}
	return root, refs, nil
}

// pushBody builds cl's body goals and pushes them on the continuation
// with cut barrier cb.
func (m *Machine) pushBody(cl *clause, cb int) error {
	m.hdrs = m.hdrs[:0]
	m.headers(cl.body)
	for range cl.goals {
		m.hdrs = append(m.hdrs, contHeader)
	}
	refs, err := m.h.AllocObjects(m.hdrs)
	if err != nil {
		return heapError(err)
	}
	cells := refs[len(refs)-cl.goals:]
	refs = refs[:len(refs)-cl.goals]
	nodes := cl.body
	cut, _ := heap.SmallInt(int64(cb))
	for i := range cl.goals {
		var g heap.Value
		g, refs, err = m.fill(nodes, refs)
		if err != nil {
			return err
		}
		nodes = nodes[nodes[0].size:]
		c := cells[i]
		m.h.SetBodyWord(c, contGoal, uint64(g))
		m.h.SetBodyWord(c, contCut, uint64(cut))
		next := m.cont
		if i+1 < cl.goals {
			next = cells[i+1]
		}
		m.h.SetBodyWord(c, contNext, uint64(next))
	}
	m.cont = cells[0]
	return nil
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
	m.h.SetBodyWord(c, contGoal, uint64(g))
	m.h.SetBodyWord(c, contCut, uint64(cut))
	m.h.SetBodyWord(c, contNext, uint64(m.cont))
	m.cont = c
	return nil
}
