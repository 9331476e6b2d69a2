//go:build linux && amd64

package amd64

import (
	"fmt"
	"math"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/ir"
)

const (
	I = ir.Int
	F = ir.Float
)

// countLoop counts i up from its input and leaves when i reaches limit.
func countLoop(limit int64) *ir.Trace {
	b := newTrace(ir.Loop, I)
	b.label(b.in(0))
	i1 := b.op(ir.OpAdd, b.in(0), b.c(1))
	lt := b.op(ir.OpLt, i1, b.c(limit))
	b.guard(ir.OpGuardTrue, []ir.Value{i1}, lt)
	return b.jump(-1, i1)
}

// mulConstLoop multiplies by constants: by 3, 5 and 9 one lea each (x
// + x*2, x*4, x*8), by 7 an imul, and by 3 again with its overflow tested,
// where the imul sets the flags the jo reads.
func mulConstLoop(limit int64) *ir.Trace {
	b := newTrace(ir.Loop, I, I)
	i, a := b.in(0), b.in(1)
	b.label(i, a)
	x := b.op(ir.OpAdd, b.op(ir.OpMul, a, b.c(3)), b.op(ir.OpMul, i, b.c(5)))
	x = b.op(ir.OpAdd, x, b.op(ir.OpMul, b.op(ir.OpAnd, x, b.c(0xffff)), b.c(9)))
	x = b.op(ir.OpXor, x, b.op(ir.OpMul, i, b.c(7)))
	y := b.op(ir.OpMul, x, b.c(3))
	b.guard(ir.OpGuardFalse, []ir.Value{i, a}, b.op(ir.OpMulOvf, x, b.c(3)))
	i1 := b.op(ir.OpAdd, i, b.c(1))
	b.guard(ir.OpGuardTrue, []ir.Value{i1, y}, b.op(ir.OpLt, i1, b.c(limit)))
	return b.jump(-1, i1, b.op(ir.OpAnd, y, b.c(0xffffff)))
}

// intOpsTrace computes every integer op on its two inputs and constants
// and exits at once with all results live.
func intOpsTrace(x, y int64) *ir.Trace {
	b := newTrace(ir.Loop, I, I)
	a, c := b.in(0), b.in(1)
	var live []ir.Value
	binary := []ir.Opcode{ir.OpAdd, ir.OpSub, ir.OpMul, ir.OpAnd, ir.OpOr, ir.OpXor, ir.OpShl, ir.OpShr, ir.OpSar,
		ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe, ir.OpUlt, ir.OpAddOvf, ir.OpSubOvf, ir.OpMulOvf}
	consts := []int64{0, 1, -1, 3, 5, 9, 63, 64, 65, 127, -128, 1 << 31, -1 << 31, 1<<31 - 1, 1 << 40, math.MinInt64, math.MaxInt64}
	for _, code := range binary {
		live = append(live, b.op(code, a, c), b.op(code, c, a), b.op(code, a, a))
		for _, k := range consts {
			live = append(live, b.op(code, a, b.c(k)), b.op(code, b.c(k), c))
		}
	}
	live = append(live, b.op(ir.OpNeg, a), b.op(ir.OpNot, c), b.op(ir.OpNeg, b.op(ir.OpNot, a)))
	b.label(a, c)
	b.guard(ir.OpGuardValue, live, a, b.c(x+1))
	return b.jump(-1, a, c)
}

