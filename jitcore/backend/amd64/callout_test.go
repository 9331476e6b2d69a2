//go:build linux && amd64

package amd64

import (
	"fmt"
	"math"
	"runtime/debug"
	"testing"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/backend/exec"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/heap/heaptest"
	"github.com/microjit/microjit/jitcore/ir"
)

// Calls with effects (callout.go, ir's call.go) on both backends: heap
// words live across a call that collects, calls of several results.

// callFunc adds a call of funcs[fn] as the recorder makes it (ir.CallOp
// and a result op for each result after the first) and returns its
// results.
func (b *tb) callFunc(funcs []*ir.Func, fn int, args ...ir.Value) []ir.Value {
	call := b.t.Add(ir.CallOp(funcs, fn, args))
	f := funcs[fn]
	res := []ir.Value{call}
	for k := 1; k < f.NumResults(); k++ {
		res = append(res, b.t.Add(ir.Op{Code: ir.OpCallResult, Type: f.ResultType(k), Args: []ir.Value{call}, Aux: int64(k)}))
	}
	return res
}

// backends are the executor and a native backend.
func backends(t *testing.T) []backend.Backend {
	return []backend.Backend{exec.New(), newNative(t, Config{})}
}

// heapMem is a memory whose regions 0 and 1 are a heap's.
type heapMem struct{ h *heap.Heap }

func (m heapMem) Regions() [][]byte {
	r := m.h.Regions()
	return r[:]
}

// tagged is the immediate integer n.
func tagged(n int64) int64 { return n << heap.PayloadShift }

// collectingHeap is a heap that collects at every allocation (its stress
// mode), run with Go's collector at GOGC=1, and a function box that
// allocates an object of two slots holding its argument and returns it,
// after garbage that makes every collection move every object compiled
// code holds (heaptest.MovingBox).
func collectingHeap(t *testing.T) (*heap.Heap, []*ir.Func) {
	h, err := heap.New(heap.Config{Stress: true})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { h.Close() })
	old := debug.SetGCPercent(1)
	t.Cleanup(func() { debug.SetGCPercent(old) })
	box := heaptest.MovingBox(h, 3, 1)
	return h, []*ir.Func{{Name: "box", Effects: ir.Collects, Heap: h, Results: []ir.Type{ir.Ref}, Fn: box}}
}

// boxLoop is: for i < n { b = box(i); a.sum += b.f0; b.f1 = a.last;
// a.last = b }, with a the ref input 0, its fields sum and last: across
// each call that collects, a lives in a register or a spill slot, and
// after it the trace reads and writes a's and b's fields.
func boxLoop(funcs []*ir.Func, n int64) *ir.Trace {
	b := newTrace(ir.Loop, ir.Ref, I)
	a, i := b.in(0), b.in(1)
	b.label(a, i)
	bx := b.callFunc(funcs, 0, i)[0]
	aa := b.op(ir.OpRefAddr, a)
	sum := b.mem(ir.OpLoad64, 1, heap.FirstSlotOffset, aa)
	b.pushBox(aa, sum, bx)
	i1 := b.op(ir.OpAdd, i, b.c(tagged(1)))
	b.guard(ir.OpGuardTrue, []ir.Value{a, i1}, b.op(ir.OpLt, i1, b.c(tagged(n))))
	return b.jump(-1, a, i1)
}

// pushBox adds box bx's slot 0 to sum, the slot 0 of the object at aa
// (its ref_addr), and puts bx on that object's list (its slot 1).
func (b *tb) pushBox(aa, sum, bx ir.Value) {
	ba := b.op(ir.OpRefAddr, bx)
	v := b.t.Add(ir.Op{Code: ir.OpLoad64, Type: ir.Ref, Args: []ir.Value{ba}, Aux: heap.FirstSlotOffset, Region: 1})
	b.mem(ir.OpStore64, 1, heap.FirstSlotOffset, aa, b.op(ir.OpAdd, sum, v))
	last := b.t.Add(ir.Op{Code: ir.OpLoad64, Type: ir.Ref, Args: []ir.Value{aa}, Aux: heap.FirstSlotOffset + 8, Region: 1})
	b.mem(ir.OpStore64, 1, heap.FirstSlotOffset+8, ba, last)
	b.mem(ir.OpStore64, 1, heap.FirstSlotOffset+8, aa, bx)
}

