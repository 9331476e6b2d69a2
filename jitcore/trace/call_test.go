package trace

import (
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
)

// frame is the snapshot state "pc N" with the slot x.
func frame(pc int64, x ir.Value) ir.Frame {
	return ir.Frame{Greens: []int64{pc}, Where: "pc " + string(rune('0'+pc)), Slots: []ir.Value{x}}
}

// TestRaiseGuardsAtNextBegin: the status of a call that raises is
// guarded at the start of the next instruction, with that instruction's
// snapshot (right after the call), on the path the recording took:
// guard_false when the call returned, guard_true when it raised.
func TestRaiseGuardsAtNextBegin(t *testing.T) {
	for _, tc := range []struct {
		status int64
		guard  string
	}{{0, "guard_false"}, {1, "guard_true"}, {7, "guard_true"}} {
		m := &mem{r: [][]byte{make([]byte, 8)}}
		funcs := []*ir.Func{{Name: "write", Effects: ir.Raises, Fn: func(_, r []int64) { r[0] = tc.status }}}
		r := New(ir.Loop, "test", []ir.Type{ir.Int}, []int64{3}, funcs, m, 100)
		r.Begin(frame(0, r.Input(0)))
		res := r.Call(0, r.Input(0))
		if len(res) != 1 || r.Concrete(res[0]) != tc.status {
			t.Fatalf("status %d: results %v", tc.status, res)
		}
		if text := r.T.String(); strings.Contains(text, "guard") || !strings.Contains(text, "call f0(i0) raises") {
			t.Fatalf("status %d: the call's instruction:\n%s", tc.status, text)
		}
		r.Begin(frame(1, r.Input(0)))
		want := tc.guard + " " + r.T.ValueString(res[0]) + " [pc 1: i0]"
		if text := r.T.String(); !strings.Contains(text, want) || r.Aborted() != "" {
			t.Errorf("status %d: trace lacks %q (aborted %q):\n%s", tc.status, want, r.Aborted(), text)
		}
		r.Begin(frame(2, r.Input(0)))
		if n := strings.Count(r.T.String(), "guard_"); n != 1 {
			t.Errorf("status %d: %d guards, want the one check", tc.status, n)
		}
		if err := r.T.Verify(); err == nil {
			t.Errorf("an unfinished trace verifies")
		}
	}
}

// TestRaiseBeforeTheEnd: a trace that ends before the status of a call
// that raises is guarded is abandoned; a guard after the call in its own
// instruction is a bug of the language.
func TestRaiseBeforeTheEnd(t *testing.T) {
	m := &mem{r: [][]byte{make([]byte, 8)}}
	funcs := []*ir.Func{{Name: "write", Effects: ir.Raises, Fn: func(_, r []int64) { r[0] = 0 }}}
	r := New(ir.Loop, "test", []ir.Type{ir.Int}, []int64{3}, funcs, m, 100)
	r.Label(r.Input(0))
	r.Begin(frame(0, r.Input(0)))
	r.Call(0, r.Input(0))
	r.CloseLoop(r.Input(0))
	if !strings.Contains(r.Aborted(), "may raise") {
		t.Errorf("Aborted() = %q", r.Aborted())
	}
	r = New(ir.Loop, "test", []ir.Type{ir.Int}, []int64{3}, funcs, m, 100)
	r.Begin(frame(0, r.Input(0)))
	r.Call(0, r.Input(0))
	defer func() {
		if recover() == nil {
			t.Errorf("a guard after the call in its instruction did not panic")
		}
	}()
	r.Branch(r.Op(ir.OpLt, r.Input(0), r.Const(5)))
}

// TestCallResults: a call of several results records the call and a
// result op for each other result, the call's value being the first.
func TestCallResults(t *testing.T) {
	m := &mem{r: [][]byte{make([]byte, 8)}}
	divmod := func(a, r []int64) { r[0], r[1] = a[0]/a[1], a[0]%a[1] }
	funcs := []*ir.Func{
		{Name: "divmod", Effects: ir.Elidable, Results: []ir.Type{ir.Int, ir.Int}, Fn: divmod},
		{Name: "lookup", Effects: ir.Raises, Results: []ir.Type{ir.Float, ir.Int}, Fn: func(a, r []int64) { r[0], r[1], r[2] = a[0], 5, 0 }},
	}
	r := New(ir.Loop, "test", []ir.Type{ir.Int}, []int64{17}, funcs, m, 100)
	r.Begin(frame(0, r.Input(0)))
	q := r.Call(0, r.Input(0), r.Const(5))
	if len(q) != 2 || r.Concrete(q[0]) != 3 || r.Concrete(q[1]) != 2 {
		t.Fatalf("divmod(17, 5) = %v", q)
	}
	c := r.Call(0, r.Const(17), r.Const(5))
	if !c[0].IsConst() || !c[1].IsConst() || r.Concrete(c[1]) != 2 {
		t.Errorf("divmod(17, 5) on constants did not fold: %v", c)
	}
	l := r.Call(1, r.Input(0))
	text := r.T.String()
	for _, want := range []string{
		"i1 = call_pure f0(i0, 5)", "i2 = result i1, 1",
		"f3 = call f1(i0) raises", "i4 = result f3, 1", "i5 = result f3, 2",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("trace lacks %q:\n%s", want, text)
		}
	}
	if r.Concrete(l[1]) != 5 || l[2] != ir.Value(5) {
		t.Errorf("lookup's results %v", l)
	}
}

