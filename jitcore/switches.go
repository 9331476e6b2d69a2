package jitcore

import (
	"fmt"

	"github.com/microjit/microjit/jitcore/ir"
)

// switches holds, per promotion position (a snapshot's greens), the
// values compiled code is specialized to there: a flexswitch's cases.
type switches map[string]map[int64]bool

// note records the values compiled trace t is specialized to at each
// promotion (its guard_value ops), by position.
func (sw switches) note(t *ir.Trace) {
	for _, op := range t.Ops {
		if op.Code != ir.OpGuardValue {
			continue
		}
		c, ok := t.ConstBits(op.Args[1])
		if !ok {
			continue
		}
		frames := t.Snapshots[op.Snap].Frames
		at := fmt.Sprint(frames[len(frames)-1].Greens)
		if sw[at] == nil {
			sw[at] = map[int64]bool{}
		}
		sw[at][c] = true
	}
}

// count counts the promotion positions that compiled code has
// specialized to more than one value, and those values. A promotion that
// only ever saw one value is a guard, not yet a switch. The cases of one
// switch may sit in different traces: the value seen while recording is
// inline in that trace, and each later value is a bridge off a failing
// guard of the chain (or inline in another trace through that position).
func (sw switches) count() (switches, cases int) {
	for _, values := range sw {
		if len(values) > 1 {
			switches++
			cases += len(values)
		}
	}
	return switches, cases
}
