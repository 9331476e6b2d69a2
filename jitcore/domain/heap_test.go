package domain

import (
	"errors"
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
)

// heapMemory is the ir.Memory of a language whose only regions are one
// heap's, at 0 and 1.
type heapMemory struct{ h *heap.Heap }

func (m heapMemory) Regions() [][]byte {
	r := m.h.Regions()
	return r[:]
}

func newHeap(t *testing.T, maxBytes int) *heap.Heap {
	t.Helper()
	h, err := heap.New(heap.Config{MaxBytes: maxBytes})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	return h
}

var pairHeader = heap.MakeHeader(heap.ObjWords, 7, 2)

// TestObjectsAgree builds the same pair and box in both domains, on two
// heaps, and reads them back.
func TestObjectsAgree(t *testing.T) {
	hc, hr := newHeap(t, 1<<20), newHeap(t, 1<<20)
	c := Concrete[int64]{}
	ch, rh := Heap{H: hc}, Heap{H: hr}
	d := recordOn(t, heapMemory{hr}, 5, -9)

	cp, err := c.New(ch, pairHeader)
	if err != nil {
		t.Fatal(err)
	}
	rp, err := d.New(rh, pairHeader)
	if err != nil {
		t.Fatal(err)
	}
	cb, _ := c.New(ch, heap.BoxedInt64Header)
	c.StoreField(ch, cp, 0, 5)
	c.StoreField(ch, cp, 1, cb)
	c.StoreField(ch, cb, 0, -9)
	// A new Begin: a guard-free instruction that stores may not precede
	// the next allocation's resume point within one instruction.
	d.Begin(Frame[ir.Value]{Greens: []int64{1}, Slots: []ir.Value{}})
	rb, err := d.New(rh, heap.BoxedInt64Header)
	if err != nil {
		t.Fatal(err)
	}
	d.StoreField(rh, rp, 0, 0)
	d.StoreField(rh, rp, 1, rb)
	d.StoreField(rh, rb, 0, 1)

	if cp != d.Peek(rp) || cb != d.Peek(rb) {
		t.Fatalf("the objects are at %#x, %#x and %#x, %#x", cp, cb, d.Peek(rp), d.Peek(rb))
	}
	for _, tt := range []struct {
		obj  int64
		robj ir.Value
		i    int
	}{{cp, rp, 0}, {cp, rp, 1}, {cb, rb, 0}} {
		if x, y := c.LoadField(ch, tt.obj, tt.i), d.Peek(d.LoadField(rh, tt.robj, tt.i)); x != y {
			t.Errorf("field %d of %#x: %d and %d", tt.i, tt.obj, x, y)
		}
	}
	if x, y := c.LoadHeader(ch, cp), d.Peek(d.LoadHeader(rh, rp)); x != y || heap.Header(x) != pairHeader {
		t.Errorf("headers %#x and %#x, want %#x", x, y, pairHeader)
	}
	if n, ok := hc.AsInt64(heap.Value(cb)); !ok || n != -9 {
		t.Errorf("the concrete box holds %d, %v", n, ok)
	}
	if n, ok := hr.AsInt64(heap.Value(d.Peek(rb))); !ok || n != -9 {
		t.Errorf("the recorded box holds %d, %v", n, ok)
	}
}

// TestRecordingHeapFull: a recording that would need a collection ends
// instead, with New's error; the concrete domain's error is the heap's.
func TestRecordingHeapFull(t *testing.T) {
	const max = 64 << 10
	hr := newHeap(t, max)
	d := recordOn(t, heapMemory{hr})
	var err error
	for i := 0; err == nil && i < max; i++ {
		d.Begin(Frame[ir.Value]{Greens: []int64{int64(i)}, Slots: []ir.Value{}})
		_, err = d.New(Heap{H: hr}, pairHeader)
	}
	if !errors.Is(err, ErrRecordingHeapFull) || !d.Done() {
		t.Errorf("after filling the heap: error %v, recording done %v", err, d.Done())
	}
	// The concrete heap fills with a list it keeps alive (its head is a
	// root), and then fails.
	hc := newHeap(t, max)
	head := []heap.Value{heap.Nil}
	hc.AddRootWords(head)
	var lim *heap.LimitError
	for i := 0; i < max && !errors.As(err, &lim); i++ {
		var p int64
		if p, err = (Concrete[int64]{}).New(Heap{H: hc}, pairHeader); err == nil {
			hc.SetSlot(heap.Value(p), 1, head[0])
			head[0] = heap.Value(p)
		}
	}
	if lim == nil {
		t.Errorf("the concrete heap never filled: %v", err)
	}
}

// TestFitsImmediate checks both domains at the edges of the immediate
// range, and that IntOverflow marks the guard that only boxes.
func TestFitsImmediate(t *testing.T) {
	for _, x := range []int64{0, -1, heap.MaxInt, heap.MaxInt + 1, heap.MinInt, heap.MinInt - 1} {
		cv, cfits := Concrete[int64]{}.FitsImmediate(x)
		d, _ := newRecording(t, 1, x)
		rv, rfits := d.FitsImmediate(0)
		if cfits != heap.IntFits(x) || rfits != cfits || cfits && cv != d.Peek(rv) {
			t.Errorf("FitsImmediate(%d): %#x, %v and %#x, %v", x, cv, cfits, d.Peek(rv), rfits)
		}
	}
	h := newHeap(t, 1<<20)
	d := recordOn(t, heapMemory{h}, 1<<20, 1<<20)
	if d.IntOverflow(d.AddOvf(0, 1), Heap{H: h}) {
		t.Fatal("2^20 + 2^20 overflowed")
	}
	last := d.R.T.Ops[len(d.R.T.Ops)-1]
	if last.Code != ir.OpGuardFalse || last.Aux != ir.BoxesOnOverflow {
		t.Errorf("IntOverflow recorded %v, want a guard_false that boxes", last)
	}
	if (Concrete[int64]{}).IntOverflow(true, Heap{}) != true {
		t.Error("Concrete IntOverflow changed its condition")
	}
}
