package asm

import "fmt"

// FloatOp is an SSE2 operation with the form op xmm, xmm/m: scalar or
// packed double, or packed integer. Its value is the full opcode: mandatory
// prefix and the two opcode bytes.
type FloatOp uint32

// The SSE2 operations of [Assembler.FloatRR] and [Assembler.FloatRM].
// UCOMISD and COMISD compare and set ZF, PF, CF like an unsigned compare
// (PF=1 when unordered); COMISD also signals on quiet NaNs. XORPD and ANDPD
// work on all 128 bits (for negation and absolute value); their memory
// operand must be 16-byte aligned, as must PXOR's and PCMPEQB's (bytewise
// xor and equality, 0xFF where equal: the byte scan's pieces).
const (
	ADDSD   FloatOp = prefixF2<<16 | 0x0F58
	MULSD   FloatOp = prefixF2<<16 | 0x0F59
	SUBSD   FloatOp = prefixF2<<16 | 0x0F5C
	MINSD   FloatOp = prefixF2<<16 | 0x0F5D
	DIVSD   FloatOp = prefixF2<<16 | 0x0F5E
	MAXSD   FloatOp = prefixF2<<16 | 0x0F5F
	SQRTSD  FloatOp = prefixF2<<16 | 0x0F51
	UCOMISD FloatOp = prefixOpSize<<16 | 0x0F2E
	COMISD  FloatOp = prefixOpSize<<16 | 0x0F2F
	ANDPD   FloatOp = prefixOpSize<<16 | 0x0F54
	XORPD   FloatOp = prefixOpSize<<16 | 0x0F57
	PXOR    FloatOp = prefixOpSize<<16 | 0x0FEF
	PCMPEQB FloatOp = prefixOpSize<<16 | 0x0F74
)

var floatNames = map[FloatOp]string{
	ADDSD: "ADDSD", MULSD: "MULSD", SUBSD: "SUBSD", MINSD: "MINSD", DIVSD: "DIVSD",
	MAXSD: "MAXSD", SQRTSD: "SQRTSD", UCOMISD: "UCOMISD", COMISD: "COMISD",
	ANDPD: "ANDPD", XORPD: "XORPD", PXOR: "PXOR", PCMPEQB: "PCMPEQB",
}

// String returns the mnemonic, such as "ADDSD".
func (op FloatOp) String() string {
	if s, ok := floatNames[op]; ok {
		return s
	}
	return fmt.Sprintf("FloatOp(%#x)", uint32(op))
}

// inst returns the inst of op with dst in ModRM.reg.
func (op FloatOp) inst(dst XReg) inst {
	if _, ok := floatNames[op]; !ok {
		panic(fmt.Sprintf("asm: invalid SSE operation %v", op))
	}
	dst.check()
	return inst{prefix: byte(op >> 16), op: uint32(op) & 0xFFFF, reg: byte(dst)}
}

// FloatRR emits op dst, src; for example ADDSD: dst += src (low double).
func (a *Assembler) FloatRR(op FloatOp, dst, src XReg) {
	src.check()
	a.emitRR(op.inst(dst), Reg(src))
}

// FloatRM emits op dst, [src]; a scalar operation reads 8 bytes.
func (a *Assembler) FloatRM(op FloatOp, dst XReg, src Mem) {
	a.emitRM(op.inst(dst), src, 0)
}

// Opcodes of the SSE2 moves and conversions (after their mandatory prefix).
const (
	movsdLoad  = 0x0F10 // F2: movsd xmm, xmm/m64
	movsdStore = 0x0F11 // F2: movsd xmm/m64, xmm
	cvtsi2sdOp = 0x0F2A // F2 REX.W: cvtsi2sd xmm, r/m64
	cvttsd2si  = 0x0F2C // F2 REX.W: cvttsd2si r64, xmm/m64
	movqToX    = 0x0F6E // 66 REX.W: movq xmm, r/m64
	movqFromX  = 0x0F7E // 66 REX.W: movq r/m64, xmm
	movdquLoad = 0x0F6F // F3: movdqu xmm, xmm/m128
	pmovmskbOp = 0x0FD7 // 66: pmovmskb r32, xmm
)

// MovdquRM emits movdqu dst, [src]: 16 bytes, any alignment.
func (a *Assembler) MovdquRM(dst XReg, src Mem) {
	dst.check()
	a.emitRM(inst{prefix: prefixF3, op: movdquLoad, reg: byte(dst)}, src, 0)
}

// Pmovmskb emits pmovmskb dst, src: bit i of dst (zero-extended) is the top
// bit of byte i of src.
func (a *Assembler) Pmovmskb(dst Reg, src XReg) {
	dst.check()
	src.check()
	a.emitRR(inst{prefix: prefixOpSize, op: pmovmskbOp, reg: byte(dst)}, Reg(src))
}

// MovsdRR emits movsd dst, src: copies the low double, keeping dst's upper
// half.
func (a *Assembler) MovsdRR(dst, src XReg) {
	dst.check()
	src.check()
	a.emitRR(inst{prefix: prefixF2, op: movsdLoad, reg: byte(dst)}, Reg(src))
}

// MovsdRM emits a load: movsd dst, [src] (zeroing dst's upper half).
func (a *Assembler) MovsdRM(dst XReg, src Mem) {
	dst.check()
	a.emitRM(inst{prefix: prefixF2, op: movsdLoad, reg: byte(dst)}, src, 0)
}

// MovsdMR emits a store: movsd [dst], src.
func (a *Assembler) MovsdMR(dst Mem, src XReg) {
	src.check()
	a.emitRM(inst{prefix: prefixF2, op: movsdStore, reg: byte(src)}, dst, 0)
}

// Cvtsi2sd emits cvtsi2sd dst, src: dst's low double = float64(int64 src).
// It keeps dst's upper half, so it depends on dst's previous value.
func (a *Assembler) Cvtsi2sd(dst XReg, src Reg) {
	dst.check()
	a.emitRR(inst{prefix: prefixF2, rexW: true, op: cvtsi2sdOp, reg: byte(dst)}, src)
}

// Cvttsd2si emits cvttsd2si dst, src: dst = int64 of src truncated toward
// zero; NaN and out-of-range values give math.MinInt64.
func (a *Assembler) Cvttsd2si(dst Reg, src XReg) {
	dst.check()
	src.check()
	a.emitRR(inst{prefix: prefixF2, rexW: true, op: cvttsd2si, reg: byte(dst)}, Reg(src))
}

// MovqXR emits movq dst, src: moves the 64 bits of src into dst's low half,
// zeroing its upper half.
func (a *Assembler) MovqXR(dst XReg, src Reg) {
	dst.check()
	a.emitRR(inst{prefix: prefixOpSize, rexW: true, op: movqToX, reg: byte(dst)}, src)
}

// MovqRX emits movq dst, src: dst = the low 64 bits of src.
func (a *Assembler) MovqRX(dst Reg, src XReg) {
	src.check()
	a.emitRR(inst{prefix: prefixOpSize, rexW: true, op: movqFromX, reg: byte(src)}, dst)
}
