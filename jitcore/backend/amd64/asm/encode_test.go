package asm

import (
	"bytes"
	"fmt"
	"math"
	"regexp"
	"strings"
	"testing"

	"golang.org/x/arch/x86/x86asm"
)

// A is short for Assembler in the tables.
type A = Assembler

// form is one instruction form: emit must append exactly one instruction,
// whose x86asm Intel-syntax text (see intelText) is want.
//
// x86asm's printing conventions show in the expected texts: an imm8 of the
// 0x80/0xC6/0xF6 opcodes prints unsigned, an imm32 of mov r32 signed, and a
// negative disp32 as its unsigned 32-bit value ([rbx+0xffffff7f] is
// rbx-0x81); disp8 prints signed.
type form struct {
	want string
	emit func(a *A)
}

// x86asm prints the REX byte registers and the low halves of R8–R15 with
// its own names; the tables use the usual ones.
var x86asmRegNames = regexp.MustCompile(`\b(spb|bpb|sib|dib|r\d+l)\b`)

// intelText is x86asm's Intel syntax with standard register names
// (sil, not sib; r8d, not r8l). Mnemonics stay as x86asm (XED) prints them:
// jz, jnb, setnle, ...
func intelText(inst x86asm.Inst) string {
	return x86asmRegNames.ReplaceAllStringFunc(x86asm.IntelSyntax(inst, 0, nil), func(s string) string {
		switch s {
		case "spb":
			return "spl"
		case "bpb":
			return "bpl"
		case "sib":
			return "sil"
		case "dib":
			return "dil"
		}
		return s[:len(s)-1] + "d"
	})
}