// checkBoxes checks what boxLoop made of the object a refers to: the
// sum of 0..n-1 and the list of the n boxes, newest first.
func checkBoxes(t *testing.T, name string, h *heap.Heap, a heap.Value, n int64) {
	t.Helper()
	if !a.IsRef() {
		t.Fatalf("%s: a is %#x, no ref", name, a)
	}
	if got, want := h.Field(a, 0), heap.Value(tagged(n*(n-1)/2)); got != want {
		t.Errorf("%s: a.sum = %#x, want %#x", name, got, want)
	}
	k := n - 1
	for b := h.Field(a, 1); b != heap.Nil; b = h.Field(b, 1) {
		if !b.IsRef() || h.Field(b, 0) != heap.Value(tagged(k)) {
			t.Fatalf("%s: box %d is %#x holding %#x", name, k, b, h.Field(b, 0))
		}
		k--
	}
	if k != -1 {
		t.Errorf("%s: the list ends at box %d", name, k)
	}
}

// TestRootsAcrossCollectingCall: a call that collects at every
// allocation moves every object while compiled code holds refs to them
// in registers and spill slots; they are the heap's roots during the
// call and compiled code goes on with the moved objects, on both
// backends.
func TestRootsAcrossCollectingCall(t *testing.T) {
	const n = 300
	for _, be := range backends(t) {
		h, funcs := collectingHeap(t)
		c, err := be.Compile(boxLoop(funcs, n), funcs, func(int) backend.Code { return nil })
		if err != nil {
			t.Fatal(err)
		}
		hd := heap.MakeHeader(heap.ObjWords, 1, 2)
		a, _ := h.AllocHeader(hd)
		h.SetField(a, 1, heap.Nil)
		before := h.Stats().Collections
		st := be.Run(c, []int64{int64(a), 0}, heapMem{h}, 0, nil)
		if st.Err != nil || st.Guard == nil {
			t.Fatalf("%s: Run: %+v", be.Name(), st)
		}
		if got := h.Stats().Collections - before; got < 2*n-2 {
			t.Errorf("%s: %d collections, want one an allocation", be.Name(), got)
		}
		checkBoxes(t, be.Name(), h, heap.Value(st.Live[0]), n)
	}
}

// wrap is function trace 0 of callerLoopOfBox: box(x), and a.f0 of its
// input a counted up once the call is back.
func wrap(funcs []*ir.Func) *ir.Trace {
	b := newTrace(ir.Function, ir.Ref, I)
	a, x := b.in(0), b.in(1)
	b.enter()
	bx := b.callFunc(funcs, 0, x)[0]
	aa := b.op(ir.OpRefAddr, a)
	sum := b.mem(ir.OpLoad64, 1, heap.FirstSlotOffset, aa)
	b.mem(ir.OpStore64, 1, heap.FirstSlotOffset, aa, b.op(ir.OpAdd, sum, b.c(tagged(1))))
	return b.ret(bx)
}

// callerOfBox is loop 1: it calls wrap with a and i, keeping c (a second
// object) live across the call of compiled code: in its frame while
// wrap's call collects. Then c.f0 += the box's f0, and the box goes on
// c's list.
func callerOfBox(n int64) *ir.Trace {
	b := newTrace(ir.Loop, ir.Ref, ir.Ref, I)
	a, c, i := b.in(0), b.in(1), b.in(2)
	b.label(a, c, i)
	b.t.Snapshots = append(b.t.Snapshots, ir.Snapshot{Frames: []ir.Frame{{Slots: []ir.Value{a, c, i}}}})
	bx := b.t.Add(ir.Op{Code: ir.OpCallTrace, Type: ir.Ref, Effects: ir.Collects, Args: []ir.Value{a, i}, Aux: 0, Snap: int32(len(b.t.Snapshots) - 1)})
	ca := b.op(ir.OpRefAddr, c)
	b.pushBox(ca, b.mem(ir.OpLoad64, 1, heap.FirstSlotOffset, ca), bx)
	i1 := b.op(ir.OpAdd, i, b.c(tagged(1)))
	b.guard(ir.OpGuardTrue, []ir.Value{a, c, i1}, b.op(ir.OpLt, i1, b.c(tagged(n))))
	return b.jump(-1, a, c, i1)
}