// guardLoop sums i into s and fails a guard_false at iteration k (a
// guard of kind code on i == k).
func guardLoop(code ir.Opcode, k int64) *ir.Trace {
	b := newTrace(ir.Loop, I, I)
	b.label(b.in(0), b.in(1))
	s := b.op(ir.OpAdd, b.in(1), b.in(0))
	i := b.op(ir.OpAdd, b.in(0), b.c(1))
	switch code {
	case ir.OpGuardFalse:
		eq := b.op(ir.OpEq, i, b.c(k))
		b.guard(ir.OpGuardFalse, []ir.Value{i, s}, eq)
	case ir.OpGuardTrue:
		ne := b.op(ir.OpNe, i, b.c(k))
		// ne is also in the snapshot: not fused.
		b.guard(ir.OpGuardTrue, []ir.Value{i, s, ne}, ne)
	case ir.OpGuardValue:
		lt := b.op(ir.OpLt, i, b.c(k))
		b.guard(ir.OpGuardValue, []ir.Value{s, i}, lt, b.c(1))
	}
	return b.jump(-1, i, s)
}

// signLoop counts x down by 1 (an add of -1, or a sub of 1) and guards
// cmp(x, 0) right after: the compare reads the flags of the add or sub
// when cmp is one of signConds. continueIf is the truth of the compare
// that keeps the loop going.
func signLoop(cmp ir.Opcode, sub, continueIf bool) *ir.Trace {
	b := newTrace(ir.Loop, I)
	b.label(b.in(0))
	var y ir.Value
	if sub {
		y = b.op(ir.OpSub, b.in(0), b.c(1))
	} else {
		y = b.op(ir.OpAdd, b.in(0), b.c(-1))
	}
	c := b.op(cmp, y, b.c(0))
	code := ir.OpGuardFalse
	if continueIf {
		code = ir.OpGuardTrue
	}
	b.guard(code, []ir.Value{b.in(0), y}, c)
	return b.jump(-1, y)
}

// rotateLoop carries n values round the loop, rotating them and adding
// the iteration to each: more values than registers, so spills and a
// cycle in the back edge's parallel move.
func rotateLoop(n int, typ ir.Type, iters int64) *ir.Trace {
	types := []ir.Type{I}
	for range n {
		types = append(types, typ)
	}
	b := newTrace(ir.Loop, types...)
	var vals []ir.Value
	for i := range types {
		vals = append(vals, b.in(i))
	}
	b.label(vals...)
	i := b.op(ir.OpAdd, vals[0], b.c(1))
	next := []ir.Value{i}
	for k := range n {
		v := vals[1+(k+1)%n]
		if k%3 == 0 {
			if typ == F {
				v = b.op(ir.OpFAdd, v, b.op(ir.OpIntToFloat, i))
			} else {
				v = b.op(ir.OpAdd, v, i)
			}
		}
		next = append(next, v)
	}
	lt := b.op(ir.OpLt, i, b.c(iters))
	b.guard(ir.OpGuardTrue, next, lt)
	return b.jump(-1, next...)
}

// swapLoop swaps pairs of loop-carried values (2-cycles) and keeps one
// label argument fixed.
func swapLoop(iters int64) *ir.Trace {
	b := newTrace(ir.Loop, I, I, I, F, F, I)
	b.label(b.in(0), b.in(1), b.in(2), b.in(3), b.in(4), b.in(5))
	i := b.op(ir.OpAdd, b.in(0), b.c(1))
	lt := b.op(ir.OpLt, i, b.c(iters))
	b.guard(ir.OpGuardTrue, []ir.Value{i, b.in(1), b.in(2), b.in(3), b.in(4), b.in(5)}, lt)
	return b.jump(-1, i, b.in(2), b.in(1), b.in(4), b.in(3), b.in(5))
}

