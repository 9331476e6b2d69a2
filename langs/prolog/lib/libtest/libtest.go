// Package libtest runs Prolog goals for the tests of the libraries
// written in Go: on a machine in SWI-Prolog's dialect with the libraries
// given, it consults a program, runs a goal once and returns what it
// wrote, then "false" when it failed or "error: E" when it raised E.
package libtest

import (
	"bytes"
	"regexp"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/syntax"
)

// Case is a program, a goal and what running the goal writes.
type Case struct {
	Name, Program, Goal, Want string
}

// Run runs each case on a fresh machine with libs and checks its output
// (variable names _123 are written _).
func Run(t *testing.T, libs []*engine.Library, cases []Case) {
	t.Helper()
	RunHeap(t, libs, heap.Config{}, cases)
}

// RunHeap is Run on machines whose heaps are configured by hc (a
// collection at every allocation: every term a library keeps must be a
// root).
func RunHeap(t *testing.T, libs []*engine.Library, hc heap.Config, cases []Case) {
	t.Helper()
	for _, c := range cases {
		name := c.Name
		if name == "" {
			name = c.Goal
		}
		t.Run(name, func(t *testing.T) {
			if got := OutputHeap(t, libs, hc, c.Program, c.Goal); got != c.Want {
				t.Errorf("%s\n got %s\nwant %s", c.Goal, got, c.Want)
			}
		})
	}
}

// Output consults program and runs goal once on a fresh machine with
// libs, and returns what it wrote (see the package comment).
func Output(t testing.TB, libs []*engine.Library, program, goal string) string {
	t.Helper()
	return OutputHeap(t, libs, heap.Config{}, program, goal)
}

// OutputHeap is Output on a machine whose heap is configured by hc.
func OutputHeap(t testing.TB, libs []*engine.Library, hc heap.Config, program, goal string) string {
	t.Helper()
	var out bytes.Buffer
	m, err := engine.NewMachine(engine.Config{Heap: hc, Stdout: &out, Stderr: &out, Dialect: syntax.SWI, Libraries: libs})
	if err != nil {
		t.Fatal(err)
	}
	defer m.Close()
	if err := m.Consult("test.pl", strings.NewReader(program)); err != nil {
		t.Fatalf("consult: %v", err)
	}
	g, err := m.ParseGoal(goal)
	if err != nil {
		t.Fatalf("goal %q: %v", goal, err)
	}
	ok, err := m.Once(g)
	m.Flush()
	switch {
	case err != nil:
		out.WriteString("error: " + engine.ErrorText(err))
	case !ok:
		out.WriteString("false")
	}
	return varName.ReplaceAllString(out.String(), "_")
}

// varName matches the writer's names of variables, which depend on how
// many variables were made before.
var varName = regexp.MustCompile(`_G?[0-9]+`)
