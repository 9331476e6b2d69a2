package lang

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"sync"

	"github.com/microjit/microjit/jitcore/config"
)

// Config is everything a run takes besides the program's source.
type Config struct {
	// Args are the language's flags, then the program's arguments, as
	// the binary takes them after its JIT flags (bf: "--eof=zero";
	// toyvm: "--max-depth=50", "10").
	Args []string
	// Stdin is the program's input (nil: empty); Stdout its output
	// (nil: discarded); Stderr receives everything the program writes to
	// its error stream (a StderrMachine's: Python's sys.stderr, Prolog's
	// user_error and warnings) and the JIT's counters when JIT.Stats is
	// set (nil: discarded).
	Stdin          io.Reader
	Stdout, Stderr io.Writer
	// Interrupt, when set, delivers signals to the run of a machine
	// that is an InterruptibleMachine (the binary sends SIGINT and
	// SIGTERM on it); nil: none.
	Interrupt <-chan Signal
	// JIT are the JIT's options; the zero value runs the interpreter
	// alone.
	JIT config.Options
}

// Run loads the program src, named file, and runs it once: Configure
// with cfg.Args, then Execute. Any error is an *Error.
func (l *Language) Run(file string, src []byte, cfg Config) error {
	s, err := l.Configure(cfg.Args)
	if err != nil {
		return err
	}
	return l.Execute(s, file, src, cfg)
}

// Configure makes settings from args: the language's flags, then the
// program's arguments. An error is a usage error (*Error of KindUsage).
func (l *Language) Configure(args []string) (Settings, error) {
	fs := flag.NewFlagSet(l.Name, flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	s := l.NewSettings()
	s.Flags(fs)
	if err := fs.Parse(args); err != nil {
		return nil, &Error{Kind: KindUsage, Err: l.named(err)}
	}
	if err := l.Check(s, fs.Args()); err != nil {
		return nil, err
	}
	return s, nil
}

// Check runs s.Check(args): for a caller that parsed the language's
// flags itself (jitcore/cli). An error is an *Error of KindUsage.
func (l *Language) Check(s Settings, args []string) error {
	if err := s.Check(args); err != nil {
		return &Error{Kind: KindUsage, Err: l.named(err)}
	}
	return nil
}

// Execute loads src with the settings s and runs it once with cfg's
// input, output and JIT options (cfg.Args are not read: s holds them).
// It prints the JIT's counters to cfg.Stderr when cfg.JIT.Stats is set,
// whether or not the program failed. Any error is an *Error; a panic
// inside the language is a KindInternal error, not a crash of the caller.
func (l *Language) Execute(s Settings, file string, src []byte, cfg Config) (err error) {
	defer func() {
		if r := recover(); r != nil {
			if os.Getenv("MICROJIT_DEBUG") != "" && cfg.Stderr != nil {
				cfg.Stderr.Write(debug.Stack())
			}
			err = &Error{Kind: KindInternal, Err: l.named(fmt.Errorf("internal error: %v (please report this bug)", r))}
		}
	}()
	prog, err := s.Load(file, src)
	if err != nil {
		return newError(KindParse, err)
	}
	stdin := &watchedReader{r: cfg.Stdin}
	stdout := &watchedWriter{w: cfg.Stdout}
	if stdin.r == nil {
		stdin.r = eofReader{}
	}
	if stdout.w == nil {
		stdout.w = io.Discard
	}
	m, err := prog.NewMachine(stdin, stdout)
	if err != nil {
		return &Error{Kind: KindLimit, Err: l.named(err)}
	}
	defer m.Close()
	if w, ok := m.(StderrMachine); ok {
		stderr := cfg.Stderr
		if stderr == nil {
			stderr = io.Discard
		}
		w.SetStderr(stderr)
	}
	if err := m.EnableJIT(cfg.JIT); err != nil {
		return &Error{Kind: KindUsage, Err: l.named(err)}
	}
	if im, ok := m.(InterruptibleMachine); ok && cfg.Interrupt != nil {
		done := make(chan struct{})
		defer close(done)
		go forwardSignals(cfg.Interrupt, im, done)
	}
	err = m.Run()
	if s := m.JITStats(); s != nil && cfg.JIT.Stats && cfg.Stderr != nil {
		s.Write(cfg.Stderr)
		if c, ok := m.(CachingMachine); ok {
			fmt.Fprintf(cfg.Stderr, "jit: %v\n", c.ICStats())
		}
	}
	if err == nil {
		return nil
	}
	return newError(runKind(err, stdin.err, stdout.Err()), err)
}

// forwardSignals gives m each signal of sigs until done is closed.
func forwardSignals(sigs <-chan Signal, m InterruptibleMachine, done <-chan struct{}) {
	for {
		select {
		case sig, ok := <-sigs:
			if !ok {
				return
			}
			m.Interrupt(sig)
		case <-done:
			return
		}
	}
}

// runKind classifies the error a machine's Run returned, given the
// errors its input and output met.
func runKind(err, inErr, outErr error) Kind {
	switch {
	case errors.Is(err, ErrLimit):
		return KindLimit
	case inErr != nil && errors.Is(err, inErr), outErr != nil && errors.Is(err, outErr):
		return KindIO
	}
	return KindRuntime
}

// watchedReader keeps the first error of r other than io.EOF, so that
// Execute can tell a failed read from the program's own errors.
type watchedReader struct {
	r   io.Reader
	err error
}

// Unwrap is the reader below (see watchedWriter.Unwrap).
func (w *watchedReader) Unwrap() io.Reader { return w.r }

func (w *watchedReader) Read(p []byte) (int, error) {
	n, err := w.r.Read(p)
	if err != nil && err != io.EOF && w.err == nil {
		w.err = err
	}
	return n, err
}

// watchedWriter keeps the first error of w. Writes may come from a
// timed flush (cli.Output), on another goroutine.
type watchedWriter struct {
	w   io.Writer
	mu  sync.Mutex
	err error
}

// Unwrap is the writer below, for a language that asks what its stream
// is (a terminal, a file number).
func (w *watchedWriter) Unwrap() io.Writer { return w.w }

func (w *watchedWriter) Write(p []byte) (int, error) {
	n, err := w.w.Write(p)
	if err != nil {
		w.mu.Lock()
		if w.err == nil {
			w.err = err
		}
		w.mu.Unlock()
	}
	return n, err
}

// Err is the first error of the destination.
func (w *watchedWriter) Err() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	return w.err
}

// eofReader is an empty input.
type eofReader struct{}

func (eofReader) Read([]byte) (int, error) { return 0, io.EOF }
