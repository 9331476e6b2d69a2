//go:build linux && amd64

package amd64

import (
	"math"
	"testing"

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
