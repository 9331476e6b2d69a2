package opt

import (
	"math"
	"slices"
	"sync"

	"github.com/microjit/microjit/jitcore/ir"
)

// Widen strengthens the first of a family of bounds checks so that it
// covers the whole family, and leaves the rest to Bounds, which then finds
// them implied. A family is the checks of one index base b in one stretch
// of the trace (the label starts a new one):
//
//   - upper checks guard_true lt(b+k, n), n a region_len: the first one
//     gets a guard ult(b+kmax, n) in front of it, kmax the largest k of
//     the family. Unsigned, so that a b+kmax that wraps fails it; when it
//     passes, -kmax <= b < n-kmax, so no b+k of the family wraps and
//     each is below n;
//   - lower checks guard_true ge(b+k, 0): the first one gets a guard
//     ge(b, -kmin) in front of it, kmin the smallest k. It bounds b from
//     below; checks of b+k with k > 0 go too when an upper check bounds
//     b from above (as a bf trace that moved right before it moves left
//     has).
//
// The widened guard has the first check's snapshot, so when it fails the
// interpreter resumes there and runs the same commands, and fails (or
// grows its memory) at the check that really fails. It may fail where the
// trace would have left earlier through another guard without reaching
// the widest check; that costs a bridge, which follows the path really
// taken, not correctness. A bf bridge that moves right five times and left
// three times keeps two checks of eight (LuaJIT widens its array bounds
// checks the same way).
func Widen(t *ir.Trace) *ir.Trace {
	fams := families(t)
	if len(fams) == 0 {
		return t
	}
	b := newBuilder(t)
	return b.walk(&widener{b, fams})
}

// newWidener is Widen's stage for a walk of b, nil when b's old trace has
// no family.
func newWidener(b *builder) (stage, func()) {
	fams := families(b.old)
	if len(fams) == 0 {
		return nil, nil
	}
	return &widener{b, fams}, nil
}

// widener is Widen's stage (walk.go): fams are the families of the walk's
// old trace, the first first.
type widener struct {
	b    *builder
	fams []family
}

func (w *widener) op(op ir.Op, from int) ir.Value {
	for from >= 0 && len(w.fams) > 0 && w.fams[0].first <= from {
		// A base the stages before made a constant is no family's (check
		// leaves out constant bases): its checks are theirs to decide.
		if f := &w.fams[0]; f.first == from && w.b.arg(f.base) >= 0 {
			f.emit(w.b, op.Snap)
		}
		w.fams = w.fams[1:]
	}
	return w.b.pass(op, from)
}

// family is the checks of one base: where the first one is and the
// widest offset, for upper checks the largest and for lower ones the
// smallest.
type family struct {
	first   int
	seg     int      // the stretch of the trace (a label starts the next)
	base, n ir.Value // n: the region_len of upper checks, ir.None for lower
	k       int64
	members int
}

// families finds the families of two checks or more, in the order of
// their first checks. A trace has a few families of a few checks each,
// so they are found by search.
func families(t *ir.Trace) []family {
	var fams []family
	sp := newSplitter(t)
	defer sp.free()
	seg := 0
	var lens []ir.Value // the region_lens since the last call or label, one per region
	for i := range t.Ops {
		op := &t.Ops[i]
		switch op.Code {
		case ir.OpLabel:
			seg++
			lens = lens[:0]
			continue
		case ir.OpCall, ir.OpCallTrace:
			lens = lens[:0]
		case ir.OpRegionLen:
			// One length per region, as heapcache leaves it (a label
			// argument stays its own), so that checks against two reads
			// of one length are one family.
			sp.lenOf[i] = ir.Value(i)
			if sp.pre.loopVar != nil && sp.pre.loopVar[i] {
				break
			}
			if k := slices.IndexFunc(lens, func(n ir.Value) bool { return t.Ops[n].Region == op.Region }); k >= 0 {
				sp.lenOf[i] = lens[k]
			} else {
				lens = append(lens, ir.Value(i))
			}
		}
		if op.Code != ir.OpGuardTrue || op.Args[0] < 0 {
			continue
		}
		f, ok := check(t, sp, i, op.Args[0])
		if !ok {
			continue
		}
		f.seg = seg
		k := slices.IndexFunc(fams, func(o family) bool { return o.seg == f.seg && o.base == f.base && o.n == f.n })
		switch {
		case k < 0:
			f.first, f.members = i, 1
			fams = append(fams, f)
		case f.n == ir.None:
			fams[k].k, fams[k].members = min(fams[k].k, f.k), fams[k].members+1
		default:
			fams[k].k, fams[k].members = max(fams[k].k, f.k), fams[k].members+1
		}
	}
	return slices.DeleteFunc(fams, func(f family) bool { return f.members < 2 })
}

