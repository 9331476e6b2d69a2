package trace

import (
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
)

// heapMem is a memory whose regions 0 and 1 are a heap's.
type heapMem struct{ h *heap.Heap }

func (m heapMem) Regions() [][]byte {
	r := m.h.Regions()
	return r[:]
}

func newHeapRec(t *testing.T, cfg heap.Config) (*Recorder, *heap.Heap) {
	h, err := heap.New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return New(ir.Loop, "test", []ir.Type{ir.Int}, []int64{int64(heap.Nil)}, nil, heapMem{h}, 100), h
}

// TestRecorderNew checks that New allocates for real (the interpreter
// sees the object) and records a guard with the current snapshot, and
// that fields written and read through the recorder are the object's.
func TestRecorderNew(t *testing.T) {
	r, h := newHeapRec(t, heap.Config{})
	r.Begin(ir.Frame{Where: "pc 0", Slots: []ir.Value{r.Input(0)}})
	hdr := heap.MakeHeader(heap.ObjWords, 4, 2)
	top := h.AllocRecord().Top
	obj, ok := r.New(0, int64(hdr))
	if !ok {
		t.Fatal("New failed on an empty heap")
	}
	ref := heap.Value(r.Concrete(obj))
	if ref != heap.RefAt(top) || h.AllocRecord().Top != top+3 || h.Header(ref) != hdr {
		t.Fatalf("ref %#x, top %d -> %d, header %v", ref, top, h.AllocRecord().Top, h.Header(ref))
	}
	r.StoreField(0, obj, 1, r.Input(0))
	if h.Slot(ref, 1) != heap.Nil || h.Slot(ref, 0) != 0 {
		t.Errorf("slots %#x %#x, want 0 and nil", h.Slot(ref, 0), h.Slot(ref, 1))
	}
	if v := r.LoadField(0, obj, 1); r.Concrete(v) != int64(heap.Nil) {
		t.Errorf("LoadField gave %#x", r.Concrete(v))
	}
	if v := r.LoadHeader(0, obj); r.Concrete(v) != int64(hdr) {
		t.Errorf("LoadHeader gave %#x", r.Concrete(v))
	}
	op := r.T.Ops[obj]
	if op.Code != ir.OpNew || op.Snap != 0 || op.Aux != int64(hdr) {
		t.Errorf("recorded %s", r.T.OpString(obj, nil))
	}
	if err := r.T.Verify(); err == nil || !strings.Contains(err.Error(), "does not end in a jump") {
		t.Errorf("Verify: %v", err)
	}
}

// TestRecorderNewFull: a full heap aborts the recording and records
// nothing; a New after the instruction's effect panics like a guard.
func TestRecorderNewFull(t *testing.T) {
	r, h := newHeapRec(t, heap.Config{Stress: true}) // Limit = Top
	r.Begin(ir.Frame{Where: "pc 0"})
	n := len(r.T.Ops)
	if _, ok := r.New(0, int64(heap.BoxedInt64Header)); ok {
		t.Fatal("New succeeded on a full heap")
	}
	if r.Aborted() == "" || len(r.T.Ops) != n || h.AllocRecord().Top != h.AllocRecord().Limit {
		t.Errorf("abort %q, %d ops recorded", r.Aborted(), len(r.T.Ops)-n)
	}
	r.Store64(0, r.Const(0), 0, r.Const(int64(h.AllocRecord().Top)))
	defer func() {
		if recover() == nil {
			t.Errorf("New after a store of the same instruction did not panic")
		}
	}()
	r.New(0, int64(heap.BoxedInt64Header))
}

// noHeap is a memory whose region 0 is empty: no allocation record.
type noHeap struct{ space []byte }

func (m noHeap) Regions() [][]byte { return [][]byte{nil, m.space} }

// TestRecorderNewNoHeap: New on regions that are not a heap aborts the
// recording with the reason instead of panicking.
func TestRecorderNewNoHeap(t *testing.T) {
	r := New(ir.Loop, "test", nil, nil, nil, noHeap{make([]byte, 64)}, 100)
	r.Begin(ir.Frame{Where: "pc 0"})
	n := len(r.T.Ops)
	if _, ok := r.New(0, int64(heap.BoxedInt64Header)); ok {
		t.Fatal("New succeeded without a heap")
	}
	if why := r.Aborted(); !strings.Contains(why, "region 0 has 0 bytes") || len(r.T.Ops) != n {
		t.Errorf("abort %q, %d ops recorded", why, len(r.T.Ops)-n)
	}
}
