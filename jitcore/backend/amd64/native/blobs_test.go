//go:build linux && amd64

package native

import (
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/arch/x86/x86asm"
)

// insn is one hand-encoded instruction and its assembly in x86asm's Intel
// syntax; TestBlobsDisassemble checks that they agree. An instruction
// that addresses the state record (RDI) names the field's offset
// constant with at, and the test checks the encoded displacement
// against it.
type insn struct {
	asm   string
	code  []byte
	field int64 // the record offset it addresses, when hasField
	// hasField is set by at.
	hasField bool
}

func i(asm string, code ...byte) insn { return insn{asm: asm, code: code} }

// at records that in addresses the record field at offset off.
func (in insn) at(off uintptr) insn {
	in.field, in.hasField = int64(off), true
	return in
}

// blob is a piece of test machine code.
type blob []insn

func (b blob) bytes() []byte {
	var out []byte
	for _, in := range b {
		out = append(out, in.code...)
	}
	return out
}

// Sentinels the blobs load into registers that enter must restore.
const (
	sentinelR14 = 0x1111111111111111
	sentinelRBP = 0x2222222222222222
)

var blobs = map[string]blob{
	// Stores 42 into the first word of the record in RDI.
	"storeConst": {
		i("mov qword ptr [rdi], 0x2a", 0x48, 0xC7, 0x07, 0x2A, 0x00, 0x00, 0x00).at(wordOff),
		i("ret", 0xC3),
	},
	// Stores its RSP into the first word of the record.
	"storeRSP": {
		i("mov qword ptr [rdi], rsp", 0x48, 0x89, 0x27).at(wordOff),
		i("ret", 0xC3),
	},
	// Clobbers g (R14), the frame pointer, X15 and callee-saved-in-C
	// registers, as generated code may.
	"clobber": {
		i("mov r14, 0xdeadbeefdeadbeef", 0x49, 0xBE, 0xEF, 0xBE, 0xAD, 0xDE, 0xEF, 0xBE, 0xAD, 0xDE),
		i("mov rbp, 0xdeadbeefdeadbeef", 0x48, 0xBD, 0xEF, 0xBE, 0xAD, 0xDE, 0xEF, 0xBE, 0xAD, 0xDE),
		i("mov rbx, 0xdeadbeefdeadbeef", 0x48, 0xBB, 0xEF, 0xBE, 0xAD, 0xDE, 0xEF, 0xBE, 0xAD, 0xDE),
		i("mov r12, rbx", 0x49, 0x89, 0xDC),
		i("mov r13, rbx", 0x49, 0x89, 0xDD),
		i("mov r15, rbx", 0x49, 0x89, 0xDF),
		i("pcmpeqd xmm15, xmm15", 0x66, 0x45, 0x0F, 0x76, 0xFF),
		i("ret", 0xC3),
	},
	// Calls enter (ABI0, no Go wrapper in between) on a second stack to run
	// the clobber blob, then records R14, RBP, X15 and RSP as enter left
	// them. Record: probeRecord.
	"callEnter": {
		i("mov qword ptr [rdi+0x38], rsp", 0x48, 0x89, 0x67, 0x38).at(probeRSPBeforeOff),
		i("push rdi", 0x57),
		i("mov r14, 0x1111111111111111", 0x49, 0xBE, 0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x11, 0x11),
		i("mov rbp, 0x2222222222222222", 0x48, 0xBD, 0x22, 0x22, 0x22, 0x22, 0x22, 0x22, 0x22, 0x22),
		i("sub rsp, 0x18", 0x48, 0x83, 0xEC, 0x18), // enter's three arguments
		i("mov rax, qword ptr [rdi]", 0x48, 0x8B, 0x07).at(probeCodeOff),
		i("mov qword ptr [rsp], rax", 0x48, 0x89, 0x04, 0x24),
		i("mov qword ptr [rsp+0x8], rdi", 0x48, 0x89, 0x7C, 0x24, 0x08), // state
		i("mov rax, qword ptr [rdi+0x8]", 0x48, 0x8B, 0x47, 0x08).at(probeStackTopOff),
		i("mov qword ptr [rsp+0x10], rax", 0x48, 0x89, 0x44, 0x24, 0x10),
		i("call qword ptr [rdi+0x10]", 0xFF, 0x57, 0x10).at(probeEnterOff),
		i("add rsp, 0x18", 0x48, 0x83, 0xC4, 0x18),
		i("pop rdi", 0x5F),
		i("mov qword ptr [rdi+0x40], rsp", 0x48, 0x89, 0x67, 0x40).at(probeRSPAfterOff),
		i("mov qword ptr [rdi+0x18], r14", 0x4C, 0x89, 0x77, 0x18).at(probeR14Off),
		i("mov qword ptr [rdi+0x20], rbp", 0x48, 0x89, 0x6F, 0x20).at(probeRBPOff),
		i("movq qword ptr [rdi+0x28], xmm15", 0x66, 0x44, 0x0F, 0xD6, 0x7F, 0x28).at(probeX15LoOff),
		i("movhpd qword ptr [rdi+0x30], xmm15", 0x66, 0x44, 0x0F, 0x17, 0x7F, 0x30).at(probeX15HiOff),
		i("ret", 0xC3),
	},
	// Counts iterations up to a limit, decrementing fuel at the loop header
	// and returning with exitFuel when it runs out. Record: fuelRecord.
	"fuelLoop": {
		i("mov rax, qword ptr [rdi+0x8]", 0x48, 0x8B, 0x47, 0x08).at(countOff),
		i("mov rcx, qword ptr [rdi+0x10]", 0x48, 0x8B, 0x4F, 0x10).at(limitOff),
		i("mov rdx, qword ptr [rdi]", 0x48, 0x8B, 0x17).at(fuelOff),
		// loop:
		i("sub rdx, 0x1", 0x48, 0x83, 0xEA, 0x01),
		i("jz .+0x19", 0x74, 0x19), // -> outOfFuel
		i("add rax, 0x1", 0x48, 0x83, 0xC0, 0x01),
		i("cmp rax, rcx", 0x48, 0x39, 0xC8),
		i("jb .-0xf", 0x72, 0xF1), // -> loop
		i("mov qword ptr [rdi+0x8], rax", 0x48, 0x89, 0x47, 0x08).at(countOff),
		i("mov qword ptr [rdi], rdx", 0x48, 0x89, 0x17).at(fuelOff),
		i("mov qword ptr [rdi+0x18], 0x1", 0x48, 0xC7, 0x47, 0x18, 0x01, 0x00, 0x00, 0x00).at(exitOff), // exitDone
		i("ret", 0xC3),
		// outOfFuel:
		i("mov qword ptr [rdi+0x8], rax", 0x48, 0x89, 0x47, 0x08).at(countOff),
		i("mov qword ptr [rdi+0x18], 0x2", 0x48, 0xC7, 0x47, 0x18, 0x02, 0x00, 0x00, 0x00).at(exitOff), // exitFuel
		i("ret", 0xC3),
	},
	// A patchable jump to one of two exits; the rel32 field is at offset 4.
	"patchable": {
		i("nop", 0x90),
		i("nop", 0x90),
		i("nop", 0x90),
		i("jmp .+0x0", 0xE9, 0x00, 0x00, 0x00, 0x00), // -> one (patched to two)
		// one (offset patchOne):
		i("mov qword ptr [rdi], 0x1", 0x48, 0xC7, 0x07, 0x01, 0x00, 0x00, 0x00).at(wordOff),
		i("ret", 0xC3),
		// two (offset patchTwo):
		i("mov qword ptr [rdi], 0x2", 0x48, 0xC7, 0x07, 0x02, 0x00, 0x00, 0x00).at(wordOff),
		i("ret", 0xC3),
	},
}

