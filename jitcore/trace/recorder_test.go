package trace

import (
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/ir"
)

type mem struct{ r [][]byte }

func (m *mem) Regions() [][]byte { return m.r }

func newRec(limit int) (*Recorder, *mem) {
	m := &mem{r: [][]byte{make([]byte, 8)}}
	double := func(a, r []int64) { r[0] = 2 * a[0] }
	funcs := []*ir.Func{
		{Name: "double", Effects: ir.Elidable, Results: []ir.Type{ir.Int}, Fn: double},
		{Name: "opaque double", Results: []ir.Type{ir.Int}, Fn: double},
	}
	return New(ir.Loop, "test", []ir.Type{ir.Int}, []int64{3}, funcs, m, limit), m
}

func TestRecorderFoldsConstants(t *testing.T) {
	r, _ := newRec(100)
	c := r.Op(ir.OpMul, r.Const(6), r.Const(7))
	if !c.IsConst() || r.Concrete(c) != 42 {
		t.Fatalf("6*7 recorded as %s", r.T.ValueString(c))
	}
	if got := r.Call(0, r.Const(21)); !got[0].IsConst() || r.Concrete(got[0]) != 42 {
		t.Fatalf("pure call on a constant was not folded")
	}
	if got := r.Call(1, r.Const(21)); got[0].IsConst() {
		t.Fatalf("impure call was folded")
	}
}

func TestRecorderExecutesWhileRecording(t *testing.T) {
	r, m := newRec(100)
	r.Begin(ir.Frame{Greens: []int64{0}, Where: "pc 0", Slots: []ir.Value{r.Input(0)}})
	x := r.Op(ir.OpAdd, r.Input(0), r.Const(2)) // 5
	r.Store8(0, r.Const(1), 0, x)
	if m.r[0][1] != 5 {
		t.Fatalf("store did not happen: memory %v", m.r[0])
	}
	if v := r.Load8U(0, r.Const(1), 0); r.Concrete(v) != 5 {
		t.Fatalf("load gave %d", r.Concrete(v))
	}
}

func TestBranchRecordsTheTakenPath(t *testing.T) {
	r, _ := newRec(100)
	r.Begin(ir.Frame{Greens: []int64{0}, Where: "pc 0", Slots: []ir.Value{r.Input(0)}})
	if !r.Branch(r.Op(ir.OpLt, r.Input(0), r.Const(10))) {
		t.Fatal("3 < 10 taken as false")
	}
	if r.Branch(r.Op(ir.OpGt, r.Input(0), r.Const(10))) {
		t.Fatal("3 > 10 taken as true")
	}
	p := r.Promote(r.Input(0))
	if !p.IsConst() || r.Concrete(p) != 3 {
		t.Fatal("promote did not give the constant 3")
	}
	text := r.T.String()
	for _, want := range []string{"guard_true", "guard_false", "guard_value i0, 3 [pc 0: i0]"} {
		if !strings.Contains(text, want) {
			t.Errorf("trace lacks %q:\n%s", want, text)
		}
	}
}

// TestIntOverflow: a tagged op that did not overflow gets a guard_false
// marked as only boxing; one that did gets a plain guard_true; constant
// tests record nothing.
func TestIntOverflow(t *testing.T) {
	r, _ := newRec(100)
	r.Begin(ir.Frame{Greens: []int64{0}, Where: "pc 0", Slots: []ir.Value{r.Input(0)}})
	tagged := r.Op(ir.OpShl, r.Input(0), r.Const(16)) // 3 as an immediate
	if r.IntOverflow(r.Op(ir.OpMulOvf, tagged, r.Const(5)), 2) {
		t.Fatal("3*5 taken as an overflow")
	}
	if !r.IntOverflow(r.Op(ir.OpMulOvf, tagged, r.Const(1<<60)), 2) {
		t.Fatal("3<<16 * 2^60 taken as no overflow")
	}
	if r.IntOverflow(r.Op(ir.OpAddOvf, r.Const(1), r.Const(2)), 2) {
		t.Fatal("1+2 taken as an overflow")
	}
	text := r.T.String()
	for _, want := range []string{"guard_false i2 boxes m2 [pc 0: i0]", "guard_true i4 [pc 0: i0]"} {
		if !strings.Contains(text, want) {
			t.Errorf("trace lacks %q:\n%s", want, text)
		}
	}
	if n := strings.Count(text, "guard"); n != 2 {
		t.Errorf("%d guards, want 2:\n%s", n, text)
	}
	defer func() {
		if recover() == nil {
			t.Error("IntOverflow of a compare did not panic")
		}
	}()
	r.IntOverflow(r.Op(ir.OpLt, tagged, r.Const(5)), 2)
}

func TestGuardAfterEffectPanics(t *testing.T) {
	r, _ := newRec(100)
	r.Begin(ir.Frame{Greens: []int64{0}, Where: "pc 0", Slots: []ir.Value{r.Input(0)}})
	r.Store8(0, r.Const(0), 0, r.Input(0))
	defer func() {
		if recover() == nil {
			t.Fatal("a guard after a store in the same instruction was accepted")
		}
	}()
	r.Branch(r.Op(ir.OpLt, r.Input(0), r.Const(10)))
}

func TestTraceLimitAborts(t *testing.T) {
	r, _ := newRec(10)
	x := r.Input(0)
	for i := 0; i < 20; i++ {
		x = r.Op(ir.OpAdd, x, r.Input(0))
	}
	if !strings.Contains(r.Aborted(), "too long") {
		t.Fatalf("Aborted() = %q", r.Aborted())
	}
	if r.Concrete(x) != 3*21 {
		t.Fatalf("execution stopped with the recording: %d", r.Concrete(x))
	}
}
