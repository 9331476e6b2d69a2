package toyvm

import (
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/microjit/microjit/jitcore/lang"
)

// Language is toyvm for everything that runs it (jitcore/lang):
// cmd/toyvm, the conformance runner and Go programs that embed toyvm. Its
// flags are --arg and --max-depth; a program's arguments are integers,
// main's arguments after those of --arg.
var Language = &lang.Language{
	Name:        "toyvm",
	Exts:        []string{".tlc"},
	Usage:       usage,
	ProgramArgs: true,
	NewSettings: func() lang.Settings { return new(settings) },
}

const usage = `usage: toyvm [flags] FILE [ARGS...]

Runs a toy VM assembly program (TLC's stack machine and TLR's accumulator
machine; see langs/toyvm/README.md). ARGS are integers: main's arguments,
after those given with --arg.

Programs may be up to 1 GiB long.

Exit status: 0 on success, 1 on a runtime error of the program, 2 on a
usage or parse error.

flags:
`

// settings are toyvm's flags and main's arguments for one run.
type settings struct {
	args     intList
	maxDepth int
}

// intList is a repeatable integer flag.
type intList []int64

func (l *intList) String() string { return fmt.Sprint(*l) }
func (l *intList) Set(s string) error {
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil {
		return fmt.Errorf("not a 64-bit integer: %q", s)
	}
	*l = append(*l, n)
	return nil
}

func (s *settings) Flags(fs *flag.FlagSet) {
	fs.Var(&s.args, "arg", "append the `INTEGER` to main's arguments (repeatable)")
	fs.IntVar(&s.maxDepth, "max-depth", DefaultMaxDepth, "the call stack never grows beyond this many `frames` (at least 1)")
}

func (s *settings) Check(args []string) error {
	if s.maxDepth < 1 {
		return fmt.Errorf("--max-depth must be at least 1, got %d", s.maxDepth)
	}
	for _, a := range args {
		if err := s.args.Set(a); err != nil {
			return fmt.Errorf("argument %v", err)
		}
	}
	return nil
}

func (s *settings) Load(file string, src []byte) (lang.Program, error) {
	f, err := Parse(file, src)
	if err != nil {
		return nil, err
	}
	code, err := Compile(file, f)
	if err != nil {
		return nil, err
	}
	return &program{code: code, cfg: Config{Args: s.args, MaxDepth: s.maxDepth}}, nil
}

// program is compiled code with its settings.
type program struct {
	code *Code
	cfg  Config
}

// NewMachine ignores stdin: no toyvm instruction reads input.
func (p *program) NewMachine(_ io.Reader, stdout io.Writer) (lang.Machine, error) {
	return NewMachine(p.code, p.cfg, stdout)
}

// Position implements lang.Positioner.
func (e *RuntimeError) Position() lang.Pos {
	return lang.Pos{File: e.File, Line: int(e.Pos.Line), Col: int(e.Pos.Col)}
}

// stackOverflow starts the message of a CALL or SEND beyond --max-depth.
const stackOverflow = "call stack overflow"

// Is makes a call beyond --max-depth match lang.ErrLimit. (The
// interpreter marks it only in its message.)
func (e *RuntimeError) Is(target error) bool {
	return target == lang.ErrLimit && strings.HasPrefix(e.Msg, stackOverflow)
}
