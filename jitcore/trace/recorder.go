package trace

import (
	"encoding/binary"
	"fmt"
	"math"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/quasi"
)

// Recorder builds one trace while executing it.
type Recorder struct {
	T     *ir.Trace
	funcs []*ir.Func
	mem   ir.Memory
	limit int
	vals  []int64 // concrete value of every op
	// frames is the snapshot state declared by Begin; snap is its index
	// in T.Snapshots once a guard has used it (-1 before).
	frames   []ir.Frame
	virtuals []ir.Virtual // the objects frames refers to that do not exist yet
	snap     int32
	effect   bool   // a side effect happened since Begin
	abort    string // why the trace was abandoned, or ""
	// lens are the region_len ops recorded since the last call, by
	// region (ir.None: none): only a call changes a region's length.
	lens []ir.Value
	// steps are what Step's tests proved (step.go).
	steps steps
	// statuses are the statuses of the calls that may raise since the
	// last Begin, which the next Begin guards (call.go).
	statuses []ir.Value
	// collects is set when a function of funcs collects: a call of
	// compiled code may then collect too, and hw says which ops' values
	// are heap words (ir.Trace.HeapWords), the roots of such a call.
	collects bool
	hw       []bool
	// dep is the trace's dependency on the quasi-immutable fields it
	// read, or nil (quasi.go); calledOut is set by a call that may
	// write one since the last check (or the start); start is the state
	// of the first instruction, which the recording had at op startAt
	// (-1 before).
	dep       *quasi.Dependency
	calledOut bool
	start     ir.Snapshot
	startAt   int
	// marks, once KeepMarks was called, are the positions of the ops.
	marks []Mark
}

// Mark says that the ops from Op on were recorded for the instruction
// at Where (the innermost frame Begin declared), up to the next Mark.
type Mark struct {
	Op    int
	Where string
}

// KeepMarks makes the recorder note where each op was recorded (Marks),
// for a log that shows the IR against the program's source.
func (r *Recorder) KeepMarks() {
	if r.marks == nil {
		r.marks = []Mark{}
	}
}

// Marks are the positions of the ops recorded so far, in op order, when
// KeepMarks was called (else nil).
func (r *Recorder) Marks() []Mark { return r.marks }

// mark notes that the ops from now on belong to frames' innermost one.
func (r *Recorder) mark(frames []ir.Frame) {
	if r.marks == nil || len(frames) == 0 {
		return
	}
	m := Mark{Op: len(r.T.Ops), Where: frames[len(frames)-1].Where}
	n := len(r.marks)
	switch {
	case n > 0 && r.marks[n-1].Where == m.Where:
	case n > 0 && r.marks[n-1].Op == m.Op:
		r.marks[n-1] = m // the instruction before recorded nothing
	default:
		r.marks = append(r.marks, m)
	}
}

// New starts a trace of the given kind whose inputs have the given types
// and concrete values. limit bounds the number of ops.
func New(kind ir.Kind, name string, types []ir.Type, values []int64, funcs []*ir.Func, mem ir.Memory, limit int) *Recorder {
	r := &Recorder{
		T:       &ir.Trace{Kind: kind, Name: name, Inputs: append([]ir.Type(nil), types...)},
		funcs:   funcs,
		mem:     mem,
		limit:   limit,
		snap:    -1,
		startAt: -1,
	}
	r.vals, r.steps = spare()
	for _, f := range funcs {
		r.collects = r.collects || f.Effects.Has(ir.Collects)
	}
	for i, t := range types {
		r.emit(ir.Op{Code: ir.OpInput, Type: t, Aux: int64(i)}, values[i])
	}
	return r
}

// Input is the value of input i.
func (r *Recorder) Input(i int) ir.Value { return ir.Value(i) }

// Label marks the loop header: vals are the values carried round the loop.
func (r *Recorder) Label(vals ...ir.Value) {
	r.emit(ir.Op{Code: ir.OpLabel, Args: r.args(vals...)}, 0)
}

// Aborted returns why the recording was abandoned, or "".
func (r *Recorder) Aborted() string { return r.abort }

// Abort abandons the trace. The language keeps running concretely.
func (r *Recorder) Abort(reason string) {
	if r.abort == "" {
		r.abort = reason
	}
}

// Len is the number of ops recorded.
func (r *Recorder) Len() int { return len(r.T.Ops) }

// Begin declares the interpreter state at the start of an instruction: the
// snapshot its guards resume at.
func (r *Recorder) Begin(frames ...ir.Frame) {
	r.BeginVirtual(nil, frames...)
}

