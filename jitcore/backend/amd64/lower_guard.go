//go:build linux && amd64

package amd64

import (
	"slices"

	"github.com/microjit/microjit/jitcore/backend/amd64/asm"
	"github.com/microjit/microjit/jitcore/ir"
)

// guard lowers a guard to a compare and a jcc rel32 to its exit stub,
// which emitStubs places after the body.
func (g *gen) guard(i int, op *ir.Op) {
	a := &g.a
	s := stub{label: a.NewLabel(), guard: g.nguards, op: i}
	g.nguards++
	g.stubs = append(g.stubs, s)
	var fail asm.Cond
	switch op.Code {
	case ir.OpGuardValue:
		g.compareInt(op.Args[0], op.Args[1])
		fail = asm.CondNE
	case ir.OpGuardTrue, ir.OpGuardFalse:
		fail = g.truth(op.Args[0]).Invert()
		if op.Code == ir.OpGuardFalse {
			fail = fail.Invert()
		}
	}
	a.Jcc(fail, s.label, asm.JumpLong)
}

// poll lowers a poll (ir's poll.go): a compare of the word with zero,
// its region's base loaded first unless it is the pinned one, and a
// jne rel32 to the exit stub.
func (g *gen) poll(i int, op *ir.Op) {
	a := &g.a
	s := stub{label: a.NewLabel(), guard: g.nguards, op: i}
	g.nguards++
	g.stubs = append(g.stubs, s)
	base := baseReg
	if op.Region != g.ra.base {
		base = scratch0
		a.MovRM(asm.W64, base, regionBase(op.Region))
	}
	a.AluMI(asm.CMP, asm.W64, asm.Ptr(base, int32(op.Aux)), 0)
	a.Jcc(asm.CondNE, s.label, asm.JumpLong)
}

// notInvalidated lowers guard_not_invalidated (ir's quasi.go): a jump to
// the next instruction, whose rel32 field Invalidate repoints at the
// guard's exit stub, an atomic aligned store (codeheap.PatchRel32).
// Until then it costs one direct jump, and no register or memory read.
func (g *gen) notInvalidated(i int) {
	a := &g.a
	s := stub{label: a.NewLabel(), guard: g.nguards, op: i}
	g.nguards++
	g.stubs = append(g.stubs, s)
	next := a.NewLabel()
	field := a.PatchableJmp(next)
	a.Bind(next)
	g.invalidations = append(g.invalidations, invalidation{field: field, stub: s.label})
}

// invalidation is a guard_not_invalidated's jump: the offset of its rel32
// field, and its exit stub.
type invalidation struct {
	field int
	stub  asm.Label
}

// truth sets the flags for the int value v and returns the condition
// that holds when v is true (non-zero). A compare fused into this guard
// has already set the flags at its own op, right before.
func (g *gen) truth(v ir.Value) asm.Cond {
	if !v.IsConst() && g.ra.fused[v] {
		code := g.t.Ops[v].Code
		if code.IsOverflowTest() {
			return asm.CondO
		}
		if g.signFlags[int(v)] {
			return signConds[code]
		}
		if c, ok := intConds[code]; ok {
			return c
		}
		return floatConds[code]
	}
	switch l := g.locOf(v); l.kind {
	case locReg:
		g.a.TestRR(asm.W64, l.reg, l.reg)
	case locMem:
		g.a.AluMI(asm.CMP, asm.W64, l.mem, 0)
	default:
		g.move(regLoc(scratch0), l)
		g.a.TestRR(asm.W64, scratch0, scratch0)
	}
	return asm.CondNE
}

// compareFused emits the compare of a compare op (or the arithmetic of
// an overflow test) whose result lives in the flags until the guard right
// after it. prevFlags is the op whose arithmetic set the flags last.
func (g *gen) compareFused(i int, op *ir.Op, prevFlags int) {
	if op.Code.IsOverflowTest() {
		g.overflowFlags(i, op, prevFlags)
		return
	}
	if _, ok := intConds[op.Code]; ok {
		if prevFlags >= 0 && signTest(g.t, i, prevFlags) {
			// The add or sub right before set the flags from x.
			if g.signFlags == nil {
				g.signFlags = map[int]bool{}
			}
			g.signFlags[i] = true
			return
		}
		if x := op.Args[0]; !x.IsConst() && g.ra.folded[x] {
			c := int32(int8(g.locOf(op.Args[1]).imm))
			d := &g.t.Ops[x]
			if d.Code == ir.OpLoad8U {
				g.a.AluMI(asm.CMP, asm.W8, g.address(d), c)
				return
			}
			m, _ := g.t.ConstBits(d.Args[1])
			if m != 0xff {
				// and(y, m) == 0: test y, m.
				w, imm, _ := testMask(m)
				switch l := g.locOf(d.Args[0]); l.kind {
				case locReg:
					g.a.TestRI(w, l.reg, imm)
				default:
					g.a.TestMI(w, l.mem, imm)
				}
				return
			}
			// and(y, 255): the low byte of y.
			switch l := g.locOf(d.Args[0]); {
			case l.kind == locReg && c == 0:
				g.a.TestRR(asm.W8, l.reg, l.reg)
			case l.kind == locReg:
				g.a.AluRI(asm.CMP, asm.W8, l.reg, c)
			default:
				g.a.AluMI(asm.CMP, asm.W8, l.mem, c)
			}
			return
		}
		g.compareInt(op.Args[0], op.Args[1])
		return
	}
	g.floatCompare(op.Args[0], op.Args[1])
}

// delayedStores does the stores the optimizer delayed past the guard at
// op guard (ir.Snapshot.Stores), in order, in its exit stub: before the
// interpreter resumes and before a bridge attached to the stub runs. Their
// addresses and values are where the guard left them, but for a value the
// stub recovers (see saveSnapshot): that one comes from the values area,
// where saveSnapshot has just put it.
func (g *gen) delayedStores(guard int) {
	s := &g.t.Snapshots[g.t.Ops[guard].Snap]
	live := g.ra.live(guard)
	where := func(v ir.Value) loc {
		if g.recovered(guard, v) {
			return memLoc(valueSlot(slices.Index(live, v)))
		}
		return g.locOf(v)
	}
	for i := range s.Stores {
		st := &s.Stores[i]
		g.storeFrom(st, where(st.Args[0]), where(st.Args[1]))
	}
}

// recovered reports whether the exit stub of the guard at op guard
// recovers v instead of finding it where it lives.
func (g *gen) recovered(guard int, v ir.Value) bool {
	_, ok := g.ra.recover[recoveryKey{int32(guard), v}]
	return ok
}
