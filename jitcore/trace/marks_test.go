package trace

import (
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/microjit/microjit/jitcore/ir"
)

// TestMarks checks the positions KeepMarks notes: one Mark where the
// innermost frame's location changes, none for an instruction that
// records nothing, none at all without KeepMarks.
func TestMarks(t *testing.T) {
	for _, keep := range []bool{false, true} {
		r, _ := newRec(100)
		if keep {
			r.KeepMarks()
		}
		at := func(where string, frames ...string) {
			var fs []ir.Frame
			for _, w := range append(frames, where) {
				fs = append(fs, ir.Frame{Where: w, Slots: []ir.Value{r.Input(0)}})
			}
			r.Begin(fs...)
		}
		at("a")
		x := r.Op(ir.OpAdd, r.Input(0), r.Const(1)) // op 1
		at("a")
		x = r.Op(ir.OpAdd, x, r.Const(1)) // op 2: still a
		at("b")                           // records nothing
		at("c", "caller")
		r.Branch(r.Op(ir.OpLt, x, r.Const(100))) // ops 3, 4 in c
		var want []Mark
		if keep {
			want = []Mark{{Op: 1, Where: "a"}, {Op: 3, Where: "c"}}
		}
		if d := cmp.Diff(want, r.Marks()); d != "" {
			t.Errorf("keep=%v: marks (-want +got):\n%s", keep, d)
		}
	}
}