// BeginVirtual is Begin for a state whose slots also refer to objects
// that are not allocated yet (ir.VirtualValue(k) for virtuals[k]), as at
// the start of a bridge from a guard whose snapshot has virtuals: its
// guards resume there with those objects materialized by the driver.
func (r *Recorder) BeginVirtual(virtuals []ir.Virtual, frames ...ir.Frame) {
	r.mark(frames)
	r.frames = frames
	r.virtuals = virtuals
	r.snap = -1
	r.effect = false
	r.firstBegin()
	r.checkStatuses()
}

// Concrete is v's concrete value (the bits, for floats).
func (r *Recorder) Concrete(v ir.Value) int64 {
	if v.IsConst() {
		return r.T.Consts[v.ConstIndex()].Bits
	}
	return r.vals[v]
}

// Const is the int constant c.
func (r *Recorder) Const(c int64) ir.Value { return r.T.Const(ir.Int, c) }

// ConstFloat is the float constant x.
func (r *Recorder) ConstFloat(x float64) ir.Value {
	return r.T.Const(ir.Float, int64(math.Float64bits(x)))
}

func (r *Recorder) emit(op ir.Op, val int64) ir.Value {
	if len(r.T.Ops) >= r.limit {
		r.Abort(fmt.Sprintf("trace too long (more than %d ops)", r.limit))
	}
	r.T.Ops = ir.GrowOps(r.T.Ops, op)
	r.vals = append(r.vals, val)
	if op.Code == ir.OpCall || op.Code == ir.OpCallTrace || op.MayCollect() {
		// It may change the regions: their lengths and what Step
		// proved within them are to be recorded again.
		for i := range r.lens {
			r.lens[i] = ir.None
		}
		r.steps.forgetLengths()
	}
	if r.collects {
		r.hw = append(r.hw, r.heapWord(&op))
	}
	return ir.Value(len(r.T.Ops) - 1)
}

// args are vs in memory the trace owns (ir.Trace.Values).
func (r *Recorder) args(vs ...ir.Value) []ir.Value {
	out := r.T.Values(len(vs))
	copy(out, vs)
	return out
}

// Op records a pure op on a and b (b is ignored by one-argument ops); with
// constant arguments it folds to a constant.
func (r *Recorder) Op(code ir.Opcode, a, b ir.Value) ir.Value {
	info := code.Info()
	if !info.Pure {
		panic("trace: Op of impure " + code.String())
	}
	var bv int64
	allConst := a.IsConst()
	if info.Arity > 1 {
		bv = r.Concrete(b)
		allConst = allConst && b.IsConst()
	}
	res := ir.Eval(code, r.Concrete(a), bv)
	if allConst {
		return r.T.Const(info.Result, res)
	}
	var args []ir.Value
	if info.Arity > 1 {
		args = r.args(a, b)
	} else {
		args = r.args(a)
	}
	return r.emit(ir.Op{Code: code, Type: info.Result, Args: args}, res)
}

// Load8U records a byte load from region at addr+disp.
func (r *Recorder) Load8U(region int, addr ir.Value, disp int64) ir.Value {
	b := r.mem.Regions()[region][r.Concrete(addr)+disp]
	return r.emit(ir.Op{Code: ir.OpLoad8U, Type: ir.Int, Args: r.args(addr), Aux: disp, Region: int32(region)}, int64(b))
}

// Scan8 records a scan for a zero byte (ir.Scan8) from addr+disp in
// steps of stride, a nonzero constant.
func (r *Recorder) Scan8(region int, addr ir.Value, disp, stride int64) ir.Value {
	q := ir.Scan8(r.mem.Regions()[region], r.Concrete(addr)+disp, stride)
	return r.emit(ir.Op{Code: ir.OpScan8, Type: ir.Int, Args: r.args(addr, r.Const(stride)), Aux: disp, Region: int32(region)}, q)
}

// Load64 records a 64-bit little-endian load.
func (r *Recorder) Load64(region int, addr ir.Value, disp int64) ir.Value {
	off := r.Concrete(addr) + disp
	x := binary.LittleEndian.Uint64(r.mem.Regions()[region][off : off+8])
	return r.emit(ir.Op{Code: ir.OpLoad64, Type: ir.Int, Args: r.args(addr), Aux: disp, Region: int32(region)}, int64(x))
}

