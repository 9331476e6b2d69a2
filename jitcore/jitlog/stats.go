package jitlog

import (
	"fmt"
	"io"
	"strings"
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
	// AbortReasons counts the aborts by reason, most frequent first,
	// each with the sites (where the recordings started) it stopped.
	AbortReasons  []AbortReason
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
	// CompileCPU is the CPU time of CompileTime: what the process ran
	// meanwhile, without what the machine gave other processes (0 where
	// it is not measured).
	CompileCPU time.Duration
	// Phases split the time recording and compiling took (TraceTime,
	// CompileTime and attaching bridges): recording, verifying, each
	// optimizer pass, and each step of the backend, in that order.
	Phases []Phase
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

// AbortReason is how often recordings were abandoned for one reason,
// and from where.
type AbortReason struct {
	Reason string
	Count  int
	Sites  []AbortSite // most frequent first
}

// AbortSite is a site (a loop header or a guard: where the recordings
// started) and how often its recordings stopped for a reason.
type AbortSite struct {
	Where string
	Count int
}

// maxAbortSites is how many sites --jit-stats lists for a reason.
const maxAbortSites = 3

// Phase is the time one step of the JIT took, summed over its runs.
type Phase struct {
	Name string
	Time time.Duration
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
	for _, a := range s.AbortReasons {
		fmt.Fprintf(w, "jit:   aborted %d times: %s (%s)\n", a.Count, a.Reason, abortSites(a.Sites))
	}
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
	if s.CompileCPU > 0 && s.OpsCompiled > 0 {
		fmt.Fprintf(w, "jit: compile CPU time %v (%v per op)\n", s.CompileCPU, s.CompileCPU/time.Duration(s.OpsCompiled))
	}
	s.writePhases(w)
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

// writePhases prints the time of each phase, with its share per op
// compiled: what compile time per op is made of.
func (s *Stats) writePhases(w io.Writer) {
	if len(s.Phases) == 0 {
		return
	}
	fmt.Fprintf(w, "jit: time by phase, in all and per op compiled:")
	for i, p := range s.Phases {
		if i%phasesPerLine == 0 {
			fmt.Fprintf(w, "\njit:  ")
		}
		fmt.Fprintf(w, " %s %v", p.Name, p.Time.Round(time.Microsecond))
		if s.OpsCompiled > 0 {
			fmt.Fprintf(w, " (%v)", p.Time/time.Duration(s.OpsCompiled))
		}
	}
	fmt.Fprintln(w)
}

// phasesPerLine is how many phases a line of --jit-stats holds.
const phasesPerLine = 6

// abortSites lists the first sites of a reason, and how many others.
func abortSites(sites []AbortSite) string {
	var b strings.Builder
	for i, st := range sites[:min(len(sites), maxAbortSites)] {
		if i > 0 {
			b.WriteString("; ")
		}
		fmt.Fprintf(&b, "%d at %s", st.Count, st.Where)
	}
	switch n := len(sites) - maxAbortSites; {
	case n == 1:
		b.WriteString("; and 1 other site")
	case n > 1:
		fmt.Fprintf(&b, "; and %d other sites", n)
	}
	return b.String()
}
