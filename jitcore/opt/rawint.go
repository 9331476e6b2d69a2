package opt

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
)

// RawInts carries a peeled loop's integers untagged past the overflow
// guards that only pick their representation (ir.BoxesOnOverflow). A
// language with immediate and boxed integers multiplies an accumulator
// as a tagged word and guards that the product still fits an immediate;
// the guard's failure would only box the product. In the loop body the
// pass computes such values as plain 64-bit integers, wrapping as the
// language's integers do, and drops those guards:
//
//	x2 = sar x0, 16 (preamble)
//	label(x0, i0)                      label(x2, i0)
//	guard_true ne(i0, 0) [.. x0 ..]    guard_true ne(i0, 0) [.. v0 ; v0 = int m0 (x2)]
//	x1 = mul x0, i0                    x3 = mul x2, i0
//	guard_false mul_ovf(x0, i0) boxes
//	i1 = add i0, -1                    i1 = add i0, -1
//	jump(x1, i1)                       jump(x3, i1)
//
// A snapshot that holds such a value holds an Int virtual of it (ir's
// "Integers that overflow into boxes"): the driver makes it an
// immediate or a box when the guard fails, and a bridge from the guard
// starts by testing which.
//
// The values carried raw are label arguments and the body's adds, subs
// and muls with such a guard, and the body may use them only as tagged
// arguments of other such ops, in snapshots, and in the jump at a
// position carried raw too. In particular no untagging (sar) or compare
// of theirs may be left: the passes before this one reasoned about them
// as tagged words, which hold 48-bit integers, and may have folded a
// compare or dropped a guard on that ground (sar x, 16 is never 2^47),
// which a raw value would contradict. With the uses so restricted,
// nothing they concluded about these values reaches other values, and
// what they concluded about the values themselves (tag tests that
// cannot fail) the language allows (it treats boxed and immediate
// integers alike). A label argument must also be an immediate on entry
// (its tag bits known zero) and must not come back unchanged.
//
// A trace that is not a peeled loop, or has no such guard, comes back
// unchanged.
func RawInts(t *ir.Trace) *ir.Trace {
	label, jump := peeledLoop(t)
	if label < 0 || !hasBoxingGuard(t, label, jump) {
		return t
	}
	r := newRawInts(t, label, jump)
	if r == nil || !r.prune() {
		return t
	}
	return r.rewrite()
}

// tagShift is the shift that untags an immediate integer.
const tagShift = heap.PayloadShift

func hasBoxingGuard(t *ir.Trace, label, jump int) bool {
	for i := label + 1; i < jump; i++ {
		if isBoxingGuard(&t.Ops[i]) {
			return true
		}
	}
	return false
}

func isBoxingGuard(op *ir.Op) bool {
	return op.Code == ir.OpGuardFalse && op.Aux == ir.BoxesOnOverflow
}

// rawInts is the analysis and rewriting of one loop.
type rawInts struct {
	t            *ir.Trace
	label, jump  int
	largs, jargs []ir.Value
	// raw holds the old values carried raw: label arguments and guarded
	// arithmetic of the body. Pruning removes values from it.
	raw map[ir.Value]bool
	// guard is the boxing guard of each guarded arithmetic op of the
	// body (its argument is the op's overflow test), owner the op of
	// each such test.
	guard, owner map[ir.Value]ir.Value
	// region is the heap of the boxing guards and the snapshots'
	// virtuals, which must be one (the virtuals of a snapshot share it).
	region int32
}

