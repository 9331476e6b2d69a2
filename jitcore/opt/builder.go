package opt

import (
	"slices"

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
	// vals is where args takes its slices from: one allocation for the
	// arguments and snapshot slots of the whole trace; frames is the
	// same for the snapshots' frames.
	vals   []ir.Value
	frames []ir.Frame
	// loopVars are the new label's arguments once it is emitted: their
	// defining ops only describe the first iteration, so def hides them.
	loopVars map[ir.Value]bool
}

// newBuilder starts a new trace from old, with room for as many ops: most
// passes keep or shrink the trace.
func newBuilder(old *ir.Trace) *builder { return newBuilderFor(old, len(old.Ops)) }

// newBuilderFor is newBuilder for a new trace of about nops ops.
func newBuilderFor(old *ir.Trace, nops int) *builder {
	b := &builder{
		old: old,
		t: &ir.Trace{
			Kind:      old.Kind,
			ID:        old.ID,
			Name:      old.Name,
			Consts:    append([]ir.Const(nil), old.Consts...),
			Inputs:    append([]ir.Type(nil), old.Inputs...),
			Entry:     old.Entry,
			Ops:       ir.NewOps(nops),
			Snapshots: ir.NewSnapshots(len(old.Snapshots)),
		},
		m:        make([]ir.Value, len(old.Ops)),
		pinned:   make([]bool, len(old.Ops)),
		snaps:    make([]int32, len(old.Snapshots)),
		loopVars: map[ir.Value]bool{},
	}
	for i := range b.m {
		b.m[i] = ir.None
	}
	for i := range b.snaps {
		b.snaps[i] = -1
	}
	n, nframes := 0, 0
	for _, s := range old.Snapshots {
		nframes += len(s.Frames)
		for _, f := range s.Frames {
			n += len(f.Slots)
		}
		for _, vo := range s.Virtuals {
			n += len(vo.Fields)
		}
		for _, st := range s.Stores {
			n += len(st.Args)
		}
	}
	for i := range old.Ops {
		n += len(old.Ops[i].Args)
		if old.Ops[i].Code == ir.OpLabel {
			for _, a := range old.Ops[i].Args {
				if a >= 0 {
					b.pinned[a] = true
				}
			}
		}
	}
	b.vals = make([]ir.Value, 0, n)
	b.frames = make([]ir.Frame, 0, nframes)
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
	var out []ir.Value
	if n := len(b.vals); n+len(vs) <= cap(b.vals) {
		// Capped at its length, so an append by a pass copies it
		// rather than writing over the next op's arguments.
		b.vals = b.vals[:n+len(vs)]
		out = b.vals[n : n+len(vs) : n+len(vs)]
	} else {
		out = make([]ir.Value, len(vs))
	}
	for i, v := range vs {
		out[i] = b.arg(v)
	}
	return out
}

// keep copies old op i with renamed arguments (and snapshot) and maps it.
func (b *builder) keep(i int) ir.Value {
	op := b.old.Ops[i]
	op.Args = b.args(op.Args)
	if op.Code.Info().Snap {
		op.Snap = b.snapshot(op.Snap)
	}
	v := b.emit(op)
	if op.Type != ir.Void {
		b.m[i] = v
	}
	return v
}

// emit appends a new op whose arguments are already new values.
func (b *builder) emit(op ir.Op) ir.Value {
	if op.Code == ir.OpLabel {
		for _, a := range op.Args {
			b.loopVars[a] = true
		}
	}
	return b.t.Add(op)
}

// rewalk prepares a second walk over the old trace (a peeled body, an
// unrolled copy) in which old values mean what m says: its guards get
// their own copies of the snapshots, and its arguments a slab of their
// own.
func (b *builder) rewalk(m []ir.Value) {
	b.m = m
	for i := range b.snaps {
		b.snaps[i] = -1
	}
	b.vals = make([]ir.Value, 0, cap(b.vals))
}

// snapshot copies old snapshot s (once) with renamed slots.
func (b *builder) snapshot(s int32) int32 {
	if n := b.snaps[s]; n >= 0 {
		return n
	}
	old := b.old.Snapshots[s]
	frames := b.newFrames(len(old.Frames))
	for i, f := range old.Frames {
		frames[i] = ir.Frame{
			Greens: f.Greens, // never written after recording: shared
			Where:  f.Where,
			Slots:  b.args(f.Slots),
		}
	}
	var virtuals []ir.Virtual
	for _, vo := range old.Virtuals {
		vo.Fields = b.args(vo.Fields)
		virtuals = append(virtuals, vo)
	}
	var stores []ir.Op
	for _, st := range old.Stores {
		st.Args = b.args(st.Args)
		stores = append(stores, st)
	}
	b.t.Snapshots = append(b.t.Snapshots, ir.Snapshot{Frames: frames, Virtuals: virtuals, Stores: stores})
	n := int32(len(b.t.Snapshots) - 1)
	b.snaps[s] = n
	return n
}

// newFrames returns n frames from b.frames, or new ones when it is used
// up (a pass that copies snapshots more than once).
func (b *builder) newFrames(n int) []ir.Frame {
	k := len(b.frames)
	if k+n > cap(b.frames) {
		return make([]ir.Frame, n)
	}
	b.frames = b.frames[:k+n]
	return b.frames[k : k+n : k+n]
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

// def is the new op defining v, or nil for constants and loop variables.
func (b *builder) def(v ir.Value) *ir.Op {
	if v < 0 || b.loopVars[v] {
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
// adds of int constants, stopping at the values opaque says to (see
// preambleOpaque); ok is false when k would overflow.
func splitOld(t *ir.Trace, opaque func(ir.Value) bool, v ir.Value) (base ir.Value, k int64, ok bool) {
	for v >= 0 && !opaque(v) {
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

// labelArgs reports whether a value is an argument of t's label.
func labelArgs(t *ir.Trace) func(ir.Value) bool {
	set := map[ir.Value]bool{}
	for i := range t.Ops {
		if t.Ops[i].Code == ir.OpLabel {
			for _, a := range t.Ops[i].Args {
				set[a] = true
			}
		}
	}
	return func(v ir.Value) bool { return set[v] }
}

// preambleOpaque says where splitOld must stop for an access at op i:
// at label arguments, and, after the label, at every value defined
// before it (a loop's preamble), which holds the first iteration's value
// of the loop variables it was computed from, not the current one.
func preambleOpaque(t *ir.Trace) func(i int) func(ir.Value) bool {
	loopVar := labelArgs(t)
	label := -1
	for i := range t.Ops {
		if t.Ops[i].Code == ir.OpLabel {
			label = i
		}
	}
	inBody := func(v ir.Value) bool { return loopVar(v) || int(v) < label }
	return func(i int) func(ir.Value) bool {
		if label < 0 || i < label {
			return loopVar
		}
		return inBody
	}
}
