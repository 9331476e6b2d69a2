//go:build linux && amd64

package amd64

import (
	"testing"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/backend/exec"
	"github.com/microjit/microjit/jitcore/ir"
)

// Function traces (function.go): calls of compiled functions, returns,
// and exits below calls, checked against the executor.

// enter adds a function trace's enter guard; its snapshot holds the
// inputs.
func (b *tb) enter() {
	var live []ir.Value
	for k := range b.t.Inputs {
		live = append(live, b.in(k))
	}
	b.guard(ir.OpEnter, live)
}

// callTrace adds a call of function trace fn (-1: the trace itself)
// whose snapshot holds live.
func (b *tb) callTrace(fn int64, live []ir.Value, args ...ir.Value) ir.Value {
	b.t.Snapshots = append(b.t.Snapshots, ir.Snapshot{Frames: []ir.Frame{{Slots: live}}})
	return b.t.Add(ir.Op{Code: ir.OpCallTrace, Type: I, Args: args, Aux: fn, Snap: int32(len(b.t.Snapshots) - 1)})
}

func (b *tb) ret(v ir.Value) *ir.Trace {
	b.t.Add(ir.Op{Code: ir.OpReturn, Args: []ir.Value{v}})
	return b.t
}

// fib is fib(n) for n >= 2: its guard 1 fails for n < 2, with n live.
func fib() *ir.Trace {
	b := newTrace(ir.Function, I)
	n := b.in(0)
	b.enter()
	b.guard(ir.OpGuardFalse, []ir.Value{n}, b.op(ir.OpLt, n, b.c(2)))
	x := b.callTrace(-1, []ir.Value{n}, b.op(ir.OpSub, n, b.c(1)))
	y := b.callTrace(-1, []ir.Value{n, x}, b.op(ir.OpSub, n, b.c(2)))
	return b.ret(b.op(ir.OpAdd, x, y))
}

// fibBase is a bridge from fib's guard 1 that returns n; with exitAtZero
// its own guard fails for n = 0.
func fibBase(exitAtZero bool) *ir.Trace {
	b := newTrace(ir.Bridge, I)
	n := b.in(0)
	if exitAtZero {
		b.guard(ir.OpGuardTrue, []ir.Value{n, b.c(77)}, b.op(ir.OpNe, n, b.c(0)))
	}
	return b.ret(n)
}

// countdown is f(n) = n > 0 ? f(n-1) + 1 : exit, with 16 values live
// across its call: more than the registers.
func countdown() *ir.Trace {
	b := newTrace(ir.Function, I)
	n := b.in(0)
	b.enter()
	b.guard(ir.OpGuardTrue, []ir.Value{n}, b.op(ir.OpGt, n, b.c(0)))
	live := []ir.Value{n}
	for k := range 15 {
		live = append(live, b.op(ir.OpMul, n, b.c(int64(k+3))))
	}
	r := b.callTrace(-1, live, b.op(ir.OpSub, n, b.c(1)))
	sum := r
	for _, v := range live {
		sum = b.op(ir.OpXor, b.op(ir.OpAdd, sum, v), b.c(5))
	}
	return b.ret(sum)
}

// zeroBase is a bridge from a guard whose live value is n = 0: it
// returns 0.
func zeroBase() *ir.Trace {
	b := newTrace(ir.Bridge, I)
	return b.ret(b.c(0))
}

// logGrow is f(n) = n > 0 ? f(n-1) + len(m0) + log(n) : exit. Each
// activation calls out to Go (log, and grow, which replaces region 0)
// and stores into region 0 after its call returns: the caller must see
// the region its callee's grow made.
func logGrow() *ir.Trace {
	b := newTrace(ir.Function, I)
	n := b.in(0)
	b.enter()
	b.guard(ir.OpGuardTrue, []ir.Value{n}, b.op(ir.OpGt, n, b.c(0)))
	l := b.call(ir.OpCall, fnLog, I, n)
	b.call(ir.OpCall, fnGrow, I, b.c(8))
	r := b.callTrace(-1, []ir.Value{n, l}, b.op(ir.OpSub, n, b.c(1)))
	ln := b.mem(ir.OpRegionLen, 0, 0)
	b.mem(ir.OpStore8, 0, 0, b.op(ir.OpSub, ln, n), b.op(ir.OpAdd, r, l))
	return b.ret(b.op(ir.OpAdd, b.op(ir.OpAdd, r, ln), l))
}

