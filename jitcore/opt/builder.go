package opt

import (
	"slices"
	"sync"

	"github.com/microjit/microjit/jitcore/ir"
)

// builder writes a new trace while reading an old one: every pass is a
// single forward walk that either keeps an old op (with its arguments
// renamed), replaces its result by an existing value, or drops it.
type builder struct {
	old *ir.Trace
	t   *ir.Trace
	// m maps an old op's index to its value in the new trace (ir.None
	// until it is decided; void ops stay ir.None).
	m []ir.Value
	// pinned marks old values that are label arguments. Such a value is a
	// loop variable after the label, so no pass may replace it by another
	// value: it is always kept as its own op.
	pinned []bool
	// snaps maps an old snapshot index to the new one once copied (-1
	// before).
	snaps []int32
	// vals is where args carves the new ops' arguments from: a piece
	// of the new trace's memory (ir.Trace.Values).
	vals []ir.Value
	// loopVar marks, by new value, the new label's arguments once it is
	// emitted: their defining ops only describe the first iteration, so
	// def hides them.
	loopVar []bool
	// scr is where m, pinned, snaps and loopVar came from: finish gives
	// it back for the next pass.
	scr *scratch
	// stages are the passes of a walk (walk.go), at the one running (-1
	// between ops): emit hands a new op to the stage after it. A pass
	// that builds its trace by hand has none, and emit appends.
	stages []stage
	at     int
}

// scratch is the memory a builder needs only while its pass runs. A
// compile runs a dozen passes over traces of a few dozen ops, so
// allocating it anew for each pass cost more than the passes' work
// (the copy of a trace took 85 ns an op, half of it here).
type scratch struct {
	b       builder
	m       []ir.Value
	pinned  []bool
	snaps   []int32
	loopVar []bool
}

var scratchPool = sync.Pool{New: func() any { return new(scratch) }}

// resized returns a with length n, reusing its array when it is large
// enough, and every element set to x.
func resized[T any](a []T, n int, x T) []T {
	if cap(a) < n {
		a = make([]T, n)
	} else {
		a = a[:n]
	}
	for i := range a {
		a[i] = x
	}
	return a
}

// finish ends the pass: it gives the builder's scratch back and returns
// the new trace. Nothing may use b afterwards.
func (b *builder) finish() *ir.Trace {
	t := b.t
	if s := b.scr; s != nil {
		s.loopVar = b.loopVar[:0]
		s.b = builder{}
		scratchPool.Put(s)
	}
	return t
}

// constRoom is how many constants a new trace has room for beyond its
// old trace's before its array grows: a pass adds a few.
const constRoom = 8

// newBuilder starts a new trace from old, with room for as many ops: most
// passes keep or shrink the trace.
func newBuilder(old *ir.Trace) *builder { return newBuilderFor(old, len(old.Ops)) }

// newBuilderFor is newBuilder for a new trace of about nops ops.
func newBuilderFor(old *ir.Trace, nops int) *builder {
	s := scratchPool.Get().(*scratch)
	b := &s.b
	*b = builder{
		old: old,
		scr: s,
		t: &ir.Trace{
			Kind:      old.Kind,
			ID:        old.ID,
			Name:      old.Name,
			Consts:    append(ir.NewConsts(len(old.Consts)+constRoom), old.Consts...),
			Inputs:    old.Inputs, // never written once recorded: shared
			Entry:     old.Entry,
			Ops:       ir.NewOps(nops),
			Snapshots: ir.NewSnapshots(len(old.Snapshots)),
		},
		m:       resized(s.m, len(old.Ops), ir.None),
		pinned:  resized(s.pinned, len(old.Ops), false),
		snaps:   resized(s.snaps, len(old.Snapshots), -1),
		loopVar: s.loopVar[:0],
		at:      -1,
	}
	s.m, s.pinned, s.snaps = b.m, b.pinned, b.snaps
	b.t.ReserveLike(old)
	for i := range old.Ops {
		if old.Ops[i].Code == ir.OpLabel {
			for _, a := range old.Ops[i].Args {
				if a >= 0 {
					b.pinned[a] = true
				}
			}
		}
	}
	return b
}

// arg is old value v in the new trace.
func (b *builder) arg(v ir.Value) ir.Value {
	if v < 0 || v.IsVirtual() {
		return v // a constant, ir.None or a snapshot's virtual: kept as is
	}
	return b.m[v]
}

func (b *builder) args(vs []ir.Value) []ir.Value {
	n := len(vs)
	if n > cap(b.vals)-len(b.vals) {
		b.vals = b.t.Values(max(n, valsChunk))[:0]
	}
	k := len(b.vals)
	b.vals = b.vals[:k+n]
	out := b.vals[k : k+n : k+n]
	for i, v := range vs {
		out[i] = b.arg(v)
	}
	return out
}

