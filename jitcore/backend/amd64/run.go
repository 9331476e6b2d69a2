//go:build linux && amd64

package amd64

import (
	"fmt"
	"math/bits"
	"runtime"
	"unsafe"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/backend/amd64/native"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/rawmem"
)

// Run enters c with inputs and runs until a guard without a bridge fails.
// It is re-entrant (context.go): it runs on a run context of its own.
//
// Native code may only touch memory outside the Go heap (DESIGN.md §5
// rule 3). When a region of mem is not rawmem memory (rawmem.Owns is
// false; empty regions are fine, native code gets base 0 and length 0),
// or mem has fewer regions than compiled code addresses, Run does not
// enter native code at all: it runs the whole call in the embedded
// executor, which has the same semantics, and returns the native guard.
//
// Inline allocation trusts the heaps it allocates in, so Run checks them
// first (ir.CheckAllocRegions, for every region pair any compiled code of
// the Backend allocates in) and returns a Stop with Err, without running
// anything, when one is missing or malformed. After a call that may
// replace regions (OpCall) it checks them again, and the rawmem rule;
// when they fail, native code cannot go on (nor the executor start in
// the middle of a trace): Run abandons it and returns a Stop with Err.
//
// Exits for calls and for fuel are handled here: Run calls the function
// (or refills the fuel) and re-enters the code where it left off.
func (b *Backend) Run(c backend.Code, inputs []int64, mem ir.Memory, depth int, live []int64) backend.Stop {
	cc := c.(*code)
	rc, err := b.acquire()
	if err != nil {
		return backend.Stop{Err: err}
	}
	var stats Stats
	defer func() { b.release(rc, stats) }()
	// Native code holds addresses of mem's regions, not mem: what owns
	// them must live until it is done.
	defer runtime.KeepAlive(mem)
	regions := regionsOf(mem)
	if err := b.checkAlloc(regions); err != nil {
		return backend.Stop{Err: err}
	}
	if !b.setRegions(rc, regions) {
		stats.ExecFallbacks++
		return b.runExec(cc, inputs, mem, depth, live)
	}
	st := rc.st
	copy(st.values[:], inputs)
	st.fuel = b.fuel
	st.entrySP = rc.stack.EntrySP()
	st.depth = int64(depth)
	st.stackLimit = rc.stack.Lo() + functionStackReserve
	st.target = cc.entry
	entry := b.trampoline.Addr
	var args, res []int64
	refills := int64(0)
	spent := func() int64 { return refills*b.fuel + b.fuel - st.fuel }
	for {
		st.exitReason = 0
		stats.Entries++
		native.Run(entry, rc.stateAddr(), rc.stack)
		switch st.exitReason {
		case exitGuard:
			b.tabMu.RLock()
			g := b.guards[st.exitGuard].g
			b.tabMu.RUnlock()
			var calls []backend.Call
			if st.exitSP != st.entrySP-8 {
				calls = b.walkCalls(rc.stack, st.exitSP)
			}
			// A copy, into the caller's live when it is large enough
			// (an allocation per exit was a tenth of an exit's cost):
			// once Run returns, another Run (of another goroutine) may
			// take the context, or it may be unmapped.
			live = append(live[:0], st.values[:len(g.Live)]...)
			return backend.Stop{Guard: g, Live: live, Calls: calls, Fuel: spent()}
		case exitReturn:
			return backend.Stop{Result: st.callResults[0], Fuel: spent()}
		case exitCall:
			stats.CallExits++
			b.tabMu.RLock()
			call := b.calls[st.callSite]
			b.tabMu.RUnlock()
			f := call.f
			args, res = b.callOut(rc, &call, args, res)
			if call.refresh {
				regions = regionsOf(mem)
				if err := b.checkAlloc(regions); err != nil {
					return backend.Stop{Err: fmt.Errorf("after function %q: %w", f.Name, err)}
				}
				if !b.setRegions(rc, regions) {
					return backend.Stop{Err: fmt.Errorf("amd64: function %q replaced a memory region with memory not from rawmem.Alloc while native code ran; regions of native code must be rawmem memory", f.Name)}
				}
			}
			entry = st.resume
		case exitFuel:
			stats.FuelExits++
			refills++
			st.fuel = b.fuel
			entry = st.resume
		default:
			panic(fmt.Sprintf("amd64: native code exited with unknown reason %d", st.exitReason))
		}
	}
}

// regionsOf is mem's regions (none for a nil mem).
func regionsOf(mem ir.Memory) [][]byte {
	if mem == nil {
		return nil
	}
	return mem.Regions()
}

// checkAlloc checks the region pairs compiled code allocates in.
func (b *Backend) checkAlloc(regions [][]byte) error {
	b.tabMu.RLock()
	alloc := b.allocRegions
	b.tabMu.RUnlock()
	for alloc != 0 {
		r := int32(bits.TrailingZeros32(alloc))
		alloc &^= 1 << r
		if err := ir.CheckAllocRegions(regions, r); err != nil {
			return err
		}
	}
	return nil
}

// setRegions fills rc's region table from regions and reports whether
// native code may run on them.
func (b *Backend) setRegions(rc *runContext, regions [][]byte) bool {
	b.tabMu.RLock()
	maxRegion := b.maxRegion
	b.tabMu.RUnlock()
	if int(maxRegion) >= len(regions) {
		return false
	}
	// A region exactly as the table already holds it was owned when it
	// was checked and still is if nothing was freed since.
	frees := rawmem.Frees()
	recheck := !rc.regionsChecked || frees != rc.checkedFrees
	// Entries past the regions given are empty: clear those an earlier
	// run filled, not the whole table at every entry (16 entries cost
	// hanoi.b's 17,000 entries 2.6% of its instructions).
	n := min(len(regions), maxRegions)
	if rc.filled > n {
		clear(rc.st.regions[n:rc.filled])
	}
	rc.filled = n
	for k := range n {
		e := regionEntry{}
		if r := regions[k]; len(r) > 0 {
			e = regionEntry{base: uintptr(unsafe.Pointer(&r[0])), len: int64(len(r))}
			if (recheck || e != rc.st.regions[k]) && !rawmem.Owns(r) {
				rc.regionsChecked = false
				return false
			}
		}
		rc.st.regions[k] = e
	}
	rc.regionsChecked, rc.checkedFrees = true, frees
	return true
}

// runExec runs c in the embedded executor and maps the guards it stops at
// to this backend's guards.
func (b *Backend) runExec(c *code, inputs []int64, mem ir.Memory, depth int, live []int64) backend.Stop {
	b.makeExec()
	st := b.exec.Run(c.exec, inputs, mem, depth, live)
	b.tabMu.RLock()
	defer b.tabMu.RUnlock()
	if st.Guard != nil {
		st.Guard = b.execGuards[st.Guard]
	}
	for i := range st.Calls {
		st.Calls[i].Site = b.execGuards[st.Calls[i].Site]
	}
	return st
}
