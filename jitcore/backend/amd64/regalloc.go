//go:build linux && amd64

package amd64

import (
	"math"
	"math/bits"

	"github.com/microjit/microjit/jitcore/backend/amd64/asm"
	"github.com/microjit/microjit/jitcore/ir"
)

// Fixed registers (see doc.go for the whole convention).
const (
	stateReg = asm.RDI // the state record, for the whole run
	baseReg  = asm.RBX // base of the trace's most used region, if any
	// fuelReg holds the fuel in a trace with a label: the header counts
	// down a register, not memory, so a tight loop carries no dependency
	// through the state record. It is written back before every exit.
	fuelReg = asm.RBP
	// Scratch registers, never allocated: rax and rcx for lowering (cl is
	// the shift count), r11 for region bases and float constants.
	scratch0 = asm.RAX
	scratch1 = asm.RCX
	scratch2 = asm.R11
	// Float scratch registers, never allocated.
	xscratch0 = asm.X15
	xscratch1 = asm.X14
)

// intRegs are the allocatable general-purpose registers, in order of
// preference; baseReg joins them when the trace does not address memory.
var intRegs = []asm.Reg{
	asm.RDX, asm.RSI, asm.R8, asm.R9, asm.R10, asm.R12, asm.R13, asm.R14, asm.R15, asm.RBP,
}

// floatRegs are the allocatable XMM registers.
var floatRegs = []asm.XReg{
	asm.X0, asm.X1, asm.X2, asm.X3, asm.X4, asm.X5, asm.X6,
	asm.X7, asm.X8, asm.X9, asm.X10, asm.X11, asm.X12, asm.X13,
}

// locKind says where a value lives.
type locKind uint8

const (
	locNone  locKind = iota // no location: dead, void, or fused into a guard
	locReg                  // a general-purpose register
	locXReg                 // an XMM register
	locMem                  // memory: a spill slot, or a slot of the state record
	locConst                // a constant (only as a source)
)

// loc is a value's location. A value keeps one location for its whole
// lifetime (no interval splitting).
type loc struct {
	kind locKind
	reg  asm.Reg
	xreg asm.XReg
	mem  asm.Mem
	imm  int64
}

func regLoc(r asm.Reg) loc    { return loc{kind: locReg, reg: r} }
func xregLoc(x asm.XReg) loc  { return loc{kind: locXReg, xreg: x} }
func memLoc(m asm.Mem) loc    { return loc{kind: locMem, mem: m} }
func constLoc(bits int64) loc { return loc{kind: locConst, imm: bits} }

// shifted is l moved by d bytes when it is a stack slot, the same place
// seen from a stack pointer d bytes lower.
func (l loc) shifted(d int32) loc {
	if l.kind == locMem {
		l.mem = l.mem.Offset(d)
	}
	return l
}

// same reports whether a and b name the same storage.
func (a loc) same(b loc) bool {
	if a.kind != b.kind {
		return false
	}
	switch a.kind {
	case locReg:
		return a.reg == b.reg
	case locXReg:
		return a.xreg == b.xreg
	case locMem:
		return a.mem == b.mem
	}
	return false
}

// slotSize is the size of a spill slot on the native stack.
const slotSize = 8

// alloc is the result of register allocation for one trace.
type alloc struct {
	locs []loc // per op: where its result lives
	end  []int // per op: index of the last op that needs its result (-1: none)
	// fused[i] marks compare op i, emitted as flags for the guard after
	// it (with only flagSafeStore ops between); folded[i] marks a load8u
	// op i that such a compare right after it reads as its memory
	// operand (cmp byte [address], c), or an and(y, 255) whose compare
	// reads y's low byte (test or cmp of the byte register), or another
	// and(y, m) whose compare with 0 is test y, m (foldedCompare), or an
	// ne(x, 0) that the add of -1 after it computes (notZeroMask).
	fused  []bool
	folded []bool
	// recover lists the snapshot values that exit stubs recompute
	// because they are not live at their guard.
	recover map[recoveryKey]recovery
	label   int // index of the label op, or -1
	// hint[v] is the label argument whose location value v, an argument
	// of the back edge, is best allocated to (ir.None: none); want[v] the
	// register that a jump into another loop moves value v to (noReg:
	// none). Either is nil when the trace has no such jump.
	hint []ir.Value
	want []asm.Reg
	// base is the region kept in baseReg, or -1.
	base   int32
	nslots int
	// inFrame marks the values that live in a spill slot from the start:
	// those live across a call of a compiled function (function.go).
	inFrame []bool
	// lives[i] is the live values of op i's snapshot (ir.Snapshot.Live),
	// made once per snapshot for every pass over them.
	lives [][]ir.Value
	// scratch holds the arrays above; slotOwners is scan's last state of
	// the spill slots.
	scratch    *regScratch
	slotOwners []int
}

