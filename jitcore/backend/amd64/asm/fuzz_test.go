package asm

import (
	"encoding/binary"
	"fmt"
	"math"
	"testing"

	"golang.org/x/arch/x86/x86asm"
)

// fuzzSrc hands out fuzz bytes as operands; past the end it yields zeros.
type fuzzSrc struct{ data []byte }

func (s *fuzzSrc) byte() byte {
	if len(s.data) == 0 {
		return 0
	}
	b := s.data[0]
	s.data = s.data[1:]
	return b
}

func (s *fuzzSrc) u32() uint32 {
	var b [4]byte
	for i := range b {
		b[i] = s.byte()
	}
	return binary.LittleEndian.Uint32(b[:])
}

func (s *fuzzSrc) reg() Reg         { return Reg(s.byte() % numRegs) }
func (s *fuzzSrc) xreg() XReg       { return XReg(s.byte() % numRegs) }
func (s *fuzzSrc) cond() Cond       { return Cond(s.byte() % numConds) }
func (s *fuzzSrc) width() Width     { return W8 + Width(s.byte()%4) }
func (s *fuzzSrc) wideWidth() Width { return W16 + Width(s.byte()%3) }
func (s *fuzzSrc) aluOp() AluOp     { return [...]AluOp{ADD, OR, AND, SUB, XOR, CMP}[s.byte()%6] }
func (s *fuzzSrc) shiftOp() ShiftOp {
	return [...]ShiftOp{ROL, ROR, SHL, SHR, SAR}[s.byte()%5]
}

// disp returns a displacement: zero, disp8-sized, or any int32.
func (s *fuzzSrc) disp() int32 {
	switch s.byte() % 3 {
	case 0:
		return 0
	case 1:
		return int32(int8(s.byte()))
	}
	return int32(s.u32())
}

// imm returns an immediate that fits w: small values and full-width ones.
func (s *fuzzSrc) imm(w Width) int32 {
	small := s.byte()%2 == 0
	switch {
	case small:
		return int32(int8(s.byte()))
	case w == W8:
		return int32(s.byte())
	case w == W16:
		return int32(uint16(s.u32()))
	}
	return int32(s.u32())
}

// memWant is what x86asm should decode for a Mem, given the end of the
// instruction (for RIP-relative operands).
type memWant func(end int) x86asm.Mem

// mem returns a memory operand of a random addressing form. A PtrLabel
// operand refers to a label bound at offset 0, so the instruction must start
// there.
func (s *fuzzSrc) mem(a *A) (Mem, memWant) {
	kind, base, index, scale, disp := s.byte()%6, s.reg(), s.reg(), Scale(s.byte()%4), s.disp()
	if index == RSP {
		index = RBX
	}
	fixed := func(m x86asm.Mem) memWant { return func(int) x86asm.Mem { return m } }
	switch kind {
	case 0, 1:
		return Ptr(base, disp), fixed(x86asm.Mem{Base: x86asm.RAX + x86asm.Reg(base), Disp: int64(disp)})
	case 2:
		return PtrIndex(base, index, scale, disp), fixed(x86asm.Mem{Base: x86asm.RAX + x86asm.Reg(base),
			Index: x86asm.RAX + x86asm.Reg(index), Scale: uint8(scale.Factor()), Disp: int64(disp)})
	case 3:
		return PtrIndexNoBase(index, scale, disp), fixed(x86asm.Mem{Index: x86asm.RAX + x86asm.Reg(index),
			Scale: uint8(scale.Factor()), Disp: int64(disp)})
	case 4:
		return PtrAbs(disp), fixed(x86asm.Mem{Disp: int64(disp)})
	}
	l := a.NewLabel()
	a.Bind(l)
	return PtrLabel(l), func(end int) x86asm.Mem { return x86asm.Mem{Base: x86asm.RIP, Disp: int64(-end)} }
}

