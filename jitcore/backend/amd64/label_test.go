//go:build linux && amd64

package amd64

import (
	"testing"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/ir"
)

// Jumps to another loop's label (ir's entry.go, lower_jump.go:
// jumpToLabel). The loops here are peeled by hand: a preamble that copies
// the inputs, then wideLoop's body; their Entry passes the inputs as they
// are. The backend only needs an Entry to be there to make the label
// entry; what it computes is the optimizer's business.

// peeledWideLoop is wideLoop(n) with a preamble.
func peeledWideLoop(n int) *ir.Trace {
	b, ins := intTrace(ir.Loop, n)
	var old, next []ir.Value
	for _, v := range ins {
		old = append(old, b.op(ir.OpAdd, v, b.c(0)))
	}
	b.label(old...)
	next = append(next, b.op(ir.OpAdd, old[0], b.c(1)), b.op(ir.OpOr, old[1], b.c(0)))
	for _, v := range old[2:] {
		next = append(next, b.op(ir.OpAdd, b.op(ir.OpMul, v, b.c(3)), b.c(1)))
	}
	b.guard(ir.OpGuardTrue, append(append([]ir.Value(nil), old...), next...), b.op(ir.OpLt, next[0], b.c(30)))
	t := b.jump(-1, next...)
	t.Entry = identityEntry(n)
	return t
}

// identityEntry is an Entry that passes its n int inputs to the label.
func identityEntry(n int) *ir.Trace {
	b, args := intTrace(ir.LoopEntry, n)
	return b.jump(-1, args...)
}

// toLabel makes the jump that ends t a jump to its target's label.
func toLabel(t *ir.Trace) *ir.Trace {
	t.Ops[len(t.Ops)-1].Region = ir.JumpToLabel
	return t
}

func labelCases() []*diffCase {
	return []*diffCase{
		{name: "label-smaller-frame", loops: []*ir.Trace{peeledWideLoop(16)},
			bridges: []bridgeSpec{{from: 0, guard: 0, trace: toLabel(wideBridge(16, 0))}}, inputs: wideInputs(16)},
		{name: "label-larger-frame", loops: []*ir.Trace{peeledWideLoop(16)},
			bridges: []bridgeSpec{{from: 0, guard: 0, trace: toLabel(wideBridge(16, 40))}}, inputs: wideInputs(16)},
		{name: "label-registers", loops: []*ir.Trace{peeledWideLoop(4)},
			bridges: []bridgeSpec{{from: 0, guard: 0, trace: toLabel(wideBridge(4, 0))}}, inputs: wideInputs(4)},
		{name: "label-from-loop", loops: []*ir.Trace{peeledWideLoop(4), toLabel(wideRound(4))},
			bridges: []bridgeSpec{{from: 0, guard: 0, trace: wideExit(4)}}, inputs: wideInputs(4)},
	}
}

// wideRound is a loop (loop 1) that takes wideLoop's 2n live values,
// counts a round and, for six rounds, jumps back to loop 0's label with
// the count 20 lower; its own label is never reached again.
func wideRound(n int) *ir.Trace {
	b, in := intTrace(ir.Loop, 2*n)
	b.label(in...)
	round := b.op(ir.OpAdd, in[n+1], b.c(1))
	final := append([]ir.Value{round}, in[n+2:]...)
	b.guard(ir.OpGuardTrue, final, b.op(ir.OpLt, round, b.c(6)))
	args := append([]ir.Value{b.op(ir.OpSub, in[n], b.c(20)), round}, in[n+2:]...)
	return b.jump(0, args...)
}

// wideExit is a bridge from loop 0's guard into loop 1.
func wideExit(n int) *ir.Trace {
	b, args := intTrace(ir.Bridge, 2*n)
	return b.jump(1, args...)
}

// TestJumpToLabel runs the label cases on both backends, directly and
// through indirect jumps, and checks that the loops have a label entry
// whose frame differs from the jumping trace's as the case's name says.
func TestJumpToLabel(t *testing.T) { diffJumpKinds(t, labelCases()) }

// TestLabelEntryFrames checks that the frame cases move between frames
// of the sizes they say.
func TestLabelEntryFrames(t *testing.T) {
	for _, tt := range []struct {
		name   string
		bridge *ir.Trace
		grows  bool
	}{
		{"smaller", toLabel(wideBridge(16, 0)), false},
		{"larger", toLabel(wideBridge(16, 40)), true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			be := newNative(t, Config{})
			loop := compile(t, be, peeledWideLoop(16)).(*code)
			if loop.labelEntry == 0 || len(loop.labelLocs) != 16 || inRegisters(loop.labelLocs) {
				t.Fatalf("label entry %#x with the label's arguments at %v, want some in the frame", loop.labelEntry, loop.labelLocs)
			}
			c, err := be.Compile(tt.bridge, nil, func(int) backend.Code { return loop })
			if err != nil {
				t.Fatal(err)
			}
			br := c.(*code)
			bf, lf := br.ra.frameSize(), loop.ra.frameSize()
			if bf == lf || (bf > lf) != tt.grows {
				t.Errorf("bridge frame %d, loop frame %d, want it to grow: %v", bf, lf, tt.grows)
			}
		})
	}
}

// TestNoLabelEntry checks that a loop without an Entry has no label
// entry, and that a jump to its label does not compile.
func TestNoLabelEntry(t *testing.T) {
	be := newNative(t, Config{})
	l := peeledWideLoop(4)
	l.Entry = nil
	loop := compile(t, be, l).(*code)
	if loop.labelEntry != 0 {
		t.Fatalf("a loop without an Entry has a label entry")
	}
	if _, err := be.Compile(toLabel(wideBridge(4, 0)), nil, func(int) backend.Code { return loop }); err == nil {
		t.Errorf("a jump to the label of a loop without a label entry compiled")
	}
}
