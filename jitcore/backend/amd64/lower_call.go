//go:build linux && amd64

package amd64

import (
	"github.com/microjit/microjit/jitcore/backend/amd64/asm"
	"github.com/microjit/microjit/jitcore/ir"
)

// call lowers call and call_pure. Native code never calls Go: it saves
// every value still needed after the call in the values area, writes the
// call site's id and the arguments to the state record, and returns to
// Run with exitCall. Run calls the function (callout.go), stores its
// results, refreshes the region table and re-enters at the resume label
// right after the RET, which reloads the saved values (those a
// collection moved, as it left them) and takes the results: the call's
// own and those of the result ops right after it, which emit nothing.
func (g *gen) call(i int, op *ir.Op) {
	a := &g.a
	for k, v := range op.Args {
		g.move(memLoc(stateField(offCallArgs+k*valueSize)), g.locOf(v))
	}
	live := g.ra.liveAcross(i)
	g.saveValues(live)
	a.MovMI(asm.W64, stateField(offCallSite), int32(g.callIDs[g.ncalls]))
	g.ncalls++
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
	for j := i + 1; j <= i+g.t.ResultOps(i); j++ {
		if d := g.ra.locs[j]; d.kind != locNone {
			g.move(d, memLoc(stateField(offCallResults+int(g.t.Ops[j].Aux)*valueSize)))
		}
	}
	g.loadBase()
}