// xr returns the x86asm name of r at width w.
func xr(r Reg, w Width) x86asm.Reg {
	switch w {
	case W8:
		if r < RSP {
			return x86asm.AL + x86asm.Reg(r)
		}
		return x86asm.AL + x86asm.Reg(r) + 4 // SPL.., then R8B..
	case W16:
		return x86asm.AX + x86asm.Reg(r)
	case W32:
		return x86asm.EAX + x86asm.Reg(r)
	}
	return x86asm.RAX + x86asm.Reg(r)
}

func xx(x XReg) x86asm.Reg { return x86asm.X0 + x86asm.Reg(x) }

// immWant is an expected immediate: the decoded value must equal v in the
// low bits bits.
type immWant struct {
	v    int64
	bits int
}

// want is the expected decoding of the instruction at code[start:end].
// args holds x86asm.Reg, x86asm.Mem, x86asm.Rel or immWant values.
type want struct {
	op         x86asm.Op
	args       []any
	memBytes   int
	start, end int
}

var (
	aluXOps   = map[AluOp]x86asm.Op{ADD: x86asm.ADD, OR: x86asm.OR, AND: x86asm.AND, SUB: x86asm.SUB, XOR: x86asm.XOR, CMP: x86asm.CMP}
	shiftXOps = map[ShiftOp]x86asm.Op{ROL: x86asm.ROL, ROR: x86asm.ROR, SHL: x86asm.SHL, SHR: x86asm.SHR, SAR: x86asm.SAR}
	setXOps   = [numConds]x86asm.Op{x86asm.SETO, x86asm.SETNO, x86asm.SETB, x86asm.SETAE, x86asm.SETE, x86asm.SETNE,
		x86asm.SETBE, x86asm.SETA, x86asm.SETS, x86asm.SETNS, x86asm.SETP, x86asm.SETNP, x86asm.SETL, x86asm.SETGE,
		x86asm.SETLE, x86asm.SETG}
	cmovXOps = [numConds]x86asm.Op{x86asm.CMOVO, x86asm.CMOVNO, x86asm.CMOVB, x86asm.CMOVAE, x86asm.CMOVE,
		x86asm.CMOVNE, x86asm.CMOVBE, x86asm.CMOVA, x86asm.CMOVS, x86asm.CMOVNS, x86asm.CMOVP, x86asm.CMOVNP,
		x86asm.CMOVL, x86asm.CMOVGE, x86asm.CMOVLE, x86asm.CMOVG}
	jccXOps = [numConds]x86asm.Op{x86asm.JO, x86asm.JNO, x86asm.JB, x86asm.JAE, x86asm.JE, x86asm.JNE, x86asm.JBE,
		x86asm.JA, x86asm.JS, x86asm.JNS, x86asm.JP, x86asm.JNP, x86asm.JL, x86asm.JGE, x86asm.JLE, x86asm.JG}
	floatXOps = map[FloatOp]x86asm.Op{ADDSD: x86asm.ADDSD, SUBSD: x86asm.SUBSD, MULSD: x86asm.MULSD,
		DIVSD: x86asm.DIVSD, SQRTSD: x86asm.SQRTSD, MINSD: x86asm.MINSD, MAXSD: x86asm.MAXSD,
		UCOMISD: x86asm.UCOMISD, COMISD: x86asm.COMISD, XORPD: x86asm.XORPD, ANDPD: x86asm.ANDPD}
	floatOps = []FloatOp{ADDSD, SUBSD, MULSD, DIVSD, SQRTSD, MINSD, MAXSD, UCOMISD, COMISD, XORPD, ANDPD}
)

// one builds the want of a single instruction emitted at the start of a.
func one(a *A, op x86asm.Op, memBytes int, args ...any) want {
	return want{op: op, args: args, memBytes: memBytes, end: a.Len()}
}

func bytesOf(w Width) int { return w.Bits() / 8 }

