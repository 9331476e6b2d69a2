package opt

import (
	"math"
	"slices"

	"github.com/microjit/microjit/jitcore/ir"
)

// LoopBounds runs Bounds over a peeled loop again, starting the body with
// facts about the label's arguments instead of nothing: a range for each
// argument, its known bits, and upper facts "arg + k < n" for an
// invariant argument n (a region length, typically). The facts are those
// the preamble proves for the values it passes to the label, kept only
// where they are inductive: the body, analyzed assuming them at the
// label, proves them again for the values its jump passes (facts that
// fail are dropped, known bits down to those both edges prove, and the
// check repeats). So in a loop that moves a pointer p by a constant
// stride, the bounds checks that the previous iteration already implies
// leave the body:
//
//	preamble: ... guard p0+10 < n ...        label(p, n)  -- p+19 < n, p >= 0
//	body:     guard p+1 < n (gone); guard p+1 >= 0 (gone); guard p+10 < n
//	          (gone); p' = p-9; guard p' >= 0   -- so p'+19 < n, p' >= 0
//
// and in a loop over tagged integers (low bits zero), the tag checks of
// values the body computes with shifts and sums of tagged values go.
// A guard removed because the facts prove its condition leaves what the
// body proves unchanged, so the induction holds with the guard gone.
//
// A loop that Peel left whole (it had nothing to hoist) is peeled here
// when that pays: when the facts remove a guard from the body, so that it
// has fewer guards than the preamble. Otherwise, and for a trace that is
// not a loop, the trace comes back unchanged.
func LoopBounds(t *ir.Trace) *ir.Trace {
	if label, _ := peeledLoop(t); label >= 0 {
		return loopBounds(t)
	}
	p := newPeeler(t)
	if p == nil {
		return t
	}
	peeled := p.run()
	if peeled == t {
		return t // it could not be peeled
	}
	out := then(peeled, loopBounds)
	label, jump := peeledLoop(out)
	if label < 0 || countGuards(out.Ops[label:jump]) >= countGuards(out.Ops[:label]) {
		recycle(out) // made from peeled, never t
		return t
	}
	return out
}

// loopBounds is LoopBounds on a peeled loop: the facts, and then the
// facts again with the preamble's counters guarded by their sign
// (signGuards) when that takes guards out of the body.
func loopBounds(t *ir.Trace) *ir.Trace {
	out := induct(t)
	if s := signGuards(out); s != nil {
		o := then(s, induct)
		if bodyGuards(o) < bodyGuards(out) {
			if out != t {
				recycle(out)
			}
			return o
		}
		recycle(o)
	}
	return out
}

// induct seeds the body of a peeled loop with the facts the preamble
// proves at the label and keeps those the body proves again. The loop's
// Entry checks them.
func induct(t *ir.Trace) *ir.Trace {
	out, seeds := inductiveFacts(t)
	if out == nil {
		return t
	}
	out.Entry = withFacts(out.Entry, seeds)
	return then(out, DCE) // the compares of removed guards
}

