//go:build linux && amd64

package amd64

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"sync"

	"github.com/microjit/microjit/jitcore/backend"
	"github.com/microjit/microjit/jitcore/backend/amd64/asm"
	"github.com/microjit/microjit/jitcore/backend/exec"
	"github.com/microjit/microjit/jitcore/codeheap"
	"github.com/microjit/microjit/jitcore/ir"
)

// Defaults and limits of Config.
const (
	// DefaultMaxCodeBytes is the code budget when Config.MaxCodeBytes is 0.
	DefaultMaxCodeBytes = 64 << 20
	// DefaultFuelBits gives 2^20 units of fuel (loop iterations, scan
	// steps) per native entry: about a millisecond for a small loop.
	DefaultFuelBits = 20
)

// Config sizes a Backend.
type Config struct {
	// MaxCodeBytes is the code heap budget; 0 means DefaultMaxCodeBytes.
	MaxCodeBytes int
	// FuelBits: native code returns to Go every 2^FuelBits units of
	// fuel (a loop iteration, a scan step), at most backend.MaxFuelBits;
	// 0 means DefaultFuelBits.
	FuelBits int
}

// Backend compiles traces to x86-64 code and runs them (backend.Backend).
// Compile, Attach and Run may be called from several goroutines, and Run
// is re-entrant: a function that compiled code calls may Run compiled
// code of the same Backend (context.go).
type Backend struct {
	fuel int64
	heap *codeheap.Heap
	exec *exec.Backend

	compileMu sync.Mutex // serializes Compile (guard and function ids)
	// gen is the last trace's code generator, whose buffers the next
	// reuses, and regs the register allocator's memory (guarded by
	// compileMu).
	gen  *gen
	regs regScratch
	// timing is what Compile's and Attach's steps took (Phases).
	timing timing

	mu sync.Mutex
	// idle holds the run contexts no Run uses (guarded by mu).
	idle []*runContext
	// running counts the Runs under way; idleCond is signalled when it
	// drops to 0 once the Backend is closed, for Close (guarded by mu).
	running  int
	idleCond sync.Cond
	stats    Stats // guarded by mu
	closed   bool  // guarded by mu

	tabMu sync.RWMutex
	// guards is indexed by the guard ids native code writes on exit.
	guards   []guardRef
	guardIDs map[*backend.Guard]int
	// execGuards maps the embedded executor's guards to the native ones.
	execGuards map[*backend.Guard]*backend.Guard
	// execMade says the codes have their executor forms; until then,
	// execPending and execAttached are what to make (embedded.go).
	// Guarded by compileMu.
	execMade     bool
	execPending  []pendingExec
	execAttached []execAttach
	// calls is indexed by the call site ids native code writes on a
	// call (callout.go).
	calls []callRef
	// maxRegion is the highest region index any compiled code uses.
	maxRegion int32
	// allocRegions has bit R set when compiled code allocates in regions
	// R and R+1 (ir.OpNew).
	allocRegions uint32
	// indirectJumps makes every jump into another loop indirect, as when
	// its target is out of rel32 range (for tests of that path).
	indirectJumps bool
	// returns maps the return address of every call of a compiled
	// function to its call site (function.go: walkCalls).
	returns map[uintptr]callSite
	// trampoline is the code Run enters through (function.go).
	trampoline codeheap.Block
	// counting, when set, gives each code compiled an arrival counter
	// (counters.go). Guarded by compileMu.
	counting *counters
}

// Stats counts how Runs went, for --jit-stats and tests.
type Stats struct {
	Entries       int // native entries, re-entries after exits included
	CallExits     int // exits to call a function
	FuelExits     int // exits because the fuel ran out
	ExecFallbacks int // Runs done by the embedded executor (memory not native-safe)
}

// Stats returns the counters of the Runs that have returned so far.
func (b *Backend) Stats() Stats {
	b.mu.Lock()
	defer b.mu.Unlock()
	return b.stats
}

// ExecFallbacks implements backend.Fallbacks.
func (b *Backend) ExecFallbacks() int { return b.Stats().ExecFallbacks }

