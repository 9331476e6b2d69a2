package heaptest

import "github.com/microjit/microjit/jitcore/heap"

// MovingBox registers a root of h and returns a function of the shape
// of an ir.Func's Fn: box(x) allocates an object of two slots of class
// class, {x, nil}, and returns it (results[0]). Before that it allocates
// a junk object, whose size changes from one call to the next (junk
// words and more), and keeps it in that root. Register MovingBox's root
// first: a collection copies the junk object before what the other roots
// reach, so that, on a heap that collects at every allocation (its
// stress mode), every object those refer to moves at every collection.
func MovingBox(h *heap.Heap, class uint32, junk int) func(args, results []int64) {
	root := []heap.Value{heap.Nil}
	h.AddRootWords(root)
	calls := 0
	return func(a, r []int64) {
		calls++
		root[0] = alloc(h, heap.MakeHeader(heap.ObjWords, 3, junk+calls%3))
		o := alloc(h, heap.MakeHeader(heap.ObjWords, class, 2))
		h.SetField(o, 0, heap.Value(a[0]))
		h.SetField(o, 1, heap.Nil)
		r[0] = int64(o)
	}
}

// alloc allocates an object with header hd in h; a full heap is the
// test's failure.
func alloc(h *heap.Heap, hd heap.Header) heap.Value {
	o, err := h.AllocHeader(hd)
	if err != nil {
		panic(err)
	}
	return o
}
