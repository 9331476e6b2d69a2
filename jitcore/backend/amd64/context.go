//go:build linux && amd64

package amd64

import (
	"errors"

	"github.com/microjit/microjit/jitcore/backend/amd64/native"
)

// Re-entrancy. Go code that compiled code calls (an OpCall's function)
// may run compiled code again, of the same Backend (a Python sorted()
// whose key function is compiled), and Runs may come from several
// goroutines. Native code keeps the state of a run between its exits in
// two places, the state record (values, exitSP, depth, the region table)
// and its native stack (the frames an exit leaves in place), so each Run
// takes a run context of its own, a state record and a native stack, for
// as long as it runs: a Run nested in a function call takes another one
// and leaves the outer Run's frames and record untouched, and the outer
// Run resumes where it left off when the function returns. Generated code
// holds no address of a record or a stack (the record comes in RDI, the
// stack is RSP), so any context runs any code.
//
// Contexts are pooled: a Run takes an idle one or maps a new one, and
// gives it back when it returns; at most maxIdleContexts stay mapped
// while idle, so that deep nesting costs its stacks only while it lasts.

// maxIdleContexts is how many idle run contexts a Backend keeps.
const maxIdleContexts = 4

// runContext is what one Run uses while it runs.
type runContext struct {
	stack *native.Stack
	mem   *native.Mem // the state record
	st    *state      // mem viewed as the record
	// regionsChecked says the region table holds only rawmem memory,
	// checked when rawmem.Frees was checkedFrees.
	regionsChecked bool
	checkedFrees   uint64
	// filled is how many of the region table's first entries may be
	// set; the others are empty.
	filled int
}

// newRunContext maps a native stack and a state record.
func newRunContext() (*runContext, error) {
	stack, err := native.NewStack(stackSize)
	if err != nil {
		return nil, err
	}
	mem, err := native.NewMem(stateSize)
	if err != nil {
		stack.Free()
		return nil, err
	}
	return &runContext{stack: stack, mem: mem, st: (*state)(mem.Pointer())}, nil
}

// free unmaps the context's memory.
func (rc *runContext) free() error {
	return errors.Join(rc.stack.Free(), rc.mem.Free())
}

// stateAddr is the address native code gets in RDI.
func (rc *runContext) stateAddr() uintptr { return rc.mem.Addr() }

// acquire takes an idle run context, or maps a new one, for a Run. It
// panics if the Backend is closed.
func (b *Backend) acquire() (*runContext, error) {
	b.mu.Lock()
	if b.closed {
		b.mu.Unlock()
		panic("amd64: Run on a closed backend")
	}
	b.running++
	var rc *runContext
	if n := len(b.idle); n > 0 {
		rc, b.idle = b.idle[n-1], b.idle[:n-1]
	}
	b.mu.Unlock()
	if rc != nil {
		return rc, nil
	}
	rc, err := newRunContext()
	if err != nil {
		b.release(nil, Stats{})
		return nil, err
	}
	return rc, nil
}

// release gives back rc (nil: none) at the end of a Run and adds the
// Run's counters to the Backend's.
func (b *Backend) release(rc *runContext, stats Stats) {
	b.mu.Lock()
	b.stats.Entries += stats.Entries
	b.stats.CallExits += stats.CallExits
	b.stats.FuelExits += stats.FuelExits
	b.stats.ExecFallbacks += stats.ExecFallbacks
	if rc != nil {
		if len(b.idle) < maxIdleContexts {
			b.idle = append(b.idle, rc)
		} else {
			rc.free()
		}
	}
	b.running--
	if b.running == 0 && b.closed { // Close waits for the last Run
		b.idleCond.Broadcast()
	}
	b.mu.Unlock()
}
