//go:build linux && amd64

package amd64

import (
	"fmt"
	"math"
	"slices"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/backend/exec"
	"github.com/microjit/microjit/jitcore/ir"
)

// sawLoop counts i and s = s + i, leaving every 16 iterations.
func sawLoop() *ir.Trace {
	b := newTrace(ir.Loop, I, I)
	b.label(b.in(0), b.in(1))
	i := b.op(ir.OpAdd, b.in(0), b.c(1))
	s := b.op(ir.OpAdd, b.in(1), i)
	low := b.op(ir.OpAnd, i, b.c(15))
	b.guard(ir.OpGuardTrue, []ir.Value{i, s}, low)
	return b.jump(-1, i, s)
}

// sawBridge continues sawLoop: adds 1000 to s and goes back to loop 0
// until i reaches limit.
func sawBridge(limit int64) *ir.Trace {
	b := newTrace(ir.Bridge, I, I)
	s := b.op(ir.OpAdd, b.in(1), b.c(1000))
	lt := b.op(ir.OpLt, b.in(0), b.c(limit))
	b.guard(ir.OpGuardTrue, []ir.Value{s, b.in(0)}, lt)
	return b.jump(0, b.in(0), s)
}

// downLoop counts x down to 0, summing into y.
func downLoop() *ir.Trace {
	b := newTrace(ir.Loop, I, I)
	b.label(b.in(0), b.in(1))
	x := b.op(ir.OpSub, b.in(0), b.c(1))
	y := b.op(ir.OpAdd, b.in(1), b.op(ir.OpMul, x, x))
	gt := b.op(ir.OpGt, x, b.c(0))
	b.guard(ir.OpGuardTrue, []ir.Value{y, x}, gt)
	return b.jump(-1, x, y)
}

// toDown is a bridge from sawBridge's guard (live s, i) into downLoop,
// which is loop 1.
func toDown() *ir.Trace {
	b := newTrace(ir.Bridge, I, I)
	return b.jump(1, b.op(ir.OpAnd, b.in(0), b.c(255)), b.in(1))
}

// entryTrace is a label-less trace that jumps into loop 0.
func entryTrace() *ir.Trace {
	b := newTrace(ir.Bridge, I)
	return b.jump(0, b.op(ir.OpMul, b.in(0), b.c(3)), b.c(7))
}

// floatSaw is a float loop leaving every 8 iterations, with a float and
// spilled values live at the guard.
func floatSaw() *ir.Trace {
	types := []ir.Type{I, F}
	for range 16 {
		types = append(types, F)
	}
	b := newTrace(ir.Loop, types...)
	var vals []ir.Value
	for i := range types {
		vals = append(vals, b.in(i))
	}
	b.label(vals...)
	i := b.op(ir.OpAdd, vals[0], b.c(1))
	f := b.op(ir.OpFAdd, vals[1], b.cf(0.5))
	next := []ir.Value{i, f}
	for k := 2; k < len(vals); k++ {
		next = append(next, b.op(ir.OpFMul, vals[k], b.cf(1.25)))
	}
	low := b.op(ir.OpAnd, i, b.c(7))
	b.guard(ir.OpGuardFalse, next, b.op(ir.OpEq, low, b.c(0)))
	return b.jump(-1, next...)
}

// floatSawBridge halves the float and goes back, until i reaches 40.
func floatSawBridge() *ir.Trace {
	types := []ir.Type{I, F}
	for range 16 {
		types = append(types, F)
	}
	b := newTrace(ir.Bridge, types...)
	var vals []ir.Value
	for i := range types {
		vals = append(vals, b.in(i))
	}
	vals[1] = b.op(ir.OpFDiv, vals[1], b.cf(2))
	lt := b.op(ir.OpLt, vals[0], b.c(40))
	b.guard(ir.OpGuardTrue, vals, lt)
	return b.jump(0, vals...)
}

// promoteLoop promotes x & 3: its guard gets a bridge that goes back.
func promoteLoop() *ir.Trace {
	b := newTrace(ir.Loop, I)
	b.label(b.in(0))
	x := b.op(ir.OpAdd, b.in(0), b.c(1))
	b.guard(ir.OpGuardValue, []ir.Value{x}, b.op(ir.OpAnd, x, b.c(3)), b.c(1))
	return b.jump(-1, x)
}