var aluForms = []form{
	{"add rax, rbx", func(a *A) { a.AluRR(ADD, W64, RAX, RBX) }},
	{"sub r8d, r15d", func(a *A) { a.AluRR(SUB, W32, R8, R15) }},
	{"xor sp, r12w", func(a *A) { a.AluRR(XOR, W16, RSP, R12) }},
	{"and sil, dil", func(a *A) { a.AluRR(AND, W8, RSI, RDI) }},
	{"or al, cl", func(a *A) { a.AluRR(OR, W8, RAX, RCX) }},
	{"cmp r8b, spl", func(a *A) { a.AluRR(CMP, W8, R8, RSP) }},
	{"cmp bpl, r15b", func(a *A) { a.AluRR(CMP, W8, RBP, R15) }},
	{"cmp r13, rbp", func(a *A) { a.AluRR(CMP, W64, R13, RBP) }},
	{"xor r12d, r12d", func(a *A) { a.AluRR(XOR, W32, R12, R12) }},
	{"sbb rax, rax", func(a *A) { a.AluRR(SBB, W64, RAX, RAX) }},
	{"sbb r9, r9", func(a *A) { a.AluRR(SBB, W64, R9, R9) }},

	{"add rcx, 0x1", func(a *A) { a.AluRI(ADD, W64, RCX, 1) }},
	{"sub rsp, -0x8", func(a *A) { a.AluRI(SUB, W64, RSP, -8) }},
	{"and r9, 0x12345", func(a *A) { a.AluRI(AND, W64, R9, 0x12345) }},
	{"cmp rax, 0x3e8", func(a *A) { a.AluRI(CMP, W64, RAX, 1000) }},
	{"cmp rax, 0x7f", func(a *A) { a.AluRI(CMP, W64, RAX, 127) }},
	{"cmp rax, 0x80", func(a *A) { a.AluRI(CMP, W64, RAX, 128) }},
	{"sub rax, -0x80000000", func(a *A) { a.AluRI(SUB, W64, RAX, math.MinInt32) }},
	{"xor edi, -0x1", func(a *A) { a.AluRI(XOR, W32, RDI, -1) }},
	{"cmp r12d, 0x7fffffff", func(a *A) { a.AluRI(CMP, W32, R12, math.MaxInt32) }},
	{"or bx, 0x1234", func(a *A) { a.AluRI(OR, W16, RBX, 0x1234) }},
	{"add ax, -0x1", func(a *A) { a.AluRI(ADD, W16, RAX, 0xFFFF) }},
	{"and ax, 0x100", func(a *A) { a.AluRI(AND, W16, RAX, 0x100) }},
	{"add al, 0x5", func(a *A) { a.AluRI(ADD, W8, RAX, 5) }},
	{"cmp sil, 0xc8", func(a *A) { a.AluRI(CMP, W8, RSI, 200) }},
	{"sub r15b, 0x7f", func(a *A) { a.AluRI(SUB, W8, R15, 127) }},

	{"add rax, qword ptr [rbx]", func(a *A) { a.AluRM(ADD, W64, RAX, Ptr(RBX, 0)) }},
	{"cmp r10d, dword ptr [rsp+0x10]", func(a *A) { a.AluRM(CMP, W32, R10, Ptr(RSP, 16)) }},
	{"xor dil, byte ptr [rax]", func(a *A) { a.AluRM(XOR, W8, RDI, Ptr(RAX, 0)) }},
	{"sub cx, word ptr [r13]", func(a *A) { a.AluRM(SUB, W16, RCX, Ptr(R13, 0)) }},
	{"or qword ptr [rbp-0x8], r9", func(a *A) { a.AluMR(OR, W64, Ptr(RBP, -8), R9) }},
	{"and dword ptr [r12+8*rcx], esi", func(a *A) { a.AluMR(AND, W32, PtrIndex(R12, RCX, Scale8, 0), RSI) }},
	{"add byte ptr [rdi], sil", func(a *A) { a.AluMR(ADD, W8, Ptr(RDI, 0), RSI) }},
	{"cmp qword ptr [rax], 0x0", func(a *A) { a.AluMI(CMP, W64, Ptr(RAX, 0), 0) }},
	{"add qword ptr [r14+0x100], 0x1000", func(a *A) { a.AluMI(ADD, W64, Ptr(R14, 0x100), 0x1000) }},
	{"sub dword ptr [rsp], -0x1", func(a *A) { a.AluMI(SUB, W32, Ptr(RSP, 0), -1) }},
	{"cmp byte ptr [rbx+rdx], 0x2b", func(a *A) { a.AluMI(CMP, W8, PtrIndex(RBX, RDX, Scale1, 0), '+') }},
	{"add word ptr [rax], 0x1234", func(a *A) { a.AluMI(ADD, W16, Ptr(RAX, 0), 0x1234) }},

	{"test rax, rax", func(a *A) { a.TestRR(W64, RAX, RAX) }},
	{"test sil, sil", func(a *A) { a.TestRR(W8, RSI, RSI) }},
	{"test r9d, edx", func(a *A) { a.TestRR(W32, R9, RDX) }},
	{"test rax, 0x100", func(a *A) { a.TestRI(W64, RAX, 0x100) }},
	{"test al, 0x1", func(a *A) { a.TestRI(W8, RAX, 1) }},
	{"test r8d, 0x1", func(a *A) { a.TestRI(W32, R8, 1) }},
	{"test dil, 0x1", func(a *A) { a.TestRI(W8, RDI, 1) }},
	{"test qword ptr [r13], rax", func(a *A) { a.TestMR(W64, Ptr(R13, 0), RAX) }},
	{"test byte ptr [rax], 0x80", func(a *A) { a.TestMI(W8, Ptr(RAX, 0), 0x80) }},
	{"test dword ptr [rcx+0x4], 0x10000", func(a *A) { a.TestMI(W32, Ptr(RCX, 4), 0x10000) }},

	{"imul rax, r10", func(a *A) { a.ImulRR(W64, RAX, R10) }},
	{"imul r12d, ebp", func(a *A) { a.ImulRR(W32, R12, RBP) }},
	{"imul cx, si", func(a *A) { a.ImulRR(W16, RCX, RSI) }},
	{"imul rcx, qword ptr [rsp+0x10]", func(a *A) { a.ImulRM(W64, RCX, Ptr(RSP, 16)) }},
	{"imul rax, rbx, 0xa", func(a *A) { a.ImulRRI(W64, RAX, RBX, 10) }},
	{"imul r8, r9, 0x3e8", func(a *A) { a.ImulRRI(W64, R8, R9, 1000) }},
	{"imul edx, r13d, -0x3", func(a *A) { a.ImulRRI(W32, RDX, R13, -3) }},
	{"imul ax, bx, 0x1234", func(a *A) { a.ImulRRI(W16, RAX, RBX, 0x1234) }},
	{"neg rax", func(a *A) { a.Neg(W64, RAX) }},
	{"neg dil", func(a *A) { a.Neg(W8, RDI) }},
	{"not r13d", func(a *A) { a.Not(W32, R13) }},
	{"not r15", func(a *A) { a.Not(W64, R15) }},
	{"cqo", func(a *A) { a.Cqo() }},
	{"cdq", func(a *A) { a.Cdq() }},
	{"idiv rcx", func(a *A) { a.Idiv(W64, RCX) }},
	{"idiv r11d", func(a *A) { a.Idiv(W32, R11) }},
	{"div r14", func(a *A) { a.Div(W64, R14) }},
	{"div sil", func(a *A) { a.Div(W8, RSI) }},

	{"shl rax, 0x3", func(a *A) { a.ShiftRI(SHL, W64, RAX, 3) }},
	{"shr r9d, 0x1", func(a *A) { a.ShiftRI(SHR, W32, R9, 1) }},
	{"sar r15, 0x3f", func(a *A) { a.ShiftRI(SAR, W64, R15, 63) }},
	{"rol dx, 0x8", func(a *A) { a.ShiftRI(ROL, W16, RDX, 8) }},
	{"ror sil, 0x4", func(a *A) { a.ShiftRI(ROR, W8, RSI, 4) }},
	{"sar rsp, 0x1", func(a *A) { a.ShiftRI(SAR, W64, RSP, 1) }},
	{"shl rdx, cl", func(a *A) { a.ShiftRCL(SHL, W64, RDX) }},
	{"shr r12d, cl", func(a *A) { a.ShiftRCL(SHR, W32, R12) }},
	{"sar dil, cl", func(a *A) { a.ShiftRCL(SAR, W8, RDI) }},
	{"rol r8, cl", func(a *A) { a.ShiftRCL(ROL, W64, R8) }},
}

