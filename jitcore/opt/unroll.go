package opt

import "github.com/microjit/microjit/jitcore/ir"

// MaxUnrolledBody is the longest loop body, in ops, that Unroll copies;
// a body of at most MaxUnrolledBody/4 ops it copies four times.
const MaxUnrolledBody = 32

// Unroll makes each iteration of a short loop do two iterations of the
// original (four, for a body of at most MaxUnrolledBody/4 ops): the
// body, then the body again on the values the copy before would pass
// back to the label.
//
//	label(a, b); <body of a, b>; jump(a', b')
//	label(a, b); <body of a, b>; <body of a', b'>; jump(a'', b'')
//
// Each copy keeps its guards (with their own snapshots), so the loop
// leaves through a later copy's exits as it left through the first's,
// but for polls: the first copy's is one per iteration of the unrolled
// loop, so a request still stops the loop within a bounded amount of
// work (ir's poll.go).
// A guard of a later copy names its original in its snapshot
// (ir.Snapshot.Twin): the driver gives all of them one bridge, so
// unrolling does not add bridges, nor exits to the interpreter before
// they exist. What goes is half (or three quarters) of the back edges,
// with their fuel checks, and the register moves that a permutation of
// loop variables costs at every back edge (a, b = b, a + b): over two
// copies the register allocator can compute each new value in the
// register of the label argument it replaces (its hints, and exits that
// recover a from a + b). It runs last, when the body is as small as the
// passes make it; nothing is optimized across the copies. Four copies
// of toyvm's factorial loop (7 ops) instead of two took 5% off its time,
// 3% off fibonacci's; bf's programs did not move.
//
// A trace that is not a loop (one label, and a jump back to it at the
// end), or whose body is longer than MaxUnrolledBody ops, comes back
// unchanged.
func Unroll(t *ir.Trace) *ir.Trace {
	label, jump := loopLabel(t)
	if label < 0 || jump-label-1 > MaxUnrolledBody {
		return t
	}
	copies := 2
	if jump-label-1 <= MaxUnrolledBody/4 {
		copies = 4
	}
	b := newBuilderFor(t, len(t.Ops)+(copies-1)*(jump-label-1))
	first := make(map[int]int32) // old guard -> its first copy
	for i := range jump {
		b.keep(i) // inputs, preamble, label and the first copy
		if i > label && t.Ops[i].Code.Info().Guard {
			first[i] = int32(len(b.t.Ops) - 1)
		}
	}
	for range copies - 1 {
		// A copy sees the one before's jump arguments where the
		// original reads the label's arguments; values from before the
		// label are the same in every iteration.
		m := append([]ir.Value(nil), b.m...)
		next := b.args(t.Ops[jump].Args)
		for k, a := range t.Ops[label].Args {
			m[a] = next[k]
		}
		b.rewalk(m)
		for i := label + 1; i < jump; i++ {
			if t.Ops[i].Code == ir.OpGuardNotInvalidated && checkedSince(b.t) {
				continue // the copy before checked it, and called nothing since
			}
			if t.Ops[i].Code == ir.OpPoll {
				continue // the first copy's bounds the work between two polls
			}
			b.keep(i)
			if g, ok := first[i]; ok {
				// A snapshot of its own: guards of one instruction
				// share theirs, and each has its own twin.
				op := &b.t.Ops[len(b.t.Ops)-1]
				op.Snap = b.copySnapshot(op.Snap)
				b.t.Snapshots[op.Snap].Twin = g + 1
			}
		}
	}
	b.keep(jump)
	return b.finish()
}

// checkedSince reports whether t has a guard_not_invalidated after its
// last call: another one there checks nothing more (ir's quasi.go).
func checkedSince(t *ir.Trace) bool {
	for i := len(t.Ops) - 1; i >= 0; i-- {
		switch t.Ops[i].Code {
		case ir.OpGuardNotInvalidated:
			return true
		case ir.OpCall, ir.OpCallTrace, ir.OpLabel:
			return false
		}
	}
	return false
}

// loopLabel returns the indices of the label and the final jump of a
// loop trace with one label, peeled or not; -1, -1 for other traces.
func loopLabel(t *ir.Trace) (label, jump int) {
	n := len(t.Ops)
	if t.Kind != ir.Loop || n == 0 || t.Ops[n-1].Code != ir.OpJump || t.Ops[n-1].Aux >= 0 {
		return -1, -1
	}
	label = -1
	for i := range t.Ops {
		if t.Ops[i].Code == ir.OpLabel {
			if label >= 0 {
				return -1, -1
			}
			label = i
		}
	}
	if label < 0 {
		return -1, -1
	}
	return label, n - 1
}