// pair is a slice of the new trace's values holding x and y, for the
// arguments of an op a stage makes (fold's rewrites): carved from the
// trace's values like args, not a fresh array of two per rewrite (its
// most frequent allocation) that nothing gives back.
func (b *builder) pair(x, y ir.Value) []ir.Value {
	if 2 > cap(b.vals)-len(b.vals) {
		b.vals = b.t.Values(valsChunk)[:0]
	}
	k := len(b.vals)
	b.vals = b.vals[:k+2]
	out := b.vals[k : k+2 : k+2]
	out[0], out[1] = x, y
	return out
}

// valsChunk is how many values args takes from the trace at a time.
const valsChunk = 64

// keep copies old op i with renamed arguments (and snapshot) and maps it.
func (b *builder) keep(i int) ir.Value {
	old := &b.old.Ops[i]
	if old.Code == ir.OpLabel {
		op := *old
		op.Args = b.args(op.Args)
		return b.add(op) // marks the loop variables
	}
	// Written in place: an op is copied once, by every pass.
	b.t.Ops = append(b.t.Ops, *old)
	v := ir.Value(len(b.t.Ops) - 1)
	op := &b.t.Ops[v]
	op.Args = b.args(op.Args)
	if op.Code.Info().Snap {
		op.Snap = b.snapshot(op.Snap)
	}
	if op.Type != ir.Void {
		b.m[i] = v
	}
	return v
}

// emit appends a new op whose arguments are already new values, through
// the stages after the one running (walk.go): its value is what they make
// of it.
func (b *builder) emit(op ir.Op) ir.Value { return b.pass(op, -1) }

// pass hands op, whose arguments and snapshot are the new trace's, to the
// stage after the one running, or appends it when none is left. from is
// the old op it stands for (-1: a stage made it).
func (b *builder) pass(op ir.Op, from int) ir.Value {
	if b.at+1 < len(b.stages) {
		b.at++
		v := b.stages[b.at].op(op, from)
		b.at--
		return v
	}
	return b.add(op)
}

// pinnedOp reports whether old op from (-1: none) is a label argument.
func (b *builder) pinnedOp(from int) bool { return from >= 0 && b.pinned[from] }

// add appends op to the new trace.
func (b *builder) add(op ir.Op) ir.Value {
	if op.Code == ir.OpLabel {
		for _, a := range op.Args {
			if a >= 0 {
				b.markLoopVar(a)
			}
		}
	}
	return b.t.Add(op)
}

// rewalk prepares a second walk over the old trace (a peeled body, an
// unrolled copy) in which old values mean what m says: its guards get
// their own copies of the snapshots.
func (b *builder) rewalk(m []ir.Value) {
	b.m = m
	for i := range b.snaps {
		b.snaps[i] = -1
	}
}

// snapshot copies old snapshot s (once) with renamed slots.
func (b *builder) snapshot(s int32) int32 {
	if n := b.snaps[s]; n >= 0 {
		return n
	}
	old := b.old.Snapshots[s]
	frames := b.t.Frames(len(old.Frames))
	for i, f := range old.Frames {
		frames[i] = ir.Frame{
			Greens: f.Greens, // never written after recording: shared
			Where:  f.Where,
			Slots:  b.args(f.Slots),
		}
	}
	var virtuals []ir.Virtual // nil when none, as appending left it
	if len(old.Virtuals) > 0 {
		virtuals = make([]ir.Virtual, 0, len(old.Virtuals))
	}
	for _, vo := range old.Virtuals {
		vo.Fields = b.args(vo.Fields)
		virtuals = append(virtuals, vo)
	}
	var stores []ir.Op
	if len(old.Stores) > 0 {
		stores = make([]ir.Op, 0, len(old.Stores)) // one array, not a few grown
	}
	for _, st := range old.Stores {
		st.Args = b.args(st.Args)
		stores = append(stores, st)
	}
	b.t.Snapshots = append(b.t.Snapshots, ir.Snapshot{Frames: frames, Virtuals: virtuals, Stores: stores})
	n := int32(len(b.t.Snapshots) - 1)
	b.snaps[s] = n
	return n
}

// copySnapshot appends a copy of new snapshot n, for another guard that
// resumes where n's guard does.
func (b *builder) copySnapshot(n int32) int32 {
	s := b.t.Snapshots[n]
	frames := make([]ir.Frame, len(s.Frames))
	for i, f := range s.Frames {
		f.Slots = slices.Clone(f.Slots)
		frames[i] = f
	}
	s.Frames = frames
	s.Virtuals = slices.Clone(s.Virtuals)
	for i := range s.Virtuals {
		s.Virtuals[i].Fields = slices.Clone(s.Virtuals[i].Fields)
	}
	s.Stores = slices.Clone(s.Stores)
	for i := range s.Stores {
		s.Stores[i].Args = slices.Clone(s.Stores[i].Args)
	}
	b.t.Snapshots = append(b.t.Snapshots, s)
	return int32(len(b.t.Snapshots) - 1)
}

