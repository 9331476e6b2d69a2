//go:build linux && amd64

package amd64

import (
	"fmt"
	"unsafe"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/backend/amd64/native"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/rawmem"
)

// Run enters c with inputs and runs until a guard without a bridge fails.
//
// Native code may only touch memory outside the Go heap (DESIGN.md §5
// rule 3). When a region of mem is not rawmem memory (rawmem.Owns is
// false; empty regions are fine, native code gets base 0 and length 0),
// or mem has fewer regions than compiled code addresses, Run does not
// enter native code at all: it runs the whole call in the embedded
// executor, which has the same semantics, and returns the native guard.
//
// The live values it returns are the state record's: valid until the
// next Run.
//
// Exits for calls and for fuel are handled here: Run calls the function
// (or refills the fuel) and re-enters the code where it left off.
func (b *Backend) Run(c backend.Code, inputs []int64, mem ir.Memory, depth int) backend.Stop {
	cc := c.(*code)
	b.runMu.Lock()
	defer b.runMu.Unlock()
	if b.closed {
		panic("amd64: Run on a closed backend")
	}
	if !b.setRegions(mem) {
		b.stats.ExecFallbacks++
		return b.runExec(cc, inputs, mem, depth)
	}
	st := b.st
	copy(st.values[:], inputs)
	st.fuel = b.fuel
	st.entrySP = b.stack.EntrySP()
	st.depth = int64(depth)
	st.stackLimit = b.stack.Lo() + functionStackReserve
	st.target = cc.entry
	entry := b.trampoline.Addr
	var args []int64
	refills := int64(0)
	spent := func() int64 { return refills*b.fuel + b.fuel - st.fuel }
	for {
		st.exitReason = 0
		b.stats.Entries++
		native.Run(entry, b.stateAddr(), b.stack)
		switch st.exitReason {
		case exitGuard:
			b.tabMu.RLock()
			g := b.guards[st.exitGuard].g
			b.tabMu.RUnlock()
			var calls []backend.Call
			if st.exitSP != st.entrySP-8 {
				calls = b.walkCalls(st.exitSP)
			}
			return backend.Stop{Guard: g, Live: st.values[:len(g.Live):len(g.Live)], Calls: calls, Fuel: spent()}
		case exitReturn:
			return backend.Stop{Result: st.callResult, Fuel: spent()}
		case exitCall:
			b.stats.CallExits++
			b.tabMu.RLock()
			f := b.funcs[st.callFunc]
			b.tabMu.RUnlock()
			args = append(args[:0], st.callArgs[:st.callNArgs]...)
			st.callResult = f.Fn(args)
			if st.callFlags&callEffect != 0 && !b.setRegions(mem) {
				// The code cannot continue in the executor from the
				// middle of a trace.
				panic(fmt.Sprintf("amd64: function %q replaced a memory region with memory not from rawmem.Alloc while native code ran; regions of native code must be rawmem memory", f.Name))
			}
			entry = st.resume
		case exitFuel:
			b.stats.FuelExits++
			refills++
			st.fuel = b.fuel
			entry = st.resume
		default:
			panic(fmt.Sprintf("amd64: native code exited with unknown reason %d", st.exitReason))
		}
	}
}

// setRegions fills the region table from mem and reports whether native
// code may run on it.
func (b *Backend) setRegions(mem ir.Memory) bool {
	var regions [][]byte
	if mem != nil {
		regions = mem.Regions()
	}
	b.tabMu.RLock()
	maxRegion := b.maxRegion
	b.tabMu.RUnlock()
	if int(maxRegion) >= len(regions) {
		return false
	}
	// A region exactly as the table already holds it was owned when it
	// was checked and still is if nothing was freed since.
	frees := rawmem.Frees()
	recheck := !b.regionsChecked || frees != b.checkedFrees
	for k := range b.st.regions {
		e := regionEntry{}
		if k < len(regions) && len(regions[k]) > 0 {
			r := regions[k]
			e = regionEntry{base: uintptr(unsafe.Pointer(&r[0])), len: int64(len(r))}
			if (recheck || e != b.st.regions[k]) && !rawmem.Owns(r) {
				b.regionsChecked = false
				return false
			}
		}
		b.st.regions[k] = e
	}
	b.regionsChecked, b.checkedFrees = true, frees
	return true
}

// runExec runs c in the embedded executor and maps the guards it stops at
// to this backend's guards.
func (b *Backend) runExec(c *code, inputs []int64, mem ir.Memory, depth int) backend.Stop {
	b.makeExec()
	st := b.exec.Run(c.exec, inputs, mem, depth)
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
