//go:build linux && amd64

package amd64

import (
	"fmt"

	"github.com/microjit/microjit/jitcore/backend/amd64/asm"
	"github.com/microjit/microjit/jitcore/ir"
)

// label lowers the loop header: the fuel check (DESIGN.md §5 rule 4),
// whose exit path emitStubs adds, then the back edge's target (the back
// edge checks the fuel itself).
func (g *gen) label() {
	a := &g.a
	g.labelBody = a.NewLabel()
	g.fuelExit = a.NewLabel()
	a.AluRI(asm.SUB, asm.W64, fuelReg, 1)
	a.Jcc(asm.CondE, g.fuelExit, asm.JumpLong)
	a.Align(loopAlign)
	a.Bind(g.labelBody)
	g.countArrival()
}

// loopAlign is the alignment of the back edge's target, and of every
// block of code (so that the target's offset in its block is its
// alignment in memory): a cache line, so that a loop body of up to 64
// bytes is fetched from one line. With 16, a 40-byte body that happened
// to straddle a line made toyvm's fibonacci 7% slower.
const loopAlign = 64

// jump lowers the final jump: to the own label as a parallel move of the
// new values into the label arguments' locations, or into another loop:
// as a parallel move into the registers of its inputs when it has a
// register entry, else through the values area (its entry loads its
// inputs from there).
func (g *gen) jump(op *ir.Op) error {
	a := &g.a
	if op.Aux < 0 {
		label := g.t.Ops[g.ra.label].Args
		// Like the executor, a label argument named twice takes the
		// later value.
		var moves []pmove
		for k, v := range label {
			dst := g.ra.locs[v]
			for m := range moves {
				if moves[m].dst.same(dst) {
					moves = append(moves[:m], moves[m+1:]...)
					break
				}
			}
			moves = append(moves, pmove{dst: dst, src: g.locOf(op.Args[k])})
		}
		g.parallelMove(moves)
		// The back edge burns the fuel itself, so an iteration takes
		// one branch (the preamble enters through the label's check).
		a.AluRI(asm.SUB, asm.W64, fuelReg, 1)
		a.Jcc(asm.CondNE, g.labelBody, asm.JumpAuto)
		a.Jmp(g.fuelExit, asm.JumpLong)
		return nil
	}
	target := g.targets[int(op.Aux)]
	if op.ToLabel() {
		return g.jumpToLabel(op, target)
	}
	if n := len(target.trace.Inputs); n != len(op.Args) {
		return fmt.Errorf("jump passes %d values to loop %d, which has %d inputs", len(op.Args), op.Aux, n)
	}
	entry := target.entry
	if target.regEntry != 0 {
		// Straight into the registers the target keeps its inputs in.
		var moves []pmove
		for k, dst := range target.inputs {
			if dst.kind != locNone {
				moves = append(moves, pmove{dst: dst, src: g.locOf(op.Args[k])})
			}
		}
		g.parallelMove(moves)
		entry = target.regEntry
	} else {
		g.saveValues(op.Args)
	}
	g.saveFuel()
	g.leaveFrame()
	g.farJump(entry)
	return nil
}

// farJump jumps to entry, an address in another block of code: a rel32
// that Compile fills in, or with indirect, through a register.
func (g *gen) farJump(entry uintptr) {
	a := &g.a
	if g.indirect {
		a.MovRI(asm.W64, scratch0, int64(entry))
		a.JmpReg(scratch0)
		return
	}
	next := a.NewLabel() // a placeholder target: Compile fills in the field
	g.farJumps = append(g.farJumps, farJump{a.PatchableJmp(next), entry})
	a.Bind(next)
}

// jumpToLabel lowers a jump to the label of another loop (ir's entry.go):
// the values go straight where that loop keeps its label's arguments, in
// registers and in its frame, which takes the place of this trace's
// (moveToFrame).
// The target's label entry loads its region base and the fuel, checks
// the fuel as the header does and goes on in the body:
//
//	jumper:  sub rsp, d | parallel move | add rsp, d; save fuel; jmp ──┐
//	target:  label entry: load base, load fuel ◄───────────────────────┘
//	         sub rbp, 1; jz fuelExit; jmp body
func (g *gen) jumpToLabel(op *ir.Op, target *code) error {
	if len(target.labelLocs) != len(op.Args) {
		return fmt.Errorf("jump passes %d values to the label of loop %d, which has %d", len(op.Args), op.Aux, len(target.labelLocs))
	}
	var moves []pmove
	for k, dst := range target.labelLocs {
		if dst.kind != locNone {
			moves = append(moves, pmove{dst: dst, src: g.locOf(op.Args[k])})
		}
	}
	g.moveToFrame(target.ra.frameSize(), moves)
	g.saveFuel()
	g.farJump(target.labelEntry)
	return nil
}

// labelEntry emits the way in for another trace's jump to the label
// (jumpToLabel), in a loop that has an Entry: it checks the fuel as the
// header does, then jumps past the header's alignment padding.
func (g *gen) labelEntry() {
	a := &g.a
	g.labelIn = a.NewLabel()
	a.Bind(g.labelIn)
	g.loadBase()
	g.loadFuel()
	a.AluRI(asm.SUB, asm.W64, fuelReg, 1)
	a.Jcc(asm.CondE, g.fuelExit, asm.JumpLong)
	a.Jmp(g.labelBody, asm.JumpLong)
}