// inductiveFacts is Bounds over peeled loop t with the facts about each
// label position (seeds, in label order) that the preamble proves and
// the body proves again, and those facts; out is nil when t is not a
// peeled loop or no set of facts is inductive.
func inductiveFacts(t *ir.Trace) (out *ir.Trace, seeds []edgeFacts) {
	label, jump := peeledLoop(t)
	if label < 0 {
		return nil, nil
	}
	largs, jargs := t.Ops[label].Args, t.Ops[jump].Args
	// Label positions whose argument the jump passes back unchanged.
	var invariant []int
	for k, a := range largs {
		if jargs[k] == a {
			invariant = append(invariant, k)
		}
	}
	// The preamble's facts at the label: a walk up to the label, whose
	// trace nothing needs (it used to be a walk of the whole trace, kept
	// by no one: a copy, and fresh memory, per loop for nothing).
	recycle(runBoundsTo(t, label+1, func(s *bounds, args []ir.Value) {
		if seeds == nil {
			seeds = s.edgeFacts(args, invariant)
		}
	}, nil))
	facts := 1 // each round keeps all facts or drops one at least
	for _, f := range seeds {
		facts += 1 + len(f.upper) + f.bits.count()
	}
	for range facts {
		var back []edgeFacts
		out := runBounds(t, func(s *bounds, args []ir.Value) {
			back = s.edgeFacts(args, invariant) // the last call is the jump's
		}, func(s *bounds) {
			args := s.b.t.Ops[len(s.b.t.Ops)-1].Args // the new label's
			for k, v := range args {
				if seeds[k].r != full {
					s.setKnown(v, seeds[k].r)
				}
				if seeds[k].bits != (knownBits{}) {
					s.setBits(v, seeds[k].bits)
				}
				for n, kk := range seeds[k].upper {
					s.upper[[2]ir.Value{v, args[n]}] = kk
				}
			}
		})
		inductive := true
		for k := range seeds {
			if r, b := seeds[k].r, back[k].r; b.lo < r.lo || b.hi > r.hi {
				seeds[k].r, inductive = full, false
			}
			if !back[k].bits.implies(seeds[k].bits) {
				seeds[k].bits, inductive = seeds[k].bits.common(back[k].bits), false
			}
			for n, kk := range seeds[k].upper {
				if kb, ok := back[k].upper[n]; !ok || kb < kk {
					delete(seeds[k].upper, n)
					inductive = false
				}
			}
		}
		if inductive {
			return out, seeds
		}
		recycle(out) // runBounds always builds a new trace
	}
	return nil, nil
}

// signGuards returns t with a guard on the sign of each countdown
// counter added to its preamble, or nil if the loop has none. A countdown
// counter is a label argument x that the body leaves by a guard x != 0
// and passes on as x + c (c a constant) with an overflow test: the
// induction cannot drop that test, since x could be the most negative
// integer. The loop ends only if x starts on the side of zero that c
// moves toward, so the preamble guards that: x >= 0 for c < 0, x <= 0 for
// c > 0. Then x != 0 in the body, with the low bits that x and c share,
// keeps x + c on that side, the test goes, and the fact is inductive:
//
//	preamble: ... guard_false add_ovf(n0, -1); n = n0 - 1
//	          guard n >= 0 (added)              label(n)     -- n >= 0
//	body:     guard n != 0                       -- n >= 1
//	          n' = n - 1; guard_false add_ovf(n, -1) (gone)  -- n' >= 0
//
// The added guard resumes like the last guard of the preamble, which it
// follows with no op between: it has a copy of that guard's snapshot. A
// counter on the wrong side fails it, and the interpreter or a bridge
// runs the loop. The counter must be defined before that last guard.
func signGuards(t *ir.Trace) *ir.Trace {
	label, jump := peeledLoop(t)
	if label < 0 {
		return nil
	}
	last := -1
	for i := label - 1; i >= 0 && last < 0; i-- {
		if t.Ops[i].Code.Info().Guard {
			last = i
		}
	}
	largs, jargs := t.Ops[label].Args, t.Ops[jump].Args
	body := t.Ops[label:jump]
	var counters []ir.Value
	var signs []ir.Opcode
	for k, x := range largs {
		if int(x) >= last || !t.TypeOf(x).IsWord() || jargs[k] < 0 {
			continue
		}
		d := &t.Ops[jargs[k]]
		if d.Code != ir.OpAdd || d.Args[0] != x {
			continue
		}
		c, ok := t.ConstBits(d.Args[1])
		if !ok || c == 0 || !hasOp(body, ir.OpAddOvf, d.Args) || !leavesAtZero(t, body, x) {
			continue
		}
		sign := ir.OpLe
		if c < 0 {
			sign = ir.OpGe
		}
		counters, signs = append(counters, x), append(signs, sign)
	}
	if counters == nil {
		return nil
	}
	b := newBuilder(t)
	zero := b.t.Const(ir.Int, 0)
	for i := range t.Ops {
		b.keep(i)
		if i != last {
			continue
		}
		snap := b.t.Ops[len(b.t.Ops)-1].Snap
		for k, x := range counters {
			cond := b.emit(ir.Op{Code: signs[k], Type: ir.Int, Args: []ir.Value{b.arg(x), zero}})
			b.emit(ir.Op{Code: ir.OpGuardTrue, Type: ir.Void, Args: []ir.Value{cond}, Snap: b.copySnapshot(snap)})
		}
	}
	return b.finish()
}

