package resume

import (
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/trace"
)

// BridgeInputs are the inputs of a bridge from ex's guard: the types
// and the values of the guard's live values.
func (ex *Exit) BridgeInputs() ([]ir.Type, []int64) {
	g := ex.guard
	types := make([]ir.Type, len(g.Live))
	for i, v := range g.Live {
		types[i] = g.Trace.TypeOf(v)
	}
	return types, ex.values
}

// Replay starts rec, the recording of a bridge from ex's guard (its
// inputs are ex's BridgeInputs), at the guard's snapshot, and returns
// the snapshot's frames in rec's values, where the language's recording
// state starts: live values are rec's inputs, constants stay constants,
// and the values that the guard's failure fixes (ir.FailureFacts: x
// after a failed x != k) are constants too, so that the branch the
// bridge records again folds away.
//
// When the snapshot has virtual objects, the bridge starts by
// allocating them (with the snapshot, virtuals included, as the
// allocations' resume point) and storing their fields; the frames refer
// to those objects. An Int virtual becomes a guard on whether its
// integer fits and, as it does now, the immediate or a box. The
// recording allocates them concretely too, so the language's recording
// state holds new objects equal to the ones the exit materialized. ok
// is false when the heap is full after all: rec is aborted, and the
// frames refer to the exit's objects, as constants, so that the
// language's state stays right.
//
// Call it right after the Run that made ex, before any safe point of
// the heap: the exit's values are not roots.
func Replay(ex *Exit, rec *trace.Recorder) (frames []ir.Frame, ok bool) {
	g := ex.guard
	index := make(map[ir.Value]int, len(g.Live))
	for i, v := range g.Live {
		index[v] = i
	}
	fixed := g.Trace.FailureFacts(g.Op, g.Live, g.Trace.LoopVars(g.Op))
	value := func(v ir.Value) ir.Value {
		switch {
		case v == ir.None || v.IsVirtual():
			return v
		case v.IsConst():
			c := g.Trace.Consts[v.ConstIndex()]
			return rec.T.Const(c.Type, c.Bits)
		}
		if bits, ok := fixed.Lookup(v); ok {
			return rec.T.Const(ir.Int, bits)
		}
		return rec.Input(index[v])
	}
	frames = make([]ir.Frame, len(g.Snapshot.Frames))
	for fi, f := range g.Snapshot.Frames {
		slots := make([]ir.Value, len(f.Slots))
		for i, v := range f.Slots {
			slots[i] = value(v)
		}
		frames[fi] = ir.Frame{Greens: f.Greens, Where: f.Where, Slots: slots}
	}
	if len(g.Snapshot.Virtuals) == 0 {
		return frames, true
	}
	return frames, allocateVirtuals(rec, g.Snapshot.Virtuals, value, frames, ex.virtuals)
}

// allocateVirtuals records the allocation of a bridge's starting
// virtuals (with value translating the parent's snapshot values) and
// replaces them in frames by the new objects. If the heap is full, it
// replaces them by the objects the exit materialized (materialized, by
// virtual index), as constants, and reports false.
func allocateVirtuals(rec *trace.Recorder, virtuals []ir.Virtual, value func(ir.Value) ir.Value, frames []ir.Frame, materialized []int64) bool {
	vs := make([]ir.Virtual, len(virtuals))
	for k, vo := range virtuals {
		fields := make([]ir.Value, len(vo.Fields))
		for j, v := range vo.Fields {
			fields[j] = value(v)
		}
		vo.Fields = fields
		vs[k] = vo
	}
	rec.BeginVirtual(vs, frames...)
	objs := make([]ir.Value, len(vs))
	immediate := make([]bool, len(vs))
	for k, vo := range vs {
		if vo.Int {
			if tagged, fits := rec.FitsImmediate(vo.Fields[0]); fits {
				objs[k], immediate[k] = tagged, true
				continue
			}
		}
		v, ok := rec.New(int(vo.Region), vo.Header)
		if !ok {
			replaceVirtuals(frames, func(v ir.Value) ir.Value {
				return rec.Const(materialized[v.VirtualIndex()])
			})
			return false
		}
		objs[k] = v
	}
	obj := func(v ir.Value) ir.Value {
		if v.IsVirtual() {
			return objs[v.VirtualIndex()]
		}
		return v
	}
	for k, vo := range vs {
		if immediate[k] {
			continue
		}
		for j, f := range vo.Fields {
			if c, ok := rec.T.ConstBits(f); !ok || c != 0 { // the body starts zeroed
				rec.StoreField(int(vo.Region), objs[k], j, obj(f))
			}
		}
	}
	replaceVirtuals(frames, obj)
	return true
}

// replaceVirtuals rewrites the virtual slots of frames with fn.
func replaceVirtuals(frames []ir.Frame, fn func(ir.Value) ir.Value) {
	for _, f := range frames {
		for i, v := range f.Slots {
			if v.IsVirtual() {
				f.Slots[i] = fn(v)
			}
		}
	}
}
