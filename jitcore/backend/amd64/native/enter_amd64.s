//go:build linux

#include "textflag.h"

// saveArea is the space enter takes at the top of the native stack: the Go
// SP, BP and R14 (g), padded to 32 bytes so that the stack pointer is 16-byte
// aligned at the CALL and the generated code starts, as in the System V ABI,
// with RSP ≡ 8 (mod 16).
#define saveArea 32
#define savedSP 0
#define savedBP 8
#define savedG 16

// func enter(code, state, stackTop uintptr)
TEXT ·enter(SB), NOSPLIT|NOFRAME, $0-24
	MOVQ	code+0(FP), AX
	MOVQ	state+8(FP), DI
	MOVQ	stackTop+16(FP), CX
	MOVQ	SP, DX
	LEAQ	-saveArea(CX), SP
	MOVQ	DX, savedSP(SP)
	MOVQ	BP, savedBP(SP)
	MOVQ	R14, savedG(SP)
	CALL	AX
	MOVQ	savedG(SP), R14
	MOVQ	savedBP(SP), BP
	MOVQ	savedSP(SP), SP
	XORPS	X15, X15
	RET