// owner is scan's spill slot table, kept for the next scan.
func (a *alloc) owner() []int { return a.slotOwners }

// noReg marks a value without a wanted register (alloc.want).
const noReg asm.Reg = 0xff

// live is the live values of the snapshot of op i.
func (a *alloc) live(i int) []ir.Value { return a.lives[i] }

// snapshotLives lists the live values of the snapshot of each op of t
// that has one, sharing the list between ops of one snapshot.
func snapshotLives(t *ir.Trace, s *regScratch) [][]ir.Value {
	lives := cleared(s.lives, len(t.Ops))
	bySnap := cleared(s.bySnap, len(t.Snapshots))
	done := reuse(s.done, len(t.Snapshots), false)
	s.lives, s.bySnap, s.done = lives, bySnap, done
	for i := range t.Ops {
		op := &t.Ops[i]
		if !op.Code.Info().Snap {
			continue
		}
		if !done[op.Snap] {
			bySnap[op.Snap], done[op.Snap] = t.Snapshots[op.Snap].Live(), true
		}
		lives[i] = bySnap[op.Snap]
	}
	return lives
}

// frameSize is the size of the trace's stack frame.
func (a *alloc) frameSize() int32 { return int32(a.nslots * slotSize) }

// inputLocs lists where t keeps each of its inputs, by input number
// (locNone: unused).
func (a *alloc) inputLocs(t *ir.Trace) []loc {
	locs := make([]loc, len(t.Inputs))
	for i := range t.Ops {
		if op := &t.Ops[i]; op.Code == ir.OpInput {
			locs[op.Aux] = a.locs[i]
		}
	}
	return locs
}

// inRegisters reports whether no loc is a stack slot.
func inRegisters(locs []loc) bool {
	for _, l := range locs {
		if l.kind != locReg && l.kind != locXReg && l.kind != locNone {
			return false
		}
	}
	return true
}

// fusable reports whether code's result can live in the flags.
func fusable(code ir.Opcode) bool {
	switch code {
	case ir.OpEq, ir.OpNe, ir.OpLt, ir.OpLe, ir.OpGt, ir.OpGe, ir.OpUlt, ir.OpFLt, ir.OpFLe,
		ir.OpAddOvf, ir.OpSubOvf, ir.OpMulOvf:
		return true
	}
	return false
}

// recoveryKey names a value in the snapshot of the guard at op Guard.
type recoveryKey struct {
	Guard int32
	V     ir.Value
}

// recovery recomputes a snapshot value that is not live at its guard:
// it is From's bits plus Delta (From = v + c, Delta = -c), less Sub's
// when HasSub is set (From = v + w, Sub = w: the add wraps, so From - w
// is v whether or not it overflowed), or From's bits shifted left by Shl
// when that is not 0 (v = shl From, Shl: a tagged loop counter that
// opt.Untag keeps unshifted, which the body never shifts back).
type recovery struct {
	From   ir.Value
	Delta  int32
	Sub    ir.Value
	HasSub bool
	Shl    uint8
}

