package lang

import (
	"flag"
	"io"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/ic"
	"github.com/microjit/microjit/jitcore/jitlog"
)

// Language is what a language declares once for everything that runs it.
type Language struct {
	// Name names the binary, its messages and the language's folder of
	// conformance cases.
	Name string
	// Exts are the extensions of program files, with the dot; the first
	// is the one the project's own files use.
	Exts []string
	// Usage is the binary's --help text up to its list of flags, which
	// follows it.
	Usage string
	// Eval says the binary also takes the program as -e 'CODE'.
	Eval bool
	// EvalFlag names Eval's flag when it is not "e" (minipy: "c", as
	// python's). With ProgramArgs, every argument after the flags is
	// then the program's.
	EvalFlag string
	// REPL, when set, is what the binary runs when it gets neither FILE
	// nor the eval flag: an interactive session on stdin. It returns the
	// exit status.
	REPL func(s Settings, stdin io.Reader, stdout, stderr io.Writer) int
	// ProgramArgs says the binary takes arguments for the program after
	// FILE; without it, FILE must be the only argument.
	ProgramArgs bool
	// NoFile says the binary runs without FILE too (Prolog's
	// interactive toplevel): Load then gets the file name "".
	NoFile bool
	// NewSettings returns settings holding the language's defaults.
	NewSettings func() Settings
	// Interrupts says the language's machines are InterruptibleMachines:
	// the binary turns SIGINT and SIGTERM into Config.Interrupt's
	// signals instead of dying at once (a language without it dies as
	// Go's runtime makes it, its buffered output lost).
	Interrupts bool
	// GCPercent is the Go collector's GOGC the binary runs with unless
	// the GOGC environment variable says otherwise; 0 is
	// jitcore/cli.GCPercent.
	GCPercent int
}

// Signal is what Config.Interrupt delivers.
type Signal uint8

const (
	// SigInt is Ctrl-C (SIGINT): Python raises KeyboardInterrupt where
	// the program is; a run it ends exits with ExitInterrupted.
	SigInt Signal = iota + 1
	// SigTerm asks the run to end (SIGTERM): it stops, flushes its
	// output and exits with ExitTerminated.
	SigTerm
)

// InterruptibleMachine is a Machine that takes signals while it runs
// (Config.Interrupt): Interrupt may be called from another goroutine
// while Run runs, and makes the program see sig at its next safe point.
type InterruptibleMachine interface {
	Machine
	Interrupt(sig Signal)
}

// Settings are a language's own options for one run: what its flags set.
type Settings interface {
	// Flags declares the language's flags on fs (without the JIT's); the
	// settings take the values fs parses.
	Flags(fs *flag.FlagSet)
	// Check validates the parsed values and takes the program's
	// arguments; an error is a usage error.
	Check(args []string) error
	// Load parses and compiles a program; an error is the program's
	// (a syntax error, reported at its position).
	Load(file string, src []byte) (Program, error)
}

// MemoryLimiter is Settings whose language keeps a memory limit of its
// own (minipy's --max-heap): the binary (jitcore/cli) sets Go's memory
// limit from it, so that Go's collector keeps the whole process near
// what the language lets a run hold.
type MemoryLimiter interface {
	Settings
	// MemoryLimit is how many bytes a run's data may hold.
	MemoryLimit() int64
}

// Program is a loaded program. It is not changed by running it: several
// machines may run one program at once.
type Program interface {
	// NewMachine prepares one run of the program reading stdin and
	// writing stdout. An error means the run could not start (memory).
	NewMachine(stdin io.Reader, stdout io.Writer) (Machine, error)
}

// Machine is one run of a program.
type Machine interface {
	// EnableJIT attaches the JIT with these options (a no-op when they
	// switch it off).
	EnableJIT(config.Options) error
	// Run runs the program to its end and flushes its output; an error
	// is the program's own failure (or its input's or output's).
	Run() error
	// JITStats are the attached JIT's counters, or nil when the JIT is
	// off (--jit-stats prints them).
	JITStats() *jitlog.Stats
	// Close releases the machine's memory and the JIT's log.
	Close() error
}

// StderrMachine is a Machine whose program has an error stream
// (Python's sys.stderr, Prolog's user_error and its warnings): Execute
// gives it Config.Stderr, or io.Discard when that is nil, before Run.
// A machine that is not one writes nothing but its output.
type StderrMachine interface {
	Machine
	SetStderr(w io.Writer)
}

// CachingMachine is a Machine whose interpreter keeps inline caches
// (jitcore/ic): --jit-stats prints their counters too.
type CachingMachine interface {
	Machine
	ICStats() ic.Stats
}
