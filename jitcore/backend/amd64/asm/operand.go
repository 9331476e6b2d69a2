package asm

import "fmt"

// Scale is the multiplier of an index register in a memory operand. Its
// value is the two-bit SIB.scale field.
type Scale uint8

// The four index scales.
const (
	Scale1 Scale = iota
	Scale2
	Scale4
	Scale8
)

// Factor returns 1, 2, 4 or 8.
func (s Scale) Factor() int { return 1 << s }

// memKind says which addressing form a Mem uses. The zero value is invalid,
// so a Mem that did not come from a constructor is rejected.
type memKind uint8

const (
	memInvalid   memKind = iota
	memBase              // [base + disp]
	memBaseIndex         // [base + index*scale + disp]
	memIndex             // [index*scale + disp32]
	memAbs               // [disp32], sign-extended absolute address
	memLabel             // [rip + rel32 to a label]
)

// Mem is a memory operand. Build it with [Ptr], [PtrIndex], [PtrIndexNoBase],
// [PtrAbs] or [PtrLabel]; the zero Mem is invalid and makes every
// instruction panic. The displacement size (none, disp8 or disp32) is chosen
// when the instruction is encoded.
type Mem struct {
	kind  memKind
	base  Reg
	index Reg
	scale Scale
	disp  int32
	label Label
}

// BaseDisp returns base and disp of an operand [base + disp]; ok is
// false for other forms.
func (m Mem) BaseDisp() (base Reg, disp int32, ok bool) {
	return m.base, m.disp, m.kind == memBase
}

// Ptr returns the operand [base + disp].
func Ptr(base Reg, disp int32) Mem {
	base.check()
	return Mem{kind: memBase, base: base, disp: disp}
}

// PtrIndex returns the operand [base + index*scale + disp]. RSP cannot be an
// index register.
func PtrIndex(base, index Reg, scale Scale, disp int32) Mem {
	base.check()
	checkIndex(index, scale)
	return Mem{kind: memBaseIndex, base: base, index: index, scale: scale, disp: disp}
}

// PtrIndexNoBase returns the operand [index*scale + disp], encoded with a
// 32-bit displacement. RSP cannot be an index register.
func PtrIndexNoBase(index Reg, scale Scale, disp int32) Mem {
	checkIndex(index, scale)
	return Mem{kind: memIndex, index: index, scale: scale, disp: disp}
}

// PtrAbs returns the operand at the absolute address addr (sign-extended to
// 64 bits), without base or index.
func PtrAbs(addr int32) Mem {
	return Mem{kind: memAbs, disp: addr}
}

// PtrLabel returns a RIP-relative operand addressing the position of l in
// the same code buffer, for example a constant emitted with
// [Assembler.Data64]. The displacement is fixed up when l is bound.
func PtrLabel(l Label) Mem {
	l.check()
	return Mem{kind: memLabel, label: l}
}

// Offset returns m moved by d bytes: [base + disp + d]. A RIP-relative
// operand cannot move.
func (m Mem) Offset(d int32) Mem {
	if m.kind == memLabel || m.kind == memInvalid {
		panic("asm: Offset of a label or invalid operand")
	}
	m.disp += d
	return m
}

func checkIndex(index Reg, scale Scale) {
	index.check()
	if index == RSP {
		panic("asm: rsp cannot be an index register")
	}
	if scale > Scale8 {
		panic(fmt.Sprintf("asm: invalid scale %d", scale))
	}
}

// ModRM.mod values.
const (
	modIndirect = 0b00 // [r/m], or the special cases below
	modDisp8    = 0b01 // [r/m + disp8]
	modDisp32   = 0b10 // [r/m + disp32]
	modReg      = 0b11 // r/m is a register
)

// Special r/m and SIB field values.
const (
	rmSIB      = 0b100 // r/m: a SIB byte follows (so RSP/R12 as a base need one)
	rmRIP      = 0b101 // r/m with mod 00: [rip + disp32] (so RBP/R13 need a disp8)
	sibNoIndex = 0b100 // SIB.index: no index register
	sibNoBase  = 0b101 // SIB.base with mod 00: no base register, disp32 follows
)

func modrm(mod, reg, rm byte) byte { return mod<<6 | (reg&7)<<3 | rm&7 }

func sib(scale Scale, index, base byte) byte { return byte(scale)<<6 | (index&7)<<3 | base&7 }

// rexXB returns the REX.X and REX.B bits that m needs.
func (m Mem) rexXB() byte {
	var b byte
	switch m.kind {
	case memBaseIndex:
		b = m.index.high()<<1 | m.base.high()
	case memBase:
		b = m.base.high()
	case memIndex:
		b = m.index.high() << 1
	}
	return b
}

func (m Mem) check() {
	if m.kind == memInvalid {
		panic("asm: invalid memory operand (zero Mem); build one with Ptr, PtrIndex, ...")
	}
}

func fitsInt8(v int64) bool { return v >= -128 && v <= 127 }

// memOperand appends the ModRM byte (with reg in its reg field), SIB byte and
// displacement for m. immLen is the number of immediate bytes the caller
// appends after it, needed to make a RIP-relative displacement relative to
// the end of the instruction.
func (a *Assembler) memOperand(reg byte, m Mem, immLen int) {
	switch m.kind {
	case memLabel:
		a.buf = append(a.buf, modrm(modIndirect, reg, rmRIP))
		at := len(a.buf)
		a.buf = append(a.buf, make([]byte, rel32Size)...)
		a.refer(m.label, at, at+rel32Size+immLen, rel32Size)
	case memAbs:
		a.buf = append(a.buf, modrm(modIndirect, reg, rmSIB), sib(Scale1, sibNoIndex, sibNoBase))
		a.put32(uint32(m.disp))
	case memIndex:
		a.buf = append(a.buf, modrm(modIndirect, reg, rmSIB), sib(m.scale, m.index.low3(), sibNoBase))
		a.put32(uint32(m.disp))
	default: // memBase, memBaseIndex
		var mod byte
		switch {
		case m.disp == 0 && m.base.low3() != rmRIP: // RBP/R13 need a disp8 of 0
			mod = modIndirect
		case fitsInt8(int64(m.disp)):
			mod = modDisp8
		default:
			mod = modDisp32
		}
		switch {
		case m.kind == memBaseIndex:
			a.buf = append(a.buf, modrm(mod, reg, rmSIB), sib(m.scale, m.index.low3(), m.base.low3()))
		case m.base.low3() == rmSIB:
			a.buf = append(a.buf, modrm(mod, reg, rmSIB), sib(Scale1, sibNoIndex, m.base.low3()))
		default:
			a.buf = append(a.buf, modrm(mod, reg, m.base.low3()))
		}
		switch mod {
		case modDisp8:
			a.buf = append(a.buf, byte(m.disp))
		case modDisp32:
			a.put32(uint32(m.disp))
		}
	}
}
