//go:build linux && amd64

package amd64

import (
	"fmt"

	"github.com/microjit/microjit/jitcore/backend/amd64/asm"
	"github.com/microjit/microjit/jitcore/backend/amd64/native"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
)

// Calls out of compiled code (call, call_pure; ir's call.go). Native code
// never calls Go: a call is an exit (lower_call.go). Each call op has a
// backend-wide id, which the code writes to state.callSite; Run finds
// the call's function, arguments and results, and for a function that
// collects, its roots, in b.calls:
//
//   - the heap words live across the call, which the code saved in the
//     values area (roots: their slots) and reloads from there when it
//     resumes;
//   - those of every caller the exit is nested in (calls of compiled
//     functions, which keep what lives across them in their frames:
//     code.callRoots), found by walking the native stack as an exit's
//     calls are (walkCalls), and read from the frame after the return.
//
// Run reads them into a slice, registers it with the function's heap
// (heap.Heap.AddRootWords) while the function runs, and writes back
// what the collection made of them.

// callRef is a call op of compiled code.
type callRef struct {
	f       *ir.Func
	c       *code
	args    int  // arguments in state.callArgs
	refresh bool // memory regions are read again after it
	// collects is set for a function that collects; roots are then the
	// slots of the values area that hold heap words.
	collects bool
	roots    []int
}

// newCallRef describes the call op at i of c, whose values live across
// it are saved in the values area in live's order, and hw says which
// values of its trace are heap words.
func newCallRef(c *code, i int, f *ir.Func, live []ir.Value, hw []bool) callRef {
	op := &c.trace.Ops[i]
	r := callRef{f: f, c: c, args: len(op.Args), refresh: op.RefreshesRegions(), collects: op.MayCollect()}
	if r.collects {
		for k, v := range live {
			if hw[v] {
				r.roots = append(r.roots, k)
			}
		}
	}
	return r
}

// frameRoots is where, relative to a caller's RSP at its call, the heap
// words live across call_trace op i of a trace allocated by ra are: in
// its frame (allocate keeps everything live across such a call there).
// It is nil when the call does not collect.
func frameRoots(t *ir.Trace, ra *alloc, i int, hw []bool) []int32 {
	if !t.Ops[i].MayCollect() {
		return nil
	}
	disps := []int32{}
	for _, v := range ra.liveAcross(i) {
		if !hw[v] {
			continue
		}
		base, disp, ok := ra.locs[v].mem.BaseDisp()
		if ra.locs[v].kind != locMem || !ok || base != asm.RSP {
			panic(fmt.Sprintf("amd64: a heap word live across call site at op %d of %s is not in its frame", i, t.Name))
		}
		disps = append(disps, disp)
	}
	return disps
}

// callOut makes the call r that native code exited for, on rc's state:
// arguments from state.callArgs, results into state.callResults. args
// and res are Run's buffers, returned for the next call.
func (b *Backend) callOut(rc *runContext, r *callRef, args, res []int64) ([]int64, []int64) {
	st := rc.st
	args = append(args[:0], st.callArgs[:r.args]...)
	n := r.f.NumResults()
	res = append(res[:0], make([]int64, n)...)
	if !r.collects {
		r.f.Fn(args, res)
	} else {
		b.rootedCall(rc, r, args, res)
	}
	copy(st.callResults[:], res)
	return args, res
}

// rootedCall calls r's function, which collects, with the heap words the
// exit keeps (the call's own in the values area, its callers' in their
// frames) as roots of its heap, and puts back what the collection made
// of them.
func (b *Backend) rootedCall(rc *runContext, r *callRef, args, res []int64) {
	st, stack := rc.st, rc.stack
	var words []heap.Value
	for _, k := range r.roots {
		words = append(words, heap.Value(st.values[k]))
	}
	var addrs []uintptr // of the callers' roots, in words after the call's own
	sp := st.exitSP + uintptr(r.c.ra.frameSize())
	b.callers(stack, sp, func(site callSite, caller uintptr) {
		for _, disp := range site.c.callRoots[site.k] {
			addr := caller + uintptr(disp)
			addrs = append(addrs, addr)
			words = append(words, heap.Value(stack.Word(addr)))
		}
	})
	id := r.f.Heap.AddRootWords(words)
	r.f.Fn(args, res)
	r.f.Heap.RemoveRoots(id)
	for j, k := range r.roots {
		st.values[k] = int64(words[j])
	}
	for j, addr := range addrs {
		stack.SetWord(addr, uint64(words[len(r.roots)+j]))
	}
}

// callers calls fn with each call of a compiled function that native code
// at RSP sp is nested in, innermost first, and the caller's RSP at that
// call (its frame): every return address from sp up to the trampoline's
// names a call site, right below its caller's frame.
func (b *Backend) callers(stack *native.Stack, sp uintptr, fn func(site callSite, caller uintptr)) {
	top := stack.EntrySP() - 8 // the trampoline's return address
	b.tabMu.RLock()
	defer b.tabMu.RUnlock()
	for sp != top {
		if sp > top {
			panic(fmt.Sprintf("amd64: the walk of an exit's calls went past the entry (%#x > %#x)", sp, top))
		}
		site, ok := b.returns[uintptr(stack.Word(sp))]
		if !ok {
			panic(fmt.Sprintf("amd64: an exit's calls: no call site returns to %#x", stack.Word(sp)))
		}
		caller := sp + 8
		fn(site, caller)
		sp = caller + uintptr(site.c.ra.frameSize())
	}
}
