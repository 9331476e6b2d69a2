//go:build linux && amd64

package amd64

import (
	"github.com/microjit/microjit/jitcore/backend/amd64/asm"
	"github.com/microjit/microjit/jitcore/ir"
)

// call lowers call and call_pure. Native code never calls Go: it saves
// every value still needed after the call in the values area, writes the
// function id and the arguments to the state record, and returns to Run
// with exitCall. Run calls the function, stores the result, refreshes the
// region table and re-enters at the resume label right after the RET,
// which reloads the saved values and the result.
func (g *gen) call(i int, op *ir.Op) {
	a := &g.a
	for k, v := range op.Args {
		g.move(memLoc(stateField(offCallArgs+k*valueSize)), g.locOf(v))
	}
	live := g.ra.liveAcross(i)
	g.saveValues(live)
	var flags int32
	if op.Code == ir.OpCall {
		flags = callEffect
	}
	a.MovMI(asm.W64, stateField(offCallFunc), int32(g.funcIDs[op.Aux]))
	a.MovMI(asm.W64, stateField(offCallNArgs), int32(len(op.Args)))
	a.MovMI(asm.W64, stateField(offCallFlags), flags)
	resume := a.NewLabel()
	g.saveFuel()
	g.exitTo(exitCall, resume)
	a.Bind(resume)
	g.restoreSP()
	g.loadFuel()
	g.loadValues(live)
	if d := g.ra.locs[i]; d.kind != locNone {
		g.move(d, memLoc(stateField(offCallResult)))
	}
	g.loadBase()
}