// square is function 0 of callerLoop: x*x + 1 for x < 40, and a byte of
// region 0 counted up.
func square() *ir.Trace {
	b := newTrace(ir.Function, I)
	x := b.in(0)
	b.enter()
	b.guard(ir.OpGuardTrue, []ir.Value{x}, b.op(ir.OpLt, x, b.c(40)))
	c := b.mem(ir.OpLoad8U, 0, 3, x)
	b.mem(ir.OpStore8, 0, 3, x, b.op(ir.OpAdd, c, b.c(1)))
	return b.ret(b.op(ir.OpAdd, b.op(ir.OpMul, x, x), b.c(1)))
}

// callerLoop is a loop (loop 1) that calls square twice a round with
// its 16 values live across the calls.
func callerLoop() *ir.Trace {
	b, vals := intTrace(ir.Loop, 16)
	b.label(vals...)
	i, acc := vals[0], vals[1]
	s1 := b.callTrace(0, vals, i)
	s2 := b.callTrace(0, append([]ir.Value{s1}, vals...), b.op(ir.OpAdd, i, b.c(1)))
	next := []ir.Value{b.op(ir.OpAdd, i, b.c(1)), b.op(ir.OpAdd, b.op(ir.OpAdd, acc, s1), s2)}
	for _, v := range vals[2:] {
		next = append(next, b.op(ir.OpAdd, v, acc))
	}
	b.guard(ir.OpGuardTrue, next, b.op(ir.OpLt, next[0], b.c(50)))
	return b.jump(-1, next...)
}

func functionCases() []*diffCase {
	loopInputs := make([]int64, 16)
	for k := range loopInputs {
		loopInputs[k] = int64(k * 3)
	}
	logGrowCase := func(name string, depth int) *diffCase {
		return &diffCase{name: name, loops: []*ir.Trace{logGrow()},
			bridges: []bridgeSpec{{from: 0, guard: 1, trace: zeroBase()}},
			inputs:  []int64{6}, regions: []int{64}, depth: depth, runs: 2,
			funcs: callFuncs}
	}
	return []*diffCase{
		// The base case exits nine calls down.
		{name: "fib-exit-below-calls", loops: []*ir.Trace{fib()}, inputs: []int64{10}, depth: 100},
		{name: "fib-returns", loops: []*ir.Trace{fib()},
			bridges: []bridgeSpec{{from: 0, guard: 1, trace: fibBase(false)}},
			inputs:  []int64{15}, depth: 100, runs: 2},
		// A bridge's guard fails below calls.
		{name: "fib-bridge-exits", loops: []*ir.Trace{fib()},
			bridges: []bridgeSpec{{from: 0, guard: 1, trace: fibBase(true)}},
			inputs:  []int64{12}, depth: 100},
		// The enter guard of the seventh activation fails.
		{name: "fib-depth", loops: []*ir.Trace{fib()},
			bridges: []bridgeSpec{{from: 0, guard: 1, trace: fibBase(false)}},
			inputs:  []int64{15}, depth: 6, runs: 2},
		{name: "fib-depth-zero", loops: []*ir.Trace{fib()}, inputs: []int64{15}, depth: 0},
		{name: "countdown-frames", loops: []*ir.Trace{countdown()},
			bridges: []bridgeSpec{{from: 0, guard: 1, trace: zeroBase()}},
			inputs:  []int64{40}, depth: 1000, runs: 2},
		{name: "countdown-exit", loops: []*ir.Trace{countdown()}, inputs: []int64{40}, depth: 1000},
		logGrowCase("calls-out-below-calls", 100),
		logGrowCase("calls-out-depth", 3),
		{name: "loop-calls-function", loops: []*ir.Trace{square(), callerLoop()}, entry: 1,
			inputs: loopInputs, regions: []int{64}, depth: 10},
	}
}

