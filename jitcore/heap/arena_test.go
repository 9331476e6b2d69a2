package heap

import (
	"errors"
	"testing"
	"unsafe"
)

func newTestHeap(t testing.TB, cfg Config) *Heap {
	t.Helper()
	h, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		if err := h.Close(); err != nil {
			t.Error(err)
		}
	})
	return h
}

func TestAllocRecordOffsets(t *testing.T) {
	var r AllocRecord
	for _, c := range []struct {
		name      string
		got, want uintptr
	}{
		{"Top", unsafe.Offsetof(r.Top), AllocTopOffset},
		{"Limit", unsafe.Offsetof(r.Limit), AllocLimitOffset},
		{"Base", unsafe.Offsetof(r.Base), AllocBaseOffset},
		{"size", unsafe.Sizeof(r), AllocRecordSize},
	} {
		if c.got != c.want {
			t.Errorf("AllocRecord %s at %d, constant says %d", c.name, c.got, c.want)
		}
	}
}

// The object layout constants locate a slot through the AllocRecord the way
// native code does.
func TestSlotAddressFromRecord(t *testing.T) {
	h := newTestHeap(t, Config{MaxBytes: 1 << 20})
	r, err := h.AllocWords(77, 3)
	if err != nil {
		t.Fatal(err)
	}
	if h.AllocRecordAddr() != uintptr(unsafe.Pointer(h.rec)) {
		t.Fatal("AllocRecordAddr is not the record")
	}
	rec := h.AllocRecord()
	addr := uintptr(rec.Base) + uintptr(r.Offset())*WordBytes + FirstSlotOffset + 2*WordBytes
	if want := uintptr(unsafe.Pointer(&h.Words(r)[2])); addr != want {
		t.Errorf("slot 2 address from the record %#x, Go says %#x", addr, want)
	}
	hdrAddr := uintptr(rec.Base) + uintptr(r.Offset())*WordBytes
	if want := uintptr(unsafe.Pointer(&h.space()[r.Offset()])); hdrAddr != want {
		t.Errorf("header address from the record %#x, Go says %#x", hdrAddr, want)
	}
	if hdr := h.Header(r); hdr.Class() != 77 || hdr.Len() != 3 || hdr.Kind() != ObjWords {
		t.Errorf("header %#x", uint64(hdr))
	}
	if rec.Top != r.Offset()+4 || rec.Limit < rec.Top {
		t.Errorf("record %+v after one 4-word object at %d", rec, r.Offset())
	}
}

func TestStressPublishesTopAsLimit(t *testing.T) {
	h := newTestHeap(t, Config{MaxBytes: 1 << 20, Stress: true})
	for range 3 {
		if _, err := h.AllocWords(0, 1); err != nil {
			t.Fatal(err)
		}
		if r := h.AllocRecord(); r.Limit != r.Top {
			t.Fatalf("stress record %+v", r)
		}
	}
	if c := h.Stats().Collections; c != 3 {
		t.Errorf("%d collections for 3 stress allocations", c)
	}
}

func TestHeapLimit(t *testing.T) {
	h := newTestHeap(t, Config{MaxBytes: 64 << 10, InitialBytes: 4 << 10})
	keep := make([]Value, 0, 1024)
	id := h.AddRootWords(keep[:cap(keep)])
	var err error
	for i := 0; err == nil; i++ {
		var r Value
		r, err = h.AllocWords(1, 30)
		if err == nil {
			keep = append(keep, r)
		}
	}
	var le *LimitError
	if !errors.As(err, &le) || le.What != "heap" || le.Limit != 64<<10 {
		t.Fatalf("err = %v, want a heap LimitError", err)
	}
	t.Logf("%v after %d objects", err, len(keep))
	// The heap still works once the roots are dropped.
	h.RemoveRoots(id)
	if _, err := h.AllocWords(1, 30); err != nil {
		t.Fatalf("after dropping roots: %v", err)
	}
	if h.Stats().LiveWords != 0 {
		t.Errorf("live words %d after dropping every root", h.Stats().LiveWords)
	}
	// Objects too big for the header or the heap.
	if _, err := h.AllocWords(1, MaxLen+1); !errors.As(err, &le) || le.What != "object size" {
		t.Errorf("oversized object: %v", err)
	}
	if _, err := h.AllocBytes(1, 1<<20); !errors.As(err, &le) || le.What != "heap" {
		t.Errorf("object bigger than the heap: %v", err)
	}
	if _, err := h.AllocWords(1, -1); err == nil {
		t.Error("negative length accepted")
	}
}

// handleRoots registers n roots holding handles of the ints 0..n-1.
func handleRoots(t *testing.T, h *Heap, n int) []Value {
	t.Helper()
	roots := make([]Value, n)
	h.AddRootWords(roots)
	for i := range roots {
		v, err := h.NewHandle(i)
		if err != nil {
			t.Fatal(err)
		}
		roots[i] = v
	}
	return roots
}