// fuzzForms emit one instruction each from fuzz operands and say how it
// must decode.
var fuzzForms = []func(s *fuzzSrc, a *A) want{
	func(s *fuzzSrc, a *A) want {
		op, w, d, r := s.aluOp(), s.width(), s.reg(), s.reg()
		a.AluRR(op, w, d, r)
		return one(a, aluXOps[op], 0, xr(d, w), xr(r, w))
	},
	func(s *fuzzSrc, a *A) want {
		op, w, d := s.aluOp(), s.width(), s.reg()
		imm := s.imm(w)
		a.AluRI(op, w, d, imm)
		return one(a, aluXOps[op], 0, xr(d, w), immWant{int64(imm), w.Bits()})
	},
	func(s *fuzzSrc, a *A) want {
		op, w, d := s.aluOp(), s.width(), s.reg()
		m, mw := s.mem(a)
		a.AluRM(op, w, d, m)
		return one(a, aluXOps[op], bytesOf(w), xr(d, w), mw(a.Len()))
	},
	func(s *fuzzSrc, a *A) want {
		op, w, r := s.aluOp(), s.width(), s.reg()
		m, mw := s.mem(a)
		a.AluMR(op, w, m, r)
		return one(a, aluXOps[op], bytesOf(w), mw(a.Len()), xr(r, w))
	},
	func(s *fuzzSrc, a *A) want {
		op, w := s.aluOp(), s.width()
		m, mw := s.mem(a)
		imm := s.imm(w)
		a.AluMI(op, w, m, imm)
		return one(a, aluXOps[op], bytesOf(w), mw(a.Len()), immWant{int64(imm), w.Bits()})
	},
	func(s *fuzzSrc, a *A) want {
		w, x, y := s.width(), s.reg(), s.reg()
		a.TestRR(w, x, y)
		return one(a, x86asm.TEST, 0, xr(x, w), xr(y, w))
	},
	func(s *fuzzSrc, a *A) want {
		w, x := s.width(), s.reg()
		imm := s.imm(w)
		a.TestRI(w, x, imm)
		return one(a, x86asm.TEST, 0, xr(x, w), immWant{int64(imm), w.Bits()})
	},
	func(s *fuzzSrc, a *A) want {
		w, r := s.width(), s.reg()
		m, mw := s.mem(a)
		a.TestMR(w, m, r)
		return one(a, x86asm.TEST, bytesOf(w), mw(a.Len()), xr(r, w))
	},
	func(s *fuzzSrc, a *A) want {
		w := s.width()
		m, mw := s.mem(a)
		imm := s.imm(w)
		a.TestMI(w, m, imm)
		return one(a, x86asm.TEST, bytesOf(w), mw(a.Len()), immWant{int64(imm), w.Bits()})
	},
	func(s *fuzzSrc, a *A) want {
		w, d, r := s.width(), s.reg(), s.reg()
		a.MovRR(w, d, r)
		return one(a, x86asm.MOV, 0, xr(d, w), xr(r, w))
	},
	func(s *fuzzSrc, a *A) want {
		d := s.reg()
		var imm int64
		switch s.byte() % 3 {
		case 0:
			imm = int64(s.u32())
		case 1:
			imm = int64(int32(s.u32()))
		default:
			imm = int64(s.u32())<<32 | int64(s.u32())
		}
		a.MovRI(W64, d, imm)
		if imm >= 0 && imm <= math.MaxUint32 {
			return one(a, x86asm.MOV, 0, xr(d, W32), immWant{imm, 32})
		}
		return one(a, x86asm.MOV, 0, xr(d, W64), immWant{imm, 64})
	},
	func(s *fuzzSrc, a *A) want {
		w, d := W8+Width(s.byte()%3), s.reg()
		imm := s.imm(w)
		a.MovRI(w, d, int64(imm))
		return one(a, x86asm.MOV, 0, xr(d, w), immWant{int64(imm), w.Bits()})
	},
	func(s *fuzzSrc, a *A) want {
		w, d := s.width(), s.reg()
		m, mw := s.mem(a)
		a.MovRM(w, d, m)
		return one(a, x86asm.MOV, bytesOf(w), xr(d, w), mw(a.Len()))
	},
	func(s *fuzzSrc, a *A) want {
		w, r := s.width(), s.reg()
		m, mw := s.mem(a)
		a.MovMR(w, m, r)
		return one(a, x86asm.MOV, bytesOf(w), mw(a.Len()), xr(r, w))
	},
	func(s *fuzzSrc, a *A) want {
		w := s.width()
		m, mw := s.mem(a)
		imm := s.imm(w)
		a.MovMI(w, m, imm)
		return one(a, x86asm.MOV, bytesOf(w), mw(a.Len()), immWant{int64(imm), w.Bits()})
	},
	func(s *fuzzSrc, a *A) want {
		ws, d, r, signed, load := extendWidths(s), s.reg(), s.reg(), s.byte()%2 == 0, s.byte()%2 == 0
		dw, sw := ws[0], ws[1]
		op, xdw, xsw := x86asm.MOVZX, dw, sw
		switch {
		case sw == W32 && signed:
			op = x86asm.MOVSXD
		case sw == W32:
			op, xdw = x86asm.MOV, W32
		case signed:
			op = x86asm.MOVSX
		}
		if !load {
			if signed {
				a.MovsxRR(dw, sw, d, r)
			} else {
				a.MovzxRR(dw, sw, d, r)
			}
			return one(a, op, 0, xr(d, xdw), xr(r, xsw))
		}
		m, mw := s.mem(a)
		if signed {
			a.MovsxRM(dw, sw, d, m)
		} else {
			a.MovzxRM(dw, sw, d, m)
		}
		return one(a, op, bytesOf(sw), xr(d, xdw), mw(a.Len()))
	},
	func(s *fuzzSrc, a *A) want {
		w, d := W32+Width(s.byte()%2), s.reg()
		m, mw := s.mem(a)
		a.Lea(w, d, m)
		return one(a, x86asm.LEA, 0, xr(d, w), mw(a.Len()))
	},
	func(s *fuzzSrc, a *A) want {
		op, w, d := s.shiftOp(), s.width(), s.reg()
		n := 1 + s.byte()%uint8(w.Bits()-1)
		a.ShiftRI(op, w, d, n)
		return one(a, shiftXOps[op], 0, xr(d, w), immWant{int64(n), 8})
	},
	func(s *fuzzSrc, a *A) want {
		op, w, d := s.shiftOp(), s.width(), s.reg()
		a.ShiftRCL(op, w, d)
		return one(a, shiftXOps[op], 0, xr(d, w), x86asm.CL)
	},
	func(s *fuzzSrc, a *A) want {
		w, d, r := s.wideWidth(), s.reg(), s.reg()
		a.ImulRR(w, d, r)
		return one(a, x86asm.IMUL, 0, xr(d, w), xr(r, w))
	},
	func(s *fuzzSrc, a *A) want {
		w, d := s.wideWidth(), s.reg()
		m, mw := s.mem(a)
		a.ImulRM(w, d, m)
		return one(a, x86asm.IMUL, bytesOf(w), xr(d, w), mw(a.Len()))
	},
	func(s *fuzzSrc, a *A) want {
		w, d, r := s.wideWidth(), s.reg(), s.reg()
		imm := s.imm(w)
		a.ImulRRI(w, d, r, imm)
		return one(a, x86asm.IMUL, 0, xr(d, w), xr(r, w), immWant{int64(imm), w.Bits()})
	},
	func(s *fuzzSrc, a *A) want {
		w, r := s.width(), s.reg()
		fns := [...]struct {
			emit func(Width, Reg)
			op   x86asm.Op
		}{{a.Neg, x86asm.NEG}, {a.Not, x86asm.NOT}, {a.Idiv, x86asm.IDIV}, {a.Div, x86asm.DIV}}
		f := fns[s.byte()%4]
		f.emit(w, r)
		return one(a, f.op, 0, xr(r, w))
	},
	func(s *fuzzSrc, a *A) want {
		c, r := s.cond(), s.reg()
		a.Setcc(c, r)
		return one(a, setXOps[c], 0, xr(r, W8))
	},
	func(s *fuzzSrc, a *A) want {
		c, w, d, r := s.cond(), s.wideWidth(), s.reg(), s.reg()
		a.CmovRR(c, w, d, r)
		return one(a, cmovXOps[c], 0, xr(d, w), xr(r, w))
	},
	func(s *fuzzSrc, a *A) want {
		c, w, d := s.cond(), s.wideWidth(), s.reg()
		m, mw := s.mem(a)
		a.CmovRM(c, w, d, m)
		return one(a, cmovXOps[c], bytesOf(w), xr(d, w), mw(a.Len()))
	},
	func(s *fuzzSrc, a *A) want {
		r := s.reg()
		switch s.byte() % 3 {
		case 0:
			a.Push(r)
			return one(a, x86asm.PUSH, 0, xr(r, W64))
		case 1:
			a.Pop(r)
			return one(a, x86asm.POP, 0, xr(r, W64))
		}
		a.JmpReg(r)
		return one(a, x86asm.JMP, 0, xr(r, W64))
	},
	func(s *fuzzSrc, a *A) want {
		op, d, r := floatOps[s.byte()%uint8(len(floatOps))], s.xreg(), s.xreg()
		a.FloatRR(op, d, r)
		return one(a, floatXOps[op], 0, xx(d), xx(r))
	},
	func(s *fuzzSrc, a *A) want {
		op, d := floatOps[s.byte()%uint8(len(floatOps))], s.xreg()
		m, mw := s.mem(a)
		a.FloatRM(op, d, m)
		n := 8
		if op == XORPD || op == ANDPD {
			n = 16
		}
		return one(a, floatXOps[op], n, xx(d), mw(a.Len()))
	},
	func(s *fuzzSrc, a *A) want {
		x, y := s.xreg(), s.xreg()
		switch s.byte() % 3 {
		case 0:
			a.MovsdRR(x, y)
			return one(a, x86asm.MOVSD_XMM, 0, xx(x), xx(y))
		case 1:
			m, mw := s.mem(a)
			a.MovsdRM(x, m)
			return one(a, x86asm.MOVSD_XMM, 8, xx(x), mw(a.Len()))
		}
		m, mw := s.mem(a)
		a.MovsdMR(m, x)
		return one(a, x86asm.MOVSD_XMM, 8, mw(a.Len()), xx(x))
	},
	func(s *fuzzSrc, a *A) want {
		x, r := s.xreg(), s.reg()
		switch s.byte() % 4 {
		case 0:
			a.Cvtsi2sd(x, r)
			return one(a, x86asm.CVTSI2SD, 0, xx(x), xr(r, W64))
		case 1:
			a.Cvttsd2si(r, x)
			return one(a, x86asm.CVTTSD2SI, 0, xr(r, W64), xx(x))
		case 2:
			a.MovqXR(x, r)
			return one(a, x86asm.MOVQ, 0, xx(x), xr(r, W64))
		}
		a.MovqRX(r, x)
		return one(a, x86asm.MOVQ, 0, xr(r, W64), xx(x))
	},
	// A jump over (forward) or back across n bytes of NOPs.
	func(s *fuzzSrc, a *A) want {
		c, cond, size, n, back := s.cond(), s.byte()%2 == 0, JumpSize(s.byte()%3), int(s.byte()), s.byte()%2 == 0
		op := x86asm.JMP
		if cond {
			op = jccXOps[c]
		}
		if size == JumpShort && n > 100 {
			n = 100
		}
		emit := func(l Label) {
			if cond {
				a.Jcc(c, l, size)
			} else {
				a.Jmp(l, size)
			}
		}
		l := a.NewLabel()
		if back {
			a.Bind(l)
			a.Nop(n)
			emit(l)
			return want{op: op, args: []any{x86asm.Rel(-a.Len())}, start: n, end: a.Len()}
		}
		emit(l)
		end := a.Len()
		a.Nop(n)
		a.Bind(l)
		return want{op: op, args: []any{x86asm.Rel(n)}, end: end}
	},
}