func promoteBridge() *ir.Trace {
	b := newTrace(ir.Bridge, I)
	lt := b.op(ir.OpLt, b.in(0), b.c(30))
	b.guard(ir.OpGuardTrue, []ir.Value{b.in(0)}, lt)
	return b.jump(0, b.op(ir.OpAdd, b.in(0), b.c(4)))
}

// recoveredLoop sums i into s up to limit; at its guard, i is no longer
// in a register: the exit recovers it from i+1.
func recoveredLoop(limit int64) *ir.Trace {
	b := newTrace(ir.Loop, I, I)
	b.label(b.in(0), b.in(1))
	i1 := b.op(ir.OpAdd, b.in(0), b.c(1))
	s1 := b.op(ir.OpAdd, b.in(1), i1)
	b.guard(ir.OpGuardTrue, []ir.Value{b.in(0), s1}, b.op(ir.OpLt, i1, b.c(limit)))
	return b.jump(-1, i1, s1)
}

// siblingLoop steps i by 10 and sums i into s up to limit; its guard's
// snapshot holds i+7, which nothing else uses, and i is no longer live
// there: the exit recovers i+7 from i+10, the next i.
func siblingLoop(limit int64) *ir.Trace {
	b := newTrace(ir.Loop, I, I)
	b.label(b.in(0), b.in(1))
	seven := b.op(ir.OpAdd, b.in(0), b.c(7))
	s1 := b.op(ir.OpAdd, b.in(1), b.in(0))
	next := b.op(ir.OpAdd, b.in(0), b.c(10))
	b.guard(ir.OpGuardTrue, []ir.Value{seven, s1}, b.op(ir.OpLt, s1, b.c(limit)))
	return b.jump(-1, next, s1)
}

// siblingBridge takes siblingLoop's exit (i+7, s) back into it with i+10
// until s reaches limit.
func siblingBridge(limit int64) *ir.Trace {
	b := newTrace(ir.Bridge, I, I)
	b.guard(ir.OpGuardTrue, []ir.Value{b.in(0), b.in(1)}, b.op(ir.OpLt, b.in(1), b.c(limit)))
	return b.jump(0, b.op(ir.OpAdd, b.in(0), b.c(3)), b.in(1))
}

// rewindBridge sends a loop with inputs (i, s) back 10 iterations until
// s reaches limit.
func rewindBridge(limit int64) *ir.Trace {
	b := newTrace(ir.Bridge, I, I)
	b.guard(ir.OpGuardTrue, []ir.Value{b.in(0), b.in(1)}, b.op(ir.OpLt, b.in(1), b.c(limit)))
	return b.jump(0, b.op(ir.OpSub, b.in(0), b.c(10)), b.in(1))
}

// stepBridge moves the cell pointer of delayedStoreLoop (inputs i, p and
// the n-2 other values its guard's stores need) one to the right and
// starts the count again, until p reaches limit.
func stepBridge(limit int64, n int) *ir.Trace {
	b, _ := intTrace(ir.Bridge, n)
	q := b.op(ir.OpAdd, b.in(1), b.c(1))
	b.guard(ir.OpGuardTrue, []ir.Value{b.in(0), q}, b.op(ir.OpLt, q, b.c(limit)))
	return b.jump(0, b.op(ir.OpSub, b.in(0), b.c(35)), q)
}

// spillingBridge keeps its two inputs and 20 floats live at once, so it
// spills, from a parent that does not: the guard entry grows the frame.
func spillingBridge() *ir.Trace {
	b := newTrace(ir.Bridge, I, I)
	var fs []ir.Value
	f := b.op(ir.OpIntToFloat, b.in(1))
	for k := range 20 {
		fs = append(fs, b.op(ir.OpFAdd, f, b.cf(float64(k))))
	}
	sum := fs[0]
	for _, x := range fs[1:] {
		sum = b.op(ir.OpFAdd, sum, x)
	}
	s := b.op(ir.OpAdd, b.in(1), b.op(ir.OpFloatToInt, sum))
	b.guard(ir.OpGuardTrue, []ir.Value{b.in(0), s}, b.op(ir.OpLt, s, b.c(1<<40)))
	return b.jump(0, b.in(0), s)
}