// newRawInts finds the candidates, or returns nil if there are none.
func newRawInts(t *ir.Trace, label, jump int) *rawInts {
	r := &rawInts{t: t, label: label, jump: jump, largs: t.Ops[label].Args, jargs: t.Ops[jump].Args,
		raw: map[ir.Value]bool{}, guard: map[ir.Value]ir.Value{}, owner: map[ir.Value]ir.Value{}, region: -1}
	oneHeap := func(region int32) bool {
		if r.region >= 0 && region != r.region {
			return false
		}
		r.region = region
		return true
	}
	// The arithmetic op of each boxing guard: the body's add, sub or mul
	// with the test's arguments (after cse there is one).
	arith := map[[3]ir.Value]ir.Value{}
	for i := label + 1; i < jump; i++ {
		op := &t.Ops[i]
		switch op.Code {
		case ir.OpAdd, ir.OpSub, ir.OpMul:
			arith[[3]ir.Value{ir.Value(op.Code), op.Args[0], op.Args[1]}] = ir.Value(i)
		}
		if op.Code.Info().Snap {
			for _, vo := range t.Snapshots[op.Snap].Virtuals {
				if !oneHeap(vo.Region) {
					return nil
				}
			}
		}
		if !isBoxingGuard(op) {
			continue
		}
		if !oneHeap(op.Region) {
			return nil
		}
		test := &t.Ops[op.Args[0]]
		y, ok := arith[[3]ir.Value{ir.Value(test.Code.Tested()), test.Args[0], test.Args[1]}]
		if !ok || r.guard[y] != 0 {
			continue
		}
		if _, ok := r.owner[op.Args[0]]; ok {
			continue // a second guard on the same test
		}
		r.raw[y] = true
		r.guard[y], r.owner[op.Args[0]] = ir.Value(i), y
	}
	if len(r.guard) == 0 {
		return nil
	}
	// Label arguments: immediates on entry, not passed back unchanged.
	var entry []edgeFacts
	recycle(runBounds(t, func(s *bounds, args []ir.Value) {
		if entry == nil {
			entry = s.edgeFacts(args, nil)
		}
	}, nil))
	for p, x := range r.largs {
		tagBits := uint64(lowMask(tagShift))
		if x >= 0 && t.TypeOf(x).IsWord() && r.jargs[p] != x && countValue(r.largs, x) == 1 &&
			entry != nil && entry[p].bits.zero&tagBits == tagBits {
			r.raw[x] = true
		}
	}
	return r
}

// prune removes from raw every value with a use the rewriting cannot
// follow, until none is left; it reports whether a guard goes.
func (r *rawInts) prune() bool {
	t := r.t
	for changed := true; changed; {
		changed = false
		drop := func(v ir.Value) {
			if r.raw[v] {
				delete(r.raw, v)
				changed = true
			}
		}
		for p, x := range r.largs {
			if r.raw[x] != r.raw[r.jargs[p]] || countValue(r.jargs, r.jargs[p]) != 1 {
				drop(x)
				drop(r.jargs[p])
			}
		}
		for i := r.label + 1; i < r.jump; i++ {
			op := &t.Ops[i]
			if r.raw[ir.Value(i)] && op.Code == ir.OpMul && r.raw[op.Args[0]] == r.raw[op.Args[1]] {
				drop(ir.Value(i)) // which argument is the tagged one is not known
			}
			if op.Code.Info().Snap {
				for _, st := range t.Snapshots[op.Snap].Stores {
					for _, a := range st.Args {
						drop(a)
					}
				}
			}
			for n, a := range op.Args {
				if r.raw[a] && !r.follows(ir.Value(i), op, n) {
					drop(a)
				}
			}
		}
		// A test with other uses than its guard stays, so its op does.
		for test, y := range r.owner {
			if !r.raw[y] {
				continue
			}
			for i := r.label + 1; i <= r.jump; i++ {
				op := &t.Ops[i]
				if ir.Value(i) != r.guard[y] && containsValue(op.Args, test) {
					drop(y)
				}
				if op.Code.Info().Snap {
					t.Snapshots[op.Snap].Values(func(v ir.Value) {
						if v == test {
							drop(y)
						}
					})
				}
			}
		}
	}
	for y := range r.guard {
		if r.raw[y] {
			return true
		}
	}
	return false
}

// follows reports whether the rewriting can follow op i's use of raw
// value Args[n].
func (r *rawInts) follows(i ir.Value, op *ir.Op, n int) bool {
	switch {
	case op.Code == ir.OpJump || op.Code == ir.OpLabel:
		return true // checked position by position
	case r.raw[i]: // guarded arithmetic carried raw
		// A mul's other argument is the untagged one (fold may have
		// put either first).
		return op.Code != ir.OpMul || !r.raw[op.Args[1-n]]
	case op.Code.IsOverflowTest():
		y, ok := r.owner[i] // the test of an op carried raw goes with it
		return ok && r.raw[y]
	}
	return false
}

