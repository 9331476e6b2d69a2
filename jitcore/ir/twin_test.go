package ir_test

import (
	"testing"

	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/opt/irtext"
)

func TestCorresponds(t *testing.T) {
	tr, err := irtext.Parse(`loop twins
  i0 = input 0
  i1 = input 1
  f2 = input 2
  label i0, i1, f2
  i4 = add i0, 1
  i5 = add i1, 1
  guard_true i4 [pc 1: i0 i1 7]
  guard_true i4 [pc 1: i4 i5 7]
  guard_true i4 [pc 1: i4 i4 7]
  guard_true i4 [pc 1: i0 i1 8]
  guard_true i4 [pc 2: i0 i1 7]
  guard_true i4 [pc 1: i0 f2 7]
  guard_true i4 [pc 1: i0 i1 i1]
  guard_true i4 [pc 1: i0 i1 7 ; store8 m0[i0+1], i1]
  guard_true i4 [pc 1: i4 i5 7 ; store8 m0[i4+1], i5]
  guard_true i4 [pc 1: i4 i5 7 ; store8 m0[i4+2], i5]
  jump i0, i1, f2
`)
	if err != nil {
		t.Fatal(err)
	}
	guards := map[string]int{} // name -> snapshot
	for i, name := range []string{"base", "renamed", "merged", "other const", "other pc", "other type", "value for const", "store", "store renamed", "store elsewhere"} {
		guards[name] = int(tr.Ops[6+i].Snap)
	}
	tests := []struct {
		a, b string
		want bool
	}{
		{"base", "base", true},
		{"base", "renamed", true},
		{"renamed", "base", true},
		{"base", "merged", false},          // two values become one: live values no longer line up
		{"merged", "base", false},          // one value becomes two
		{"base", "other const", false},     // 7 and 8
		{"base", "other pc", false},        // greens differ
		{"base", "other type", false},      // int and float
		{"base", "value for const", false}, // a constant and a value
		{"store", "store renamed", true},
		{"store", "store elsewhere", false}, // displacement differs
		{"base", "store", false},            // delayed stores differ in number
	}
	for _, tt := range tests {
		a, b := &tr.Snapshots[guards[tt.a]], &tr.Snapshots[guards[tt.b]]
		if got := ir.Corresponds(tr, a, tr, b); got != tt.want {
			t.Errorf("Corresponds(%s, %s) = %v, want %v", tt.a, tt.b, got, tt.want)
		}
	}
}
