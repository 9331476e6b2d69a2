package trace

import (
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/quasi"
)

// TestQuasiChecks: a read of a quasi-immutable field is a constant and
// no guard; the trace checks that it is not invalidated at its start
// (inserted when it ends) and at a read after a call (once); a trace
// that reads none has no check.
func TestQuasiChecks(t *testing.T) {
	var f quasi.Field
	f.Store(7)
	m := &mem{r: [][]byte{make([]byte, 8)}}
	funcs := []*ir.Func{{Name: "out", Fn: func(_, _ []int64) {}}}
	r := New(ir.Loop, "test", []ir.Type{ir.Int}, []int64{3}, funcs, m, 100)
	r.Label(r.Input(0))
	r.Begin(frame(0, r.Input(0)))
	x := r.Op(ir.OpAdd, r.Input(0), r.LoadQuasi(&f))
	r.Begin(frame(1, x))
	r.LoadQuasi(&f) // no call since the start: no check
	r.Call(0, x)
	r.Begin(frame(2, x))
	r.LoadQuasi(&f) // after the call: checked
	r.LoadQuasi(&f) // and once is enough
	r.Call(0, x)
	r.Begin(frame(3, x))
	r.CloseLoop(x)
	want := `loop test
  i0 = input 0
  label i0
  guard_not_invalidated [pc 0: i0]
  i3 = add i0, 7
  call f0(i3)
  guard_not_invalidated [pc 2: i3]
  call f0(i3)
  jump i3
`
	if got := r.T.String(); got != want {
		t.Errorf("trace:\n%s\nwant:\n%s", got, want)
	}
	if err := r.T.Verify(); err != nil {
		t.Error(err)
	}
	if r.Depends() == nil || f.Dependencies() != 1 {
		t.Errorf("dependency %v, the field has %d", r.Depends(), f.Dependencies())
	}
	f.Store(8)
	if !r.Depends().Invalid() {
		t.Errorf("the write did not invalidate the recording's dependency")
	}

	r = New(ir.Loop, "test", []ir.Type{ir.Int}, []int64{3}, funcs, m, 100)
	r.Label(r.Input(0))
	r.Begin(frame(0, r.Input(0)))
	r.Call(0, r.Input(0))
	r.Begin(frame(1, r.Input(0)))
	r.CloseLoop(r.Input(0))
	if text := r.T.String(); strings.Contains(text, "guard_not_invalidated") || r.Depends() != nil {
		t.Errorf("a trace that reads no field checks:\n%s", text)
	}
}

// TestQuasiCheckInFunction: a function trace checks right after its
// enter guard, which stays its first op.
func TestQuasiCheckInFunction(t *testing.T) {
	var f quasi.Field
	m := &mem{r: [][]byte{make([]byte, 8)}}
	r := New(ir.Function, "test", []ir.Type{ir.Int}, []int64{3}, nil, m, 100)
	r.EnterFunction(frame(0, r.Input(0)))
	r.Return(r.Op(ir.OpAdd, r.Input(0), r.LoadQuasi(&f)))
	if err := r.T.Verify(); err != nil || r.T.Ops[1].Code != ir.OpEnter || r.T.Ops[2].Code != ir.OpGuardNotInvalidated {
		t.Errorf("%v:\n%s", err, r.T)
	}
}