func TestHandleLimitAndRelease(t *testing.T) {
	h := newTestHeap(t, Config{MaxBytes: 1 << 20, MaxHandles: 3})
	roots := handleRoots(t, h, 3)
	var le *LimitError
	if _, err := h.NewHandle("x"); !errors.As(err, &le) || le.What != "handles" {
		t.Fatalf("4th handle: %v", err)
	}
	stale := roots[1]
	roots[1] = Nil
	h.Collect()
	if _, ok := h.Handle(stale); ok {
		t.Error("unreachable handle not released")
	}
	if obj, ok := h.Handle(roots[2]); !ok || obj != 2 {
		t.Errorf("live handle = %v %v", obj, ok)
	}
	v, err := h.NewHandle("reused")
	if err != nil {
		t.Fatal(err)
	}
	if v == stale {
		t.Error("reused handle equals the stale one")
	}
	if _, ok := h.Handle(stale); ok {
		t.Error("stale handle sees the slot's new object")
	}
	if obj := h.Object(v); obj != "reused" {
		t.Errorf("Object(live handle) = %v", obj)
	}
	if obj := h.Object(True); obj != nil {
		t.Errorf("Object(True) = %v, want nil", obj)
	}
	func() {
		defer func() {
			if recover() == nil {
				t.Error("Object(stale handle) did not panic")
			}
		}()
		h.Object(stale)
	}()
	if _, err := h.NewHandle(nil); err == nil {
		t.Error("NewHandle(nil) accepted")
	}
	if s := h.Stats(); s.Handles != 3 || s.HandlesReleased != 1 {
		t.Errorf("stats %+v", s)
	}
}

func TestBoxedInt64(t *testing.T) {
	h := newTestHeap(t, Config{MaxBytes: 1 << 20})
	for _, n := range []int64{0, MaxInt, MinInt, MaxInt + 1, MinInt - 1, 1<<63 - 1, -1 << 63} {
		v, err := h.Int64(n)
		if err != nil {
			t.Fatal(err)
		}
		if v.IsInt() != IntFits(n) || v.IsRef() == IntFits(n) {
			t.Errorf("Int64(%d) = %#x: boxed %v", n, uint64(v), v.IsRef())
		}
		if got, ok := h.AsInt64(v); !ok || got != n {
			t.Errorf("AsInt64(Int64(%d)) = %d %v", n, got, ok)
		}
	}
	r, _ := h.AllocWords(0, 1)
	for _, v := range []Value{r, Nil, Float(1)} {
		if _, ok := h.AsInt64(v); ok {
			t.Errorf("AsInt64(%#x) ok", uint64(v))
		}
	}
}

func TestBytesAndRaw(t *testing.T) {
	h := newTestHeap(t, Config{MaxBytes: 1 << 20})
	b, _ := h.AllocBytes(5, 11)
	copy(h.Bytes(b), "hello world")
	f, _ := h.AllocBytes(6, 16)
	h.Raw(f)[1] = 0xDEADBEEF
	e, _ := h.AllocBytes(6, 0)
	roots := []Value{b, f, e}
	h.AddRootWords(roots)
	h.Collect()
	if got := string(h.Bytes(roots[0])); got != "hello world" {
		t.Errorf("bytes after collection %q", got)
	}
	if got := h.Raw(roots[1]); len(got) != 2 || got[1] != 0xDEADBEEF {
		t.Errorf("raw after collection %x", got)
	}
	if h.Bytes(roots[2]) != nil || h.Header(roots[2]).Len() != 0 {
		t.Error("empty bytes object")
	}
}

// frame stands for a language's interpreter state.
type frame struct {
	locals []Value
	acc    Value
}

func (f *frame) VisitRoots(visit func(*Value)) {
	for i := range f.locals {
		visit(&f.locals[i])
	}
	visit(&f.acc)
}

func TestLanguageRoots(t *testing.T) {
	h := newTestHeap(t, Config{MaxBytes: 1 << 20})
	f := &frame{locals: make([]Value, 2)}
	id := h.AddRoots(f)
	f.acc, _ = h.AllocWords(3, 1)
	f.locals[1] = f.acc
	garbage, _ := h.AllocWords(4, 100)
	h.SetSlot(f.acc, 0, garbage)                    // reachable through acc
	if _, err := h.AllocWords(5, 100); err != nil { // unreachable
		t.Fatal(err)
	}
	h.Collect()
	if f.locals[1] != f.acc || h.Header(h.Slot(f.acc, 0)).Class() != 4 {
		t.Error("frame roots not updated together")
	}
	if got := h.Stats().LiveWords; got != 2+101 {
		t.Errorf("%d live words, want 103", got)
	}
	h.RemoveRoots(id)
	h.RemoveRoots(id)
	h.Collect()
	if got := h.Stats().LiveWords; got != 0 {
		t.Errorf("%d live words after removing the roots", got)
	}
}

