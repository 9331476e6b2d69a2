package jitcore

import (
	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/ir"
)

// Exit is where a compiled loop handed control back: the interpreter
// state of the failing guard's snapshot, with concrete values.
type Exit struct {
	Frames []ExitFrame
	// Bridge is set when the guard has failed often enough that the
	// language should record a bridge from here (RecordBridge) instead of
	// interpreting.
	Bridge bool
	guard  *backend.Guard
	values []int64 // the guard's live values
}

// ExitFrame is one interpreter frame to resume.
type ExitFrame struct {
	Greens []int64
	Slots  []int64
}

// Run runs compiled loop l from the given input values until a guard fails
// that has no bridge.
func (d *Driver) Run(l *Loop, inputs []int64, mem ir.Memory) *Exit {
	d.stats.Entries++
	g, live := d.backend.Run(l.Code, inputs, mem)
	g.Failures++
	d.stats.GuardFailures++
	ex := &Exit{guard: g, values: live}
	for _, f := range g.Snapshot.Frames {
		ef := ExitFrame{Greens: f.Greens, Slots: make([]int64, len(f.Slots))}
		for i, v := range f.Slots {
			switch {
			case v == ir.None:
			case v.IsConst():
				ef.Slots[i] = g.Trace.Consts[v.ConstIndex()].Bits
			default:
				ef.Slots[i] = liveValue(g.Live, live, v)
			}
		}
		ex.Frames = append(ex.Frames, ef)
	}
	ex.Bridge = g.Bridge == nil && g.Failures >= d.params.TraceEagerness && g.Aborts < d.params.MaxAborts
	return ex
}

// liveValue is v's value among a guard's live values (short lists: a
// scan costs less than building a map on every exit).
func liveValue(order []ir.Value, vals []int64, v ir.Value) int64 {
	for i, w := range order {
		if w == v {
			return vals[i]
		}
	}
	return 0
}
