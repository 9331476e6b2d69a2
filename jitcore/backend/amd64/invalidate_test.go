//go:build linux && amd64

package amd64

import (
	"testing"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/ir"
)

// invalidatedLoop is: for i < 100 { check; f0(i); check; load m0[0] } with
// check a guard_not_invalidated (ir's quasi.go): at the loop's start and
// after its call, as the recorder places them.
func invalidatedLoop(funcs []*ir.Func) *ir.Trace {
	b := newTrace(ir.Loop, I)
	i := b.in(0)
	b.label(i)
	b.guard(ir.OpGuardNotInvalidated, []ir.Value{i})
	b.callFunc(funcs, 0, i)
	b.guard(ir.OpGuardNotInvalidated, []ir.Value{i})
	b.mem(ir.OpLoad8U, 0, 0, i)
	i1 := b.op(ir.OpAdd, i, b.c(1))
	b.guard(ir.OpGuardTrue, []ir.Value{i1}, b.op(ir.OpLt, i1, b.c(100)))
	return b.jump(-1, i1)
}

// TestInvalidate: a call made by compiled code invalidates that code;
// the code leaves at its next check, right after the call, and a later
// Run leaves at the first; the embedded executor's copy, made after the
// invalidation, leaves there too.
func TestInvalidate(t *testing.T) {
	for _, be := range backends(t) {
		var c backend.Code
		calls := 0
		funcs := []*ir.Func{{Name: "write", Fn: func(a, _ []int64) {
			calls++
			if a[0] == 5 {
				be.Invalidate(c)
			}
		}}}
		tr := invalidatedLoop(funcs)
		var err error
		if c, err = be.Compile(tr, funcs, func(int) backend.Code { return nil }); err != nil {
			t.Fatal(err)
		}
		mem := newTestMem(t, []int{200}, true)
		st := be.Run(c, []int64{0}, mem, 0, nil)
		if st.Guard == nil || st.Guard.Op != 4 || st.Live[0] != 5 || calls != 6 {
			t.Fatalf("%s: Run stopped at %+v after %d calls, want the check after call 6", be.Name(), st, calls)
		}
		for _, raw := range []bool{true, false} { // Go memory: the embedded executor runs it
			st = be.Run(c, []int64{50}, newTestMem(t, []int{200}, raw), 0, nil)
			if st.Guard == nil || st.Guard.Op != 2 || st.Live[0] != 50 || calls != 6 {
				t.Errorf("%s (raw memory %v): Run of the invalid code stopped at %+v after %d calls, want its first check", be.Name(), raw, st, calls)
			}
		}
	}
}
