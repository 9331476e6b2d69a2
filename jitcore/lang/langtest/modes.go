package langtest

import (
	"bytes"
	"errors"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/jittest"
	"github.com/microjit/microjit/jitcore/lang"
)

// A Result is how one run of a program ended: what it printed and its
// error, if any, in the language's words.
type Result struct {
	Stdout string
	Err    string    // the error's message, or "" when the run succeeded
	Kind   lang.Kind // the error's kind, when Err is not ""
}

// RunMode runs src of l once with the JIT on (eager: every loop and
// function compiled at once) or off, with stdin and args, and returns how
// it ended.
func RunMode(t testing.TB, l *lang.Language, file string, src, stdin []byte, args []string, jit bool) Result {
	t.Helper()
	var opts config.Options
	if jit {
		opts = Eager(t)
	}
	return runWith(l, file, src, stdin, args, opts)
}

// runWith runs src of l once with the JIT options opts.
func runWith(l *lang.Language, file string, src, stdin []byte, args []string, opts config.Options) Result {
	var out bytes.Buffer
	cfg := lang.Config{Args: args, Stdin: bytes.NewReader(stdin), Stdout: &out, JIT: opts}
	var r Result
	if err := l.Run(file, src, cfg); err != nil {
		r.Err = err.Error()
		var le *lang.Error
		if errors.As(err, &le) {
			r.Kind = le.Kind
		}
	}
	r.Stdout = out.String()
	return r
}

// ModesAgree runs src of l with the JIT off and with it eager on every
// backend (the portable executor, and native code where it runs), and
// fails t unless all end alike (output, error message and kind) and none
// is an internal error (a bug in microjit: a Go panic the language
// caught, say). It is the check of every language's fuzz target over
// generated programs, and returns the interpreter's result.
func ModesAgree(t testing.TB, l *lang.Language, file string, src, stdin []byte, args []string) Result {
	t.Helper()
	interp := RunMode(t, l, file, src, stdin, args, false)
	check := func(mode string, r Result) {
		t.Helper()
		if r.Err != "" && r.Kind == lang.KindInternal {
			t.Fatalf("internal error (%s): %s\nprogram:\n%s", mode, r.Err, src)
		}
	}
	check("interpreter", interp)
	for _, b := range jittest.Backends() {
		opts := Eager(t)
		if err := opts.Params.Set("backend=" + b); err != nil {
			t.Fatal(err)
		}
		jit := runWith(l, file, src, stdin, args, opts)
		check("eager JIT, backend="+b, jit)
		if interp != jit {
			t.Fatalf("the JIT changes the result (backend=%s)\ninterpreter: %+v\neager JIT:   %+v\nprogram:\n%s", b, interp, jit, src)
		}
	}
	return interp
}