// guardRef locates a guard's exit in its code.
type guardRef struct {
	g *backend.Guard
	c *code
	k int // index among c's guards
}

// New makes a native backend with its code heap and a first run context
// (a native stack and a state record).
func New(cfg Config) (*Backend, error) {
	if cfg.MaxCodeBytes == 0 {
		cfg.MaxCodeBytes = DefaultMaxCodeBytes
	}
	if cfg.FuelBits == 0 {
		cfg.FuelBits = DefaultFuelBits
	}
	if cfg.FuelBits < 1 || cfg.FuelBits > backend.MaxFuelBits {
		return nil, fmt.Errorf("amd64: FuelBits %d out of range 1..%d", cfg.FuelBits, backend.MaxFuelBits)
	}
	heap, err := codeheap.New(codeheap.Config{Budget: cfg.MaxCodeBytes, Align: loopAlign})
	if err != nil {
		return nil, err
	}
	rc, err := newRunContext()
	if err != nil {
		heap.Close()
		return nil, err
	}
	tramp, err := newTrampoline(heap)
	if err != nil {
		heap.Close()
		rc.free()
		return nil, err
	}
	b := &Backend{
		fuel:       1 << cfg.FuelBits,
		heap:       heap,
		exec:       exec.New(),
		idle:       []*runContext{rc},
		guardIDs:   map[*backend.Guard]int{},
		execGuards: map[*backend.Guard]*backend.Guard{},
		maxRegion:  -1,
		returns:    map[uintptr]callSite{},
		trampoline: tramp,
	}
	b.idleCond.L = &b.mu
	return b, nil
}

// Name is "native".
func (*Backend) Name() string { return "native" }

// Close waits for the Runs under way to return, then frees the code heap
// and the run contexts. Run panics afterwards; a second Close does
// nothing. A function that compiled code calls must not Close its
// Backend (it would wait for its own Run).
func (b *Backend) Close() error {
	b.mu.Lock()
	defer b.mu.Unlock()
	if b.closed {
		return nil
	}
	b.closed = true
	for b.running > 0 {
		b.idleCond.Wait()
	}
	errs := []error{b.heap.Close()}
	if b.counting != nil {
		errs = append(errs, b.counting.free())
	}
	for _, rc := range b.idle {
		errs = append(errs, rc.free())
	}
	b.idle = nil
	return errors.Join(errs...)
}

