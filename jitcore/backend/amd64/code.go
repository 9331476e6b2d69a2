//go:build linux && amd64

package amd64

import (
	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/codeheap"
	"github.com/microjit/microjit/jitcore/ir"
)

// code is a compiled trace (backend.Code).
type code struct {
	trace     *ir.Trace
	guards    []*backend.Guard
	callSites []*backend.Guard // its call_trace ops (backend.NewCallSites)
	// callRoots[k] are the frame displacements of the heap words live
	// across call site k when its callee may collect (frameRoots).
	callRoots [][]int32
	block     codeheap.Block
	entry     uintptr // executable address of the entry
	// regEntry, if not 0, is the executable address of the entry that
	// expects input k in inputs[k] (all registers) and the fuel in the
	// state record: another trace's jump moves its values there.
	regEntry uintptr
	inputs   []loc // where the trace keeps each input (locNone: unused)
	// labelEntry, if not 0, is the executable address of the label
	// entry of a loop with an Entry (lower_jump.go: jumpToLabel), which
	// expects label argument k in labelLocs[k] (locNone: unused) with
	// the loop's frame entered, and the fuel in the state record.
	labelEntry uintptr
	labelLocs  []loc
	size       int            // bytes of machine code in block
	heap       *codeheap.Heap // where Listing reads the code back
	// fields[k] is the offset in the code of the rel32 field of guard k's
	// patchable exit jump; entryFields[k] that of the jump at the start
	// of its stub, and exitPaths[k] the offset of the stub's path after
	// it (guard_entry.go).
	fields      []int
	entryFields []int
	exitPaths   []int
	// loaded, if not 0, is the executable address in a trace without a
	// label where its entry has loaded the inputs into their locations.
	loaded uintptr
	// ra is the trace's register allocation: where a guard entry into a
	// bridge finds the values of a guard.
	ra *alloc
	// guardEntries are this bridge's guard entries (normally one), for
	// Listing.
	guardEntries []guardEntry
	// exec is the same trace decoded for the embedded executor.
	exec backend.Code
	// invalidations are where its guard_not_invalidated jumps are: the
	// offsets of their rel32 fields and of their exit stubs; invalid is
	// set once Invalidate patched them (guarded by the Backend's
	// compileMu, with exec).
	invalidations [][2]int
	invalid       bool
	// counter is the code's arrival counter, or nil (counters.go).
	counter *int64
}

func (c *code) Guards() []*backend.Guard    { return c.guards }
func (c *code) CallSites() []*backend.Guard { return c.callSites }

// Size counts the trace's code and the guard entries Attach made into it.
func (c *code) Size() int {
	n := c.size
	for _, e := range c.guardEntries {
		n += e.size
	}
	return n
}
