package exec

import (
	"encoding/binary"
	"fmt"
	"runtime"
	"slices"
	"sync/atomic"
	"unsafe"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
)

// Backend is the portable executor.
type Backend struct {
	// counting makes Compile count arrivals (backend.Counting).
	counting bool
}

// New returns the executor backend.
func New() *Backend { return &Backend{} }

func (*Backend) Name() string { return "exec" }

// Compile decodes t.
func (b *Backend) Compile(t *ir.Trace, funcs []*ir.Func, loops func(int) backend.Code) (backend.Code, error) {
	return decode(t, funcs, loops, b.counting)
}

// Invalidate makes c's guard_not_invalidated guards fail from now on.
func (*Backend) Invalidate(c backend.Code) { c.(*program).invalid.Store(true) }

// CountArrivals makes the code compiled from now on count its arrivals
// (backend.Counting): an instruction of its own at the label, or at the
// start of a trace without one. The counts are not synchronized: code
// that counts must not run in several goroutines at once.
func (b *Backend) CountArrivals() { b.counting = true }

// Arrivals implements backend.Counted.
func (p *program) Arrivals() int64 { return p.arrivals }

// Attach records the bridge on the guard; run follows it.
func (*Backend) Attach(g *backend.Guard, bridge backend.Code) error {
	if _, ok := bridge.(*program); !ok {
		return fmt.Errorf("exec: bridge is not executor code")
	}
	g.Bridge = bridge
	return nil
}

// Run executes c from its inputs until a guard without a bridge fails
// or the frame it was entered in returns. It keeps nothing of its own
// between calls, so it is re-entrant. An allocation checks its heap's
// regions first (ir.CheckAllocRegions) and ends the Run with Err when
// they are missing or malformed, as the native backend does.
//
// It does not use live: its Stops' live values are arrays of their own.
func (*Backend) Run(c backend.Code, inputs []int64, mem ir.Memory, depth int, live []int64) backend.Stop {
	// Compiled code holds mem's regions, not mem: what owns them must
	// live until it is done.
	defer runtime.KeepAlive(mem)
	var fuel int64
	st := c.(*program).activation(inputs, mem, depth, &fuel, nil)
	slices.Reverse(st.Calls) // collected innermost first
	st.Fuel = fuel
	return st
}

// activation runs p from inputs, following bridges, until a guard
// without a bridge fails or the code returns: one activation of compiled
// code, as Run starts it and call_trace does (calls nest at most depth
// deep). It counts one unit of *fuel per entry and per jump. up are
// the heap words its callers keep while it runs.
func (p *program) activation(inputs []int64, mem ir.Memory, depth int, fuel *int64, up *callerRoots) backend.Stop {
	regs := p.frame(nil)
	copy(regs, inputs)
	*fuel++
	for {
		st := p.run(regs, mem, depth, fuel, up)
		if st.Guard == nil || st.Guard.Bridge == nil {
			return st
		}
		// Continue in the bridge: its inputs are the guard's live values.
		p = st.Guard.Bridge.(*program)
		regs = p.frame(regs)
		copy(regs, st.Live)
	}
}

// frame returns a register file for p (reusing old's storage when it is
// big enough) with p's constants loaded.
func (p *program) frame(old []int64) []int64 {
	var regs []int64
	if cap(old) >= p.nregs {
		regs = old[:p.nregs]
	} else {
		regs = make([]int64, p.nregs)
	}
	copy(regs[len(p.trace.Ops):], p.consts)
	return regs
}

