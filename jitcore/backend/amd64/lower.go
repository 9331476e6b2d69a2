//go:build linux && amd64

package amd64

import (
	"fmt"

	"github.com/microjit/microjit/jitcore/backend/amd64/asm"
	"github.com/microjit/microjit/jitcore/ir"
)

// gen lowers one trace to machine code.
type gen struct {
	a  asm.Assembler
	t  *ir.Trace
	ra *alloc
	// guardIDs[k] is the backend-wide id of the trace's guard k.
	guardIDs []int
	nguards  int // guards lowered so far
	// callIDs[k] is the backend-wide id of the trace's call op k
	// (callout.go); ncalls counts the calls lowered so far.
	callIDs []int
	ncalls  int
	// targets[id] is the compiled loop id that a jump enters; callees[id]
	// the compiled function a call_trace calls.
	targets map[int]*code
	callees map[int]*code
	// returns label the return address of each call_trace, in op order
	// (function.go).
	returns []asm.Label
	// farJumps are the jumps into other loops, whose rel32 fields
	// Compile fills in once the code's address is known; with indirect
	// set (a target out of rel32 range) they are jmp through a register.
	farJumps []farJump
	indirect bool
	// stubs are the out-of-line guard exits, emitted after the body.
	stubs []stub
	// invalidations are the guard_not_invalidated jumps (lower_guard.go).
	invalidations []invalidation
	// cold emits the out-of-line paths of ops (a scan's fuel exit),
	// after the stubs.
	cold []func()
	// fields[k] is the offset of the rel32 field of guard k's patchable
	// jump to a bridge's entry; entryFields[k] that of the jump at the
	// start of its stub, which a bridge's guard entry takes over, and
	// exitPaths[k] labels the stub's own path right after that jump.
	fields      []int
	entryFields []int
	exitPaths   []asm.Label
	// out-of-line pieces emitted after the body.
	guardExit  asm.Label
	labelBody  asm.Label // after the header's fuel check
	labelIn    asm.Label // the label entry (jumpToLabel), in a loop with an Entry
	fuelExit   asm.Label // fuel ran out at the header
	entryFuel  asm.Label // fuel ran out at the entry of a trace without a label
	entryLabel asm.Label
	// inputs[k] is where the trace keeps input k (locNone: unused).
	inputs []loc
	// regEntry, unless zero, is the entry with the inputs already in
	// their registers and the fuel in the state record (see lower).
	regEntry asm.Label
	// loaded, in a trace without a label, is where the entry has checked
	// the fuel, entered the frame and loaded the inputs: where a guard
	// entry goes on (guard_entry.go).
	loaded asm.Label
	// flagsOf is the add, sub or mul op whose instruction set the flags
	// last (-1: none), so that the overflow test right after it is its
	// overflow flag (flags.go).
	flagsOf int
	// signFlags marks the fused compares with 0 that read the flags of
	// the add or sub right before them instead of a compare (signConds).
	signFlags map[int]bool
	// counter is the trace's arrival counter, or nil (counters.go).
	counter *int64
}

// stub is a guard's exit path.
type stub struct {
	label asm.Label
	guard int // index among the trace's guards
	op    int
}

// lower generates the code of t. Its result is position independent
// except for jumps to other loops: rel32 fields that Compile fills in
// (g.farJumps), or with indirect, absolute addresses in a register.
// g, if not nil, is a gen of an earlier trace whose buffers to reuse: a
// backend encodes each trace into the same memory, which it then copies
// into the code heap.
func lower(g *gen, t *ir.Trace, ra *alloc, guardIDs, callIDs []int, targets, callees map[int]*code, indirect bool, counter *int64) (*gen, error) {
	if g == nil {
		g = &gen{}
	}
	g.a.Reset()
	clear(g.signFlags)
	*g = gen{a: g.a, stubs: g.stubs[:0], invalidations: g.invalidations[:0], cold: g.cold[:0], farJumps: g.farJumps[:0], returns: g.returns[:0], signFlags: g.signFlags,
		t: t, ra: ra, guardIDs: guardIDs, callIDs: callIDs, targets: targets, callees: callees, flagsOf: -1, indirect: indirect, counter: counter}
	a := &g.a
	g.guardExit = a.NewLabel()
	g.entryLabel = a.NewLabel()
	a.Bind(g.entryLabel)
	if ra.label < 0 {
		// Every cycle of code passes a fuel check: at a label, or here.
		g.entryFuel = a.NewLabel()
		a.AluMI(asm.SUB, asm.W64, stateField(offFuel), 1)
		a.Jcc(asm.CondE, g.entryFuel, asm.JumpLong)
	}
	// A loop whose inputs all live in registers loads them before it
	// enters its frame: a jump from another trace moves its values
	// straight into those registers and enters at regEntry.
	g.inputs = ra.inputLocs(t)
	byRegs := ra.label >= 0 && inRegisters(g.inputs)
	if !byRegs {
		g.enterFrame()
	}
	for k, l := range g.inputs {
		if l.kind != locNone {
			g.move(l, memLoc(valueSlot(k)))
		}
	}
	if byRegs {
		g.regEntry = a.NewLabel()
		a.Bind(g.regEntry)
		g.enterFrame()
	}
	if ra.label < 0 {
		g.loaded = a.NewLabel()
		a.Bind(g.loaded)
		g.countArrival()
	}
	g.loadBase()
	g.loadFuel()
	for i := range t.Ops {
		if err := g.lowerOp(i); err != nil {
			return nil, fmt.Errorf("op %d (%s): %v", i, t.OpString(ir.Value(i), nil), err)
		}
	}
	g.emitStubs()
	return g, nil
}

