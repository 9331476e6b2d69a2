package domain

import (
	"testing"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/ir"
)

// TestFunctionTrace records a function f(n) = f(n-1) + 1 whose recursive
// call is a call of its own trace, and returns: the trace compiles as a
// function.
func TestFunctionTrace(t *testing.T) {
	opts := config.Options{Params: config.DefaultParams()}
	opts.Params.Backend = "exec"
	drv, err := jitcore.NewDriver(opts, nil)
	if err != nil {
		t.Fatal(err)
	}
	defer drv.Close()
	var f, g jitcore.Site
	entry := ir.Frame{Greens: []int64{0}, Where: "f", Slots: []ir.Value{0}}
	rec := drv.RecordFunc(&f, "f", []ir.Type{ir.Int}, []int64{5}, &memory{}, entry)
	d := NewRecording(rec)
	d.Begin(Frame[ir.Value]{Greens: []int64{0}, Where: "f", Slots: []ir.Value{0}})
	if !d.CanCall(&f) || d.CanCall(&g) {
		t.Fatalf("CanCall: the function recorded %v, another %v", d.CanCall(&f), d.CanCall(&g))
	}
	n1 := d.Sub(0, d.Const(1))
	caller := []Frame[ir.Value]{{Greens: []int64{1}, Where: "f after the call", Slots: []ir.Value{0}}}
	r := d.CallTrace(&f, caller, []ir.Value{n1}, 4) // f(4) = 4, run by the language
	if d.Peek(r) != 4 || r.IsConst() {
		t.Fatalf("CallTrace gave %v = %d", r, d.Peek(r))
	}
	d.Begin(caller[0])
	d.Return(d.Add(r, d.Const(1)))
	if !d.Done() || drv.Stats().Functions != 1 || f.Loop == nil || f.Loop.Trace.Kind != ir.Function {
		t.Errorf("after Return: done %v, %d functions compiled", d.Done(), drv.Stats().Functions)
	}
	c := Concrete[int64]{}
	if c.CanCall(&f) || c.CallTrace(&f, nil, nil, 7) != 7 {
		t.Error("the concrete domain records calls")
	}
}