// wideLoop keeps n integers live around the loop and 2n at its guard
// (each v and v*3+1, and a count and a round that the bridge advances),
// so that its frame holds spilled values the guard needs.
func wideLoop(n int) *ir.Trace {
	b, old := intTrace(ir.Loop, n)
	var next []ir.Value
	b.label(old...)
	next = append(next, b.op(ir.OpAdd, old[0], b.c(1)), b.op(ir.OpOr, old[1], b.c(0)))
	for _, v := range old[2:] {
		next = append(next, b.op(ir.OpAdd, b.op(ir.OpMul, v, b.c(3)), b.c(1)))
	}
	b.guard(ir.OpGuardTrue, append(slices.Clone(old), next...), b.op(ir.OpLt, next[0], b.c(30)))
	return b.jump(-1, next...)
}

// wideBridge takes wideLoop's 2n live values back to it with the count
// 20 lower and the next round, for 6 rounds; its last exit keeps the
// round and the values the loop advanced. With floats, it also keeps
// that many floats live at once, so its frame is larger than the loop's.
func wideBridge(n, floats int) *ir.Trace {
	b, _ := intTrace(ir.Bridge, 2*n)
	round := b.op(ir.OpAdd, b.in(n+1), b.c(1))
	final := []ir.Value{round}
	for k := n + 2; k < 2*n; k++ {
		final = append(final, b.in(k))
	}
	b.guard(ir.OpGuardTrue, final, b.op(ir.OpLt, round, b.c(6)))
	count := b.op(ir.OpSub, b.in(n), b.c(20))
	if floats > 0 {
		f := b.op(ir.OpIntToFloat, count)
		var fs []ir.Value
		for k := range floats {
			fs = append(fs, b.op(ir.OpFMul, f, b.cf(float64(k))))
		}
		sum := fs[0]
		for _, x := range fs[1:] {
			sum = b.op(ir.OpFAdd, sum, x)
		}
		count = b.op(ir.OpSub, count, b.op(ir.OpFloatToInt, b.op(ir.OpFMul, sum, b.cf(0))))
	}
	args := []ir.Value{count, round}
	for k := n + 2; k < 2*n; k++ {
		args = append(args, b.in(k))
	}
	return b.jump(0, args...)
}

// oddBridge continues sawLoop every other time it leaves (when bit 4 of
// i is set), adding 1 to s; the other times its guard fails.
func oddBridge() *ir.Trace {
	b := newTrace(ir.Bridge, I, I)
	s := b.op(ir.OpAdd, b.in(1), b.c(1))
	b.guard(ir.OpGuardTrue, []ir.Value{b.in(0), s}, b.op(ir.OpAnd, b.in(0), b.c(16)))
	return b.jump(0, b.in(0), s)
}

// wideInputs starts wideLoop(n) with the count and round at 0 and every
// other value different, so that a value moved to the wrong slot shows.
func wideInputs(n int) []int64 {
	in := make([]int64, n)
	for k := 2; k < n; k++ {
		in[k] = int64(k * 1000)
	}
	return in
}

