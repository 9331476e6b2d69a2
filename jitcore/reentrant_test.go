package jitcore

import (
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/ir"
)

// nesting runs the tiny program (driver_test.go) with a call out of
// compiled code: instruction 1 calls call(r0), which runs the program
// again, one level deeper, on the same driver, until levels programs run
// inside each other. Its runs share one loop header, so its compiled
// loop and bridges run at every level: Driver.Run nests in a function
// that compiled code called, with guard exits, bridge recordings and
// compilations while the outer levels' code waits for its call.
type nesting struct {
	levels int
	d      *Driver // nil: the interpreter alone
	sites  [6]Site
	level  int // programs running
	// inRun counts the Driver.Runs under way; maxInRun is the most a
	// call saw.
	inRun, maxInRun int
}

func (n *nesting) funcs() []*ir.Func {
	return []*ir.Func{{Name: "nest", Results: []ir.Type{ir.Int}, Fn: func(a, r []int64) { r[0] = n.call(a[0]) }}}
}

// call runs the program one level deeper (its length depends on x), or
// at the deepest level just computes.
func (n *nesting) call(x int64) int64 {
	n.maxInRun = max(n.maxInRun, n.inRun)
	if n.level >= n.levels {
		return x*5 + 1
	}
	return n.run(6 + x%3)
}

// run runs the program for iterations and returns a digest of its
// registers.
func (n *nesting) run(iterations int64) int64 {
	m := &tiny{n: iterations, flip: 3, d: n.d, nest: n}
	n.level++
	m.interpret()
	n.level--
	return m.r[0] + m.r[1]*7 + m.r[2]*1000
}

// TestNestedRuns runs compiled code from a function that compiled code
// called, four levels deep, on both backends, and compares with the
// interpreter.
func TestNestedRuns(t *testing.T) {
	const levels = 4
	want := (&nesting{levels: levels}).run(9)
	for _, be := range []string{"exec", "native"} {
		t.Run(be, func(t *testing.T) {
			if be == "native" && config.DefaultBackend != "native" {
				t.Skip("no native backend on this platform")
			}
			p := config.DefaultParams()
			p.Backend = be
			if err := p.Set("threshold=1,trace_eagerness=1"); err != nil {
				t.Fatal(err)
			}
			n := &nesting{levels: levels}
			d, err := NewDriver(config.Options{Params: p}, n.funcs())
			if err != nil {
				t.Fatal(err)
			}
			defer d.Close()
			n.d = d
			if got := n.run(9); got != want {
				t.Errorf("digest %d, the interpreter gives %d", got, want)
			}
			if n.maxInRun != levels {
				t.Errorf("Runs nested %d deep, want %d", n.maxInRun, levels)
			}
			if s := d.Stats(); s.Loops != 1 || s.Bridges == 0 || s.GuardFailures == 0 {
				t.Errorf("want one loop, bridges and guard failures: %+v", s)
			}
		})
	}
}
