//go:build linux && amd64

package amd64

import (
	"fmt"
	"slices"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/backend/amd64/asm"
	"github.com/microjit/microjit/jitcore/backend/amd64/native"
	"github.com/microjit/microjit/jitcore/codeheap"
	"github.com/microjit/microjit/jitcore/ir"
)

// Calls of compiled functions (ir's function.go) are native calls: the
// caller writes the callee's inputs to the values area and CALLs its
// entry; the callee returns its result in RAX with RET. Run enters all
// code through a trampoline, so that a return from the frame compiled
// code was entered in comes back to it too:
//
//	native stack                         code
//	| return into enter   | <- entrySP   enter:       call trampoline
//	| return into tramp.  |              trampoline:  mov rax, [target]
//	| entered trace's     |                           call rax
//	| frame               |                           mov [callResult], rax
//	| return into trace   | <- call_trace             exitReason = 4; ret
//	| callee's frame      |
//	| ...                 | <- exitSP (at an exit)
//
// Values live across a call are kept in their frame's slots (allocate),
// so that what a caller needs is in memory while its callee runs. Every
// exit leaves from wherever it is (leave: RSP is kept in exitSP and
// restored from entrySP, so RET returns into enter); a resume restores
// exitSP, the frames still in place. When a guard fails below calls, Run
// walks the stack from exitSP to the trampoline's return address: each
// return address names a call site (Backend.returns), whose caller's
// frame sits right above it and holds the site's live values.
//
// A function trace's enter guard fails when the code may not nest one
// more activation: the depth the language allows (state.depth, counted
// down by enter and up by return) or the native stack (stackLimit).

// stackSize is the size of the native stack: room for deep calls of
// compiled functions (pages are touched as calls go down). Below
// functionStackReserve from its bottom, a function trace does not start.
const (
	stackSize            = 4 << 20
	functionStackReserve = 256 << 10
	// maxFrameBytes bounds a trace's frame, so that one frame always
	// fits in what enter keeps in reserve.
	maxFrameBytes = 64 << 10
)

// callSite locates a call of a compiled function by its return address.
type callSite struct {
	c *code
	k int // index among c.callSites
}

// newTrampoline places the code every Run enters through.
func newTrampoline(heap *codeheap.Heap) (codeheap.Block, error) {
	var a asm.Assembler
	a.MovRM(asm.W64, scratch0, stateField(offTarget))
	a.CallReg(scratch0)
	a.MovMR(asm.W64, stateField(offCallResult), scratch0)
	a.MovMI(asm.W64, stateField(offExitReason), exitReturn)
	a.Ret()
	bytes, err := a.Finish()
	if err != nil {
		return codeheap.Block{}, err
	}
	block, err := heap.Alloc(len(bytes))
	if err != nil {
		return codeheap.Block{}, err
	}
	if err := heap.Write(block, bytes); err != nil {
		heap.Free(block)
		return codeheap.Block{}, err
	}
	return block, nil
}

// enter lowers a function trace's enter guard: one activation fewer
// allowed, and room on the native stack for what it may call.
func (g *gen) enter(i int) {
	a := &g.a
	s := stub{label: a.NewLabel(), guard: g.nguards, op: i}
	g.nguards++
	g.stubs = append(g.stubs, s)
	a.AluMI(asm.SUB, asm.W64, stateField(offDepth), 1)
	a.Jcc(asm.CondS, s.label, asm.JumpLong)
	a.AluRM(asm.CMP, asm.W64, asm.RSP, stateField(offStackLimit))
	a.Jcc(asm.CondB, s.label, asm.JumpLong)
}

// callTrace lowers call_trace: the inputs of the callee to the values
// area, the call, the result from RAX. The fuel goes through the state
// record, and the region base is loaded again: the callee may have used
// RBP and RBX.
func (g *gen) callTrace(i int, op *ir.Op) {
	a := &g.a
	for k, v := range op.Args {
		g.move(memLoc(valueSlot(k)), g.locOf(v))
	}
	g.saveFuel()
	switch {
	case op.Aux < 0:
		a.Call(g.entryLabel) // the trace itself
	case g.indirect:
		a.MovRI(asm.W64, scratch0, int64(g.callees[int(op.Aux)].entry))
		a.CallReg(scratch0)
	default:
		next := a.NewLabel() // a placeholder: Compile fills in the field
		g.farJumps = append(g.farJumps, farJump{a.Call(next), g.callees[int(op.Aux)].entry})
		a.Bind(next)
	}
	ret := a.NewLabel()
	a.Bind(ret)
	g.returns = append(g.returns, ret)
	g.loadFuel()
	g.loadBase()
	if d := g.ra.locs[i]; d.kind != locNone {
		g.move(d, regLoc(scratch0))
	}
}

// ret lowers return: the result in RAX, one more activation allowed, and
// RET to the caller (another trace, or the trampoline).
func (g *gen) ret(op *ir.Op) {
	a := &g.a
	g.toReg(scratch0, op.Args[0])
	a.AluMI(asm.ADD, asm.W64, stateField(offDepth), 1)
	g.leaveFrame()
	a.Ret()
}

// checkCalls resolves the callees of t's call_trace ops: compiled
// function traces of this backend.
func checkCalls(t *ir.Trace, loops func(int) backend.Code) (map[int]*code, error) {
	callees := map[int]*code{}
	for i := range t.Ops {
		op := &t.Ops[i]
		if op.Code != ir.OpCallTrace {
			continue
		}
		if len(op.Args) > maxValues {
			return nil, fmt.Errorf("amd64: op %d passes %d values, more than %d", i, len(op.Args), maxValues)
		}
		if op.Aux < 0 {
			continue
		}
		callee, ok := loops(int(op.Aux)).(*code)
		if !ok || callee.trace.Kind != ir.Function {
			return nil, fmt.Errorf("amd64: op %d calls function %d, which is not a native function trace", i, op.Aux)
		}
		callees[int(op.Aux)] = callee
	}
	return callees, nil
}

// walkCalls returns the calls an exit at RSP sp of stack went through,
// outermost first, with the values live across each (callers).
func (b *Backend) walkCalls(stack *native.Stack, sp uintptr) []backend.Call {
	var calls []backend.Call
	b.callers(stack, sp, func(site callSite, caller uintptr) {
		s := site.c.callSites[site.k]
		live := make([]int64, len(s.Live))
		for j, v := range s.Live {
			base, disp, ok := site.c.ra.locs[v].mem.BaseDisp()
			if site.c.ra.locs[v].kind != locMem || !ok || base != asm.RSP {
				panic(fmt.Sprintf("amd64: a value live across call site %d of %s is not in its frame", site.k, site.c.trace.Name))
			}
			live[j] = int64(stack.Word(caller + uintptr(disp)))
		}
		calls = append(calls, backend.Call{Site: s, Live: live})
	})
	slices.Reverse(calls) // walked innermost first
	return calls
}
