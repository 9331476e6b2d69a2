package jitcore

import "github.com/microjit/microjit/jitcore/backend"

// Fuel is the fuel compiled code has spent so far (about one unit per
// loop iteration, backend.Stop.Fuel): what an attach layer weighs a
// loop's entries against, to stop entering a loop whose runs are too
// short to pay for entering and leaving it (domain: Spec.MinRun).
func (d *Driver) Fuel() int64 { return d.stats.Fuel }

// Note writes an event of the JIT's state to the trace log ("JIT kind:
// text"), if there is one.
func (d *Driver) Note(kind, text string) { d.log.Event(kind, text) }

// Installed counts the traces compiled and installed so far (loops,
// functions and bridges): a loop's runs change when one is.
func (d *Driver) Installed() int { return d.stats.Loops + d.stats.Functions + d.stats.Bridges }

// GaveUp reports whether guard g, which compiled code left at, gets no
// bridge soon: it has none, and its recordings (counted with its
// twins') were abandoned max_aborts times, or ran longer than its
// failures pay for (it is due again only at twice as many: RetryAt).
func (d *Driver) GaveUp(g *backend.Guard) bool {
	c := d.twins.counter(g)
	return g.Bridge == nil && (c.Aborts >= d.params.MaxAborts || c.RetryAt > 0)
}
