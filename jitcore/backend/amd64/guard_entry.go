//go:build linux && amd64

package amd64

import (
	"encoding/binary"
	"fmt"

	"github.com/microjit/microjit/jitcore/backend/amd64/asm"
	"github.com/microjit/microjit/jitcore/codeheap"
)

// A guard entry takes a bridge's inputs where its parent trace keeps the
// guard's live values, in registers and the parent's spill slots, instead
// of through the values area of the state record:
//
//	parent:  jcc stub ──► stub:  jmp next ─── patched ──► guard entry:
//	                             save snapshot ◄─┐          fuel check ──(out)─┐
//	                             delayed stores  │          delayed stores     │
//	                             jmp bridge      └───────── (fuel back) ◄──────┘
//	                                  │                     frame and moves
//	                                  ▼                          │
//	bridge:  entry: fuel check, frame, loads ──► loaded: ... ◄───┘
//
// The stub's path is the way in when the fuel is out: the bridge's entry
// then finds the inputs in the values area, as its fuel exit needs. A
// guard entry is made when the bridge is attached, in code of its own; it
// is not made for a bridge with a label, or when a delayed store of the
// guard needs a value the stub recovers (the stub path is kept then).

// guardEntry is one guard entry, for listings.
type guardEntry struct {
	block codeheap.Block
	size  int    // bytes of machine code in block
	from  string // the parent trace and guard
}

// addGuardEntry makes the guard entry of guard k of parent into bridge br
// and returns its executable address, or false if there is none.
func (b *Backend) addGuardEntry(parent *code, k int, br *code) (uintptr, bool) {
	bytes, jumps, ok := guardEntryCode(parent, k, br)
	if !ok {
		return 0, false
	}
	b.compileMu.Lock()
	defer b.compileMu.Unlock()
	block, err := b.heap.Alloc(len(bytes))
	if err != nil {
		return 0, false // over the code budget: the stub's path stays
	}
	// Its two ways out are direct jumps, now that its address is known.
	for _, j := range jumps {
		rel, ok := asm.Rel32(block.Addr+uintptr(j.field), j.target)
		if !ok {
			b.heap.Free(block)
			return 0, false
		}
		binary.LittleEndian.PutUint32(bytes[j.field:], uint32(rel))
	}
	if err := b.heap.Write(block, bytes); err != nil {
		b.heap.Free(block)
		return 0, false
	}
	br.guardEntries = append(br.guardEntries, guardEntry{block: block, size: len(bytes),
		from: fmt.Sprintf("guard op %d of %s", parent.guards[k].Op, parent.trace.Name)})
	return block.Addr, true
}

// farJump is a jmp rel32 of a guard entry, at offset field, to target.
type farJump struct {
	field  int
	target uintptr
}

// guardEntryCode generates the guard entry of guard k of parent into br,
// and the jumps out of it, whose rel32 fields are filled in once its
// address is known.
func guardEntryCode(parent *code, k int, br *code) ([]byte, []farJump, bool) {
	if br.loaded == 0 || br.ra.label >= 0 {
		return nil, nil, false
	}
	g := &gen{t: parent.trace, ra: parent.ra, flagsOf: -1}
	op := parent.guards[k].Op
	s := &g.t.Snapshots[g.t.Ops[op].Snap]
	for i := range s.Stores {
		for _, v := range s.Stores[i].Args {
			if g.recovered(op, v) {
				return nil, nil, false
			}
		}
	}
	a := &g.a
	// The fuel first: when it is out, nothing has happened yet and the
	// stub's path goes on as if there were no guard entry. A loop keeps
	// its fuel in fuelReg, which that path saves.
	fuel := func(op asm.AluOp) {
		if parent.ra.label >= 0 {
			a.AluRI(op, asm.W64, fuelReg, 1)
		} else {
			a.AluMI(op, asm.W64, stateField(offFuel), 1)
		}
	}
	out := a.NewLabel()
	fuel(asm.SUB)
	a.Jcc(asm.CondE, out, asm.JumpLong)
	g.saveFuel()
	for i := range s.Stores {
		st := &s.Stores[i]
		g.storeFrom(st, g.locOf(st.Args[0]), g.locOf(st.Args[1]))
	}
	live := parent.guards[k].Live
	var moves []pmove
	for i, dst := range br.inputs {
		if dst.kind == locNone {
			continue
		}
		src, add, less, shl := g.atGuard(op, live[i])
		if less.kind != locNone || shl != 0 {
			return nil, nil, false // a subtraction or a shift is no parallel move
		}
		moves = append(moves, pmove{dst: dst, src: src, add: add})
	}
	g.moveToFrame(br.ra.frameSize(), moves)
	end := a.NewLabel() // a placeholder target: the fields are filled in later
	jumps := []farJump{{a.PatchableJmp(end), br.loaded}}
	a.Bind(out)
	fuel(asm.ADD) // back as it was: the stub's path counts it again
	jumps = append(jumps, farJump{a.PatchableJmp(end), parent.block.Addr + uintptr(parent.exitPaths[k])})
	a.Bind(end)
	bytes, err := a.Finish()
	return bytes, jumps, err == nil
}
