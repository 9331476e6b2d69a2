//go:build linux && amd64

package amd64

import (
	"math"

	"github.com/microjit/microjit/jitcore/backend/amd64/asm"
	"github.com/microjit/microjit/jitcore/ir"
)

// fitsInt32 reports whether v is a sign-extended 32-bit immediate.
func fitsInt32(v int64) bool { return v >= math.MinInt32 && v <= math.MaxInt32 }

// locOf is where v is: its allocated location or its constant bits.
func (g *gen) locOf(v ir.Value) loc {
	if v.IsConst() {
		return constLoc(g.t.Consts[v.ConstIndex()].Bits)
	}
	return g.ra.locs[v]
}

// move copies the 64 bits at src to dst. Values travel as bits, so any
// combination of general register, XMM register, memory and constant
// works. A memory-to-memory move uses scratch1; a constant into an XMM
// register uses scratch2.
func (g *gen) move(dst, src loc) {
	if dst.same(src) {
		return
	}
	a := &g.a
	switch dst.kind {
	case locReg:
		switch src.kind {
		case locReg:
			a.MovRR(asm.W64, dst.reg, src.reg)
		case locXReg:
			a.MovqRX(dst.reg, src.xreg)
		case locMem:
			a.MovRM(asm.W64, dst.reg, src.mem)
		case locConst:
			a.MovRI(asm.W64, dst.reg, src.imm)
		}
	case locXReg:
		switch src.kind {
		case locReg:
			a.MovqXR(dst.xreg, src.reg)
		case locXReg:
			a.MovsdRR(dst.xreg, src.xreg)
		case locMem:
			a.MovsdRM(dst.xreg, src.mem)
		case locConst:
			a.MovRI(asm.W64, scratch2, src.imm)
			a.MovqXR(dst.xreg, scratch2)
		}
	case locMem:
		switch src.kind {
		case locReg:
			a.MovMR(asm.W64, dst.mem, src.reg)
		case locXReg:
			a.MovsdMR(dst.mem, src.xreg)
		case locMem:
			a.MovRM(asm.W64, scratch1, src.mem)
			a.MovMR(asm.W64, dst.mem, scratch1)
		case locConst:
			if fitsInt32(src.imm) {
				a.MovMI(asm.W64, dst.mem, int32(src.imm))
			} else {
				a.MovRI(asm.W64, scratch1, src.imm)
				a.MovMR(asm.W64, dst.mem, scratch1)
			}
		}
	default:
		panic("amd64: move to a location that is not storage")
	}
}

// toReg loads v's bits into r.
func (g *gen) toReg(r asm.Reg, v ir.Value) { g.move(regLoc(r), g.locOf(v)) }

// toXReg loads v's bits into x.
func (g *gen) toXReg(x asm.XReg, v ir.Value) { g.move(xregLoc(x), g.locOf(v)) }

// pmove is one move of a parallel move: dst gets src's bits plus add
// (a 64-bit integer add; 0 for a plain move).
type pmove struct {
	dst, src loc
	add      int32
}

// moveToFrame performs moves from this trace's frame into the frame of
// another trace, size bytes, that takes its place: a bridge's or a loop's
// that this code jumps into. Destinations are slots of that frame. The
// frames share their top, so a slot moves by the difference of the sizes;
// the stack pointer moves first when the other frame is larger, last when
// it is smaller, so that no move reaches below it.
func (g *gen) moveToFrame(size int32, moves []pmove) {
	shift := size - g.ra.frameSize()
	var srcShift, dstShift int32
	if shift > 0 {
		g.a.AluRI(asm.SUB, asm.W64, asm.RSP, shift)
		srcShift = shift
	} else {
		dstShift = -shift
	}
	for i := range moves {
		moves[i].dst = moves[i].dst.shifted(dstShift)
		moves[i].src = moves[i].src.shifted(srcShift)
	}
	g.parallelMove(moves)
	if shift < 0 {
		g.a.AluRI(asm.ADD, asm.W64, asm.RSP, -shift)
	}
}

