package jitcore

import (
	"io"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/jitlog"
	"github.com/microjit/microjit/jitcore/opt"
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
	s.Phases = d.phases()
	s.AbortReasons = d.aborts.list()
	return s
}

// phases splits recording and compiling into their steps (Stats.Phases):
// recording, verifying, the optimizer's passes that ran, the backend's
// steps.
func (d *Driver) phases() []jitlog.Phase {
	ps := []jitlog.Phase{{Name: "record", Time: d.stats.TraceTime}, {Name: "verify", Time: d.verifyTime}}
	for i, t := range d.passTime {
		if t > 0 {
			ps = append(ps, jitlog.Phase{Name: opt.TimeName(d.opts, i), Time: t})
		}
	}
	if tb, ok := d.backend.(backend.Timed); ok {
		for _, p := range tb.Phases() {
			ps = append(ps, jitlog.Phase{Name: p.Name, Time: p.Time})
		}
	}
	return ps
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
