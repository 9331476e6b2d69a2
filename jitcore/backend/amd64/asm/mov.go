package asm

import (
	"fmt"
	"math"
)

// Opcodes of MOV and its relatives.
const (
	movRM8    = 0x88   // mov r/m8, r8
	movRM     = 0x89   // mov r/m, r
	movR8M    = 0x8A   // mov r8, r/m8
	movRRM    = 0x8B   // mov r, r/m
	movImmM8  = 0xC6   // /0: mov r/m8, imm8
	movImmM   = 0xC7   // /0: mov r/m, imm32 (sign-extended with REX.W)
	movImmR8  = 0xB0   // +r: mov r8, imm8
	movImmR   = 0xB8   // +r: mov r, imm32 (imm16; imm64 with REX.W)
	movzxB    = 0x0FB6 // movzx r, r/m8
	movzxW    = 0x0FB7 // movzx r, r/m16
	movsxB    = 0x0FBE // movsx r, r/m8
	movsxW    = 0x0FBF // movsx r, r/m16
	movsxdOp  = 0x63   // with REX.W: movsxd r64, r/m32
	leaOp     = 0x8D   // lea r, m
	pushOp    = 0x50   // +r: push r64
	popOp     = 0x58   // +r: pop r64
	extMovImm = 0      // opcode extension of mov r/m, imm
)

// MovRR emits mov dst, src. A W32 move zeroes the upper half of dst.
func (a *Assembler) MovRR(w Width, dst, src Reg) {
	src.check()
	a.emitRR(sized(w, movRM8, movRM, byte(src)), dst)
}

// MovRM emits a load: mov dst, [src]. W8 and W16 loads keep the rest of dst;
// see [Assembler.MovzxRM] and [Assembler.MovsxRM] for extending loads.
func (a *Assembler) MovRM(w Width, dst Reg, src Mem) {
	dst.check()
	a.emitRM(sized(w, movR8M, movRRM, byte(dst)), src, 0)
}

// MovMR emits a store: mov [dst], src.
func (a *Assembler) MovMR(w Width, dst Mem, src Reg) {
	src.check()
	a.emitRM(sized(w, movRM8, movRM, byte(src)), dst, 0)
}

// MovMI emits a store of an immediate: mov [dst], imm. For W64 imm is
// sign-extended; for W8 and W16 it may be given signed or unsigned.
func (a *Assembler) MovMI(w Width, dst Mem, imm int32) {
	v := checkImm(w, imm)
	a.emitRM(sizedExt(w, movImmM8, movImmM, extMovImm), dst, immLen(w))
	a.putImm(v, immLen(w))
}

// MovRI emits mov dst, imm with the shortest correct encoding. It never
// changes the flags (it does not use XOR for zero).
//
// For W64 any int64 is accepted: a value in [0, 2^32) uses the 32-bit form
// (which zero-extends), a value in int32 range the sign-extended imm32 form,
// anything else movabs with an imm64. For W32, W16 and W8, imm must fit the
// width as a signed or an unsigned value.
func (a *Assembler) MovRI(w Width, dst Reg, imm int64) {
	checkWidth("MOV", w, W8, W16, W32, W64)
	if w != W64 && (imm < -1<<(w.Bits()-1) || imm >= 1<<w.Bits()) {
		panic(fmt.Sprintf("asm: immediate %d does not fit %v", imm, w))
	}
	switch {
	case w == W64 && imm >= 0 && imm <= math.MaxUint32:
		a.emitO(inst{op: movImmR}, dst)
		a.put32(uint32(imm))
	case w == W64 && imm >= math.MinInt32 && imm <= math.MaxInt32:
		a.emitRR(inst{rexW: true, op: movImmM, reg: extMovImm}, dst)
		a.put32(uint32(imm))
	case w == W64:
		a.emitO(inst{rexW: true, op: movImmR}, dst)
		a.put64(uint64(imm))
	default:
		a.emitO(sized(w, movImmR8, movImmR, 0), dst)
		a.putImm(imm, immLen(w))
	}
}

// extendOp returns the inst of a zero- or sign-extending move from width sw
// to width dw, or ok=false for W32→W64, which the callers special-case.
func extendOp(name string, dw, sw Width, dst Reg, op8, op16 uint32) (in inst, ok bool) {
	dst.check()
	switch {
	case sw == W8 && (dw == W16 || dw == W32 || dw == W64):
		in = sized(dw, 0, op8, byte(dst))
		in.rm8 = true
	case sw == W16 && (dw == W32 || dw == W64):
		in = sized(dw, 0, op16, byte(dst))
	case sw == W32 && dw == W64:
		return inst{}, false
	default:
		panic(fmt.Sprintf("asm: %s from %v to %v is not an extension", name, sw, dw))
	}
	return in, true
}

// MovzxRR zero-extends the sw-wide src into the dw-wide dst: movzx for an 8-
// or 16-bit source, and a 32-bit mov (which zeroes the upper half) for
// W32→W64.
func (a *Assembler) MovzxRR(dw, sw Width, dst, src Reg) {
	in, ok := extendOp("MOVZX", dw, sw, dst, movzxB, movzxW)
	if !ok {
		in = inst{op: movRRM, reg: byte(dst)}
	}
	a.emitRR(in, src)
}

// MovzxRM is a zero-extending load; see [Assembler.MovzxRR].
func (a *Assembler) MovzxRM(dw, sw Width, dst Reg, src Mem) {
	in, ok := extendOp("MOVZX", dw, sw, dst, movzxB, movzxW)
	if !ok {
		in = inst{op: movRRM, reg: byte(dst)}
	}
	a.emitRM(in, src, 0)
}

// MovsxRR sign-extends the sw-wide src into the dw-wide dst: movsx for an 8-
// or 16-bit source, movsxd for W32→W64.
func (a *Assembler) MovsxRR(dw, sw Width, dst, src Reg) {
	in, ok := extendOp("MOVSX", dw, sw, dst, movsxB, movsxW)
	if !ok {
		in = inst{rexW: true, op: movsxdOp, reg: byte(dst)}
	}
	a.emitRR(in, src)
}

// MovsxRM is a sign-extending load; see [Assembler.MovsxRR].
func (a *Assembler) MovsxRM(dw, sw Width, dst Reg, src Mem) {
	in, ok := extendOp("MOVSX", dw, sw, dst, movsxB, movsxW)
	if !ok {
		in = inst{rexW: true, op: movsxdOp, reg: byte(dst)}
	}
	a.emitRM(in, src, 0)
}

// Lea emits lea dst, src: dst = the address of src (truncated for W32).
func (a *Assembler) Lea(w Width, dst Reg, src Mem) {
	checkWidth("LEA", w, W32, W64)
	dst.check()
	a.emitRM(sized(w, 0, leaOp, byte(dst)), src, 0)
}

// Push emits push r (64-bit).
func (a *Assembler) Push(r Reg) { a.emitO(inst{op: pushOp}, r) }

// Pop emits pop r (64-bit).
func (a *Assembler) Pop(r Reg) { a.emitO(inst{op: popOp}, r) }
