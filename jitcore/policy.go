package jitcore

import (
	"errors"
	"fmt"
	"math"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/codeheap"
	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/jitlog"
)

// When the JIT compiles. Recording and compiling a trace costs thousands
// of times what interpreting one of its ops does (3.5 to 13 µs per IR op
// compiled, against a few ns per interpreted instruction), so a program
// whose loops are many but each run briefly once compiled is faster and
// leaner without the JIT: a bf program of 100,000 distinct loops took 12x
// the interpreter's time and 17x its memory. The driver lets compiled
// code pay for compiling: credit is a token bucket of IR ops that starts
// full at maxCredit; each op compiled takes one, and each min_payoff
// units of fuel that compiled code spends (about one per loop iteration,
// backend.Stop.Fuel) give one back, up to maxCredit. Without credit,
// compiling pauses: a loop header becomes hot only overdueArrivals
// arrivals after its threshold, and a guard gets a bridge only
// overdueArrivals failures after it is due (Stats.NotTraced counts
// the guards refused), until compiled code has paid for more.
//
// Compiling stops for good when the code memory is full (max_code_bytes)
// or the traces' Go memory reaches max_trace_memory: a recording that
// cannot be installed is pure waste. Code compiled so far keeps running
// either way.

// maxCredit is the most IR ops the JIT compiles without being paid back.
// The bf and toyvm benchmarks compile 250 to 16,000 ops in all.
const maxCredit = 1 << 14

// overdueArrivals is how much longer a loop or a guard must stay hot
// while compiling is paused before it is recorded anyway: a loop that
// iterates that much more in the interpreter pays for its compiling
// (about 250 µs of interpreting against 200 µs to compile a small loop),
// and the code that would earn the credit is never made otherwise
// (awib.b in the forced mode paused for good, with its main loops
// interpreted: 3x slower than with min_payoff=0).
const overdueArrivals = 1 << 14

// policy is the driver's credit and what it implies, and whether the
// JIT stopped.
type policy struct {
	params config.Params
	stats  *jitlog.Stats // the driver's, where the policy counts
	log    *jitlog.Log
	credit int   // IR ops the driver may compile now
	fuel   int64 // fuel not yet turned into credit, below min_payoff
	// paused is set while compiling is paused: without credit, or for
	// good once the driver stopped (stopped says why).
	paused bool
	// stopped is why the JIT stopped compiling for good, or "".
	stopped string
	// threshold and functionThreshold are where loop headers and
	// function entries become hot now: the parameters', or while
	// compiling is paused, overdueArrivals later.
	threshold, functionThreshold int
	// firstBridgeOps is the constant's, but in tests.
	firstBridgeOps int
}

// newPolicy is the policy of a driver with these parameters, counters
// and log: full credit, compiling.
func newPolicy(params config.Params, stats *jitlog.Stats, log *jitlog.Log) policy {
	return policy{params: params, stats: stats, log: log, credit: maxCredit, threshold: params.Threshold, functionThreshold: params.FunctionThreshold,
		firstBridgeOps: firstBridgeOps}
}

// noteFuel counts the fuel a run of compiled code spent, and resumes
// compiling when that gives credit again.
func (p *policy) noteFuel(fuel int64) {
	p.stats.Fuel += fuel
	if p.credit >= maxCredit || p.params.MinPayoff == 0 {
		return
	}
	p.fuel += fuel
	if n := p.fuel / int64(p.params.MinPayoff); n > 0 {
		p.fuel -= n * int64(p.params.MinPayoff)
		p.credit = int(min(int64(p.credit)+n, maxCredit))
		if p.paused && p.credit > 0 && p.stopped == "" {
			p.pause(false)
			p.log.Event("resumed", fmt.Sprintf("compiled code spent %d fuel so far", p.stats.Fuel))
		}
	}
}

// noteCompiled counts a trace of ops IR ops that was compiled and
// installed: it takes their credit, pausing compiling when there is none
// left, and stops the JIT when the traces' memory is at its budget.
func (p *policy) noteCompiled(ops int) {
	if m := p.stats.Memory.Go(); m >= p.params.MaxTraceMemory {
		p.stop(fmt.Sprintf("the traces keep %d bytes of Go memory, max_trace_memory=%d", m, p.params.MaxTraceMemory))
	}
	if p.params.MinPayoff == 0 {
		return
	}
	p.credit -= ops
	if p.credit <= 0 && !p.paused {
		p.pause(true)
		p.stats.Pauses++
		p.log.Event("paused", fmt.Sprintf("compiling did not pay, min_payoff=%d (%d fuel spent by compiled code so far)", p.params.MinPayoff, p.stats.Fuel))
	}
}

