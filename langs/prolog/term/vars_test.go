package term

import (
	"slices"
	"testing"
)

func TestVars(t *testing.T) {
	x, y, z := NewVar("X"), NewVar("Y"), NewVar("Z")
	tests := []struct {
		t    Term
		occ  []*Var // EachVar's order
		vars []*Var // Vars
	}{
		{Intern("a"), nil, nil},
		{x, []*Var{x}, []*Var{x}},
		{New("f", y, New("g", x, y), z, x), []*Var{y, x, y, z, x}, []*Var{y, x, z}},
		{List([]Term{z, Int(1), x}, z), []*Var{z, x, z}, []*Var{z, x}},
	}
	for _, tt := range tests {
		var occ []*Var
		EachVar(tt.t, func(v *Var) { occ = append(occ, v) })
		if !slices.Equal(occ, tt.occ) {
			t.Errorf("EachVar(%v) = %v, want %v", tt.t, occ, tt.occ)
		}
		if got := Vars(tt.t); !slices.Equal(got, tt.vars) {
			t.Errorf("Vars(%v) = %v, want %v", tt.t, got, tt.vars)
		}
	}
}
