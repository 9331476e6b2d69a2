package jitcore

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/codeheap"
	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/jitlog"
)

// TestPayoffCredit drives the compile credit: compiling takes it, fuel
// gives it back (min_payoff units per op, up to maxCredit), and without
// it compiling pauses until there is some again.
func TestPayoffCredit(t *testing.T) {
	const minPayoff = 4
	type step struct {
		compile int   // IR ops compiled
		fuel    int64 // then fuel spent by compiled code
		may     bool  // then not paused
	}
	tests := []struct {
		name   string
		steps  []step
		pauses int
		log    []string
	}{
		{"within the credit", []step{{compile: maxCredit - 1, may: true}}, 0, nil},
		{"credit spent", []step{{compile: maxCredit, may: false}}, 1, []string{"JIT paused"}},
		{"paid back", []step{{compile: maxCredit, may: false}, {fuel: 2 * minPayoff, may: true}}, 1, []string{"JIT paused", "JIT resumed"}},
		{"fuel below min_payoff per op", []step{{compile: maxCredit, may: false}, {fuel: minPayoff - 1, may: false}, {fuel: 1, may: true}}, 1, []string{"JIT paused", "JIT resumed"}},
		{"paid back twice", []step{{compile: maxCredit + 10, may: false}, {fuel: 11 * minPayoff, may: true}, {compile: 1, may: false}, {fuel: minPayoff, may: true}}, 2,
			[]string{"JIT paused", "JIT resumed", "JIT paused", "JIT resumed"}},
		{"credit is capped", []step{{fuel: 1 << 40, may: true}, {compile: maxCredit, may: false}}, 1, []string{"JIT paused"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var log strings.Builder
			d := newPolicy(config.DefaultParams(), &jitlog.Stats{}, jitlog.New(&log))
			d.params.MinPayoff = minPayoff
			d.pause(false)
			for i, s := range tt.steps {
				if s.compile > 0 {
					d.noteCompiled(s.compile)
				}
				d.noteFuel(s.fuel)
				if got := !d.paused; got != s.may {
					t.Fatalf("step %d: not paused = %v, want %v (credit %d)", i, got, s.may, d.credit)
				}
				want := d.params.Threshold
				if !s.may {
					want += overdueArrivals
				}
				if d.threshold != want {
					t.Fatalf("step %d: threshold %d, want %d", i, d.threshold, want)
				}
			}
			if d.stats.Pauses != tt.pauses {
				t.Errorf("%d pauses, want %d", d.stats.Pauses, tt.pauses)
			}
			var events []string
			for _, l := range strings.Split(log.String(), "\n") {
				if strings.HasPrefix(l, "JIT ") {
					events = append(events, l[:strings.Index(l, ":")])
				}
			}
			if fmt.Sprint(events) != fmt.Sprint(tt.log) {
				t.Errorf("log %q, want %q", events, tt.log)
			}
		})
	}
}

// TestMinPayoffZeroNeverPauses: min_payoff=0 compiles whatever it costs.
func TestMinPayoffZeroNeverPauses(t *testing.T) {
	d := newPolicy(config.DefaultParams(), &jitlog.Stats{}, nil)
	d.params.MinPayoff = 0
	d.noteCompiled(10 * maxCredit)
	if d.paused {
		t.Error("paused with min_payoff=0")
	}
}

// TestStops checks what stops compiling for good: a full code heap and
// the traces' memory budget; another compile error does not.
func TestStops(t *testing.T) {
	tests := []struct {
		name string
		do   func(d *policy)
		want string // part of the reason, or "" for not stopped
	}{
		{"code memory full", func(d *policy) { d.noteCompileError(fmt.Errorf("amd64: %w", codeheap.ErrBudget)) }, "code memory full, max_code_bytes=67108864"},
		{"other compile error", func(d *policy) { d.noteCompileError(errors.New("amd64: too many live values")) }, ""},
		{"trace memory full", func(d *policy) {
			d.stats.Memory = jitlog.Memory{Traces: 1, IR: 1000, Snapshots: 1000, Meta: 2096}
			d.noteCompiled(10)
		}, "the traces keep 4096 bytes of Go memory, max_trace_memory=4096"},
		{"trace memory below", func(d *policy) {
			d.stats.Memory = jitlog.Memory{Traces: 1, IR: 4095}
			d.noteCompiled(10)
		}, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var log strings.Builder
			d := newPolicy(config.DefaultParams(), &jitlog.Stats{}, jitlog.New(&log))
			d.params.MaxTraceMemory = 4096
			tt.do(&d)
			switch {
			case tt.want == "" && d.stopped != "":
				t.Errorf("stopped: %s", d.stopped)
			case tt.want != "" && !strings.Contains(d.stopped, tt.want):
				t.Errorf("stopped %q, want %q", d.stopped, tt.want)
			case tt.want != "" && (!d.paused || !strings.Contains(log.String(), "JIT stopped: "+tt.want)):
				t.Errorf("paused %v after the stop; log %q", d.paused, log.String())
			}
		})
	}
}

