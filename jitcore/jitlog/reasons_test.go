package jitlog

import (
	"testing"

	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/opt/irtext"
)

// TestGuardReasons classifies the guards of traces shaped like bf's and
// toyvm's (from their logs): bounds checks at both ends of the tape, tag
// and class checks, promotions, overflows, branches.
func TestGuardReasons(t *testing.T) {
	bf := `loop #1 at pc 186
  i0 = input 0
  i1 = add i0, 1
  i2 = region_len m0
  i3 = add i0, 10
  i4 = ult i3, i2
  guard_true i4 [pc 186: i0]
  i6 = load8u m0[i0+1]
  i7 = ge i0, 9
  guard_true i7 [pc 186: i0]
  i9 = load8u m0[i0-9]
  i10 = ne i9, 0
  guard_true i10 [pc 191: i1]
  label i0
  jump i0
`
	toy := `bridge #2 at pc 48
  i0 = input 0
  i1 = input 1
  i2 = ne i1, 0
  guard_false i2 [pc 48: i0 i1]
  i4 = and i1, 65535
  i5 = eq i4, 8192
  guard_true i5 [pc 60: i0 i1]
  i7 = ref_addr i1
  i8 = load64 m1[i7]
  guard_value i8, 33 [pc 60: i0 i1]
  i10 = load64 m1[i7+8]
  guard_value i10, 7 [pc 61: i0 i1]
  i12 = add_ovf i0, -65536
  guard_false i12 boxes m0 [pc 51: i0 i1]
  i14 = mul_ovf i0, 3
  guard_false i14 [pc 51: i0 i1]
  jump i0, i1
`
	tests := []struct {
		text string
		want map[int]string
	}{
		{bf, map[int]string{5: "bounds check: memory region m0", 8: "bounds check: memory region m0", 11: "branch: ne i9, 0 is true"}},
		{toy, map[int]string{3: "branch: ne i1, 0 is false", 6: "type check: the value's tag bits", 9: "class check: the object's header is 33",
			11: "promoted value: 7", 13: "overflow: the result no longer fits an immediate integer (it is boxed)", 15: "overflow of mul"}},
	}
	for _, tt := range tests {
		tr, err := irtext.Parse(tt.text)
		if err != nil {
			t.Fatal(err)
		}
		for op, want := range tt.want {
			if got := guardReason(tr, op); got != want {
				t.Errorf("%s: guard op %d (%s): %q, want %q", tr.Name, op, tr.OpString(ir.Value(op), nil), got, want)
			}
		}
	}
}
