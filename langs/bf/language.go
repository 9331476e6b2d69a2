package bf

import (
	"errors"
	"flag"
	"fmt"
	"io"

	"github.com/microjit/microjit/jitcore/lang"
)

// Language is bf for everything that runs it (jitcore/lang): cmd/bf, the
// conformance runner and Go programs that embed bf. Its flags are
// --tape, --tape-max and --eof; a program takes no arguments.
var Language = &lang.Language{
	Name:        "bf",
	Exts:        []string{".b", ".bf"},
	Usage:       usage,
	Eval:        true,
	Interrupts:  true,
	NewSettings: func() lang.Settings { return new(settings) },
}

const usage = `usage: bf [flags] FILE
       bf [flags] -e 'CODE'

Runs a Brainfuck program: 8-bit wrapping cells, a tape that starts with
--tape cells and grows on the right, reading standard input and writing
standard output. Moving left of cell 0 is an error. Programs may be up
to 1 GiB long, with loops nested up to 10000 deep.

Exit status: 0 on success, 1 on a runtime error of the program, 2 on a
usage or parse error, 130 after SIGINT and 143 after SIGTERM (the output
written so far flushed).

flags:
`

// settings are bf's flags for one run.
type settings struct {
	cfg Config
	eof string
}

func (s *settings) Flags(fs *flag.FlagSet) {
	fs.IntVar(&s.cfg.Tape, "tape", DefaultTape, "initial tape size in `cells`")
	fs.IntVar(&s.cfg.TapeMax, "tape-max", DefaultTapeMax, "the tape never grows beyond this many `cells`")
	fs.StringVar(&s.eof, "eof", "unchanged", "what ',' stores at end of input: `unchanged|zero|minus1`")
}

func (s *settings) Check(args []string) error {
	if len(args) > 0 {
		return errors.New("a bf program takes no arguments")
	}
	mode, err := ParseEOFMode(s.eof)
	if err != nil {
		return err
	}
	s.cfg.EOF = mode
	if s.cfg.Tape < 1 || s.cfg.TapeMax < s.cfg.Tape {
		return fmt.Errorf("need 1 <= --tape <= --tape-max, got %d and %d", s.cfg.Tape, s.cfg.TapeMax)
	}
	return nil
}

func (s *settings) Load(file string, src []byte) (lang.Program, error) {
	prog, err := Parse(file, src)
	if err != nil {
		return nil, err
	}
	return &program{code: Compile(file, prog), cfg: s.cfg}, nil
}

// program is a compiled program with its settings.
type program struct {
	code *Code
	cfg  Config
}

func (p *program) NewMachine(stdin io.Reader, stdout io.Writer) (lang.Machine, error) {
	return NewMachine(p.code, p.cfg, stdin, stdout)
}

// Interrupt ends the run at its next backward jump, in the interpreter
// or in compiled code, with the shell's status for sig
// (lang.InterruptibleMachine). Any goroutine may call it.
func (m *Machine) Interrupt(sig lang.Signal) { m.poll.Set(uint64(sig)) }

// takeSignal is the end of a run that a signal interrupted.
func (m *Machine) takeSignal() error {
	if lang.Signal(m.poll.Take()) == lang.SigTerm {
		return &lang.Terminated{}
	}
	return &lang.Exit{Code: lang.ExitInterrupted}
}

// Position implements lang.Positioner.
func (e *RuntimeError) Position() lang.Pos {
	return lang.Pos{File: e.File, Line: int(e.Pos.Line), Col: int(e.Pos.Col)}
}

// Is makes a resource-limit error match lang.ErrLimit.
func (e *RuntimeError) Is(target error) bool { return e.Limit && target == lang.ErrLimit }
