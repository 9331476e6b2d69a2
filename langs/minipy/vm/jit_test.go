package vm

import (
	"bytes"
	"strings"
	"testing"
	"time"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/jitlog"
	"github.com/microjit/microjit/jitcore/lang"
	"github.com/microjit/microjit/langs/minipy/compile"
)

// runJIT runs src with the JIT on, its parameters params (the
// defaults' changed by them), and returns the output, the error's text
// and the JIT's counters. Broken guard rails panic in a test binary.
func runJIT(t *testing.T, src, params string, during func(*VM)) (string, string, *jitlog.Stats) {
	t.Helper()
	v, out := newJITVM(t, params)
	code, err := Compile("test.py", []byte(src), false)
	if err != nil {
		t.Fatal(err)
	}
	if during != nil {
		go during(v)
	}
	errText := ""
	if err := v.RunMain("test.py", []byte(src), code); err != nil {
		errText = err.Error()
	}
	return out.String(), errText, v.JITStats()
}

// newJITVM makes a VM with the JIT on, its parameters params, writing
// to the buffer it returns; the test closes it.
func newJITVM(t *testing.T, params string) (*VM, *bytes.Buffer) {
	t.Helper()
	var out bytes.Buffer
	v, err := New(Config{Argv: []string{"test.py"}}, bytes.NewReader(nil), &out)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { v.Close() })
	opts := config.Options{Params: config.DefaultParams()}
	if err := opts.Params.Set(params); err != nil {
		t.Fatal(err)
	}
	if err := v.EnableJIT(opts); err != nil {
		t.Fatal(err)
	}
	return v, &out
}

// backends are the JIT's code generators, each forced on every loop.
var backends = []string{"threshold=1,trace_eagerness=1,backend=native", "threshold=1,trace_eagerness=1,backend=exec"}

// TestJITGolden runs the golden programs with the JIT forced on every
// loop, on both backends: the output is CPython's still.
func TestJITGolden(t *testing.T) {
	for _, params := range backends {
		t.Run(params, func(t *testing.T) {
			eachGolden(t, func(t *testing.T, src string) (string, string) {
				out, errText, _ := runJIT(t, src, params, nil)
				return out, errText
			})
		})
	}
}

// TestJITCompiles checks that loops on ints run as compiled code, with
// the results of the interpreter, and that what a recording does not
// follow is left to it.
func TestJITCompiles(t *testing.T) {
	for _, c := range []struct {
		name, src, want string
		loops           bool // compiled code runs
	}{
		{"range", "def f(n):\n    s = 0\n    for i in range(n):\n        s += i * 3 % 7 - i // 5\n    return s\nprint(f(5000))\n", "-2482503\n", true},
		{"while", "def f(n):\n    k = 0\n    while n != 1:\n        n = n // 2 if n % 2 == 0 else 3 * n + 1\n        k += 1\n    return k\nprint(f(27))\n", "111\n", true},
		{"negative steps", "def f():\n    s = 0\n    for i in range(100, -100, -3):\n        s = -s + i % 9 + i // 4\n    return s\nprint(f())\n", "9\n", true},
		{"calls", "def f(n):\n    s = []\n    for i in range(n):\n        s.append(i)\n    return len(s)\nprint(f(100))\n", "100\n", false},
	} {
		for _, params := range backends {
			t.Run(c.name+"/"+params, func(t *testing.T) {
				got, errText, st := runJIT(t, c.src, params, nil)
				if errText != "" || got != c.want {
					t.Fatalf("got %q, error %q; want %q", got, errText, c.want)
				}
				if ran := st.Loops > 0 && st.Entries > 0; ran != c.loops {
					t.Errorf("%d loops compiled, entered %d times; want compiled code to run: %v", st.Loops, st.Entries, c.loops)
				}
			})
		}
	}
}

// TestJITInterrupt stops an endless compiled loop with a signal: the
// program sees KeyboardInterrupt, and a second loop compiles after it.
func TestJITInterrupt(t *testing.T) {
	src := `def f():
    x = 0
    try:
        while True:
            x += 1
    except KeyboardInterrupt:
        print("interrupted")
    for i in range(10000):
        x += i
    print(x > 0)
f()
`
	for _, params := range backends {
		t.Run(params, func(t *testing.T) {
			got, errText, st := runJIT(t, src, params, func(v *VM) {
				time.Sleep(100 * time.Millisecond)
				v.Interrupt(lang.SigInt)
			})
			if errText != "" || got != "interrupted\nTrue\n" {
				t.Fatalf("got %q, error %q", got, errText)
			}
			if st.Loops < 2 {
				t.Errorf("%d loops compiled, want both", st.Loops)
			}
		})
	}
}

// TestJITIdleJump checks that the backward jump of a loop whose
// recordings abort until it is blacklisted is marked idle, so that
// fastLoop no longer calls the JIT there, and that the loop still runs.
func TestJITIdleJump(t *testing.T) {
	src := "def f(n):\n    s = []\n    for i in range(n):\n        s.append(i)\n    return len(s)\nfor k in range(5):\n    print(f(50))\n"
	v, out := newJITVM(t, "threshold=2,max_aborts=2")
	code, err := Compile("test.py", []byte(src), false)
	if err != nil {
		t.Fatal(err)
	}
	if err := v.RunMain("test.py", []byte(src), code); err != nil {
		t.Fatal(err)
	}
	if want := strings.Repeat("50\n", 5); out.String() != want {
		t.Fatalf("output %q, want %q", out.String(), want)
	}
	if st := v.JITStats(); st.Blacklisted == 0 {
		t.Fatalf("no loop blacklisted: %+v", st)
	}
	mv, _ := v.modules.strGet("__main__")
	fv, ok := v.obj(mv).(*Module).globals.strGet("f")
	if !ok {
		t.Fatal("no f in __main__")
	}
	idle := 0
	for _, in := range v.obj(fv).(*Function).code.quick {
		if in.Op == compile.JUMP_BACKWARD && in.Cache&jumpIdle != 0 {
			idle++
		}
	}
	if idle != 1 {
		t.Errorf("%d of f's backward jumps marked idle, want 1", idle)
	}
}

// TestJITShortLoops checks that a compiled loop that each entry runs a
// couple of times (a gcd called from a loop that is not compiled) is
// no longer entered from the interpreter once its entries are judged,
// and that the program's result stays.
func TestJITShortLoops(t *testing.T) {
	src := "def gcd(a, b):\n    while b != 0:\n        t = a % b\n        a = b\n        b = t\n    return a\ns = []\nfor a in range(1, 90):\n    for b in range(a + 1, 90):\n        s.append(gcd(a, b))\nprint(sum(s))\n"
	got, errText, st := runJIT(t, src, "", nil)
	if errText != "" || got != "9778\n" {
		t.Fatalf("got %q, error %q", got, errText)
	}
	if st.Loops == 0 || st.Entries == 0 || st.Entries > 2000 {
		t.Errorf("%d loops compiled, entered %d times; want gcd's compiled and entered at most 2000 times of 3916 calls", st.Loops, st.Entries)
	}
}
