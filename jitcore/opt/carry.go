package opt

import "github.com/microjit/microjit/jitcore/ir"

// Carry keeps memory cells in loop variables across the back edge of a
// peeled loop, so the body reads a cell's value from a register instead of
// memory (LuaJIT and PyPy forward loads across the loop in the same way).
//
// A cell is the bytes a body load reads when its address is the same in
// every iteration (an absolute address, or a loop-invariant base plus a
// displacement), when no earlier store of the body may touch those bytes,
// and when the preamble accessed the same bytes too (so the address is in
// bounds before the label). Nothing is carried when the loop calls out.
//
// A strided cell is the same for an address p+d whose base p is a loop
// variable that the jump passes back as p+s (a pointer walking by s, as
// bf's [<<<<<<<<<]-style loops do): what the body stores at p+d+s is what
// the next iteration finds at p+d, and what the preamble stored at its
// p+d+s (the label's p+d) is what the first one finds. It needs the
// body's store: a strided cell the body does not store is not carried.
// For each cell, the value it holds when the label is reached is known on
// both edges:
//
//	preamble ── value after the preamble ──▶ label(..., c) ◀── value after the body ── jump
//
// after the preamble: the last value the preamble loaded from or stored to
// the cell, or a load emitted just before the label; after the body: the
// last value the body stored there, or c itself when the body does not
// store to it. A cell that no body store may touch is invariant: its
// label argument is passed back unchanged (or, when it is a constant,
// replaced by that constant). A cell that some store may touch without
// certainly writing it is not carried.
//
// The body's load of the cell becomes the new label argument. Stores stay
// where they are: every guard exit still sees memory as the original trace
// left it. Then heap caching runs again over the loop, starting the body
// with the carried cells known, which removes stores of the value a cell
// already holds and stores that a later one overwrites before a guard,
// with fold and cse in the same walk; dce cleans up.
func Carry(t *ir.Trace) *ir.Trace {
	c := newCarrier(t)
	if c == nil {
		return t
	}
	out, seeds, inv := c.rewrite()
	out.Entry = nil // the body now finds memory cells in label arguments
	out = then(out, func(t *ir.Trace) *ir.Trace {
		b := newBuilder(t)
		h, c := newHeapCache(b), newCSE(b)
		defer h.free()
		defer c.free()
		h.seeds, h.invariantOld = seeds, inv
		return b.walk(h, folder{b}, c) // one walk (walk.go)
	})
	return then(out, DCE)
}

// carriedCell is one cell of Carry, in the old trace's numbering unless
// said otherwise.
type carriedCell struct {
	a    addr
	size int64
	load int // index of the body's first load of the cell
	// step is the change of a.base per iteration when a.base is a loop
	// variable that moves by a constant (a strided cell, 0 otherwise):
	// what the body stores at a.disp+step is there at a.disp next time.
	// src and pre are then where the value comes from on each edge.
	step      int64
	src, preA addr
	// end is the value the body leaves in the cell (ir.None: it stores
	// none); endLow8 says end came from a byte store.
	end     ir.Value
	endLow8 bool
	killed  bool // a body store may change it without certainly writing it
	// pre is the value the preamble leaves in the cell (ir.None: unknown,
	// but touched); preLow8 as endLow8.
	pre     ir.Value
	preLow8 bool
	touched bool // the preamble accessed exactly these bytes
	// val is the cell's value in the body, in the new trace's numbering.
	val ir.Value
}

func (c *carriedCell) invariant() bool { return c.end == ir.None }

type carrier struct {
	t         *ir.Trace
	label     int
	jump      int
	variantLV map[ir.Value]bool // label arguments the jump changes
	// steps maps the loop variables that the jump passes back moved by a
	// nonzero constant to that constant (a pointer stepping along).
	steps map[ir.Value]int64
	cells []*carriedCell
}

func newCarrier(t *ir.Trace) *carrier {
	label, jump := peeledLoop(t)
	if label < 0 {
		return nil
	}
	for i := range t.Ops {
		if c := t.Ops[i].Code; c == ir.OpCall || c == ir.OpCallTrace {
			return nil
		}
	}
	c := &carrier{t: t, label: label, jump: jump, variantLV: map[ir.Value]bool{}, steps: map[ir.Value]int64{}}
	largs, jargs := t.Ops[c.label].Args, t.Ops[c.jump].Args
	for k, a := range largs {
		if jargs[k] != a {
			c.variantLV[a] = true
		}
	}
	for k, a := range largs {
		if n := c.norm(0, jargs[k], 0, true); c.variantLV[a] && n.base == a && n.disp != 0 {
			c.steps[a] = n.disp
		}
	}
	c.scanBody()
	c.scanPreamble()
	kept := c.cells[:0]
	for _, cell := range c.cells {
		if cell.killed || !cell.touched || cell.step != 0 && cell.end == ir.None {
			continue // a strided cell needs the body's store
		}
		if k, ok := c.constant(cell.end, cell.endLow8); ok {
			if pk, ok := c.constant(cell.pre, cell.preLow8); ok && pk == k {
				cell.end = ir.None // holds k on both edges: invariant
			}
		}
		kept = append(kept, cell)
	}
	c.cells = kept
	if len(c.cells) == 0 {
		return nil
	}
	return c
}

