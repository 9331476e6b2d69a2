package opt

import "github.com/microjit/microjit/jitcore/ir"

// HeapCache removes redundant memory traffic: a load of an address whose
// content is known (from an earlier load or store) becomes that value, a
// store of the value an address already holds disappears, a store that a
// later store to the same address overwrites before anything can observe
// it disappears, and region_len is read once. Knowledge of memory ends at
// a call (not an elidable one), at the label, and, per address, at a store
// that may alias it. Stores are delayed until something could observe
// them (a load that may alias, a guard, a call, the label, the jump), so
// every guard exit still sees memory exactly as the original trace left it.
func HeapCache(t *ir.Trace) *ir.Trace {
	h := &heapCache{b: newBuilder(t), lens: map[int32]ir.Value{}}
	for i := range t.Ops {
		op := &t.Ops[i]
		switch op.Code {
		case ir.OpLoad8U, ir.OpLoad64:
			h.load(i, op)
		case ir.OpStore8, ir.OpStore64:
			h.store(op)
		case ir.OpRegionLen:
			if v, ok := h.lens[op.Region]; ok && !h.b.pinned[i] {
				h.b.m[i] = v
			} else {
				h.lens[op.Region] = h.b.keep(i)
			}
		case ir.OpCall, ir.OpLabel:
			h.flush()
			h.b.keep(i)
			h.mem = nil
			clear(h.lens)
		case ir.OpGuardTrue, ir.OpGuardFalse, ir.OpGuardValue, ir.OpJump:
			h.flush()
			h.b.keep(i)
		default:
			h.b.keep(i)
		}
	}
	return h.b.t
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
}

type heapCache struct {
	b       *builder
	mem     []cell
	lens    map[int32]ir.Value
	pending []pendingStore
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
		if d == nil || d.Code != ir.OpAdd {
			return addr{region, v, disp}
		}
		c, ok := h.b.intConst(d.Args[1])
		if !ok {
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

func (h *heapCache) find(a addr, size int64) int {
	for i, c := range h.mem {
		if c.a == a && c.size == size {
			return i
		}
	}
	return -1
}

func (h *heapCache) load(i int, op *ir.Op) {
	b := h.b
	a := h.address(op.Region, b.arg(op.Args[0]), op.Aux)
	size := accessSize(op.Code)
	if k := h.find(a, size); k >= 0 && !b.pinned[i] {
		c := &h.mem[k]
		if c.low8 {
			c.val, c.low8 = h.lowByte(c.val), false
		}
		b.m[i] = c.val
		return
	}
	for _, p := range h.pending {
		if mayAlias(p.a, p.size, a, size) {
			h.flush()
			break
		}
	}
	h.mem = append(h.mem, cell{a: a, size: size, val: b.keep(i)})
}

// lowByte is v & 255, without an op when v is known to be a byte.
func (h *heapCache) lowByte(v ir.Value) ir.Value {
	b := h.b
	if c, ok := b.intConst(v); ok {
		return b.t.Const(ir.Int, c&255)
	}
	if d := b.def(v); d != nil {
		if d.Code == ir.OpLoad8U {
			return v
		}
		if c, ok := b.intConst(d.Args[len(d.Args)-1]); ok && d.Code == ir.OpAnd && c >= 0 && c <= 255 {
			return v
		}
	}
	return b.emit(ir.Op{Code: ir.OpAnd, Type: ir.Int, Args: []ir.Value{v, b.t.Const(ir.Int, 255)}})
}

func (h *heapCache) store(op *ir.Op) {
	b := h.b
	args := b.args(op.Args)
	a := h.address(op.Region, args[0], op.Aux)
	size := accessSize(op.Code)
	if k := h.find(a, size); k >= 0 && h.mem[k].val == args[1] {
		return // memory already holds this value
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
	st := *op
	st.Args = args
	h.pending = append(h.pending, pendingStore{op: st, a: a, size: size})
}

// flush emits the delayed stores in their original order.
func (h *heapCache) flush() {
	for _, p := range h.pending {
		h.b.emit(p.op)
	}
	h.pending = h.pending[:0]
}
