package opt

import "github.com/microjit/microjit/jitcore/ir"

// Untag keeps a peeled loop's tagged counter unshifted. A language whose
// integers carry a tag in their low bits counts down (or up) a loop
// variable x with low k bits zero by a constant c of the same form, and
// the body untags it (sar x, k) to compute with it: two instructions per
// use, a copy and a shift, because x itself stays live. When the body
// uses x and x + c for nothing else than such shifts, compares with
// constants whose low k bits are zero, and its snapshots, and the facts
// that LoopBounds proves at the label say that x's low k bits are zero
// and that x + c cannot overflow, the loop carries j = x >> k instead:
//
//	preamble: ... x0                 preamble: ... x0; j0 = sar x0, k
//	label(x0, ...)                   label(j0, ...)
//	u = sar x0, k              ->    x = shl j0, k    (snapshots only)
//	guard_true ne(x0, 0)             guard_true ne(j0, 0)
//	y = add x0, c                    j1 = add j0, c >> k
//	                                 y = shl j1, k    (snapshots only)
//	jump(y, ...)                     jump(j1, ...)
//
// x = j << k exactly, since its low bits are zero and j = x >> k, and
// no value overflows, so x == C, x < C and the like are j == C >> k,
// j < C >> k. The shifts back are for the snapshots: an exit that needs
// x makes it from j (the backend recomputes such a value at the exit,
// so the body does not), and Exits folds them to constants where the
// guard's failure fixes j.
//
// A trace that is not a peeled loop, or has no such counter, comes back
// unchanged.
func Untag(t *ir.Trace) *ir.Trace {
	label, jump := peeledLoop(t)
	if label < 0 {
		return t
	}
	counters := untagCandidates(t, label, jump)
	if counters == nil {
		return t
	}
	out, seeds := inductiveFacts(t)
	if out == nil {
		return t
	}
	recycle(out)
	kept := counters[:0]
	for _, c := range counters {
		f := seeds[c.pos]
		if f.bits.zero&lowMask(int(c.k)) != lowMask(int(c.k)) {
			continue
		}
		if _, ok := shift(f.r, c.step); !ok {
			continue
		}
		kept = append(kept, c)
	}
	if len(kept) == 0 {
		return t
	}
	res := untag(t, label, jump, kept)
	res.Entry = untagEntry(t.Entry, kept, seeds)
	return res
}

// untagEntry returns Entry old with the counters shifted, after guards on
// the facts Untag relies on, or nil when old is nil.
func untagEntry(old *ir.Trace, counters []tagged, seeds []edgeFacts) *ir.Trace {
	if old == nil {
		return nil
	}
	e, args := extendEntry(old)
	for _, c := range counters {
		x := args[c.pos]
		e.facts(x, edgeFacts{r: seeds[c.pos].r, bits: seeds[c.pos].bits}, args)
		args[c.pos] = e.op(ir.OpSar, x, e.c(c.k))
	}
	return e.finish(args)
}

// tagged is a loop counter Untag may keep unshifted: label position pos
// holds x, the jump passes x + step, and the body shifts both right by k.
type tagged struct {
	pos  int
	x, y ir.Value // the label's argument and the jump's (y = x + step)
	k    int64
	step int64
}

// untagCandidates lists the label positions whose loop variable the body
// uses only as Untag requires, leaving the facts to check.
func untagCandidates(t *ir.Trace, label, jump int) []tagged {
	largs, jargs := t.Ops[label].Args, t.Ops[jump].Args
	var out []tagged
	for p, x := range largs {
		y := jargs[p]
		if x < 0 || y <= ir.Value(label) || !t.TypeOf(x).IsWord() || countValue(largs, x) != 1 || countValue(jargs, y) != 1 {
			continue
		}
		d := &t.Ops[y]
		if d.Code != ir.OpAdd || d.Args[0] != x {
			continue
		}
		step, ok := t.ConstBits(d.Args[1])
		if !ok {
			continue
		}
		if k, ok := untagUses(t, label, jump, x, y); ok && step&int64(lowMask(int(k))) == 0 {
			out = append(out, tagged{pos: p, x: x, y: y, k: k, step: step})
		}
	}
	return out
}

