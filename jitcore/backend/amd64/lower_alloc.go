//go:build linux && amd64

package amd64

import (
	"github.com/microjit/microjit/jitcore/backend/amd64/asm"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
)

// allocate lowers new (ir/alloc.go) to an inline bump allocation. The
// region table gives the allocation record (region R) and the current
// space (region R+1); Run refreshes both at every entry and after every
// call, so a collection between runs is seen. The limit check comes
// before any store, so a full heap leaves through the guard's stub with
// nothing written:
//
//	mov r11, [rdi+regions[R].base]      ; the AllocRecord
//	mov rax, [r11+Top]
//	lea rcx, [rax+n]
//	cmp rcx, [r11+Limit]
//	ja  stub                            ; full: exit, resume the interpreter
//	mov [r11+Top], rcx
//	mov r11, [rdi+regions[R+1].base]    ; the space
//	mov qword [r11+rax*8], header       ; (through rcx if it needs 64 bits)
//	mov qword [r11+rax*8+8k], 0         ; k = 1 .. n-1: the zeroed body
//	shl rax, 16; or rax, RefTagBits     ; the ref
func (g *gen) allocate(i int, op *ir.Op) {
	a := &g.a
	s := stub{label: a.NewLabel(), guard: g.nguards, op: i}
	g.nguards++
	g.stubs = append(g.stubs, s)
	n := ir.NewWords(op.Aux)
	a.MovRM(asm.W64, scratch2, regionBase(op.Region))
	a.MovRM(asm.W64, scratch0, asm.Ptr(scratch2, heap.AllocTopOffset))
	a.Lea(asm.W64, scratch1, asm.Ptr(scratch0, int32(n)))
	a.AluRM(asm.CMP, asm.W64, scratch1, asm.Ptr(scratch2, heap.AllocLimitOffset))
	a.Jcc(asm.CondA, s.label, asm.JumpLong)
	a.MovMR(asm.W64, asm.Ptr(scratch2, heap.AllocTopOffset), scratch1)
	a.MovRM(asm.W64, scratch2, regionBase(op.Region+1))
	word := func(k int64) asm.Mem {
		return asm.PtrIndex(scratch2, scratch0, asm.Scale8, int32(k*heap.WordBytes))
	}
	if fitsInt32(op.Aux) {
		a.MovMI(asm.W64, word(0), int32(op.Aux))
	} else {
		a.MovRI(asm.W64, scratch1, op.Aux)
		a.MovMR(asm.W64, word(0), scratch1)
	}
	for k := int64(1); k < n; k++ {
		a.MovMI(asm.W64, word(k), 0)
	}
	if d := g.ra.locs[i]; d.kind != locNone {
		a.ShiftRI(asm.SHL, asm.W64, scratch0, heap.PayloadShift)
		a.AluRI(asm.OR, asm.W64, scratch0, int32(heap.RefTagBits))
		g.move(d, regLoc(scratch0))
	}
}

// refAddr lowers ref_addr: the ref's word offset times the word size.
func (g *gen) refAddr(i int, op *ir.Op) {
	t := g.resultReg(i)
	g.toReg(t, op.Args[0])
	g.a.ShiftRI(asm.SHR, asm.W64, t, heap.PayloadShift)
	g.a.ShiftRI(asm.SHL, asm.W64, t, 3)
	g.move(g.ra.locs[i], regLoc(t))
}
