package backend

import (
	"fmt"
	"time"
	"unsafe"

	"github.com/microjit/microjit/jitcore/ir"
)

// MaxFuelBits bounds the fuel period, 2^FuelBits units of fuel between
// returns to Go (DESIGN.md §5 rule 4). A unit is one loop iteration, one
// byte-by-byte step of a scan or 16 bytes of a scan's SIMD windows: about
// a nanosecond of the cheapest work, so 2^22 units keep native code away
// from Go for a few milliseconds. (A GC does not wait for native code in
// any case: the native backend runs it in the runtime's syscall state.)
const MaxFuelBits = 22

// Backend turns traces into runnable code.
type Backend interface {
	// Compile compiles t. A jump to loop N in t is resolved through
	// loops(N), which returns that loop's compiled code. funcs are the
	// functions call ops may name.
	Compile(t *ir.Trace, funcs []*ir.Func, loops func(id int) Code) (Code, error)
	// Run enters c with the given input values and runs until a guard
	// fails that has no bridge, or the frame c was entered in returns
	// (ir.OpReturn). Compiled functions that the code calls
	// (ir.OpCallTrace) nest at most depth deep: deeper, their enter
	// guard fails. The Stop's slices may be the backend's own storage:
	// valid until the next Run. Run is re-entrant: a function that the
	// code calls (ir.OpCall) may Run code of the same backend, nested
	// to any depth, and Runs may come from several goroutines. live is
	// storage the caller lends for Stop.Live: a backend may put the live
	// values in its array, when it is large enough, instead of
	// allocating them (nil: it allocates).
	Run(c Code, inputs []int64, mem ir.Memory, depth int, live []int64) Stop
	// Attach makes g's failure path continue in bridge, whose inputs are
	// g's live values.
	Attach(g *Guard, bridge Code) error
	// Invalidate makes c's guard_not_invalidated guards fail from now on
	// (a quasi-immutable value c depends on was written: ir's quasi.go),
	// in Runs under way too.
	Invalidate(c Code)
	// Name is "exec" or "native".
	Name() string
}

// Phase is what one step of compiling (register allocation, encoding,
// installing the code...) took, summed over the traces compiled.
type Phase struct {
	Name string
	Time time.Duration
}

// Timed is implemented by a backend that times the steps of Compile and
// Attach, for --jit-stats.
type Timed interface {
	// Phases lists the steps in the order they run.
	Phases() []Phase
}

// Counting is implemented by a backend that can make the code it
// compiles count its arrivals (Counted): the iterations of a loop, at
// its label, and the entries of a trace without one (a bridge, a
// function), however they come. It costs compiled code an increment of
// a counter in memory per arrival, so the driver asks for it only for a
// log that shows the counts (jitview); code compiled before the call
// does not count, and without it compiled code is what it was.
type Counting interface {
	CountArrivals()
}

// Counted is implemented by the code of a backend that implements
// Counting.
type Counted interface {
	// Arrivals is how often the code arrived at its label (or entry)
	// so far: 0 for code compiled while the backend did not count. It
	// is valid until the backend is closed.
	Arrivals() int64
}

// Instructions is implemented by code whose listing can leave out the
// instructions' bytes: a line per instruction, its offset and its text,
// for a viewer (a quarter less of the jitview page of mandelbrot.b).
type Instructions interface {
	Instructions() string
}

// Fallbacks is implemented by a backend that runs some code in the
// portable executor instead of its own (the native backend, when a memory
// region is not one native code may touch): such runs are slower, and
// --jit-stats counts them so that they are never silent.
type Fallbacks interface {
	// ExecFallbacks is how many Runs the executor did instead.
	ExecFallbacks() int
}

// Stop is where a Run ended.
type Stop struct {
	// Guard is the guard that failed, nil when the frame compiled code
	// was entered in returned; Live are the values of its snapshot's
	// live values (Guard.Live order).
	Guard *Guard
	Live  []int64
	// Calls are the calls (ir.OpCallTrace) that were running when Guard
	// failed, outermost first: their callers resume too.
	Calls []Call
	// Result is the value returned, when Guard is nil.
	Result int64
	// Err is set, and nothing else, when the code could not run: a
	// heap it allocates in is missing or malformed
	// (ir.CheckAllocRegions), a call replaced a region by memory
	// compiled code may not use, or the native backend could not map a
	// run context. The code may have run up to there; the language
	// reports the error as a failed allocation.
	Err error
	// Fuel is about how much work the run did: one unit per loop
	// iteration and per entry of a trace without a loop (the fuel of
	// DESIGN.md §5 rule 4 on native code; the executor counts its jumps
	// and calls). The driver weighs it against what compiling cost.
	Fuel int64
}

// Call is a call of compiled code to a compiled function that was
// running when a guard below it failed: the call site (its snapshot is
// where the caller resumes) and its live values.
type Call struct {
	Site *Guard
	Live []int64
}