// recoverable finds how the exit stub of the guard at op j can make v
// from values still live there (their last argument use at j or later):
// with one add of a 32-bit immediate, from r = v + k, or when v = x + c
// from x or from r = x + k (plusConst lists the ops adding a constant to
// a value); or with one subtraction, from r = v + w and w (plusValue
// lists the ops adding a value to v: a, b = b, a + b then needs a only
// until a + b is made, whose overflow guard resumes before the add with
// a); or with one shift, when v = shl x, k. holds reports whether what the
// add (or shift) at op d says of its result and an argument is true at j.
func recoverable(t *ir.Trace, v ir.Value, plusConst, plusValue opLists, argEnd []int, j int, holds func(d int, x ir.Value) bool) (recovery, bool) {
	// from is the live value among x and the r = x + k, with v - from.
	from := func(x ir.Value, delta int64) (rec recovery, found bool) {
		if argEnd[x] >= j && fitsInt32(delta) {
			return recovery{From: x, Delta: int32(delta)}, true
		}
		plusConst.each(x, func(r int) bool {
			k := t.Consts[t.Ops[r].Args[1].ConstIndex()].Bits
			if d := delta - k; r < j && argEnd[r] >= j && holds(r, x) && !ir.SubOverflows(delta, k) && fitsInt32(d) {
				rec, found = recovery{From: ir.Value(r), Delta: int32(d)}, true
			}
			return !found
		})
		return rec, found
	}
	if r, ok := from(v, 0); ok {
		return r, ok
	}
	if d := &t.Ops[v]; d.Code == ir.OpAdd && !d.Args[0].IsConst() && d.Args[1].IsConst() && holds(int(v), d.Args[0]) {
		if r, ok := from(d.Args[0], t.Consts[d.Args[1].ConstIndex()].Bits); ok {
			return r, ok
		}
	}
	if d := &t.Ops[v]; d.Code == ir.OpShl && !d.Args[0].IsConst() && argEnd[d.Args[0]] >= j && holds(int(v), d.Args[0]) {
		if k, ok := t.ConstBits(d.Args[1]); ok && k > 0 && k < 64 {
			return recovery{From: d.Args[0], Shl: uint8(k)}, true
		}
	}
	var rec recovery
	found := false
	plusValue.each(v, func(d int) bool {
		w := t.Ops[d].Args[0]
		if w == v {
			w = t.Ops[d].Args[1]
		}
		if d < j && w != v && argEnd[d] >= j && argEnd[w] >= j && holds(d, v) && holds(d, w) {
			rec, found = recovery{From: ir.Value(d), Sub: w, HasSub: true}, true
		}
		return !found
	})
	return rec, found
}

// foldedCompare reports whether op i, eq or ne of op i-1 and a constant,
// is one instruction that reads op i-1's operand: for a load8u and a
// constant byte, cmp byte [address], c; for an and with 255 and a constant
// byte, cmp (or test) of the low byte register; for an and with another
// mask (see testMask) and 0, test y, mask.
func foldedCompare(t *ir.Trace, i int) bool {
	op := &t.Ops[i]
	if i == 0 || op.Code != ir.OpEq && op.Code != ir.OpNe || op.Args[0] != ir.Value(i-1) || !op.Args[1].IsConst() {
		return false
	}
	c := t.Consts[op.Args[1].ConstIndex()].Bits
	if c < 0 || c > 0xff {
		return false
	}
	switch d := &t.Ops[i-1]; d.Code {
	case ir.OpLoad8U:
		return true
	case ir.OpAnd:
		m, ok := t.ConstBits(d.Args[1])
		if !ok || d.Args[0].IsConst() {
			return false
		}
		_, _, test := testMask(m)
		return m == 0xff || c == 0 && test
	}
	return false
}

// testMask returns the width and immediate of the test instruction that
// sets ZF to whether y & m is 0: a 32-bit test for a mask of the low 32
// bits (its upper half clear), a 64-bit one whose immediate sign-extends
// to m for another; ok is false for a mask neither holds.
func testMask(m int64) (w asm.Width, imm int32, ok bool) {
	switch {
	case m >= 0 && m <= math.MaxUint32:
		return asm.W32, int32(uint32(m)), true
	case m >= math.MinInt32 && m < 0:
		return asm.W64, int32(m), true
	}
	return 0, 0, false
}

// notZeroMask reports whether op i is add(ne(x, 0), -1) of the op right
// before it, which cmp x, 1; sbb r, r computes: the carry is set exactly
// when x is 0.
func notZeroMask(t *ir.Trace, i int) bool {
	op, ne := &t.Ops[i], &t.Ops[i-1]
	if op.Code != ir.OpAdd || op.Args[0] != ir.Value(i-1) || ne.Code != ir.OpNe || ne.Args[0].IsConst() {
		return false
	}
	c, ok := t.ConstBits(op.Args[1])
	z, zok := t.ConstBits(ne.Args[1])
	return ok && c == -1 && zok && z == 0
}

