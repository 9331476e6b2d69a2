package asm

import (
	"encoding/binary"
	"strings"
	"testing"

	"github.com/google/go-cmp/cmp"
	"golang.org/x/arch/x86/x86asm"
)

// decodeAll decodes code as a sequence of instructions, failing on bytes
// that do not decode.
func decodeAll(t *testing.T, code []byte) []x86asm.Inst {
	t.Helper()
	var insts []x86asm.Inst
	for pc := 0; pc < len(code); {
		inst, err := x86asm.Decode(code[pc:], 64)
		if err != nil {
			t.Fatalf("decode at %#x (% x): %v", pc, code, err)
		}
		insts = append(insts, inst)
		pc += inst.Len
	}
	return insts
}

// jumpTarget decodes the jump at pc and returns its target offset and length.
func jumpTarget(t *testing.T, code []byte, pc int) (target, length int) {
	t.Helper()
	inst, err := x86asm.Decode(code[pc:], 64)
	if err != nil {
		t.Fatalf("decode at %#x: %v", pc, err)
	}
	rel, ok := inst.Args[0].(x86asm.Rel)
	if !ok {
		t.Fatalf("at %#x: %v is not a relative jump", pc, inst)
	}
	return pc + inst.Len + int(rel), inst.Len
}

func TestJumps(t *testing.T) {
	tests := []struct {
		name     string
		gap      int // NOP bytes between jump and label
		backward bool
		cond     bool
		size     JumpSize
		wantLen  int // length of the jump
	}{
		{"fwd short", 10, false, false, JumpShort, 2},
		{"fwd short max", 127, false, false, JumpShort, 2},
		{"fwd long", 10, false, false, JumpLong, 5},
		{"fwd long far", 100000, false, false, JumpLong, 5},
		{"fwd auto", 0, false, false, JumpAuto, 5},
		{"back short", 10, true, false, JumpShort, 2},
		{"back short max", 126, true, false, JumpShort, 2},
		{"back long", 10, true, false, JumpLong, 5},
		{"back auto near", 126, true, false, JumpAuto, 2},
		{"back auto far", 127, true, false, JumpAuto, 5},
		{"back auto very far", 70000, true, false, JumpAuto, 5},
		{"jcc fwd short max", 127, false, true, JumpShort, 2},
		{"jcc fwd long", 300, false, true, JumpLong, 6},
		{"jcc fwd auto", 3, false, true, JumpAuto, 6},
		{"jcc back short max", 126, true, true, JumpShort, 2},
		{"jcc back auto near", 0, true, true, JumpAuto, 2},
		{"jcc back auto far", 127, true, true, JumpAuto, 6},
		{"jcc back long", 5, true, true, JumpLong, 6},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var a Assembler
			a.Nop(3) // nothing may assume the code starts at the jump
			l := a.NewLabel()
			jump := func() {
				if tt.cond {
					a.Jcc(CondLE, l, tt.size)
				} else {
					a.Jmp(l, tt.size)
				}
			}
			var at, label int
			if tt.backward {
				a.Bind(l)
				label = a.Len()
				a.Nop(tt.gap)
				at = a.Len()
				jump()
			} else {
				at = a.Len()
				jump()
				a.Nop(tt.gap)
				label = a.Len()
				a.Bind(l)
			}
			a.Ret()
			code, err := a.Finish()
			if err != nil {
				t.Fatal(err)
			}
			target, n := jumpTarget(t, code, at)
			if target != label || n != tt.wantLen {
				t.Errorf("jump at %#x: target %#x, length %d; want %#x, %d", at, target, n, label, tt.wantLen)
			}
			if off, ok := a.LabelOffset(l); !ok || off != label {
				t.Errorf("LabelOffset = %#x, %v; want %#x", off, ok, label)
			}
			decodeAll(t, code)
		})
	}
}

func TestShortJumpOutOfRange(t *testing.T) {
	for _, tt := range []struct {
		name string
		emit func(a *A, l Label)
	}{
		{"forward", func(a *A, l Label) { a.Jmp(l, JumpShort); a.Nop(128); a.Bind(l) }},
		{"backward", func(a *A, l Label) { a.Bind(l); a.Nop(127); a.Jcc(CondE, l, JumpShort) }},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var a Assembler
			tt.emit(&a, a.NewLabel())
			if _, err := a.Finish(); err == nil || !strings.Contains(err.Error(), "out of rel8 range") {
				t.Errorf("Finish error = %v, want out of rel8 range", err)
			}
		})
	}
}

func TestUnboundLabel(t *testing.T) {
	var a Assembler
	a.NewLabel() // never used: fine
	a.Jmp(a.NewLabel(), JumpLong)
	if _, err := a.Finish(); err == nil || !strings.Contains(err.Error(), "never bound") {
		t.Errorf("Finish error = %v, want never bound", err)
	}
}