// floatLoop does float arithmetic and compares, with special values.
func floatLoop(x float64, iters int64) *ir.Trace {
	b := newTrace(ir.Loop, I, F, F)
	b.label(b.in(0), b.in(1), b.in(2))
	i, f, g := b.in(0), b.in(1), b.in(2)
	i1 := b.op(ir.OpAdd, i, b.c(1))
	fi := b.op(ir.OpIntToFloat, i1)
	f1 := b.op(ir.OpFAdd, b.op(ir.OpFMul, f, b.cf(0.5)), fi)
	g1 := b.op(ir.OpFSub, b.op(ir.OpFDiv, g, b.cf(x)), b.op(ir.OpFNeg, f1))
	var live []ir.Value
	live = append(live, i1, f1, g1, b.op(ir.OpFloatToInt, g1), b.op(ir.OpFloatToInt, b.cf(x)))
	for _, code := range []ir.Opcode{ir.OpFLt, ir.OpFLe, ir.OpFEq} {
		live = append(live, b.op(code, f1, g1), b.op(code, g1, b.cf(x)), b.op(code, b.cf(x), f1), b.op(code, f1, f1))
	}
	live = append(live, b.op(ir.OpFDiv, b.cf(x), b.cf(0)), b.op(ir.OpFMul, g1, b.cf(x)), b.op(ir.OpFNeg, b.cf(x)))
	ge := b.op(ir.OpFLt, fi, b.cf(float64(iters)))
	b.guard(ir.OpGuardTrue, live, ge)
	b.guard(ir.OpGuardFalse, live, b.op(ir.OpFEq, g1, b.cf(x)))
	return b.jump(-1, i1, f1, g1)
}

// floatGuardValue promotes a float.
func floatGuardValue(x float64) *ir.Trace {
	b := newTrace(ir.Loop, F)
	b.label(b.in(0))
	y := b.op(ir.OpFAdd, b.in(0), b.cf(1))
	b.guard(ir.OpGuardValue, []ir.Value{y}, y, b.cf(x))
	return b.jump(-1, y)
}

// bfLoop is bf's [->+<] on region 0 at cell p, with a second region
// holding 64-bit counters updated through load64/store64.
func bfLoop() *ir.Trace {
	b := newTrace(ir.Loop, I, I)
	p, n := b.in(0), b.in(1)
	b.label(p, n)
	v := b.mem(ir.OpLoad8U, 0, 0, p)
	v1 := b.op(ir.OpAnd, b.op(ir.OpAdd, v, b.c(255)), b.c(255))
	b.mem(ir.OpStore8, 0, 0, p, v1)
	w := b.mem(ir.OpLoad8U, 0, 1, p)
	b.mem(ir.OpStore8, 0, 1, p, b.op(ir.OpAdd, w, b.c(1)))
	cnt := b.mem(ir.OpLoad64, 1, 8, n)
	b.mem(ir.OpStore64, 1, 8, n, b.op(ir.OpAdd, cnt, b.c(1<<40)))
	b.mem(ir.OpStore64, 1, 16, b.c(0), b.c(-5))
	b.mem(ir.OpStore8, 1, 0, b.c(3), b.c(0x1ff))
	ln := b.mem(ir.OpRegionLen, 1, 0)
	b.mem(ir.OpStore64, 1, 24, b.c(0), ln)
	ne := b.op(ir.OpNe, v1, b.c(0))
	b.guard(ir.OpGuardTrue, []ir.Value{p, v1, ln}, ne)
	return b.jump(-1, p, n)
}

// stridedLoop walks region 1 (not the pinned region) with 64-bit loads
// and a large displacement from a big negative base.
func stridedLoop() *ir.Trace {
	b := newTrace(ir.Loop, I, I)
	b.label(b.in(0), b.in(1))
	x := b.mem(ir.OpLoad64, 0, 0, b.in(0))
	y := b.mem(ir.OpLoad8U, 1, 1<<33, b.op(ir.OpSub, b.in(0), b.c(1<<33)))
	z := b.mem(ir.OpLoad8U, 1, 0, b.c(5))
	b.mem(ir.OpStore64, 0, 0, b.in(0), b.op(ir.OpAdd, x, b.op(ir.OpAdd, y, z)))
	b.mem(ir.OpStore8, 1, 1<<33, b.op(ir.OpSub, b.in(0), b.c(1<<33)), b.in(1))
	i := b.op(ir.OpAdd, b.in(0), b.c(8))
	s := b.op(ir.OpAdd, b.in(1), x)
	lt := b.op(ir.OpLt, i, b.c(200))
	b.guard(ir.OpGuardTrue, []ir.Value{i, s, x, y}, lt)
	return b.jump(-1, i, s)
}

