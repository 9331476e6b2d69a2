package langtest

import (
	"errors"
	"flag"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/microjit/microjit/jitcore/lang"
)

// Caps on one run of BadInput: how long it may run before it is sent
// lang.SigTerm, how long it then has to stop, and how much it may print.
const (
	BadInputTime   = 2 * time.Second
	BadInputStop   = 10 * time.Second
	BadInputOutput = 1 << 20
)

// BadInput runs src of l as a Go host embedding it would run input it
// does not trust: through the whole pipeline (Language.Run: parsing,
// compiling, running), with args (the language's memory caps), with the
// JIT eager when jit is set, stdin empty, stdout failing past
// BadInputOutput bytes and a temporary directory as the current one. Whatever src is, the run must end with its output
// or an error in the language's words: a Go panic (an internal error) or
// a fatal Go error (which ends the test binary) is a finding, and so is a
// run that does not stop within BadInputStop of the SigTerm it is sent
// after BadInputTime. The language must be an InterruptibleMachine's.
func BadInput(t testing.TB, l *lang.Language, file string, src []byte, args []string, jit bool) {
	t.Helper()
	t.Chdir(t.TempDir()) // the files a program makes or removes are its own
	cfg := lang.Config{Args: args, Stdout: &cappedWriter{left: BadInputOutput}, Stderr: &cappedWriter{left: BadInputOutput}}
	if jit {
		cfg.JIT = Eager(t)
	}
	sigs := make(chan lang.Signal, 1)
	cfg.Interrupt = sigs
	done := make(chan error, 1)
	go func() { done <- l.Run(file, src, cfg) }()
	var err error
	select {
	case err = <-done:
	case <-time.After(BadInputTime):
		sigs <- lang.SigTerm
		select {
		case err = <-done:
		case <-time.After(BadInputStop):
			t.Fatalf("the run did not stop within %v of SIGTERM\nprogram:\n%s", BadInputStop, src)
		}
	}
	if e, ok := errors.AsType[*lang.Error](err); ok && e.Kind == lang.KindInternal {
		t.Fatalf("internal error: %v\nprogram:\n%s", err, src)
	}
}

// BadInputSeeds adds every file of dir whose name ends in ext (a
// language's conformance cases) to f, for the fuzzer to mutate, when the
// test binary fuzzes (-test.fuzz): a plain go test runs the target's own
// seeds only, as the conformance runner runs the cases already.
func BadInputSeeds(f *testing.F, dir, ext string) {
	if fl := flag.Lookup("test.fuzz"); fl == nil || fl.Value.String() == "" {
		return
	}
	paths, err := filepath.Glob(filepath.Join(dir, "*"+ext))
	if err != nil {
		f.Fatal(err)
	}
	for _, p := range paths {
		src, err := os.ReadFile(p)
		if err != nil {
			f.Fatal(err)
		}
		f.Add(src, false)
	}
}

// cappedWriter takes left bytes, then fails every write: a run that
// prints without end meets a full disk instead of filling the memory.
type cappedWriter struct {
	mu   sync.Mutex
	left int
}

var errCapped = errors.New("output cap reached")

func (w *cappedWriter) Write(p []byte) (int, error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if len(p) > w.left {
		n := w.left
		w.left = 0
		return n, errCapped
	}
	w.left -= len(p)
	return len(p), nil
}