// markLoopVar records that new value v is a label argument.
func (b *builder) markLoopVar(v ir.Value) {
	for int(v) >= len(b.loopVar) {
		b.loopVar = append(b.loopVar, false)
	}
	b.loopVar[v] = true
}

// isLoopVar reports whether new value v is an argument of the new label.
func (b *builder) isLoopVar(v ir.Value) bool {
	return v >= 0 && int(v) < len(b.loopVar) && b.loopVar[v]
}

// def is the new op defining v, or nil for constants and loop variables.
func (b *builder) def(v ir.Value) *ir.Op {
	if v < 0 || b.isLoopVar(v) {
		return nil
	}
	return &b.t.Ops[v]
}

// intConst reports v's bits if v is an int constant.
func (b *builder) intConst(v ir.Value) (int64, bool) {
	if !v.IsConst() || !b.t.Consts[v.ConstIndex()].Type.IsWord() {
		return 0, false
	}
	return b.t.Consts[v.ConstIndex()].Bits, true
}

// labelArg returns v, or a copy of v when v cannot be a label argument
// beside largs as it is: label arguments are distinct ops, not constants.
// A copy is add 0 for integer words (of a ref, a copy ir.HeapWords still
// sees as a heap word) and a double negation (exact on the bits) for
// floats.
func (b *builder) labelArg(largs []ir.Value, v ir.Value) (_ ir.Value, ok bool) {
	if v >= 0 && !containsValue(largs, v) {
		return v, true
	}
	switch b.t.TypeOf(v) {
	case ir.Int, ir.Ref:
		return b.emit(ir.Op{Code: ir.OpAdd, Type: ir.Int, Args: []ir.Value{v, b.t.Const(ir.Int, 0)}}), true
	case ir.Float:
		v = b.emit(ir.Op{Code: ir.OpFNeg, Type: ir.Float, Args: []ir.Value{v}})
		return b.emit(ir.Op{Code: ir.OpFNeg, Type: ir.Float, Args: []ir.Value{v}}), true
	}
	return v, false
}

// split writes new value v as base + k through adds of int constants
// (stopping where k would overflow).
func (b *builder) split(v ir.Value) (ir.Value, int64) {
	var k int64
	for {
		d := b.def(v)
		if d == nil || d.Code != ir.OpAdd {
			return v, k
		}
		c, ok := b.intConst(d.Args[1])
		if !ok || ir.Eval(ir.OpAddOvf, k, c) != 0 {
			return v, k
		}
		v, k = d.Args[0], k+c
	}
}

// splitOld writes old value v of t, not a builder's, as base + k through
// adds of int constants, stopping at the values stop says to (see
// preamble); ok is false when k would overflow.
func splitOld(t *ir.Trace, stop opaqueAt, v ir.Value) (base ir.Value, k int64, ok bool) {
	for v >= 0 && !stop.opaque(v) {
		d := &t.Ops[v]
		if d.Code != ir.OpAdd {
			break
		}
		c, ok := t.ConstBits(d.Args[1])
		if !ok || !t.TypeOf(d.Args[1]).IsWord() {
			break
		}
		if ir.Eval(ir.OpAddOvf, k, c) != 0 {
			return 0, 0, false
		}
		v, k = d.Args[0], k+c
	}
	return v, k, true
}

// preamble says where splitOld must stop for an access at op i: at label
// arguments, and, after the label, at every value defined before it (a
// loop's preamble), which holds the first iteration's value of the loop
// variables it was computed from, not the current one.
type preamble struct {
	label   int    // the (last) label's index, or -1
	loopVar []bool // by value: an argument of a label
}

func newPreamble(t *ir.Trace) *preamble {
	p := &preamble{label: -1}
	for i := range t.Ops {
		if t.Ops[i].Code != ir.OpLabel {
			continue
		}
		p.label = i
		if p.loopVar == nil {
			p.loopVar = make([]bool, len(t.Ops))
		}
		for _, a := range t.Ops[i].Args {
			if a >= 0 {
				p.loopVar[a] = true
			}
		}
	}
	return p
}

// at is where splitOld stops for an access at op i.
func (p *preamble) at(i int) opaqueAt { return opaqueAt{p, i} }

// opaqueAt is a preamble seen from one op.
type opaqueAt struct {
	p *preamble
	i int
}

// opaque reports whether splitOld must stop at v.
func (o opaqueAt) opaque(v ir.Value) bool {
	p := o.p
	if v >= 0 && p.loopVar != nil && p.loopVar[v] {
		return true
	}
	return p.label >= 0 && o.i >= p.label && int(v) < p.label
}
