package heap

import "slices"

// Roots is implemented by whatever holds Values the collector must treat as
// live: a language's interpreter state, Go-side objects behind handles, root
// slices registered by the JIT. VisitRoots calls visit with a pointer to each
// Value it holds; a collection may rewrite the Value (objects move), so the
// pointee must be where the holder reads the Value from afterwards.
type Roots interface {
	VisitRoots(visit func(*Value))
}

// RootsID names a registered root set, for RemoveRoots.
type RootsID uint64

type rootEntry struct {
	id    RootsID
	roots Roots
}

// wordRoots are the Values of a registered slice.
type wordRoots []Value

func (w wordRoots) VisitRoots(visit func(*Value)) {
	for i := range w {
		visit(&w[i])
	}
}

// AddRoots registers a root set; the language registers its interpreter
// state once. Root sets are visited in registration order.
func (h *Heap) AddRoots(r Roots) RootsID {
	h.nextID++
	h.roots = append(h.roots, rootEntry{h.nextID, r})
	return h.nextID
}

// AddRootWords registers the Values of words as roots, e.g. the live values
// of a paused trace exit. A collection updates the elements in place, so the
// caller reads them back from the same slice.
func (h *Heap) AddRootWords(words []Value) RootsID { return h.AddRoots(wordRoots(words)) }

// RemoveRoots unregisters a root set; removing an unknown id does nothing.
func (h *Heap) RemoveRoots(id RootsID) {
	for i, e := range h.roots {
		if e.id == id {
			h.roots = slices.Delete(h.roots, i, i+1)
			return
		}
	}
}