// Compile compiles t to native code. The embedded executor, which Run
// uses when memory is not native-safe, decodes it when first needed
// (embedded.go).
func (b *Backend) Compile(t *ir.Trace, funcs []*ir.Func, loops func(id int) backend.Code) (backend.Code, error) {
	b.compileMu.Lock()
	defer b.compileMu.Unlock()
	clock := b.timing.start()
	if err := t.Verify(); err != nil {
		return nil, fmt.Errorf("amd64: %v", err)
	}
	targets, maxRegion, allocRegions, err := check(t, funcs, loops)
	if err != nil {
		return nil, err
	}
	callees, err := checkCalls(t, loops)
	if err != nil {
		return nil, err
	}
	clock.lap(phaseCheck)
	ra := allocateIn(t, jumpInto(t, targets), &b.regs)
	if ra.frameSize() > maxFrameBytes {
		return nil, fmt.Errorf("amd64: trace needs %d spill slots, more than a frame may have", ra.nslots)
	}
	c := &code{trace: t, guards: backend.NewGuards(t, ra.live), callSites: backend.NewCallSites(t, ra.live)}
	for _, g := range c.guards {
		if len(g.Live) > maxValues {
			return nil, fmt.Errorf("amd64: guard at op %d has %d live values, more than %d", g.Op, len(g.Live), maxValues)
		}
	}
	if ra.label >= 0 && len(ra.liveAcross(ra.label)) > maxValues {
		return nil, fmt.Errorf("amd64: more than %d values live around the loop", maxValues)
	}
	for i := range t.Ops {
		if t.Ops[i].Code.IsCall() && len(ra.liveAcross(i)) > maxValues {
			return nil, fmt.Errorf("amd64: more than %d values live across the call at op %d", maxValues, i)
		}
		// A scan's fuel exit saves its position after them.
		if t.Ops[i].Code == ir.OpScan8 && len(ra.liveAcross(i)) >= maxValues {
			return nil, fmt.Errorf("amd64: %d or more values live across the scan at op %d", maxValues, i)
		}
	}
	var calls []callRef
	var hw []bool
	for i := range t.Ops {
		op := &t.Ops[i]
		if (op.Code.IsCall() || op.Code == ir.OpCallTrace) && op.MayCollect() && hw == nil {
			hw = t.HeapWords()
		}
		switch {
		case op.Code.IsCall():
			calls = append(calls, newCallRef(c, i, funcs[op.Aux], ra.liveAcross(i), hw))
		case op.Code == ir.OpCallTrace:
			c.callRoots = append(c.callRoots, frameRoots(t, ra, i, hw))
		}
	}
	clock.lap(phaseRegalloc)
	b.tabMu.RLock()
	firstGuard, firstCall := len(b.guards), len(b.calls)
	b.tabMu.RUnlock()
	guardIDs := make([]int, len(c.guards))
	for k := range guardIDs {
		guardIDs[k] = firstGuard + k
	}
	callIDs := make([]int, len(calls))
	for k := range callIDs {
		callIDs[k] = firstCall + k
	}
	if b.counting != nil {
		if c.counter, err = b.counting.next(); err != nil {
			return nil, err
		}
	}
	g, bytes, err := b.place(c, func(indirect bool) (*gen, error) {
		clock.lap(phaseInstall)
		g, err := lower(b.gen, t, ra, guardIDs, callIDs, targets, callees, indirect || b.indirectJumps, c.counter)
		b.gen = g
		clock.lap(phaseLower)
		return g, err
	})
	if err != nil {
		return nil, err
	}
	c.size, c.heap, c.fields, c.entryFields, c.entry = len(bytes), b.heap, g.fields, g.entryFields, c.block.Addr
	c.inputs, c.ra = g.inputs, ra.keepForEntries()
	for _, inv := range g.invalidations {
		stub, _ := g.a.LabelOffset(inv.stub)
		c.invalidations = append(c.invalidations, [2]int{inv.field, stub})
	}
	c.exitPaths = make([]int, len(g.exitPaths))
	for k, l := range g.exitPaths {
		c.exitPaths[k], _ = g.a.LabelOffset(l)
	}
	if g.regEntry != (asm.Label{}) {
		off, _ := g.a.LabelOffset(g.regEntry)
		c.regEntry = c.block.Addr + uintptr(off)
	}
	if g.loaded != (asm.Label{}) {
		off, _ := g.a.LabelOffset(g.loaded)
		c.loaded = c.block.Addr + uintptr(off)
	}
	if g.labelIn != (asm.Label{}) {
		off, _ := g.a.LabelOffset(g.labelIn)
		c.labelEntry = c.block.Addr + uintptr(off)
		for _, v := range t.Ops[ra.label].Args {
			c.labelLocs = append(c.labelLocs, ra.locs[v])
		}
	}
	b.tabMu.Lock()
	for k, gd := range c.guards {
		b.guards = append(b.guards, guardRef{g: gd, c: c, k: k})
		b.guardIDs[gd] = firstGuard + k
	}
	for k, l := range g.returns {
		off, _ := g.a.LabelOffset(l)
		b.returns[c.block.Addr+uintptr(off)] = callSite{c: c, k: k}
	}
	b.calls = append(b.calls, calls...)
	b.maxRegion = max(b.maxRegion, maxRegion)
	b.allocRegions |= allocRegions
	b.tabMu.Unlock()
	defer clock.lap(phaseInstall)
	if err := b.addExec(c, funcs, loops); err != nil {
		return nil, err
	}
	return c, nil
}