// rewrite builds the new trace.
func (r *rawInts) rewrite() *ir.Trace {
	t := r.t
	b := newBuilderFor(t, len(t.Ops)+len(r.largs))
	// val is the new raw value of each old value carried raw.
	val := map[ir.Value]ir.Value{}
	untagged := func(x ir.Value) ir.Value {
		if v, ok := val[x]; ok {
			return v
		}
		if c, ok := t.ConstBits(x); ok {
			return b.t.Const(ir.Int, c>>tagShift)
		}
		return b.emit(ir.Op{Code: ir.OpSar, Type: ir.Int, Args: []ir.Value{b.arg(x), b.t.Const(ir.Int, tagShift)}})
	}
	dropped := map[ir.Value]bool{}
	for test, y := range r.owner {
		if r.raw[y] {
			dropped[test], dropped[r.guard[y]] = true, true
		}
	}
	for i := range t.Ops {
		op := &t.Ops[i]
		v := ir.Value(i)
		switch {
		case i < r.label:
			b.keep(i)
		case i == r.label:
			args := b.args(op.Args)
			for p, x := range r.largs {
				if r.raw[x] {
					args[p] = untagged(x)
					val[x] = args[p]
				}
			}
			l := *op
			l.Args = args
			b.emit(l)
			b.t.Entry = r.entry(t.Entry)
		case i == r.jump:
			args := b.args(op.Args)
			for p, y := range r.jargs {
				if r.raw[y] {
					args[p] = val[y]
				}
			}
			l := *op
			l.Args = args
			b.emit(l)
		case dropped[v]:
		case r.raw[v]:
			var args []ir.Value
			switch {
			case op.Code != ir.OpMul:
				args = []ir.Value{untagged(op.Args[0]), untagged(op.Args[1])}
			case r.raw[op.Args[0]]: // the tagged argument is the one carried raw
				args = []ir.Value{val[op.Args[0]], b.arg(op.Args[1])}
			default:
				args = []ir.Value{val[op.Args[1]], b.arg(op.Args[0])}
			}
			val[v] = b.emit(ir.Op{Code: op.Code, Type: ir.Int, Args: args})
		case op.Code.Info().Snap:
			g := *op
			g.Args = b.args(op.Args)
			g.Snap = r.snapshot(b, op.Snap, val)
			if w := b.emit(g); op.Type != ir.Void {
				b.m[i] = w
			}
		default:
			b.keep(i)
		}
	}
	return then(b.finish(), DCE)
}

// entry returns Entry old with the label arguments carried raw untagged,
// after a check that each is an immediate (as the preamble proved), or
// nil when old is nil.
func (r *rawInts) entry(old *ir.Trace) *ir.Trace {
	if old == nil {
		return nil
	}
	e, args := extendEntry(old)
	for p, x := range r.largs {
		if r.raw[x] {
			e.knownBits(args[p], knownBits{zero: lowMask(tagShift)})
			args[p] = e.op(ir.OpSar, args[p], e.c(tagShift))
		}
	}
	return e.finish(args)
}

// snapshot copies old snapshot s for a guard of the body: a slot or
// field that is carried raw becomes an Int virtual of its raw value
// (one per value), appended after the snapshot's own virtuals.
func (r *rawInts) snapshot(b *builder, s int32, val map[ir.Value]ir.Value) int32 {
	old := &r.t.Snapshots[s]
	out := ir.Snapshot{Frames: make([]ir.Frame, len(old.Frames))}
	index := map[ir.Value]ir.Value{}
	value := func(x ir.Value) ir.Value {
		if !r.raw[x] {
			return b.arg(x)
		}
		if k, ok := index[x]; ok {
			return k
		}
		k := ir.VirtualValue(len(old.Virtuals) + len(index))
		index[x] = k
		return k
	}
	for i, f := range old.Frames {
		slots := make([]ir.Value, len(f.Slots))
		for j, x := range f.Slots {
			slots[j] = value(x)
		}
		out.Frames[i] = ir.Frame{Greens: f.Greens, Where: f.Where, Slots: slots}
	}
	for _, vo := range old.Virtuals {
		fields := make([]ir.Value, len(vo.Fields))
		for j, x := range vo.Fields {
			fields[j] = value(x)
		}
		vo.Fields = fields
		out.Virtuals = append(out.Virtuals, vo)
	}
	ints := make([]ir.Virtual, len(index))
	for x, k := range index {
		ints[k.VirtualIndex()-len(old.Virtuals)] = ir.IntVirtual(r.region, val[x])
	}
	out.Virtuals = append(out.Virtuals, ints...)
	for _, st := range old.Stores {
		st.Args = b.args(st.Args)
		out.Stores = append(out.Stores, st)
	}
	b.t.Snapshots = append(b.t.Snapshots, out)
	return int32(len(b.t.Snapshots) - 1)
}
