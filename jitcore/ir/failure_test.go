package ir_test

import (
	"fmt"
	"testing"

	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/opt/irtext"
)

func TestFailureFacts(t *testing.T) {
	// Each body ends in the guard whose failure is asked about; every
	// int value of the trace is offered for recomputation. i0 and i1 are
	// inputs; i2 (add i0, 1 in the preamble) is a label argument, a loop
	// variable in the body.
	const head = "loop x\n  i0 = input 0\n  i1 = input 1\n  i2 = add i0, 1\n  label i2, i1\n"
	tests := []struct {
		name, body, want string
	}{
		{"ne constant", "  i4 = ne i1, 7\n  guard_true i4 [pc 1: i1]\n", "[i4=0 i1=7]"},
		{"ne constant first", "  i4 = ne 7, i1\n  guard_true i4 [pc 1: i1]\n", "[i4=0 i1=7]"},
		{"eq constant", "  i4 = eq i1, 7\n  guard_false i4 [pc 1: i1]\n", "[i4=1 i1=7]"},
		{"eq of values", "  i4 = eq i1, i0\n  guard_false i4 [pc 1: i1]\n", "[i4=1]"},
		{"ne fails true", "  i4 = ne i1, 7\n  guard_false i4 [pc 1: i1]\n", "[i4=1]"},
		{"truth of a value", "  guard_true i1 [pc 1: i1]\n", "[i1=0]"},
		{"guard_false on a non-test", "  i4 = and i1, 3\n  guard_false i4 [pc 1: i1]\n", "[]"},
		{"guard_value", "  guard_value i1, 3 [pc 1: i1]\n", "[]"},
		{"tagged boolean", "  i4 = ge i1, 9\n  i5 = shl i4, 16\n  guard_true i4 [pc 1: i5]\n", "[i4=0 i5=0]"},
		{"from the compared value", "  i4 = ne i1, 4\n  i5 = add i1, 1\n  guard_true i4 [pc 1: i5]\n", "[i4=0 i1=4 i5=5]"},
		// i2's defining op is the preamble's: in the body it is a loop
		// variable, so it is not recomputed from i0 even when i0 is fixed.
		{"loop variable", "  i4 = ne i0, 4\n  guard_true i4 [pc 1: i2]\n", "[i4=0 i0=4]"},
		{"loop variable compared", "  i4 = ne i2, 4\n  guard_true i4 [pc 1: i2]\n", "[i4=0 i2=4]"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			tr, err := irtext.Parse(head + tc.body + "  jump i2, i1\n")
			if err != nil {
				t.Fatal(err)
			}
			guard := len(tr.Ops) - 2
			var vals []ir.Value
			for i := range tr.Ops {
				if tr.Ops[i].Type == ir.Int {
					vals = append(vals, ir.Value(i))
				}
			}
			loopVar := func(v ir.Value) bool { return v == 2 }
			var got []string
			for _, f := range tr.FailureFacts(guard, vals, loopVar) {
				got = append(got, fmt.Sprintf("i%d=%d", f.V, f.Bits))
			}
			if s := fmt.Sprint(got); s != tc.want {
				t.Errorf("facts %s, want %s\n%s", s, tc.want, tr)
			}
		})
	}
}