// TestLabelManyUses: a loop with references before and after Bind, and
// several labels, decodes to the intended control flow.
func TestLabelManyUses(t *testing.T) {
	var a Assembler
	top, exit, data := a.NewLabel(), a.NewLabel(), a.NewLabel()
	a.Jmp(top, JumpLong) // forward to top
	a.Bind(top)
	a.MovsdRM(X0, PtrLabel(data)) // forward RIP-relative
	a.AluRI(SUB, W64, RCX, 1)
	a.Jcc(CondE, exit, JumpShort) // forward
	a.Jcc(CondE, exit, JumpLong)  // forward, second use
	a.Jmp(top, JumpAuto)          // backward, short
	a.Bind(exit)
	a.Ret()
	a.Align(8)
	a.Bind(data)
	a.Data64(0x3FF0000000000000)
	a.MovRM(W64, RAX, PtrLabel(data)) // backward RIP-relative
	code, err := a.Finish()
	if err != nil {
		t.Fatal(err)
	}
	topOff, _ := a.LabelOffset(top)
	exitOff, _ := a.LabelOffset(exit)
	dataOff, _ := a.LabelOffset(data)
	if dataOff%8 != 0 {
		t.Errorf("data at %#x, not 8-aligned", dataOff)
	}
	if got := binary.LittleEndian.Uint64(code[dataOff:]); got != 0x3FF0000000000000 {
		t.Errorf("data = %#x", got)
	}
	var targets []int
	for pc := 0; pc < dataOff; {
		inst, err := x86asm.Decode(code[pc:], 64)
		if err != nil {
			t.Fatal(err)
		}
		for _, arg := range inst.Args {
			switch arg := arg.(type) {
			case x86asm.Rel:
				targets = append(targets, pc+inst.Len+int(arg))
			case x86asm.Mem:
				if arg.Base == x86asm.RIP {
					targets = append(targets, pc+inst.Len+int(int32(arg.Disp)))
				}
			}
		}
		pc += inst.Len
	}
	want := []int{topOff, dataOff, exitOff, exitOff, topOff}
	if diff := cmp.Diff(want, targets); diff != "" {
		t.Errorf("jump and RIP targets (-want +got):\n%s", diff)
	}
	load := dataOff + 8
	inst, err := x86asm.Decode(code[load:], 64)
	if err != nil {
		t.Fatal(err)
	}
	if m := inst.Args[1].(x86asm.Mem); m.Base != x86asm.RIP || load+inst.Len+int(int32(m.Disp)) != dataOff {
		t.Errorf("backward RIP load %v does not address %#x", inst, dataOff)
	}
}

func TestPatchableJumps(t *testing.T) {
	for start := range 8 {
		for _, cond := range []bool{false, true} {
			var a Assembler
			a.Nop(start)
			exit, bridge := a.NewLabel(), a.NewLabel()
			var field int
			if cond {
				field = a.PatchableJcc(CondNE, exit)
			} else {
				field = a.PatchableJmp(exit)
			}
			a.Ret()
			a.Bind(exit)
			a.MovRI(W64, RAX, 1)
			a.Ret()
			a.Bind(bridge)
			a.MovRI(W64, RAX, 2)
			a.Ret()
			code, err := a.Finish()
			if err != nil {
				t.Fatal(err)
			}
			if field%4 != 0 {
				t.Fatalf("start %d cond %v: rel32 field at %#x is not 4-aligned", start, cond, field)
			}
			opLen := 1
			if cond {
				opLen = 2
			}
			if pad := field - opLen - start; pad < 0 || pad > 3 {
				t.Fatalf("start %d cond %v: %d bytes of padding", start, cond, pad)
			}
			insts := decodeAll(t, code[:field-opLen])
			for _, inst := range insts {
				if inst.Op != x86asm.NOP {
					t.Fatalf("padding holds %v", inst)
				}
			}
			exitOff, _ := a.LabelOffset(exit)
			if target, n := jumpTarget(t, code, field-opLen); target != exitOff || n != opLen+4 {
				t.Fatalf("start %d cond %v: jump to %#x (length %d), want %#x", start, cond, target, n, exitOff)
			}
			// Retarget the jump to the bridge, as the code heap would.
			bridgeOff, _ := a.LabelOffset(bridge)
			rel, ok := Rel32(uintptr(field), uintptr(bridgeOff))
			if !ok {
				t.Fatal("Rel32 out of range")
			}
			binary.LittleEndian.PutUint32(code[field:], uint32(rel))
			if target, _ := jumpTarget(t, code, field-opLen); target != bridgeOff {
				t.Errorf("patched jump goes to %#x, want %#x", target, bridgeOff)
			}
		}
	}
}

