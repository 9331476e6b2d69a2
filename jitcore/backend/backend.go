package backend

import "github.com/microjit/microjit/jitcore/ir"

// MaxFuelBits bounds the fuel period, 2^FuelBits loop iterations between
// returns to Go: the native backend counts the fuel in a 64-bit register,
// and longer periods would keep a GC waiting for minutes.
const MaxFuelBits = 40

// Backend turns traces into runnable code.
type Backend interface {
	// Compile compiles t. A jump to loop N in t is resolved through
	// loops(N), which returns that loop's compiled code. funcs are the
	// functions call ops may name.
	Compile(t *ir.Trace, funcs []*ir.Func, loops func(id int) Code) (Code, error)
	// Run enters c with the given input values and runs until a guard
	// fails that has no bridge; it returns that guard and the values of
	// its snapshot's live values (Guard.Live order), which may be the
	// backend's own storage: valid until the next Run.
	Run(c Code, inputs []int64, mem ir.Memory) (*Guard, []int64)
	// Attach makes g's failure path continue in bridge, whose inputs are
	// g's live values.
	Attach(g *Guard, bridge Code) error
	// Name is "exec" or "native".
	Name() string
}

// Code is a compiled trace.
type Code interface {
	// Guards lists the trace's guards in op order.
	Guards() []*Guard
	// Size is the code's size in bytes (machine code, or the executor's
	// pre-decoded form), for statistics.
	Size() int
	// Listing is a printable form of the generated code for the JIT log
	// (disassembly for native code), or "".
	Listing() string
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
}

// NewGuards describes the guards of t, in op order.
func NewGuards(t *ir.Trace) []*Guard {
	var gs []*Guard
	for i := range t.Ops {
		op := &t.Ops[i]
		if !op.Code.Info().Guard {
			continue
		}
		s := &t.Snapshots[op.Snap]
		gs = append(gs, &Guard{Trace: t, Op: i, Snapshot: s, Live: s.Live()})
	}
	return gs
}