// scanLoop scans regions 0 (pinned) and 1 both ways with the four
// strides (up to ±16: 16 or 32 bytes at a time where they fit), past both
// ends of the regions, and sums where the scans stopped.
func scanLoop(stride [4]int64) *ir.Trace {
	b := newTrace(ir.Loop, I, I)
	p, acc := b.in(0), b.in(1)
	b.label(p, acc)
	// More zeros every iteration, so blocks come to hold several.
	b.mem(ir.OpStore8, 0, 0, b.op(ir.OpAnd, b.op(ir.OpMul, p, b.c(37)), b.c(255)), b.c(0))
	b.mem(ir.OpStore8, 1, 0, b.op(ir.OpAnd, b.op(ir.OpMul, p, b.c(11)), b.c(63)), b.c(0))
	q := b.mem(ir.OpScan8, 0, 0, p, b.c(stride[0]))
	r := b.mem(ir.OpScan8, 1, 2, p, b.c(stride[1]))
	u := b.mem(ir.OpScan8, 0, 3, p, b.c(stride[2]))
	w := b.mem(ir.OpScan8, 1, -1, p, b.c(stride[3]))
	acc2 := b.op(ir.OpAdd, acc, b.op(ir.OpAdd, b.op(ir.OpMul, q, b.c(1000)), r))
	acc2 = b.op(ir.OpAdd, b.op(ir.OpMul, acc2, b.c(7)), b.op(ir.OpAdd, b.op(ir.OpMul, u, b.c(1<<20)), w))
	p2 := b.op(ir.OpAdd, p, b.c(5))
	b.guard(ir.OpGuardTrue, []ir.Value{p2, acc2, q, r}, b.op(ir.OpLt, p2, b.c(300)))
	return b.jump(-1, p2, acc2)
}

// Functions of the call tests.
const (
	fnSum = iota
	fnLog
	fnGrow
	fnHalf
)

func callFuncs(m *testMem, log *[]string) []*ir.Func {
	return []*ir.Func{
		fnSum: intFunc("sum", ir.Elidable, func(a []int64) int64 {
			s := int64(0)
			for i, x := range a {
				s += x * int64(i+1)
			}
			return s
		}),
		fnLog: intFunc("log", 0, func(a []int64) int64 {
			*log = append(*log, fmt.Sprint(a))
			return int64(len(*log))
		}),
		fnGrow: intFunc("grow", 0, func(a []int64) int64 {
			// Replace region 0 by a bigger copy.
			old := m.regions[0]
			r := m.alloc(testingTB, len(old)+int(a[0]))
			copy(r, old)
			m.regions[0] = r
			return int64(len(r))
		}),
		fnHalf: {Name: "half", Effects: ir.Elidable, Results: []ir.Type{ir.Float}, Fn: func(a, r []int64) {
			r[0] = int64(math.Float64bits(math.Float64frombits(uint64(a[0])) / 2))
		}},
	}
}

// callLoop makes calls with values live across them (more than the
// registers), including a region replacement.
func callLoop(iters int64) *ir.Trace {
	types := []ir.Type{I, I, F}
	for range 14 {
		types = append(types, I)
	}
	b := newTrace(ir.Loop, types...)
	var vals []ir.Value
	for i := range types {
		vals = append(vals, b.in(i))
	}
	b.label(vals...)
	i, p, f := vals[0], vals[1], vals[2]
	i1 := b.op(ir.OpAdd, i, b.c(1))
	s := b.call(ir.OpCallPure, fnSum, I, i1, p, b.c(1<<40), vals[5], vals[6])
	l := b.call(ir.OpCall, fnLog, I, s, i1)
	f1 := b.call(ir.OpCallPure, fnHalf, F, f)
	ln := b.mem(ir.OpRegionLen, 0, 0)
	c := b.mem(ir.OpLoad8U, 0, 0, p)
	b.mem(ir.OpStore8, 0, 0, p, b.op(ir.OpAdd, c, l))
	next := []ir.Value{i1, p, f1}
	for k := 3; k < len(vals); k++ {
		next = append(next, b.op(ir.OpAdd, vals[k], s))
	}
	rem := b.op(ir.OpAnd, i1, b.c(3))
	grown := b.call(ir.OpCall, fnGrow, I, b.op(ir.OpAdd, rem, b.c(1)))
	b.mem(ir.OpStore8, 0, -1, grown, i1)
	lt := b.op(ir.OpLt, i1, b.c(iters))
	b.guard(ir.OpGuardTrue, append(next, ln, grown), lt)
	return b.jump(-1, next...)
}

