//go:build linux && amd64

package amd64

import (
	"testing"

	"github.com/microjit/microjit/jitcore/ir"
)

// BenchmarkRunExit times an entry into compiled code whose first guard
// fails: what a language pays each time it enters a loop that runs a few
// iterations (bf's hanoi.b enters compiled code 9,000 times, each to
// leave through a guard). It reports the allocations: none.
func BenchmarkRunExit(b *testing.B) {
	be := newNative(b, Config{})
	mem := newTestMem(b, []int{64}, true)
	tb := newTrace(ir.Loop, I)
	p := tb.in(0)
	tb.label(p)
	v := tb.mem(ir.OpLoad8U, 0, 0, p)
	tb.guard(ir.OpGuardTrue, []ir.Value{p}, tb.op(ir.OpEq, v, tb.c(0))) // the cell is not 0: it fails
	c, err := be.Compile(tb.jump(-1, p), nil, nil)
	if err != nil {
		b.Fatal(err)
	}
	b.ReportAllocs()
	inputs := []int64{5}
	var live []int64 // lent back to each Run, as the driver does
	for b.Loop() {
		st := be.Run(c, inputs, mem, 0, live)
		if live = st.Live; st.Guard == nil {
			b.Fatal("no guard failed")
		}
	}
}