// norm normalizes an address of the old trace like heapCache.address. In
// the body (body set), a preamble definition is followed only when its
// argument is not a changing loop variable: after the label such a value
// means the current iteration's, not the first.
func (c *carrier) norm(region int32, v ir.Value, disp int64, body bool) addr {
	for {
		if v.IsConst() {
			k := c.t.Consts[v.ConstIndex()]
			if !k.Type.IsWord() {
				return addr{region, v, disp}
			}
			return addr{region, ir.None, disp + k.Bits}
		}
		if body && c.variantLV[v] {
			return addr{region, v, disp}
		}
		d := &c.t.Ops[v]
		if d.Code != ir.OpAdd || !d.Args[1].IsConst() || !c.t.Consts[d.Args[1].ConstIndex()].Type.IsWord() {
			return addr{region, v, disp}
		}
		w := d.Args[0]
		if body && int(v) < c.label && c.variantLV[w] {
			return addr{region, v, disp}
		}
		v, disp = w, disp+c.t.Consts[d.Args[1].ConstIndex()].Bits
	}
}

// constant reports the bits a cell holds when v (stored, as a byte if
// low8) is an int constant.
func (c *carrier) constant(v ir.Value, low8 bool) (int64, bool) {
	if !v.IsConst() || !c.t.Consts[v.ConstIndex()].Type.IsWord() {
		return 0, false
	}
	k := c.t.Consts[v.ConstIndex()].Bits
	if low8 {
		k &= 255
	}
	return k, true
}

// fixed reports whether a body address with this base is the same in
// every iteration.
func (c *carrier) fixed(a addr) bool {
	return a.base == ir.None || int(a.base) < c.label && !c.variantLV[a.base]
}

func (c *carrier) find(a addr, size int64) *carriedCell {
	for _, cell := range c.cells {
		if cell.a == a && cell.size == size {
			return cell
		}
	}
	return nil
}

type access struct {
	a    addr
	size int64
}

// scanBody finds the cells and what the body leaves in them.
func (c *carrier) scanBody() {
	var stores []access
	var values []ir.Value // what each of stores writes (ir.None: not a store)
	for i := c.label + 1; i < c.jump; i++ {
		op := &c.t.Ops[i]
		switch op.Code {
		case ir.OpLoad8U, ir.OpLoad64:
			a, size := c.norm(op.Region, op.Args[0], op.Aux, true), accessSize(op.Code)
			step, strided := c.steps[a.base]
			if !c.fixed(a) && !strided || c.find(a, size) != nil {
				continue
			}
			aliased := false
			for _, s := range stores {
				aliased = aliased || mayAlias(s.a, s.size, a, size)
			}
			if aliased {
				continue
			}
			cell := &carriedCell{a: a, size: size, load: i, end: ir.None, pre: ir.None, src: a, preA: a}
			if strided {
				cell.step = step
				cell.src = addr{a.region, a.base, a.disp + step}
				cell.preA = c.norm(a.region, a.base, a.disp, false)
			}
			c.cells = append(c.cells, cell)
		case ir.OpNew:
			// It writes Top in its allocation record (region Region): a
			// store that may touch any cell there. The object it writes
			// in the space region is new, so no cell can be in it.
			a := addr{op.Region, ir.Value(i), 0}
			for _, cell := range c.cells {
				cell.killed = cell.killed || cell.a.region == op.Region
			}
			stores = append(stores, access{a, 8})
			values = append(values, ir.None)
		case ir.OpStore8, ir.OpStore64:
			a, size := c.norm(op.Region, op.Args[0], op.Aux, true), accessSize(op.Code)
			for _, cell := range c.cells {
				switch {
				case cell.step != 0: // below: its source may come first
				case cell.a == a && cell.size == size:
					cell.end, cell.endLow8 = op.Args[1], size == 1
					if op.Args[1] == ir.Value(cell.load) {
						cell.end = ir.None // stores back what it loaded
					}
				case mayAlias(cell.a, cell.size, a, size):
					cell.killed = true
				}
			}
			stores = append(stores, access{a, size})
			values = append(values, op.Args[1])
		}
	}
	// A strided cell's next value is the last store to its source, from
	// anywhere in the body, unless a store that may touch it comes after.
	for _, cell := range c.cells {
		if cell.step == 0 {
			continue
		}
		for k, st := range stores {
			switch {
			case st.a == cell.src && st.size == cell.size:
				cell.end, cell.endLow8 = values[k], st.size == 1
			case mayAlias(st.a, st.size, cell.src, cell.size):
				cell.end = ir.None
			}
		}
	}
}

