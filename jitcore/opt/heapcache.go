package opt

import (
	"sync"

	"github.com/microjit/microjit/jitcore/ir"
)

// HeapCache removes redundant memory traffic: a load of an address whose
// content is known (from an earlier load or store) becomes that value, a
// store of the value an address already holds disappears, a store that a
// later store to the same address overwrites before anything can observe
// it disappears, and region_len is read once. Knowledge of memory ends at
// a call (not an elidable one), at the label, and, per address, at a store
// that may alias it. Stores are delayed until something could observe
// them (a load that may alias, a scan, a guard, a call, the label, the
// jump), so every guard exit still sees memory exactly as the original
// trace left it.
func HeapCache(t *ir.Trace) *ir.Trace {
	h := newHeapCache(newBuilder(t))
	defer h.free()
	return h.b.walk(h)
}

// seedCell is a fact that holds at the label of a peeled loop: the size
// bytes at region[base+disp] hold val on entry and after every iteration.
// Carry establishes such facts; all values are in the trace's numbering.
type seedCell struct {
	region int32
	base   ir.Value
	disp   int64
	size   int64
	val    ir.Value
}

// newHeapCache is HeapCache's stage (walk.go) for a walk of b.
// Its tables come from heapCaches: a short run never collects, so
// tables made anew for every walk were fresh memory (page faults).
func newHeapCache(b *builder) *heapCache {
	h := heapCaches.Get().(*heapCache)
	*h = heapCache{b: b, mem: h.mem[:0], lens: h.lens, pending: h.pending[:0], invariant: h.invariant, label: ir.None}
	return h
}

var heapCaches = sync.Pool{New: func() any {
	return &heapCache{lens: map[int32]ir.Value{}, invariant: map[ir.Value]bool{}}
}}

// free gives h's tables back for the next walk; nothing may use h
// afterwards.
func (h *heapCache) free() {
	clear(h.pending[:cap(h.pending)]) // their ops' arguments are the trace's
	clear(h.lens)
	clear(h.invariant)
	*h = heapCache{mem: h.mem[:0], lens: h.lens, pending: h.pending[:0], invariant: h.invariant}
	heapCaches.Put(h)
}

func (h *heapCache) op(op ir.Op, from int) ir.Value {
	b := h.b
	switch op.Code {
	case ir.OpLoad8U, ir.OpLoad64:
		return h.load(op, from)
	case ir.OpStore8, ir.OpStore64:
		h.store(op)
		return ir.None
	case ir.OpRegionLen:
		if v, ok := h.lens[op.Region]; ok && !b.pinnedOp(from) {
			return v
		}
		v := b.pass(op, from)
		h.lens[op.Region] = v
		return v
	case ir.OpCall, ir.OpCallTrace:
		h.flush()
		v := b.pass(op, from)
		h.mem = h.mem[:0]
		clear(h.lens)
		return v
	case ir.OpLabel:
		h.flush()
		h.label = b.pass(op, from)
		h.mem = h.mem[:0]
		clear(h.lens)
		for v := range h.invariantOld {
			h.invariant[b.arg(v)] = true
		}
		for _, s := range h.seeds {
			a := h.address(s.region, b.arg(s.base), s.disp)
			h.mem = append(h.mem, cell{a: a, size: s.size, val: b.arg(s.val)})
		}
		return h.label
	case ir.OpJump, ir.OpReturn, ir.OpScan8:
		// Observers of memory. A scan reads bytes at addresses not
		// known in advance, so every pending store goes out first;
		// it writes nothing, so what is known stays known.
		h.flush()
	case ir.OpNew:
		// A guard that also writes its heap's allocation record
		// (region Region); the object it writes is new, so nothing
		// known about the space region can be about it.
		h.flush()
		v := b.pass(op, from)
		h.forget(op.Region)
		return v
	}
	if op.Code.Info().Guard {
		// Every guard observes memory: its exit resumes the
		// interpreter, which reads it (guard_not_invalidated, enter
		// and poll as much as guard_true).
		h.flush()
	}
	return b.pass(op, from)
}

// addr is a normalized address: base + disp in region, where base is a
// value that is not itself a constant displacement of another value, or
// ir.None for an absolute address.
type addr struct {
	region int32
	base   ir.Value
	disp   int64
}

// cell is what is known about the size bytes at a.
type cell struct {
	a    addr
	size int64
	val  ir.Value
	// low8: the byte is val's low 8 bits (val came from a byte store);
	// otherwise the content is val itself.
	low8 bool
}

type pendingStore struct {
	op   ir.Op // with new arguments
	a    addr
	size int64
	// prev is what the bytes held before the store, when known: a later
	// store of prev to the same bytes makes both stores unnecessary.
	prev    ir.Value
	hasPrev bool
}

type heapCache struct {
	b       *builder
	mem     []cell
	lens    map[int32]ir.Value
	pending []pendingStore
	// invariant holds label arguments whose definitions hold in the body.
	invariant map[ir.Value]bool
	label     ir.Value // the new label op, once emitted
	// seeds and invariantOld are, for a peeled loop (Carry), what holds
	// at its label, in the old trace's numbering (the label makes them
	// the new trace's): memory knowledge after the label starts with
	// seeds instead of nothing, and address normalization may look
	// through the definitions of the label arguments in invariantOld
	// (values the jump passes back unchanged, so their preamble
	// definitions hold in every iteration).
	seeds        []seedCell
	invariantOld map[ir.Value]bool
}

