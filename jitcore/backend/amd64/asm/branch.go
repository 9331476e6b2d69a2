package asm

import (
	"encoding/binary"
	"fmt"
	"math"
)

// Label names a position in the code of one Assembler, bound with
// [Assembler.Bind]. Jumps and [PtrLabel] operands may refer to it before or
// after it is bound. The zero Label is invalid.
type Label struct {
	id  uint32 // index+1 in Assembler.labels
	gen uint32 // Assembler.gen when the label was made
}

func (l Label) check() {
	if l.id == 0 {
		panic("asm: invalid label (zero Label); make one with NewLabel")
	}
}

type labelState struct {
	pos int // bound offset, -1 while unbound
	// uses is the first of the references waiting for the label to be
	// bound (an index into Assembler.fixups, chained by fixup.next), or
	// -1: one array for all labels, which an Assembler reused for many
	// pieces of code keeps, rather than a slice per label.
	uses int32
}

// fixup is a PC-relative field to fill in: the value is target-end.
type fixup struct {
	at   int   // offset of the field
	end  int   // offset the displacement is relative to (the next instruction)
	size int   // 1 (rel8) or 4 (rel32)
	next int32 // the label's next reference, or -1
}

// NewLabel returns a new unbound label.
func (a *Assembler) NewLabel() Label {
	a.labels = append(a.labels, labelState{pos: -1, uses: -1})
	return Label{id: uint32(len(a.labels)), gen: a.gen}
}

func (a *Assembler) label(l Label) *labelState {
	l.check()
	if int(l.id) > len(a.labels) || l.gen != a.gen {
		panic("asm: label does not belong to this Assembler (or was made before a Reset)")
	}
	return &a.labels[l.id-1]
}

// Bind binds l to the current offset and fixes up the references made to it
// so far. A label is bound once.
func (a *Assembler) Bind(l Label) {
	s := a.label(l)
	if s.pos >= 0 {
		panic(fmt.Sprintf("asm: label bound twice (at %#x and %#x)", s.pos, len(a.buf)))
	}
	s.pos = len(a.buf)
	for k := s.uses; k >= 0; k = a.fixups[k].next {
		a.patch(a.fixups[k], s.pos)
	}
	s.uses = -1
}

// LabelOffset returns the offset l is bound to, and whether it is bound.
func (a *Assembler) LabelOffset(l Label) (int, bool) {
	s := a.label(l)
	return s.pos, s.pos >= 0
}

// refer records a PC-relative field at offset at, of size bytes, that must
// hold the distance from end to l.
func (a *Assembler) refer(l Label, at, end, size int) {
	s := a.label(l)
	f := fixup{at: at, end: end, size: size, next: s.uses}
	if s.pos >= 0 {
		a.patch(f, s.pos)
		return
	}
	a.fixups = append(a.fixups, f)
	s.uses = int32(len(a.fixups) - 1)
}

func (a *Assembler) patch(f fixup, target int) {
	rel := int64(target - f.end)
	if f.size == 1 {
		if !fitsInt8(rel) {
			a.fail(fmt.Errorf("asm: short jump at %#x to %#x is out of rel8 range (%d)", f.at-1, target, rel))
			return
		}
		a.buf[f.at] = byte(rel)
		return
	}
	binary.LittleEndian.PutUint32(a.buf[f.at:], uint32(int32(rel)))
}

// JumpSize selects the displacement size of a jump.
type JumpSize uint8

// Jump sizes. JumpAuto picks rel8 for a backward jump to a bound label in
// range and rel32 otherwise (a forward jump's distance is not known yet).
// JumpShort forces rel8: [Assembler.Finish] reports a target out of range.
const (
	JumpAuto JumpSize = iota
	JumpShort
	JumpLong
)

// Opcodes of the unconditional jumps and RET.
const (
	jmpShort   = 0xEB // jmp rel8
	jmpNear    = 0xE9 // jmp rel32
	jmpIndir   = 0xFF // /4: jmp r/m64
	extJmpInd  = 4
	callNear   = 0xE8 // call rel32
	extCallInd = 2    // 0xFF /2: call r/m64
	retOp      = 0xC3
	rel8Size   = 1
	rel32Size  = 4
	jccNearLen = 2 // opcode bytes of jcc rel32
)

