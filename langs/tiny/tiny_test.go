package tiny

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/jitlog"
	"github.com/microjit/microjit/jitcore/jittest"
)

// run runs src with the JIT parameters params ("" = JIT off) and returns
// its output, its error text, and the driver's counters.
func run(t *testing.T, src, params string) (string, string, jitlog.Stats) {
	t.Helper()
	prog, err := Parse("t.tiny", []byte(src))
	if err != nil {
		return "", err.Error(), jitlog.Stats{}
	}
	code, err := Compile("t.tiny", prog)
	if err != nil {
		return "", err.Error(), jitlog.Stats{}
	}
	var out bytes.Buffer
	m := NewMachine(code, &out)
	defer m.Close()
	opts := config.Options{Params: config.DefaultParams()}
	opts.Params.Enabled = params != ""
	if params != "" {
		if err := opts.Params.Set(params); err != nil {
			t.Fatal(err)
		}
	}
	if err := m.EnableJIT(opts); err != nil {
		t.Fatal(err)
	}
	errText := ""
	if err := m.Run(); err != nil {
		errText = err.Error()
	}
	var st jitlog.Stats
	if s := m.JITStats(); s != nil {
		st = *s
	}
	return out.String(), errText, st
}

// modes are the JIT settings every program must agree in: the
// conformance runner's forced mode on each backend, and the defaults.
func modes() []string {
	var ms []string
	for _, b := range jittest.Backends() {
		ms = append(ms, "threshold=1,trace_eagerness=1,backend="+b, "backend="+b)
	}
	return ms
}

// programs are small programs whose traces guard, bridge, promote and
// fail at run time; the examples are added by TestJITAgrees.
var programs = map[string]string{
	"bridges":    "i = 0\ns = 0\nwhile i < 3000 {\n if i % 3 == 0 { s = s + i } else { s = s - 1 }\n i = i + 1\n}\nprint s\n",
	"flexswitch": "i = 0\ns = 0\nwhile i < 3000 {\n s = s + pow(3, i % 5)\n i = i + 1\n}\nprint s\n",
	"nested":     "i = 0\nt = 0\nwhile i < 200 {\n j = 0\n while j < i { t = t + j\n j = j + 1 }\n i = i + 1\n}\nprint t\n",
	"div zero":   "d = 3000\ns = 0\nwhile 1 {\n s = s + 100000 / d\n d = d - 1\n}\n",
	"pow neg":    "e = 3000\nwhile 1 {\n print pow(1, e)\n e = e - 1\n}\n",
}

// TestJITAgrees checks that every JIT mode prints and fails exactly as
// the interpreter does.
func TestJITAgrees(t *testing.T) {
	srcs := map[string]string{}
	for name, src := range programs {
		srcs[name] = src
	}
	examples, _ := filepath.Glob("examples/*.tiny")
	for _, path := range examples {
		src, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		srcs[path] = string(src)
	}
	for name, src := range srcs {
		wantOut, wantErr, _ := run(t, src, "")
		for _, mode := range modes() {
			out, errText, _ := run(t, src, mode)
			if out != wantOut || errText != wantErr {
				t.Errorf("%s with %s:\noutput %q, error %q\nwant %q, %q", name, mode, out, errText, wantOut, wantErr)
			}
		}
	}
}

// TestLoopCompiles checks what docs/new-language.md shows: the example loop
// runs as a compiled loop, and pow's promoted exponent grows a
// flexswitch.
func TestLoopCompiles(t *testing.T) {
	src, err := os.ReadFile("examples/loop.tiny")
	if err != nil {
		t.Fatal(err)
	}
	if _, _, st := run(t, string(src), "jit=on"); st.Loops != 1 || st.Entries == 0 {
		t.Errorf("examples/loop.tiny: %d loops, %d entries; want 1 loop that runs", st.Loops, st.Entries)
	}
	if _, _, st := run(t, programs["flexswitch"], "threshold=1,trace_eagerness=1"); st.Bridges < 4 {
		t.Errorf("pow(3, i %% 5): %d bridges, want one per exponent after the first", st.Bridges)
	}
}

func TestErrors(t *testing.T) {
	tests := []struct{ name, src, want string }{
		{"syntax", "x = (1\n", `t.tiny:2:1: unexpected token "<EOF>" (expected ")")`},
		{"undefined", "x = 1\nprint y\n", "t.tiny:2:7: undefined variable y"},
		{"unknown function", "print f(1)\n", "t.tiny:1:7: unknown function f"},
		{"arguments", "print pow(1)\n", "t.tiny:1:7: pow takes 2 arguments, not 1"},
		{"too large", "print 99999999999999999999\n", "t.tiny:1:7: integer 99999999999999999999 does not fit in 64 bits"},
		{"division by zero", "x = 0\nprint 1 % x\n", "t.tiny:2:9: division by zero"},
		{"negative exponent", "print pow(2, -1)\n", "t.tiny:1:7: pow: negative exponent"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if _, got, _ := run(t, tt.src, ""); got != tt.want {
				t.Errorf("error %q, want %q", got, tt.want)
			}
		})
	}
}

// TestEmptyProgram checks that programs without variables run (every
// instruction reads slot 0).
func TestEmptyProgram(t *testing.T) {
	for src, want := range map[string]string{"": "", "# nothing\n": "", "print 1\n": "1\n"} {
		if out, errText, _ := run(t, src, ""); out != want || errText != "" {
			t.Errorf("%q: output %q, error %q; want %q", src, out, errText, want)
		}
	}
}

// TestInlineDepth: a loop whose call nests three functions deep inlines
// them all by default; with max_inline_depth=2 the recording stops at
// the third and makes it hot, so it gets a function trace of its own,
// which the loop then calls. The result is the interpreter's either way.
func TestInlineDepth(t *testing.T) {
	const src = "func f(x) {\n    return g(x) + 1\n}\nfunc g(x) {\n    return h(x) * 2\n}\nfunc h(x) {\n    return x - 3\n}\n" +
		"i = 0\ns = 0\nwhile i < 5000 {\n    s = s + f(i)\n    i = i + 1\n}\nprint s\n"
	want, _, _ := run(t, src, "")
	for _, tt := range []struct {
		params    string
		functions bool
	}{
		{"threshold=50,function_threshold=100000", false},
		{"threshold=50,function_threshold=100000,max_inline_depth=2", true},
	} {
		got, errText, st := run(t, src, tt.params)
		if got != want || errText != "" {
			t.Fatalf("%s: %q, %q; the interpreter printed %q", tt.params, got, errText, want)
		}
		if st.Loops != 1 || (st.Functions > 0) != tt.functions {
			t.Errorf("%s: %d loops, %d functions; want 1 loop, function traces %v", tt.params, st.Loops, st.Functions, tt.functions)
		}
	}
}
