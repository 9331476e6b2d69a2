package domain

import (
	"fmt"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/backend"
)

// Whether entering a loop pays. Entering compiled code and leaving it
// at a guard costs about as much as interpreting several iterations of
// a loop (the exit rebuilds the interpreter's frames from the guard's
// snapshot); a loop whose runs end after an iteration or two is slower
// entered than interpreted. Prolog's traces of recursions are such
// loops when the recursion is shallow or most calls leave a choicepoint
// (hanoi descends one level per entry, zebra's mem/2 runs 4 steps
// before the head that leaves its choicepoint): entered, they made
// those programs 1.6-4x slower than the interpreter. With Spec.MinRun,
// a site's runs are weighed over windows of payoffWindow entries, and
// a site whose runs spent less than MinRun fuel per entry in a window
// is no longer entered (retired): the interpreter runs it, and other
// traces still jump into its code. A loop recorded again there (after
// an invalidation) is weighed afresh. A window in which a trace was
// installed begins again: the loop may pay once its bridges are there
// (tak's first windows ran 0.3 to 2.6 iterations an entry; with its
// bridges, 244). A window's runs that are short and leave at a guard
// that gets no bridge any more (its recordings were abandoned: zebra's
// mem/2 at the head that leaves a choicepoint) will stay short: once 64
// of them are the window's majority, the site retires at once.

// payoff is what a site's compiled code spent in the current window.
type payoff struct {
	// loop is the code weighed: the site's Loop when the window began.
	loop    *jitcore.Loop
	entries int32
	fuel    int64
	// installed is the driver's count of traces installed when the
	// window began: a window in which one was (a bridge of this loop,
	// perhaps) begins again, as what was measured is not what runs.
	installed int
	// hopeless counts the window's runs that were short and left at a
	// guard that gets no bridge any more (its recordings were
	// abandoned): those runs stay short.
	hopeless int32
	// retired is set when loop's runs did not pay: it is not entered.
	retired bool
}

// hopelessRuns is how many hopeless runs, the majority of a window's
// so far, retire a site before its window ends.
const hopelessRuns = 64

// payoffWindow is the number of entries a site's runs are weighed over.
const payoffWindow = 1024

// weigh counts an entry of s's compiled code whose run spent fuel and
// left at guard g (nil: it returned), and retires the site when its
// runs do not pay.
func (j *JIT[W]) weigh(s *site, fuel int64, g *backend.Guard) {
	p := &s.pay
	if p.loop != s.Loop {
		*p = payoff{loop: s.Loop}
	}
	if n := j.d.Installed(); n != p.installed {
		p.entries, p.fuel, p.hopeless, p.installed = 0, 0, 0, n
	}
	p.entries++
	p.fuel += fuel
	if fuel < int64(j.spec.MinRun) && g != nil && j.d.GaveUp(g) {
		if p.hopeless++; p.hopeless >= hopelessRuns && 2*p.hopeless > p.entries {
			j.retire(s, "hopeless")
			return
		}
	}
	if p.entries < payoffWindow {
		return
	}
	if p.fuel < int64(j.spec.MinRun)*payoffWindow {
		j.retire(s, "short")
		return
	}
	p.entries, p.fuel, p.hopeless = 0, 0, 0
}

// retire stops entering s's code.
func (j *JIT[W]) retire(s *site, why string) {
	p := &s.pay
	p.retired = true
	j.d.Note("retired", fmt.Sprintf("%s: %d entries spent %d fuel, %d of them hopeless, min run %d per entry (%s)", j.where(s.greens), p.entries, p.fuel, p.hopeless, j.spec.MinRun, why))
}