// check rejects what native code cannot do and resolves jump targets. It
// returns the highest region index t uses and the regions it allocates in
// (bit R: regions R and R+1).
func check(t *ir.Trace, funcs []*ir.Func, loops func(int) backend.Code) (targets map[int]*code, maxRegion int32, allocRegions uint32, err error) {
	if len(t.Inputs) > maxValues {
		return nil, 0, 0, fmt.Errorf("amd64: %d inputs, more than %d", len(t.Inputs), maxValues)
	}
	targets = map[int]*code{}
	maxRegion = -1
	for i := range t.Ops {
		op := &t.Ops[i]
		switch {
		case op.Code.IsMemory():
			if op.Region < 0 || op.Region >= maxRegions {
				return nil, 0, 0, fmt.Errorf("amd64: op %d uses region %d; native code has regions 0..%d", i, op.Region, maxRegions-1)
			}
			maxRegion = max(maxRegion, op.Region)
		case op.Code == ir.OpPoll:
			if op.Region < 0 || op.Region >= maxRegions || op.Aux > math.MaxInt32 {
				return nil, 0, 0, fmt.Errorf("amd64: op %d polls offset %d of region %d; native code has regions 0..%d and 32-bit offsets", i, op.Aux, op.Region, maxRegions-1)
			}
			maxRegion = max(maxRegion, op.Region)
		case op.Code == ir.OpNew:
			// The allocation record and the space: regions R and R+1.
			if op.Region < 0 || op.Region+1 >= maxRegions {
				return nil, 0, 0, fmt.Errorf("amd64: op %d allocates in regions %d and %d; native code has regions 0..%d", i, op.Region, op.Region+1, maxRegions-1)
			}
			maxRegion = max(maxRegion, op.Region+1)
			allocRegions |= 1 << op.Region
		case op.Code.IsCall():
			f, err := backend.CheckCall(t, i, funcs)
			if err != nil {
				return nil, 0, 0, fmt.Errorf("amd64: %v", err)
			}
			if len(op.Args) > maxCallArgs {
				return nil, 0, 0, fmt.Errorf("amd64: op %d passes %d arguments, more than %d", i, len(op.Args), maxCallArgs)
			}
			if f.NumResults() > maxCallResults {
				return nil, 0, 0, fmt.Errorf("amd64: op %d calls %s, which has %d results, more than %d", i, f.Name, f.NumResults(), maxCallResults)
			}
		case op.Code == ir.OpLabel:
			for _, v := range op.Args {
				if v.IsConst() {
					return nil, 0, 0, fmt.Errorf("amd64: label argument %s is a constant", t.ValueString(v))
				}
			}
		case op.Code == ir.OpJump && op.Aux >= 0:
			target, ok := loops(int(op.Aux)).(*code)
			if !ok {
				return nil, 0, 0, fmt.Errorf("amd64: op %d jumps to loop %d, which is not native code", i, op.Aux)
			}
			if len(op.Args) > maxValues {
				return nil, 0, 0, fmt.Errorf("amd64: op %d passes %d values, more than %d", i, len(op.Args), maxValues)
			}
			if op.ToLabel() && target.labelEntry == 0 {
				return nil, 0, 0, fmt.Errorf("amd64: op %d jumps to the label of loop %d, which has no label entry", i, op.Aux)
			}
			targets[int(op.Aux)] = target
		}
	}
	return targets, maxRegion, allocRegions, nil
}

// jumpInto is where the loop that t's final jump enters takes the jump's
// arguments when they go straight into its registers (allocate), or nil.
func jumpInto(t *ir.Trace, targets map[int]*code) []loc {
	last := &t.Ops[len(t.Ops)-1]
	if last.Code != ir.OpJump || last.Aux < 0 {
		return nil
	}
	target := targets[int(last.Aux)]
	switch {
	case last.ToLabel():
		return target.labelLocs
	case target.regEntry != 0:
		return target.inputs
	}
	return nil
}