func bridgeCases() []*diffCase {
	floatInputs := []int64{0}
	for k := range 17 {
		floatInputs = append(floatInputs, int64(math.Float64bits(float64(k)-3.5)))
	}
	return []*diffCase{
		{name: "bridge-unattached", loops: []*ir.Trace{sawLoop()}, inputs: []int64{0, 0}},
		{name: "bridge-back-to-loop", loops: []*ir.Trace{sawLoop()},
			bridges: []bridgeSpec{{from: 0, guard: 0, trace: sawBridge(200)}}, inputs: []int64{0, 0}, runs: 2},
		{name: "bridge-chain-to-other-loop", loops: []*ir.Trace{sawLoop(), downLoop()},
			bridges: []bridgeSpec{{from: 0, guard: 0, trace: sawBridge(100)}, {from: 2, guard: 0, trace: toDown()}},
			inputs:  []int64{0, 0}},
		{name: "entry-jumps-to-loop", loops: []*ir.Trace{downLoop(), entryTrace()}, entry: 1, inputs: []int64{21}},
		{name: "bridge-floats", loops: []*ir.Trace{floatSaw()},
			bridges: []bridgeSpec{{from: 0, guard: 0, trace: floatSawBridge()}}, inputs: floatInputs},
		{name: "bridge-flexswitch", loops: []*ir.Trace{promoteLoop()},
			bridges: []bridgeSpec{{from: 0, guard: 0, trace: promoteBridge()}}, inputs: []int64{0}},
		{name: "bridge-recovered-input", loops: []*ir.Trace{recoveredLoop(30)},
			bridges: []bridgeSpec{{from: 0, guard: 0, trace: rewindBridge(5000)}}, inputs: []int64{0, 0}},
		{name: "bridge-recovered-sibling", loops: []*ir.Trace{siblingLoop(300)},
			bridges: []bridgeSpec{{from: 0, guard: 0, trace: siblingBridge(9000)}}, inputs: []int64{0, 0}},
		{name: "bridge-delayed-stores", loops: []*ir.Trace{delayedStoreLoop(40, false)},
			bridges: []bridgeSpec{{from: 0, guard: 0, trace: stepBridge(14, 3)}},
			inputs:  []int64{0, 9}, regions: []int{64, 64}},
		{name: "bridge-delayed-stores-recovered", loops: []*ir.Trace{delayedStoreLoop(40, true)},
			bridges: []bridgeSpec{{from: 0, guard: 0, trace: stepBridge(14, 4)}},
			inputs:  []int64{0, 9}, regions: []int{64, 64}},
		{name: "bridge-grows-frame", loops: []*ir.Trace{sawLoop()},
			bridges: []bridgeSpec{{from: 0, guard: 0, trace: spillingBridge()}}, inputs: []int64{0, 0}},
		{name: "bridge-smaller-frame", loops: []*ir.Trace{wideLoop(16)},
			bridges: []bridgeSpec{{from: 0, guard: 0, trace: wideBridge(16, 0)}}, inputs: wideInputs(16)},
		{name: "bridge-larger-frame", loops: []*ir.Trace{wideLoop(16)},
			bridges: []bridgeSpec{{from: 0, guard: 0, trace: wideBridge(16, 40)}}, inputs: wideInputs(16)},
	}
}

// TestGuardEntries checks which attached bridges take their inputs
// through a guard entry (guard_entry.go): all of bridgeCases' but the
// one whose guard's delayed stores need a recovered value. The cases
// themselves, run by TestDiff, check what the entries do.
func TestGuardEntries(t *testing.T) {
	for _, dc := range bridgeCases() {
		if len(dc.bridges) == 0 {
			continue
		}
		t.Run(dc.name, func(t *testing.T) {
			be := newNative(t, Config{})
			var pieces []backend.Code
			loops := func(id int) backend.Code { return pieces[id] }
			build := func(tr *ir.Trace) backend.Code {
				c, err := be.Compile(tr, nil, loops)
				if err != nil {
					t.Fatal(err)
				}
				return c
			}
			for _, tr := range dc.loops {
				pieces = append(pieces, build(tr))
			}
			for _, bs := range dc.bridges {
				c := build(bs.trace)
				if err := be.Attach(pieces[bs.from].Guards()[bs.guard], c); err != nil {
					t.Fatal(err)
				}
				want := dc.name != "bridge-delayed-stores-recovered"
				if got := len(c.(*code).guardEntries) == 1; got != want {
					t.Errorf("guard entry: %v, want %v", got, want)
				}
				if want && !strings.Contains(c.Listing(), "guard entry from") {
					t.Errorf("the listing does not show the guard entry:\n%s", c.Listing())
				}
				if n := c.(*code).size; want && c.Size() <= n {
					t.Errorf("Size %d does not count the guard entry (the trace alone is %d bytes)", c.Size(), n)
				}
				pieces = append(pieces, c)
			}
		})
	}
}