// run executes p until a guard fails or it returns; jumps to other loops
// switch p. A guard that fails in a function it calls stops it too (the
// Stop's Calls hold the call).
func (p *program) run(regs []int64, mem ir.Memory, depth int, fuel *int64, up *callerRoots) backend.Stop {
	code := p.code
	var scratch []int64
	regions := mem.Regions()
	for pc := 0; ; pc++ {
		in := &code[pc]
		switch in.op {
		case ir.OpLabel: // only code that counts has it (decode)
			p.arrivals++
		case ir.OpAdd:
			regs[in.dst] = regs[in.a] + regs[in.b]
		case ir.OpSub:
			regs[in.dst] = regs[in.a] - regs[in.b]
		case ir.OpAnd:
			regs[in.dst] = regs[in.a] & regs[in.b]
		case ir.OpNe:
			regs[in.dst] = b2i(regs[in.a] != regs[in.b])
		case ir.OpEq:
			regs[in.dst] = b2i(regs[in.a] == regs[in.b])
		case ir.OpLt:
			regs[in.dst] = b2i(regs[in.a] < regs[in.b])
		case ir.OpGe:
			regs[in.dst] = b2i(regs[in.a] >= regs[in.b])
		case ir.OpMul, ir.OpOr, ir.OpXor, ir.OpShl, ir.OpShr, ir.OpSar, ir.OpNeg, ir.OpNot,
			ir.OpLe, ir.OpGt, ir.OpUlt, ir.OpAddOvf, ir.OpSubOvf, ir.OpMulOvf,
			ir.OpFAdd, ir.OpFSub, ir.OpFMul, ir.OpFDiv, ir.OpFNeg, ir.OpFLt, ir.OpFLe, ir.OpFEq,
			ir.OpIntToFloat, ir.OpFloatToInt, ir.OpRefAddr:
			regs[in.dst] = ir.Eval(in.op, regs[in.a], regs[in.b])
		case ir.OpLoad8U:
			regs[in.dst] = int64(regions[in.region][regs[in.a]+in.imm])
		case ir.OpStore8, ir.OpStore64:
			store(regions, in, regs)
		case ir.OpLoad64:
			off := regs[in.a] + in.imm
			regs[in.dst] = int64(binary.LittleEndian.Uint64(regions[in.region][off : off+8]))
		case ir.OpScan8:
			regs[in.dst] = ir.Scan8(regions[in.region], regs[in.a]+in.imm, regs[in.b])
		case ir.OpRegionLen:
			regs[in.dst] = int64(len(regions[in.region]))
		case ir.OpGuardTrue:
			if regs[in.a] == 0 {
				return p.exit(in.imm, regs, regions)
			}
		case ir.OpGuardFalse:
			if regs[in.a] != 0 {
				return p.exit(in.imm, regs, regions)
			}
		case ir.OpGuardValue:
			if regs[in.a] != regs[in.b] {
				return p.exit(in.imm, regs, regions)
			}
		case ir.OpGuardNotInvalidated:
			if p.invalid.Load() {
				return p.exit(in.imm, regs, regions)
			}
		case ir.OpPoll:
			if pollWord(regions[in.region], in.b).Load() != 0 {
				return p.exit(in.imm, regs, regions)
			}
		case ir.OpNew:
			if err := ir.CheckAllocRegions(regions, in.region); err != nil {
				return backend.Stop{Err: err}
			}
			ref, ok := ir.Allocate(regions, in.region, p.headers[in.b])
			if !ok {
				return p.exit(in.imm, regs, regions)
			}
			regs[in.dst] = ref
		case ir.OpCall, ir.OpCallPure:
			scratch = p.callOut(in, regs, scratch, up)
			if p.calls[in.a].refresh {
				regions = mem.Regions() // a call may replace regions, a collection moves them
			}
		case ir.OpEnter:
			if depth <= 0 {
				return p.exit(in.imm, regs, regions)
			}
		case ir.OpCallTrace:
			st := p.call(in, regs, mem, depth, fuel, up)
			if st.Guard != nil || st.Err != nil {
				return st
			}
			regs[in.dst] = st.Result
			regions = mem.Regions() // the callee may have called out
		case ir.OpReturn:
			return backend.Stop{Result: regs[in.a]}
		case ir.OpJump:
			*fuel++
			args := p.argLists[in.b]
			scratch = scratch[:0]
			for _, r := range args {
				scratch = append(scratch, regs[r])
			}
			if in.imm < 0 {
				for i, r := range p.labelArgs {
					regs[r] = scratch[i]
				}
				pc = p.labelPC - 1
				continue
			}
			// Enter another loop: its inputs are registers 0..n-1, or at
			// its label, the label's arguments are in theirs.
			to := p.targets[in.imm]
			p = to.p
			regs = p.frame(regs)
			code = p.code
			if to.label {
				for i, r := range p.labelArgs {
					regs[r] = scratch[i]
				}
				pc = p.labelPC - 1
				continue
			}
			copy(regs, scratch)
			pc = -1
		default:
			panic(fmt.Sprintf("exec: unexpected op %s", in.op))
		}
	}
}

