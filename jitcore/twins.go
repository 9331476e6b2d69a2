package jitcore

import (
	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/jitlog"
)

// Twin guards (ir.Snapshot.Twin) are copies of one guard that an
// unrolled loop checks once per copy of its body. They count their
// failures together, on the first of them, and share the bridge that
// the first failure past trace_eagerness records: a guard attaches its
// twin's bridge at its next failure when the twin already has one, and
// a bridge recorded from a copy is attached to the first too. Without
// that, unrolling took mandelbrot.b from 75k to 105k exits to the
// interpreter and from 208 to 306 bridges.

// twins maps a guard to the first of its twins, which counts their
// failures and aborts and whose bridge they share.
type twins struct {
	first   map[*backend.Guard]*backend.Guard
	backend backend.Backend // attaches shared bridges
	stats   *jitlog.Stats   // the driver's, where SharedBridges counts
	log     *jitlog.Log
}

// newTwins is the twins of a driver with this backend, counters and log.
func newTwins(be backend.Backend, stats *jitlog.Stats, log *jitlog.Log) twins {
	return twins{first: map[*backend.Guard]*backend.Guard{}, backend: be, stats: stats, log: log}
}

// note links each guard of code whose snapshot names a twin to the
// first of its twins, when their snapshots correspond (ir.Corresponds):
// then a bridge from either takes the other's live values as its inputs.
func (tw *twins) note(code backend.Code) {
	guards := code.Guards()
	byOp := make(map[int]*backend.Guard, len(guards))
	for _, g := range guards {
		byOp[g.Op] = g
	}
	for _, g := range guards {
		if g.Snapshot.Twin == 0 {
			continue
		}
		first := byOp[int(g.Snapshot.Twin)-1]
		if first == nil || len(first.Live) != len(g.Live) || !ir.Corresponds(first.Trace, first.Snapshot, g.Trace, g.Snapshot) {
			continue
		}
		if f := tw.first[first]; f != nil {
			first = f
		}
		tw.first[g] = first
	}
}

// counter is the guard that counts g's failures and aborts: the first of
// its twins, or g itself.
func (tw *twins) counter(g *backend.Guard) *backend.Guard {
	if f := tw.first[g]; f != nil {
		return f
	}
	return g
}

// share attaches from's bridge to its twin to, when from has one and to
// has none yet. A later twin that cannot take it leaves the pair and
// records its own.
func (tw *twins) share(from, to *backend.Guard) {
	if from.Bridge == nil || to.Bridge != nil {
		return
	}
	if err := tw.backend.Attach(to, from.Bridge); err != nil {
		tw.log.Printf("\nbridge of guard op %d of #%d not shared with its twin op %d: %v\n", from.Op, from.Trace.ID, to.Op, err)
		delete(tw.first, to)
		return
	}
	tw.stats.SharedBridges++
}
