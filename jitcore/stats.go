package jitcore

import (
	"fmt"
	"io"
	"time"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/ir"
)

// Stats are the driver's counters, printed by --jit-stats.
type Stats struct {
	Loops         int // compiled loops
	Functions     int // compiled function traces (ir's function.go)
	Bridges       int // compiled bridges
	SharedBridges int // bridges attached to a second guard, its twin's (twins.go)
	Aborts        int // abandoned recordings
	Blacklisted   int // loop headers no longer traced
	Entries       int // entries into compiled code from the interpreter
	GuardFailures int // exits back to the interpreter
	ExecFallbacks int // Runs the native backend left to the portable executor (backend.Fallbacks)
	Materialized  int // virtual objects allocated at guard exits
	LabelJumps    int // compiled traces that enter another loop at its label (ir's entry.go)
	OpsRecorded   int
	OpsCompiled   int
	CodeBytes     int
	TraceTime     time.Duration // recording
	CompileTime   time.Duration // verifying, optimizing, generating code
}

// Stats returns a copy of the counters.
func (d *Driver) Stats() Stats {
	s := d.stats
	if fb, ok := d.backend.(backend.Fallbacks); ok {
		s.ExecFallbacks = fb.ExecFallbacks()
	}
	return s
}

// WriteStats prints the counters, one per line.
func (d *Driver) WriteStats(w io.Writer) {
	s := d.Stats()
	fmt.Fprintf(w, "jit: backend %s\n", d.backend.Name())
	fmt.Fprintf(w, "jit: loops %d, functions %d, bridges %d (%d shared by twin guards), aborts %d, blacklisted %d\n", s.Loops, s.Functions, s.Bridges, s.SharedBridges, s.Aborts, s.Blacklisted)
	fmt.Fprintf(w, "jit: jumps into a loop at its label %d\n", s.LabelJumps)
	fmt.Fprintf(w, "jit: entries %d, guard failures %d, objects materialized %d\n", s.Entries, s.GuardFailures, s.Materialized)
	if _, ok := d.backend.(backend.Fallbacks); ok {
		fmt.Fprintf(w, "jit: runs left to the executor (memory native code may not touch) %d\n", s.ExecFallbacks)
	}
	switches, cases := d.flexswitches()
	fmt.Fprintf(w, "jit: flexswitches %d with %d cases\n", switches, cases)
	fmt.Fprintf(w, "jit: ops recorded %d, compiled %d, code bytes %d\n", s.OpsRecorded, s.OpsCompiled, s.CodeBytes)
	perOp := time.Duration(0)
	if s.OpsCompiled > 0 {
		perOp = s.CompileTime / time.Duration(s.OpsCompiled)
	}
	fmt.Fprintf(w, "jit: trace time %v, compile time %v (%v per op)\n", s.TraceTime, s.CompileTime, perOp)
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
