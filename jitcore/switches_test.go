package jitcore

import (
	"testing"

	"github.com/microjit/microjit/jitcore/ir"
)

// promotions is a trace with one guard_value per (position, value) pair,
// each guard's snapshot at green position pos.
func promotions(guards ...[2]int64) *ir.Trace {
	t := &ir.Trace{Kind: ir.Bridge, Inputs: []ir.Type{ir.Int}}
	in := t.Add(ir.Op{Code: ir.OpInput, Type: ir.Int})
	for _, g := range guards {
		t.Snapshots = append(t.Snapshots, ir.Snapshot{Frames: []ir.Frame{{Greens: []int64{g[0]}, Slots: []ir.Value{in}}}})
		t.Add(ir.Op{Code: ir.OpGuardValue, Args: []ir.Value{in, t.Const(ir.Int, g[1])}, Snap: int32(len(t.Snapshots) - 1)})
	}
	return t
}

func TestFlexswitchCases(t *testing.T) {
	tests := []struct {
		name          string
		traces        []*ir.Trace
		switches, cas int
	}{
		{"no promotion", []*ir.Trace{promotions()}, 0, 0},
		{"one value is a guard, not a switch", []*ir.Trace{promotions([2]int64{7, 1}), promotions([2]int64{7, 1})}, 0, 0},
		{"a bridge per class", []*ir.Trace{promotions([2]int64{7, 1}), promotions([2]int64{7, 2}), promotions([2]int64{7, 3})}, 1, 3},
		{"cases inline in two traces", []*ir.Trace{promotions([2]int64{7, 1}, [2]int64{9, 5}), promotions([2]int64{7, 2}, [2]int64{9, 5})}, 1, 2},
		{"two positions", []*ir.Trace{promotions([2]int64{7, 1}, [2]int64{9, 5}), promotions([2]int64{7, 2}, [2]int64{9, 6}, [2]int64{9, 4})}, 2, 5},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			sw := switches{}
			for _, tr := range tt.traces {
				sw.note(tr)
			}
			if s, c := sw.count(); s != tt.switches || c != tt.cas {
				t.Errorf("count() = %d switches with %d cases, want %d with %d", s, c, tt.switches, tt.cas)
			}
		})
	}
}
