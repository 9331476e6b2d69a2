package jitcore

import (
	"fmt"
	"io"
	"time"
)

// Stats are the driver's counters, printed by --jit-stats.
type Stats struct {
	Loops         int // compiled loops
	Bridges       int // compiled bridges
	Aborts        int // abandoned recordings
	Blacklisted   int // loop headers no longer traced
	Entries       int // entries into compiled code from the interpreter
	GuardFailures int // exits back to the interpreter
	Materialized  int // virtual objects allocated at guard exits
	OpsRecorded   int
	OpsCompiled   int
	CodeBytes     int
	TraceTime     time.Duration // recording
	CompileTime   time.Duration // verifying, optimizing, generating code
}

// Stats returns a copy of the counters.
func (d *Driver) Stats() Stats { return d.stats }

// WriteStats prints the counters, one per line.
func (d *Driver) WriteStats(w io.Writer) {
	s := d.stats
	fmt.Fprintf(w, "jit: backend %s\n", d.backend.Name())
	fmt.Fprintf(w, "jit: loops %d, bridges %d, aborts %d, blacklisted %d\n", s.Loops, s.Bridges, s.Aborts, s.Blacklisted)
	fmt.Fprintf(w, "jit: entries %d, guard failures %d, objects materialized %d\n", s.Entries, s.GuardFailures, s.Materialized)
	cases := 0
	for _, bridges := range d.switches {
		cases += bridges + 1 // the case the trace was recorded with
	}
	fmt.Fprintf(w, "jit: flexswitches %d with %d cases\n", len(d.switches), cases)
	fmt.Fprintf(w, "jit: ops recorded %d, compiled %d, code bytes %d\n", s.OpsRecorded, s.OpsCompiled, s.CodeBytes)
	perOp := time.Duration(0)
	if s.OpsCompiled > 0 {
		perOp = s.CompileTime / time.Duration(s.OpsCompiled)
	}
	fmt.Fprintf(w, "jit: trace time %v, compile time %v (%v per op)\n", s.TraceTime, s.CompileTime, perOp)
}