// liveAcross lists the values that have a location, are defined before op
// at and are still needed after it: what an exit at op at must save.
func (a *alloc) liveAcross(at int) []ir.Value {
	var vs []ir.Value
	for v := 0; v < at; v++ {
		if a.locs[v].kind != locNone && a.end[v] > at {
			vs = append(vs, ir.Value(v))
		}
	}
	return vs
}

// allocate computes live intervals and assigns every value a register or
// a spill slot by linear scan. into, when t ends in a jump into another
// loop, are where that loop takes the jump's arguments (its label's
// arguments, or its inputs at its register entry; nil: unknown, or in
// the values area): a value the jump passes takes that register when it
// is free.
func allocate(t *ir.Trace, into []loc) *alloc { return allocateIn(t, into, &regScratch{}) }

// regScratch is the memory allocate works in. A Backend keeps one from
// trace to trace: the allocation of a trace is a dozen arrays as long as
// the trace, most of them needed only until its code is generated.
type regScratch struct {
	locs                 []loc
	end, uses, argUses   []int
	argEnd, owner        []int
	fused, folded        []bool
	inFrame, labelArg    []bool
	done                 []bool
	lives, bySnap        [][]ir.Value
	plusConst, plusValue opLists
	hint                 []ir.Value
	want                 []asm.Reg
	gprs                 []asm.Reg
	expires, expiresNext []int32
	act                  [2][]active
}

// cleared returns s with length n and every element zero, in s's array
// when it is large enough.
func cleared[T any](s []T, n int) []T {
	if cap(s) < n {
		return make([]T, n)
	}
	s = s[:n]
	clear(s)
	return s
}

// reuse returns s with length n and every element x, in s's array when
// it is large enough.
func reuse[T comparable](s []T, n int, x T) []T {
	if cap(s) < n {
		s = make([]T, n)
	}
	s = s[:n]
	var zero T
	if x == zero {
		clear(s)
		return s
	}
	if n > 0 {
		s[0] = x
		for k := 1; k < n; k *= 2 { // doubling copies: memmoves, not a loop of stores
			copy(s[k:], s[:k])
		}
	}
	return s
}

