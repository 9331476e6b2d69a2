package jitcore

import (
	"errors"
	"fmt"

	"github.com/microjit/microjit/jitcore/codeheap"
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
// compiling pauses: hot loops and failing guards are not recorded
// (Stats.NotTraced counts each time), until compiled code has paid for
// more. Compiling stops for good when the code memory is full
// (max_code_bytes) or the traces' Go memory reaches max_trace_memory: a
// recording that cannot be installed is pure waste. Code compiled so far
// keeps running either way.

// maxCredit is the most IR ops the JIT compiles without being paid back.
// The bf and toyvm benchmarks compile 250 to 16,000 ops in all.
const maxCredit = 1 << 14

// DefaultMinPayoff is min_payoff's default: a unit of fuel saves about
// 10 ns of interpreting, a compiled op costs 3.5 µs or more.
const DefaultMinPayoff = 256

// payoff is the driver's credit.
type payoff struct {
	credit int   // IR ops the driver may compile now
	fuel   int64 // fuel not yet turned into credit, below min_payoff
	// paused is set while nothing may be recorded: without credit, or
	// for good once the driver stopped (then stopped is set too).
	paused, stopped bool
}

// noteFuel counts the fuel a run of compiled code spent, and resumes
// compiling when that gives credit again.
func (d *Driver) noteFuel(fuel int64) {
	d.stats.Fuel += fuel
	p := &d.payoff
	if p.credit >= maxCredit || d.params.MinPayoff == 0 {
		return
	}
	p.fuel += fuel
	if n := p.fuel / int64(d.params.MinPayoff); n > 0 {
		p.fuel -= n * int64(d.params.MinPayoff)
		p.credit = int(min(int64(p.credit)+n, maxCredit))
		if p.paused && p.credit > 0 && d.stopped == "" {
			p.paused = false
			d.logf("\nJIT resumed: compiled code spent %d fuel so far\n", d.stats.Fuel)
		}
	}
}

// noteCompiled counts a trace of ops IR ops that was compiled and
// installed: it takes their credit, pausing compiling when there is none
// left, and stops the JIT when the traces' memory is at its budget.
func (d *Driver) noteCompiled(ops int) {
	if m := d.stats.Memory.Go(); m >= d.params.MaxTraceMemory {
		d.stop(fmt.Sprintf("the traces keep %d bytes of Go memory, max_trace_memory=%d", m, d.params.MaxTraceMemory))
	}
	p := &d.payoff
	if d.params.MinPayoff == 0 {
		return
	}
	p.credit -= ops
	if p.credit <= 0 && !p.paused {
		p.paused = true
		d.stats.Pauses++
		d.logf("\nJIT paused: compiling did not pay, min_payoff=%d (%d fuel spent by compiled code so far)\n", d.params.MinPayoff, d.stats.Fuel)
	}
}

// mayRecord reports whether a recording may start now.
func (d *Driver) mayRecord() bool { return !d.payoff.paused }

// noteCompileError stops the JIT when a trace could not be compiled
// because the code memory is full: every later one would fail too.
func (d *Driver) noteCompileError(err error) {
	if errors.Is(err, codeheap.ErrBudget) {
		d.stop(fmt.Sprintf("code memory full, max_code_bytes=%d", d.params.MaxCodeBytes))
	}
}

// stop ends compiling, for the reason given (once: the first reason
// stays).
func (d *Driver) stop(reason string) {
	if d.stopped != "" {
		return
	}
	d.stopped = reason
	d.payoff.paused, d.payoff.stopped = true, true
	d.logf("\nJIT stopped: %s\n", reason)
}

// Stopped is why the JIT stopped compiling for good, or "".
func (d *Driver) Stopped() string { return d.stopped }