// skipped reports whether op i emits no code: an input, a call's result
// (the call takes it), or a pure op or load nobody needs (a value only
// exits need is recomputed there).
func (g *gen) skipped(i int) bool {
	op := &g.t.Ops[i]
	if op.Code == ir.OpInput || op.Code == ir.OpCallResult {
		return true
	}
	dead := op.Type != ir.Void && g.ra.end[i] < 0 && !g.ra.fused[i]
	return dead && (op.Code.Info().Pure || op.Code == ir.OpLoad8U || op.Code == ir.OpLoad64 || op.Code == ir.OpRegionLen || op.Code == ir.OpScan8)
}

// lowerOp emits op i.
func (g *gen) lowerOp(i int) error {
	op := &g.t.Ops[i]
	info := op.Code.Info()
	if g.skipped(i) {
		return nil // the flags stay those of the op before
	}
	prevFlags := g.flagsOf
	g.flagsOf = -1
	switch {
	case op.Code == ir.OpLabel:
		g.label()
	case op.Code == ir.OpJump:
		return g.jump(op)
	case op.Code == ir.OpEnter:
		g.enter(i)
	case op.Code == ir.OpCallTrace:
		g.callTrace(i, op)
	case op.Code == ir.OpReturn:
		g.ret(op)
	case op.Code == ir.OpNew:
		g.allocate(i, op)
	case op.Code == ir.OpRefAddr:
		g.refAddr(i, op)
	case op.Code == ir.OpGuardNotInvalidated:
		g.notInvalidated(i)
	case op.Code == ir.OpPoll:
		g.poll(i, op)
	case info.Guard:
		g.guard(i, op)
	case op.Code.IsCall():
		g.call(i, op)
	case op.Code.IsMemory():
		g.memory(i, op)
	case g.ra.fused[i]:
		g.compareFused(i, op, prevFlags)
	case op.Code.IsOverflowTest():
		g.overflowFlags(i, op, prevFlags)
		g.setBool(i, asm.CondO)
	case op.Type == ir.Float || isFloatOperand(op.Code):
		g.float(i, op)
	case info.Pure:
		g.integer(i, op)
	default:
		return fmt.Errorf("amd64: cannot lower %s", op.Code)
	}
	return nil
}

// enterFrame and leaveFrame allocate and free the trace's spill slots.
func (g *gen) enterFrame() {
	if f := g.ra.frameSize(); f > 0 {
		g.a.AluRI(asm.SUB, asm.W64, asm.RSP, f)
	}
}

func (g *gen) leaveFrame() {
	if f := g.ra.frameSize(); f > 0 {
		g.a.AluRI(asm.ADD, asm.W64, asm.RSP, f)
	}
}

// loadBase loads the base of the pinned region into baseReg: at entry and
// after every exit that Run may have changed the regions in.
func (g *gen) loadBase() {
	if g.ra.base >= 0 {
		g.a.MovRM(asm.W64, baseReg, regionBase(g.ra.base))
	}
}

// loadFuel and saveFuel move the fuel between the state record and
// fuelReg, in a trace with a label (elsewhere the fuel stays in memory).
func (g *gen) loadFuel() {
	if g.ra.label >= 0 {
		g.a.MovRM(asm.W64, fuelReg, stateField(offFuel))
	}
}

