package lang

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/ic"
	"github.com/microjit/microjit/jitcore/jitlog"
)

// echo is a language for the tests: a program is a list of words, run in
// order. "print X" writes X and a newline; "read" copies one byte of
// input to the output; "fail", "limit" and "panic" fail as their names
// say; a line "?" does not parse. Its one flag, --times N, runs the
// program N times (N at least 1); --ic makes its machines report inline
// cache counters.
var echo = &Language{
	Name:        "echo",
	Exts:        []string{".echo"},
	NewSettings: func() Settings { return &echoSettings{} },
}

type echoSettings struct {
	times int
	ic    bool
}

func (s *echoSettings) Flags(fs *flag.FlagSet) {
	fs.IntVar(&s.times, "times", 1, "")
	fs.BoolVar(&s.ic, "ic", false, "")
}

func (s *echoSettings) Check(args []string) error {
	if s.times < 1 || len(args) > 0 {
		return fmt.Errorf("bad settings: times %d, args %q", s.times, args)
	}
	return nil
}

func (s *echoSettings) Load(file string, src []byte) (Program, error) {
	lines := strings.Split(strings.TrimSpace(string(src)), "\n")
	for i, l := range lines {
		if l == "?" {
			return nil, &posError{Pos{File: file, Line: i + 1, Col: 1}, "syntax error"}
		}
	}
	return &echoProgram{lines: lines, times: s.times, ic: s.ic}, nil
}

type echoProgram struct {
	lines []string
	times int
	ic    bool
}

func (p *echoProgram) NewMachine(in io.Reader, out io.Writer) (Machine, error) {
	m := &echoMachine{p: p, in: in, out: out}
	if p.ic {
		return cachingMachine{m}, nil
	}
	return m, nil
}

// cachingMachine reports inline-cache counters.
type cachingMachine struct{ *echoMachine }

func (cachingMachine) ICStats() ic.Stats { return ic.Stats{Sites: 2, Hits: 3, Misses: 1} }

type echoMachine struct {
	p   *echoProgram
	in  io.Reader
	out io.Writer
	d   *jitcore.Driver
}

func (m *echoMachine) EnableJIT(o config.Options) error {
	if !o.Params.Enabled {
		return nil
	}
	d, err := jitcore.NewDriver(o, nil)
	m.d = d
	return err
}

func (m *echoMachine) Run() error {
	for range m.p.times {
		for i, l := range m.p.lines {
			pos := Pos{File: "p.echo", Line: i + 1, Col: 1}
			switch verb, arg, _ := strings.Cut(l, " "); verb {
			case "print":
				if _, err := fmt.Fprintln(m.out, arg); err != nil {
					return err
				}
			case "read":
				b := make([]byte, 1)
				if _, err := io.ReadFull(m.in, b); err != nil {
					return err
				}
				if _, err := m.out.Write(b); err != nil {
					return err
				}
			case "fail":
				return &posError{pos, "failed"}
			case "limit":
				return fmt.Errorf("%w: too deep", ErrLimit)
			case "panic":
				panic("boom")
			}
		}
	}
	return nil
}

func (m *echoMachine) JITStats() *jitlog.Stats {
	if m.d == nil {
		return nil
	}
	s := m.d.Stats()
	return &s
}

func (m *echoMachine) Close() error {
	if m.d != nil {
		return m.d.Close()
	}
	return nil
}

// posError is a positioned error of the echo language.
type posError struct {
	pos Pos
	msg string
}

func (e *posError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.pos.File, e.pos.Line, e.pos.Col, e.msg)
}
func (e *posError) Position() Pos { return e.pos }

// failingWriter fails every write.
type failingWriter struct{}

var errDiskFull = errors.New("no space left on device")

func (failingWriter) Write([]byte) (int, error) { return 0, errDiskFull }

// failingReader fails every read.
type failingReader struct{}

var errBadDisk = errors.New("input/output error")

func (failingReader) Read([]byte) (int, error) { return 0, errBadDisk }