// hasOp reports whether ops has an op code with the arguments args.
func hasOp(ops []ir.Op, code ir.Opcode, args []ir.Value) bool {
	for i := range ops {
		if ops[i].Code == code && slices.Equal(ops[i].Args, args) {
			return true
		}
	}
	return false
}

// leavesAtZero reports whether body has a guard that x != 0.
func leavesAtZero(t *ir.Trace, body []ir.Op, x ir.Value) bool {
	zero := func(v ir.Value) bool { c, ok := t.ConstBits(v); return ok && c == 0 }
	for i := range body {
		op := &body[i]
		if op.Code != ir.OpGuardTrue && op.Code != ir.OpGuardFalse || op.Args[0] < 0 {
			continue
		}
		d := &t.Ops[op.Args[0]]
		want := ir.OpEq // guard_false eq(x, 0)
		if op.Code == ir.OpGuardTrue {
			want = ir.OpNe
		}
		if d.Code == want && (d.Args[0] == x && zero(d.Args[1]) || d.Args[1] == x && zero(d.Args[0])) {
			return true
		}
	}
	return false
}

// bodyGuards is the number of guards after the label of a peeled loop.
func bodyGuards(t *ir.Trace) int {
	label, jump := peeledLoop(t)
	if label < 0 {
		return 0
	}
	return countGuards(t.Ops[label:jump])
}

// countGuards is the number of guards among ops.
func countGuards(ops []ir.Op) int {
	n := 0
	for i := range ops {
		if ops[i].Code.Info().Guard {
			n++
		}
	}
	return n
}

// peeledLoop returns the indices of the label and the final jump of a
// loop with a preamble (ops other than inputs before its label), or -1.
func peeledLoop(t *ir.Trace) (label, jump int) {
	n := len(t.Ops)
	if t.Kind != ir.Loop || n == 0 || t.Ops[n-1].Code != ir.OpJump || t.Ops[n-1].Aux >= 0 {
		return -1, -1
	}
	label, preamble := -1, false
	for i := range t.Ops {
		switch t.Ops[i].Code {
		case ir.OpLabel:
			if label >= 0 {
				return -1, -1
			}
			label = i
		case ir.OpInput:
		default:
			preamble = preamble || label < 0
		}
	}
	if label < 0 || !preamble {
		return -1, -1
	}
	return label, n - 1
}

// edgeFacts is what one edge into the label proves about the value it
// passes for one label position: its range, its known bits, and for label positions n
// holding an invariant argument, the largest k with value + k < arg n.
type edgeFacts struct {
	r     rng
	bits  knownBits
	upper map[int]int64
}

// edgeFacts collects the facts about args, the values an edge passes to
// the label, whose positions in invariant name the invariant arguments.
func (s *bounds) edgeFacts(args []ir.Value, invariant []int) []edgeFacts {
	facts := make([]edgeFacts, len(args))
	for k, v := range args {
		f := edgeFacts{r: full} // upper made when there is one (most have none)
		if s.b.t.TypeOf(v).IsWord() {
			f.r, f.bits = s.rangeOf(v, 0), s.bitsOf(v, 0)
			base, j := s.b.split(v)
			for _, n := range invariant {
				if kb, ok := s.upper[[2]ir.Value{base, args[n]}]; ok && j > math.MinInt64/2 && kb-j < math.MaxInt64/2 {
					// base + kb < n, and v = base + j without overflow
					// when base's range says so: v + (kb - j) < n.
					if _, ok := shift(s.rangeOf(base, 0), j); ok {
						if f.upper == nil {
							f.upper = map[int]int64{}
						}
						f.upper[n] = kb - j
					}
				}
			}
		}
		facts[k] = f
	}
	return facts
}
