package engine

import (
	"math/big"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

// Term access for libraries written in Go that work on the heap's words
// themselves rather than on reader's terms (attributed variables, the
// CLP(FD) solver): what kind a dereferenced term is and its parts. A
// word stays valid until the next safe point (an allocation).

// AtomWord is the atom name.
func (m *Machine) AtomWord(name string) heap.Value { return m.s.Atom(term.Intern(name)) }

// AtomOf is the atom v, or false when v (dereferenced) is not an atom.
func (m *Machine) AtomOf(v heap.Value) (term.Atom, bool) {
	v = m.s.Deref(v)
	if !v.IsSymbol() {
		return term.Atom{}, false
	}
	return m.s.AtomOf(v), true
}

// Functor is the name and arity of the compound term v (dereferenced),
// or false when it is not one.
func (m *Machine) Functor(v heap.Value) (term.Atom, int, bool) {
	v = m.s.Deref(v)
	if m.s.kindOf(v) != kindCompound {
		return term.Atom{}, 0, false
	}
	name, arity := m.nameArity(v)
	return name, arity, true
}

// Arg is argument i (from 0) of the compound term v (dereferenced, see
// Functor), not dereferenced.
func (m *Machine) Arg(v heap.Value, i int) heap.Value { return m.s.arg(m.s.Deref(v), i) }

// IntWord is the integer n (immediate, or boxed beyond 48 bits: a safe
// point).
func (m *Machine) IntWord(n int64) (heap.Value, error) {
	w, err := m.s.Int(n)
	return w, heapError(err)
}

// BigWord is the integer x, of any size. It is a safe point.
func (m *Machine) BigWord(x *big.Int) (heap.Value, error) {
	if x.IsInt64() {
		return m.IntWord(x.Int64())
	}
	v, err := m.s.h.AllocHeader(bigHeader(x))
	if err != nil {
		return 0, heapError(err)
	}
	m.s.fillBig(v, x)
	return v, nil
}

// IntOf is the integer v (dereferenced), when it is an integer within
// int64 (small is then set), or beyond it (big).
func (m *Machine) IntOf(v heap.Value) (n int64, big *big.Int, ok bool) {
	v = m.s.Deref(v)
	if v.IsInt() {
		return v.Int(), nil, true
	}
	if m.s.kindOf(v) != kindInt {
		return 0, nil, false
	}
	x := m.s.number(v)
	return x.i, x.big, true
}

// IsCompound reports whether v (dereferenced) is a compound term.
func (m *Machine) IsCompound(v heap.Value) bool { return m.s.kindOf(m.s.Deref(v)) == kindCompound }

// IsInteger reports whether v (dereferenced) is an integer.
func (m *Machine) IsInteger(v heap.Value) bool { return m.s.kindOf(m.s.Deref(v)) == kindInt }

// List is the list of items ending in tail. It is a safe point (items
// and tail are kept).
func (m *Machine) List(items []heap.Value, tail heap.Value) (heap.Value, error) {
	return m.makeList(items, tail)
}

// Compare is the standard order of a and b: -1, 0 or 1.
func (m *Machine) Compare(a, b heap.Value) int { return m.s.Compare(a, b) }

// Same reports whether a and b are identical (==).
func (m *Machine) Same(a, b heap.Value) bool { return m.s.Compare(a, b) == 0 }

// NewVar is a fresh unbound variable. It is a safe point.
func (m *Machine) NewVar() (heap.Value, error) {
	v, err := m.s.NewVar()
	return v, heapError(err)
}

// Epoch changes whenever a choicepoint is made or backtracked into: a
// library whose Go-side state backtracking restores (an Undoer) saves a
// thing's old state once per epoch.
func (m *Machine) Epoch() uint64 { return m.s.epoch }
