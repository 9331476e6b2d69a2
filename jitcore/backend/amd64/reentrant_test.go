//go:build linux && amd64

package amd64

import (
	"fmt"
	"sync"
	"testing"

	"github.com/google/go-cmp/cmp"
	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/backend/exec"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
)

// Re-entrancy (context.go): a function that compiled code calls runs
// compiled code of the same backend, which calls the function again,
// several levels deep; at every level there are fuel exits, an
// allocation, a bridge, calls of a compiled function and a guard that
// fails below them.

// newObj adds an allocation of a one-field object in the heap at regions
// region and region+1; its snapshot holds live.
func (b *tb) newObj(region int32, live []ir.Value) ir.Value {
	b.t.Snapshots = append(b.t.Snapshots, ir.Snapshot{Frames: []ir.Frame{{Slots: live}}})
	hdr := int64(heap.MakeHeader(heap.ObjWords, 7, 1))
	return b.t.Add(ir.Op{Code: ir.OpNew, Type: ir.Ref, Aux: hdr, Region: region, Snap: int32(len(b.t.Snapshots) - 1)})
}

// nestLoop is loop 0: for i < 4 { o = new; r = nest(n, i); o.f0 = r;
// acc = acc*3 + r + &o }, inputs i, n, acc. Its guard 1 ends the loop.
func nestLoop() *ir.Trace {
	b, v := intTrace(ir.Loop, 3)
	b.label(v...)
	i, n, acc := v[0], v[1], v[2]
	o := b.newObj(0, v)
	r := b.call(ir.OpCall, 0, I, n, i)
	addr := b.op(ir.OpRefAddr, o)
	b.mem(ir.OpStore64, 1, heap.FirstSlotOffset, addr, r)
	acc2 := b.op(ir.OpAdd, b.op(ir.OpAdd, b.op(ir.OpMul, acc, b.c(3)), r), addr)
	i2 := b.op(ir.OpAdd, i, b.c(1))
	b.guard(ir.OpGuardTrue, []ir.Value{i2, n, acc2}, b.op(ir.OpLt, i2, b.c(4)))
	return b.jump(-1, i2, n, acc2)
}

// nestBridge is the bridge of nestLoop's guard 1: for an even n its own
// guard fails; for an odd n it calls fib (loop 1), which fails n+2 calls
// down.
func nestBridge() *ir.Trace {
	b, v := intTrace(ir.Bridge, 3)
	n, acc := v[1], v[2]
	b.guard(ir.OpGuardTrue, []ir.Value{n, acc, b.c(5)}, b.op(ir.OpNe, b.op(ir.OpAnd, n, b.c(1)), b.c(0)))
	x := b.callTrace(1, []ir.Value{n, acc}, b.op(ir.OpAdd, n, b.c(3)))
	return b.jump(0, b.c(0), n, x)
}

// nestOutcome is what one level of the nesting observed: the Stop of its
// Run, and the outcomes of the Runs its calls made.
type nestOutcome struct {
	Level  int
	Trace  string
	Op     int
	Live   []int64
	Calls  []callOutcome
	Nested []*nestOutcome
}

