package asm

import "fmt"

// Reg is a general-purpose register. The value is the hardware register
// number (0–15): the low three bits go into ModRM/SIB/opcode fields and bit 3
// into a REX prefix bit. The operand width of an instruction (see [Width])
// decides whether RAX names rax, eax, ax or al.
type Reg uint8

// The sixteen general-purpose registers, in hardware order.
const (
	RAX Reg = iota
	RCX
	RDX
	RBX
	RSP
	RBP
	RSI
	RDI
	R8
	R9
	R10
	R11
	R12
	R13
	R14
	R15
)

// numRegs is the number of general-purpose (and of XMM) registers.
const numRegs = 16

var regNames = [numRegs]string{
	"rax", "rcx", "rdx", "rbx", "rsp", "rbp", "rsi", "rdi",
	"r8", "r9", "r10", "r11", "r12", "r13", "r14", "r15",
}

// String returns the 64-bit name of r, such as "rax" or "r12".
func (r Reg) String() string {
	if r >= numRegs {
		return fmt.Sprintf("Reg(%d)", uint8(r))
	}
	return regNames[r]
}

// low3 is the part of the register number that fits a ModRM/SIB field.
func (r Reg) low3() byte { return byte(r) & 7 }

// high is 1 when the register number needs a REX extension bit.
func (r Reg) high() byte { return byte(r) >> 3 & 1 }

// needsREXAsByte reports whether r, used as an 8-bit register, is one of
// SPL, BPL, SIL, DIL: without a REX prefix those encodings mean AH, CH, DH, BH.
func (r Reg) needsREXAsByte() bool { return r >= RSP && r <= RDI }

func (r Reg) check() {
	if r >= numRegs {
		panic(fmt.Sprintf("asm: invalid register %v", r))
	}
}

// XReg is an SSE register, X0–X15.
type XReg uint8

// The sixteen XMM registers.
const (
	X0 XReg = iota
	X1
	X2
	X3
	X4
	X5
	X6
	X7
	X8
	X9
	X10
	X11
	X12
	X13
	X14
	X15
)

// String returns the name of x, such as "xmm3".
func (x XReg) String() string {
	if x >= numRegs {
		return fmt.Sprintf("XReg(%d)", uint8(x))
	}
	return fmt.Sprintf("xmm%d", uint8(x))
}

func (x XReg) check() {
	if x >= numRegs {
		panic(fmt.Sprintf("asm: invalid register %v", x))
	}
}

// Width is the operand size of an integer instruction.
type Width uint8

// Operand widths. A 32-bit write to a register zeroes its upper 32 bits;
// 8- and 16-bit writes leave the rest of the register unchanged.
const (
	W8 Width = iota + 1
	W16
	W32
	W64
)

// Bits returns the width in bits.
func (w Width) Bits() int {
	switch w {
	case W8:
		return 8
	case W16:
		return 16
	case W32:
		return 32
	case W64:
		return 64
	}
	return 0
}

// String returns "W8", "W16", "W32" or "W64".
func (w Width) String() string {
	if w.Bits() == 0 {
		return fmt.Sprintf("Width(%d)", uint8(w))
	}
	return fmt.Sprintf("W%d", w.Bits())
}

// checkWidth panics unless w is one of allowed; op names the instruction.
func checkWidth(op string, w Width, allowed ...Width) {
	for _, a := range allowed {
		if w == a {
			return
		}
	}
	panic(fmt.Sprintf("asm: %s does not take operand width %v", op, w))
}