func (g *gen) saveFuel() {
	if g.ra.label >= 0 {
		g.a.MovMR(asm.W64, stateField(offFuel), fuelReg)
	}
}

// exitTo leaves native code with reason, to be resumed at resume, which
// restores RSP first (restoreSP): the frames stay where they are, this
// trace's and those of the calls of compiled code it runs in.
func (g *gen) exitTo(reason int32, resume asm.Label) {
	a := &g.a
	a.Lea(asm.W64, scratch0, asm.PtrLabel(resume))
	a.MovMR(asm.W64, stateField(offResume), scratch0)
	a.MovMI(asm.W64, stateField(offExitReason), reason)
	g.leave()
}

// leave returns to Run from wherever the code is, however deep in calls
// of compiled code: it keeps RSP in the state record (an exit through
// calls is walked from there, a resume restores it) and returns from
// the stack pointer the code was entered with.
func (g *gen) leave() {
	a := &g.a
	a.MovMR(asm.W64, stateField(offExitSP), asm.RSP)
	a.MovRM(asm.W64, asm.RSP, stateField(offEntrySP))
	a.Ret()
}

// restoreSP is the first instruction of a resume: RSP as the exit left it.
func (g *gen) restoreSP() { g.a.MovRM(asm.W64, asm.RSP, stateField(offExitSP)) }

// resultReg is the register op i's integer result is computed in: its
// own register, unless that is also where one of avoid lives, else
// scratch0.
func (g *gen) resultReg(i int, avoid ...ir.Value) asm.Reg {
	d := g.ra.locs[i]
	if d.kind != locReg || g.clashes(d, avoid) {
		return scratch0
	}
	return d.reg
}

// resultXReg is resultReg for float results.
func (g *gen) resultXReg(i int, avoid ...ir.Value) asm.XReg {
	d := g.ra.locs[i]
	if d.kind != locXReg || g.clashes(d, avoid) {
		return xscratch0
	}
	return d.xreg
}

// clashes reports whether one of vs lives where d is.
func (g *gen) clashes(d loc, vs []ir.Value) bool {
	for _, v := range vs {
		if g.locOf(v).same(d) {
			return true
		}
	}
	return false
}

// emitStubs emits the out-of-line code after the body: guard exit stubs,
// the fuel exits, and the common guard exit.
func (g *gen) emitStubs() {
	a := &g.a
	g.fields = make([]int, len(g.stubs))
	g.entryFields = make([]int, len(g.stubs))
	g.exitPaths = make([]asm.Label, len(g.stubs))
	for _, s := range g.stubs {
		// A jump to the next instruction until a bridge with a guard
		// entry is attached; the padding before it is not run.
		a.AlignPatchableJmp()
		a.Bind(s.label)
		exit := a.NewLabel()
		g.entryFields[s.guard] = a.PatchableJmp(exit)
		a.Bind(exit)
		g.exitPaths[s.guard] = exit
		g.saveSnapshot(s.op)
		g.delayedStores(s.op)
		g.saveFuel()
		a.MovMI(asm.W64, stateField(offExitGuard), int32(g.guardIDs[s.guard]))
		g.leaveFrame()
		g.fields[s.guard] = a.PatchableJmp(g.guardExit)
	}
	if g.ra.label >= 0 {
		// Out of fuel at the header: save what the loop needs, leave,
		// and come back here to reload it and go on.
		live := g.ra.liveAcross(g.ra.label)
		resume := a.NewLabel()
		a.Bind(g.fuelExit)
		g.saveValues(live)
		g.exitTo(exitFuel, resume)
		a.Bind(resume)
		g.restoreSP()
		g.loadFuel() // refilled by Run
		g.loadValues(live)
		g.loadBase()
		a.Jmp(g.labelBody, asm.JumpLong)
	} else {
		// Out of fuel at the entry: the inputs are still in the values
		// area, so resume at the entry.
		resume := a.NewLabel()
		a.Bind(g.entryFuel)
		g.exitTo(exitFuel, resume)
		a.Bind(resume)
		g.restoreSP()
		a.Jmp(g.entryLabel, asm.JumpLong)
	}
	if g.ra.label >= 0 && g.t.Entry != nil {
		g.labelEntry()
	}
	for _, emit := range g.cold {
		emit()
	}
	a.Bind(g.guardExit)
	a.MovMI(asm.W64, stateField(offExitReason), exitGuard)
	g.leave()
}