// pollWord is the poll word at byte off of region r (ir's poll.go),
// which another goroutine may set while the code runs.
func pollWord(r []byte, off int32) *atomic.Uint64 {
	w := r[off : off+ir.PollWordBytes]
	return (*atomic.Uint64)(unsafe.Pointer(&w[0]))
}

// store does a store8 or store64.
func store(regions [][]byte, in *instr, regs []int64) {
	off := regs[in.a] + in.imm
	if in.op == ir.OpStore8 {
		regions[in.region][off] = byte(regs[in.b])
		return
	}
	binary.LittleEndian.PutUint64(regions[in.region][off:off+8], uint64(regs[in.b]))
}

// exit does guard k's delayed stores and collects its live values.
func (p *program) exit(k int64, regs []int64, regions [][]byte) backend.Stop {
	for i := range p.guardStores[k] {
		store(regions, &p.guardStores[k][i], regs)
	}
	return backend.Stop{Guard: p.guards[k], Live: values(p.guardLive[k], regs)}
}

// call runs call_trace in: the callee, as an activation of its own, one
// level deeper. When a guard fails in it, the call joins the Stop's
// calls (innermost first, until Run turns them around).
func (p *program) call(in *instr, regs []int64, mem ir.Memory, depth int, fuel *int64, up *callerRoots) backend.Stop {
	callee := p.callees[in.a]
	if callee == nil {
		callee = p // a call of the trace itself
	}
	if roots := p.callRoots[in.a]; roots != nil {
		up = &callerRoots{regs: regs, roots: roots, up: up}
	}
	st := callee.activation(values(p.argLists[in.b], regs), mem, depth-1, fuel, up)
	if st.Guard != nil {
		site := backend.Call{Site: p.callSites[in.a], Live: values(p.callLive[in.a], regs)}
		st.Calls = append(st.Calls, site)
	}
	return st
}

// callOut makes the call in: the function on its arguments (in scratch,
// which it returns for the next call), its results into the registers
// of the call and its result ops.
func (p *program) callOut(in *instr, regs, scratch []int64, up *callerRoots) []int64 {
	c := &p.calls[in.a]
	args := p.argLists[in.b]
	n := c.f.NumResults()
	scratch = slices.Grow(scratch[:0], len(args)+n)[:len(args)+n]
	for i, r := range args {
		scratch[i] = regs[r]
	}
	a, res := scratch[:len(args):len(args)], scratch[len(args):]
	clear(res) // as every caller gives them (ir.Func.Fn)
	if c.roots != nil {
		rootedCall(c, a, res, regs, up)
	} else {
		c.f.Fn(a, res)
	}
	if len(res) > 0 {
		regs[in.dst] = res[0]
	}
	for j, k := range c.results {
		regs[in.dst+int32(j)+1] = res[k]
	}
	return scratch
}

// callerRoots are the heap words an activation keeps across a call of
// compiled code (registers roots of regs), and up its callers': the
// roots a collection below it must update.
type callerRoots struct {
	regs  []int64
	roots []int32
	up    *callerRoots
}

// rootedCall calls c's function, which collects, with the heap words
// live across the call, here (regs) and in the callers (up), as roots
// of its heap, and puts back the values the collection gave them.
func rootedCall(c *call, args, res, regs []int64, up *callerRoots) {
	var words []heap.Value
	for f := (&callerRoots{regs: regs, roots: c.roots, up: up}); f != nil; f = f.up {
		for _, r := range f.roots {
			words = append(words, heap.Value(f.regs[r]))
		}
	}
	id := c.f.Heap.AddRootWords(words)
	c.f.Fn(args, res)
	c.f.Heap.RemoveRoots(id)
	k := 0
	for f := (&callerRoots{regs: regs, roots: c.roots, up: up}); f != nil; f = f.up {
		for _, r := range f.roots {
			f.regs[r] = int64(words[k])
			k++
		}
	}
}

// values reads the registers rs.
func values(rs []int32, regs []int64) []int64 {
	vals := make([]int64, len(rs))
	for i, r := range rs {
		vals[i] = regs[r]
	}
	return vals
}

func b2i(b bool) int64 {
	if b {
		return 1
	}
	return 0
}
