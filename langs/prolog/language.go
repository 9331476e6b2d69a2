package prolog

import (
	"bytes"
	"errors"
	"flag"
	"io"
	"os"
	"strings"
	"sync/atomic"
	"syscall"
	"unsafe"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/jitlog"
	"github.com/microjit/microjit/jitcore/lang"
	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/lib/attvar"
	"github.com/microjit/microjit/langs/prolog/lib/clpfd"
	"github.com/microjit/microjit/langs/prolog/lib/plunit"
	"github.com/microjit/microjit/langs/prolog/lib/random"
	"github.com/microjit/microjit/langs/prolog/lib/system"
	"github.com/microjit/microjit/langs/prolog/lib/tabling"
	"github.com/microjit/microjit/langs/prolog/lib/text"
	"github.com/microjit/microjit/langs/prolog/message"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

// Language is Prolog for everything that runs it (jitcore/lang):
// cmd/prolog, the conformance runner and Go programs that embed it.
var Language = &lang.Language{
	Name:        "prolog",
	Exts:        []string{".pl"},
	Usage:       usage,
	ProgramArgs: true,
	NoFile:      true,
	NewSettings: func() lang.Settings { return &settings{} },
	// The Go collector at its default: a program may hold much state on
	// the Go side (choicepoints: naive fib(27) keeps 300,000), which
	// jitcore/cli's 400 lets grow to five times what is live. Measured
	// (peak RSS, /usr/bin/time): fib(27) 197 -> 180 MB, chat 29 -> 18.5
	// MB; the benchmarks' CPU time within the noise.
	GCPercent:  100,
	Interrupts: true,
}

const usage = `usage: prolog [flags] [FILE [FILE.pl...] [--] [ARG...]]

Consults FILE and the .pl files that follow it (directives run as they
are read, initialization/1 goals once the file is loaded), runs the -g
goals, then the -t goal or, without one, the interactive toplevel (?-
queries; ; asks for the next answer). halt/0,1 end the run with their
status. As in SWI-Prolog, the arguments after the files (after --, if
there is one) are the program's: current_prolog_flag(argv, Args); flags
go before FILE. The dialect is SWI-Prolog 9's unless --iso.

Exit status: the status halt/1 gives; 0 when the input ends; 1 when a
file does not exist or a -g or -t goal fails, 2 when it raises an error
(the message goes to stderr, as SWI-Prolog prints it); 2 on a usage
error.

flags:
`

// settings are prolog's flags for one run.
type settings struct {
	goals    goalList
	toplevel string
	iso      bool
	quiet    bool
	maxHeap  int      // the heap's limit in bytes (0: heap.DefaultMaxBytes)
	loops    bool     // --jit-loops: attach the JIT (engine/jit.go)
	files    []string // the .pl files after FILE
	argv     []string // the program's arguments
}

// goalList is a repeatable -g.
type goalList []string

func (g *goalList) String() string     { return strings.Join(*g, ", ") }
func (g *goalList) Set(s string) error { *g = append(*g, s); return nil }

func (s *settings) Flags(fs *flag.FlagSet) {
	fs.Var(&s.goals, "g", "run `GOAL` after loading the files (repeatable); a failure ends the run with status 1, an error with 2")
	fs.StringVar(&s.toplevel, "t", "", "run `GOAL` instead of the interactive toplevel (-t halt)")
	fs.BoolVar(&s.iso, "iso", false, "ISO Prolog: ISO's flags (double_quotes=codes, iso=true), operators and strict syntax, instead of SWI-Prolog 9's dialect")
	fs.BoolVar(&s.quiet, "q", false, "quiet: no informational messages (the verbose flag is silent)")
	fs.BoolVar(&s.loops, "jit-loops", false, "compile deterministic recursions with the JIT (off by default: tak, nrev and qsort run 4-9x faster, but what it compiles that does not pay still costs zebra and chat a few percent more CPU time than the interpreter)")
	fs.IntVar(&s.maxHeap, "max-heap", 0, "the heap holds at most this many `bytes` (0: 1 GiB); beyond it, resource_error(memory)")
}

// MemoryLimit is --max-heap's (lang.MemoryLimiter). The heap's spaces
// are mappings of their own, outside Go's memory; what the Go side holds
// (clauses, atoms, choicepoints) is kept below the same figure.
func (s *settings) MemoryLimit() int64 {
	if s.maxHeap == 0 {
		return heap.DefaultMaxBytes
	}
	return int64(s.maxHeap)
}

// Check takes what follows FILE: the .pl files to load too, up to the
// first other argument or --, then the program's arguments.
func (s *settings) Check(args []string) error {
	if s.maxHeap < 0 {
		return errors.New("--max-heap must not be negative")
	}
	i := 0
	for i < len(args) && strings.HasSuffix(args[i], ".pl") {
		i++
	}
	s.files = args[:i]
	if i < len(args) && args[i] == "--" {
		i++
	}
	s.argv = args[i:]
	return nil
}

func (s *settings) Load(file string, src []byte) (lang.Program, error) {
	return &program{s: s, file: file, src: src}, nil
}

// libraries are the libraries written in Go that every machine has
// (package lib's, in Prolog, are the engine's own).
var libraries = append([]*engine.Library{text.Library, system.Library, tabling.Library, random.Library, clpfd.Library, plunit.Library}, attvar.Libraries...)

// program is the files to consult and the goals to run.
type program struct {
	s    *settings
	file string
	src  []byte
}

func (p *program) NewMachine(stdin io.Reader, stdout io.Writer) (lang.Machine, error) {
	d := syntax.SWI
	if p.s.iso {
		d = syntax.ISO
	}
	m, err := engine.NewMachine(engine.Config{Stdin: stdin, Stdout: stdout, Dialect: d, Libraries: libraries, Heap: heap.Config{MaxBytes: p.s.maxHeap}})
	if err != nil {
		return nil, err
	}
	argv := make([]term.Term, len(p.s.argv))
	for i, a := range p.s.argv {
		argv[i] = term.Intern(a)
	}
	m.SetFlag("argv", term.List(argv, term.Nil))
	if p.s.quiet {
		m.SetFlag("verbose", term.Intern("silent"))
	}
	return &machine{p: p, m: m}, nil
}

// machine is one run.
type machine struct {
	p *program
	m *engine.Machine
	// interrupted is set when SigInt halts the run (Interrupt, from
	// another goroutine): it then ends as SWI-Prolog's does, of the
	// signal (lang.ErrInterrupted), not as halt(130) would.
	interrupted atomic.Bool
}

// EnableJIT attaches the JIT to the engine (engine/jit.go) with
// --jit-loops; without it every mode runs the interpreter: loops whose
// compiled runs do not pay are no longer entered (hanoi and deriv run
// as fast as interpreted), but recording and compiling them still
// costs zebra and chat 2-4% more CPU time.
func (m *machine) EnableJIT(opts config.Options) error {
	if !m.p.s.loops {
		return nil
	}
	return m.m.EnableJIT(opts)
}

func (m *machine) JITStats() *jitlog.Stats { return m.m.JITStats() }

// SetStderr sends user_error and the messages to w (lang.StderrMachine).
func (m *machine) SetStderr(w io.Writer) { m.m.SetStderr(w) }

func (m *machine) Close() error { return m.m.Close() }

// Interrupt ends the run at the solver's next step with the shell's
// status for the signal, its output flushed (lang.InterruptibleMachine).
// SWI-Prolog answers SIGINT with its interactive debugger prompt; this
// machine has none, so Ctrl-C halts it.
func (m *machine) Interrupt(sig lang.Signal) {
	if sig == lang.SigInt {
		m.interrupted.Store(true)
		m.m.Halt(lang.ExitInterrupted)
		return
	}
	m.m.Halt(lang.ExitTerminated)
}

// Run consults the files, runs the goals and the toplevel.
func (m *machine) Run() error {
	err := m.run()
	var h *engine.Halt
	if ferr := m.m.Flush(); ferr != nil && (err == nil || errors.As(err, &h) && h.Code == 0) {
		// halt and halt(0) report output that could not be written
		err = &RunError{Text: m.m.MessageStart() + message.Text("error", m.m.MessageLines(ferr)), Status: 1, Err: ferr}
	}
	if errors.As(err, &h) {
		switch {
		case h.Code == 0:
			return nil
		case h.Code == lang.ExitInterrupted && m.interrupted.Load():
			return lang.ErrInterrupted
		}
		return &lang.Exit{Code: h.Code}
	}
	return err
}

func (m *machine) run() error {
	p := m.p
	if p.file != "" {
		if err := m.m.Consult(p.file, bytes.NewReader(p.src)); err != nil {
			return err
		}
	}
	for _, f := range p.s.files {
		if err := m.m.ConsultFile(f); err != nil {
			if _, thrown := err.(*engine.Thrown); !thrown {
				return err // halt
			}
			// As SWI-Prolog: nothing runs when a file does not exist.
			return &RunError{Text: message.Text("error", append([]string{"Prolog initialisation failed:"}, m.m.MessageLines(err)...)), Status: 1, Err: err}
		}
	}
	for _, g := range p.s.goals {
		if err := m.goal(g, "-g"); err != nil {
			return err
		}
	}
	if p.s.toplevel != "" {
		return m.goal(p.s.toplevel, "-t")
	}
	return m.m.Toplevel(isTerminal())
}

// goal runs a -g or -t goal as SWI-Prolog does: a failure ends the run
// with status 1, an error (or a goal that does not read) with 2, with
// the message "-g Goal: ..." (a RunError).
func (m *machine) goal(text, flagName string) error {
	prefix := flagName + " " + text + ": "
	t, err := m.m.ParseGoal(text)
	if err == nil {
		var ok bool
		if ok, err = m.m.Once(t); err == nil && !ok {
			if flagName == "-t" { // a failing -t goal ends silently
				return &lang.Exit{Code: 1}
			}
			return &RunError{Text: m.m.MessageStart() + message.Text("error", []string{prefix + "false"}), Status: 1}
		}
	}
	if err != nil {
		if _, thrown := err.(*engine.Thrown); !thrown {
			return err // halt, or output that failed
		}
		lines := m.m.MessageLines(err)
		lines[0] = prefix + lines[0]
		return &RunError{Text: m.m.MessageStart() + message.Text("error", lines), Status: 2, Err: err}
	}
	return nil
}

// RunError is a run that ends with SWI-Prolog's message (a -g or -t goal
// that failed or raised, a file that does not exist): the message is the
// error's text, which the binary prints on stderr as SWI-Prolog does and
// the embedding API returns, and Status its exit status.
type RunError struct {
	Text   string
	Status int
	Err    error // the error raised, if any
}

func (e *RunError) Error() string   { return strings.TrimSuffix(e.Text, "\n") }
func (e *RunError) ExitStatus() int { return e.Status }
func (e *RunError) Unwrap() error   { return e.Err }

// isTerminal reports whether the process's standard input is a
// terminal (the toplevel then prompts and asks for more answers): a
// character device that answers the terminal ioctl (/dev/null does not).
func isTerminal() bool {
	var t syscall.Termios
	_, _, errno := syscall.Syscall(syscall.SYS_IOCTL, os.Stdin.Fd(), syscall.TCGETS, uintptr(unsafe.Pointer(&t)))
	return errno == 0
}
