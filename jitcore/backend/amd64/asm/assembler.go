package asm

import (
	"encoding/binary"
	"fmt"
)

// Assembler appends x86-64 machine code to a byte buffer. The zero value is
// ready to use. Methods panic on operands that no encoding accepts (a zero
// Mem, RSP as an index, a width the instruction lacks): those are bugs in the
// caller. Problems that depend on code layout (a short jump out of range, a
// label used but never bound) are reported by [Assembler.Finish].
//
// Method names end with the operand kinds, destination first: R a
// register, M memory ([Mem]), I an immediate. For SSE operations R is an
// [XReg]; where a general and an XMM register meet, X marks the XMM one
// (MovqXR, MovqRX).
type Assembler struct {
	buf    []byte
	labels []labelState
	fixups []fixup // references to labels not bound yet (labelState.uses)
	gen    uint32  // counts Resets, to reject labels made before one
	err    error
}

// REX prefix: 0100WRXB.
const (
	rexBase = 0x40
	rexW    = 0x08 // 64-bit operand size
	rexR    = 0x04 // extends ModRM.reg
)

// Legacy prefixes used here.
const (
	prefixOpSize = 0x66 // 16-bit operand size; also a mandatory SSE prefix
	prefixF2     = 0xF2 // mandatory prefix of scalar-double SSE instructions
	prefixF3     = 0xF3 // mandatory prefix of movdqu
)

// inst describes one instruction with a ModRM byte (or a register folded
// into its opcode) up to, not including, its ModRM.
type inst struct {
	prefix byte   // legacy prefix written before REX; 0 for none
	rexW   bool   // REX.W: 64-bit operand size
	op     uint32 // 1–3 opcode bytes, most significant first (0x0FAF = 0F AF)
	reg    byte   // ModRM.reg: a register number (0–15) or an opcode extension
	reg8   bool   // reg names an 8-bit register
	rm8    bool   // the r/m register, if any, is 8-bit
}

// sized returns the inst for an integer instruction of width w whose
// byte-sized form has opcode op8 and whose wider forms have opcode op.
func sized(w Width, op8, op uint32, reg byte) inst {
	in := inst{op: op, reg: reg}
	switch w {
	case W8:
		in.op, in.reg8, in.rm8 = op8, true, true
	case W16:
		in.prefix = prefixOpSize
	case W32:
	case W64:
		in.rexW = true
	default:
		panic(fmt.Sprintf("asm: invalid operand width %v", w))
	}
	return in
}

// sizedExt is sized for an instruction whose ModRM.reg holds the opcode
// extension ext rather than a register.
func sizedExt(w Width, op8, op uint32, ext byte) inst {
	in := sized(w, op8, op, ext)
	in.reg8 = false
	return in
}

// head appends the prefixes and the opcode. xb holds the REX.X and REX.B
// bits; forceREX asks for a REX prefix even when no bit is set (to reach
// SPL, BPL, SIL and DIL).
func (a *Assembler) head(in inst, xb byte, forceREX bool) {
	if in.prefix != 0 {
		a.buf = append(a.buf, in.prefix)
	}
	rex := xb | (in.reg>>3&1)*rexR
	if in.rexW {
		rex |= rexW
	}
	if rex != 0 || forceREX {
		a.buf = append(a.buf, rexBase|rex)
	}
	if in.op > 0xFFFF {
		a.buf = append(a.buf, byte(in.op>>16))
	}
	if in.op > 0xFF {
		a.buf = append(a.buf, byte(in.op>>8))
	}
	a.buf = append(a.buf, byte(in.op))
}

// emitRR appends an instruction whose r/m operand is the register rm.
func (a *Assembler) emitRR(in inst, rm Reg) {
	rm.check()
	force := in.reg8 && Reg(in.reg).needsREXAsByte() || in.rm8 && rm.needsREXAsByte()
	a.head(in, rm.high(), force)
	a.buf = append(a.buf, modrm(modReg, in.reg, rm.low3()))
}

// emitRM appends an instruction whose r/m operand is m; immLen immediate
// bytes must follow (see memOperand).
func (a *Assembler) emitRM(in inst, m Mem, immLen int) {
	m.check()
	a.head(in, m.rexXB(), in.reg8 && Reg(in.reg).needsREXAsByte())
	a.memOperand(in.reg, m, immLen)
}

// emitO appends an instruction that carries register r in the low three
// bits of its last opcode byte.
func (a *Assembler) emitO(in inst, r Reg) {
	r.check()
	in.op += uint32(r.low3())
	a.head(in, r.high(), in.rm8 && r.needsREXAsByte())
}

func (a *Assembler) put16(v uint16) { a.buf = binary.LittleEndian.AppendUint16(a.buf, v) }
func (a *Assembler) put32(v uint32) { a.buf = binary.LittleEndian.AppendUint32(a.buf, v) }
func (a *Assembler) put64(v uint64) { a.buf = binary.LittleEndian.AppendUint64(a.buf, v) }

// putImm appends v as an immediate of n bytes (1, 2 or 4).
func (a *Assembler) putImm(v int64, n int) {
	switch n {
	case 1:
		a.buf = append(a.buf, byte(v))
	case 2:
		a.put16(uint16(v))
	default:
		a.put32(uint32(v))
	}
}

// Len returns the number of bytes emitted so far, which is also the offset
// of the next instruction.
func (a *Assembler) Len() int { return len(a.buf) }

// Bytes returns the code emitted so far. Displacements to labels that are
// not bound yet are zero. The slice aliases the Assembler's buffer.
func (a *Assembler) Bytes() []byte { return a.buf }

// Finish returns the code and the first layout error: a short jump whose
// target is out of rel8 range, or a label that is referenced but not bound.
func (a *Assembler) Finish() ([]byte, error) {
	if a.err != nil {
		return a.buf, a.err
	}
	for i, l := range a.labels {
		if l.pos < 0 && l.uses >= 0 {
			first := l.uses // the chain runs from the last reference back
			for a.fixups[first].next >= 0 {
				first = a.fixups[first].next
			}
			return a.buf, fmt.Errorf("asm: label %d is referenced at offset %#x but never bound", i+1, a.fixups[first].at)
		}
	}
	return a.buf, nil
}

// Reset empties the Assembler for a new piece of code, keeping its buffers.
// Labels made before the Reset become invalid.
func (a *Assembler) Reset() {
	a.buf = a.buf[:0]
	a.labels = a.labels[:0]
	a.fixups = a.fixups[:0]
	a.gen++
	a.err = nil
}

// Data64 appends the 8 bytes of v (little-endian), for example a float64
// constant read with a [PtrLabel] operand. Align before it as needed.
func (a *Assembler) Data64(v uint64) { a.put64(v) }

func (a *Assembler) fail(err error) {
	if a.err == nil {
		a.err = err
	}
}