// TestRegisterEntry checks which loops offer the entry that takes the
// inputs in registers: one whose inputs all live in registers does, one
// with inputs spilled to its frame does not (a jump into it goes through
// the values area). The differential cases above run both kinds of jump.
func TestRegisterEntry(t *testing.T) {
	tests := []struct {
		name  string
		trace *ir.Trace
		want  bool
	}{
		{"registers", sawLoop(), true},
		{"spilled", floatSaw(), false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := compile(t, newNative(t, Config{}), tt.trace).(*code)
			if got := c.regEntry != 0; got != tt.want {
				t.Errorf("register entry: %v, want %v (inputs at %v)", got, tt.want, c.inputs)
			}
			if tt.want && !inRegisters(c.inputs) {
				t.Errorf("register entry with inputs at %v", c.inputs)
			}
		})
	}
}

// TestGuardEntryFrames checks that the frame cases above move between
// frames of the sizes they say, with spilled values on the sides that
// matter.
func TestGuardEntryFrames(t *testing.T) {
	for _, tt := range []struct {
		name   string
		bridge *ir.Trace
		grows  bool
	}{
		{"smaller", wideBridge(16, 0), false},
		{"larger", wideBridge(16, 40), true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			be := newNative(t, Config{})
			loop := compile(t, be, wideLoop(16)).(*code)
			br, err := be.Compile(tt.bridge, nil, func(int) backend.Code { return loop })
			if err != nil {
				t.Fatal(err)
			}
			c := br.(*code)
			bf, lf := c.ra.frameSize(), loop.ra.frameSize()
			if bf == lf || (bf > lf) != tt.grows {
				t.Errorf("bridge frame %d, loop frame %d, want it to grow: %v", bf, lf, tt.grows)
			}
			if inRegisters(c.inputs) {
				t.Errorf("the bridge keeps no input in its frame: %v", c.inputs)
			}
		})
	}
}

// TestGuardEntryFuel runs bridges entered through guard entries often,
// with little fuel: a guard entry that finds the fuel out must put it
// back before the stub's path counts it again, or the fuel goes below
// zero and never runs out again. One parent is a loop, which keeps its
// fuel in a register, the other a bridge, which keeps it in the state.
// Several sizes of fuel make the fuel run out at different steps.
func TestGuardEntryFuel(t *testing.T) {
	const limit = 1 << 16
	for _, dc := range []*diffCase{
		{name: "from-loop", loops: []*ir.Trace{sawLoop()},
			bridges: []bridgeSpec{{from: 0, guard: 0, trace: sawBridge(limit)}}},
		{name: "from-bridge", loops: []*ir.Trace{sawLoop()},
			bridges: []bridgeSpec{{from: 0, guard: 0, trace: oddBridge()}, {from: 1, guard: 0, trace: sawBridge(limit)}}},
	} {
		for fuelBits := 1; fuelBits <= 4; fuelBits++ {
			t.Run(fmt.Sprintf("%s-%d", dc.name, fuelBits), func(t *testing.T) {
				dc.inputs = []int64{0, 0}
				st := diff(t, dc, Config{FuelBits: fuelBits})
				// Each iteration of the loop takes a step of fuel.
				if want := limit >> fuelBits; st.FuelExits < want {
					t.Errorf("%d fuel exits, want at least %d", st.FuelExits, want)
				}
			})
		}
	}
}

// TestIndirectJumps runs the bridge cases (each bridge jumps into a loop)
// with those jumps made through a register, as Compile lowers them when a
// target is out of rel32 range from the code, and checks the listings:
// a direct jmp rel32 by default, jmp rax then.
func TestIndirectJumps(t *testing.T) {
	for _, indirect := range []bool{false, true} {
		for _, dc := range bridgeCases() {
			if len(dc.bridges) == 0 {
				continue
			}
			t.Run(fmt.Sprintf("%s/indirect=%v", dc.name, indirect), func(t *testing.T) {
				testingTB = t
				want := runCase(t, exec.New(), dc, true)
				be := newNative(t, Config{FuelBits: 6})
				be.indirectJumps = indirect
				if d := outcomeDiff(want, runCase(t, be, dc, true)); d != "" {
					t.Errorf("native differs from exec (-exec +native):\n%s", d)
				}
				var loops []backend.Code
				for _, tr := range dc.loops {
					c, err := be.Compile(tr, nil, func(id int) backend.Code { return loops[id] })
					if err != nil {
						t.Fatal(err)
					}
					loops = append(loops, c)
				}
				br, err := be.Compile(dc.bridges[0].trace, nil, func(id int) backend.Code { return loops[id] })
				if err != nil {
					t.Fatal(err)
				}
				if got := strings.Contains(br.Listing(), "jmp rax"); got != indirect {
					t.Errorf("listing has jmp rax: %v, want %v\n%s", got, indirect, br.Listing())
				}
			})
		}
	}
}

