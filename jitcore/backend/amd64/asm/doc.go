// Package asm encodes x86-64 machine instructions into a byte buffer.
//
// It owns instruction encoding and nothing else: the choice of prefixes,
// REX bits, ModRM/SIB bytes, displacement and immediate sizes (always the
// shortest correct form), labels with rel8/rel32 fixups, NOP padding and
// alignment, and jumps whose rel32 field is 4-byte aligned so that the code
// heap can retarget them with one atomic store. It knows nothing of the trace
// IR, register allocation, calling conventions or executable memory; the
// lowering in backend/amd64 drives an [Assembler] and the code heap places
// and patches its output.
//
// The API is typed so that most mistakes do not compile: [Reg] and [XReg]
// are distinct, memory operands are built by constructors ([Ptr],
// [PtrIndex], ...), the operand width is an explicit [Width], and method
// names spell their operand kinds (AluRM: register destination, memory
// source). Operands no encoding accepts panic at once with an "asm:"
// message; layout errors are returned by [Assembler.Finish].
//
// An instruction is laid out as
//
//	[prefix] [REX] opcode (1-3) [ModRM] [SIB] [disp8/32] [imm8/16/32/64]
//
//	REX     0100 W R X B     W: 64-bit operand; R, X, B: bit 3 of
//	                         ModRM.reg, SIB.index, ModRM.rm / SIB.base
//	ModRM   mod(2) reg(3) rm(3)
//	          mod 11: rm is a register
//	          mod 00/01/10: [rm], [rm+disp8], [rm+disp32], except
//	          rm 100: a SIB byte follows (hence RSP and R12 need one)
//	          rm 101 with mod 00: [rip+disp32] (hence RBP and R13 as a
//	          base need mod 01 with disp8 0)
//	SIB     scale(2) index(3) base(3)
//	          index 100: no index (hence RSP cannot be an index)
//	          base 101 with mod 00: no base, disp32
//
// Any REX prefix, even 0x40, makes 8-bit register numbers 4-7 mean SPL,
// BPL, SIL, DIL instead of AH, CH, DH, BH; this package emits one whenever
// such a byte register is used and never encodes AH-DH.
package asm