// allocateIn is allocate working in s: the result's arrays are s's, valid
// until the next allocateIn with s (keepForEntries copies what lasts).
func allocateIn(t *ir.Trace, into []loc, s *regScratch) *alloc {
	n := len(t.Ops)
	s.locs, s.end = reuse(s.locs, n, loc{}), reuse(s.end, n, -1)
	s.fused, s.folded = reuse(s.fused, n, false), reuse(s.folded, n, false)
	s.uses, s.argUses = reuse(s.uses, n, 0), reuse(s.argUses, n, 0)
	a := &alloc{locs: s.locs, end: s.end, fused: s.fused, folded: s.folded, label: -1, base: -1, lives: snapshotLives(t, s), scratch: s}
	uses := s.uses       // by ops and snapshots
	argUses := s.argUses // by ops
	var regionUses [maxRegions]int
	for i := range t.Ops {
		op := &t.Ops[i]
		for _, v := range op.Args {
			if !v.IsConst() && v != ir.None {
				uses[v]++
				argUses[v]++
			}
		}
		for _, v := range a.lives[i] {
			uses[v]++
		}
		switch op.Code {
		case ir.OpLabel:
			a.label = i
		case ir.OpLoad8U, ir.OpLoad64, ir.OpStore8, ir.OpStore64, ir.OpScan8:
			if op.Region >= 0 && op.Region < maxRegions {
				regionUses[op.Region]++
			}
		}
	}
	// A compare used only by the guard right after it (or after stores,
	// which leave the flags alone) lives in the flags.
	for i := 0; i+1 < n; i++ {
		j := i + 1
		for j < n && flagSafeStore(&t.Ops[j]) {
			j++
		}
		if j == n || !fusable(t.Ops[i].Code) || uses[i] != 1 {
			continue
		}
		if g := &t.Ops[j]; (g.Code == ir.OpGuardTrue || g.Code == ir.OpGuardFalse) && g.Args[0] == ir.Value(i) {
			a.fused[i] = true
			if foldedCompare(t, i) && uses[i-1] == 1 {
				a.folded[i-1] = true // the load or mask happens at the compare
			}
		}
	}
	// A test x != 0 that only feeds the add of -1 right after it (a mask:
	// 0 when x is nonzero, else all ones) is computed by that add.
	for i := 1; i < n; i++ {
		if notZeroMask(t, i) && uses[i-1] == 1 && !a.fused[i-1] {
			a.folded[i-1] = true
		}
	}
	// Live intervals: each value lives from its op to its last use. A
	// folded load's address is read at its compare; an overflow test
	// fused right after its add, sub or imul reads that op's flags, not
	// its operands (see overflowFlags).
	use := func(v ir.Value, at int) {
		if !v.IsConst() && v != ir.None {
			a.end[v] = max(a.end[v], at)
		}
	}
	for i := range t.Ops {
		at := i
		switch {
		case a.folded[i]:
			at = i + 1
		case a.fused[i] && tests(t, i, i-1) && argUses[i-1] > 0:
			at = i - 1 // the arithmetic is computed: an op reads it
		}
		for _, v := range t.Ops[i].Args {
			use(v, at)
		}
	}
	for i := range a.end {
		if a.fused[i] || a.folded[i] {
			a.end[i] = -1
		}
	}
	// A guard's snapshot keeps its values alive up to the guard, but for
	// a value v = x + c with x still live there, or a v whose v + c is:
	// the exit stub recovers v from it (recoverable), so v need not be
	// computed for the exit alone, and v's register may take v + c.
	plusConst := &s.plusConst // v -> ops add(v, c)
	plusConst.reset(n)
	plusValue := &s.plusValue // v -> ops add(v, w) and add(w, v)
	plusValue.reset(n)
	for i := n - 1; i >= 0; i-- { // backwards: each list in op order
		op := &t.Ops[i]
		switch {
		case op.Code != ir.OpAdd || op.Args[0].IsConst():
		case op.Args[1].IsConst():
			plusConst.add(op.Args[0], i)
		case op.Args[0] != op.Args[1]:
			plusValue.add(op.Args[1], i)
			plusValue.add(op.Args[0], i)
		}
	}
	s.argEnd = append(s.argEnd[:0], a.end...)
	argEnd := s.argEnd
	s.labelArg = reuse(s.labelArg, n, false)
	labelArg := s.labelArg
	if a.label >= 0 {
		for _, v := range t.Ops[a.label].Args {
			if v >= 0 {
				labelArg[v] = true
			}
		}
	}
	isLabelArg := func(v ir.Value) bool { return v >= 0 && labelArg[v] }
	// At op j, op d's result and argument x still relate as d says
	// unless d is before the label, j after it, and one of them is a
	// label argument: a loop variable there, no longer its first value.
	holdsAt := func(j int) func(d int, x ir.Value) bool {
		return func(d int, x ir.Value) bool {
			return j < a.label || d > a.label || !isLabelArg(ir.Value(d)) && !isLabelArg(x)
		}
	}
	for j := range t.Ops {
		op := &t.Ops[j]
		if op.Code == ir.OpCallTrace {
			// Read from the frame while the callee runs (walkCalls):
			// live at the call, never recomputed.
			for _, v := range a.lives[j] {
				use(v, j)
			}
			continue
		}
		if !op.Code.Info().Guard {
			continue
		}
		for _, v := range a.lives[j] {
			if argEnd[v] >= j {
				continue
			}
			if r, ok := recoverable(t, v, *plusConst, *plusValue, argEnd, j, holdsAt(j)); ok {
				if a.recover == nil {
					a.recover = map[recoveryKey]recovery{}
				}
				a.recover[recoveryKey{int32(j), v}] = r
				continue
			}
			use(v, j)
		}
	}
	// Values from before the label that the loop uses are live around
	// the whole loop. The label's own arguments are the loop's variables:
	// each lives from the label to its last use in the body, and the
	// back edge writes its next value into its location, which may hold
	// body values in between.
	if a.label >= 0 {
		for v := 0; v < a.label; v++ {
			if a.end[v] >= a.label && !labelArg[v] {
				a.end[v] = n
			}
		}
	}
	// A call of a compiled function clobbers every register: what lives
	// across it, and what its snapshot holds, lives in the frame.
	s.inFrame = reuse(s.inFrame, n, false)
	a.inFrame = s.inFrame
	for c := range t.Ops {
		if t.Ops[c].Code != ir.OpCallTrace {
			continue
		}
		for v := range c {
			a.inFrame[v] = a.inFrame[v] || a.end[v] > c
		}
		for _, v := range a.lives[c] {
			a.inFrame[v] = true
		}
	}
	best := 0
	for r, k := range regionUses {
		if k > best {
			a.base, best = int32(r), k
		}
	}
	gprs := s.gprs[:0]
	for _, r := range intRegs {
		if r != fuelReg || a.label < 0 {
			gprs = append(gprs, r)
		}
	}
	if a.base < 0 {
		gprs = append(gprs, baseReg)
	}
	s.gprs = gprs
	last := &t.Ops[n-1]
	switch {
	case a.label >= 0 && last.Code == ir.OpJump && last.Aux < 0:
		for k, v := range last.Args {
			if !v.IsConst() && int(v) > a.label {
				if a.hint == nil {
					s.hint = reuse(s.hint, n, ir.None)
					a.hint = s.hint
				}
				a.hint[int(v)] = t.Ops[a.label].Args[k]
			}
		}
	case last.Code == ir.OpJump && len(into) == len(last.Args):
		for k, v := range last.Args {
			if !v.IsConst() && v != ir.None && into[k].kind == locReg {
				if a.want == nil {
					s.want = reuse(s.want, n, noReg)
					a.want = s.want
				}
				if a.want[v] == noReg {
					a.want[v] = into[k].reg
				}
			}
		}
	}
	a.scan(t, gprs)
	return a
}