// TestFunctions runs the function cases on both backends, with direct
// and indirect calls.
func TestFunctions(t *testing.T) { diffJumpKinds(t, functionCases()) }

// TestFunctionCaseOutcomes checks that the cases do what their names
// say, so that TestFunctions compares something.
func TestFunctionCaseOutcomes(t *testing.T) {
	testingTB = t
	outs := map[string]outcome{}
	for _, dc := range functionCases() {
		outs[dc.name] = runCase(t, exec.New(), dc, true)[0]
	}
	for _, tt := range []struct {
		name     string
		returned bool
		result   int64
		calls    int
	}{
		{"fib-exit-below-calls", false, 0, 9},
		{"fib-returns", true, 610, 0},
		{"fib-bridge-exits", false, 0, 11},
		{"fib-depth", false, 0, 6},
		{"fib-depth-zero", false, 0, 0},
		{"countdown-exit", false, 0, 40},
		{"calls-out-depth", false, 0, 3},
		{"loop-calls-function", false, 0, 1},
	} {
		o := outs[tt.name]
		if o.Returned != tt.returned || o.Result != tt.result || len(o.Calls) != tt.calls {
			t.Errorf("%s: returned %v, result %d, %d calls; want %v, %d, %d", tt.name, o.Returned, o.Result, len(o.Calls), tt.returned, tt.result, tt.calls)
		}
	}
}

// TestNativeStackLimit: without a depth limit, recursion stops at the
// native stack's reserve, at an enter guard, with every call's frame
// read back; the executor allowed exactly that depth stops at the same
// place. A second run starts from a clean state.
func TestNativeStackLimit(t *testing.T) {
	const n = 1 << 20
	be := newNative(t, Config{})
	dc := &diffCase{name: "deep", loops: []*ir.Trace{countdown()}, inputs: []int64{n}, depth: 1 << 40, runs: 2}
	got := runCase(t, be, dc, true)
	o := got[0]
	k := len(o.Calls)
	frame := int(compile(t, newNative(t, Config{}), countdown()).(*code).ra.frameSize())
	if o.Returned || o.Op != 1 || k < (stackSize-functionStackReserve)/(frame+8)*9/10 || k >= n {
		t.Fatalf("stopped at op %d (returned %v) after %d calls of %d-byte frames, want the enter guard (op 1) near the stack's end", o.Op, o.Returned, k, frame)
	}
	for j, c := range o.Calls {
		if c.Live[0] != int64(n-j) {
			t.Fatalf("call %d has n = %d, want %d", j, c.Live[0], n-j)
		}
	}
	if o.Live[0] != int64(n-k) {
		t.Errorf("the enter guard has n = %d, want %d", o.Live[0], n-k)
	}
	if d := outcomeDiff(got[:1], got[1:]); d != "" {
		t.Errorf("the second run differs:\n%s", d)
	}
	dc.depth, dc.runs = k, 1
	if d := outcomeDiff(runCase(t, exec.New(), dc, true), got[:1]); d != "" {
		t.Errorf("exec at depth %d differs (-exec +native):\n%.2000s", k, d)
	}
}

// TestCallOfNonFunction: call_trace must name a compiled function trace.
func TestCallOfNonFunction(t *testing.T) {
	be := newNative(t, Config{})
	loop := compile(t, be, peeledWideLoop(4))
	_, err := be.Compile(callerLoop(), nil, func(int) backend.Code { return loop })
	if err == nil {
		t.Errorf("a call of a loop trace compiled")
	}
}
