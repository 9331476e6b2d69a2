// Package langtest holds checks every language's tests run through
// jitcore/lang.
package langtest

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"os/exec"
	"runtime/debug"
	"strconv"
	"sync"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/jittest"
	"github.com/microjit/microjit/jitcore/lang"
)

// Eager are JIT options that compile every loop at once, so that
// concurrent runs record and compile at the same time.
func Eager(t testing.TB) config.Options {
	t.Helper()
	p := config.DefaultParams()
	if err := p.Set("jit=on,threshold=1,function_threshold=1,trace_eagerness=1"); err != nil {
		t.Fatal(err)
	}
	return config.Options{Params: p}
}

// Concurrent runs the program src of l in several goroutines at once, in
// two ways: each goroutine loads it itself (Language.Run), and all run one
// loaded Program, each in its own machine. Every run must print want.
// Run it with -race: a language whose runs share state fails there.
func Concurrent(t *testing.T, l *lang.Language, file string, src []byte, args []string, want string) {
	const goroutines = 2
	opts := Eager(t)
	s, err := l.Configure(args)
	if err != nil {
		t.Fatal(err)
	}
	prog, err := s.Load(file, src)
	if err != nil {
		t.Fatal(err)
	}
	runs := map[string]func(out *bytes.Buffer) error{
		"Language.Run": func(out *bytes.Buffer) error {
			return l.Run(file, src, lang.Config{Args: args, Stdout: out, JIT: opts})
		},
		"one Program": func(out *bytes.Buffer) error {
			m, err := prog.NewMachine(bytes.NewReader(nil), out)
			if err != nil {
				return err
			}
			defer m.Close()
			if err := m.EnableJIT(opts); err != nil {
				return err
			}
			return m.Run()
		},
	}
	for name, run := range runs {
		t.Run(name, func(t *testing.T) {
			var wg sync.WaitGroup
			outs := make([]bytes.Buffer, goroutines)
			errs := make([]error, goroutines)
			for i := range goroutines {
				wg.Go(func() { errs[i] = run(&outs[i]) })
			}
			wg.Wait()
			for i := range goroutines {
				if errs[i] != nil || outs[i].String() != want {
					t.Errorf("goroutine %d: output %q, error %v; want %q", i, outs[i].String(), errs[i], want)
				}
			}
		})
	}
}

// Kind is a program (with the language's flags and the program's
// arguments) and the kind of error running it must give.
type Kind struct {
	Src  string
	Args []string
	Want lang.Kind
}

// Kinds runs each program of l, as file, and checks the kind of its
// error.
func Kinds(t *testing.T, l *lang.Language, file string, tests []Kind) {
	t.Helper()
	for _, tt := range tests {
		err := l.Run(file, []byte(tt.Src), lang.Config{Args: tt.Args})
		if e, ok := errors.AsType[*lang.Error](err); !ok || e.Kind != tt.Want {
			t.Errorf("%q %q: error %v, want kind %v", tt.Src, tt.Args, err, tt.Want)
		}
	}
}

// HostStack is the Go stack HostSurvives allows each goroutine: a run
// that recursed in Go over its program's data would pass it (a fatal
// error that ends the test binary, as it would end an embedding host),
// while a run that keeps its walks bounded stays far below it.
const HostStack = 64 << 20

// HostSurvives runs a hostile program of l (data nested past any stack,
// cyclic data, allocation without end) in one goroutine while benign
// runs go on beside it, as a Go program embedding l would: the hostile
// run must end with an error of its Kind, and every benign run must
// print want. Go's stack is capped at HostStack while it runs.
func HostSurvives(t *testing.T, l *lang.Language, file string, hostile Kind, benign []byte, want string) {
	t.Helper()
	const benignRuns = 4
	old := debug.SetMaxStack(HostStack)
	defer debug.SetMaxStack(old)
	var wg sync.WaitGroup
	var hostileErr error
	outs := make([]bytes.Buffer, benignRuns)
	errs := make([]error, benignRuns)
	wg.Go(func() {
		hostileErr = l.Run(file, []byte(hostile.Src), lang.Config{Args: hostile.Args})
	})
	for i := range benignRuns {
		wg.Go(func() { errs[i] = l.Run(file, benign, lang.Config{Stdout: &outs[i]}) })
	}
	wg.Wait()
	if e, ok := errors.AsType[*lang.Error](hostileErr); !ok || e.Kind != hostile.Want {
		t.Errorf("hostile %q: error %v, want kind %v", hostile.Src, hostileErr, hostile.Want)
	}
	for i := range benignRuns {
		if errs[i] != nil || outs[i].String() != want {
			t.Errorf("benign run %d beside %q: output %q, error %v; want %q", i, hostile.Src, outs[i].String(), errs[i], want)
		}
	}
}

