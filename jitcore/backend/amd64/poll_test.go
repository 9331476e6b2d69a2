//go:build linux && amd64

package amd64

import (
	"fmt"
	"testing"

	"github.com/microjit/microjit/jitcore/ir"
)

// pollLoop counts i up and sets the poll word at region 1's byte 8 when
// i reaches k; the poll after the store leaves there. With tape, the loop
// also sums bytes of region 0, which native code then pins (the poll
// loads its region's base), else region 1 is the pinned one. A poll
// that misses its word leaves at the guard that i < k+10 instead.
func pollLoop(k int64, tape bool) *ir.Trace {
	b, vals := intTrace(ir.Loop, 2)
	i, sum := vals[0], vals[1]
	b.label(i, sum)
	b.guard(ir.OpGuardTrue, []ir.Value{i, sum}, b.op(ir.OpLt, i, b.c(k+10)))
	next := b.op(ir.OpAdd, i, b.c(1))
	if tape {
		for d := range int64(3) {
			sum = b.op(ir.OpAdd, sum, b.mem(ir.OpLoad8U, 0, d, b.c(0)))
		}
	}
	b.mem(ir.OpStore64, 1, 8, b.c(0), b.op(ir.OpEq, next, b.c(k)))
	b.t.Snapshots = append(b.t.Snapshots, ir.Snapshot{Frames: []ir.Frame{{Slots: []ir.Value{next, sum}}}})
	b.t.Add(ir.Op{Code: ir.OpPoll, Region: 1, Aux: 8, Snap: int32(len(b.t.Snapshots) - 1)})
	return b.jump(-1, next, sum)
}

func TestPollLeaves(t *testing.T) {
	for _, tape := range []bool{false, true} {
		for _, k := range []int64{1, 2, 1000} {
			dc := &diffCase{name: fmt.Sprintf("poll-at-%d-tape-%v", k, tape), loops: []*ir.Trace{pollLoop(k, tape)},
				inputs: []int64{0, 0}, regions: []int{64, 16}}
			t.Run(dc.name, func(t *testing.T) {
				diff(t, dc, Config{})
				outs := runCase(t, newNative(t, Config{}), dc, true)
				if o := outs[0]; o.Returned || o.Op != len(dc.loops[0].Ops)-2 || o.Live[0] != k {
					t.Errorf("left at %+v, want the poll with i = %d", o, k)
				}
			})
		}
	}
}
