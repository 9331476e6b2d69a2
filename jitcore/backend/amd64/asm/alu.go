package asm

import "fmt"

// AluOp is a two-operand integer ALU operation. Its value is the operation's
// number in the x86 opcode map: it is the /digit of the immediate forms and
// bits 3–5 of the register forms' opcodes.
type AluOp uint8

// The ALU operations. CMP computes SUB but only sets the flags; SBB
// subtracts the carry too (sbb r, r is -1 when the carry is set, else 0).
const (
	ADD AluOp = 0
	OR  AluOp = 1
	SBB AluOp = 3
	AND AluOp = 4
	SUB AluOp = 5
	XOR AluOp = 6
	CMP AluOp = 7
)

var aluNames = [...]string{ADD: "ADD", OR: "OR", SBB: "SBB", AND: "AND", SUB: "SUB", XOR: "XOR", CMP: "CMP"}

// String returns the mnemonic, such as "ADD".
func (op AluOp) String() string {
	if int(op) < len(aluNames) && aluNames[op] != "" {
		return aluNames[op]
	}
	return fmt.Sprintf("AluOp(%d)", uint8(op))
}

func (op AluOp) check() {
	if int(op) >= len(aluNames) || aluNames[op] == "" {
		panic(fmt.Sprintf("asm: invalid ALU operation %v", op))
	}
}

// Opcodes of the ALU group, relative to op<<3, and of its immediate forms.
const (
	aluRM8  = 0x00 // op r/m8, r8
	aluRM   = 0x01 // op r/m, r
	aluR8M  = 0x02 // op r8, r/m8
	aluRRM  = 0x03 // op r, r/m
	aluAL   = 0x04 // op al, imm8
	aluEAX  = 0x05 // op eax/rax, imm32 (ax, imm16)
	aluImm8 = 0x80 // op r/m8, imm8
	aluImm  = 0x81 // op r/m, imm32 (imm16)
	aluImmS = 0x83 // op r/m, sign-extended imm8
)

// immLen is the size in bytes of a full-size immediate at width w. Apart
// from movabs, immediates never exceed 32 bits: 64-bit operations
// sign-extend them.
func immLen(w Width) int {
	switch w {
	case W8:
		return 1
	case W16:
		return 2
	}
	return 4
}

// checkImm panics unless imm is representable at width w, as a signed or as
// an unsigned value for W8 and W16. It returns imm sign-extended from w,
// which is how the CPU will see it.
func checkImm(w Width, imm int32) int64 {
	switch w {
	case W8:
		if imm < -1<<7 || imm > 1<<8-1 {
			panic(fmt.Sprintf("asm: immediate %d does not fit 8 bits", imm))
		}
		return int64(int8(imm))
	case W16:
		if imm < -1<<15 || imm > 1<<16-1 {
			panic(fmt.Sprintf("asm: immediate %d does not fit 16 bits", imm))
		}
		return int64(int16(imm))
	}
	return int64(imm)
}

// AluRR emits op dst, src: dst = dst op src (only flags for CMP).
func (a *Assembler) AluRR(op AluOp, w Width, dst, src Reg) {
	op.check()
	src.check()
	base := uint32(op) << 3
	a.emitRR(sized(w, base+aluRM8, base+aluRM, byte(src)), dst)
}

// AluRM emits op dst, [src].
func (a *Assembler) AluRM(op AluOp, w Width, dst Reg, src Mem) {
	op.check()
	dst.check()
	base := uint32(op) << 3
	a.emitRM(sized(w, base+aluR8M, base+aluRRM, byte(dst)), src, 0)
}

// AluMR emits op [dst], src.
func (a *Assembler) AluMR(op AluOp, w Width, dst Mem, src Reg) {
	op.check()
	src.check()
	base := uint32(op) << 3
	a.emitRM(sized(w, base+aluRM8, base+aluRM, byte(src)), dst, 0)
}

// AluRI emits op dst, imm with the shortest encoding: a sign-extended imm8
// when imm fits, else the accumulator form for RAX, else a full immediate.
// For W64 the 32-bit imm is sign-extended; for W8 and W16 it may be given
// signed or unsigned.
func (a *Assembler) AluRI(op AluOp, w Width, dst Reg, imm int32) {
	op.check()
	v := checkImm(w, imm)
	n := immLen(w)
	switch {
	case w != W8 && fitsInt8(v):
		a.emitRR(sizedExt(w, 0, aluImmS, byte(op)), dst)
		n = 1
	case dst == RAX:
		in := sized(w, uint32(op)<<3+aluAL, uint32(op)<<3+aluEAX, 0)
		a.head(in, 0, false)
	default:
		a.emitRR(sizedExt(w, aluImm8, aluImm, byte(op)), dst)
	}
	a.putImm(v, n)
}

// AluMI emits op [dst], imm, with a sign-extended imm8 when imm fits.
func (a *Assembler) AluMI(op AluOp, w Width, dst Mem, imm int32) {
	op.check()
	v := checkImm(w, imm)
	n := immLen(w)
	in := sizedExt(w, aluImm8, aluImm, byte(op))
	if w != W8 && fitsInt8(v) {
		in.op, n = aluImmS, 1
	}
	a.emitRM(in, dst, n)
	a.putImm(v, n)
}

// Opcodes of TEST.
const (
	testRM8  = 0x84 // test r/m8, r8
	testRM   = 0x85 // test r/m, r
	testAL   = 0xA8 // test al, imm8
	testEAX  = 0xA9 // test eax/rax, imm32
	testImm8 = 0xF6 // /0: test r/m8, imm8
	testImm  = 0xF7 // /0: test r/m, imm32
)