var movForms = []form{
	{"mov rax, r8", func(a *A) { a.MovRR(W64, RAX, R8) }},
	{"mov r10d, ebx", func(a *A) { a.MovRR(W32, R10, RBX) }},
	{"mov dil, sil", func(a *A) { a.MovRR(W8, RDI, RSI) }},
	{"mov r9w, ax", func(a *A) { a.MovRR(W16, R9, RAX) }},
	{"mov rsp, rbp", func(a *A) { a.MovRR(W64, RSP, RBP) }},

	{"mov eax, 0x0", func(a *A) { a.MovRI(W64, RAX, 0) }},
	{"mov r11d, -0x1", func(a *A) { a.MovRI(W64, R11, math.MaxUint32) }},
	{"mov rcx, -0x1", func(a *A) { a.MovRI(W64, RCX, -1) }},
	{"mov r12, -0x80000000", func(a *A) { a.MovRI(W64, R12, math.MinInt32) }},
	{"mov r15, 0x123456789a", func(a *A) { a.MovRI(W64, R15, 0x123456789A) }},
	{"mov rdx, 0x8000000000000000", func(a *A) { a.MovRI(W64, RDX, math.MinInt64) }},
	{"mov rax, 0x100000000", func(a *A) { a.MovRI(W64, RAX, 1<<32) }},
	{"mov esi, -0x1", func(a *A) { a.MovRI(W32, RSI, -1) }},
	{"mov r8d, -0x80000000", func(a *A) { a.MovRI(W32, R8, 0x80000000) }},
	{"mov ax, 0x1234", func(a *A) { a.MovRI(W16, RAX, 0x1234) }},
	{"mov spl, 0x12", func(a *A) { a.MovRI(W8, RSP, 0x12) }},
	{"mov r9b, 0xff", func(a *A) { a.MovRI(W8, R9, 0xFF) }},
	{"mov bl, 0x1", func(a *A) { a.MovRI(W8, RBX, 1) }},

	{"mov sil, byte ptr [rax]", func(a *A) { a.MovRM(W8, RSI, Ptr(RAX, 0)) }},
	{"mov ax, word ptr [rcx+0x2]", func(a *A) { a.MovRM(W16, RAX, Ptr(RCX, 2)) }},
	{"mov r8d, dword ptr [rdx+4*rbx]", func(a *A) { a.MovRM(W32, R8, PtrIndex(RDX, RBX, Scale4, 0)) }},
	{"mov rdi, qword ptr [r15+0x7fffffff]", func(a *A) { a.MovRM(W64, RDI, Ptr(R15, math.MaxInt32)) }},
	{"mov byte ptr [r12+0x1], dil", func(a *A) { a.MovMR(W8, Ptr(R12, 1), RDI) }},
	{"mov byte ptr [rax], bpl", func(a *A) { a.MovMR(W8, Ptr(RAX, 0), RBP) }},
	{"mov word ptr [rsp], r10w", func(a *A) { a.MovMR(W16, Ptr(RSP, 0), R10) }},
	{"mov dword ptr [rbp+0x10], ecx", func(a *A) { a.MovMR(W32, Ptr(RBP, 16), RCX) }},
	{"mov qword ptr [rsp+0x8], rax", func(a *A) { a.MovMR(W64, Ptr(RSP, 8), RAX) }},
	{"mov byte ptr [rbp-0x1], 0xff", func(a *A) { a.MovMI(W8, Ptr(RBP, -1), 0xFF) }},
	{"mov word ptr [rdi], 0x1234", func(a *A) { a.MovMI(W16, Ptr(RDI, 0), 0x1234) }},
	{"mov dword ptr [r13+0x4], 0x7", func(a *A) { a.MovMI(W32, Ptr(R13, 4), 7) }},
	{"mov qword ptr [rsp+0x8], -0x1", func(a *A) { a.MovMI(W64, Ptr(RSP, 8), -1) }},

	{"movzx eax, sil", func(a *A) { a.MovzxRR(W32, W8, RAX, RSI) }},
	{"movzx r8, al", func(a *A) { a.MovzxRR(W64, W8, R8, RAX) }},
	{"movzx ecx, r11b", func(a *A) { a.MovzxRR(W32, W8, RCX, R11) }},
	{"movzx dx, bl", func(a *A) { a.MovzxRR(W16, W8, RDX, RBX) }},
	{"movzx eax, r9w", func(a *A) { a.MovzxRR(W32, W16, RAX, R9) }},
	{"movzx rcx, dx", func(a *A) { a.MovzxRR(W64, W16, RCX, RDX) }},
	{"mov eax, ebx", func(a *A) { a.MovzxRR(W64, W32, RAX, RBX) }},
	{"movzx edi, byte ptr [rsi+0x3]", func(a *A) { a.MovzxRM(W32, W8, RDI, Ptr(RSI, 3)) }},
	{"movzx rax, word ptr [r12]", func(a *A) { a.MovzxRM(W64, W16, RAX, Ptr(R12, 0)) }},
	{"mov r8d, dword ptr [rbp]", func(a *A) { a.MovzxRM(W64, W32, R8, Ptr(RBP, 0)) }},
	{"movsx rax, dil", func(a *A) { a.MovsxRR(W64, W8, RAX, RDI) }},
	{"movsx eax, cx", func(a *A) { a.MovsxRR(W32, W16, RAX, RCX) }},
	{"movsx r15, r14w", func(a *A) { a.MovsxRR(W64, W16, R15, R14) }},
	{"movsxd rax, ecx", func(a *A) { a.MovsxRR(W64, W32, RAX, RCX) }},
	{"movsxd r12, dword ptr [r13]", func(a *A) { a.MovsxRM(W64, W32, R12, Ptr(R13, 0)) }},
	{"movsx rax, byte ptr [rax]", func(a *A) { a.MovsxRM(W64, W8, RAX, Ptr(RAX, 0)) }},
	{"movsx esi, word ptr [rbx+0x2]", func(a *A) { a.MovsxRM(W32, W16, RSI, Ptr(RBX, 2)) }},

	{"lea rax, ptr [rbx+4*rcx+0x8]", func(a *A) { a.Lea(W64, RAX, PtrIndex(RBX, RCX, Scale4, 8)) }},
	{"lea r8d, ptr [rsp]", func(a *A) { a.Lea(W32, R8, Ptr(RSP, 0)) }},
	{"lea rsp, ptr [rsp+0xffffff00]", func(a *A) { a.Lea(W64, RSP, Ptr(RSP, -0x100)) }},

	{"push rbp", func(a *A) { a.Push(RBP) }},
	{"push r15", func(a *A) { a.Push(R15) }},
	{"pop rbx", func(a *A) { a.Pop(RBX) }},
	{"pop r12", func(a *A) { a.Pop(R12) }},
}

