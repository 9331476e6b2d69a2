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
	// Fuel is the work compiled code did: about one unit per loop
	// iteration (backend.Stop.Fuel).
	Fuel int64
	// Pauses counts the times compiling paused because it did not pay;
	// NotTraced the guards due for a bridge that got none then because
	// compiling was paused or stopped; Overdue the recordings made while
	// compiling was paused, of loops and guards hot for long enough
	// (policy.go).
	Pauses    int
	NotTraced int
	Overdue   int
	// Memory is what the installed traces keep.
	Memory Memory
}

// Memory is the Go memory that installed traces keep, in bytes
// (estimates; their code is Stats.CodeBytes). Each trace keeps at most
// what trace_limit ops and their snapshots take; the traces together stop
// the JIT at max_trace_memory (policy.go).
type Memory struct {
	Traces    int // installed traces: loops, functions, bridges
	IR        int // ops, their arguments, constants (ir.Trace.Footprint)
	Snapshots int // resume snapshots
	Meta      int // what the backend keeps: guards, tables, register allocations (backend.Code.Footprint)
}

// Go is the memory of the three kinds together.
func (m Memory) Go() int { return m.IR + m.Snapshots + m.Meta }

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
	m := s.Memory
	fmt.Fprintf(w, "jit: memory of %d traces: IR %d, snapshots %d, metadata %d, code %d bytes", m.Traces, m.IR, m.Snapshots, m.Meta, s.CodeBytes)
	if n := m.Traces; n > 0 {
		fmt.Fprintf(w, " (per trace %d, %d, %d, %d)", m.IR/n, m.Snapshots/n, m.Meta/n, s.CodeBytes/n)
	}
	fmt.Fprintf(w, "\njit: fuel spent by compiled code %d\n", s.Fuel)
	fmt.Fprintf(w, "jit: compiling paused %d times (min_payoff), not traced %d times, overdue traced %d times\n", s.Pauses, s.NotTraced, s.Overdue)
	if d.stopped != "" {
		fmt.Fprintf(w, "jit: stopped compiling: %s\n", d.stopped)
	}
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