// delayedStoreLoop counts i up to limit over a byte cell at p in region
// 0 (the pinned one) and the words of region 1. Its guard carries stores
// the trace itself does differently after it (ir.Snapshot.Stores): the
// exit must leave memory as they say. They use an index and a value in
// registers, constants (a byte constant above 127, a displacement alone),
// the unpinned region, and, if recovered, i, which the stub recovers
// from i+1 (else i+1 itself).
func delayedStoreLoop(limit int64, recovered bool) *ir.Trace {
	b := newTrace(ir.Loop, I, I)
	i, p := b.in(0), b.in(1)
	b.label(i, p)
	i1 := b.op(ir.OpAdd, i, b.c(1))
	c := b.mem(ir.OpLoad8U, 0, 0, p)
	c1 := b.op(ir.OpAdd, c, i1)
	lt := b.op(ir.OpLt, i1, b.c(limit))
	b.guard(ir.OpGuardTrue, []ir.Value{i1, p}, lt)
	old := i1
	if recovered {
		old = i
	}
	b.t.Snapshots[len(b.t.Snapshots)-1].Stores = []ir.Op{
		{Code: ir.OpStore8, Region: 0, Aux: 3, Args: []ir.Value{p, c1}},
		{Code: ir.OpStore8, Region: 1, Aux: 0, Args: []ir.Value{b.c(5), b.c(0x1ff)}},
		{Code: ir.OpStore64, Region: 1, Aux: 8, Args: []ir.Value{b.c(0), old}},
		{Code: ir.OpStore8, Region: 0, Aux: -1, Args: []ir.Value{p, old}},
	}
	b.mem(ir.OpStore8, 0, 3, p, c)
	b.mem(ir.OpStore8, 1, 5, b.c(0), i1)
	b.mem(ir.OpStore64, 1, 8, b.c(0), c1)
	b.mem(ir.OpStore8, 0, 0, p, c1)
	return b.jump(-1, i1, p)
}

// maskTestLoop keeps n counters live, adds step to each per iteration
// and tests each one's bits in mask: even ones with ne(and(x, mask), 0),
// odd ones with eq(and(x, mask), k). Lowered, a mask of 255 is a test or
// cmp of the low byte register or spill slot, another mask compared with
// 0 a test of x with an immediate (32 or 64 bits) where one holds it,
// else an and. The loop leaves when a counter's masked bits are 0 (or k).
func maskTestLoop(n int, mask, step int64) *ir.Trace {
	b, vals := intTrace(ir.Loop, n)
	b.label(vals...)
	var next []ir.Value
	for _, v := range vals {
		next = append(next, b.op(ir.OpAdd, v, b.c(step)))
	}
	for k, v := range next {
		m := b.op(ir.OpAnd, v, b.c(mask))
		var code ir.Opcode
		if k%2 == 1 {
			m = b.op(ir.OpEq, m, b.c(int64(k)))
			code = ir.OpGuardFalse
		} else {
			m = b.op(ir.OpNe, m, b.c(0))
			code = ir.OpGuardTrue
		}
		b.guard(code, next, m)
	}
	return b.jump(-1, next...)
}