// memForms covers the addressing special cases, each through a 64-bit load.
var memForms = []form{
	{"mov rax, qword ptr [rax]", func(a *A) { a.MovRM(W64, RAX, Ptr(RAX, 0)) }},
	{"mov rax, qword ptr [rsp]", func(a *A) { a.MovRM(W64, RAX, Ptr(RSP, 0)) }},
	{"mov rax, qword ptr [rsp+0x8]", func(a *A) { a.MovRM(W64, RAX, Ptr(RSP, 8)) }},
	{"mov rax, qword ptr [rsp+0x1000]", func(a *A) { a.MovRM(W64, RAX, Ptr(RSP, 0x1000)) }},
	{"mov rax, qword ptr [r12]", func(a *A) { a.MovRM(W64, RAX, Ptr(R12, 0)) }},
	{"mov r9, qword ptr [r12-0x8]", func(a *A) { a.MovRM(W64, R9, Ptr(R12, -8)) }},
	{"mov rax, qword ptr [rbp]", func(a *A) { a.MovRM(W64, RAX, Ptr(RBP, 0)) }},
	{"mov rax, qword ptr [r13]", func(a *A) { a.MovRM(W64, RAX, Ptr(R13, 0)) }},
	{"mov rax, qword ptr [rbp-0x10]", func(a *A) { a.MovRM(W64, RAX, Ptr(RBP, -16)) }},
	{"mov rax, qword ptr [r13+0x12345678]", func(a *A) { a.MovRM(W64, RAX, Ptr(R13, 0x12345678)) }},
	{"mov rax, qword ptr [rbx+0x7f]", func(a *A) { a.MovRM(W64, RAX, Ptr(RBX, 127)) }},
	{"mov rax, qword ptr [rbx+0x80]", func(a *A) { a.MovRM(W64, RAX, Ptr(RBX, 128)) }},
	{"mov rax, qword ptr [rbx-0x80]", func(a *A) { a.MovRM(W64, RAX, Ptr(RBX, -128)) }},
	{"mov rax, qword ptr [rbx+0xffffff7f]", func(a *A) { a.MovRM(W64, RAX, Ptr(RBX, -129)) }},
	{"mov r15, qword ptr [r15+0x80000000]", func(a *A) { a.MovRM(W64, R15, Ptr(R15, math.MinInt32)) }},
	{"mov rax, qword ptr [rax+8*rcx]", func(a *A) { a.MovRM(W64, RAX, PtrIndex(RAX, RCX, Scale8, 0)) }},
	{"mov rax, qword ptr [rsp+rbp]", func(a *A) { a.MovRM(W64, RAX, PtrIndex(RSP, RBP, Scale1, 0)) }},
	{"mov rax, qword ptr [rbp+2*rax]", func(a *A) { a.MovRM(W64, RAX, PtrIndex(RBP, RAX, Scale2, 0)) }},
	{"mov rax, qword ptr [r13+4*r12]", func(a *A) { a.MovRM(W64, RAX, PtrIndex(R13, R12, Scale4, 0)) }},
	{"mov rax, qword ptr [r12+8*r13+0x100]", func(a *A) { a.MovRM(W64, RAX, PtrIndex(R12, R13, Scale8, 0x100)) }},
	{"mov r8, qword ptr [r8+r8-0x1]", func(a *A) { a.MovRM(W64, R8, PtrIndex(R8, R8, Scale1, -1)) }},
	{"mov rax, qword ptr [rsp+8*r15+0x10]", func(a *A) { a.MovRM(W64, RAX, PtrIndex(RSP, R15, Scale8, 16)) }},
	{"mov rax, qword ptr [8*rcx+0x10]", func(a *A) { a.MovRM(W64, RAX, PtrIndexNoBase(RCX, Scale8, 16)) }},
	{"mov rax, qword ptr [4*r9+0xfffffffc]", func(a *A) { a.MovRM(W64, RAX, PtrIndexNoBase(R9, Scale4, -4)) }},
	{"mov rax, qword ptr [rbp]", func(a *A) { a.MovRM(W64, RAX, PtrIndexNoBase(RBP, Scale1, 0)) }},
	{"mov rax, qword ptr [0x1000]", func(a *A) { a.MovRM(W64, RAX, PtrAbs(0x1000)) }},
	{"mov rax, qword ptr [0xfffffff0]", func(a *A) { a.MovRM(W64, RAX, PtrAbs(-16)) }},
	{"mov rax, qword ptr [rip]", func(a *A) { l := a.NewLabel(); a.MovRM(W64, RAX, PtrLabel(l)); a.Bind(l) }},
	{"cmp qword ptr [rip], 0x5", func(a *A) { l := a.NewLabel(); a.AluMI(CMP, W64, PtrLabel(l), 5); a.Bind(l) }},
	{"mov dword ptr [rip], 0x12345678", func(a *A) { l := a.NewLabel(); a.MovMI(W32, PtrLabel(l), 0x12345678); a.Bind(l) }},
	{"lea rax, ptr [rip+0xfffffff9]", func(a *A) { l := a.NewLabel(); a.Bind(l); a.Lea(W64, RAX, PtrLabel(l)) }},
}

