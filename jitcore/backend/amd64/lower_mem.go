//go:build linux && amd64

package amd64

import (
	"slices"

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
// it also stops below 0). Strides up to ±16 first test 16 or 32 bytes at
// a time (scanBlocks); the rest, and other strides, go byte by byte:
//
//	    t = addr + disp
//	restart:
//	    [load the region's base]
//	    jmp check
//	next:
//	    add t, stride
//	    sub fuel, 1 ; jle out
//	check:
//	    cmp t, len ; jae done
//	    cmp byte [base+t], 0 ; jne next
//	done:
//
// A scan's work grows with its data, so it charges fuel (DESIGN.md §5
// rule 4): a unit per step byte by byte and per 16 bytes of a window
// (scanFuelBytes), about the time of a small loop's iteration either
// way. When the fuel runs out (it may go below zero: a scan leaves at
// zero or less), out (emitted
// with the trace's other out-of-line code, scanFuelExit) leaves with
// exitFuel and t, the first cell not yet tested, and the resume goes on
// scanning from there: scan8 has no side effect, and the scan from t
// finds what the scan from the start would.
func (g *gen) scan(i int, op *ir.Op) {
	a := &g.a
	t := g.resultReg(i)
	g.toReg(t, op.Args[0])
	if op.Aux != 0 {
		g.alu(asm.ADD, t, constLoc(op.Aux))
	}
	restart, out := a.NewLabel(), a.NewLabel()
	g.cold = append(g.cold, func() { g.scanFuelExit(i, t, out, restart) })
	a.Bind(restart)
	base := baseReg
	if op.Region != g.ra.base {
		base = scratch2
		a.MovRM(asm.W64, base, regionBase(op.Region))
	}
	length := regionLen(op.Region)
	stride := g.locOf(op.Args[1]).imm
	done := a.NewLabel()
	_, wide := spareReg(t, base)
	if w := scanWindowOf(stride, wide); w.size != 0 {
		g.scanBlocks(t, base, length, w, done, out)
	}
	next, check := a.NewLabel(), a.NewLabel()
	a.Jmp(check, asm.JumpShort)
	a.Bind(next)
	g.alu(asm.ADD, t, constLoc(stride))
	g.chargeFuel(1, out)
	a.Bind(check)
	a.AluRM(asm.CMP, asm.W64, t, length)
	a.Jcc(asm.CondAE, done, asm.JumpLong)
	a.AluMI(asm.CMP, asm.W8, asm.PtrIndex(base, t, asm.Scale1, 0), 0)
	a.Jcc(asm.CondNE, next, asm.JumpAuto)
	a.Bind(done)
	g.move(g.ra.locs[i], regLoc(t))
}

// scanFuelBytes is how many bytes of a window scanBlocks tests for a unit
// of fuel: SIMD tests 16 bytes in about the time a byte-by-byte step or a
// small loop's iteration takes.
const scanFuelBytes = 16

// chargeFuel takes n units of fuel inside an op and jumps to out when
// none are left: the fuel is in fuelReg in a trace with a label, in the
// state record elsewhere.
func (g *gen) chargeFuel(n int32, out asm.Label) {
	a := &g.a
	if g.ra.label >= 0 {
		a.AluRI(asm.SUB, asm.W64, fuelReg, n)
	} else {
		a.AluMI(asm.SUB, asm.W64, stateField(offFuel), n)
	}
	a.Jcc(asm.CondLE, out, asm.JumpLong)
}

// scanFuelExit is the way out of scan op i when the fuel runs out, with
// the scan's position in t: it saves the values live across the op and t
// after them, leaves with exitFuel, and on resume reloads them, the
// fuel and the base, and goes on scanning at restart.
func (g *gen) scanFuelExit(i int, t asm.Reg, out, restart asm.Label) {
	a := &g.a
	live := g.ra.liveAcross(i)
	at := memLoc(valueSlot(len(live)))
	resume := a.NewLabel()
	a.Bind(out)
	g.move(at, regLoc(t)) // first: saving the others may use scratch0
	g.saveValues(live)
	g.exitTo(exitFuel, resume)
	a.Bind(resume)
	g.restoreSP()
	g.loadFuel() // refilled by Run
	g.loadValues(live)
	g.move(regLoc(t), at)
	g.loadBase()
	a.Jmp(restart, asm.JumpLong)
}

// scanWindow is how scanBlocks walks a stride: windows of size bytes
// (16, or 32 read as two halves), lanes the pmovmskb bits of the cells a
// window holds, step the move to the next window's first cell.
type scanWindow struct {
	size  int32
	lanes uint32
	step  int32
}

// scanWindowOf is the window of stride k: 32 bytes, read as two halves,
// for |k| <= 16 when wide (a register is free for the upper half's mask),
// else 16 bytes when k divides 16 (size 0: no window, byte by byte). Its
// cells are every |k|-th byte from the window's first (going up) or from
// its last, the one at t (going down):
//
//	stride  2, 16 bytes: bytes t, t+2, ... t+14       -> lanes 0x5555
//	stride -2, 16 bytes: bytes t-14, ... t-2, t        -> lanes 0xaaaa
//	stride  9, 32 bytes: bytes t, t+9, t+18, t+27      -> lanes 0x08040201
//
// Wide windows halve the loop's compares and branches per byte: dbfi's
// and awib's long stride-1 and stride-2 scans take 32 bytes a round.
func scanWindowOf(k int64, wide bool) scanWindow {
	n := max(k, -k)
	var size int32
	switch {
	case n == 0 || n > 16:
		return scanWindow{}
	case wide:
		size = 32
	case 16%n == 0:
		size = 16
	default:
		return scanWindow{}
	}
	var w scanWindow
	w.size = size
	cells := (int64(size)-1)/n + 1
	for j := range cells {
		bit := j * n
		if k < 0 {
			bit = int64(size) - 1 - bit
		}
		w.lanes |= 1 << bit
	}
	w.step = int32(cells * k)
	return w
}

// scanBlocks is scan8's fast path for a stride with a window: while the
// window from t (up to t) lies in the region, it compares its bytes with
// zero (pcmpeqb); the byte mask (pmovmskb) of the cells on the stride
// gives the first zero (bsf; bsr going down), else t moves on to the
// next window. It jumps to done with the answer, or to what follows with
// t at the first cell left to test one by one. A 32-byte window takes a
// spare register for its upper mask (scanWindowOf knows there is one).
//
// t is checked against the region's length once, before the loops: a
// window that lies in the region is followed by one that starts after
// it (going up, t < t+step < len) or that starts at 0 or later (going
// down, which the window's own check tests). The first loop tests two
// windows a round, while both lie in the region (mandelbrot.b's scans
// run 4 to 8 windows of stride 9); the second one, then, near the end.
// A round takes one branch back, the one that finds no zero:
//
//	    cmp t, len; jae done; pxor zero, zero; jmp check2
//	next2:  add t, 2*step; sub fuel, 2*units; jle out
//	check2: both windows in the region? else check1
//	        mask of the window at t; jnz found
//	        mask of the window at t+step; jz next2
//	        add t, step
//	found:  bsf (bsr); lea t, ...; jmp done
//	next1:  add t, step; sub fuel, units; jle out
//	check1: window in the region? else bytes
//	        mask of the window at t; jz next1; jmp found
//	bytes:
func (g *gen) scanBlocks(t, base asm.Reg, length asm.Mem, w scanWindow, done, out asm.Label) {
	a := &g.a
	zero, data, mask := xscratch1, xscratch0, scratch1
	units := w.size / scanFuelBytes // fuel per window
	high, _ := spareReg(t, base)
	next2, check2, found := a.NewLabel(), a.NewLabel(), a.NewLabel()
	next1, check1, bytes := a.NewLabel(), a.NewLabel(), a.NewLabel()
	first := int32(0) // the window's lowest offset from t
	if w.step < 0 {
		first = 1 - w.size
	}
	// fits jumps to no when the window at t+at does not lie in the region.
	fits := func(at int32, no asm.Label) {
		if w.step > 0 {
			a.Lea(asm.W64, mask, asm.Ptr(t, at+w.size))
			a.AluRM(asm.CMP, asm.W64, mask, length)
			a.Jcc(asm.CondA, no, asm.JumpLong)
		} else {
			a.AluRI(asm.CMP, asm.W64, t, w.size-1-at)
			a.Jcc(asm.CondL, no, asm.JumpLong)
		}
	}
	// zeros sets mask to the cells of the window at t+at that are zero,
	// and ZF to whether there are none.
	zeros := func(at int32) {
		a.MovdquRM(data, asm.PtrIndex(base, t, asm.Scale1, at+first))
		a.FloatRR(asm.PCMPEQB, data, zero)
		a.Pmovmskb(mask, data)
		if w.size == 32 {
			a.MovdquRM(data, asm.PtrIndex(base, t, asm.Scale1, at+first+16))
			a.FloatRR(asm.PCMPEQB, data, zero)
			a.Pmovmskb(high, data)
			a.ShiftRI(asm.SHL, asm.W32, high, 16)
			a.AluRR(asm.OR, asm.W32, mask, high)
		}
		if all := uint32(uint64(1)<<w.size - 1); w.lanes != all {
			a.AluRI(asm.AND, asm.W32, mask, int32(w.lanes))
		} else {
			a.TestRR(asm.W32, mask, mask)
		}
	}
	a.AluRM(asm.CMP, asm.W64, t, length)
	a.Jcc(asm.CondAE, done, asm.JumpLong)
	a.FloatRR(asm.PXOR, zero, zero)
	a.Jmp(check2, asm.JumpShort)
	a.Bind(next2)
	a.AluRI(asm.ADD, asm.W64, t, 2*w.step)
	g.chargeFuel(2*units, out)
	a.Bind(check2)
	fits(w.step, check1)
	zeros(0)
	a.Jcc(asm.CondNE, found, asm.JumpShort)
	zeros(w.step)
	a.Jcc(asm.CondE, next2, asm.JumpAuto)
	a.AluRI(asm.ADD, asm.W64, t, w.step)
	a.Bind(found)
	if w.step > 0 {
		a.Bsf(asm.W32, mask, mask)
	} else {
		a.Bsr(asm.W32, mask, mask)
	}
	a.Lea(asm.W64, t, asm.PtrIndex(t, mask, asm.Scale1, first))
	a.Jmp(done, asm.JumpLong)
	a.Bind(next1)
	a.AluRI(asm.ADD, asm.W64, t, w.step)
	g.chargeFuel(units, out)
	a.Bind(check1)
	fits(0, bytes)
	zeros(0)
	a.Jcc(asm.CondE, next1, asm.JumpAuto)
	a.Jmp(found, asm.JumpAuto)
	a.Bind(bytes)
}

// spareReg is a scratch register that is not one of used, if any.
func spareReg(used ...asm.Reg) (asm.Reg, bool) {
	for _, r := range []asm.Reg{scratch0, scratch2} {
		if !slices.Contains(used, r) {
			return r, true
		}
	}
	return 0, false
}

// store lowers store8 and store64. The value is put where address does
// not look (its own register, an immediate, or scratch1).
func (g *gen) store(op *ir.Op) {
	g.storeFrom(op, g.locOf(op.Args[0]), g.locOf(op.Args[1]))
}

// storeFrom is store with its address and value taken from addr and src.
func (g *gen) storeFrom(op *ir.Op, addr, src loc) {
	a := &g.a
	w := asm.W64
	if op.Code == ir.OpStore8 {
		w = asm.W8
	}
	switch src.kind {
	case locConst:
		imm := src.imm
		if w == asm.W8 {
			imm = int64(int8(imm))
		}
		if fitsInt32(imm) {
			a.MovMI(w, g.addressFrom(op, addr), int32(imm))
			return
		}
		a.MovRI(asm.W64, scratch1, imm)
		src = regLoc(scratch1)
	case locMem:
		a.MovRM(asm.W64, scratch1, src.mem)
		src = regLoc(scratch1)
	}
	m := g.addressFrom(op, addr)
	if src.kind == locXReg {
		a.MovsdMR(m, src.xreg)
		return
	}
	a.MovMR(w, m, src.reg)
}

// address returns the memory operand of a load or store, using scratch0
// and scratch2 as needed (never scratch1).
func (g *gen) address(op *ir.Op) asm.Mem { return g.addressFrom(op, g.locOf(op.Args[0])) }

// addressFrom is address with the base value taken from addr.
func (g *gen) addressFrom(op *ir.Op, addr loc) asm.Mem {
	a := &g.a
	base := baseReg
	if op.Region != g.ra.base {
		base = scratch2
		a.MovRM(asm.W64, base, regionBase(op.Region))
	}
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
