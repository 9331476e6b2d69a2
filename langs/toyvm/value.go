package toyvm

import (
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

// classOf is the class number of v.
func (m *Machine) classOf(v heap.Value) int64 {
	switch {
	case v.IsInt():
		return classInt
	case v == heap.Nil:
		return classNil
	}
	hd := m.heap.Header(v)
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

// truthy is BR_COND's test: everything but the integer 0 and nil is true
// (boxed integers are never 0).
func truthy(v heap.Value) bool { return v != 0 && v != heap.Nil }

// newInt makes the integer n (a safe point when n must be boxed).
func (m *Machine) newInt(n int64) (heap.Value, error) { return m.heap.Int64(n) }

// intOf is the integer in v, if v is one.
func (m *Machine) intOf(v heap.Value) (int64, bool) { return m.heap.AsInt64(v) }

// allocWords allocates an object with n slots (a safe point).
func (m *Machine) allocWords(class uint32, n int) (heap.Value, error) {
	return m.heap.AllocWords(class, n)
}

// consHeader is the header word of every cons cell, and instanceHeader
// that of every instance of class k: traces guard on the header word, so
// one compare checks both kind and class (its shape).
var consHeader = heap.MakeHeader(heap.ObjWords, consHeaderClass, 2)

func (m *Machine) instanceHeader(k int) heap.Header {
	return heap.MakeHeader(heap.ObjWords, uint32(m.shapes[k].ID()), len(m.code.Classes[k].Attrs))
}

// cons makes (car . cdr) from the top two values of the stack, which stay
// rooted while it allocates, and replaces them by the cell.
func (m *Machine) cons(f *frame) error {
	c, err := m.allocWords(consHeader.Class(), consHeader.Len())
	if err != nil {
		return err
	}
	n := len(f.stack)
	m.heap.SetSlot(c, 0, f.stack[n-2])
	m.heap.SetSlot(c, 1, f.stack[n-1])
	f.stack = append(f.stack[:n-2], c)
	return nil
}

// newInstance makes an instance of class k, every attribute nil.
func (m *Machine) newInstance(k int) (heap.Value, error) {
	hd := m.instanceHeader(k)
	o, err := m.allocWords(hd.Class(), hd.Len())
	if err != nil {
		return 0, err
	}
	for i := range m.heap.Words(o) {
		m.heap.SetSlot(o, i, heap.Nil)
	}
	return o, nil
}

// isList reports whether v is nil or a cons cell.
func (m *Machine) isList(v heap.Value) bool {
	k := m.classOf(v)
	return k == classNil || k == classCons
}

// concat replaces the lists a and b on top of the stack by a fresh copy of
// a's cells ending in b. Its intermediate values live in m.tmp, a root.
func (m *Machine) concat(f *frame) error {
	n := len(f.stack)
	m.tmp = m.tmp[:0]
	for v := f.stack[n-2]; m.classOf(v) == classCons; v = m.heap.Slot(v, 1) {
		m.tmp = append(m.tmp, m.heap.Slot(v, 0))
	}
	m.tmp = append(m.tmp, f.stack[n-1])
	last := len(m.tmp) - 1
	for i := last - 1; i >= 0; i-- {
		c, err := m.allocWords(consHeaderClass, 2)
		if err != nil {
			return err
		}
		m.heap.SetSlot(c, 0, m.tmp[i])
		m.heap.SetSlot(c, 1, m.tmp[last])
		m.tmp[last] = c
	}
	f.stack = append(f.stack[:n-2], m.tmp[last])
	m.tmp = m.tmp[:0]
	return nil
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