// Store8 records a byte store (the low 8 bits of v).
func (r *Recorder) Store8(region int, addr ir.Value, disp int64, v ir.Value) {
	r.mem.Regions()[region][r.Concrete(addr)+disp] = byte(r.Concrete(v))
	r.effect = true
	r.emit(ir.Op{Code: ir.OpStore8, Args: r.args(addr, v), Aux: disp, Region: int32(region)}, 0)
}

// Store64 records a 64-bit store.
func (r *Recorder) Store64(region int, addr ir.Value, disp int64, v ir.Value) {
	off := r.Concrete(addr) + disp
	binary.LittleEndian.PutUint64(r.mem.Regions()[region][off:off+8], uint64(r.Concrete(v)))
	r.effect = true
	r.emit(ir.Op{Code: ir.OpStore64, Args: r.args(addr, v), Aux: disp, Region: int32(region)}, 0)
}

// RegionLen records the byte length of region.
// The op of the last region_len of region since the last call serves
// again: the optimizer would find it the same, after copying the other.
func (r *Recorder) RegionLen(region int) ir.Value {
	if region < len(r.lens) && r.lens[region] != ir.None {
		return r.lens[region]
	}
	n := len(r.mem.Regions()[region])
	v := r.emit(ir.Op{Code: ir.OpRegionLen, Type: ir.Int, Region: int32(region)}, int64(n))
	for region >= len(r.lens) {
		r.lens = append(r.lens, ir.None)
	}
	r.lens[region] = v
	return v
}

// Branch records a guard that cond keeps its current truth value, and
// returns that value: the trace follows the path the interpreter takes.
func (r *Recorder) Branch(cond ir.Value) bool {
	taken := r.Concrete(cond) != 0
	if cond.IsConst() {
		return taken
	}
	code := ir.OpGuardFalse
	if taken {
		code = ir.OpGuardTrue
	}
	r.guard(code, cond)
	return taken
}

// FitsImmediate records a guard on whether the 64-bit integer x fits an
// immediate heap.Value (heap.IntFits: multiplying it by 2^PayloadShift
// does not overflow) and returns whether it does, and if so x as an
// immediate (shifted left by heap.PayloadShift). Native code does both
// with one imul and its overflow flag.
func (r *Recorder) FitsImmediate(x ir.Value) (tagged ir.Value, fits bool) {
	tagged = r.Op(ir.OpShl, x, r.Const(heap.PayloadShift))
	fits = !r.Branch(r.Op(ir.OpMulOvf, x, r.Const(1<<heap.PayloadShift)))
	return tagged, fits
}

// IntOverflow is Branch for the overflow test of arithmetic on
// immediate integers of the heap at region, region+1 (add_ovf or
// sub_ovf of two immediates, mul_ovf of an immediate and an untagged
// integer), in a language that boxes the wrapped 64-bit result when it
// overflows and treats boxed and immediate integers alike. It returns
// whether the op overflowed. When it did not, the guard is marked
// ir.BoxesOnOverflow: its failure only picks the result's
// representation, so the optimizer may carry the integer untagged.
func (r *Recorder) IntOverflow(test ir.Value, region int) bool {
	if test.IsConst() {
		return r.Concrete(test) != 0
	}
	if !r.T.Ops[test].Code.IsOverflowTest() {
		panic("trace: IntOverflow of something other than an overflow test")
	}
	if r.Concrete(test) != 0 {
		r.guard(ir.OpGuardTrue, test)
		return true
	}
	r.emit(ir.Op{Code: ir.OpGuardFalse, Args: []ir.Value{test}, Aux: ir.BoxesOnOverflow, Region: int32(region), Snap: r.snapshot()}, 0)
	return false
}

// Promote records a guard that v equals its current value and returns
// that value as a constant (RPython's promote). Each new value seen at
// run time grows the guard's bridges: a flexswitch.
//
// A heap word that is a ref is not made a constant (objects move, and
// constants are not roots): the recording is abandoned, and v is
// returned as it is. Promote its object's header or class instead.
func (r *Recorder) Promote(v ir.Value) ir.Value {
	if v.IsConst() {
		return v
	}
	typ := r.T.TypeOf(v)
	if typ == ir.Ref && heap.Value(r.Concrete(v)).IsRef() {
		r.Abort("promotes a ref: objects move, a trace's constants do not")
		return v
	}
	if typ.IsWord() {
		typ = ir.Int // a constant is no heap word (ir's roots.go)
	}
	c := r.T.Const(typ, r.Concrete(v))
	r.guard(ir.OpGuardValue, v, c)
	return c
}

func (r *Recorder) guard(code ir.Opcode, args ...ir.Value) {
	r.emit(ir.Op{Code: code, Args: r.args(args...), Snap: r.snapshot()}, 0)
}