func accessSize(code ir.Opcode) int64 {
	if code == ir.OpLoad8U || code == ir.OpStore8 {
		return 1
	}
	return 8
}

// address normalizes the address of a memory op with new base v.
func (h *heapCache) address(region int32, v ir.Value, disp int64) addr {
	for {
		if c, ok := h.b.intConst(v); ok {
			return addr{region, ir.None, disp + c}
		}
		d := h.b.def(v)
		if d == nil && h.invariant[v] {
			d = &h.b.t.Ops[v]
		}
		if d == nil || d.Code != ir.OpAdd {
			return addr{region, v, disp}
		}
		c, ok := h.b.intConst(d.Args[1])
		if !ok || h.label >= 0 && v < h.label && h.variant(d.Args[0]) {
			// Before the label, a loop variable is its first value; after
			// it, the current one: a preamble definition does not hold.
			return addr{region, v, disp}
		}
		v, disp = d.Args[0], disp+c
	}
}

// mayAlias reports whether two accesses can touch a common byte. With the
// same base the byte ranges are compared exactly (addresses wrap like the
// machine's, and both accesses are in bounds, so the difference is exact).
func mayAlias(a addr, as int64, b addr, bs int64) bool {
	if a.region != b.region {
		return false
	}
	if a.base != b.base {
		return true
	}
	delta := b.disp - a.disp
	return -bs < delta && delta < as
}

// variant reports whether v is a loop variable that changes.
func (h *heapCache) variant(v ir.Value) bool { return h.b.isLoopVar(v) && !h.invariant[v] }

func (h *heapCache) find(a addr, size int64) int {
	for i, c := range h.mem {
		if c.a == a && c.size == size {
			return i
		}
	}
	return -1
}

func (h *heapCache) load(op ir.Op, from int) ir.Value {
	b := h.b
	a := h.address(op.Region, op.Args[0], op.Aux)
	size := accessSize(op.Code)
	if k := h.find(a, size); k >= 0 && !b.pinnedOp(from) {
		c := &h.mem[k]
		if c.low8 {
			c.val, c.low8 = b.lowByte(c.val), false
		}
		return c.val
	}
	for _, p := range h.pending {
		if mayAlias(p.a, p.size, a, size) {
			h.flush()
			break
		}
	}
	v := b.pass(op, from)
	h.mem = append(h.mem, cell{a: a, size: size, val: v})
	return v
}

// lowByte is v & 255, without an op when v is known to be a byte.
func (b *builder) lowByte(v ir.Value) ir.Value {
	if c, ok := b.intConst(v); ok {
		return b.t.Const(ir.Int, c&255)
	}
	if d := b.def(v); d != nil {
		if d.Code == ir.OpLoad8U {
			return v
		}
		if d.Code == ir.OpAnd {
			if c, ok := b.intConst(d.Args[1]); ok && c >= 0 && c <= 255 {
				return v
			}
		}
	}
	return b.emit(ir.Op{Code: ir.OpAnd, Type: ir.Int, Args: []ir.Value{v, b.t.Const(ir.Int, 255)}})
}

func (h *heapCache) store(op ir.Op) {
	args := op.Args
	a := h.address(op.Region, args[0], op.Aux)
	size := accessSize(op.Code)
	k := h.find(a, size)
	if k >= 0 && h.mem[k].val == args[1] {
		return // memory already holds this value
	}
	st := pendingStore{a: a, size: size}
	if k >= 0 {
		st.prev, st.hasPrev = h.mem[k].val, true
	}
	for j, p := range h.pending {
		if p.a == a && p.size == size {
			// p is dead (overwritten before anything saw it), so the bytes
			// still hold what they held before p.
			st.prev, st.hasPrev = p.prev, p.hasPrev
			if p.hasPrev && p.prev == args[1] && k >= 0 {
				h.pending = append(h.pending[:j], h.pending[j+1:]...)
				h.mem[k].val, h.mem[k].low8 = p.prev, size == 1
				return
			}
			break
		}
	}
	kept := h.mem[:0]
	for _, c := range h.mem {
		if !mayAlias(c.a, c.size, a, size) {
			kept = append(kept, c)
		}
	}
	h.mem = append(kept, cell{a: a, size: size, val: args[1], low8: size == 1})
	// A pending store to the same bytes is dead; one that merely may alias
	// must happen first.
	flush := false
	pend := h.pending[:0]
	for _, p := range h.pending {
		if p.a == a && p.size == size {
			continue
		}
		flush = flush || mayAlias(p.a, p.size, a, size)
		pend = append(pend, p)
	}
	h.pending = pend
	if flush {
		h.flush()
	}
	st.op = op
	h.pending = append(h.pending, st)
}

// flush emits the delayed stores in their original order.
func (h *heapCache) flush() {
	for _, p := range h.pending {
		h.b.emit(p.op)
	}
	h.pending = h.pending[:0]
}

// forget drops what is known about region r.
func (h *heapCache) forget(r int32) {
	kept := h.mem[:0]
	for _, c := range h.mem {
		if c.a.region != r {
			kept = append(kept, c)
		}
	}
	h.mem = kept
}
