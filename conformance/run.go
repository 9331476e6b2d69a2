package conformance

import (
	"bytes"
	"fmt"
	"strings"
	"time"

	"github.com/google/go-cmp/cmp"
)

// Result is what one run of a case gave.
type Result struct {
	Case     *Case
	Mode     Mode
	Duration time.Duration
	Err      error // nil when the case passed (or failed of a known bug)
	// KnownBug is the language's KnownBugs (or Missing, prefixed
	// "missing: ") entry for a case that failed of it; the case counts as
	// excluded, not failed.
	KnownBug string
}

// A Runner runs a case's program once in a mode: in-process through the
// language's jitcore/lang API (InProcess), or as a subprocess of the
// language's binary (Binary), which is the same API behind the binary's
// command line.
type Runner interface {
	// run runs c in mode m, giving up after timeout.
	run(c *Case, m Mode, timeout time.Duration) (outcome, error)
}

// outcome is how a run ended: what it printed and its exit status.
type outcome struct {
	stdout []byte
	stderr string
	exit   int
	// stopped: a prefix case was stopped once it printed enough.
	stopped bool
}

// Run runs c with r in mode m, giving up after timeout.
func (c *Case) Run(r Runner, m Mode, timeout time.Duration) Result {
	start := time.Now()
	o, err := r.run(c, m, timeout)
	if err == nil {
		err = c.check(o)
	}
	res := Result{Case: c, Mode: m, Duration: time.Since(start), Err: err}
	if bug, ok := c.Lang.KnownBugs[c.Name]; ok && err != nil && m.Name != Modes[0].Name {
		res.Err, res.KnownBug = nil, bug
	}
	if what, ok := c.Lang.Missing[c.Name]; ok && err != nil {
		res.Err, res.KnownBug = nil, "missing: "+what
	}
	return res
}

// check compares a run's outcome with what c expects.
func (c *Case) check(o outcome) error {
	if o.stopped {
		return c.compare(o.stdout)
	}
	if o.exit != c.WantExit {
		return fmt.Errorf("exit status %d, want %d; stderr:\n%s", o.exit, c.WantExit, tail(o.stderr))
	}
	if c.WantStderr != "" && !strings.Contains(o.stderr, c.WantStderr) {
		return fmt.Errorf("stderr does not contain %q:\n%s", c.WantStderr, tail(o.stderr))
	}
	if c.WantExit == 0 && c.WantStderr == "" && !c.AnyStderr && !c.MergeStderr && o.stderr != "" {
		return fmt.Errorf("unexpected stderr:\n%s", tail(o.stderr))
	}
	return c.compare(o.stdout)
}

func (c *Case) compare(got []byte) error {
	want := c.Want
	if c.TrimNewline {
		got = bytes.TrimSuffix(got, []byte("\n"))
		want = bytes.TrimSuffix(want, []byte("\n"))
	}
	if bytes.Equal(got, want) {
		return nil
	}
	return fmt.Errorf("stdout differs (-want +got):\n%s", tail(cmp.Diff(lines(want), lines(got))))
}

// lines splits output for a readable diff; binary output still diffs.
func lines(b []byte) []string { return strings.SplitAfter(string(b), "\n") }

// tail keeps error messages readable when a program prints a lot.
func tail(s string) string {
	const max = 4000
	if len(s) > max {
		return "..." + s[len(s)-max:]
	}
	return s
}