func TestRunErrors(t *testing.T) {
	tests := []struct {
		name    string
		src     string
		cfg     Config
		want    Kind // 0: no error
		wantPos Pos
		wantMsg string
		status  int
	}{
		{name: "ok", src: "print a", status: ExitOK},
		{name: "bad flag", src: "print a", cfg: Config{Args: []string{"--bogus"}}, want: KindUsage,
			wantMsg: "echo: flag provided but not defined: -bogus", status: ExitUsage},
		{name: "bad value", src: "print a", cfg: Config{Args: []string{"--times=0"}}, want: KindUsage,
			wantMsg: "echo: bad settings: times 0", status: ExitUsage},
		{name: "parse", src: "print a\n?", want: KindParse, wantPos: Pos{"p.echo", 2, 1},
			wantMsg: "p.echo:2:1: syntax error", status: ExitUsage},
		{name: "runtime", src: "print a\nfail", want: KindRuntime, wantPos: Pos{"p.echo", 2, 1},
			wantMsg: "p.echo:2:1: failed", status: ExitRuntime},
		{name: "limit", src: "limit", want: KindLimit, wantMsg: "resource limit: too deep", status: ExitRuntime},
		{name: "write", src: "print a", cfg: Config{Stdout: failingWriter{}}, want: KindIO,
			wantMsg: "no space left on device", status: ExitRuntime},
		{name: "read", src: "read", cfg: Config{Stdin: failingReader{}}, want: KindIO,
			wantMsg: "input/output error", status: ExitRuntime},
		{name: "end of input", src: "read", want: KindRuntime, wantMsg: "EOF", status: ExitRuntime},
		{name: "panic", src: "panic", want: KindInternal,
			wantMsg: "echo: internal error: boom (please report this bug)", status: ExitInternal},
		{name: "bad JIT options", src: "print a",
			cfg:  Config{JIT: config.Options{Params: config.DefaultParams(), LogPath: "/nonexistent/dir/log"}},
			want: KindUsage, wantMsg: "echo: ", status: ExitUsage},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("MICROJIT_DEBUG", "")
			err := echo.Run("p.echo", []byte(tt.src), tt.cfg)
			if got := ExitStatus(err); got != tt.status {
				t.Errorf("ExitStatus = %d, want %d (error %v)", got, tt.status, err)
			}
			if tt.want == 0 {
				if err != nil {
					t.Fatalf("error %v, want none", err)
				}
				return
			}
			e, ok := errors.AsType[*Error](err)
			if !ok {
				t.Fatalf("error %T %v is not an *Error", err, err)
			}
			if e.Kind != tt.want || e.Pos != tt.wantPos || !strings.HasPrefix(e.Error(), tt.wantMsg) {
				t.Errorf("got %v at %v: %q; want %v at %v: %q...", e.Kind, e.Pos, e.Error(), tt.want, tt.wantPos, tt.wantMsg)
			}
		})
	}
}

// TestRunPassesSettingsAndOutput: the language's flags reach the program,
// and its output goes to Stdout.
func TestRunPassesSettingsAndOutput(t *testing.T) {
	var out bytes.Buffer
	if err := echo.Run("p.echo", []byte("print a\nread"), Config{
		Args: []string{"--times=2"}, Stdin: strings.NewReader("xy"), Stdout: &out,
	}); err != nil {
		t.Fatal(err)
	}
	if got := out.String(); got != "a\nxa\ny" {
		t.Errorf("output %q, want %q", got, "a\nxa\ny")
	}
}

// TestRunStats: --jit-stats's counters go to Stderr, after a failure
// too, with the inline caches' when the machine keeps them.
func TestRunStats(t *testing.T) {
	const icLine = "jit: inline caches: 2 sites, 3 hits"
	for _, tt := range []struct {
		src    string
		args   []string
		wantIC bool
	}{
		{"print a", nil, false},
		{"fail", nil, false},
		{"print a", []string{"--ic"}, true},
	} {
		var stderr bytes.Buffer
		opts := config.Options{Params: config.DefaultParams(), Stats: true}
		echo.Run("p.echo", []byte(tt.src), Config{Args: tt.args, Stderr: &stderr, JIT: opts})
		got := stderr.String()
		if !strings.Contains(got, "jit: loops 0") || strings.Contains(got, icLine) != tt.wantIC {
			t.Errorf("%q %q: stderr has not the JIT's counters (inline caches: %v):\n%s", tt.src, tt.args, tt.wantIC, got)
		}
	}
}

func TestKindString(t *testing.T) {
	for k, want := range map[Kind]string{KindParse: "parse", KindIO: "io", 0: "Kind(0)", 99: "Kind(99)"} {
		if got := k.String(); got != want {
			t.Errorf("Kind(%d).String() = %q, want %q", uint8(k), got, want)
		}
	}
}
