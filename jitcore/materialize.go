package jitcore

import (
	"fmt"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
)

// HeapMemory is the ir.Memory of a language whose traces allocate
// (Recorder.New): when a guard whose snapshot holds virtual objects fails,
// the driver allocates them in the heap whose regions start at the
// virtual's region (heap.Heap.Regions).
//
// The driver treats every red slot value of such a snapshot, and every
// field value of an ObjWords virtual, as a heap.Value (a GC root while it
// allocates): a language whose traces allocate keeps only heap.Values in
// its red slots.
type HeapMemory interface {
	ir.Memory
	Heap(region int32) *heap.Heap
}

// materialize allocates the virtuals of guard g's snapshot and fills
// them, and returns their values (by virtual index): refs, and for Int
// virtuals that fit, immediates. live holds g's live
// values; the allocation is a safe point, so the ones that are heap
// values are rooted meanwhile and updated in place.
func materialize(g *liveGuard, live []int64, mem ir.Memory) ([]int64, error) {
	s := g.snap
	hm, ok := mem.(HeapMemory)
	if !ok {
		panic(fmt.Sprintf("jitcore: a guard's snapshot has virtual objects, but the memory passed to Run (%T) does not implement jitcore.HeapMemory", mem))
	}
	h := hm.Heap(s.Virtuals[0].Region)
	vals := make([]int64, len(s.Virtuals))
	// Int virtuals that fit are immediates; the other virtuals are
	// allocated (obj[j] is the virtual of headers[j]).
	var headers []heap.Header
	var obj []int
	for k, vo := range s.Virtuals {
		if vo.Region != s.Virtuals[0].Region {
			panic("jitcore: the virtuals of one snapshot are in different heaps")
		}
		if vo.Int {
			if n, ok := heap.SmallInt(g.value(vo.Fields[0], live, nil)); ok {
				vals[k] = int64(n)
				continue
			}
		}
		headers = append(headers, heap.Header(vo.Header))
		obj = append(obj, k)
	}
	if len(headers) == 0 {
		return vals, nil
	}
	// Root the live values that are heap values: slots, and fields of
	// objects whose body the collector traces.
	roots := make([]heap.Value, 0, len(live))
	var rooted []int // index in live of roots[j]
	isRoot := make([]bool, len(live))
	mark := func(v ir.Value) {
		if v >= 0 && !v.IsVirtual() {
			isRoot[g.index(v)] = true
		}
	}
	for _, f := range s.Frames {
		for _, v := range f.Slots {
			mark(v)
		}
	}
	for j, k := range obj {
		if headers[j].Kind() == heap.ObjWords {
			for _, v := range s.Virtuals[k].Fields {
				mark(v)
			}
		}
	}
	for i, r := range isRoot {
		if r {
			roots = append(roots, heap.Value(live[i]))
			rooted = append(rooted, i)
		}
	}
	id := h.AddRootWords(roots)
	refs, err := h.AllocObjects(headers)
	h.RemoveRoots(id)
	for j, i := range rooted {
		live[i] = int64(roots[j])
	}
	if err != nil {
		return nil, err
	}
	for j, r := range refs {
		vals[obj[j]] = int64(r)
	}
	for j, r := range refs {
		for i, v := range s.Virtuals[obj[j]].Fields {
			h.SetBodyWord(r, i, uint64(g.value(v, live, vals)))
		}
	}
	return vals, nil
}

// liveGuard is a failed guard's snapshot with its live values' order.
type liveGuard struct {
	t    *ir.Trace
	snap *ir.Snapshot
	live []ir.Value
}

// index is v's position among the live values.
func (g *liveGuard) index(v ir.Value) int {
	for i, w := range g.live {
		if w == v {
			return i
		}
	}
	panic(fmt.Sprintf("jitcore: %s is not a live value of the guard", g.t.ValueString(v)))
}

// value is the concrete value of snapshot value v: a constant's bits, a
// live value, a materialized virtual's ref (virtuals), or 0 for None.
func (g *liveGuard) value(v ir.Value, live, virtuals []int64) int64 {
	switch {
	case v == ir.None:
		return 0
	case v.IsConst():
		return g.t.Consts[v.ConstIndex()].Bits
	case v.IsVirtual():
		return virtuals[v.VirtualIndex()]
	}
	return live[g.index(v)]
}

// roomFor reports whether the heap has room for the virtuals of s without
// a collection (true when there are none).
func roomFor(s *ir.Snapshot, mem ir.Memory) bool {
	if len(s.Virtuals) == 0 {
		return true
	}
	words := uint64(0)
	for _, vo := range s.Virtuals {
		words += uint64(ir.NewWords(vo.Header))
	}
	rec := mem.(HeapMemory).Heap(s.Virtuals[0].Region).AllocRecord()
	return rec.Top+words <= rec.Limit
}
