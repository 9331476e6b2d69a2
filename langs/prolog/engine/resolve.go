package engine

import (
	"math/big"

	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/heap"
)

// tryClause calls clause cl on the arguments in r.args: it matches the
// head, builds the head subterms the arguments lacked, runs the body's
// prefix and starts the rest of the body (body.go) with cut barrier cb.
// It reports whether the head and the prefix succeeded; on failure
// bindings may remain (the caller backtracks).
func tryClause[V, C any, D domain.Domain[V, C]](m *Machine, d D, r *regs[V], cl *clause, cb V) (bool, error) {
	st := &r.hs
	st.reset(int(cl.slots))
	r.env = d.Const(int64(heap.Nil)) // the frame is the clause's until its environment exists
	b := r.b
	if cl.headArgs > 0 && (!matchHead(d, m.s.dh, b, st, cl.head, r.args) || d.Done()) {
		return false, nil
	}
	if len(st.deferred) > 0 {
		if ok, err := buildDeferred(m, d, r, cl); !ok || err != nil || d.Done() {
			return ok, err
		}
	}
	if cl.env {
		for i := cl.headSlots; i < cl.slots; i++ {
			st.frame[i] = d.Const(int64(pending))
		}
	}
	if len(r.b.wake) > 0 { // the head bound attributed variables
		return wake(m, d, cl, cb, 0)
	}
	for k := range cl.prefix {
		g := &cl.goals[k]
		if g.kind == codeCutTo {
			if !cut(m, d, r, cb) {
				return false, nil
			}
			if d.Tracing() && !commit(m, d, r.b) {
				return false, nil
			}
			continue
		}
		if ok, err := callGoal(m, d, r, g, cb); !ok || err != nil || d.Done() {
			return ok, err
		}
		if len(r.b.wake) > 0 {
			return wake(m, d, cl, cb, int(g.next))
		}
	}
	return true, enterBody(m, d, r, cl, cb)
}

// wake is wakeClause (attvar.go): the interpreter's alone.
func wake[V, C any, D domain.Domain[V, C]](m *Machine, d D, cl *clause, cb V, pc int) (bool, error) {
	if d.Tracing() {
		d.Abandon("attributed variables wake")
		return false, nil
	}
	return m.wakeClause(cl, int(heap.Value(d.Concrete(cb)).Int()), pc)
}

// buildDeferred builds the head subterms of cl that the goal's unbound
// variables stand for (st.deferred), and binds the variables to them.
// One block holds their objects, then the variables they make; a
// recording builds them object by object (buildTerm).
func buildDeferred[V, C any, D domain.Domain[V, C]](m *Machine, d D, r *regs[V], cl *clause) (bool, error) {
	st := &r.hs
	objWords, vars := 0, 0
	for _, df := range st.deferred {
		objWords += int(cl.head[df.node].objWords)
		for i := range cl.head[df.node : df.node+cl.head[df.node].size] {
			if n := &cl.head[int(df.node)+i]; n.kind == nodeVar && !st.set[n.slot] {
				st.set[n.slot], st.frame[n.slot] = true, d.Const(int64(pending))
				vars++
			}
		}
	}
	var b heap.Value
	if !d.Tracing() {
		var err error
		if b, err = m.h.AllocBlock(objWords + vars*varWords); err != nil {
			return false, heapError(err)
		}
	}
	at, next := 0, objWords
	for i := range st.deferred {
		df := st.deferred[i]
		nodes := cl.head[df.node:]
		var v V
		if d.Tracing() {
			var ok bool
			if v, ok = buildTerm(m, d, r, nodes); !ok {
				return false, nil
			}
		} else {
			var err error
			if v, next, err = fill(m, d, r, nodes, b, at, next); err != nil {
				return false, err
			}
		}
		at += int(nodes[0].objWords)
		if d.Branch(d.Eq(d.LoadField(m.s.dh, df.v, varBinding), d.Const(int64(heap.Unbound)))) {
			// Still unbound (the usual case): bind it without unify's
			// set-up. The structure is new, so no occurs check is due.
			bind(d, m.s.dh, r.b, df.v, v)
		} else if !unify(d, m.s.dh, r.b, df.v, v, false) {
			return false, nil
		}
		if d.Done() {
			return false, nil
		}
	}
	return true, nil
}

// buildTerm is, when recording, the tree rooted at nodes[0] built by the
// trace object by object (fill lays out a block, which a trace does not
// do), each allocated virtually unless it escapes. The variables it makes
// go to their slots as fill's. Each store is followed by the state
// declared again (r.b.resume), so that the allocations and guards after
// it resume there. It reports false when the recording ended.
func buildTerm[V, C any, D domain.Domain[V, C]](m *Machine, d D, r *regs[V], nodes []node) (V, bool) {
	h := m.s.dh
	if unresumable(d, r.b) {
		return d.Const(0), false
	}
	// The compounds made, by word offset, and the variables made, by
	// slot.
	objs, made := map[int32]V{}, map[int32]V{}
	var root V
	for i := range nodes[:nodes[0].size] {
		n := &nodes[i]
		var v V
		switch n.kind {
		case nodeConst:
			v = d.Const(int64(n.w))
		case nodeStruct:
			var err error
			if v, err = d.New(h, n.hd); err != nil {
				return v, false
			}
			objs[n.woff] = v
		case nodeObject:
			d.Abandon("building a big number or a string")
			return v, false
		case nodeVar:
			if w, ok := made[n.slot]; ok {
				v = w
				break
			}
			fresh := n.fresh
			if !fresh {
				v = slot(m, d, r, n.slot)
				fresh = d.Branch(d.Eq(v, d.Const(int64(pending))))
			}
			if fresh {
				var ok bool
				if v, ok = traceVar(m, d, r); !ok {
					return v, false
				}
				setSlot(m, d, r, n.slot, v)
				r.b.resume()
				made[n.slot] = v
			}
		}
		if i == 0 {
			root = v
			continue
		}
		d.StoreField(h, objs[n.pwoff], int(n.field), v)
		r.b.resume()
	}
	return root, true
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
// It returns the tree and the word after the variables it made. Only
// the interpreter builds terms so (a recording ends before: it would
// allocate object by object).
func fill[V, C any, D domain.Domain[V, C]](m *Machine, d D, r *regs[V], nodes []node, b heap.Value, at, vars int) (V, int, error) {
	if d.Tracing() {
		d.Abandon("building a term allocates")
		return d.Const(int64(heap.Nil)), vars, nil
	}
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
			for j, w := range n.objBody() {
				m.h.SetBodyWord(v, j, w)
			}
		case nodeVar:
			v = pending
			if !n.fresh {
				v = heap.Value(d.Concrete(slot(m, d, r, n.slot)))
			}
			if v == pending {
				serial, err := m.s.nextSerial()
				if err != nil {
					return d.Const(0), 0, err
				}
				v = m.h.PlaceObject(b, vars, varHeader)
				vars += varWords
				m.s.initVar(v, serial)
				setSlot(m, d, r, n.slot, d.Const(int64(v)))
			}
		}
		if i == 0 {
			root = v
		} else {
			parent := heap.RefAt(b.Offset() + uint64(int(n.pwoff)-base))
			m.h.SetField(parent, int(n.field), v)
		}
	}
	return d.Const(int64(root)), vars, nil
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
	pushContConcrete(m, m.s.d, &m.regs, c, g, intWord(cb), 0)
	return nil
}
