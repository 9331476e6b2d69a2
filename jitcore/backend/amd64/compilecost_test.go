//go:build linux && amd64

package amd64

import (
	"fmt"
	"math/bits"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/opt"
	"github.com/microjit/microjit/jitcore/opt/irtext"
)

// The cost of compiling (issue 44): BenchmarkCompile optimizes and
// compiles a fixed set of recorded traces, the golden IR of bf's and
// toyvm's JIT tests, and reports the time and allocations per op
// compiled; TestCompileCost fails when that time, as a ratio to a
// calibration loop run in the same test, or those allocations pass
// their budgets. MICROJIT_COMPILE_CORPUS=FILE compiles the traces of a
// --jit-log instead (a profile of one program's compiling):
//
//	bf --jit-log=/tmp/m.log mandelbrot.b
//	MICROJIT_COMPILE_CORPUS=/tmp/m.log go test -bench Compile -cpuprofile /tmp/c.prof

// corpusGlobs are the goldens the corpus is read from, relative to this
// package.
var corpusGlobs = []string{
	"../../../langs/bf/testdata/ir/*.golden",
	"../../../langs/toyvm/testdata/ir/*.golden",
}

// A corpus is the traces of several programs, each program in recording
// order: a loop's code must exist before a bridge attaches to it or a
// trace jumps into it.
type corpus []corpusProgram

type corpusProgram struct {
	name   string
	traces []corpusTrace
	funcs  []*ir.Func // what its traces call (callees)
}

type corpusTrace struct {
	trace *ir.Trace // as recorded
	id    int       // its number in the log ("#N")
	// parentTrace and parentOp are, for a bridge, the number of the
	// trace and the op of the guard it starts from ("(guard op N of #M)").
	parentTrace, parentOp int
}

var (
	traceID  = regexp.MustCompile(`^\S+ #(\d+) `)
	bridgeOf = regexp.MustCompile(`\(guard op (\d+) of #(\d+)\)`)
)

// loadCorpus reads the goldens, or the log MICROJIT_COMPILE_CORPUS names.
func loadCorpus(tb testing.TB) corpus {
	globs := corpusGlobs
	if f := os.Getenv("MICROJIT_COMPILE_CORPUS"); f != "" {
		globs = []string{f}
	}
	var c corpus
	for _, g := range globs {
		files, err := filepath.Glob(g)
		if err != nil {
			tb.Fatal(err)
		}
		for _, f := range files {
			data, err := os.ReadFile(f)
			if err != nil {
				tb.Fatal(err)
			}
			traces := recordedTraces(tb, f, string(data))
			c = append(c, corpusProgram{name: f, traces: traces, funcs: callees(traces)})
		}
	}
	if len(c) == 0 {
		tb.Fatalf("no traces in %v", globs)
	}
	return c
}

// recordedTraces cuts a JIT log into its traces as recorded (what comes
// before "-- optimized").
func recordedTraces(tb testing.TB, file, log string) []corpusTrace {
	var out []corpusTrace
	var cur []string
	flush := func() {
		if len(cur) == 0 {
			return
		}
		tr, err := irtext.Parse(strings.Join(cur, "\n") + "\n")
		if err != nil {
			tb.Fatalf("%s: %s: %v", file, cur[0], err)
		}
		ct := corpusTrace{trace: tr, parentTrace: -1}
		if m := traceID.FindStringSubmatch(cur[0]); m != nil {
			ct.id, _ = strconv.Atoi(m[1])
		}
		if m := bridgeOf.FindStringSubmatch(cur[0]); m != nil {
			ct.parentOp, _ = strconv.Atoi(m[1])
			ct.parentTrace, _ = strconv.Atoi(m[2])
		}
		out = append(out, ct)
		cur = nil
	}
	in := false
	for _, line := range strings.Split(log, "\n") {
		switch {
		case strings.HasPrefix(line, "loop ") || strings.HasPrefix(line, "bridge ") || strings.HasPrefix(line, "function "):
			flush()
			in = true
		case !strings.HasPrefix(line, "  ") || strings.HasPrefix(line, "  --"):
			in = false
		}
		if in {
			cur = append(cur, line)
		}
	}
	flush()
	return out
}

// backends are a fresh Backend per program of c: made before a timed
// compile, so that mapping code memory is not counted.
func (c corpus) backends(tb testing.TB) []*Backend {
	bs := make([]*Backend, len(c))
	for i := range bs {
		be, err := New(Config{})
		if err != nil {
			tb.Fatal(err)
		}
		bs[i] = be
	}
	return bs
}

func closeAll(bs []*Backend) {
	for _, be := range bs {
		be.Close()
	}
}

// compile optimizes and compiles every trace of c on its program's
// backend, attaching bridges to their guards, and returns the ops
// compiled.
func (c corpus) compile(tb testing.TB, bs []*Backend) int {
	ops := 0
	for k, p := range c {
		be := bs[k]
		var loops []backend.Code
		byID := map[int]backend.Code{}
		for _, ct := range p.traces {
			t, err := opt.Optimize(ct.trace, opt.All)
			if err != nil {
				tb.Fatalf("%s: %v", p.name, err)
			}
			code, err := be.Compile(t, p.funcs, func(id int) backend.Code { return loops[id] })
			if err != nil {
				tb.Fatalf("%s: %s: %v", p.name, t.Name, err)
			}
			ops += len(t.Ops)
			byID[ct.id] = code
			if t.Kind != ir.Bridge {
				loops = append(loops, code)
				continue
			}
			for _, g := range byID[ct.parentTrace].Guards() {
				if g.Op == ct.parentOp {
					if err := be.Attach(g, code); err != nil {
						tb.Fatal(err)
					}
				}
			}
		}
	}
	return ops
}