// pause pauses compiling or resumes it: the thresholds move.
func (p *policy) pause(paused bool) {
	p.paused = paused
	p.threshold, p.functionThreshold = p.params.Threshold, p.params.FunctionThreshold
	if paused {
		p.threshold, p.functionThreshold = overdue(p.threshold), overdue(p.functionThreshold)
	}
}

// overdue is threshold moved overdueArrivals later (at most to the most
// a Site counts).
func overdue(threshold int) int {
	return min(threshold, math.MaxInt32-overdueArrivals) + overdueArrivals
}

// noteStart counts a recording about to start.
func (p *policy) noteStart() {
	if p.paused {
		p.stats.Overdue++
	}
}

// firstBridgeOps is the most ops a bridge may record when its guard is
// first due for one (trace_eagerness failures); twice as many when it
// has failed twice as often, and so on up to trace_limit (bridgeLimit).
// A bridge saves each later failure an exit and a re-entry (0.3 to 0.5
// µs: BenchmarkRunExit, and the driver's and language's share) and the
// interpreting of its path (a few ns an op), while recording and
// compiling it costs about 1.5 µs per op recorded: a long bridge pays
// only from a guard that keeps failing. hanoi.b recorded bridges of
// 1,700 ops from guards that had failed 200 times, and about as many
// later: each cost more than it saved. With this limit (one op per
// failure at the default trace_eagerness) hanoi.b took 7% less CPU time,
// factor.b 4% less, the other bf programs the same; a third of an op per
// failure made mandelbrot.b, factor.b and awib-0.4.b 6 to 9% slower,
// their guards failing millions of times.
const firstBridgeOps = 200

// provenFuel is the fuel compiled code must have spent before guards
// get bridges sooner (eagerness): a program whose compiled loops ran
// that long runs long, and its guards that fail a quarter of
// trace_eagerness times will fail often enough to pay for a bridge.
// hanoi.b spends 119,000 fuel in all, and bridges from guards that
// failed 50 times (trace_eagerness=50) made it 20% slower; factor.b
// (76M fuel in all), mandelbrot.b (358M), awib-0.4.b (160M) and dbfi.b
// (331M) reach it early. With it awib-0.4.b took 10% less CPU time
// (0.192 -> 0.172 s), mandelbrot.b 1%, factor.b 1.5% (5% with
// trace_eagerness=50 from the start: its guards that matter fail
// before), hanoi.b, long.b and dbfi.b the same (medians of 5 to 9
// runs, load 17).
const provenFuel = 1 << 18

// eagerness is how many failures make a guard due for a bridge:
// trace_eagerness, and a quarter of it once compiled code has spent
// provenFuel.
func (p *policy) eagerness() int {
	e := max(p.params.TraceEagerness, 1)
	if p.stats.Fuel >= provenFuel {
		e = max(e/4, 1)
	}
	return e
}

// bridgeLimit is the most ops a bridge from a guard that failed
// failures times may record. A recording that reaches it stops, and
// the guard is due again when it has failed twice as often (record.go).
func (p *policy) bridgeLimit(failures int) int {
	due := p.eagerness()
	return int(min(int64(p.params.TraceLimit), int64(p.firstBridgeOps)*int64(max(failures, due))/int64(due)))
}

// bridgeDue reports whether a guard whose counter c has failed often
// enough for a bridge may get one now.
func (p *policy) bridgeDue(c *backend.Guard) bool {
	switch {
	case !p.paused:
		return true
	case p.stopped != "":
		c.Aborts = p.params.MaxAborts // never
	case c.Failures == p.eagerness():
		p.stats.NotTraced++
	case c.Failures-p.eagerness() >= overdueArrivals:
		p.stats.Overdue++
		return true
	}
	return false
}

// noteCompileError stops the JIT when a trace could not be compiled
// because the code memory is full: every later one would fail too.
func (p *policy) noteCompileError(err error) {
	if errors.Is(err, codeheap.ErrBudget) {
		p.stop(fmt.Sprintf("code memory full, max_code_bytes=%d", p.params.MaxCodeBytes))
	}
}

// stop ends compiling, for the reason given (once: the first reason
// stays).
func (p *policy) stop(reason string) {
	if p.stopped != "" {
		return
	}
	p.stopped = reason
	p.pause(true)
	p.log.Event("stopped", reason)
}