// maskLoop keeps n counters live and folds into an accumulator, each
// iteration, counter & (ne(counter, 0) - 1) (cmp counter, 1; sbb r, r):
// all ones when the counter is 0, else 0. Counters count down from their
// inputs, so each reaches 0 in its turn; the loop leaves after limit.
func maskLoop(n int, limit int64) *ir.Trace {
	b, vals := intTrace(ir.Loop, n+2)
	b.label(vals...)
	i, acc := vals[0], vals[1]
	i1 := b.op(ir.OpAdd, i, b.c(1))
	next := []ir.Value{i1, acc}
	for _, v := range vals[2:] {
		ne := b.op(ir.OpNe, v, b.c(0))
		m := b.op(ir.OpAdd, ne, b.c(-1))
		acc = b.op(ir.OpAdd, acc, b.op(ir.OpAnd, m, b.c(1)))
		next = append(next, b.op(ir.OpAdd, v, b.c(-1)))
	}
	next[1] = acc
	lt := b.op(ir.OpLt, i1, b.c(limit))
	b.guard(ir.OpGuardTrue, next, lt)
	return b.jump(-1, next...)
}

// fitsLoop tags n values each iteration with the check that they fit a
// 48-bit immediate (trace.Recorder.FitsImmediate: shl x, 16 and
// mul_ovf(x, 65536), one imul and jo), after x = x*3 + 1, and sums the
// tagged values; it leaves when one no longer fits. With many values,
// some are spilled: the imul reads its operand from memory.
func fitsLoop(n int) *ir.Trace {
	b, vals := intTrace(ir.Loop, n+1)
	b.label(vals...)
	sum := vals[0]
	next := []ir.Value{ir.None}
	for _, v := range vals[1:] {
		x := b.op(ir.OpAdd, b.op(ir.OpMul, v, b.c(3)), b.c(1))
		tagged := b.op(ir.OpShl, x, b.c(16))
		b.guard(ir.OpGuardFalse, append([]ir.Value{sum, x}, vals[1:]...), b.op(ir.OpMulOvf, x, b.c(1<<16)))
		sum = b.op(ir.OpAdd, sum, tagged)
		next = append(next, x)
	}
	next[0] = sum
	return b.jump(-1, next...)
}

// testingTB is the test running the current call case (functions need it
// to allocate).
var testingTB testing.TB

