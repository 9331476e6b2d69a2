package ir

import "testing"

func TestFreeList(t *testing.T) {
	var l freeList[Op]
	a := l.get(10)
	if len(a) != 0 || cap(a) < 10 {
		t.Fatalf("get(10) = len %d cap %d", len(a), cap(a))
	}
	a = append(a, Op{Code: OpAdd, Args: []Value{1, 2}})
	l.put(a)
	if got := l.get(20); cap(got) >= 20 && &got[:1][0] == &a[0] {
		t.Errorf("get(20) returned the array of capacity %d", cap(a))
	}
	b := l.get(5)
	if &b[:1][0] != &a[0] {
		t.Fatalf("get(5) did not reuse the free array")
	}
	if b[:1][0].Args != nil || b[:1][0].Code != 0 {
		t.Errorf("a recycled array still holds %+v", b[:1][0])
	}
}

func TestFreeListKeepsTheLargest(t *testing.T) {
	var l freeList[Op]
	for n := 1; n <= maxFree+4; n++ {
		l.put(make([]Op, 0, n))
	}
	if len(l.free) != maxFree {
		t.Fatalf("%d free arrays, want at most %d", len(l.free), maxFree)
	}
	for _, a := range l.free {
		if cap(a) <= 4 {
			t.Errorf("kept an array of capacity %d over larger ones", cap(a))
		}
	}
	l.put(nil) // nothing to keep
	if len(l.free) != maxFree {
		t.Errorf("put(nil) changed the list")
	}
}

func TestGrowOps(t *testing.T) {
	var ops []Op
	for i := range 300 {
		ops = GrowOps(ops, Op{Code: OpInput, Aux: int64(i)})
	}
	for i, op := range ops {
		if op.Aux != int64(i) {
			t.Fatalf("ops[%d].Aux = %d after growing", i, op.Aux)
		}
	}
}

func TestRecycle(t *testing.T) {
	tr := &Trace{}
	tr.Add(Op{Code: OpInput, Type: Int})
	tr.Snapshots = append(tr.Snapshots, Snapshot{Frames: []Frame{{Slots: []Value{0}}}})
	Recycle(tr)
	if tr.Ops != nil || tr.Snapshots != nil {
		t.Errorf("Recycle left %d ops and %d snapshots in the trace", len(tr.Ops), len(tr.Snapshots))
	}
}
