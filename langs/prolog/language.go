package prolog

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"syscall"
	"unsafe"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/jitlog"
	"github.com/microjit/microjit/jitcore/lang"
	"github.com/microjit/microjit/langs/prolog/engine"
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
}

const usage = `usage: prolog [flags] [FILE...]

Consults each FILE (ISO Prolog: directives run as they are read, and
initialization/1 goals once the file is loaded), runs the -g goals, then
the -t goal or, without one, the interactive toplevel (?- queries; ; asks
for the next answer). halt/0,1 end the run with their status.

Exit status: the status halt/1 gives; 0 when the input ends; 1 when a -g
or -t goal fails or raises an error; 2 on a usage error.

flags:
`

// settings are prolog's flags for one run.
type settings struct {
	goals    goalList
	toplevel string
	files    []string
}

// goalList is a repeatable -g.
type goalList []string

func (g *goalList) String() string     { return strings.Join(*g, ", ") }
func (g *goalList) Set(s string) error { *g = append(*g, s); return nil }

func (s *settings) Flags(fs *flag.FlagSet) {
	fs.Var(&s.goals, "g", "run `GOAL` after loading the files (repeatable); a failure or error ends the run with status 1")
	fs.StringVar(&s.toplevel, "t", "", "run `GOAL` instead of the interactive toplevel (-t halt)")
}

func (s *settings) Check(args []string) error {
	s.files = args
	return nil
}

func (s *settings) Load(file string, src []byte) (lang.Program, error) {
	return &program{s: s, file: file, src: src}, nil
}

// program is the files to consult and the goals to run.
type program struct {
	s    *settings
	file string
	src  []byte
}

func (p *program) NewMachine(stdin io.Reader, stdout io.Writer) (lang.Machine, error) {
	m, err := engine.NewMachine(engine.Config{Stdin: stdin, Stdout: stdout})
	if err != nil {
		return nil, err
	}
	return &machine{p: p, m: m}, nil
}

// machine is one run.
type machine struct {
	p *program
	m *engine.Machine
}

// EnableJIT accepts the JIT's options; the Prolog engine does not trace
// yet, so every mode runs the interpreter.
func (m *machine) EnableJIT(config.Options) error { return nil }

func (m *machine) JITStats() *jitlog.Stats { return nil }

// SetStderr sends user_error and the warnings to w (lang.StderrMachine).
func (m *machine) SetStderr(w io.Writer) { m.m.SetStderr(w) }

func (m *machine) Close() error { return m.m.Close() }

// Run consults the files, runs the goals and the toplevel.
func (m *machine) Run() error {
	err := m.run()
	if ferr := m.m.Flush(); err == nil {
		err = ferr
	}
	var h *engine.Halt
	if errors.As(err, &h) {
		if h.Code == 0 {
			return nil
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
			if _, halt := err.(*engine.Halt); halt {
				return err
			}
			m.m.Warn("%v", err)
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

// goal runs a -g or -t goal: failure and errors end the run with a
// GoalError (status 1).
func (m *machine) goal(text, flagName string) error {
	t, err := m.m.ParseGoal(text)
	if err != nil {
		return &GoalError{Flag: flagName, Goal: text, Err: err, syntax: true}
	}
	ok, err := m.m.Once(t)
	switch {
	case err != nil:
		if _, thrown := err.(*engine.Thrown); !thrown {
			return err // halt, or output that failed
		}
		return &GoalError{Flag: flagName, Goal: text, Err: err}
	case !ok:
		return &GoalError{Flag: flagName, Goal: text}
	}
	return nil
}

// GoalError is a -g or -t goal that did not parse, failed or raised: the
// run's error (status 1), which says so as the binary prints it.
type GoalError struct {
	Flag, Goal string
	Err        error // what it raised, or its syntax error; nil: it failed
	syntax     bool
}

func (e *GoalError) Error() string {
	switch {
	case e.syntax:
		return fmt.Sprintf("%s %s: %v", e.Flag, e.Goal, e.Err)
	case e.Err != nil:
		return fmt.Sprintf("Warning: goal (%s) raised exception: %s", e.Flag, engine.ErrorText(e.Err))
	}
	return fmt.Sprintf("Warning: goal (%s) failed: %s", e.Flag, e.Goal)
}

func (e *GoalError) Unwrap() error { return e.Err }

// isTerminal reports whether the process's standard input is a
// terminal (the toplevel then prompts and asks for more answers): a
// character device that answers the terminal ioctl (/dev/null does not).
func isTerminal() bool {
	var t syscall.Termios
	_, _, errno := syscall.Syscall(syscall.SYS_IOCTL, os.Stdin.Fd(), syscall.TCGETS, uintptr(unsafe.Pointer(&t)))
	return errno == 0
}