// scan is the linear scan proper. Intervals start at their op's index, so
// the ops are already in start order.
func (a *alloc) scan(t *ir.Trace, gprs []asm.Reg) {
	sc := a.scratch
	n := len(t.Ops)
	act := [2][]active{sc.act[0][:0], sc.act[1][:0]} // per class: 0 general, 1 float
	defer func() { sc.act, sc.owner = act, a.owner() }()
	// free[c] has bit k set when register k of class c is free.
	free := [2]uint32{1<<len(gprs) - 1, 1<<len(floatRegs) - 1}
	// owner[s] is the value in spill slot s, or -1; free slots are
	// reused lowest first, so the code is deterministic.
	owner := sc.owner[:0]
	// Each value expires at the first op after it whose index reaches
	// its end: listed there (expires, chained by expiresNext), so that an
	// op looks at what ends at it, not at every live value.
	expires := reuse(sc.expires, n+1, int32(-1))
	expiresNext := reuse(sc.expiresNext, n, int32(-1))
	sc.expires, sc.expiresNext = expires, expiresNext
	// newSlot gives v a spill slot. An interval spilled after it started
	// (reuse false) needs a slot that was free for its whole life, so it
	// gets a fresh one.
	newSlot := func(v int, reuse bool) {
		s := -1
		for k, o := range owner {
			if reuse && o < 0 {
				s = k
				break
			}
		}
		if s < 0 {
			s = len(owner)
			owner = append(owner, -1)
		}
		owner[s] = v
		a.locs[v] = memLoc(asm.Ptr(asm.RSP, int32(s*slotSize)))
	}
	setReg := func(c, v, r int) {
		if c == 0 {
			a.locs[v] = regLoc(gprs[r])
		} else {
			a.locs[v] = xregLoc(floatRegs[r])
		}
	}
	// wanted has bit k set when a value prefers gprs[k] (want): a value
	// without a preference leaves those free when it can. index is
	// where each register is in gprs.
	var wanted uint32
	var index [16]int8
	for k := range index {
		index[k] = -1
	}
	for k, r := range gprs {
		index[r] = int8(k)
	}
	for _, reg := range a.want {
		if reg != noReg && index[reg] >= 0 {
			wanted |= 1 << index[reg]
		}
	}
	for i := range t.Ops {
		// Expire intervals that end here: the op reads its operands
		// before it writes its result, so it may reuse their registers.
		for v := expires[i]; v >= 0; v = expiresNext[v] {
			l := a.locs[v]
			if l.kind == locMem {
				_, disp, _ := l.mem.BaseDisp()
				owner[disp/slotSize] = -1
				continue
			}
			c := 0
			if l.kind == locXReg {
				c = 1
			}
			for k, x := range act[c] {
				if x.v == int(v) {
					free[c] |= 1 << x.reg
					act[c] = append(act[c][:k], act[c][k+1:]...)
					break
				}
			}
		}
		op := &t.Ops[i]
		if op.Type == ir.Void || a.end[i] < 0 {
			continue
		}
		if at := max(a.end[i], i+1); at <= n {
			expiresNext[i], expires[at] = expires[at], int32(i)
		}
		if a.inFrame[i] {
			newSlot(i, true)
			continue
		}
		c := 0
		if op.Type == ir.Float {
			c = 1
		}
		r := -1
		if f := free[c]; f != 0 {
			// The first free register, but one nothing wants if any.
			if c == 0 && f&^wanted != 0 {
				f &^= wanted
			}
			r = bits.TrailingZeros32(f)
		}
		// The next value of a loop variable takes the variable's
		// register when it is free: the back edge then moves nothing.
		// So does a value a jump into another loop moves, with the
		// register it goes to.
		if reg, ok := a.preferred(i); ok && c == 0 {
			if k := index[reg]; k >= 0 && free[c]&(1<<k) != 0 {
				r = int(k)
			}
		}
		if r >= 0 {
			free[c] &^= 1 << r
			act[c] = append(act[c], active{i, r})
			setReg(c, i, r)
			continue
		}
		// No register: spill whichever of the new interval and the
		// active ones ends last.
		far := -1
		for k, x := range act[c] {
			if far < 0 || a.end[x.v] > a.end[act[c][far].v] {
				far = k
			}
		}
		if far >= 0 && a.end[act[c][far].v] > a.end[i] {
			x := act[c][far]
			newSlot(x.v, false)
			act[c][far] = active{i, x.reg}
			setReg(c, i, x.reg)
			continue
		}
		newSlot(i, true)
	}
	a.nslots = len(owner)
	a.slotOwners = owner
}