// extendWidths returns a valid (destination, source) width pair of a
// zero- or sign-extension.
func extendWidths(s *fuzzSrc) [2]Width {
	pairs := [...][2]Width{{W16, W8}, {W32, W8}, {W64, W8}, {W32, W16}, {W64, W16}, {W64, W32}}
	return pairs[s.byte()%uint8(len(pairs))]
}

// checkDecode decodes the instruction w describes and compares it with w.
func checkDecode(code []byte, w want) error {
	inst, err := x86asm.Decode(code[w.start:], 64)
	if err != nil {
		return fmt.Errorf("decode % x: %v", code[w.start:w.end], err)
	}
	text := intelText(inst)
	if inst.Len != w.end-w.start {
		return fmt.Errorf("% x (%s): decoded length %d, emitted %d", code[w.start:w.end], text, inst.Len, w.end-w.start)
	}
	if inst.Op != w.op {
		return fmt.Errorf("% x (%s): op %v, want %v", code[w.start:w.end], text, inst.Op, w.op)
	}
	if w.memBytes != 0 && inst.MemBytes != w.memBytes {
		return fmt.Errorf("% x (%s): %d-byte memory operand, want %d", code[w.start:w.end], text, inst.MemBytes, w.memBytes)
	}
	for i, arg := range inst.Args {
		if i >= len(w.args) {
			if arg != nil {
				return fmt.Errorf("% x (%s): extra operand %v", code[w.start:w.end], text, arg)
			}
			continue
		}
		if !argEqual(arg, w.args[i]) {
			return fmt.Errorf("% x (%s): operand %d is %#v, want %#v", code[w.start:w.end], text, i, arg, w.args[i])
		}
	}
	return nil
}