// Attach patches g's exit stub to jump to bridge's entry, and records the
// bridge on g (and on the embedded executor's copy of g).
func (b *Backend) Attach(g *backend.Guard, bridge backend.Code) error {
	br, ok := bridge.(*code)
	if !ok {
		return fmt.Errorf("amd64: bridge is not native code")
	}
	b.tabMu.RLock()
	id, ok := b.guardIDs[g]
	var ref guardRef
	if ok {
		ref = b.guards[id]
	}
	b.tabMu.RUnlock()
	if !ok {
		return fmt.Errorf("amd64: guard of op %d is not a guard of this backend", g.Op)
	}
	if n := len(br.trace.Inputs); n != len(g.Live) {
		return fmt.Errorf("amd64: bridge has %d inputs, the guard has %d live values", n, len(g.Live))
	}
	clock := b.timing.start()
	defer clock.lap(phaseAttach)
	b.compileMu.Lock()
	err := b.attachExec(ref.c, ref.k, br)
	b.compileMu.Unlock()
	if err != nil {
		return err
	}
	field := ref.c.block.Addr + uintptr(ref.c.fields[ref.k])
	if err := b.heap.PatchRel32(field, br.entry); err != nil {
		return fmt.Errorf("amd64: %v", err)
	}
	// Then, where it can be made, the entry that takes the guard's values
	// where the parent keeps them; the stub's path above stays the way
	// back when the fuel is out.
	if entry, ok := b.addGuardEntry(ref.c, ref.k, br); ok {
		field := ref.c.block.Addr + uintptr(ref.c.entryFields[ref.k])
		if err := b.heap.PatchRel32(field, entry); err != nil {
			// The stub already leads to the bridge: keep that way in,
			// without the entry nothing jumps to.
			b.compileMu.Lock()
			last := len(br.guardEntries) - 1
			b.heap.Free(br.guardEntries[last].block)
			br.guardEntries = br.guardEntries[:last]
			b.compileMu.Unlock()
		}
	}
	g.Bridge = bridge
	return nil
}

// Invalidate makes c's guard_not_invalidated guards fail: their jumps
// go to their exit stubs from now on (native code under way takes the
// new jump the next time it passes), and so do those of its executor
// form, now or when it is made.
func (b *Backend) Invalidate(bc backend.Code) {
	c := bc.(*code)
	b.compileMu.Lock()
	defer b.compileMu.Unlock()
	if c.invalid {
		return
	}
	c.invalid = true
	if c.exec != nil {
		b.exec.Invalidate(c.exec)
	}
	for _, inv := range c.invalidations {
		if err := b.heap.PatchRel32(c.block.Addr+uintptr(inv[0]), c.block.Addr+uintptr(inv[1])); err != nil {
			panic(fmt.Sprintf("amd64: invalidating %s: %v", c.trace.Name, err)) // the field was checked when lowered
		}
	}
}

// place lowers a trace with gen, allocates its block in the code heap
// (c.block), fills in its jumps into other loops and writes it. When a
// target is out of rel32 range from the block, it lowers the trace again
// with those jumps indirect.
func (b *Backend) place(c *code, gen func(indirect bool) (*gen, error)) (*gen, []byte, error) {
	for _, indirect := range []bool{false, true} {
		g, err := gen(indirect)
		if err != nil {
			return nil, nil, fmt.Errorf("amd64: %v", err)
		}
		bytes, err := g.a.Finish()
		if err != nil {
			return nil, nil, fmt.Errorf("amd64: %v", err)
		}
		if c.block, err = b.heap.Alloc(len(bytes)); err != nil {
			return nil, nil, err
		}
		inRange := true
		for _, j := range g.farJumps {
			rel, ok := asm.Rel32(c.block.Addr+uintptr(j.field), j.target)
			inRange = inRange && ok
			binary.LittleEndian.PutUint32(bytes[j.field:], uint32(rel))
		}
		if !inRange {
			b.heap.Free(c.block)
			continue
		}
		if err := b.heap.Write(c.block, bytes); err != nil {
			return nil, nil, err
		}
		return g, bytes, nil
	}
	panic("amd64: an indirect jump is always in range")
}