func TestAlignPatchableJmp(t *testing.T) {
	for start := range 8 {
		var a Assembler
		a.Nop(start)
		a.AlignPatchableJmp()
		at := a.Len()
		l := a.NewLabel()
		if field := a.PatchableJmp(l); field != at+1 {
			t.Errorf("start %d: jmp at %d has its field at %d: padded again", start, at, field)
		}
		a.Bind(l)
		if _, err := a.Finish(); err != nil {
			t.Fatal(err)
		}
	}
}

func TestRel32(t *testing.T) {
	for _, tt := range []struct {
		field, target uintptr
		want          int32
		ok            bool
	}{
		{0x1000, 0x1004, 0, true},
		{0x1000, 0x1000, -4, true},
		{0x7f0000001000, 0x7f0000000000, -0x1004, true},
		{0x1000, 0x1004 + 0x7fffffff, 0x7fffffff, true},
		{0x1000, 0x1004 + 0x80000000, 0, false},
		{0x80001000, 0x1004 - 0, -0x80000000, true},
		{0x80001001, 0x1004, 0, false},
	} {
		got, ok := Rel32(tt.field, tt.target)
		if ok != tt.ok || ok && got != tt.want {
			t.Errorf("Rel32(%#x, %#x) = %d, %v; want %d, %v", tt.field, tt.target, got, ok, tt.want, tt.ok)
		}
	}
}

func TestNopAndAlign(t *testing.T) {
	for n := range 40 {
		var a Assembler
		a.Nop(n)
		if a.Len() != n {
			t.Fatalf("Nop(%d) emitted %d bytes", n, a.Len())
		}
		for _, inst := range decodeAll(t, a.Bytes()) {
			if inst.Op != x86asm.NOP {
				t.Fatalf("Nop(%d) emitted %v", n, inst)
			}
		}
	}
	for start := range 70 {
		for _, align := range []int{1, 2, 4, 8, 16, 32, 64} {
			var a Assembler
			a.Nop(start)
			a.Align(align)
			if a.Len()%align != 0 || a.Len()-start >= align {
				t.Errorf("Align(%d) after %d bytes: at %d", align, start, a.Len())
			}
		}
	}
}

func TestReset(t *testing.T) {
	var a Assembler
	l := a.NewLabel()
	a.Jmp(l, JumpShort)
	a.Nop(200)
	a.Bind(l)
	if _, err := a.Finish(); err == nil {
		t.Fatal("expected an error")
	}
	a.Reset()
	func() {
		defer func() {
			if recover() == nil {
				t.Error("a label made before Reset was accepted")
			}
		}()
		a.Bind(l)
	}()
	a.Ret()
	code, err := a.Finish()
	if err != nil || len(code) != 1 || code[0] != 0xC3 {
		t.Errorf("after Reset: % x, %v", code, err)
	}
}

func TestCondInvert(t *testing.T) {
	pairs := [][2]Cond{{CondO, CondNO}, {CondB, CondAE}, {CondE, CondNE}, {CondBE, CondA},
		{CondS, CondNS}, {CondP, CondNP}, {CondL, CondGE}, {CondLE, CondG}}
	for _, p := range pairs {
		if p[0].Invert() != p[1] || p[1].Invert() != p[0] {
			t.Errorf("%v.Invert() = %v, %v.Invert() = %v", p[0], p[0].Invert(), p[1], p[1].Invert())
		}
	}
	if CondZ != CondE || CondNZ != CondNE || CondC != CondB || CondNC != CondAE {
		t.Error("condition aliases are wrong")
	}
}

// TestCall: call l decodes as a call of l, forward and backward, and
// returns the offset of its rel32 field.
func TestCall(t *testing.T) {
	var a Assembler
	fn, back := a.NewLabel(), a.NewLabel()
	a.Bind(back)
	forward := a.Call(fn)
	backward := a.Call(back)
	a.Ret()
	a.Bind(fn)
	a.Ret()
	code, err := a.Finish()
	if err != nil {
		t.Fatal(err)
	}
	fnOff, _ := a.LabelOffset(fn)
	for _, tt := range []struct{ field, target int }{{forward, fnOff}, {backward, 0}} {
		pc := tt.field - 1
		inst, err := x86asm.Decode(code[pc:], 64)
		if err != nil {
			t.Fatal(err)
		}
		rel, ok := inst.Args[0].(x86asm.Rel)
		if inst.Op != x86asm.CALL || !ok || inst.Len != 5 || pc+inst.Len+int(rel) != tt.target {
			t.Errorf("at %#x: %v, want call %#x", pc, inst, tt.target)
		}
	}
}