// short decides whether a jump to l whose rel8 form is shortLen bytes long
// uses rel8.
func (a *Assembler) short(l Label, size JumpSize, shortLen int) bool {
	switch size {
	case JumpShort:
		return true
	case JumpLong:
		return false
	case JumpAuto:
		pos, ok := a.LabelOffset(l)
		return ok && fitsInt8(int64(pos-(len(a.buf)+shortLen)))
	}
	panic(fmt.Sprintf("asm: invalid jump size %d", size))
}

// jump appends the opcode bytes op and a rel field of size bytes to l.
func (a *Assembler) jump(op uint32, l Label, size int) {
	a.head(inst{op: op}, 0, false)
	at := len(a.buf)
	a.buf = append(a.buf, make([]byte, size)...)
	a.refer(l, at, at+size, size)
}

// Jmp emits jmp l.
func (a *Assembler) Jmp(l Label, size JumpSize) {
	if a.short(l, size, 1+rel8Size) {
		a.jump(jmpShort, l, rel8Size)
		return
	}
	a.jump(jmpNear, l, rel32Size)
}

// Jcc emits jcc l: jump to l if c holds.
func (a *Assembler) Jcc(c Cond, l Label, size JumpSize) {
	c.check()
	if a.short(l, size, 1+rel8Size) {
		a.jump(jccShort+uint32(c), l, rel8Size)
		return
	}
	a.jump(jccNear+uint32(c), l, rel32Size)
}

// PatchableJmp emits jmp l with a rel32 field aligned to 4 bytes (padding
// with NOPs before the jump) and returns the offset of that field. Once the
// code sits at a 4-byte-aligned address, the jump can be redirected while
// other threads run it, by one aligned 32-bit store of [Rel32].
func (a *Assembler) PatchableJmp(l Label) int {
	a.alignField(1)
	a.jump(jmpNear, l, rel32Size)
	return len(a.buf) - rel32Size
}

// AlignPatchableJmp pads with NOPs so that a PatchableJmp emitted next
// needs no padding: a label bound in between is the jump itself, and code
// jumping there runs no NOPs.
func (a *Assembler) AlignPatchableJmp() { a.alignField(1) }

// PatchableJcc is [Assembler.PatchableJmp] for jcc l.
func (a *Assembler) PatchableJcc(c Cond, l Label) int {
	c.check()
	a.alignField(jccNearLen)
	a.jump(jccNear+uint32(c), l, rel32Size)
	return len(a.buf) - rel32Size
}

// alignField pads with NOPs so that a rel32 field after opLen opcode bytes
// starts at a multiple of 4.
func (a *Assembler) alignField(opLen int) {
	a.Nop((rel32Size - (len(a.buf)+opLen)%rel32Size) % rel32Size)
}

// Rel32 returns the rel32 value that makes a jump whose rel32 field is at
// field jump to target (both addresses, or both offsets in one buffer), and
// false if the distance does not fit 32 bits.
func Rel32(field, target uintptr) (int32, bool) {
	rel := int64(target - (field + rel32Size))
	return int32(rel), rel >= math.MinInt32 && rel <= math.MaxInt32
}

// JmpReg emits jmp r: an indirect jump to the address in r.
func (a *Assembler) JmpReg(r Reg) { a.emitRR(inst{op: jmpIndir, reg: extJmpInd}, r) }

// Call emits call l: a call of code in the same buffer, or, with a label
// bound to nothing yet that the caller resolves itself ([Rel32]), of code
// elsewhere. It returns the offset of its rel32 field.
func (a *Assembler) Call(l Label) int {
	a.jump(callNear, l, rel32Size)
	return len(a.buf) - rel32Size
}

// CallReg emits call r: an indirect call of the code at the address in r.
func (a *Assembler) CallReg(r Reg) { a.emitRR(inst{op: jmpIndir, reg: extCallInd}, r) }

// Ret emits ret.
func (a *Assembler) Ret() { a.head(inst{op: retOp}, 0, false) }