// A heap reserves address space in proportion to what it holds, not to
// MaxBytes: it starts with a page and two spaces of the first threshold,
// and its spaces grow (and may move) with the threshold while the objects
// they hold stay intact.
func TestReservationFollowsThreshold(t *testing.T) {
	const maxBytes = 1 << 30
	h := newTestHeap(t, Config{MaxBytes: maxBytes, InitialBytes: 1 << 16})
	if r := h.Stats().ReservedBytes; r > 1<<18 {
		t.Fatalf("a new heap with MaxBytes %d reserves %d bytes", maxBytes, r)
	}
	var keep []Value
	id := h.AddRoots(rootFunc(func(visit func(*Value)) {
		for i := range keep {
			visit(&keep[i])
		}
	}))
	defer h.RemoveRoots(id)
	const objects, slots = 4096, 30
	for i := range objects {
		r, err := h.AllocWords(1, slots)
		if err != nil {
			t.Fatal(err)
		}
		h.SetSlot(r, 0, Symbol(uint32(i)))
		keep = append(keep, r)
	}
	live := uint64(objects * (slots + HeaderWords) * WordBytes)
	s := h.Stats()
	if s.ReservedBytes < 2*live || s.ReservedBytes > 8*live+1<<18 {
		t.Errorf("%d live bytes reserve %d bytes (threshold %d words)", live, s.ReservedBytes, s.ThresholdWords)
	}
	for i, r := range keep {
		if got := h.Slot(r, 0); got != Symbol(uint32(i)) {
			t.Fatalf("object %d holds %v after the spaces grew", i, got)
		}
	}
	rec := h.AllocRecord()
	if regions := h.Regions(); uintptr(rec.Base) != uintptr(unsafe.Pointer(&regions[1][0])) {
		t.Error("Base is not the current space after growing")
	}
}

// rootFunc is a Roots of a function.
type rootFunc func(visit func(*Value))

func (f rootFunc) VisitRoots(visit func(*Value)) { f(visit) }

// TestOnRelease: a collection tells the OnRelease function the object of
// every handle it releases, once, and not those it keeps.
func TestOnRelease(t *testing.T) {
	h := newTestHeap(t, Config{MaxBytes: 1 << 20})
	roots := handleRoots(t, h, 4)
	var got []any
	h.OnRelease(func(obj any) { got = append(got, obj) })
	roots[1], roots[3] = Nil, Nil
	h.Collect()
	h.Collect()
	if len(got) != 2 || got[0] != 1 || got[1] != 3 {
		t.Errorf("released %v, want [1 3]", got)
	}
	h.OnRelease(nil)
	roots[0] = Nil
	h.Collect()
	if len(got) != 2 {
		t.Errorf("released %v after OnRelease(nil)", got)
	}
}

// TestThresholdGrowth: while live data grows, the threshold grows by at
// least GrowPercent each time (doubles by default) and stays above
// GrowDivisor times what a collection left live.
func TestThresholdGrowth(t *testing.T) {
	for _, tc := range []struct {
		divisor, percent int
		wantDivisor      uint64
		wantStep         uint64 // percent
	}{
		{0, 0, 2, 100},
		{3, 0, 3, 100},
		{2, 25, 2, 25},
	} {
		h := newTestHeap(t, Config{MaxBytes: 1 << 28, InitialBytes: 1 << 16, GrowDivisor: tc.divisor, GrowPercent: tc.percent})
		var keep []Value
		id := h.AddRoots(rootFunc(func(visit func(*Value)) {
			for i := range keep {
				visit(&keep[i])
			}
		}))
		var steps []uint64
		for i := range 20000 {
			r, err := h.AllocWords(1, 14)
			if err != nil {
				t.Fatal(err)
			}
			if i%2 == 0 { // half of it stays live
				keep = append(keep, r)
			}
			s := h.Stats()
			if n := len(steps); n == 0 || steps[n-1] != s.ThresholdWords {
				steps = append(steps, s.ThresholdWords)
				if s.Collections > 0 && s.LiveWords*tc.wantDivisor > s.ThresholdWords {
					t.Errorf("divisor %d, percent %d: threshold %d words for %d live", tc.divisor, tc.percent, s.ThresholdWords, s.LiveWords)
				}
			}
		}
		if len(steps) < 3 {
			t.Errorf("divisor %d, percent %d: thresholds %v: did not grow", tc.divisor, tc.percent, steps)
		}
		smaller := false // than doubling
		for i := 1; i < len(steps); i++ {
			if steps[i]*100 < steps[i-1]*(100+tc.wantStep) {
				t.Errorf("divisor %d, percent %d: thresholds %v: a step below %d%%", tc.divisor, tc.percent, steps, tc.wantStep)
				break
			}
			smaller = smaller || steps[i] < 2*steps[i-1]
		}
		if tc.wantStep < 100 && !smaller {
			t.Errorf("divisor %d, percent %d: thresholds %v: each step doubles", tc.divisor, tc.percent, steps)
		}
		h.RemoveRoots(id)
	}
}
