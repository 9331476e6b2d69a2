package langtest_test

import (
	"flag"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/jitlog"
	"github.com/microjit/microjit/jitcore/lang"
	"github.com/microjit/microjit/jitcore/lang/langtest"
)

// say is a language for the test: each line of a program is printed,
// except "jit" lines, printed only with the JIT on (a language whose JIT
// is wrong), "exec" lines, printed only with the JIT on the portable
// executor (a backend that is wrong), and "panic", which panics (a bug in
// the language).
var say = &lang.Language{
	Name:        "say",
	Exts:        []string{".say"},
	NewSettings: func() lang.Settings { return saySettings{} },
}

type saySettings struct{}

func (saySettings) Flags(*flag.FlagSet)  {}
func (saySettings) Check([]string) error { return nil }
func (saySettings) Load(_ string, src []byte) (lang.Program, error) {
	return sayProgram(strings.Fields(string(src))), nil
}

type sayProgram []string

func (p sayProgram) NewMachine(_ io.Reader, out io.Writer) (lang.Machine, error) {
	return &sayMachine{p: p, out: out}, nil
}

type sayMachine struct {
	p    sayProgram
	out  io.Writer
	jit  bool
	exec bool
}

func (m *sayMachine) EnableJIT(o config.Options) error {
	m.jit, m.exec = o.Params.Enabled, o.Params.Enabled && o.Params.Backend == "exec"
	return nil
}

func (m *sayMachine) JITStats() *jitlog.Stats { return nil }
func (m *sayMachine) Close() error            { return nil }
func (m *sayMachine) Run() error {
	for _, w := range m.p {
		switch {
		case w == "panic":
			panic("boom")
		case w == "jit" && !m.jit, w == "exec" && !m.exec:
		default:
			fmt.Fprintln(m.out, w)
		}
	}
	return nil
}

// failures records what a check reports instead of failing the test.
type failures struct {
	testing.TB
	msgs []string
}

type stop struct{}

func (f *failures) Helper() {}
func (f *failures) Fatalf(format string, args ...any) {
	f.msgs = append(f.msgs, fmt.Sprintf(format, args...))
	panic(stop{})
}

// check runs ModesAgree on src and returns what it reported.
func check(t *testing.T, src string) (r langtest.Result, msgs []string) {
	f := &failures{TB: t}
	defer func() {
		if p := recover(); p != nil && p != (stop{}) {
			panic(p)
		}
		msgs = f.msgs
	}()
	return langtest.ModesAgree(f, say, "p.say", []byte(src), nil, nil), nil
}

func TestModesAgree(t *testing.T) {
	tests := []struct {
		src, want, fail string
	}{
		{src: "a b", want: "a\nb\n"},
		{src: "a jit", fail: "the JIT changes the result"},
		{src: "a exec", fail: "the JIT changes the result (backend=exec)"},
		{src: "a panic", fail: "internal error"},
	}
	for _, tt := range tests {
		r, msgs := check(t, tt.src)
		switch {
		case tt.fail == "" && (len(msgs) > 0 || r.Stdout != tt.want):
			t.Errorf("%q: got %+v %q, want output %q", tt.src, r, msgs, tt.want)
		case tt.fail != "" && (len(msgs) != 1 || !strings.Contains(msgs[0], tt.fail)):
			t.Errorf("%q: reported %q, want %q", tt.src, msgs, tt.fail)
		}
	}
}

func TestChooser(t *testing.T) {
	c := langtest.NewChooser([]byte{7, 200})
	if got := c.Intn(5); got != 2 {
		t.Errorf("Intn(5) on 7 = %d, want 2", got)
	}
	if got := c.Intn(10); got != 0 || !c.Done() {
		t.Errorf("Intn(10) on 200 = %d, done %v; want 0, true", got, c.Done())
	}
	if got := c.Intn(3); got != 0 {
		t.Errorf("Intn(3) past the end = %d, want 0", got)
	}
}
