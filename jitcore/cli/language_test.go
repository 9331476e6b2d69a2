package cli

import (
	"bytes"
	"flag"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/jitlog"
	"github.com/microjit/microjit/jitcore/lang"
)

// upper is a language for the tests: a program is text, printed in upper
// case; "!" does not parse, "?" fails at run time. --n repeats it.
func upper(eval, programArgs bool) *lang.Language {
	return &lang.Language{
		Name: "upper", Exts: []string{".up"}, Usage: "usage: upper FILE\n",
		Eval: eval, ProgramArgs: programArgs,
		NewSettings: func() lang.Settings { return &upperSettings{} },
	}
}

type upperSettings struct {
	n    int
	args []string
}

func (s *upperSettings) Flags(fs *flag.FlagSet) { fs.IntVar(&s.n, "n", 1, "print `N` times") }
func (s *upperSettings) Check(args []string) error {
	s.args = args
	return nil
}
func (s *upperSettings) Load(file string, src []byte) (lang.Program, error) {
	if bytes.Contains(src, []byte("!")) {
		return nil, &PosError{File: file, Line: 1, Col: 1 + bytes.IndexByte(src, '!'), Msg: "unexpected '!'"}
	}
	return upperProgram{src: src, s: s}, nil
}

type upperProgram struct {
	src []byte
	s   *upperSettings
}

func (p upperProgram) NewMachine(_ io.Reader, out io.Writer) (lang.Machine, error) {
	return &upperMachine{p: p, out: out}, nil
}

type upperMachine struct {
	p   upperProgram
	out io.Writer
}

func (m *upperMachine) EnableJIT(config.Options) error { return nil }
func (m *upperMachine) JITStats() *jitlog.Stats        { return nil }
func (m *upperMachine) Close() error                   { return nil }
func (m *upperMachine) Run() error {
	if bytes.Contains(m.p.src, []byte("?")) {
		return &PosError{File: "run", Line: 1, Col: 1, Msg: "question"}
	}
	for range m.p.s.n {
		io.WriteString(m.out, strings.ToUpper(string(m.p.src))+strings.Join(m.p.s.args, ","))
	}
	return nil
}

func TestCommand(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "p.up")
	if err := os.WriteFile(file, []byte("ab"), 0o644); err != nil {
		t.Fatal(err)
	}
	tests := []struct {
		name             string
		eval, progArgs   bool
		args             []string
		stdin            string
		wantCode         int
		wantOut, wantErr string // wantErr: a substring of stderr
	}{
		{"file", false, false, []string{"--n=2", file}, "", ExitOK, "ABAB", ""},
		{"stdin", false, false, []string{"-"}, "cd", ExitOK, "CD", ""},
		{"eval", true, false, []string{"-e", "xy"}, "", ExitOK, "XY", ""},
		{"eval and file", true, false, []string{"-e", "xy", file}, "", ExitUsage, "", "upper: give either -e CODE or a FILE, not both"},
		{"program args", false, true, []string{file, "1", "2"}, "", ExitOK, "AB1,2", ""},
		{"no file", false, false, nil, "", ExitUsage, "", "usage: upper FILE\n"},
		{"no file, args", false, true, nil, "", ExitUsage, "", "upper: expected a FILE"},
		{"two files", false, false, []string{file, file}, "", ExitUsage, "", "upper: expected one FILE, got 2 arguments"},
		{"missing file", false, false, []string{filepath.Join(dir, "none.up")}, "", ExitUsage, "", "upper: open "},
		{"help", false, false, []string{"--help"}, "", ExitOK, "", "JIT parameters"},
		{"bad flag", false, false, []string{"--bogus", file}, "", ExitUsage, "", "flag provided but not defined: -bogus"},
		{"parse", false, false, []string{"-"}, "a!", ExitUsage, "", "-:1:2: unexpected '!'\n"},
		{"runtime", false, false, []string{"-"}, "?", ExitRuntime, "", "run:1:1: question\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var stdout, stderr bytes.Buffer
			code := Command(upper(tt.eval, tt.progArgs), tt.args, strings.NewReader(tt.stdin), &stdout, &stderr)
			if code != tt.wantCode || stdout.String() != tt.wantOut || !strings.Contains(stderr.String(), tt.wantErr) {
				t.Errorf("code %d, stdout %q, stderr %q; want %d, %q, stderr with %q",
					code, stdout.String(), stderr.String(), tt.wantCode, tt.wantOut, tt.wantErr)
			}
		})
	}
}