// fibLoop is a, b = b, a + b with an overflow guard that resumes before
// the add, so its snapshot holds a, which nothing else needs after the
// add: the exit stub recovers a as (a + b) - b, and a + b may take a's
// register. With twice set the body is there twice (as opt.Unroll makes
// it), the second copy recovering b from b + (a + b). The add wraps
// before the guard fails; the subtraction still gives the old value.
func fibLoop(twice bool) *ir.Trace {
	b := newTrace(ir.Loop, I, I, I)
	b.label(b.in(0), b.in(1), b.in(2))
	x, y, k := b.in(0), b.in(1), b.in(2)
	copies := 1
	if twice {
		copies = 2
	}
	for range copies {
		b.guard(ir.OpGuardTrue, []ir.Value{x, y, k}, b.op(ir.OpNe, k, b.c(0)))
		s := b.op(ir.OpAdd, x, y)
		b.guard(ir.OpGuardFalse, []ir.Value{x, y, k}, b.op(ir.OpAddOvf, x, y))
		x, y, k = y, s, b.op(ir.OpAdd, k, b.c(-1))
	}
	return b.jump(-1, x, y, k)
}

// TestSubtractionRecovery checks that fibLoop's overflow guards recover
// the old value by a subtraction (what the fib-* differential cases then
// run), so that the new value can take its register.
func TestSubtractionRecovery(t *testing.T) {
	for _, twice := range []bool{false, true} {
		ra := allocate(fibLoop(twice), nil)
		n := 0
		for _, r := range ra.recover {
			if r.HasSub {
				n++
			}
		}
		if want := map[bool]int{false: 1, true: 2}[twice]; n != want {
			t.Errorf("twice=%v: %d values recovered by a subtraction, want %d", twice, n, want)
		}
	}
}

// untaggedLoop is factorial as opt.Untag leaves it: the counter j is
// n >> 16 of a tagged n, which the snapshots hold as shl j, 16 (n), and
// acc = acc * j stops at j == 0 or an overflow.
func untaggedLoop() *ir.Trace {
	b := newTrace(ir.Loop, I, I)
	acc, j := b.in(0), b.in(1)
	b.label(acc, j)
	n := b.op(ir.OpShl, j, b.c(16))
	b.guard(ir.OpGuardTrue, []ir.Value{acc, n}, b.op(ir.OpNe, j, b.c(0)))
	acc2 := b.op(ir.OpMul, acc, j)
	b.guard(ir.OpGuardFalse, []ir.Value{n, acc, n}, b.op(ir.OpMulOvf, acc, j))
	j2 := b.op(ir.OpAdd, j, b.c(-1))
	n2 := b.op(ir.OpShl, j2, b.c(16))
	b.guard(ir.OpGuardTrue, []ir.Value{acc2, n2}, b.op(ir.OpNe, j2, b.c(0)))
	return b.jump(-1, acc2, j2)
}

// TestShiftRecovery checks that untaggedLoop's exits recover n and n'
// by a shift of the counter (what the untagged-* differential cases then
// run), so that the body never computes them.
func TestShiftRecovery(t *testing.T) {
	ra := allocate(untaggedLoop(), nil)
	n := 0
	for _, r := range ra.recover {
		if r.Shl == 16 {
			n++
		}
	}
	if n != 3 {
		t.Errorf("%d values recovered by a shift, want 3 (n at two guards, n' at one)", n)
	}
	for i, op := range untaggedLoop().Ops {
		if op.Code == ir.OpShl && ra.end[i] >= 0 {
			t.Errorf("shl at op %d is computed (live until op %d)", i, ra.end[i])
		}
	}
}
