package bf

import (
	"bytes"
	"runtime"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/jitlog"
)

// manyLoops is a program of n distinct loops, each hot enough to be
// compiled but run only briefly once it is (issue 27: 100,000 of them
// took 3.4 GB and 12x the interpreter's time): loop i counts a cell down
// from 40 by 2s, adding j to the cell k to its right each time, 60 times
// over, and prints that cell.
func manyLoops(n int) string {
	var b strings.Builder
	for i := range n {
		k, j := i%8+1, (i/8)%5+1
		b.WriteString(strings.Repeat("+", 60) + "[>" + strings.Repeat("+", 40) + "[--" +
			strings.Repeat(">", k) + strings.Repeat("+", j) + strings.Repeat("<", k) + "]<-]" +
			strings.Repeat(">", k+1) + "." + strings.Repeat("<", k+1))
	}
	return b.String()
}

// jitRun is what a run with the JIT did.
type jitRun struct {
	out      string
	stats    jitlog.Stats
	stopped  string
	log      string // --jit-stats
	retained uint64 // live Go heap the run added, measured after a GC
}

// runJIT runs src with the JIT and the given parameters.
func runJIT(t *testing.T, src, params string) jitRun {
	t.Helper()
	var out bytes.Buffer
	m := newMachine(t, src, &out)
	if err := m.EnableJIT(jitOptions(t, params)); err != nil {
		t.Fatal(err)
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	if err := m.Run(); err != nil {
		t.Fatal(err)
	}
	runtime.GC()
	runtime.ReadMemStats(&after)
	var stats strings.Builder
	s := m.JITStats()
	s.Write(&stats)
	r := jitRun{out: out.String(), stats: *s, stopped: s.Stopped, log: stats.String()}
	if after.HeapAlloc > before.HeapAlloc {
		r.retained = after.HeapAlloc - before.HeapAlloc
	}
	runtime.KeepAlive(m)
	return r
}

// maxTraceBytes bounds the Go memory one compiled loop of manyLoops
// keeps (its IR, snapshots and the backend's tables): about 9.5 KB now,
// 14.6 KB when the native backend kept a decoded executor copy, the
// whole register allocation and a copy of the machine code of each.
const maxTraceBytes = 12 << 10

// TestTraceMemory compiles every loop of manyLoops and checks what the
// traces keep: under maxTraceBytes each, as measured on the Go heap, and
// reported by --jit-stats within a factor of two of that.
func TestTraceMemory(t *testing.T) {
	const n = 1000
	src := manyLoops(n)
	want, _ := run(t, src, "", "")
	r := runJIT(t, src, "min_payoff=0")
	if r.out != want {
		t.Fatal("the JIT's output differs from the interpreter's")
	}
	m := r.stats.Memory
	if m.Traces < n || r.stats.Loops < n {
		t.Fatalf("%d traces (%d loops) for %d loops, want all compiled", m.Traces, r.stats.Loops, n)
	}
	perTrace := int(r.retained) / m.Traces
	if perTrace > maxTraceBytes {
		t.Errorf("a trace keeps %d bytes of Go heap, want at most %d", perTrace, maxTraceBytes)
	}
	if est := m.Go() / m.Traces; est < perTrace/2 || est > 2*perTrace {
		t.Errorf("the stats estimate %d bytes per trace (IR %d, snapshots %d, metadata %d in all), the heap says %d",
			est, m.IR, m.Snapshots, m.Meta, perTrace)
	}
	if m.IR == 0 || m.Snapshots == 0 || m.Meta == 0 || r.stats.CodeBytes == 0 {
		t.Errorf("memory stats %+v, code %d bytes: a kind is missing", m, r.stats.CodeBytes)
	}
	if !strings.Contains(r.log, "jit: memory of 1000 traces: IR ") || !strings.Contains(r.log, "(per trace ") {
		t.Errorf("--jit-stats does not show the traces' memory:\n%s", r.log)
	}
}

// TestCompilingPausesWhenItDoesNotPay runs manyLoops, whose compiled
// loops never pay for their compiling: the JIT must pause after a few
// hundred traces, in the default and the eager modes, and the output
// stay the interpreter's. With min_payoff=0 it compiles them all.
func TestCompilingPausesWhenItDoesNotPay(t *testing.T) {
	const n = 2000
	src := manyLoops(n)
	want, _ := run(t, src, "", "")
	tests := []struct {
		name, params string
		pause        bool
	}{
		{"default", "", true},
		{"eager", eager, true},
		{"min_payoff=0", "min_payoff=0", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := runJIT(t, src, tt.params)
			if r.out != want {
				t.Fatal("the JIT's output differs from the interpreter's")
			}
			paused := r.stats.Pauses > 0 && r.stats.Memory.Traces < n/2
			if paused != tt.pause {
				t.Errorf("paused %d times, %d traces compiled for %d loops; want a pause: %v",
					r.stats.Pauses, r.stats.Memory.Traces, n, tt.pause)
			}
			if tt.pause && !strings.Contains(r.log, "jit: compiling paused 1 times") {
				t.Errorf("--jit-stats does not show the pause:\n%s", r.log)
			}
		})
	}
}

// TestCodeBudgetStopsCompiling fills max_code_bytes: the JIT must stop
// compiling at the first trace that does not fit, rather than record and
// abort every later one (79,436 aborts for 20,000 loops).
func TestCodeBudgetStopsCompiling(t *testing.T) {
	const n = 1000
	src := manyLoops(n)
	want, _ := run(t, src, "", "")
	r := runJIT(t, src, "min_payoff=0,max_code_bytes=20000")
	if r.out != want {
		t.Fatal("the JIT's output differs from the interpreter's")
	}
	if !strings.Contains(r.stopped, "code memory full") || r.stats.Aborts != 1 {
		t.Errorf("stopped %q after %d aborts, want code memory full after 1", r.stopped, r.stats.Aborts)
	}
	if !strings.Contains(r.log, "jit: stopped compiling: code memory full") {
		t.Errorf("--jit-stats does not say why compiling stopped:\n%s", r.log)
	}
}

// TestJITStateIsPerLoop: what EnableJIT allocates grows with the number
// of loops, not of instructions. A Site per instruction was 16 bytes of
// each instruction that the hot counters touch (16 MB of the 100,000-loop
// program, whose whole interpreter run takes 33 MB of RSS).
func TestJITStateIsPerLoop(t *testing.T) {
	m := newMachine(t, strings.Repeat("+>", 500_000)+"+[-]", &bytes.Buffer{})
	opts := config.Options{Params: config.DefaultParams()}
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	if err := m.EnableJIT(opts); err != nil {
		t.Fatal(err)
	}
	runtime.ReadMemStats(&after)
	n := len(m.code.Instrs)
	if got := after.TotalAlloc - before.TotalAlloc; got > uint64(5*n)+1<<20 {
		t.Errorf("EnableJIT allocated %d bytes for %d instructions and one loop, want at most 5 per instruction", got, n)
	}
	if err := m.Run(); err != nil {
		t.Fatal(err)
	}
}