// TestRR emits test x, y: the flags of x AND y.
func (a *Assembler) TestRR(w Width, x, y Reg) {
	y.check()
	a.emitRR(sized(w, testRM8, testRM, byte(y)), x)
}

// TestMR emits test [x], y.
func (a *Assembler) TestMR(w Width, x Mem, y Reg) {
	y.check()
	a.emitRM(sized(w, testRM8, testRM, byte(y)), x, 0)
}

// TestRI emits test x, imm (TEST has no imm8 form above 8 bits; RAX uses
// the shorter accumulator form).
func (a *Assembler) TestRI(w Width, x Reg, imm int32) {
	v := checkImm(w, imm)
	if x == RAX {
		a.head(sized(w, testAL, testEAX, 0), 0, false)
	} else {
		a.emitRR(sizedExt(w, testImm8, testImm, 0), x)
	}
	a.putImm(v, immLen(w))
}

// TestMI emits test [x], imm.
func (a *Assembler) TestMI(w Width, x Mem, imm int32) {
	v := checkImm(w, imm)
	a.emitRM(sizedExt(w, testImm8, testImm, 0), x, immLen(w))
	a.putImm(v, immLen(w))
}

// Opcodes of the multiply and divide group.
const (
	imulRRM  = 0x0FAF // imul r, r/m
	imulRMI8 = 0x6B   // imul r, r/m, sign-extended imm8
	imulRMI  = 0x69   // imul r, r/m, imm32
	unary8   = 0xF6   // group 3 on r/m8: /2 not, /3 neg, /6 div, /7 idiv
	unary    = 0xF7   // group 3 on r/m
	cqo      = 0x99   // with REX.W: cqo; without: cdq
)

// Group 3 opcode extensions.
const (
	extNot  = 2
	extNeg  = 3
	extDiv  = 6
	extIdiv = 7
)

// ImulRR emits imul dst, src: dst = low half of dst*src. W16, W32, W64.
func (a *Assembler) ImulRR(w Width, dst, src Reg) {
	checkWidth("IMUL", w, W16, W32, W64)
	dst.check()
	a.emitRR(sized(w, 0, imulRRM, byte(dst)), src)
}

// ImulRM emits imul dst, [src]. W16, W32, W64.
func (a *Assembler) ImulRM(w Width, dst Reg, src Mem) {
	checkWidth("IMUL", w, W16, W32, W64)
	dst.check()
	a.emitRM(sized(w, 0, imulRRM, byte(dst)), src, 0)
}

// ImulRRI emits imul dst, src, imm: dst = src*imm, with an imm8 when imm
// fits. W16, W32, W64.
func (a *Assembler) ImulRRI(w Width, dst, src Reg, imm int32) {
	checkWidth("IMUL", w, W16, W32, W64)
	dst.check()
	v := checkImm(w, imm)
	if fitsInt8(v) {
		a.emitRR(sized(w, 0, imulRMI8, byte(dst)), src)
		a.putImm(v, 1)
		return
	}
	a.emitRR(sized(w, 0, imulRMI, byte(dst)), src)
	a.putImm(v, immLen(w))
}

// Neg emits neg r: r = -r.
func (a *Assembler) Neg(w Width, r Reg) { a.emitRR(sizedExt(w, unary8, unary, extNeg), r) }

// Not emits not r: r = ^r.
func (a *Assembler) Not(w Width, r Reg) { a.emitRR(sizedExt(w, unary8, unary, extNot), r) }

// Idiv emits idiv src: signed divide of rdx:rax (edx:eax, ...) by src,
// quotient in rax, remainder in rdx. Sign-extend rax first with [Assembler.Cqo].
// It faults on a zero divisor and on MinInt64 / -1: guard both before.
func (a *Assembler) Idiv(w Width, src Reg) { a.emitRR(sizedExt(w, unary8, unary, extIdiv), src) }

// Div emits div src: unsigned divide of rdx:rax by src, quotient in rax,
// remainder in rdx. Zero rdx first. It faults on a zero divisor.
func (a *Assembler) Div(w Width, src Reg) { a.emitRR(sizedExt(w, unary8, unary, extDiv), src) }

// Cqo emits cqo: rdx = sign of rax (for a 64-bit Idiv).
func (a *Assembler) Cqo() { a.head(inst{rexW: true, op: cqo}, 0, false) }

// Cdq emits cdq: edx = sign of eax (for a 32-bit Idiv).
func (a *Assembler) Cdq() { a.head(inst{op: cqo}, 0, false) }

// Opcodes of the bit scans.
const (
	bsfOp = 0x0FBC
	bsrOp = 0x0FBD
)

// Bsf emits bsf dst, src: dst = the index of src's lowest set bit (dst is
// undefined when src is 0; ZF is set then).
func (a *Assembler) Bsf(w Width, dst, src Reg) { a.bitScan(bsfOp, w, dst, src) }

// Bsr emits bsr dst, src: dst = the index of src's highest set bit (dst is
// undefined when src is 0; ZF is set then).
func (a *Assembler) Bsr(w Width, dst, src Reg) { a.bitScan(bsrOp, w, dst, src) }

func (a *Assembler) bitScan(op uint32, w Width, dst, src Reg) {
	if w == W8 {
		a.fail(fmt.Errorf("asm: no 8-bit bit scan"))
		return
	}
	dst.check()
	a.emitRR(sized(w, op, op, byte(dst)), src)
}
