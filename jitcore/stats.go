package jitcore

import (
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
	s.Switches, s.SwitchCases = d.switches.count()
	s.Stopped = d.policy.stopped
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
	for _, snap := range t.Snapshots {
		for _, f := range snap.Frames {
			m.Slots += len(f.Slots)
			for _, v := range f.Slots {
				if v == ir.None {
					m.Dead++
				}
			}
		}
	}
}

// noteInstalled counts trace t, compiled to code and installed: what
// they keep, and what compiling them cost (policy.go).
func (d *Driver) noteInstalled(t *ir.Trace, code backend.Code) {
	d.noteMemory(t, code)
	d.policy.noteCompiled(len(t.Ops))
}