// Offsets in the patchable blob.
const (
	patchField = 4
	patchOne   = 8
	patchTwo   = 16
)

func TestBlobsDisassemble(t *testing.T) {
	for name, b := range blobs {
		var want, got []string
		code := b.bytes()
		for _, in := range b {
			want = append(want, in.asm)
		}
		for len(code) > 0 {
			inst, err := x86asm.Decode(code, 64)
			if err != nil {
				t.Fatalf("%s: % x: %v", name, code, err)
			}
			got = append(got, x86asm.IntelSyntax(inst, 0, nil))
			code = code[inst.Len:]
			checkField(t, name, b[len(got)-1], inst)
		}
		if d := cmp.Diff(want, got); d != "" {
			t.Errorf("%s disassembles differently (-comment +bytes):\n%s", name, d)
		}
	}
	p := blobs["patchable"].bytes()
	if !strings.HasPrefix(x86asm.IntelSyntax(mustDecode(t, p[patchField-1:]), 0, nil), "jmp") ||
		p[patchOne] != 0x48 || p[patchTwo] != 0x48 {
		t.Error("patchable blob offsets are stale")
	}
}

func mustDecode(t *testing.T, code []byte) x86asm.Inst {
	t.Helper()
	inst, err := x86asm.Decode(code, 64)
	if err != nil {
		t.Fatal(err)
	}
	return inst
}

// checkField checks that in addresses the record field it names with at,
// and names one if it addresses the record.
func checkField(t *testing.T, name string, in insn, inst x86asm.Inst) {
	t.Helper()
	for _, arg := range inst.Args {
		if m, ok := arg.(x86asm.Mem); ok && m.Base == x86asm.RDI {
			switch {
			case !in.hasField:
				t.Errorf("%s: %q addresses the record without naming the field's offset", name, in.asm)
			case m.Disp != in.field:
				t.Errorf("%s: %q addresses offset %#x, its field is at %#x", name, in.asm, m.Disp, in.field)
			}
			return
		}
	}
	if in.hasField {
		t.Errorf("%s: %q names a field but does not address the record", name, in.asm)
	}
}