// runNested compiles the nesting traces on be and runs them from level
// top: a call at level n > 0 runs loop 0 at level n-1. It returns the
// outcome of the outermost Run, or nil after reporting an error (it may
// run on another goroutine than the test's).
func runNested(t *testing.T, be backend.Backend, top int64) *nestOutcome {
	h, err := heap.New(heap.Config{MaxBytes: 1 << 20, InitialBytes: 1 << 20})
	if err != nil {
		t.Error(err)
		return nil
	}
	t.Cleanup(func() { h.Close() })
	regions := h.Regions()
	m := &testMem{regions: [][]byte{regions[0], regions[1]}}
	var pieces []backend.Code
	names := map[*ir.Trace]string{}
	var run func(n, acc int64) *nestOutcome
	running := []*nestOutcome{} // the outcomes of the Runs under way
	funcs := []*ir.Func{intFunc("nest", 0, func(a []int64) int64 {
		n, i := a[0], a[1]
		if n == 0 {
			return i*7 + 1
		}
		o := run(n-1, i)
		parent := running[len(running)-1]
		parent.Nested = append(parent.Nested, o)
		sum := int64(o.Op)
		for _, v := range o.Live {
			sum = sum*31 + v
		}
		return sum + int64(len(o.Calls))
	})}
	run = func(n, acc int64) *nestOutcome {
		o := &nestOutcome{Level: int(n)}
		running = append(running, o)
		st := be.Run(pieces[0], []int64{0, n, acc}, m, 100, nil)
		running = running[:len(running)-1]
		if st.Err != nil || st.Guard == nil {
			t.Errorf("%s level %d: Run ended with %+v", be.Name(), n, st)
			return o
		}
		o.Trace, o.Op, o.Live = names[st.Guard.Trace], st.Guard.Op, append([]int64(nil), st.Live...)
		for _, c := range st.Calls {
			o.Calls = append(o.Calls, callOutcome{names[c.Site.Trace], c.Site.Op, append([]int64(nil), c.Live...)})
		}
		return o
	}
	loops := func(id int) backend.Code { return pieces[id] }
	for i, tr := range []*ir.Trace{nestLoop(), fib(), nestBridge()} {
		c, err := be.Compile(tr, funcs, loops)
		if err != nil {
			t.Errorf("%s: compile piece %d: %v\n%s", be.Name(), i, err, tr)
			return nil
		}
		names[tr] = fmt.Sprintf("piece%d", i)
		pieces = append(pieces, c)
	}
	if err := be.Attach(pieces[0].Guards()[1], pieces[2]); err != nil {
		t.Error(err)
		return nil
	}
	return run(top, 0)
}

// TestReentrantRun nests Runs five levels deep through Go and compiled
// code, on the executor and on native code (with a fuel exit every two
// iterations), and compares what every level saw.
func TestReentrantRun(t *testing.T) {
	const top = 5
	want := runNested(t, exec.New(), top)
	be := newNative(t, Config{FuelBits: 1})
	got := runNested(t, be, top)
	if want == nil || got == nil {
		return
	}
	if d := cmp.Diff(want, got); d != "" {
		t.Fatalf("native differs from exec (-exec +native):\n%s", d)
	}
	// Every level ran: four calls a level, each of a level's Runs
	// nested in one of them.
	var count func(o *nestOutcome) int
	count = func(o *nestOutcome) int {
		k := 1
		for _, n := range o.Nested {
			k += count(n)
		}
		return k
	}
	if n := count(got); n != 1+4+16+64+256+1024 {
		t.Errorf("%d Runs, want one per call at levels 1..%d", n, top)
	}
	st := be.Stats()
	if st.ExecFallbacks != 0 || st.FuelExits == 0 || st.CallExits == 0 {
		t.Errorf("stats %+v: want native code only, fuel and call exits", st)
	}
	be.mu.Lock()
	idle := len(be.idle)
	be.mu.Unlock()
	if idle != maxIdleContexts {
		t.Errorf("%d idle run contexts after %d nested Runs, want %d", idle, top+1, maxIdleContexts)
	}
}

// TestConcurrentRuns runs the nesting on one native backend from several
// goroutines at once: each Run has its own context.
func TestConcurrentRuns(t *testing.T) {
	const top, goroutines = 3, 4
	want := runNested(t, exec.New(), top)
	be := newNative(t, Config{FuelBits: 1})
	var wg sync.WaitGroup
	outs := make([]*nestOutcome, goroutines)
	for g := range outs {
		wg.Go(func() {
			// Each goroutine compiles its own pieces (and heap): the
			// code heap and tables are shared.
			outs[g] = runNested(t, be, top)
		})
	}
	wg.Wait()
	for g, o := range outs {
		if d := cmp.Diff(want, o); d != "" {
			t.Errorf("goroutine %d differs from exec (-exec +native):\n%s", g, d)
		}
	}
}
