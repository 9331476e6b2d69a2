package tiny

import (
	"errors"
	"flag"
	"io"

	"github.com/microjit/microjit/jitcore/lang"
)

// Language is tiny for everything that runs it (jitcore/lang): cmd/tiny,
// the conformance runner and Go programs that embed tiny. It has no flags
// of its own, and a program takes no arguments.
var Language = &lang.Language{
	Name:        "tiny",
	Exts:        []string{".tiny"},
	Usage:       usage,
	NewSettings: func() lang.Settings { return settings{} },
}

const usage = `usage: tiny [flags] FILE

Runs a tiny program (FILE - reads standard input): 64-bit wrapping
integer variables, + - * / % and comparisons, while, if/else, pow(b, e)
and print.
docs/new-language.md builds the language step by step.

Exit status: 0 on success, 1 on a runtime error of the program, 2 on a
usage or parse error.

flags:
`

// settings are tiny's (no) flags for one run.
type settings struct{}

func (settings) Flags(*flag.FlagSet) {}

func (settings) Check(args []string) error {
	if len(args) > 0 {
		return errors.New("a tiny program takes no arguments")
	}
	return nil
}

func (settings) Load(file string, src []byte) (lang.Program, error) {
	prog, err := Parse(file, src)
	if err != nil {
		return nil, err
	}
	code, err := Compile(file, prog)
	if err != nil {
		return nil, err
	}
	return program{code}, nil
}

// program is a compiled program.
type program struct{ code *Code }

func (p program) NewMachine(_ io.Reader, stdout io.Writer) (lang.Machine, error) {
	return NewMachine(p.code, stdout), nil
}

// Position implements lang.Positioner.
func (e *RuntimeError) Position() lang.Pos {
	return lang.Pos{File: e.File, Line: int(e.Pos.Line), Col: int(e.Pos.Col)}
}