// TestBridgeDue checks when a guard due for a bridge gets one: at once
// while compiling, overdueArrivals failures later while paused, never
// once stopped.
func TestBridgeDue(t *testing.T) {
	tests := []struct {
		name     string
		paused   bool
		stopped  bool
		failures int
		want     bool
		refused  int // Stats.NotTraced
	}{
		{"compiling", false, false, 1, true, 0},
		{"paused, first refusal", true, false, 1, false, 1},
		{"paused, refused again", true, false, 2, false, 0},
		{"paused, overdue", true, false, 1 + overdueArrivals, true, 0},
		{"stopped", true, true, 1 + overdueArrivals, false, 0},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			d := newPolicy(config.DefaultParams(), &jitlog.Stats{}, nil)
			d.paused = tt.paused
			if tt.stopped {
				d.stopped = "test"
			}
			d.params.TraceEagerness = 1
			c := &backend.Guard{Failures: tt.failures}
			if got := d.bridgeDue(c); got != tt.want {
				t.Errorf("bridgeDue = %v, want %v", got, tt.want)
			}
			if d.stats.NotTraced != tt.refused {
				t.Errorf("NotTraced %d, want %d", d.stats.NotTraced, tt.refused)
			}
			if tt.stopped && c.Aborts < d.params.MaxAborts {
				t.Errorf("a stopped JIT left the guard %d aborts, want it retired", c.Aborts)
			}
		})
	}
}

// TestBridgeLimit checks how long a bridge may be: firstBridgeOps when
// its guard is first due (trace_eagerness failures), twice as long at
// twice the failures, never beyond trace_limit.
func TestBridgeLimit(t *testing.T) {
	p := newPolicy(config.DefaultParams(), &jitlog.Stats{}, nil)
	p.params.TraceEagerness, p.params.TraceLimit = 200, 6000
	for _, tt := range []struct{ failures, want int }{
		{200, firstBridgeOps}, {399, firstBridgeOps * 399 / 200}, {400, 2 * firstBridgeOps}, {800, 4 * firstBridgeOps}, {1 << 20, 6000},
	} {
		if got := p.bridgeLimit(tt.failures); got != tt.want {
			t.Errorf("bridgeLimit(%d) = %d, want %d", tt.failures, got, tt.want)
		}
	}
	p.params.TraceEagerness = 1 // the eager mode: the same limits from the first failure on
	if got := p.bridgeLimit(1); got != firstBridgeOps {
		t.Errorf("eager bridgeLimit(1) = %d, want %d", got, firstBridgeOps)
	}
}

// TestEagernessOnceProven: guards are due for a bridge at
// trace_eagerness failures until compiled code has spent provenFuel,
// then at a quarter of it (at least 1), with the bridge limits counted
// from there.
func TestEagernessOnceProven(t *testing.T) {
	p := newPolicy(config.DefaultParams(), &jitlog.Stats{}, nil)
	p.params.TraceEagerness = 200
	p.noteFuel(provenFuel - 1)
	if got := p.eagerness(); got != 200 {
		t.Errorf("eagerness %d before provenFuel, want 200", got)
	}
	p.noteFuel(1)
	if got := p.eagerness(); got != 50 {
		t.Errorf("eagerness %d once proven, want 50", got)
	}
	if got := p.bridgeLimit(50); got != firstBridgeOps {
		t.Errorf("bridgeLimit(50) = %d once proven, want %d", got, firstBridgeOps)
	}
	p.params.TraceEagerness = 3
	if got := p.eagerness(); got != 1 {
		t.Errorf("eagerness %d at trace_eagerness=3, want 1", got)
	}
}

// TestBridgeTooLongForItsFailures runs the tiny language with bridges
// limited to 3 ops when first due: the bridge from the flipping branch
// is longer, so its recording stops and the guard is due again at twice
// the failures, not retired, until the limit lets the bridge through.
func TestBridgeTooLongForItsFailures(t *testing.T) {
	want := tiny{n: 5000, flip: 2000}
	want.interpret()
	p := config.DefaultParams()
	p.Backend = "exec"
	p.Threshold, p.TraceEagerness = 5, 10
	d, err := NewDriver(config.Options{Params: p}, nil)
	if err != nil {
		t.Fatal(err)
	}
	d.policy.firstBridgeOps = 3
	m := tiny{n: 5000, flip: 2000, d: d}
	m.interpret()
	if m.r != want.r {
		t.Fatalf("registers %v, interpreter gave %v", m.r, want.r)
	}
	s := d.Stats()
	var short int
	for _, a := range s.AbortReasons {
		if strings.HasPrefix(a.Reason, "bridge longer than") {
			short += a.Count
		}
	}
	if short == 0 || s.Bridges == 0 || s.Blacklisted != 0 {
		t.Errorf("bridges stopped for their length %d times, compiled %d, blacklisted %d; want some stopped, then one compiled:\n%+v", short, s.Bridges, s.Blacklisted, s.AbortReasons)
	}
}
