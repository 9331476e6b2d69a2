package opt

import (
	"math"
	"sync"

	"github.com/microjit/microjit/jitcore/ir"
)

// Bounds tracks what the guards passed so far prove about integer values
// and removes what that makes redundant: a guard identical to an earlier
// one, a guard whose condition is already known to hold, and comparisons
// whose outcome is known (they become constants), among them overflow
// tests that the operands' ranges rule out. What it knows:
//   - an integer range per value, from constants, from the op that defines
//     it (load8u is a byte, a comparison is 0 or 1, and with a non-negative
//     constant, add of a constant without overflow, shifts right by a
//     constant, region_len which is in [0, 2^62]) and from guards on
//     comparisons (a passed lt(x, y) bounds x above and y below), also
//     propagated from x+c to x;
//   - upper facts "b + k < n" from passed lt/ult guards, so that after
//     lt(x+4, n) holds, lt(x+2, n) is known when x's range rules out
//     overflow of x+4 and x+2;
//   - known bits per value (knownbits.go), from constants, from the op
//     that defines it (shl by a constant clears the low bits, a sum of
//     values whose low bits are known has those low bits known, ...) and
//     from guards on equalities (after eq(and(or(x, y), m), 0) holds, the
//     bits of m are zero in x and in y). An int op whose result they fix
//     becomes a constant, an and or an or that cannot change one argument
//     becomes that argument, and eq/ne of values whose known bits differ
//     is decided: so a tag test of a value known to carry the tag goes.
//
// Everything is forgotten at the label. A guard known to fail stays.
func Bounds(t *ir.Trace) *ir.Trace {
	return runBounds(t, nil, nil)
}

// runBounds is Bounds with two hooks at the label of a loop: edge, if
// set, sees the facts of each edge into it (the preamble's before the
// label, the body's at the jump); seed, if set, adds facts that hold on
// both edges after the label's reset.
func runBounds(t *ir.Trace, edge func(s *bounds, args []ir.Value), seed func(s *bounds)) *ir.Trace {
	return runBoundsTo(t, len(t.Ops), edge, seed)
}

// runBoundsTo is runBounds over t's first n ops only (builder.walkTo).
func runBoundsTo(t *ir.Trace, n int, edge func(s *bounds, args []ir.Value), seed func(s *bounds)) *ir.Trace {
	s := newBounds(newBuilder(t))
	s.edge, s.seed = edge, seed
	defer s.free()
	return s.b.walkTo(n, s)
}

func (s *bounds) op(op ir.Op, from int) ir.Value {
	b := s.b
	info := op.Code.Info()
	switch {
	case op.Code == ir.OpJump && op.Aux < 0 && s.edge != nil:
		s.edge(s, op.Args)
	case op.Code == ir.OpLabel:
		if s.edge != nil {
			s.edge(s, op.Args)
		}
		s.reset()
		v := b.pass(op, from)
		s.gen++ // the label's arguments are loop variables now: def hides them
		if s.seed != nil {
			s.seed(s)
		}
		return v
	case info.Pure && !b.pinnedOp(from) && op.Type == ir.Int && (isIntCompare(op.Code) || op.Code.IsOverflowTest()):
		if x, ok := s.decide(op.Code, op.Args[0], op.Args[1]); ok {
			return b.t.Const(ir.Int, x)
		}
	case info.Pure && !b.pinnedOp(from) && op.Type == ir.Int:
		if v := s.simplify(op.Code, op.Args); v != ir.None {
			return v
		}
	case info.Guard && !op.Code.HasCondition(): // new, enter: nothing to learn
	case info.Guard:
		return s.guard(op, from)
	}
	return b.pass(op, from)
}

type rng struct{ lo, hi int64 }

var full = rng{math.MinInt64, math.MaxInt64}

// maxRegionLen bounds region_len: no byte slice can be larger.
const maxRegionLen = 1 << 62

type bounds struct {
	b      *builder
	passed *opTable // guards passed, by opcode and arguments
	// known and bits are the ranges and known bits learned from
	// guards, by new value (full and knownBits{} past their ends):
	// looked up at every step of rangeOf and bitsOf, they cost most of
	// the pass as maps.
	known []rng
	bits  []knownBits
	upper map[[2]ir.Value]int64 // (b, n) -> largest k with b+k < n known
	// bitsMemo keeps bitsOf's answers (knownbits.go) by value, and gen
	// is the memo's stamp: the answers hold until the learned bits
	// change or the label makes loop variables, and either moves gen
	// on, which leaves every stamp behind.
	bitsMemo []bitsMemo
	gen      uint64
	// edge and seed are runBounds's hooks.
	edge func(s *bounds, args []ir.Value)
	seed func(s *bounds)
}