// check reads the condition cond of a guard_true at op i as an upper or
// a lower bounds check.
func check(t *ir.Trace, sp *splitter, i int, cond ir.Value) (family, bool) {
	d := &t.Ops[cond]
	if d.Code != ir.OpLt && d.Code != ir.OpGe {
		return family{}, false
	}
	base, k, ok := sp.split(i, d.Args[0])
	if !ok || base.IsConst() {
		return family{}, false
	}
	y := d.Args[1]
	switch {
	case d.Code == ir.OpLt && y >= 0 && t.Ops[y].Code == ir.OpRegionLen:
		return family{base: base, n: sp.lenOf[y], k: k}, true
	case d.Code == ir.OpGe && y.IsConst() && t.Consts[y.ConstIndex()] == (ir.Const{Type: ir.Int}) && k != math.MinInt64:
		return family{base: base, n: ir.None, k: k}, true
	}
	return family{}, false
}

// emit writes the widened check in front of the family's first one, with
// its (new) snapshot.
func (f *family) emit(b *builder, snap int32) {
	var cond ir.Value
	if f.n == ir.None {
		cond = b.emit(ir.Op{Code: ir.OpGe, Type: ir.Int, Args: []ir.Value{b.arg(f.base), b.t.Const(ir.Int, -f.k)}})
	} else {
		x := b.arg(f.base)
		if f.k != 0 {
			x = b.emit(ir.Op{Code: ir.OpAdd, Type: ir.Int, Args: []ir.Value{x, b.t.Const(ir.Int, f.k)}})
		}
		cond = b.emit(ir.Op{Code: ir.OpUlt, Type: ir.Int, Args: []ir.Value{x, b.arg(f.n)}})
	}
	b.emit(ir.Op{Code: ir.OpGuardTrue, Args: []ir.Value{cond}, Snap: snap})
}

// splitter is splitOld for the accesses of one trace, remembering the
// split of every value it walks: in a recorded trace, where each move of
// a pointer is an add of the last one (fold has not merged them yet), the
// indexes of a trace's bounds checks are one long chain of adds, which
// splitOld walks again for each check.
type splitter struct {
	t    *ir.Trace
	pre  *preamble
	memo []splitValue // by value: entries of another generation are unknown
	gen  uint32
	path []ir.Value
	// lenOf is, for a region_len op, the one of its region that stands
	// for it (families sets it as it goes).
	lenOf []ir.Value
}

// splitValue is a value's split: base + k (ok), or one whose k overflows
// (!ok); it is known when gen is its splitter's.
type splitValue struct {
	base ir.Value
	k    int64
	gen  uint32
	ok   bool
}

// splitters keep their memos from trace to trace: a memo as long as a
// recorded trace, made anew for each, was a tenth of hanoi.b's page
// faults.
var splitters = sync.Pool{New: func() any { return new(splitter) }}

func newSplitter(t *ir.Trace) *splitter {
	sp := splitters.Get().(*splitter)
	sp.t, sp.pre = t, newPreamble(t)
	sp.gen++
	if sp.gen == 0 || len(sp.memo) < len(t.Ops) { // wrapped, or too short
		sp.memo, sp.gen = make([]splitValue, max(len(t.Ops), 2*len(sp.memo))), 1
		sp.lenOf = make([]ir.Value, len(sp.memo))
	}
	return sp
}

func (sp *splitter) free() {
	sp.t, sp.pre = nil, nil
	splitters.Put(sp)
}

// split is splitOld(t, pre.at(i), v), but for the order in which it
// adds the constants up (from the base, where splitOld starts at v), so
// that an overflow it reports may differ where one order overflows on
// the way and the other does not: either way such a value is no bounds
// check of a family. Past the label every value defined before it is
// opaque, and a value defined after it is only ever split from there, so
// one memo serves all of the trace's accesses.
func (sp *splitter) split(i int, v ir.Value) (ir.Value, int64, bool) {
	t, stop := sp.t, sp.pre.at(i)
	// Walk down the chain of adds to a value whose split is known, or
	// that is a base.
	path := sp.path[:0]
	var end splitValue
	for {
		if v < 0 || stop.opaque(v) {
			end = splitValue{base: v, gen: sp.gen, ok: true}
			break
		}
		if m := sp.memo[v]; m.gen == sp.gen {
			end = m
			break
		}
		if _, ok := addend(t, v); !ok {
			end = splitValue{base: v, gen: sp.gen, ok: true}
			sp.memo[v] = end
			break
		}
		path = append(path, v)
		v = t.Ops[v].Args[0]
	}
	// Fill in the values walked, the one nearest the base first.
	for j := len(path) - 1; j >= 0; j-- {
		c, _ := addend(t, path[j])
		if end.ok && ir.Eval(ir.OpAddOvf, end.k, c) != 0 {
			end.ok, end.k = false, 0
		} else if end.ok {
			end.k += c
		}
		sp.memo[path[j]] = end
	}
	sp.path = path
	return end.base, end.k, end.ok
}

// addend is c when v is add(x, c) of an int constant c.
func addend(t *ir.Trace, v ir.Value) (int64, bool) {
	d := &t.Ops[v]
	if d.Code != ir.OpAdd {
		return 0, false
	}
	c, ok := t.ConstBits(d.Args[1])
	return c, ok && t.TypeOf(d.Args[1]).IsWord()
}