// scanPreamble finds what the preamble leaves in each cell.
func (c *carrier) scanPreamble() {
	for i := 0; i < c.label; i++ {
		op := &c.t.Ops[i]
		switch op.Code {
		case ir.OpLoad8U, ir.OpLoad64:
			a, size := c.norm(op.Region, op.Args[0], op.Aux, false), accessSize(op.Code)
			for _, cell := range c.cells {
				if cell.preA == a && cell.size == size {
					if cell.pre == ir.None {
						cell.pre, cell.preLow8 = ir.Value(i), false
					}
					cell.touched = true
				}
			}
		case ir.OpNew: // writes Top in its allocation record
			for _, cell := range c.cells {
				if cell.a.region == op.Region {
					cell.pre = ir.None
				}
			}
		case ir.OpStore8, ir.OpStore64:
			a, size := c.norm(op.Region, op.Args[0], op.Aux, false), accessSize(op.Code)
			for _, cell := range c.cells {
				switch {
				case cell.preA == a && cell.size == size:
					cell.pre, cell.preLow8, cell.touched = op.Args[1], size == 1, true
				case mayAlias(cell.preA, cell.size, a, size):
					cell.pre = ir.None
				}
			}
		}
	}
}

// rewrite builds the loop with the cells carried. It also returns, in the
// new trace's numbering, the facts that hold at the label and the label
// arguments that the jump passes back unchanged.
func (c *carrier) rewrite() (*ir.Trace, []seedCell, map[ir.Value]bool) {
	t := c.t
	b := newBuilder(t)
	for i := 0; i < c.label; i++ {
		b.keep(i)
	}
	largs := b.args(t.Ops[c.label].Args)
	inv := map[ir.Value]bool{}
	for k, v := range t.Ops[c.label].Args {
		if !c.variantLV[v] {
			inv[largs[k]] = true
		}
	}
	zero := t.Const(ir.Int, 0)
	var seeds []seedCell
	for _, cell := range c.cells {
		base := zero
		if cell.a.base != ir.None {
			base = b.arg(cell.a.base)
		}
		v := b.arg(cell.pre)
		switch {
		case cell.pre == ir.None:
			code := ir.OpLoad64
			if cell.size == 1 {
				code = ir.OpLoad8U
			}
			v = b.emit(ir.Op{Code: code, Type: ir.Int, Region: cell.a.region, Args: []ir.Value{base}, Aux: cell.a.disp})
		case cell.preLow8:
			v = b.lowByte(v)
		}
		if !(cell.invariant() && v.IsConst()) {
			v, _ = b.labelArg(largs, v) // always ok: v is an int
			largs = append(largs, v)
			if cell.invariant() {
				inv[v] = true
			}
		}
		cell.val = v
		seeds = append(seeds, seedCell{region: cell.a.region, base: base, disp: cell.a.disp, size: cell.size, val: v})
	}
	b.emit(ir.Op{Code: ir.OpLabel, Args: largs})
	loads := map[int]*carriedCell{}
	for _, cell := range c.cells {
		loads[cell.load] = cell
	}
	for i := c.label + 1; i < c.jump; i++ {
		if cell := loads[i]; cell != nil {
			b.m[i] = cell.val
			continue
		}
		b.keep(i)
	}
	jargs := b.args(t.Ops[c.jump].Args)
	for _, cell := range c.cells {
		switch {
		case cell.invariant() && cell.val.IsConst():
		case cell.invariant():
			jargs = append(jargs, cell.val)
		case cell.endLow8:
			jargs = append(jargs, b.lowByte(b.arg(cell.end)))
		default:
			jargs = append(jargs, b.arg(cell.end))
		}
	}
	b.emit(ir.Op{Code: ir.OpJump, Args: jargs, Aux: -1})
	return b.finish(), seeds, inv
}