var condForms = []form{
	{"seto al", func(a *A) { a.Setcc(CondO, RAX) }},
	{"setno cl", func(a *A) { a.Setcc(CondNO, RCX) }},
	{"setb dl", func(a *A) { a.Setcc(CondB, RDX) }},
	{"setnb bl", func(a *A) { a.Setcc(CondAE, RBX) }},
	{"setz spl", func(a *A) { a.Setcc(CondE, RSP) }},
	{"setnz bpl", func(a *A) { a.Setcc(CondNE, RBP) }},
	{"setbe sil", func(a *A) { a.Setcc(CondBE, RSI) }},
	{"setnbe dil", func(a *A) { a.Setcc(CondA, RDI) }},
	{"sets r8b", func(a *A) { a.Setcc(CondS, R8) }},
	{"setns r9b", func(a *A) { a.Setcc(CondNS, R9) }},
	{"setp r10b", func(a *A) { a.Setcc(CondP, R10) }},
	{"setnp r11b", func(a *A) { a.Setcc(CondNP, R11) }},
	{"setl r12b", func(a *A) { a.Setcc(CondL, R12) }},
	{"setnl r13b", func(a *A) { a.Setcc(CondGE, R13) }},
	{"setle r14b", func(a *A) { a.Setcc(CondLE, R14) }},
	{"setnle r15b", func(a *A) { a.Setcc(CondG, R15) }},

	{"cmovo rax, rbx", func(a *A) { a.CmovRR(CondO, W64, RAX, RBX) }},
	{"cmovno eax, r8d", func(a *A) { a.CmovRR(CondNO, W32, RAX, R8) }},
	{"cmovb r9, rcx", func(a *A) { a.CmovRR(CondB, W64, R9, RCX) }},
	{"cmovnb cx, dx", func(a *A) { a.CmovRR(CondAE, W16, RCX, RDX) }},
	{"cmovz rsp, r12", func(a *A) { a.CmovRR(CondE, W64, RSP, R12) }},
	{"cmovnz r13, rbp", func(a *A) { a.CmovRR(CondNE, W64, R13, RBP) }},
	{"cmovbe esi, edi", func(a *A) { a.CmovRR(CondBE, W32, RSI, RDI) }},
	{"cmovnbe r15, r14", func(a *A) { a.CmovRR(CondA, W64, R15, R14) }},
	{"cmovs rax, qword ptr [rsp]", func(a *A) { a.CmovRM(CondS, W64, RAX, Ptr(RSP, 0)) }},
	{"cmovns r10d, dword ptr [r13]", func(a *A) { a.CmovRM(CondNS, W32, R10, Ptr(R13, 0)) }},
	{"cmovp rdx, rax", func(a *A) { a.CmovRR(CondP, W64, RDX, RAX) }},
	{"cmovnp rdx, rax", func(a *A) { a.CmovRR(CondNP, W64, RDX, RAX) }},
	{"cmovl rbx, r11", func(a *A) { a.CmovRR(CondL, W64, RBX, R11) }},
	{"cmovnl rbx, r11", func(a *A) { a.CmovRR(CondGE, W64, RBX, R11) }},
	{"cmovle ebx, r11d", func(a *A) { a.CmovRR(CondLE, W32, RBX, R11) }},
	{"cmovnle rdi, qword ptr [rax+8*rbx+0x8]", func(a *A) { a.CmovRM(CondG, W64, RDI, PtrIndex(RAX, RBX, Scale8, 8)) }},
}

// branchForms decode at pc 0, so x86asm prints targets as ".+rel".
var branchForms = []form{
	{"jmp .-0x2", func(a *A) { l := a.NewLabel(); a.Bind(l); a.Jmp(l, JumpShort) }},
	{"jmp .-0x2", func(a *A) { l := a.NewLabel(); a.Bind(l); a.Jmp(l, JumpAuto) }},
	{"jmp .-0x5", func(a *A) { l := a.NewLabel(); a.Bind(l); a.Jmp(l, JumpLong) }},
	{"jmp .+0x0", func(a *A) { l := a.NewLabel(); a.Jmp(l, JumpShort); a.Bind(l) }},
	{"jmp .+0x0", func(a *A) { l := a.NewLabel(); a.Jmp(l, JumpAuto); a.Bind(l) }},
	{"jo .-0x2", func(a *A) { jccBack(a, CondO, JumpShort) }},
	{"jno .-0x2", func(a *A) { jccBack(a, CondNO, JumpShort) }},
	{"jb .-0x2", func(a *A) { jccBack(a, CondB, JumpShort) }},
	{"jnb .-0x2", func(a *A) { jccBack(a, CondAE, JumpShort) }},
	{"jz .-0x2", func(a *A) { jccBack(a, CondE, JumpShort) }},
	{"jnz .-0x2", func(a *A) { jccBack(a, CondNE, JumpShort) }},
	{"jbe .-0x2", func(a *A) { jccBack(a, CondBE, JumpShort) }},
	{"jnbe .-0x2", func(a *A) { jccBack(a, CondA, JumpShort) }},
	{"js .-0x6", func(a *A) { jccBack(a, CondS, JumpLong) }},
	{"jns .-0x6", func(a *A) { jccBack(a, CondNS, JumpLong) }},
	{"jp .-0x6", func(a *A) { jccBack(a, CondP, JumpLong) }},
	{"jnp .-0x6", func(a *A) { jccBack(a, CondNP, JumpLong) }},
	{"jl .-0x6", func(a *A) { jccBack(a, CondL, JumpLong) }},
	{"jnl .-0x6", func(a *A) { jccBack(a, CondGE, JumpLong) }},
	{"jle .-0x6", func(a *A) { jccBack(a, CondLE, JumpLong) }},
	{"jnle .-0x6", func(a *A) { jccBack(a, CondG, JumpLong) }},
	{"jnz .+0x0", func(a *A) { l := a.NewLabel(); a.Jcc(CondNE, l, JumpAuto); a.Bind(l) }},
	{"jmp rax", func(a *A) { a.JmpReg(RAX) }},
	{"jmp r12", func(a *A) { a.JmpReg(R12) }},
	{"ret", func(a *A) { a.Ret() }},
	{"call rax", func(a *A) { a.CallReg(RAX) }},
	{"call r12", func(a *A) { a.CallReg(R12) }},
}

func jccBack(a *A, c Cond, size JumpSize) {
	l := a.NewLabel()
	a.Bind(l)
	a.Jcc(c, l, size)
}

var nopForms = []form{
	{"nop", func(a *A) { a.Nop(1) }},
	{"data16 nop", func(a *A) { a.Nop(2) }},
	{"nop dword ptr [rax], eax", func(a *A) { a.Nop(3) }},
	{"nop dword ptr [rax], eax", func(a *A) { a.Nop(4) }},
	{"nop dword ptr [rax+rax], eax", func(a *A) { a.Nop(5) }},
	{"nop word ptr [rax+rax], ax", func(a *A) { a.Nop(6) }},
	{"nop dword ptr [rax], eax", func(a *A) { a.Nop(7) }},
	{"nop dword ptr [rax+rax], eax", func(a *A) { a.Nop(8) }},
	{"nop word ptr [rax+rax], ax", func(a *A) { a.Nop(9) }},
}

