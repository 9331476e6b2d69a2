package jitlog

import (
	"fmt"
	"io"
	"time"
)

// Stats are the driver's counters, printed by --jit-stats (Write).
type Stats struct {
	// Backend names the code generator.
	Backend       string
	Loops         int // compiled loops
	Functions     int // compiled function traces (ir's function.go)
	Bridges       int // compiled bridges
	SharedBridges int // bridges attached to a second guard, its twin's (twins.go)
	Aborts        int // abandoned recordings
	Blacklisted   int // loop headers no longer traced
	Entries       int // entries into compiled code from the interpreter
	GuardFailures int // exits back to the interpreter
	ExecFallbacks int // Runs the native backend left to the portable executor (backend.Fallbacks)
	// Fallbacks says the backend may leave runs to the executor (then
	// ExecFallbacks is printed).
	Fallbacks bool
	// Switches are the promotion positions compiled code is specialized
	// to more than one value at (a flexswitch), SwitchCases those
	// values.
	Switches, SwitchCases int
	Materialized          int // virtual objects allocated at guard exits
	LabelJumps            int // compiled traces that enter another loop at its label (ir's entry.go)
	OpsRecorded           int
	OpsCompiled           int
	CodeBytes             int
	TraceTime             time.Duration // recording
	CompileTime           time.Duration // verifying, optimizing, generating code
	// Fuel is the work compiled code did: about one unit per loop
	// iteration (backend.Stop.Fuel).
	Fuel int64
	// Pauses counts the times compiling paused because it did not pay;
	// NotTraced the guards due for a bridge that got none then because
	// compiling was paused or stopped; Overdue the recordings made while
	// compiling was paused, of loops and guards hot for long enough
	// (jitcore's policy.go).
	Pauses    int
	NotTraced int
	Overdue   int
	// Invalidated counts the compiled loops (with their bridges) that a
	// write of a quasi-immutable value they depended on invalidated.
	Invalidated int
	// Memory is what the installed traces keep.
	Memory Memory
	// Stopped is why the JIT stopped compiling for good, or "".
	Stopped string
}

// Memory is the Go memory that installed traces keep, in bytes
// (estimates; their code is Stats.CodeBytes). Each trace keeps at most
// what trace_limit ops and their snapshots take; the traces together stop
// the JIT at max_trace_memory (jitcore's policy.go).
type Memory struct {
	Traces    int // installed traces: loops, functions, bridges
	IR        int // ops, their arguments, constants (ir.Trace.Footprint)
	Snapshots int // resume snapshots
	Meta      int // what the backend keeps: guards, tables, register allocations (backend.Code.Footprint)
	// Slots are the frame slots of the snapshots, Dead those that hold
	// no value: the language's liveness said the slot is dead at its pc
	// (resume.Purge), or the trace never had one.
	Slots, Dead int
}

// Go is the memory of the three kinds together.
func (m Memory) Go() int { return m.IR + m.Snapshots + m.Meta }

// Write prints the counters, one per line.
func (s *Stats) Write(w io.Writer) {
	fmt.Fprintf(w, "jit: backend %s\n", s.Backend)
	fmt.Fprintf(w, "jit: loops %d, functions %d, bridges %d (%d shared by twin guards), aborts %d, blacklisted %d\n", s.Loops, s.Functions, s.Bridges, s.SharedBridges, s.Aborts, s.Blacklisted)
	fmt.Fprintf(w, "jit: jumps into a loop at its label %d\n", s.LabelJumps)
	fmt.Fprintf(w, "jit: entries %d, guard failures %d, objects materialized %d\n", s.Entries, s.GuardFailures, s.Materialized)
	if s.Fallbacks {
		fmt.Fprintf(w, "jit: runs left to the executor (memory native code may not touch) %d\n", s.ExecFallbacks)
	}
	fmt.Fprintf(w, "jit: flexswitches %d with %d cases\n", s.Switches, s.SwitchCases)
	if s.Invalidated > 0 {
		fmt.Fprintf(w, "jit: loops invalidated (a quasi-immutable value they depend on was written) %d\n", s.Invalidated)
	}
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
	fmt.Fprintf(w, "\njit: snapshot slots %d, dead %d\n", m.Slots, m.Dead)
	fmt.Fprintf(w, "jit: fuel spent by compiled code %d\n", s.Fuel)
	fmt.Fprintf(w, "jit: compiling paused %d times (min_payoff), not traced %d times, overdue traced %d times\n", s.Pauses, s.NotTraced, s.Overdue)
	if s.Stopped != "" {
		fmt.Fprintf(w, "jit: stopped compiling: %s\n", s.Stopped)
	}
}
