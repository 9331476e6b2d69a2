package trace

import (
	"testing"

	"github.com/microjit/microjit/jitcore/ir"
)

// TestStepProves walks a pointer over an 8-byte region (it starts at 3)
// and checks which Steps record their test: those the tests of earlier
// steps from the same base do not prove, and every upper test again
// after a call (which may change the region's length).
func TestStepProves(t *testing.T) {
	tests := []struct {
		k        int64
		call     bool // record a call before the step
		recorded bool // the step records its test
	}{
		{k: 2, recorded: true},             // to 5, offset +2: an upper fact
		{k: -1, recorded: true},            // +1: the first lower fact
		{k: 1},                             // +2: proved
		{k: -3, recorded: true},            // -1: below the lower fact
		{k: 1},                             // +0: proved by the upper fact
		{k: 1},                             // +1
		{k: 2, recorded: true},             // +3: above the upper fact
		{k: -5, recorded: true},            // -2: below the lower fact
		{k: 5, call: true, recorded: true}, // +3 after a call: the length may have changed
		{k: -4},                            // -1: lower facts outlive calls
	}
	r, _ := newRec(1000)
	r.Begin(ir.Frame{Greens: []int64{0}, Where: "pc 0", Slots: []ir.Value{r.Input(0)}})
	p := r.Input(0)
	for i, tt := range tests {
		if tt.call {
			r.Call(1, r.Const(1)) // not elidable: it may change the region
			r.Begin(ir.Frame{Greens: []int64{0}, Where: "pc 1", Slots: []ir.Value{p}})
		}
		var inside ir.Value
		p, inside = r.Step(0, p, tt.k)
		if recorded := !inside.IsConst(); recorded != tt.recorded {
			t.Errorf("step %d (%+d, to %d): test recorded %v, want %v", i, tt.k, r.Concrete(p), recorded, tt.recorded)
		}
		if !r.Branch(inside) {
			t.Fatalf("step %d (%+d) left the region: %d", i, tt.k, r.Concrete(p))
		}
	}
	lens := 0
	for _, op := range r.T.Ops {
		if op.Code == ir.OpRegionLen {
			lens++
		}
	}
	if lens != 2 {
		t.Errorf("%d region_len ops, want 2 (one before the call, one after):\n%s", lens, r.T)
	}
}
