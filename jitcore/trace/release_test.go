package trace

import (
	"testing"

	"github.com/microjit/microjit/jitcore/ir"
)

// TestReleaseReuses checks that a released recording's concrete values
// and Step maps go to the next recording, emptied: what the first
// proved, the second records its own test for, and its values are its
// own.
func TestReleaseReuses(t *testing.T) {
	first, _ := newRec(100)
	first.Begin(ir.Frame{Greens: []int64{0}, Where: "pc 0", Slots: []ir.Value{first.Input(0)}})
	p, inside := first.Step(0, first.Input(0), 2)
	if !first.Branch(inside) || first.Concrete(p) != 5 {
		t.Fatalf("the first step went to %d", first.Concrete(p))
	}
	vals := &first.vals[0]
	first.Release()
	if first.vals != nil || first.steps.used() {
		t.Error("a released recorder keeps its values or its Step maps")
	}

	second, _ := newRec(100)
	if len(second.vals) == 0 || &second.vals[0] != vals {
		t.Error("the next recording does not reuse the released values")
	}
	if !second.steps.used() {
		t.Error("the next recording does not reuse the released Step maps")
	}
	second.Begin(ir.Frame{Greens: []int64{0}, Where: "pc 0", Slots: []ir.Value{second.Input(0)}})
	p, inside = second.Step(0, second.Input(0), 2)
	if inside.IsConst() {
		t.Error("the next recording proved a step by what the released one had proved")
	}
	if !second.Branch(inside) || second.Concrete(p) != 5 || second.Concrete(second.Input(0)) != 3 {
		t.Errorf("the next recording's values: input %d, step %d; want 3, 5", second.Concrete(second.Input(0)), second.Concrete(p))
	}
	second.Release()
}

// TestConcreteAfterRelease checks that reading a released recording's
// values fails loudly rather than reading the next recording's.
func TestConcreteAfterRelease(t *testing.T) {
	r, _ := newRec(100)
	in := r.Input(0)
	r.Release()
	defer func() {
		if recover() == nil {
			t.Error("Concrete of a released recording's input did not panic")
		}
	}()
	r.Concrete(in)
}