// snapshot is the index of the current instruction's snapshot, for a
// guard about to be recorded.
func (r *Recorder) snapshot() int32 {
	if r.effect {
		panic("trace: guard after a side effect of the same instruction; resuming at its snapshot would repeat the effect")
	}
	if r.frames == nil {
		panic("trace: guard before Begin declared a snapshot")
	}
	if r.snap < 0 {
		frames := r.T.Frames(len(r.frames))
		for i, f := range r.frames {
			f.Slots = r.args(f.Slots...)
			frames[i] = f
		}
		var virtuals []ir.Virtual
		for _, vo := range r.virtuals {
			vo.Fields = append([]ir.Value(nil), vo.Fields...)
			virtuals = append(virtuals, vo)
		}
		r.T.Snapshots = ir.GrowSnapshots(r.T.Snapshots, ir.Snapshot{Frames: frames, Virtuals: virtuals})
		r.snap = int32(len(r.T.Snapshots) - 1)
	}
	return r.snap
}

// New records the allocation of an object with the given header (a
// heap.Header) in the heap whose regions are region (its allocation
// record) and region+1 (its space), and allocates it: the result is the
// ref (a heap.Value), its body is zeroed. Like a guard it must come
// before the instruction's side effects: when the heap is full, compiled
// code resumes the interpreter at the instruction's start.
//
// ok is false when the heap is full now: nothing was recorded or
// allocated, the recording is aborted (it cannot collect: its values
// hold refs the collector does not know), and the language must leave
// the instruction without changing its state, for the interpreter to
// execute it (and collect). The same goes when the regions are not a
// heap (ir.CheckAllocRegions): the recording is aborted with the reason.
func (r *Recorder) New(region int, header int64) (v ir.Value, ok bool) {
	snap := r.snapshot()
	regions := r.mem.Regions()
	if err := ir.CheckAllocRegions(regions, int32(region)); err != nil {
		r.Abort(err.Error())
		return ir.None, false
	}
	ref, ok := ir.Allocate(regions, int32(region), header)
	if !ok {
		r.Abort("the heap is full: allocation needs a collection")
		return ir.None, false
	}
	return r.emit(ir.Op{Code: ir.OpNew, Type: ir.Ref, Region: int32(region), Aux: header, Snap: snap}, ref), true
}

// fieldOffset is the byte offset of body word i from an object's header.
func fieldOffset(i int) int64 { return heap.FirstSlotOffset + int64(i)*heap.WordBytes }

// LoadField records a load of slot i of the object obj (a ref to an
// object whose body is heap words: heap.ObjWords) of the heap at regions
// region, region+1: ref_addr, then load64 from the space region, a Ref.
// These are the loads the optimizer forwards from the fields of objects
// it does not allocate.
func (r *Recorder) LoadField(region int, obj ir.Value, i int) ir.Value {
	v := r.LoadRaw(region, obj, i)
	r.T.Ops[v].Type = ir.Ref
	if r.collects {
		r.hw[v] = true
	}
	return v
}

// LoadRaw is LoadField for a raw body word: bytes of heap.ObjBytes, the
// integer of a box (heap.ObjInt64), an Int.
func (r *Recorder) LoadRaw(region int, obj ir.Value, i int) ir.Value {
	return r.Load64(region+1, r.Op(ir.OpRefAddr, obj, ir.None), fieldOffset(i))
}

// LoadHeader records a load of the header of the object obj.
func (r *Recorder) LoadHeader(region int, obj ir.Value) ir.Value {
	return r.Load64(region+1, r.Op(ir.OpRefAddr, obj, ir.None), 0)
}

// StoreField records a store of v into body word i of the object obj.
func (r *Recorder) StoreField(region int, obj ir.Value, i int, v ir.Value) {
	r.Store64(region+1, r.Op(ir.OpRefAddr, obj, ir.None), fieldOffset(i), v)
}

// CloseLoop ends a loop trace with a jump back to its label.
func (r *Recorder) CloseLoop(vals ...ir.Value) {
	r.uncheckedStatuses()
	r.emit(ir.Op{Code: ir.OpJump, Args: r.args(vals...), Aux: -1}, 0)
	r.checkAtStart()
}

// JumpTo ends the trace with a jump into compiled loop id.
func (r *Recorder) JumpTo(id int, vals ...ir.Value) {
	r.uncheckedStatuses()
	r.emit(ir.Op{Code: ir.OpJump, Args: r.args(vals...), Aux: int64(id)}, 0)
	r.checkAtStart()
}