// TestRootsInCallersFrames: when a call that collects is made by a
// compiled function, the heap words its callers keep across their
// calls of it (in their frames, on the native stack) are roots too.
func TestRootsInCallersFrames(t *testing.T) {
	const n = 200
	for _, be := range backends(t) {
		h, funcs := collectingHeap(t)
		var pieces []backend.Code
		loops := func(id int) backend.Code { return pieces[id] }
		for _, tr := range []*ir.Trace{wrap(funcs), callerOfBox(n)} {
			c, err := be.Compile(tr, funcs, loops)
			if err != nil {
				t.Fatalf("%s: %v\n%s", be.Name(), err, tr)
			}
			pieces = append(pieces, c)
		}
		hd := heap.MakeHeader(heap.ObjWords, 1, 2)
		roots := []heap.Value{0}
		roots[0], _ = h.AllocHeader(hd)
		id := h.AddRootWords(roots)
		c, _ := h.AllocHeader(hd)
		h.RemoveRoots(id)
		a := roots[0]
		h.SetField(c, 1, heap.Nil)
		st := be.Run(pieces[1], []int64{int64(a), int64(c), 0}, heapMem{h}, 10, nil)
		if st.Err != nil || st.Guard == nil || st.Guard.Trace != pieces[1].Guards()[0].Trace {
			t.Fatalf("%s: Run: %+v", be.Name(), st)
		}
		checkBoxes(t, be.Name(), h, heap.Value(st.Live[1]), n)
		if got := h.Field(heap.Value(st.Live[0]), 0); got != heap.Value(tagged(n)) {
			t.Errorf("%s: a.f0 = %#x, want %d calls", be.Name(), got, n)
		}
	}
}

// TestCallResults: a function of three results (two and the status of
// one that raises, here Int and Float) gives them all, in registers and
// spill slots, on both backends; a result nothing uses may have no
// result op.
func TestCallResults(t *testing.T) {
	divmod := func(a, r []int64) {
		r[0], r[1] = a[0]/a[1], int64(math.Float64bits(float64(a[0]%a[1])*0.5))
		r[2] = a[0] % 2
	}
	funcs := []*ir.Func{
		{Name: "divmod", Effects: ir.Raises, Results: []ir.Type{ir.Int, ir.Float}, Fn: divmod},
		{Name: "pair", Effects: ir.Elidable, Results: []ir.Type{ir.Int, ir.Int}, Fn: func(a, r []int64) { r[0], r[1] = a[0]+1, a[0]-1 }},
	}
	b, v := intTrace(ir.Loop, 12)
	b.label(v...)
	i, acc := v[0], v[1]
	res := b.callFunc(funcs, 0, b.op(ir.OpAdd, i, b.c(1000)), b.c(7))
	pair := b.callFunc(funcs, 1, i)
	b.t.Ops = b.t.Ops[:len(b.t.Ops)-1] // pair's second result is not wanted
	next := []ir.Value{b.op(ir.OpAdd, i, b.c(1))}
	s := b.op(ir.OpAdd, acc, b.op(ir.OpMul, res[0], b.c(3)))
	s = b.op(ir.OpAdd, s, b.op(ir.OpFloatToInt, res[1]))
	s = b.op(ir.OpAdd, s, b.op(ir.OpMul, res[2], b.c(1<<20)))
	s = b.op(ir.OpXor, s, pair[0])
	next = append(next, s)
	for k := 2; k < 12; k++ {
		next = append(next, b.op(ir.OpAdd, v[k], b.op(ir.OpMul, res[0], b.c(int64(k)))))
	}
	b.guard(ir.OpGuardTrue, next, b.op(ir.OpLt, next[0], b.c(50)))
	tr := b.jump(-1, next...)
	var got [][]int64
	for _, be := range backends(t) {
		c, err := be.Compile(tr, funcs, func(int) backend.Code { return nil })
		if err != nil {
			t.Fatalf("%s: %v\n%s", be.Name(), err, tr)
		}
		st := be.Run(c, make([]int64, 12), &testMem{}, 0, nil)
		if st.Guard == nil {
			t.Fatalf("%s: %+v", be.Name(), st)
		}
		got = append(got, st.Live)
	}
	want := make([]int64, 12)
	for want[0] < 50 {
		q, half, odd := (want[0]+1000)/7, int64(float64((want[0]+1000)%7)*0.5), (want[0]+1000)%2
		want[1] = (want[1] + 3*q + half + odd<<20) ^ (want[0] + 1)
		for k := 2; k < 12; k++ {
			want[k] += q * int64(k)
		}
		want[0]++
	}
	for k, live := range got {
		if fmt.Sprint(live) != fmt.Sprint(want) {
			t.Errorf("backend %d: %v, want %v", k, live, want)
		}
	}
}