var sseForms = []form{
	{"movsd xmm0, xmm15", func(a *A) { a.MovsdRR(X0, X15) }},
	{"movsd xmm8, xmm1", func(a *A) { a.MovsdRR(X8, X1) }},
	{"movsd xmm8, qword ptr [rsp+0x8]", func(a *A) { a.MovsdRM(X8, Ptr(RSP, 8)) }},
	{"movsd xmm2, qword ptr [r13]", func(a *A) { a.MovsdRM(X2, Ptr(R13, 0)) }},
	{"movsd qword ptr [rax+8*r9], xmm3", func(a *A) { a.MovsdMR(PtrIndex(RAX, R9, Scale8, 0), X3) }},
	{"movsd qword ptr [r12], xmm12", func(a *A) { a.MovsdMR(Ptr(R12, 0), X12) }},
	{"addsd xmm0, xmm1", func(a *A) { a.FloatRR(ADDSD, X0, X1) }},
	{"subsd xmm9, xmm10", func(a *A) { a.FloatRR(SUBSD, X9, X10) }},
	{"mulsd xmm2, xmm11", func(a *A) { a.FloatRR(MULSD, X2, X11) }},
	{"divsd xmm13, xmm4", func(a *A) { a.FloatRR(DIVSD, X13, X4) }},
	{"sqrtsd xmm5, xmm5", func(a *A) { a.FloatRR(SQRTSD, X5, X5) }},
	{"minsd xmm6, xmm14", func(a *A) { a.FloatRR(MINSD, X6, X14) }},
	{"maxsd xmm15, xmm7", func(a *A) { a.FloatRR(MAXSD, X15, X7) }},
	{"ucomisd xmm0, xmm8", func(a *A) { a.FloatRR(UCOMISD, X0, X8) }},
	{"comisd xmm12, xmm3", func(a *A) { a.FloatRR(COMISD, X12, X3) }},
	{"xorpd xmm1, xmm1", func(a *A) { a.FloatRR(XORPD, X1, X1) }},
	{"andpd xmm10, xmm2", func(a *A) { a.FloatRR(ANDPD, X10, X2) }},
	{"addsd xmm0, qword ptr [rbp-0x8]", func(a *A) { a.FloatRM(ADDSD, X0, Ptr(RBP, -8)) }},
	{"divsd xmm11, qword ptr [r12+rax]", func(a *A) { a.FloatRM(DIVSD, X11, PtrIndex(R12, RAX, Scale1, 0)) }},
	{"ucomisd xmm1, qword ptr [rip]", func(a *A) { l := a.NewLabel(); a.FloatRM(UCOMISD, X1, PtrLabel(l)); a.Bind(l) }},
	{"xorpd xmm3, xmmword ptr [rip]", func(a *A) { l := a.NewLabel(); a.FloatRM(XORPD, X3, PtrLabel(l)); a.Bind(l) }},
	{"andpd xmm3, xmmword ptr [r8]", func(a *A) { a.FloatRM(ANDPD, X3, Ptr(R8, 0)) }},
	{"sqrtsd xmm9, qword ptr [rsp]", func(a *A) { a.FloatRM(SQRTSD, X9, Ptr(RSP, 0)) }},
	{"cvtsi2sd xmm1, r10", func(a *A) { a.Cvtsi2sd(X1, R10) }},
	{"cvtsi2sd xmm14, rax", func(a *A) { a.Cvtsi2sd(X14, RAX) }},
	{"cvttsd2si rax, xmm9", func(a *A) { a.Cvttsd2si(RAX, X9) }},
	{"cvttsd2si r13, xmm0", func(a *A) { a.Cvttsd2si(R13, X0) }},
	{"movq xmm2, rax", func(a *A) { a.MovqXR(X2, RAX) }},
	{"movq xmm15, r8", func(a *A) { a.MovqXR(X15, R8) }},
	{"movq r11, xmm14", func(a *A) { a.MovqRX(R11, X14) }},
	{"movq rsp, xmm0", func(a *A) { a.MovqRX(RSP, X0) }},
	{"pxor xmm14, xmm14", func(a *A) { a.FloatRR(PXOR, X14, X14) }},
	{"pcmpeqb xmm15, xmm14", func(a *A) { a.FloatRR(PCMPEQB, X15, X14) }},
	{"pcmpeqb xmm0, xmm9", func(a *A) { a.FloatRR(PCMPEQB, X0, X9) }},
	{"movdqu xmm15, xmmword ptr [rbx+rdx]", func(a *A) { a.MovdquRM(X15, PtrIndex(RBX, RDX, Scale1, 0)) }},
	{"movdqu xmm1, xmmword ptr [r11+r13-0xf]", func(a *A) { a.MovdquRM(X1, PtrIndex(R11, R13, Scale1, -15)) }},
	{"pmovmskb ecx, xmm15", func(a *A) { a.Pmovmskb(RCX, X15) }},
	{"pmovmskb r9d, xmm2", func(a *A) { a.Pmovmskb(R9, X2) }},
}

// bitScanForms are bsf and bsr.
var bitScanForms = []form{
	{"bsf ecx, ecx", func(a *A) { a.Bsf(W32, RCX, RCX) }},
	{"bsr ecx, ecx", func(a *A) { a.Bsr(W32, RCX, RCX) }},
	{"bsf r10, rax", func(a *A) { a.Bsf(W64, R10, RAX) }},
	{"bsr eax, r14d", func(a *A) { a.Bsr(W32, RAX, R14) }},
	{"bsf ax, r8w", func(a *A) { a.Bsf(W16, RAX, R8) }},
}

