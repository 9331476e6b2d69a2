package toyvm

import (
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ic"
)

// Values are heap.Value words: integers (immediate within 48 bits, boxed
// beyond, so arithmetic wraps at 64 bits), heap.Nil, cons cells (two-slot
// objects whose header class is 0) and instances (objects whose header
// class is the ic.ShapeID of their class's layout).

// Class numbers, as classOf reports them and traces guard on.
const (
	classInt  = 0
	classNil  = 1
	classCons = 2
	// classFirst is the number of the program's first class; class k of
	// Code.Classes is classFirst+k.
	classFirst = 3
)

// consHeaderClass is the header class of cons cells: shape ids are never 0.
const consHeaderClass = 0

// classOf is the class number of v (classOf in the concrete domain).
func (m *Machine) classOf(v heap.Value) int64 {
	return classOfConcrete(m, domain.Concrete[heap.Value]{}, v)
}

// classOfHeader is the class number of an object with header hd.
func (m *Machine) classOfHeader(hd heap.Header) int64 {
	switch {
	case hd.Kind() == heap.ObjInt64:
		return classInt
	case hd.Class() == consHeaderClass:
		return classCons
	}
	return classFirst + int64(m.shapeClass[ic.ShapeID(hd.Class())])
}

// className is a class number's name, for messages.
func (m *Machine) className(k int64) string {
	switch k {
	case classInt:
		return "int"
	case classNil:
		return "nil"
	case classCons:
		return "cons"
	}
	return m.code.Classes[k-classFirst].Name
}

// newInt makes the integer n (a safe point when n must be boxed).
func (m *Machine) newInt(n int64) (heap.Value, error) { return m.heap.Int64(n) }

// intOf is the integer in v, if v is one.
func (m *Machine) intOf(v heap.Value) (int64, bool) { return m.heap.AsInt64(v) }

// consHeader is the header word of every cons cell, and instanceHeader
// that of every instance of class k: traces guard on the header word, so
// one compare checks both kind and class (its shape).
var consHeader = heap.MakeHeader(heap.ObjWords, consHeaderClass, 2)

func (m *Machine) instanceHeader(k int) heap.Header {
	return heap.MakeHeader(heap.ObjWords, uint32(m.shapes[k].ID()), len(m.code.Classes[k].Attrs))
}

// isList reports whether v is nil or a cons cell.
func (m *Machine) isList(v heap.Value) bool {
	k := m.classOf(v)
	return k == classNil || k == classCons
}

// listOp is ADD or DIV of a and b (on the stack, rooted) when they are
// not two integers: ADD concatenates two lists, DIV takes element b of
// list a. Traces do not follow it (execute).
func (m *Machine) listOp(pc int, op Op, a, b heap.Value) (heap.Value, error) {
	y, okB := m.intOf(b)
	switch {
	case op == OpAdd && (!m.isList(a) || !m.isList(b)):
		return 0, m.errorAt(pc, "cannot add %s and %s", m.describe(a), m.describe(b))
	case op == OpAdd:
		v, err := m.concat(a, b)
		if err != nil {
			return 0, m.errorAt(pc, "%v", err)
		}
		return v, nil
	case okB && m.isList(a):
		v, ok := m.nth(a, y)
		if !ok {
			return 0, m.errorAt(pc, "index %d out of range", y)
		}
		return v, nil
	}
	return 0, m.errorAt(pc, "expected two integers, got %s and %s", m.describe(a), m.describe(b))
}

// concat is a fresh copy of list a's cells ending in list b. Its
// intermediate values live in m.tmp, a root, from before it allocates.
func (m *Machine) concat(a, b heap.Value) (heap.Value, error) {
	m.tmp = m.tmp[:0]
	for v := a; m.classOf(v) == classCons; v = m.heap.Slot(v, 1) {
		m.tmp = append(m.tmp, m.heap.Slot(v, 0))
	}
	m.tmp = append(m.tmp, b)
	last := len(m.tmp) - 1
	for i := last - 1; i >= 0; i-- {
		c, err := m.heap.AllocHeader(consHeader)
		if err != nil {
			return 0, err
		}
		m.heap.SetSlot(c, 0, m.tmp[i])
		m.heap.SetSlot(c, 1, m.tmp[last])
		m.tmp[last] = c
	}
	v := m.tmp[last]
	m.tmp = m.tmp[:0]
	return v, nil
}

// nth is element i of list l, or false when the list is shorter.
func (m *Machine) nth(l heap.Value, i int64) (heap.Value, bool) {
	for ; i >= 0 && m.classOf(l) == classCons; i-- {
		if i == 0 {
			return m.heap.Slot(l, 0), true
		}
		l = m.heap.Slot(l, 1)
	}
	return 0, false
}