func argEqual(got x86asm.Arg, want any) bool {
	switch w := want.(type) {
	case immWant:
		g, ok := got.(x86asm.Imm)
		mask := uint64(math.MaxUint64) >> (64 - w.bits)
		return ok && uint64(g)&mask == uint64(w.v)&mask
	case x86asm.Mem:
		g, ok := got.(x86asm.Mem)
		return ok && g.Segment == 0 && g.Base == w.Base && g.Index == w.Index &&
			(w.Index == 0 || g.Scale == w.Scale) && int32(g.Disp) == int32(w.Disp)
	}
	return got == want
}

func FuzzEncode(f *testing.F) {
	for i := range fuzzForms {
		f.Add([]byte{byte(i)})
		f.Add([]byte{byte(i), 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12})
		f.Add([]byte{byte(i), 0xFF, 0xFE, 0xFD, 0xFC, 0x85, 0x80, 0x7F, 0x81, 0x02, 0x01, 0xC3, 0x44, 0x9A})
		f.Add([]byte{byte(i), 4, 4, 5, 12, 13, 5, 4, 2, 0, 0, 0x80, 0xFF, 0xFF, 0xFF, 0x7F})
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		s := &fuzzSrc{data: data}
		var a Assembler
		w := fuzzForms[int(s.byte())%len(fuzzForms)](s, &a)
		code, err := a.Finish()
		if err != nil {
			t.Fatal(err)
		}
		if err := checkDecode(code, w); err != nil {
			t.Fatal(err)
		}
	})
}