var formTables = map[string][]form{
	"alu": aluForms, "mov": movForms, "mem": memForms, "cond": condForms,
	"branch": branchForms, "nop": nopForms, "sse": sseForms, "bitscan": bitScanForms,
}

func TestForms(t *testing.T) {
	n := 0
	for name, table := range formTables {
		for i, f := range table {
			n++
			t.Run(fmt.Sprintf("%s/%d/%s", name, i, f.want), func(t *testing.T) {
				var a Assembler
				f.emit(&a)
				code, err := a.Finish()
				if err != nil {
					t.Fatalf("%s: Finish: %v", f.want, err)
				}
				inst, err := x86asm.Decode(code, 64)
				if err != nil {
					t.Fatalf("%s: decode % x: %v", f.want, code, err)
				}
				if got := intelText(inst); got != f.want || inst.Len != len(code) {
					t.Errorf("% x\ndecoded %q (%d bytes of %d)\nwant    %q", code, got, inst.Len, len(code), f.want)
				}
			})
		}
	}
	t.Logf("%d forms", n)
}

// TestShortestEncoding pins the bytes where several encodings are correct
// and the shortest must be chosen.
func TestShortestEncoding(t *testing.T) {
	for _, tt := range []struct {
		want string // hex bytes
		emit func(a *A)
	}{
		{"b8 00 00 00 00", func(a *A) { a.MovRI(W64, RAX, 0) }},
		{"41 bb ff ff ff ff", func(a *A) { a.MovRI(W64, R11, math.MaxUint32) }},
		{"48 c7 c1 ff ff ff ff", func(a *A) { a.MovRI(W64, RCX, -1) }},
		{"49 bf 9a 78 56 34 12 00 00 00", func(a *A) { a.MovRI(W64, R15, 0x123456789A) }},
		{"40 b6 07", func(a *A) { a.MovRI(W8, RSI, 7) }},
		{"b3 07", func(a *A) { a.MovRI(W8, RBX, 7) }},
		{"48 83 c0 7f", func(a *A) { a.AluRI(ADD, W64, RAX, 127) }},
		{"48 05 80 00 00 00", func(a *A) { a.AluRI(ADD, W64, RAX, 128) }},
		{"48 81 c1 80 00 00 00", func(a *A) { a.AluRI(ADD, W64, RCX, 128) }},
		{"48 83 e9 80", func(a *A) { a.AluRI(SUB, W64, RCX, -128) }},
		{"3c 05", func(a *A) { a.AluRI(CMP, W8, RAX, 5) }},
		{"66 83 f8 ff", func(a *A) { a.AluRI(CMP, W16, RAX, 0xFFFF) }},
		{"80 fb 05", func(a *A) { a.AluRI(CMP, W8, RBX, 5) }},
		{"40 80 ff 05", func(a *A) { a.AluRI(CMP, W8, RDI, 5) }},
		{"a9 00 01 00 00", func(a *A) { a.TestRI(W32, RAX, 0x100) }},
		{"48 6b c3 0a", func(a *A) { a.ImulRRI(W64, RAX, RBX, 10) }},
		{"48 d1 e0", func(a *A) { a.ShiftRI(SHL, W64, RAX, 1) }},
		{"48 8b 04 24", func(a *A) { a.MovRM(W64, RAX, Ptr(RSP, 0)) }},
		{"48 8b 45 00", func(a *A) { a.MovRM(W64, RAX, Ptr(RBP, 0)) }},
		{"49 8b 45 00", func(a *A) { a.MovRM(W64, RAX, Ptr(R13, 0)) }},
		{"49 8b 04 24", func(a *A) { a.MovRM(W64, RAX, Ptr(R12, 0)) }},
		{"48 8b 43 7f", func(a *A) { a.MovRM(W64, RAX, Ptr(RBX, 127)) }},
		{"48 8b 83 80 00 00 00", func(a *A) { a.MovRM(W64, RAX, Ptr(RBX, 128)) }},
		{"48 8b 44 05 00", func(a *A) { a.MovRM(W64, RAX, PtrIndex(RBP, RAX, Scale1, 0)) }},
		{"48 8b 04 c8", func(a *A) { a.MovRM(W64, RAX, PtrIndex(RAX, RCX, Scale8, 0)) }},
		{"48 8b 04 cd 10 00 00 00", func(a *A) { a.MovRM(W64, RAX, PtrIndexNoBase(RCX, Scale8, 16)) }},
		{"48 8b 04 25 00 10 00 00", func(a *A) { a.MovRM(W64, RAX, PtrAbs(0x1000)) }},
		{"0f 94 c0", func(a *A) { a.Setcc(CondE, RAX) }},
		{"40 0f 94 c6", func(a *A) { a.Setcc(CondE, RSI) }},
		{"41 0f 94 c0", func(a *A) { a.Setcc(CondE, R8) }},
		{"0f b6 c3", func(a *A) { a.MovzxRR(W32, W8, RAX, RBX) }},
		{"40 0f b6 c7", func(a *A) { a.MovzxRR(W32, W8, RAX, RDI) }},
		{"0f b6 f8", func(a *A) { a.MovzxRR(W32, W8, RDI, RAX) }},
		{"40 f6 de", func(a *A) { a.Neg(W8, RSI) }},
		{"f6 fb", func(a *A) { a.Idiv(W8, RBX) }},
		{"80 3f 05", func(a *A) { a.AluMI(CMP, W8, Ptr(RDI, 0), 5) }},
	} {
		var a Assembler
		tt.emit(&a)
		if got := fmt.Sprintf("% x", a.Bytes()); got != tt.want {
			t.Errorf("got %s, want %s", got, tt.want)
		}
	}
}

