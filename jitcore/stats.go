package jitcore

import (
	"fmt"
	"io"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/jitlog"
)

// Stats returns a copy of the counters.
func (d *Driver) Stats() jitlog.Stats {
	s := d.stats
	s.Backend = d.backend.Name()
	if fb, ok := d.backend.(backend.Fallbacks); ok {
		s.Fallbacks, s.ExecFallbacks = true, fb.ExecFallbacks()
	}
	s.Switches, s.SwitchCases = d.flexswitches()
	s.Stopped = d.stopped
	return s
}

// WriteStats prints the counters, one per line (--jit-stats).
func (d *Driver) WriteStats(w io.Writer) {
	s := d.Stats()
	s.Write(w)
}

// noteMemory counts what installed trace t and its code keep.
func (d *Driver) noteMemory(t *ir.Trace, code backend.Code) {
	m := &d.stats.Memory
	ops, snaps := t.Footprint()
	m.Traces++
	m.IR += ops
	m.Snapshots += snaps
	m.Meta += code.Footprint()
}

// noteInstalled counts trace t, compiled to code and installed: what
// they keep, and what compiling them cost (policy.go).
func (d *Driver) noteInstalled(t *ir.Trace, code backend.Code) {
	d.noteMemory(t, code)
	d.noteCompiled(len(t.Ops))
}

// noteCases records the values compiled trace t is specialized to at each
// promotion (its guard_value ops), by position.
func (d *Driver) noteCases(t *ir.Trace) {
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
		if d.switches[at] == nil {
			d.switches[at] = map[int64]bool{}
		}
		d.switches[at][c] = true
	}
}

// flexswitches counts the promotion positions that compiled code has
// specialized to more than one value, and those values. A promotion that
// only ever saw one value is a guard, not yet a switch. The cases of one
// switch may sit in different traces: the value seen while recording is
// inline in that trace, and each later value is a bridge off a failing
// guard of the chain (or inline in another trace through that position).
func (d *Driver) flexswitches() (switches, cases int) {
	for _, values := range d.switches {
		if len(values) > 1 {
			switches++
			cases += len(values)
		}
	}
	return switches, cases
}
