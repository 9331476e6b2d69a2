package heap

import "testing"

type goObject struct {
	header uint64
	slots  [4]uint64
}

var (
	sinkValue Value
	sinkGo    *goObject
)

// BenchmarkAllocWords allocates 4-slot objects (5 words) through the Go API,
// collections included (nothing survives).
func BenchmarkAllocWords(b *testing.B) {
	h := newTestHeap(b, Config{MaxBytes: 64 << 20, InitialBytes: 4 << 20})
	b.ReportAllocs()
	for b.Loop() {
		v, err := h.AllocWords(1, 4)
		if err != nil {
			b.Fatal(err)
		}
		sinkValue = v
	}
}

// BenchmarkAllocBump is the fast path native code inlines: bump and store a
// header, no clearing, collections included.
func BenchmarkAllocBump(b *testing.B) {
	h := newTestHeap(b, Config{MaxBytes: 64 << 20, InitialBytes: 4 << 20})
	for b.Loop() {
		off, err := h.alloc(5)
		if err != nil {
			b.Fatal(err)
		}
		h.spaces[h.cur][off] = Value(MakeHeader(ObjWords, 1, 4))
	}
}

// BenchmarkGoNew is the baseline: a same-sized Go object that escapes.
func BenchmarkGoNew(b *testing.B) {
	b.ReportAllocs()
	for b.Loop() {
		sinkGo = &goObject{header: 1}
	}
}

// BenchmarkCollect measures a collection copying a 1000-object linked list.
func BenchmarkCollect(b *testing.B) {
	h := newTestHeap(b, Config{MaxBytes: 64 << 20})
	root := []Value{Nil}
	h.AddRootWords(root)
	for range 1000 {
		v, err := h.AllocWords(1, 4)
		if err != nil {
			b.Fatal(err)
		}
		h.SetSlot(v, 0, root[0])
		root[0] = v
	}
	for b.Loop() {
		h.Collect()
	}
	b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/1000, "ns/object")
}
