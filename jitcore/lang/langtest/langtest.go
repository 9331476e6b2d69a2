// Package langtest holds checks every language's tests run through
// jitcore/lang.
package langtest

import (
	"bytes"
	"sync"
	"testing"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/lang"
)

// Eager are JIT options that compile every loop at once, so that
// concurrent runs record and compile at the same time.
func Eager(t testing.TB) jitcore.Options {
	t.Helper()
	p := jitcore.DefaultParams()
	if err := p.Set("jit=on,threshold=1,function_threshold=1,trace_eagerness=1"); err != nil {
		t.Fatal(err)
	}
	return jitcore.Options{Params: p}
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
