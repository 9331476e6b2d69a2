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

// scan lowers scan8 in the result register t. Every offset is checked
// against the region's length before it is read (an unsigned compare, so
// it also stops below 0). Strides ±1, ±2, ±4 and ±8 first test 16 bytes
// at a time (scanBlocks); the rest, and other strides, go byte by byte:
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
	length := regionLen(op.Region)
	stride := g.locOf(op.Args[1]).imm
	done := a.NewLabel()
	if _, ok := blockLanes[stride]; ok {
		g.scanBlocks(t, base, length, stride, done)
	}
	next, check := a.NewLabel(), a.NewLabel()
	a.Jmp(check, asm.JumpShort)
	a.Bind(next)
	g.alu(asm.ADD, t, constLoc(stride))
	a.Bind(check)
	a.AluRM(asm.CMP, asm.W64, t, length)
	a.Jcc(asm.CondAE, done, asm.JumpLong)
	a.AluMI(asm.CMP, asm.W8, asm.PtrIndex(base, t, asm.Scale1, 0), 0)
	a.Jcc(asm.CondNE, next, asm.JumpAuto)
	a.Bind(done)
	g.move(g.ra.locs[i], regLoc(t))
}

// blockLanes maps each stride that divides 16 to the pmovmskb bits of
// the cells a 16-byte block holds: every stride-th byte from the block's
// first (going up) or from its last (going down), the one at t.
//
//	stride  2: bytes t, t+2, ... t+14        -> 0x5555
//	stride -2: bytes t-14, ... t-2, t         -> 0xaaaa
var blockLanes = map[int64]int32{
	1: 0xffff, 2: 0x5555, 4: 0x1111, 8: 0x0101,
	-1: 0xffff, -2: 0xaaaa, -4: 0x8888, -8: 0x8080,
}

// scanBlocks is scan8's fast path for the strides in blockLanes: while
// the 16 bytes from t (up to t) lie in the region, it compares them all
// with zero (pcmpeqb); the byte mask (pmovmskb) of the cells on the
// stride gives the first zero (bsf; bsr going down), else t moves on 16
// bytes, to the next cell on the stride. It jumps to done with the
// answer, or to what follows with t at the first cell left to test one
// by one.
func (g *gen) scanBlocks(t, base asm.Reg, length asm.Mem, stride int64, done asm.Label) {
	const block = 16
	a := &g.a
	loop, found, bytes := a.NewLabel(), a.NewLabel(), a.NewLabel()
	zero, data, mask := xscratch1, xscratch0, scratch1
	lanes := blockLanes[stride]
	a.FloatRR(asm.PXOR, zero, zero)
	a.Bind(loop)
	a.AluRM(asm.CMP, asm.W64, t, length)
	a.Jcc(asm.CondAE, done, asm.JumpLong)
	first, step := int32(0), int32(block) // the block's lowest offset from t; t's move
	if stride > 0 {
		a.Lea(asm.W64, mask, asm.Ptr(t, block))
		a.AluRM(asm.CMP, asm.W64, mask, length)
		a.Jcc(asm.CondA, bytes, asm.JumpLong)
	} else {
		first, step = 1-block, -block
		a.AluRI(asm.CMP, asm.W64, t, block-1)
		a.Jcc(asm.CondL, bytes, asm.JumpLong)
	}
	a.MovdquRM(data, asm.PtrIndex(base, t, asm.Scale1, first))
	a.FloatRR(asm.PCMPEQB, data, zero)
	a.Pmovmskb(mask, data)
	if lanes != 0xffff {
		a.AluRI(asm.AND, asm.W32, mask, lanes)
	} else {
		a.TestRR(asm.W32, mask, mask)
	}
	a.Jcc(asm.CondNE, found, asm.JumpShort)
	a.AluRI(asm.ADD, asm.W64, t, step)
	a.Jmp(loop, asm.JumpAuto)
	a.Bind(found)
	if stride > 0 {
		a.Bsf(asm.W32, mask, mask)
	} else {
		a.Bsr(asm.W32, mask, mask)
	}
	a.Lea(asm.W64, t, asm.PtrIndex(t, mask, asm.Scale1, first))
	a.Jmp(done, asm.JumpLong)
	a.Bind(bytes)
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