func TestDifferential(t *testing.T) {
	testingTB = t
	cases := []*diffCase{
		{name: "mulconst", loops: []*ir.Trace{mulConstLoop(50)}, inputs: []int64{0, 7}},
		{name: "fits", loops: []*ir.Trace{fitsLoop(2)}, inputs: []int64{0, 1, -5}},
		{name: "fits-negative", loops: []*ir.Trace{fitsLoop(2)}, inputs: []int64{0, -1 << 40, 1}},
		{name: "fits-spilled", loops: []*ir.Trace{fitsLoop(16)}, inputs: []int64{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, -14, 15, 1 << 20}},
		{name: "count", loops: []*ir.Trace{countLoop(1000)}, inputs: []int64{0}},
		{name: "count-already-done", loops: []*ir.Trace{countLoop(0)}, inputs: []int64{5}},
		{name: "fuel-exits", loops: []*ir.Trace{countLoop(100000)}, inputs: []int64{0}},
		{name: "swap", loops: []*ir.Trace{swapLoop(7)}, inputs: []int64{0, 1, 2, int64(math.Float64bits(1.5)), int64(math.Float64bits(-2)), 9}},
		{name: "bf", loops: []*ir.Trace{bfLoop()}, inputs: []int64{10, 16}, regions: []int{64, 64}},
		{name: "strided", loops: []*ir.Trace{stridedLoop()}, inputs: []int64{0, 0}, regions: []int{256, 256}},
		{name: "scan", loops: []*ir.Trace{scanLoop([4]int64{1, -3, -1, 1})}, inputs: []int64{-4, 0}, regions: []int{256, 256}},
		{name: "scan-ragged", loops: []*ir.Trace{scanLoop([4]int64{1, -3, -1, 1})}, inputs: []int64{-20, 0}, regions: []int{1000, 77}},
		{name: "scan-strides", loops: []*ir.Trace{scanLoop([4]int64{2, -8, -2, 4})}, inputs: []int64{-4, 0}, regions: []int{256, 256}},
		{name: "scan-wide", loops: []*ir.Trace{scanLoop([4]int64{9, -10, -3, 16})}, inputs: []int64{-40, 0}, regions: []int{1000, 77}},
		{name: "scan-strides-ragged", loops: []*ir.Trace{scanLoop([4]int64{8, -4, -2, 2})}, inputs: []int64{-20, 0}, regions: []int{1000, 77}},
		{name: "byte-tests", loops: []*ir.Trace{maskTestLoop(16, 255, 255)}, inputs: []int64{300, 7, 1<<40 + 9, 2, -3, 600, 5, 13, 9, 4, 21, 8, 70, 11, 90, 12}},
		{name: "byte-tests-few", loops: []*ir.Trace{maskTestLoop(3, 255, 255)}, inputs: []int64{300, 7, 1<<40 + 9}},
		{name: "tag-tests", loops: []*ir.Trace{maskTestLoop(16, 0xffff, 0xffff)}, inputs: []int64{300, 7, 1<<40 + 9, 2, -3, 600, 5, 13, 9, 4, 21, 8, 70, 11, 90, 12}},
		{name: "tag-tests-few", loops: []*ir.Trace{maskTestLoop(3, 0xffff, 0xffff)}, inputs: []int64{1<<16 + 300, 7, 1<<40 + 9}},
		{name: "bit31-tests", loops: []*ir.Trace{maskTestLoop(3, 1<<31, 1<<31)}, inputs: []int64{1 << 31, 3<<31 + 1, 1<<40 + 1<<31}},
		{name: "high-tests", loops: []*ir.Trace{maskTestLoop(16, -1<<16, -1<<16)}, inputs: []int64{5<<16 + 1, 7 << 16, 9 << 16, 2<<16 + 3, 3 << 16, 6 << 16, 5 << 16, 13 << 16, 9<<16 + 9, 4 << 16, 21 << 16, 8 << 16, 7 << 16, 11 << 16, 9 << 16, 12 << 16}},
		{name: "wide-tests", loops: []*ir.Trace{maskTestLoop(3, 1<<33, 1<<33)}, inputs: []int64{1 << 33, 3 << 33, 5}},
		{name: "masks", loops: []*ir.Trace{maskLoop(3, 10)}, inputs: []int64{0, 0, 1, 4, 20}},
		{name: "masks-spilled", loops: []*ir.Trace{maskLoop(16, 40)}, inputs: []int64{0, 0, 1, 4, 20, 3, 0, 9, 33, 2, 5, 7, 11, 13, 17, 19, 23, 29}},
		{name: "recovered-sibling", loops: []*ir.Trace{siblingLoop(300)}, inputs: []int64{0, 0}},
		{name: "fib-overflows", loops: []*ir.Trace{fibLoop(false)}, inputs: []int64{1, 2, 1000}},
		{name: "fib-ends", loops: []*ir.Trace{fibLoop(false)}, inputs: []int64{1, 2, 50}},
		{name: "fib-twice-overflows", loops: []*ir.Trace{fibLoop(true)}, inputs: []int64{1, 2, 1000}},
		{name: "fib-twice-overflows-odd", loops: []*ir.Trace{fibLoop(true)}, inputs: []int64{2, 3, 1000}},
		{name: "fib-twice-ends", loops: []*ir.Trace{fibLoop(true)}, inputs: []int64{1, 2, 51}},
		{name: "untagged-ends", loops: []*ir.Trace{untaggedLoop()}, inputs: []int64{1, 12}},
		{name: "untagged-overflows", loops: []*ir.Trace{untaggedLoop()}, inputs: []int64{1 << 40, 1 << 30}},
		{name: "delayed-stores", loops: []*ir.Trace{delayedStoreLoop(40, true)}, inputs: []int64{0, 9}, regions: []int{64, 64}},
		{name: "float-guard-value", loops: []*ir.Trace{floatGuardValue(5)}, inputs: []int64{int64(math.Float64bits(0.5))}},
		{name: "calls", loops: []*ir.Trace{callLoop(9)}, regions: []int{32},
			inputs: []int64{0, 3, int64(math.Float64bits(1e6)), 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14}, funcs: callFuncs},
	}
	for _, xy := range [][2]int64{{3, 5}, {-7, 64}, {math.MinInt64, -1}, {1 << 35, 1<<35 + 1}, {0, 0}} {
		cases = append(cases, &diffCase{name: fmt.Sprintf("intops-%d-%d", xy[0], xy[1]), loops: []*ir.Trace{intOpsTrace(xy[0], xy[1])}, inputs: xy[:]})
	}
	for _, code := range []ir.Opcode{ir.OpGuardTrue, ir.OpGuardFalse, ir.OpGuardValue} {
		for _, k := range []int64{1, 2, 17, 1000} {
			cases = append(cases, &diffCase{name: fmt.Sprintf("%s-at-%d", code, k), loops: []*ir.Trace{guardLoop(code, k)}, inputs: []int64{0, 100}, runs: 2})
		}
	}
	// Down from 5 the loop runs while x > 0 (or >= 0, or != 0); down
	// from near the most negative int it runs while x < 0, through the
	// wrap to the most positive, where the sign flag flips.
	for _, cmp := range []ir.Opcode{ir.OpEq, ir.OpNe, ir.OpLt, ir.OpGe, ir.OpLe, ir.OpGt} {
		for _, sub := range []bool{false, true} {
			positive := cmp == ir.OpNe || cmp == ir.OpGe || cmp == ir.OpGt
			cases = append(cases, &diffCase{name: fmt.Sprintf("sign-%s-sub=%v-from-5", cmp, sub),
				loops: []*ir.Trace{signLoop(cmp, sub, positive)}, inputs: []int64{5}})
			if cmp != ir.OpEq && cmp != ir.OpNe {
				cases = append(cases, &diffCase{name: fmt.Sprintf("sign-%s-sub=%v-from-min", cmp, sub),
					loops: []*ir.Trace{signLoop(cmp, sub, !positive)}, inputs: []int64{math.MinInt64 + 3}})
			}
		}
	}
	for _, n := range []int{3, 11, 15, 30} {
		for _, typ := range []ir.Type{I, F} {
			inputs := []int64{0}
			for k := range n {
				if typ == F {
					inputs = append(inputs, int64(math.Float64bits(float64(k)+0.25)))
				} else {
					inputs = append(inputs, int64(k*1000))
				}
			}
			cases = append(cases, &diffCase{name: fmt.Sprintf("rotate-%d-%s", n, typ), loops: []*ir.Trace{rotateLoop(n, typ, 50)}, inputs: inputs})
		}
	}
	for _, x := range []float64{3, 0, -0.0, math.Inf(1), math.NaN(), 1e300} {
		cases = append(cases, &diffCase{name: fmt.Sprintf("float-%v", x), loops: []*ir.Trace{floatLoop(x, 20)},
			inputs: []int64{0, int64(math.Float64bits(1)), int64(math.Float64bits(-3))}})
	}
	cases = append(cases, bridgeCases()...)
	for _, dc := range cases {
		t.Run(dc.name, func(t *testing.T) {
			testingTB = t
			diff(t, dc, Config{FuelBits: 6})
			if strings.HasPrefix(dc.name, "scan") {
				// Out of fuel in the middle of nearly every scan.
				diff(t, dc, Config{FuelBits: 1})
			}
		})
	}
}