// callees stand for the functions traces call (f0, f1, ...), each with
// the effects and results its calls show: they are compiled, never run.
func callees(traces []corpusTrace) []*ir.Func {
	var fs []*ir.Func
	for _, ct := range traces {
		t := ct.trace
		for i := range t.Ops {
			op := &t.Ops[i]
			if !op.Code.IsCall() {
				continue
			}
			for int(op.Aux) >= len(fs) {
				fs = append(fs, &ir.Func{Name: fmt.Sprintf("f%d", len(fs)), Fn: func(_, res []int64) { clear(res) }})
			}
			f := fs[op.Aux]
			f.Effects, f.Results = op.Effects, nil
			if op.Type != ir.Void {
				f.Results = append(f.Results, op.Type)
			}
			for j := i + 1; j <= i+t.ResultOps(i); j++ {
				f.Results = append(f.Results, t.Ops[j].Type)
			}
			if f.Effects.Has(ir.Raises) {
				f.Results = f.Results[:len(f.Results)-1] // the status
			}
		}
	}
	return fs
}

// BenchmarkCompile compiles the corpus: ns/op-compiled is the time per
// IR op compiled (what --jit-stats calls compile time per op),
// allocs/op-compiled the allocations.
func BenchmarkCompile(b *testing.B) {
	c := loadCorpus(b)
	ops := 0
	var spent time.Duration
	var allocs uint64
	for b.Loop() {
		b.StopTimer()
		bs := c.backends(b)
		before := allocations()
		b.StartTimer()
		start := time.Now()
		ops += c.compile(b, bs)
		spent += time.Since(start)
		b.StopTimer()
		allocs += allocations() - before
		closeAll(bs)
		b.StartTimer()
	}
	b.ReportMetric(float64(spent.Nanoseconds())/float64(ops), "ns/op-compiled")
	b.ReportMetric(float64(allocs)/float64(ops), "allocs/op-compiled")
}

// Budgets of TestCompileCost, measured on the team's machine (2 cores,
// Go 1.26) with about twice the headroom for time and a third for
// allocations (a collection during the run empties the free lists the
// compiler reuses): compiling an op of the corpus took 0.0012 times the
// calibration loop's time there, and 6.2 allocations.
const (
	compileCostBudget   = 0.0025
	compileAllocsBudget = 8.0
	// costRounds is how many times TestCompileCost times the corpus and
	// the calibration, interleaved; the least of each counts. Noise only
	// adds time, so the least of many runs is what the code costs.
	costRounds = 15
	// costTries is how many times it measures before it fails: a
	// regression fails every try, a loaded machine not all of them.
	costTries = 3
)

// TestCompileCost guards the cost of compiling: the time per op compiled
// as a ratio to a calibration loop timed in the same test (so the budget
// holds on a faster or slower machine), and the allocations per op
// (exact). It runs in the default test path; it skips under the race
// detector and coverage, which slow the compiler and not the loop.
func TestCompileCost(t *testing.T) {
	if raceEnabled || testing.CoverMode() != "" {
		t.Skip("timing is meaningless under the race detector or coverage")
	}
	c := loadCorpus(t)
	ratio := 0.0
	for try := range costTries {
		ratio = c.costRatio(t)
		t.Logf("try %d: an op compiled costs %.5f calibration loops (budget %.4f)", try+1, ratio, compileCostBudget)
		if ratio <= compileCostBudget {
			break
		}
	}
	if ratio > compileCostBudget {
		t.Errorf("compiling an op costs %.5f calibration loops, more than the budget %.4f", ratio, compileCostBudget)
	}
	bs := c.backends(t)
	defer closeAll(bs)
	before := allocations()
	ops := c.compile(t, bs)
	if perOp := float64(allocations()-before) / float64(ops); perOp > compileAllocsBudget {
		t.Errorf("compiling an op allocates %.2f times, more than the budget %.1f", perOp, compileAllocsBudget)
	} else {
		t.Logf("compiling an op allocates %.2f times (budget %.1f)", perOp, compileAllocsBudget)
	}
}

// costRatio is the least time per op compiled over the least time of a
// calibration loop, each from costRounds interleaved runs.
func (c corpus) costRatio(t *testing.T) float64 {
	c.compile(t, c.backends(t)) // warm: code and memory touched once
	compileBest, calibBest := time.Duration(1<<62), time.Duration(1<<62)
	ops := 0
	for range costRounds {
		bs := c.backends(t)
		start := time.Now()
		ops = c.compile(t, bs)
		compileBest = min(compileBest, time.Since(start))
		closeAll(bs)
		start = time.Now()
		calibrate()
		calibBest = min(calibBest, time.Since(start))
	}
	return float64(compileBest) / float64(ops) / float64(calibBest)
}

// calibrate is fixed work of the kinds compiling does (small
// allocations, maps, sorting, branches over slices), about a millisecond
// on the team's machine: the unit TestCompileCost measures compiling in.
func calibrate() {
	const n = 1 << 12
	x := uint64(0x9e3779b97f4a7c15)
	table := make(map[uint32]int32, n/4)
	var lists [][]uint32
	for round := range 8 {
		vals := make([]uint32, 0, n)
		for i := range n {
			x ^= x << 13
			x ^= x >> 7
			x ^= x << 17
			v := uint32(x)
			vals = append(vals, v)
			if k := v & (n/4 - 1); table[k] < int32(i) {
				table[k] = int32(i + round)
			}
		}
		slices.Sort(vals)
		lists = append(lists, vals[:n/8:n/8])
	}
	sink += len(table) + len(lists) + bits.OnesCount64(x)
}

// sink keeps calibrate's work from being optimized away.
var sink int

// allocations is the number of heap allocations so far.
func allocations() uint64 {
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	return ms.Mallocs
}
