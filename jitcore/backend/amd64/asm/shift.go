package asm

import "fmt"

// ShiftOp is a shift or rotate. Its value is the opcode extension (/digit)
// of the shift group.
type ShiftOp uint8

// The shifts and rotates. SHR is logical (zero-filling), SAR arithmetic.
const (
	ROL ShiftOp = 0
	ROR ShiftOp = 1
	SHL ShiftOp = 4
	SHR ShiftOp = 5
	SAR ShiftOp = 7
)

var shiftNames = [...]string{ROL: "ROL", ROR: "ROR", SHL: "SHL", SHR: "SHR", SAR: "SAR"}

// String returns the mnemonic, such as "SAR".
func (op ShiftOp) String() string {
	if int(op) < len(shiftNames) && shiftNames[op] != "" {
		return shiftNames[op]
	}
	return fmt.Sprintf("ShiftOp(%d)", uint8(op))
}

func (op ShiftOp) check() {
	if int(op) >= len(shiftNames) || shiftNames[op] == "" {
		panic(fmt.Sprintf("asm: invalid shift operation %v", op))
	}
}

// Opcodes of the shift group.
const (
	shiftBy1Op8  = 0xD0 // op r/m8, 1
	shiftBy1Op   = 0xD1 // op r/m, 1
	shiftByCLOp8 = 0xD2 // op r/m8, cl
	shiftByCLOp  = 0xD3 // op r/m, cl
	shiftImmOp8  = 0xC0 // op r/m8, imm8
	shiftImmOp   = 0xC1 // op r/m, imm8
)

// ShiftRI emits op dst, n for 0 < n < w.Bits() (the CPU would mask a larger
// count, and a zero count leaves the flags unchanged; both are caller bugs).
// A count of 1 uses the shorter by-one form.
func (a *Assembler) ShiftRI(op ShiftOp, w Width, dst Reg, n uint8) {
	op.check()
	if n == 0 || int(n) >= w.Bits() {
		panic(fmt.Sprintf("asm: shift count %d out of range for %v", n, w))
	}
	if n == 1 {
		a.emitRR(sizedExt(w, shiftBy1Op8, shiftBy1Op, byte(op)), dst)
		return
	}
	a.emitRR(sizedExt(w, shiftImmOp8, shiftImmOp, byte(op)), dst)
	a.buf = append(a.buf, n)
}

// ShiftRCL emits op dst, cl: shift by the count in CL (masked by the CPU to
// 5 bits, 6 for W64).
func (a *Assembler) ShiftRCL(op ShiftOp, w Width, dst Reg) {
	op.check()
	a.emitRR(sizedExt(w, shiftByCLOp8, shiftByCLOp, byte(op)), dst)
}