// Environment of a test binary that ManyRuns started as its child.
const (
	childRuns = "MICROJIT_TEST_MANY_RUNS" // how many runs at once
	childFile = "MICROJIT_TEST_MANY_FILE" // the program's file
	childWant = "MICROJIT_TEST_MANY_WANT" // what each run must print
)

// ManyRuns runs n runs of the program file of l at once through the
// embedding API, in a child process (the test binary again) whose address
// space is limited to ulimitKB kilobytes, as in a container: every run
// must print want. The language's TestMain must call Child first.
func ManyRuns(t *testing.T, l *lang.Language, n, ulimitKB int, file, want string) {
	t.Helper()
	SkipUnderRace(t)
	cmd := exec.Command("/bin/sh", "-c", `ulimit -v "$0" && exec "$@"`, strconv.Itoa(ulimitKB), os.Args[0], "-test.run=^$")
	cmd.Env = append(os.Environ(), childRuns+"="+strconv.Itoa(n), childFile+"="+file, childWant+"="+want)
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Errorf("%d runs at once under ulimit -v %d: %v\n%s", n, ulimitKB, err, out)
	}
}

// SkipUnderRace skips a test that runs a child under ulimit -v when the
// race detector is on: ThreadSanitizer maps terabytes of shadow memory at
// start, so under any address-space limit the child dies before main.
func SkipUnderRace(t *testing.T) {
	t.Helper()
	if jittest.Race {
		t.Skip("ulimit -v leaves no room for the race detector's shadow memory")
	}
}

// Child runs ManyRuns's child and exits when the test binary is one;
// else it returns. A language's TestMain calls it first.
func Child(l *lang.Language) {
	runs := os.Getenv(childRuns)
	if runs == "" {
		return
	}
	n, _ := strconv.Atoi(runs)
	file, want := os.Getenv(childFile), os.Getenv(childWant)
	src, err := os.ReadFile(file)
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	var wg sync.WaitGroup
	var mu sync.Mutex
	failed := 0
	for i := range n {
		wg.Go(func() {
			var out bytes.Buffer
			err := l.Run(file, src, lang.Config{Stdout: &out})
			if err != nil || out.String() != want {
				mu.Lock()
				failed++
				fmt.Fprintf(os.Stderr, "run %d: output %q, error %v\n", i, out.String(), err)
				mu.Unlock()
			}
		})
	}
	wg.Wait()
	if failed > 0 {
		fmt.Fprintf(os.Stderr, "%d of %d runs failed\n", failed, n)
		os.Exit(1)
	}
	os.Exit(0)
}

// Stderr checks the embedding API's contract for the error stream: src,
// a program of l that writes errText to its error stream and outText to
// its output, gives Config.Stderr exactly errText (and nothing else of
// the run's: the program succeeds), and with Config.Stderr nil writes
// nothing to the process's standard error.
func Stderr(t *testing.T, l *lang.Language, file, src, outText, errText string) {
	t.Helper()
	var out, errOut bytes.Buffer
	if err := l.Run(file, []byte(src), lang.Config{Stdout: &out, Stderr: &errOut}); err != nil || out.String() != outText || errOut.String() != errText {
		t.Errorf("with Stderr: output %q, stderr %q, error %v; want %q, %q", out.String(), errOut.String(), err, outText, errText)
	}
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	saved := os.Stderr
	os.Stderr = w
	out.Reset()
	err = l.Run(file, []byte(src), lang.Config{Stdout: &out})
	os.Stderr = saved
	w.Close()
	leaked, _ := io.ReadAll(r)
	r.Close()
	if err != nil || out.String() != outText || len(leaked) > 0 {
		t.Errorf("without Stderr: output %q, error %v, the process's stderr got %q; want %q and nothing", out.String(), err, leaked, outText)
	}
}