// Code is a compiled trace.
type Code interface {
	// Guards lists the trace's guards in op order.
	Guards() []*Guard
	// CallSites lists its calls of compiled functions (ir.OpCallTrace)
	// in op order, described as guards are: they fail, in a way, when
	// the callee does. They never get bridges.
	CallSites() []*Guard
	// Size is the code's size in bytes (machine code, or the executor's
	// pre-decoded form), for statistics.
	Size() int
	// Listing is a printable form of the generated code for the JIT log
	// (disassembly for native code), or "".
	Listing() string
	// Footprint estimates the Go memory the backend keeps for the code,
	// in bytes: its guards and tables (not its trace, nor the code
	// bytes that Size counts).
	Footprint() int
}

// Guard is one guard of a compiled trace and what the driver tracks of it.
type Guard struct {
	Trace    *ir.Trace
	Op       int          // the guard's op index in Trace
	Snapshot *ir.Snapshot // where to resume
	Live     []ir.Value   // the snapshot's live values, in exit order
	Failures int          // how often it failed (while it had no bridge)
	Bridge   Code         // attached bridge, or nil
	// Aborts counts failed attempts to record a bridge from it; after
	// too many the driver stops trying.
	Aborts int
	// RetryAt, if not 0, is the number of failures before the driver
	// tries again to record a bridge that was longer than the guard's
	// failures so far paid for.
	RetryAt int
}

// GuardsFootprint estimates the memory of gs, in bytes.
func GuardsFootprint(gs []*Guard) int {
	n := cap(gs) * int(unsafe.Sizeof((*Guard)(nil)))
	for _, g := range gs {
		n += int(unsafe.Sizeof(*g)) + len(g.Live)*int(unsafe.Sizeof(ir.Value(0)))
	}
	return n
}

// NewGuards describes the guards of t, in op order. live, if not nil,
// is the live values of the snapshot of op i (ir.Snapshot.Live), for a
// backend that has them already.
func NewGuards(t *ir.Trace, live func(op int) []ir.Value) []*Guard {
	return snapOps(t, live, func(op *ir.Op) bool { return op.Code.Info().Guard })
}

// NewCallSites describes the calls of compiled functions of t
// (ir.OpCallTrace), in op order; live is NewGuards'.
func NewCallSites(t *ir.Trace, live func(op int) []ir.Value) []*Guard {
	return snapOps(t, live, func(op *ir.Op) bool { return op.Code == ir.OpCallTrace })
}

// snapOps describes the ops of t with a snapshot that which selects. The
// guards are one array: a trace has dozens.
func snapOps(t *ir.Trace, live func(op int) []ir.Value, which func(*ir.Op) bool) []*Guard {
	n := 0
	for i := range t.Ops {
		if which(&t.Ops[i]) {
			n++
		}
	}
	if n == 0 {
		return nil
	}
	all := make([]Guard, n)
	gs := make([]*Guard, 0, n)
	for i := range t.Ops {
		op := &t.Ops[i]
		if !which(op) {
			continue
		}
		s := &t.Snapshots[op.Snap]
		g := &all[len(gs)]
		*g = Guard{Trace: t, Op: i, Snapshot: s}
		if live != nil {
			g.Live = live(i)
		} else {
			g.Live = s.Live()
		}
		gs = append(gs, g)
	}
	return gs
}

// CheckCall checks the call op at i of t against the function it calls,
// funcs[op.Aux]: the effects the op carries are the function's, and so
// are its results (the call's value and the result ops after it), in
// number and type. It returns the function.
func CheckCall(t *ir.Trace, i int, funcs []*ir.Func) (*ir.Func, error) {
	op := &t.Ops[i]
	if op.Aux < 0 || int(op.Aux) >= len(funcs) {
		return nil, fmt.Errorf("op %d calls function %d of %d", i, op.Aux, len(funcs))
	}
	f := funcs[op.Aux]
	if op.Effects != f.Effects {
		return nil, fmt.Errorf("op %d calls %s with effects %q, the function declares %q", i, f.Name, op.Effects, f.Effects)
	}
	want := ir.Void
	if f.NumResults() > 0 {
		want = f.ResultType(0)
	}
	if op.Type != want {
		return nil, fmt.Errorf("op %d calls %s for a %s, its first result is a %s", i, f.Name, op.Type, want)
	}
	for j := i + 1; j <= i+t.ResultOps(i); j++ {
		k := int(t.Ops[j].Aux)
		if k >= f.NumResults() || t.Ops[j].Type != f.ResultType(k) {
			return nil, fmt.Errorf("op %d is result %d of %s, a %s: the function has %d results", j, k, f.Name, t.Ops[j].Type, f.NumResults())
		}
	}
	return f, nil
}
