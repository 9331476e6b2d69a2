package heap

import "testing"

// exactRoots is a root set with exact roots (not shortcut) and others.
type exactRoots struct{ exact, other []Value }

func (r *exactRoots) VisitRoots(visit func(*Value)) {
	for i := range r.other {
		visit(&r.other[i])
	}
}

func (r *exactRoots) VisitExactRoots(visit func(*Value)) {
	for i := range r.exact {
		visit(&r.exact[i])
	}
}

// TestShortcut: a collection replaces the refs to objects of the
// shortcut's header by what the shortcut returns (an indirection's
// target, here), in roots and in objects alike, and drops the objects
// nothing else refers to; exact roots keep their refs, and then the
// objects they reach stay what they are for every ref.
func TestShortcut(t *testing.T) {
	h := newTestHeap(t, Config{MaxBytes: 1 << 20})
	const indirection = 7
	ind := MakeHeader(ObjWords, indirection, 1)
	h.SetShortcut(ind, func(from []Value, v Value) Value {
		for v.IsRef() && Header(from[v.Offset()]) == ind {
			v = from[v.Offset()+HeaderWords]
		}
		return v
	})
	newInd := func(to Value) Value {
		r, err := h.AllocHeader(ind)
		if err != nil {
			t.Fatal(err)
		}
		h.SetSlot(r, 0, to)
		return r
	}
	target, _ := h.AllocWords(3, 2)
	small, _ := SmallInt(42)
	chain := newInd(newInd(target)) // two indirections deep
	holder, _ := h.AllocWords(4, 1)
	h.SetSlot(holder, 0, newInd(small))
	kept := newInd(target)
	r := &exactRoots{exact: []Value{kept}, other: []Value{chain, holder, kept}}
	h.AddRoots(r)
	h.Collect()
	if c := h.Header(r.other[0]).Class(); c != 3 {
		t.Errorf("a root through two indirections reaches class %d, want the target (3)", c)
	}
	if got := h.Slot(r.other[1], 0); got != small {
		t.Errorf("an object's slot through an indirection holds %#x, want the integer %#x", uint64(got), uint64(small))
	}
	if h.Header(r.exact[0]) != ind || r.other[2] != r.exact[0] {
		t.Error("an indirection an exact root holds is not kept for every ref")
	}
	// target (3 words), holder (2), the kept indirection (2).
	if got := h.Stats().LiveWords; got != 3+2+2 {
		t.Errorf("%d live words, want 7", got)
	}
}
