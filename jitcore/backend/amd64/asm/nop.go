package asm

import "fmt"

// nops holds the recommended multi-byte NOP of each length 1–9 (Intel SDM,
// NOP instruction): 0F 1F /0 with growing memory operands, 66-prefixed where
// that saves a length class.
var nops = [...][]byte{
	1: {0x90},
	2: {0x66, 0x90},
	3: {0x0F, 0x1F, 0x00},
	4: {0x0F, 0x1F, 0x40, 0x00},
	5: {0x0F, 0x1F, 0x44, 0x00, 0x00},
	6: {0x66, 0x0F, 0x1F, 0x44, 0x00, 0x00},
	7: {0x0F, 0x1F, 0x80, 0x00, 0x00, 0x00, 0x00},
	8: {0x0F, 0x1F, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00},
	9: {0x66, 0x0F, 0x1F, 0x84, 0x00, 0x00, 0x00, 0x00, 0x00},
}

// maxNop is the longest single NOP instruction emitted.
const maxNop = len(nops) - 1

// Nop emits n bytes of NOP instructions, as few as possible.
func (a *Assembler) Nop(n int) {
	if n < 0 {
		panic(fmt.Sprintf("asm: negative NOP length %d", n))
	}
	for n > 0 {
		k := min(n, maxNop)
		a.buf = append(a.buf, nops[k]...)
		n -= k
	}
}

// Align pads with NOPs up to the next multiple of n, a power of two.
// Offsets are relative to the start of the buffer, so the code must be
// placed at an address aligned at least as much.
func (a *Assembler) Align(n int) {
	if n <= 0 || n&(n-1) != 0 {
		panic(fmt.Sprintf("asm: alignment %d is not a power of two", n))
	}
	a.Nop(-len(a.buf) & (n - 1))
}