// TestForcesFrames: a call that needs the interpreter's frames is made,
// but the trace is abandoned.
func TestForcesFrames(t *testing.T) {
	m := &mem{r: [][]byte{make([]byte, 8)}}
	made := false
	funcs := []*ir.Func{{Name: "locals", Effects: ir.ForcesFrames, Fn: func(_, _ []int64) { made = true }}}
	r := New(ir.Loop, "test", []ir.Type{ir.Int}, []int64{3}, funcs, m, 100)
	r.Begin(frame(0, r.Input(0)))
	r.Call(0)
	if !made || !strings.Contains(r.Aborted(), "frames") {
		t.Errorf("made %v, Aborted() = %q", made, r.Aborted())
	}
}

// TestRecordingRootsAcrossCollection: while a call that collects runs,
// the recording's heap words are roots: the objects they refer to
// survive a copying collection, and the recording's values follow them
// (a fresh allocation, an input, a loaded field); an Int is left alone.
func TestRecordingRootsAcrossCollection(t *testing.T) {
	h, err := heap.New(heap.Config{})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	hm := heapMem{h}
	hd := heap.MakeHeader(heap.ObjWords, 0, 1)
	inner, _ := h.AllocHeader(hd)
	h.SetField(inner, 0, heap.Value(99<<heap.PayloadShift))
	outer, _ := h.AllocHeader(hd)
	h.SetField(outer, 0, inner)
	root := []heap.Value{outer}
	id := h.AddRootWords(root) // the language's roots, at the start
	funcs := []*ir.Func{{Name: "gc", Effects: ir.Collects, Heap: h, Fn: func(_, _ []int64) { h.Collect() }}}
	r := New(ir.Loop, "test", []ir.Type{ir.Ref, ir.Int}, []int64{int64(outer), int64(outer)}, funcs, hm, 100)
	h.RemoveRoots(id) // the recording holds them now
	r.Begin(frame(0, r.Input(0)))
	o, ok := r.New(0, int64(hd))
	if !ok {
		t.Fatal("no room")
	}
	r.StoreField(0, o, 0, r.Const(7<<heap.PayloadShift))
	in := r.LoadField(0, r.Input(0), 0)
	before := h.Stats().Collections
	r.Call(0)
	if h.Stats().Collections == before {
		t.Fatal("the call did not collect")
	}
	if got := h.Field(heap.Value(r.Concrete(in)), 0); got != heap.Value(99<<heap.PayloadShift) {
		t.Errorf("loaded field's object after the collection: field %#x", got)
	}
	if got := h.Field(heap.Value(r.Concrete(o)), 0); got != heap.Value(7<<heap.PayloadShift) {
		t.Errorf("new object after the collection: field %#x", got)
	}
	if got := heap.Value(r.Concrete(r.Input(0))); got == outer || h.Field(got, 0) != heap.Value(r.Concrete(in)) {
		t.Errorf("input after the collection: %#x (was %#x)", got, outer)
	}
	if got := r.Concrete(r.Input(1)); got != int64(outer) {
		t.Errorf("an Int changed in the collection: %#x", got)
	}
}

// TestNoRefConstants: a ref is never made a constant: Promote of one
// abandons the recording, and an elidable call that returns one does
// not fold.
func TestNoRefConstants(t *testing.T) {
	h, err := heap.New(heap.Config{})
	if err != nil {
		t.Fatal(err)
	}
	defer h.Close()
	obj, _ := h.AllocHeader(heap.MakeHeader(heap.ObjWords, 0, 1))
	funcs := []*ir.Func{{Name: "self", Effects: ir.Elidable, Results: []ir.Type{ir.Ref}, Fn: func(a, r []int64) { r[0] = a[0] }}}
	r := New(ir.Loop, "test", []ir.Type{ir.Ref, ir.Ref}, []int64{int64(obj), int64(heap.Nil)}, funcs, heapMem{h}, 100)
	r.Begin(frame(0, r.Input(0)))
	if v := r.Call(0, r.Const(int64(obj))); v[0].IsConst() {
		t.Errorf("an elidable call's ref result folded")
	}
	if v := r.Call(0, r.Const(int64(heap.Nil))); !v[0].IsConst() {
		t.Errorf("an elidable call's nil result did not fold")
	}
	if v := r.Promote(r.Input(1)); !v.IsConst() || r.Aborted() != "" {
		t.Errorf("Promote of nil: %s, aborted %q", r.T.ValueString(v), r.Aborted())
	}
	r.Promote(r.Input(0))
	if !strings.Contains(r.Aborted(), "promotes a ref") {
		t.Errorf("Promote of a ref: Aborted() = %q", r.Aborted())
	}
}