// boundsPool keeps the tables of finished runs for the next: a run's
// own maps cost more to make than its lookups.
var boundsPool = sync.Pool{New: func() any {
	return &bounds{passed: newOpTable(), upper: map[[2]ir.Value]int64{}}
}}

// newBounds starts a run of the pass on b; free ends it.
func newBounds(b *builder) *bounds {
	s := boundsPool.Get().(*bounds)
	s.b = b
	s.gen++ // a new pool entry's memo stamps are 0
	return s
}

func (s *bounds) free() {
	s.b, s.edge, s.seed = nil, nil, nil
	s.reset()
	boundsPool.Put(s)
}

func (s *bounds) reset() {
	s.gen++
	s.passed.reset()
	s.known = s.known[:0]
	s.bits = s.bits[:0]
	clear(s.upper)
}

// knownRange is the range learned for v from guards (full if none).
func (s *bounds) knownRange(v ir.Value) rng {
	if v >= 0 && int(v) < len(s.known) {
		return s.known[v]
	}
	return full
}

// setKnown records r as v's learned range.
func (s *bounds) setKnown(v ir.Value, r rng) {
	if v < 0 {
		return
	}
	for int(v) >= len(s.known) {
		s.known = append(s.known, full)
	}
	s.known[v] = r
}

// learnedBits is the bits learned for v from guards.
func (s *bounds) learnedBits(v ir.Value) knownBits {
	if v >= 0 && int(v) < len(s.bits) {
		return s.bits[v]
	}
	return knownBits{}
}

// setBits records k as v's learned bits.
func (s *bounds) setBits(v ir.Value, k knownBits) {
	if v < 0 {
		return
	}
	for int(v) >= len(s.bits) {
		s.bits = append(s.bits, knownBits{})
	}
	s.bits[v] = k
	s.gen++
}

func isIntCompare(code ir.Opcode) bool {
	switch code {
	case ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe, ir.OpUlt:
		return true
	}
	return false
}

// mayOverflow reports whether code's arithmetic on some x in rx and y in
// ry overflows. Sums, differences and products over a box of operands
// take their extremes at its corners, so the corners decide.
func mayOverflow(code ir.Opcode, rx, ry rng) bool {
	for _, x := range [2]int64{rx.lo, rx.hi} {
		for _, y := range [2]int64{ry.lo, ry.hi} {
			if ir.Eval(code, x, y) != 0 {
				return true
			}
		}
	}
	return false
}

func (s *bounds) guard(op ir.Op, from int) ir.Value {
	b := s.b
	args := op.Args
	if _, ok := s.passed.find(op.Code, 0, 0, 0, args); ok || guardHolds(b, op.Code, args) {
		return ir.None
	}
	v := args[0]
	want := op.Code == ir.OpGuardTrue // the condition's value when it passes
	if op.Code != ir.OpGuardValue {
		if x, ok := s.truth(v); ok && (x != 0) == want {
			return ir.None
		}
	} else if c := b.t.Consts[args[1].ConstIndex()].Bits; b.t.TypeOf(v).IsWord() {
		if r := s.rangeOf(v, 0); r.lo == c && r.hi == c {
			return ir.None
		}
		if x, ok := s.bitsOf(v, 0).constant(); ok && x == c {
			return ir.None
		}
	}
	g := b.pass(op, from)
	s.passed.add(op.Code, 0, 0, 0, args, 0)
	switch {
	case op.Code == ir.OpGuardValue:
		if b.t.TypeOf(v).IsWord() {
			c := b.t.Consts[args[1].ConstIndex()].Bits
			s.refine(v, rng{c, c}, 0)
		}
	case s.cmp(v) != nil:
		d := s.cmp(v)
		code := d.Code
		if !want {
			code = negated[code]
		}
		s.learn(code, d.Args[0], d.Args[1])
	case !want:
		s.refine(v, rng{0, 0}, 0)
	}
	return g
}

// cmp is the integer comparison defining v, or nil.
func (s *bounds) cmp(v ir.Value) *ir.Op {
	d := s.b.def(v)
	if d == nil || !isIntCompare(d.Code) {
		return nil
	}
	return d
}

