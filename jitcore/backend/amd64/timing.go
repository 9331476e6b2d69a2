//go:build linux && amd64

package amd64

import (
	"sync/atomic"
	"time"

	"github.com/microjit/microjit/jitcore/backend"
)

// The steps of Compile and Attach, as Phases reports them.
const (
	phaseCheck    = iota // verifying the trace, checking what native code can do
	phaseRegalloc        // register allocation
	phaseLower           // lowering and encoding
	phaseInstall         // placing the code in the code heap, the guard tables
	phaseAttach          // patching a guard to its bridge, its guard entry
	numPhases
)

var phaseNames = [numPhases]string{"check", "regalloc", "lower", "install", "attach"}

// timing sums the time each step took; Compiles and Attaches of several
// goroutines add to it at once.
type timing [numPhases]atomic.Int64

// Phases implements backend.Timed.
func (b *Backend) Phases() []backend.Phase {
	ps := make([]backend.Phase, numPhases)
	for i := range ps {
		ps[i] = backend.Phase{Name: phaseNames[i], Time: time.Duration(b.timing[i].Load())}
	}
	return ps
}

// clock times consecutive steps: each lap adds the time since the last
// (or since start) to a step.
type clock struct {
	t    *timing
	last time.Time
}

func (t *timing) start() clock { return clock{t: t, last: time.Now()} }

func (c *clock) lap(phase int) {
	now := time.Now()
	c.t[phase].Add(int64(now.Sub(c.last)))
	c.last = now
}