// untagUses reports the shift k by which the body untags x and y = x +
// c, if every use of theirs in it is such a shift, a compare with a
// constant whose low k bits are zero, y's definition, or the jump's
// passing of y; at least one shift must be there.
func untagUses(t *ir.Trace, label, jump int, x, y ir.Value) (k int64, ok bool) {
	var consts []int64
	for i := label + 1; i < jump; i++ {
		op := &t.Ops[i]
		for n, a := range op.Args {
			if a != x && a != y {
				continue
			}
			switch {
			case ir.Value(i) == y && n == 0:
			case op.Code == ir.OpSar && n == 0:
				s, ok := t.ConstBits(op.Args[1])
				if !ok || s <= 0 || s > 62 || k != 0 && s != k {
					return 0, false
				}
				k = s
			case isIntCompare(op.Code) && op.Code != ir.OpUlt && n == 0:
				// A signed or equality compare: an exact shift of both
				// sides by the same amount preserves it.
				c, ok := t.ConstBits(op.Args[1])
				if !ok {
					return 0, false
				}
				consts = append(consts, c)
			default:
				return 0, false
			}
		}
	}
	if k == 0 {
		return 0, false
	}
	for _, c := range consts {
		if c&int64(lowMask(int(k))) != 0 {
			return 0, false
		}
	}
	return k, true
}

// untag rewrites the counters of peeled loop t (see Untag).
func untag(t *ir.Trace, label, jump int, counters []tagged) *ir.Trace {
	b := newBuilderFor(t, len(t.Ops)+3*len(counters))
	shl := func(v ir.Value, k int64) ir.Value {
		return b.emit(ir.Op{Code: ir.OpShl, Type: ir.Int, Args: []ir.Value{v, b.t.Const(ir.Int, k)}})
	}
	// j and next are the new label's argument and the jump's.
	j := make([]ir.Value, len(counters))
	next := make([]ir.Value, len(counters))
	// counter finds the counter whose x or y is old value v.
	counter := func(v ir.Value) (c *tagged, n int, isY bool) {
		for n := range counters {
			if counters[n].x == v {
				return &counters[n], n, false
			}
			if counters[n].y == v {
				return &counters[n], n, true
			}
		}
		return nil, 0, false
	}
	// unshifted is the new value holding old counter value v >> k.
	unshifted := func(n int, isY bool) ir.Value {
		if isY {
			return next[n]
		}
		return j[n]
	}
	for i := range t.Ops {
		op := &t.Ops[i]
		switch {
		case i < label:
			b.keep(i)
		case i == label:
			for n, c := range counters {
				j[n] = b.emit(ir.Op{Code: ir.OpSar, Type: ir.Int, Args: []ir.Value{b.arg(c.x), b.t.Const(ir.Int, c.k)}})
			}
			l := *op
			l.Args = b.args(op.Args)
			for n, c := range counters {
				l.Args[c.pos] = j[n]
			}
			b.emit(l)
			for n, c := range counters {
				b.m[c.x] = shl(j[n], c.k) // the loop variable, for snapshots
			}
		case i == jump:
			l := *op
			l.Args = b.args(op.Args)
			for n, c := range counters {
				l.Args[c.pos] = next[n]
			}
			b.emit(l)
		default:
			if c, n, isY := counter(ir.Value(i)); c != nil && isY {
				next[n] = b.emit(ir.Op{Code: ir.OpAdd, Type: ir.Int, Args: []ir.Value{j[n], b.t.Const(ir.Int, c.step>>c.k)}})
				b.m[i] = shl(next[n], c.k)
				continue
			}
			if len(op.Args) == 0 {
				b.keep(i)
				continue
			}
			c, n, isY := counter(op.Args[0])
			switch {
			case c == nil:
				b.keep(i)
			case op.Code == ir.OpSar:
				b.m[i] = unshifted(n, isY)
			default: // a compare with a constant
				k, _ := t.ConstBits(op.Args[1])
				b.m[i] = b.emit(ir.Op{Code: op.Code, Type: op.Type, Args: []ir.Value{unshifted(n, isY), b.t.Const(ir.Int, k>>c.k)}})
			}
		}
	}
	return then(b.finish(), DCE)
}

// countValue is the number of times v occurs in vs.
func countValue(vs []ir.Value, v ir.Value) int {
	n := 0
	for _, a := range vs {
		if a == v {
			n++
		}
	}
	return n
}
