// Package langtest holds checks every language's tests run through
// jitcore/lang.
package langtest

import (
	"bytes"
	"errors"
	"sync"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
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