// TestMemOffset: an operand moved by Offset encodes as the one written
// with the moved displacement.
func TestMemOffset(t *testing.T) {
	for _, tt := range []struct {
		m    Mem
		d    int32
		want Mem
	}{
		{Ptr(RSP, 8), 0x20, Ptr(RSP, 0x28)},
		{Ptr(RBP, 0x100), -0x100, Ptr(RBP, 0)},
		{PtrIndex(RAX, R12, Scale8, -8), 16, PtrIndex(RAX, R12, Scale8, 8)},
		{PtrIndexNoBase(RBX, Scale4, 0), 0x7f, PtrIndexNoBase(RBX, Scale4, 0x7f)},
		{PtrAbs(0x1000), 8, PtrAbs(0x1008)},
	} {
		var got, want Assembler
		got.MovRM(W64, RAX, tt.m.Offset(tt.d))
		want.MovRM(W64, RAX, tt.want)
		if !bytes.Equal(got.Bytes(), want.Bytes()) {
			t.Errorf("%v.Offset(%d) encodes as % x, want % x", tt.m, tt.d, got.Bytes(), want.Bytes())
		}
	}
}

// TestMisusePanics: operands that no encoding accepts panic with an "asm:"
// message instead of emitting wrong code.
func TestMisusePanics(t *testing.T) {
	for name, emit := range map[string]func(a *A){
		"zero Mem":            func(a *A) { a.MovRM(W64, RAX, Mem{}) },
		"rsp index":           func(a *A) { a.MovRM(W64, RAX, PtrIndex(RAX, RSP, Scale1, 0)) },
		"rsp index no base":   func(a *A) { PtrIndexNoBase(RSP, Scale2, 0) },
		"bad scale":           func(a *A) { PtrIndex(RAX, RBX, 4, 0) },
		"bad register":        func(a *A) { a.MovRR(W64, 16, RAX) },
		"bad xmm register":    func(a *A) { a.MovsdRR(X0, 16) },
		"bad width":           func(a *A) { a.AluRR(ADD, 0, RAX, RBX) },
		"bad alu op":          func(a *A) { a.AluRR(2, W64, RAX, RBX) },
		"bad shift op":        func(a *A) { a.ShiftRCL(6, W64, RAX) },
		"bad float op":        func(a *A) { a.FloatRR(0, X0, X1) },
		"bad cond":            func(a *A) { a.Setcc(16, RAX) },
		"imm8 too big":        func(a *A) { a.AluRI(ADD, W8, RAX, 256) },
		"imm16 too big":       func(a *A) { a.MovMI(W16, Ptr(RAX, 0), 0x10000) },
		"mov imm32 too big":   func(a *A) { a.MovRI(W32, RAX, 1<<32) },
		"mov imm8 too small":  func(a *A) { a.MovRI(W8, RAX, -129) },
		"mov bad width":       func(a *A) { a.MovRI(7, RAX, 0) },
		"imul W8":             func(a *A) { a.ImulRR(W8, RAX, RBX) },
		"cmov W8":             func(a *A) { a.CmovRR(CondE, W8, RAX, RBX) },
		"lea W16":             func(a *A) { a.Lea(W16, RAX, Ptr(RAX, 0)) },
		"shift by 0":          func(a *A) { a.ShiftRI(SHL, W64, RAX, 0) },
		"shift by 64":         func(a *A) { a.ShiftRI(SHL, W64, RAX, 64) },
		"shift W8 by 8":       func(a *A) { a.ShiftRI(SHL, W8, RAX, 8) },
		"narrowing movzx":     func(a *A) { a.MovzxRR(W8, W32, RAX, RBX) },
		"movsx W32 to W32":    func(a *A) { a.MovsxRR(W32, W32, RAX, RBX) },
		"zero label":          func(a *A) { a.Jmp(Label{}, JumpLong) },
		"foreign label":       func(a *A) { var b A; b.NewLabel(); a.Bind(b.NewLabel()) },
		"label bound twice":   func(a *A) { l := a.NewLabel(); a.Bind(l); a.Bind(l) },
		"bad jump size":       func(a *A) { a.Jmp(a.NewLabel(), 3) },
		"negative nop":        func(a *A) { a.Nop(-1) },
		"align not pow2":      func(a *A) { a.Align(12) },
		"zero label operand":  func(a *A) { PtrLabel(Label{}) },
		"bad index register":  func(a *A) { PtrIndexNoBase(20, Scale1, 0) },
		"bad base register":   func(a *A) { Ptr(20, 0) },
		"bad cond for cmov":   func(a *A) { a.CmovRR(16, W64, RAX, RBX) },
		"bad cond for jcc":    func(a *A) { a.Jcc(16, a.NewLabel(), JumpLong) },
		"bad patchable cond":  func(a *A) { a.PatchableJcc(16, a.NewLabel()) },
		"bad cvt register":    func(a *A) { a.Cvtsi2sd(X0, 16) },
		"bad movq register":   func(a *A) { a.MovqRX(RAX, 16) },
		"bad push register":   func(a *A) { a.Push(16) },
		"bad setcc register":  func(a *A) { a.Setcc(CondE, 16) },
		"bad test register":   func(a *A) { a.TestRR(W64, RAX, 16) },
		"bad imul register":   func(a *A) { a.ImulRRI(W64, 16, RAX, 1) },
		"bad movsd register":  func(a *A) { a.MovsdMR(Ptr(RAX, 0), 16) },
		"bad extend register": func(a *A) { a.MovsxRR(W64, W8, 16, RAX) },
		"offset of a label":   func(a *A) { PtrLabel(a.NewLabel()).Offset(8) },
		"offset of zero Mem":  func(a *A) { Mem{}.Offset(8) },
	} {
		t.Run(name, func(t *testing.T) {
			defer func() {
				r := recover()
				if s, ok := r.(string); !ok || !strings.HasPrefix(s, "asm: ") {
					t.Errorf("recovered %#v, want an asm: panic", r)
				}
			}()
			var a Assembler
			emit(&a)
		})
	}
}
