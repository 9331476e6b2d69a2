package resume

import (
	"fmt"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
)

// HeapMemory is the ir.Memory of a language whose traces allocate
// (trace.Recorder.New): when a guard whose snapshot holds virtual objects
// fails, Exits.Guard allocates them in the heap whose regions start at the
// virtual's region (heap.Heap.Regions).
//
// Exits treats every red slot value of such a snapshot, and every
// field value of an ObjWords virtual, as a heap.Value (a GC root while it
// allocates): a language whose traces allocate keeps only heap.Values in
// its red slots.
type HeapMemory interface {
	ir.Memory
	Heap(region int32) *heap.Heap
}

// materialize allocates the virtuals of the snapshots of an exit (the
// failed guard's, and those of the calls it failed in: exit[i], whose
// live values are live[i]) and fills them, and returns their values (by
// snapshot and virtual index): refs, and for Int virtuals that fit,
// immediates. The allocation is one safe point: the live values of every
// snapshot that are heap values are rooted meanwhile and updated in
// place.
func materialize(exit []liveGuard, live [][]int64, mem ir.Memory) ([][]int64, error) {
	vals := make([][]int64, len(exit))
	var h *heap.Heap
	var region int32
	// Int virtuals that fit are immediates; the other virtuals are
	// allocated (obj[j] is the snapshot and virtual of headers[j]).
	var headers []heap.Header
	var obj [][2]int
	for e := range exit {
		g := &exit[e]
		s := g.snap
		vals[e] = make([]int64, len(s.Virtuals))
		for k, vo := range s.Virtuals {
			if h == nil {
				hm, ok := mem.(HeapMemory)
				if !ok {
					panic(fmt.Sprintf("resume: a guard's snapshot has virtual objects, but the memory passed to Run (%T) does not implement resume.HeapMemory", mem))
				}
				h, region = hm.Heap(vo.Region), vo.Region
			}
			if vo.Region != region {
				panic("resume: the virtuals of one exit are in different heaps")
			}
			if vo.Int {
				if n, ok := heap.SmallInt(g.value(vo.Fields[0], live[e], nil)); ok {
					vals[e][k] = int64(n)
					continue
				}
			}
			headers = append(headers, heap.Header(vo.Header))
			obj = append(obj, [2]int{e, k})
		}
	}
	if len(headers) == 0 {
		return vals, nil
	}
	// Root the live values that are heap values: slots, and fields of
	// objects whose body the collector traces.
	var roots []heap.Value
	var rooted [][2]int // the snapshot and live index of roots[j]
	for e := range exit {
		g := &exit[e]
		isRoot := make([]bool, len(live[e]))
		mark := func(v ir.Value) {
			if v >= 0 && !v.IsVirtual() {
				isRoot[g.index(v)] = true
			}
		}
		for _, f := range g.snap.Frames {
			for _, v := range f.Slots {
				mark(v)
			}
		}
		for _, vo := range g.snap.Virtuals {
			if !vo.Int && heap.Header(vo.Header).Kind() == heap.ObjWords {
				for _, v := range vo.Fields {
					mark(v)
				}
			}
		}
		for i, r := range isRoot {
			if r {
				roots = append(roots, heap.Value(live[e][i]))
				rooted = append(rooted, [2]int{e, i})
			}
		}
	}
	id := h.AddRootWords(roots)
	refs, err := h.AllocObjects(headers)
	h.RemoveRoots(id)
	for j, r := range rooted {
		live[r[0]][r[1]] = int64(roots[j])
	}
	if err != nil {
		return nil, err
	}
	for j, r := range refs {
		vals[obj[j][0]][obj[j][1]] = int64(r)
	}
	for j, r := range refs {
		e, k := obj[j][0], obj[j][1]
		for i, v := range exit[e].snap.Virtuals[k].Fields {
			h.SetBodyWord(r, i, uint64(exit[e].value(v, live[e], vals[e])))
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
	panic(fmt.Sprintf("resume: %s is not a live value of the guard", g.t.ValueString(v)))
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

// RoomFor reports whether the heap has room for the virtuals of s without
// a collection (true when there are none): a bridge from s starts by
// allocating them, and its recording cannot collect.
func RoomFor(s *ir.Snapshot, mem ir.Memory) bool {
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
