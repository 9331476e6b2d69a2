package engine

import "github.com/microjit/microjit/jitcore/heap"

// walkBufs are the Go buffers of a walk over a heap term (walkWith,
// CopyTerm, the text predicates): its stack, the variables it met and
// what it made of them, the headers and refs of the objects a copy
// allocates, a list's items and text. A store keeps one
// set for the next walk, so that a program that copies a small term per
// solution (findall/3, a tokenizer's atom_codes/2) does not make the Go
// collector run for it (chat.pl allocated 21 MB of Go memory, 9 MB in
// copy_term's buffers). A walk that runs while another one holds the set
// (a visit that walks) makes its own.
type walkBufs struct {
	stack   []heap.Value
	seen    varTable[struct{}]
	fresh   varTable[heap.Value]
	headers []heap.Header
	refs    []heap.Value
	pending []pendingCopy
	items   []heap.Value
	text    []byte
}

// pendingCopy is a subterm CopyTerm has still to copy: v, whose copy
// becomes argument slot of dst (0: the root; slot < 0: kept nowhere).
type pendingCopy struct {
	v    heap.Value
	dst  heap.Value
	slot int
}

// keptBufLen is the largest buffer a store keeps for its next walk: a
// walk over a huge term does not leave its stack behind.
const keptBufLen = 1 << 14

// takeWalkBufs hands the store's buffers to a walk (empty ones when a
// walk has them already); the walk gives them back with giveWalkBufs.
func (s *Store) takeWalkBufs() *walkBufs {
	b := s.walks
	if b == nil {
		return &walkBufs{}
	}
	s.walks = nil
	return b
}

// giveWalkBufs empties b and keeps it for the next walk.
func (s *Store) giveWalkBufs(b *walkBufs) {
	b.stack = keep(b.stack)
	b.headers = keep(b.headers)
	b.refs = keep(b.refs)
	b.pending = keep(b.pending)
	b.items = keep(b.items)
	b.text = keep(b.text)
	b.seen.reset()
	b.fresh.reset()
	s.walks = b
}

// keep is xs emptied, or nil when it grew past keptBufLen.
func keep[T any](xs []T) []T {
	if cap(xs) > keptBufLen {
		return nil
	}
	return xs[:0]
}

// fewVars is how many variables a varTable compares one by one before
// it makes a map: most terms a walk meets have a handful.
const fewVars = 16

// varTable maps the variables a walk met (heap refs) to a V.
type varTable[V any] struct {
	keys []heap.Value
	vals []V
	many map[heap.Value]V // past fewVars keys, all of them
}

// get is the value of k, and whether k is in the table.
func (t *varTable[V]) get(k heap.Value) (V, bool) {
	if t.many != nil {
		v, ok := t.many[k]
		return v, ok
	}
	for i, x := range t.keys {
		if x == k {
			return t.vals[i], true
		}
	}
	var zero V
	return zero, false
}

// put sets the value of k, which is not in the table.
func (t *varTable[V]) put(k heap.Value, v V) {
	if t.many == nil && len(t.keys) < fewVars {
		t.keys = append(t.keys, k)
		t.vals = append(t.vals, v)
		return
	}
	if t.many == nil {
		t.many = make(map[heap.Value]V, 4*fewVars)
		for i, x := range t.keys {
			t.many[x] = t.vals[i]
		}
	}
	t.many[k] = v
}

// reset empties the table, keeping its first slices.
func (t *varTable[V]) reset() {
	t.keys, t.vals, t.many = t.keys[:0], t.vals[:0], nil
}