// active is a value in a register during scan.
type active struct {
	v   int
	reg int // index into the class's register list
}

// preferred is the register value v is best allocated to, if any (hint,
// want).
func (a *alloc) preferred(v int) (asm.Reg, bool) {
	if a.hint != nil {
		if l := a.hint[v]; l != ir.None && a.locs[l].kind == locReg {
			return a.locs[l].reg, true
		}
	}
	if a.want != nil && a.want[v] != noReg {
		return a.want[v], true
	}
	return 0, false
}

// opLists are lists of ops by value, made without a slice per value:
// head[v] is the first entry of v's list, next and op the entries.
type opLists struct {
	head, next, op []int32
}

// reset empties l for values below n and returns it.
func (l *opLists) reset(n int) {
	l.head, l.next, l.op = reuse(l.head, n, int32(-1)), l.next[:0], l.op[:0]
}

// add puts op at the front of v's list.
func (l *opLists) add(v ir.Value, op int) {
	l.next = append(l.next, l.head[v])
	l.op = append(l.op, int32(op))
	l.head[v] = int32(len(l.op) - 1)
}

// each calls fn with the ops of v's list in order, until fn returns
// false.
func (l *opLists) each(v ir.Value, fn func(op int) bool) {
	for e := l.head[v]; e >= 0; e = l.next[e] {
		if !fn(int(l.op[e])) {
			return
		}
	}
}

// flagSafeStore reports whether op is a store whose code leaves the flags
// alone: only movs, as long as its displacement fits in 32 bits (store).
func flagSafeStore(op *ir.Op) bool {
	return (op.Code == ir.OpStore8 || op.Code == ir.OpStore64) && fitsInt32(op.Aux)
}