// truth is the known value of an int v used as a condition.
func (s *bounds) truth(v ir.Value) (int64, bool) {
	if d := s.cmp(v); d != nil {
		return s.decide(d.Code, d.Args[0], d.Args[1])
	}
	r, k := s.rangeOf(v, 0), s.bitsOf(v, 0)
	switch {
	case r.lo > 0 || r.hi < 0 || k.one != 0:
		return 1, true
	case r.lo == 0 && r.hi == 0 || k.zero == ^uint64(0):
		return 0, true
	}
	return 0, false
}

// negated is the comparison that holds when code fails (0: none).
var negated = map[ir.Opcode]ir.Opcode{
	ir.OpLt: ir.OpGe, ir.OpGe: ir.OpLt, ir.OpLe: ir.OpGt, ir.OpGt: ir.OpLe,
	ir.OpEq: ir.OpNe, ir.OpNe: ir.OpEq,
}

// decide is the value of comparison code(x, y) if the facts fix it.
func (s *bounds) decide(code ir.Opcode, x, y ir.Value) (int64, bool) {
	rx, ry := s.rangeOf(x, 0), s.rangeOf(y, 0)
	switch code {
	case ir.OpLt:
		if rx.hi < ry.lo || s.below(x, y) {
			return 1, true
		}
		if rx.lo >= ry.hi {
			return 0, true
		}
	case ir.OpLe:
		if rx.hi <= ry.lo || s.below(x, y) {
			return 1, true
		}
		if rx.lo > ry.hi {
			return 0, true
		}
	case ir.OpGt:
		return s.decide(ir.OpLt, y, x)
	case ir.OpGe:
		return s.decide(ir.OpLe, y, x)
	case ir.OpEq, ir.OpNe:
		eq := int64(-1)
		if rx.lo == rx.hi && ry.lo == ry.hi && rx.lo == ry.lo {
			eq = 1
		} else if rx.hi < ry.lo || ry.hi < rx.lo || s.differ(x, y) {
			eq = 0
		}
		if eq >= 0 {
			if code == ir.OpNe {
				eq = 1 - eq
			}
			return eq, true
		}
	case ir.OpUlt:
		if rx.lo >= 0 && ry.lo >= 0 {
			return s.decide(ir.OpLt, x, y)
		}
	case ir.OpAddOvf, ir.OpSubOvf, ir.OpMulOvf:
		if !mayOverflow(code, rx, ry) {
			return 0, true
		}
	}
	return 0, false
}

// below reports whether x < n follows from an upper fact b+k < n.
func (s *bounds) below(x, n ir.Value) bool {
	if n.IsConst() {
		return false
	}
	base, j := s.b.split(x)
	k, ok := s.upper[[2]ir.Value{base, n}]
	if !ok || j > k {
		return false
	}
	if j == k {
		return true // the very value known to be below n
	}
	r := s.rangeOf(base, 0)
	_, ok1 := shift(r, j)
	_, ok2 := shift(r, k)
	return ok1 && ok2
}

// learn records that code(x, y) holds.
func (s *bounds) learn(code ir.Opcode, x, y ir.Value) {
	rx, ry := s.rangeOf(x, 0), s.rangeOf(y, 0)
	switch code {
	case ir.OpLt:
		if ry.hi > math.MinInt64 {
			s.refine(x, rng{math.MinInt64, ry.hi - 1}, 0)
		}
		if rx.lo < math.MaxInt64 {
			s.refine(y, rng{rx.lo + 1, math.MaxInt64}, 0)
		}
		s.addUpper(x, y)
	case ir.OpLe:
		s.refine(x, rng{math.MinInt64, ry.hi}, 0)
		s.refine(y, rng{rx.lo, math.MaxInt64}, 0)
	case ir.OpGt:
		s.learn(ir.OpLt, y, x)
	case ir.OpGe:
		s.learn(ir.OpLe, y, x)
	case ir.OpEq:
		s.refine(x, ry, 0)
		s.refine(y, rx, 0)
		kx, ky := s.bitsOf(x, 0), s.bitsOf(y, 0)
		s.refineBits(x, ky, 0)
		s.refineBits(y, kx, 0)
	case ir.OpUlt:
		// x <u y with y >= 0 means 0 <= x < y.
		if ry.lo >= 0 {
			s.refine(x, rng{0, ry.hi - 1}, 0)
			s.addUpper(x, y)
		}
	case ir.OpNe:
		if c, ok := s.b.intConst(y); ok {
			s.exclude(x, c)
		}
		if c, ok := s.b.intConst(x); ok {
			s.exclude(y, c)
		}
	}
}

