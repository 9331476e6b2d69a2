//go:build linux && amd64

package amd64

import (
	"github.com/microjit/microjit/jitcore/backend/amd64/asm"
	"github.com/microjit/microjit/jitcore/ir"
)

// memory lowers loads, stores and region_len. Addresses are computed as
// base + Args[0] + Aux in 64-bit wrapping arithmetic; the trace's own
// guards are what keep them inside the region.
func (g *gen) memory(i int, op *ir.Op) {
	a := &g.a
	switch op.Code {
	case ir.OpRegionLen:
		t := g.resultReg(i)
		a.MovRM(asm.W64, t, regionLen(op.Region))
		g.move(g.ra.locs[i], regLoc(t))
	case ir.OpLoad8U:
		m := g.address(op)
		t := g.resultReg(i)
		a.MovzxRM(asm.W32, asm.W8, t, m)
		g.move(g.ra.locs[i], regLoc(t))
	case ir.OpLoad64:
		m := g.address(op)
		t := g.resultReg(i)
		a.MovRM(asm.W64, t, m)
		g.move(g.ra.locs[i], regLoc(t))
	case ir.OpStore8, ir.OpStore64:
		g.store(op)
	case ir.OpScan8:
		g.scan(i, op)
	}
}

// scan lowers scan8 as a byte loop in the result register t, which
// checks each offset against the region's length before reading it (an
// unsigned compare, so it also stops below 0):
//
//	    t = addr + disp
//	    jmp check
//	next:
//	    add t, stride
//	check:
//	    cmp t, len ; jae done
//	    cmp byte [base+t], 0 ; jne next
//	done:
func (g *gen) scan(i int, op *ir.Op) {
	a := &g.a
	t := g.resultReg(i)
	g.toReg(t, op.Args[0])
	if op.Aux != 0 {
		g.alu(asm.ADD, t, constLoc(op.Aux))
	}
	base := baseReg
	if op.Region != g.ra.base {
		base = scratch2
		a.MovRM(asm.W64, base, regionBase(op.Region))
	}
	a.MovRM(asm.W64, scratch1, regionLen(op.Region))
	next, check, done := a.NewLabel(), a.NewLabel(), a.NewLabel()
	a.Jmp(check, asm.JumpShort)
	a.Bind(next)
	g.alu(asm.ADD, t, g.locOf(op.Args[1]))
	a.Bind(check)
	a.AluRR(asm.CMP, asm.W64, t, scratch1)
	a.Jcc(asm.CondAE, done, asm.JumpShort)
	a.AluMI(asm.CMP, asm.W8, asm.PtrIndex(base, t, asm.Scale1, 0), 0)
	a.Jcc(asm.CondNE, next, asm.JumpAuto)
	a.Bind(done)
	g.move(g.ra.locs[i], regLoc(t))
}

// store lowers store8 and store64. The value is put where address does
// not look (its own register, an immediate, or scratch1).
func (g *gen) store(op *ir.Op) {
	a := &g.a
	w := asm.W64
	if op.Code == ir.OpStore8 {
		w = asm.W8
	}
	src := g.locOf(op.Args[1])
	switch src.kind {
	case locConst:
		imm := src.imm
		if w == asm.W8 {
			imm = int64(int8(imm))
		}
		if fitsInt32(imm) {
			a.MovMI(w, g.address(op), int32(imm))
			return
		}
		a.MovRI(asm.W64, scratch1, imm)
		src = regLoc(scratch1)
	case locMem:
		a.MovRM(asm.W64, scratch1, src.mem)
		src = regLoc(scratch1)
	}
	m := g.address(op)
	if src.kind == locXReg {
		a.MovsdMR(m, src.xreg)
		return
	}
	a.MovMR(w, m, src.reg)
}

// address returns the memory operand of a load or store, using scratch0
// and scratch2 as needed (never scratch1).
func (g *gen) address(op *ir.Op) asm.Mem {
	a := &g.a
	base := baseReg
	if op.Region != g.ra.base {
		base = scratch2
		a.MovRM(asm.W64, base, regionBase(op.Region))
	}
	addr := g.locOf(op.Args[0])
	if addr.kind == locConst {
		if at := addr.imm + op.Aux; fitsInt32(at) {
			return asm.Ptr(base, int32(at))
		}
		a.MovRI(asm.W64, scratch0, addr.imm+op.Aux)
		return asm.PtrIndex(base, scratch0, asm.Scale1, 0)
	}
	if !fitsInt32(op.Aux) {
		a.MovRI(asm.W64, scratch0, op.Aux)
		g.alu(asm.ADD, scratch0, addr)
		return asm.PtrIndex(base, scratch0, asm.Scale1, 0)
	}
	index := scratch0
	if addr.kind == locReg {
		index = addr.reg
	} else {
		g.move(regLoc(scratch0), addr)
	}
	return asm.PtrIndex(base, index, asm.Scale1, int32(op.Aux))
}
