package cli

import (
	"fmt"
	"io"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/ic"
)

// Machine is a loaded program of some language, ready to run.
type Machine interface {
	// EnableJIT attaches the JIT with these options (a no-op when they
	// switch it off).
	EnableJIT(jitcore.Options) error
	// Run runs the program; an error is the program's own runtime error.
	Run() error
	// JIT is the attached driver, or nil.
	JIT() *jitcore.Driver
	// Close releases the machine's memory and the JIT's log.
	Close() error
}

// CachingMachine is a Machine whose interpreter keeps inline caches
// (jitcore/ic): --jit-stats prints their counters too.
type CachingMachine interface {
	Machine
	ICStats() ic.Stats
}

// Execute runs m with the JIT options from the command line, prints the
// JIT's counters when asked, and returns the exit code: ExitRuntime with
// the error on stderr when the program fails.
func Execute(name string, m Machine, opts jitcore.Options, stderr io.Writer) int {
	defer m.Close()
	if err := m.EnableJIT(opts); err != nil {
		fmt.Fprintf(stderr, "%s: %v\n", name, err)
		return ExitUsage
	}
	err := m.Run()
	if d := m.JIT(); d != nil && opts.Stats {
		d.WriteStats(stderr)
		if c, ok := m.(CachingMachine); ok {
			fmt.Fprintf(stderr, "jit: %v\n", c.ICStats())
		}
	}
	if err != nil {
		fmt.Fprintln(stderr, err)
		return ExitRuntime
	}
	return ExitOK
}