// exclude records that v != c: a range that ends at c loses that end.
func (s *bounds) exclude(v ir.Value, c int64) {
	switch r := s.rangeOf(v, 0); {
	case r.lo == c && c < math.MaxInt64:
		s.refine(v, rng{c + 1, r.hi}, 0)
	case r.hi == c && c > math.MinInt64:
		s.refine(v, rng{r.lo, c - 1}, 0)
	}
}

func (s *bounds) addUpper(x, n ir.Value) {
	if n.IsConst() {
		return
	}
	base, k := s.b.split(x)
	key := [2]ir.Value{base, n}
	if old, ok := s.upper[key]; !ok || k > old {
		s.upper[key] = k
	}
}

// refine narrows v's range to r, and that of b when v = b + c.
func (s *bounds) refine(v ir.Value, r rng, depth int) {
	if v.IsConst() || depth > 8 {
		return
	}
	cur := s.rangeOf(v, 0)
	nr, ok := rng{max(cur.lo, r.lo), min(cur.hi, r.hi)}.fit(s.bitsOf(v, 0))
	if !ok {
		return // contradiction: the trace leaves before this matters
	}
	s.setKnown(v, nr)
	if nr.lo == nr.hi {
		s.refineBits(v, constBits(nr.lo), 0)
	}
	if d := s.b.def(v); d != nil && d.Code == ir.OpAdd {
		if c, ok := s.b.intConst(d.Args[1]); ok && c != math.MinInt64 {
			if br, ok := shift(nr, -c); ok {
				s.refine(d.Args[0], br, depth+1)
			}
		}
	}
}

// fit narrows r to its values that have the low bits k knows exactly (a
// tagged integer, value<<16, that is not 0 and not negative is at least
// 65536); ok is false when no value of r has them.
func (r rng) fit(k knownBits) (_ rng, ok bool) {
	if n := k.low(); n > 0 && n < 63 {
		m, b := int64(lowMask(n)), int64(k.one&lowMask(n))
		lo, hi := r.lo&^m|b, r.hi&^m|b
		if lo < r.lo {
			if lo > math.MaxInt64-(m+1) {
				return r, false
			}
			lo += m + 1
		}
		if hi > r.hi {
			if hi < math.MinInt64+(m+1) {
				return r, false
			}
			hi -= m + 1
		}
		r = rng{lo, hi}
	}
	return r, r.lo <= r.hi
}

// shift is r + c, if no value of it overflows.
func shift(r rng, c int64) (rng, bool) {
	lo, hi := r.lo+c, r.hi+c
	if (c > 0 && hi < r.hi) || (c < 0 && lo > r.lo) {
		return full, false
	}
	return rng{lo, hi}, true
}

// rangeOf is what is known of int value v.
func (s *bounds) rangeOf(v ir.Value, depth int) rng {
	if c, ok := s.b.intConst(v); ok {
		return rng{c, c}
	}
	r := full
	if d := s.b.def(v); d != nil && depth < 8 {
		switch d.Code {
		case ir.OpLoad8U:
			r = rng{0, 255}
		case ir.OpRegionLen:
			r = rng{0, maxRegionLen}
		case ir.OpAnd:
			if c, ok := s.b.intConst(d.Args[1]); ok && c >= 0 {
				r = rng{0, c}
			}
		case ir.OpShr:
			if c, ok := s.b.intConst(d.Args[1]); ok && c&63 != 0 {
				r = rng{0, int64(uint64(math.MaxUint64) >> (c & 63))}
			}
		case ir.OpSar:
			if c, ok := s.b.intConst(d.Args[1]); ok {
				x := s.rangeOf(d.Args[0], depth+1)
				r = rng{x.lo >> (c & 63), x.hi >> (c & 63)}
			}
		case ir.OpAdd:
			if c, ok := s.b.intConst(d.Args[1]); ok {
				if sr, ok := shift(s.rangeOf(d.Args[0], depth+1), c); ok {
					r = sr
				}
			}
		default:
			if d.Code.IsTest() {
				r = rng{0, 1}
			}
		}
	}
	if k := s.knownRange(v); k != full {
		r = rng{max(r.lo, k.lo), min(r.hi, k.hi)}
	}
	return r
}