// parallelMove performs moves as if all sources were read before any
// destination is written. Destinations must be distinct. Cycles are
// broken through scratch0 (or xscratch0 for an XMM register), which no
// move names.
func (g *gen) parallelMove(moves []pmove) {
	pending := moves[:0:0]
	for _, m := range moves {
		if !m.dst.same(m.src) || m.add != 0 {
			pending = append(pending, m)
		}
	}
	isSource := func(d loc, except int) bool {
		for k, m := range pending {
			if k != except && m.src.same(d) {
				return true
			}
		}
		return false
	}
	for len(pending) > 0 {
		progress := false
		for k := 0; k < len(pending); k++ {
			m := pending[k]
			if isSource(m.dst, k) {
				continue
			}
			g.move(m.dst, m.src)
			g.addTo(m.dst, m.add)
			pending = append(pending[:k], pending[k+1:]...)
			k--
			progress = true
		}
		if progress {
			continue
		}
		// Only cycles are left: save one destination's old value and
		// let its readers read the copy.
		d := pending[0].dst
		tmp := regLoc(scratch0)
		if d.kind == locXReg {
			tmp = xregLoc(xscratch0)
		}
		g.move(tmp, d)
		for k := range pending {
			if pending[k].src.same(d) {
				pending[k].src = tmp
			}
		}
	}
}

// addTo adds c to the integer at d, a register or stack slot.
func (g *gen) addTo(d loc, c int32) {
	switch {
	case c == 0:
	case d.kind == locReg:
		g.a.AluRI(asm.ADD, asm.W64, d.reg, c)
	case d.kind == locMem:
		g.a.AluMI(asm.ADD, asm.W64, d.mem, c)
	default:
		panic("amd64: add to a location that is not an integer")
	}
}

// saveValues stores vs into the values area, in order.
func (g *gen) saveValues(vs []ir.Value) {
	for k, v := range vs {
		g.move(memLoc(valueSlot(k)), g.locOf(v))
	}
}

// saveSnapshot stores the values of the snapshot of the guard at op
// guard into the values area, in Live order, recomputing those that are
// not live there from the value they are a constant away from.
func (g *gen) saveSnapshot(guard int) {
	for k, v := range g.ra.live(guard) {
		slot := memLoc(valueSlot(k))
		src, add, less, shl := g.atGuard(guard, v)
		if shl != 0 {
			g.move(regLoc(scratch0), src)
			g.a.ShiftRI(asm.SHL, asm.W64, scratch0, shl)
			src = regLoc(scratch0)
		}
		g.move(slot, src)
		g.addTo(slot, add)
		if less.kind != locNone {
			g.subFrom(slot, less)
		}
	}
}

// subFrom subtracts the integer at s from the values area slot d.
func (g *gen) subFrom(d, s loc) {
	switch s.kind {
	case locReg:
		g.a.AluMR(asm.SUB, asm.W64, d.mem, s.reg)
	case locConst:
		g.a.MovRI(asm.W64, scratch0, s.imm)
		g.a.AluMR(asm.SUB, asm.W64, d.mem, scratch0)
	default:
		g.move(regLoc(scratch0), s)
		g.a.AluMR(asm.SUB, asm.W64, d.mem, scratch0)
	}
}

// atGuard is where v is at the guard at op guard: its location plus add,
// which is not 0 when v is recomputed from the value it is a constant
// away from, less the value at less unless that is locNone, or shifted
// left by shl unless that is 0 (recovery). Only saveSnapshot subtracts
// and shifts: a guard entry, which moves values in parallel, is not made
// for a guard that needs either (guardEntryCode).
func (g *gen) atGuard(guard int, v ir.Value) (src loc, add int32, less loc, shl uint8) {
	if r, ok := g.ra.recover[recoveryKey{int32(guard), v}]; ok {
		if r.HasSub {
			less = g.locOf(r.Sub)
		}
		return g.locOf(r.From), r.Delta, less, r.Shl
	}
	return g.locOf(v), 0, less, 0
}

// loadValues reloads vs from the values area, where saveValues left them.
func (g *gen) loadValues(vs []ir.Value) {
	for k, v := range vs {
		g.move(g.ra.locs[v], memLoc(valueSlot(k)))
	}
}
