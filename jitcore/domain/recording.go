package domain

import (
	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/quasi"
)

// Recording is the domain a recording runs in: values are trace values,
// and every op records itself and computes its concrete value (ir.Eval)
// through the jitcore.Recording it wraps, so the recording instance of an
// interpreter executes the program for real while it writes the trace.
//
// Constant arguments fold: an op whose arguments are all constants is a
// constant and records nothing, and a branch on a constant records no
// guard. That is what makes greens (the pc, a promoted class) free.
type Recording struct {
	R  *jitcore.Recording
	at *attached // the JIT the recording belongs to (attach.go), or nil
	// frames is Begin's storage, reused from one instruction to the next.
	frames []ir.Frame
}

// NewRecording is the domain of rec.
func NewRecording(rec *jitcore.Recording) *Recording { return &Recording{R: rec} }

func (*Recording) Tracing() bool { return true }

// Done ends a recording that an op aborted (a trace too long, a full
// heap) and reports whether the recording has ended.
func (d *Recording) Done() bool {
	if why := d.R.Aborted(); why != "" {
		d.R.Abandon(why)
	}
	return d.R.Done()
}

func (d *Recording) Abandon(why string) { d.R.Abandon(why) }

// Begin reuses the frames it hands the recorder: the recorder keeps
// them only until the next Begin (what its snapshots keep, it copies).
func (d *Recording) Begin(frames ...Frame[ir.Value]) {
	d.frames = appendIRFrames(d.frames[:0], frames)
	d.R.Begin(d.frames...)
}

// appendIRFrames appends frames, as the recorder takes them, to fs.
func appendIRFrames(fs []ir.Frame, frames []Frame[ir.Value]) []ir.Frame {
	for _, f := range frames {
		fs = append(fs, ir.Frame{Greens: f.Greens, Where: f.Where, Slots: f.Slots})
	}
	return fs
}

// irFrames are frames as the recorder takes them.
func irFrames(frames []Frame[ir.Value]) []ir.Frame {
	return appendIRFrames(make([]ir.Frame, 0, len(frames)), frames)
}

func (d *Recording) AtHeader(s *jitcore.Site, reds ...ir.Value) bool {
	return d.R.AtHeader(s, reds...)
}

func (d *Recording) Const(c int64) ir.Value        { return d.R.Const(c) }
func (d *Recording) ConstFloat(x float64) ir.Value { return d.R.ConstFloat(x) }
func (d *Recording) Peek(v ir.Value) int64         { return d.R.Concrete(v) }

// Concrete is v's concrete value; v must be a constant of the trace
// (rails.go: reading another value records no guard the trace needs).
func (d *Recording) Concrete(v ir.Value) int64 {
	if !v.IsConst() {
		d.broke("Concrete of a value the trace does not know as a constant (promote it, or Peek)")
	}
	return d.R.Concrete(v)
}

func (d *Recording) op(code ir.Opcode, a, b ir.Value) ir.Value { return d.R.Op(code, a, b) }

func (d *Recording) Add(a, b ir.Value) ir.Value    { return d.op(ir.OpAdd, a, b) }
func (d *Recording) Sub(a, b ir.Value) ir.Value    { return d.op(ir.OpSub, a, b) }
func (d *Recording) Mul(a, b ir.Value) ir.Value    { return d.op(ir.OpMul, a, b) }
func (d *Recording) And(a, b ir.Value) ir.Value    { return d.op(ir.OpAnd, a, b) }
func (d *Recording) Or(a, b ir.Value) ir.Value     { return d.op(ir.OpOr, a, b) }
func (d *Recording) Xor(a, b ir.Value) ir.Value    { return d.op(ir.OpXor, a, b) }
func (d *Recording) Shl(a, b ir.Value) ir.Value    { return d.op(ir.OpShl, a, b) }
func (d *Recording) Shr(a, b ir.Value) ir.Value    { return d.op(ir.OpShr, a, b) }
func (d *Recording) Sar(a, b ir.Value) ir.Value    { return d.op(ir.OpSar, a, b) }
func (d *Recording) Neg(a ir.Value) ir.Value       { return d.op(ir.OpNeg, a, ir.None) }
func (d *Recording) Not(a ir.Value) ir.Value       { return d.op(ir.OpNot, a, ir.None) }
func (d *Recording) Eq(a, b ir.Value) ir.Value     { return d.op(ir.OpEq, a, b) }
func (d *Recording) Ne(a, b ir.Value) ir.Value     { return d.op(ir.OpNe, a, b) }
func (d *Recording) Lt(a, b ir.Value) ir.Value     { return d.op(ir.OpLt, a, b) }
func (d *Recording) Le(a, b ir.Value) ir.Value     { return d.op(ir.OpLe, a, b) }
func (d *Recording) Gt(a, b ir.Value) ir.Value     { return d.op(ir.OpGt, a, b) }
func (d *Recording) Ge(a, b ir.Value) ir.Value     { return d.op(ir.OpGe, a, b) }
func (d *Recording) Ult(a, b ir.Value) ir.Value    { return d.op(ir.OpUlt, a, b) }
func (d *Recording) AddOvf(a, b ir.Value) ir.Value { return d.op(ir.OpAddOvf, a, b) }
func (d *Recording) SubOvf(a, b ir.Value) ir.Value { return d.op(ir.OpSubOvf, a, b) }
func (d *Recording) MulOvf(a, b ir.Value) ir.Value { return d.op(ir.OpMulOvf, a, b) }
func (d *Recording) Value(c ir.Value) ir.Value     { return c }

func (d *Recording) FAdd(a, b ir.Value) ir.Value    { return d.op(ir.OpFAdd, a, b) }
func (d *Recording) FSub(a, b ir.Value) ir.Value    { return d.op(ir.OpFSub, a, b) }
func (d *Recording) FMul(a, b ir.Value) ir.Value    { return d.op(ir.OpFMul, a, b) }
func (d *Recording) FDiv(a, b ir.Value) ir.Value    { return d.op(ir.OpFDiv, a, b) }
func (d *Recording) FNeg(a ir.Value) ir.Value       { return d.op(ir.OpFNeg, a, ir.None) }
func (d *Recording) FLt(a, b ir.Value) ir.Value     { return d.op(ir.OpFLt, a, b) }
func (d *Recording) FLe(a, b ir.Value) ir.Value     { return d.op(ir.OpFLe, a, b) }
func (d *Recording) FEq(a, b ir.Value) ir.Value     { return d.op(ir.OpFEq, a, b) }
func (d *Recording) IntToFloat(a ir.Value) ir.Value { return d.op(ir.OpIntToFloat, a, ir.None) }
func (d *Recording) FloatToInt(a ir.Value) ir.Value { return d.op(ir.OpFloatToInt, a, ir.None) }

func (d *Recording) Branch(c ir.Value) bool      { return d.R.Branch(c) }
func (d *Recording) Promote(v ir.Value) ir.Value { return d.R.Promote(v) }
func (d *Recording) IsConstant(v ir.Value) bool  { return v.IsConst() }

func (d *Recording) Load8U(r Region, addr ir.Value, disp int64) ir.Value {
	return d.R.Load8U(r.Index, addr, disp)
}

func (d *Recording) Store8(r Region, addr ir.Value, disp int64, v ir.Value) {
	d.R.Store8(r.Index, addr, disp, v)
}

func (d *Recording) Load64(r Region, addr ir.Value, disp int64) ir.Value {
	return d.R.Load64(r.Index, addr, disp)
}

func (d *Recording) Store64(r Region, addr ir.Value, disp int64, v ir.Value) {
	d.R.Store64(r.Index, addr, disp, v)
}

func (d *Recording) RegionLen(r Region) ir.Value { return d.R.RegionLen(r.Index) }

func (d *Recording) Poll(w *PollWord) bool {
	if d.R.Poll(w.index, 0) {
		d.R.Abandon("a poll word is set")
		return true
	}
	return false
}

func (d *Recording) Step(r Region, p ir.Value, k int64) (ir.Value, ir.Value) {
	return d.R.Step(r.Index, p, k)
}

func (d *Recording) Scan8(r Region, addr ir.Value, disp, stride int64) ir.Value {
	return d.R.Scan8(r.Index, addr, disp, stride)
}

func (d *Recording) New(h Heap, hd heap.Header) (ir.Value, error) {
	v, ok := d.R.New(h.Region, int64(hd))
	if !ok {
		return ir.None, ErrRecordingHeapFull
	}
	return v, nil
}

func (d *Recording) LoadField(h Heap, obj ir.Value, i int) ir.Value {
	return d.R.LoadField(h.Region, obj, i)
}

func (d *Recording) LoadRaw(h Heap, obj ir.Value, i int) ir.Value {
	return d.R.LoadRaw(h.Region, obj, i)
}

func (d *Recording) StoreField(h Heap, obj ir.Value, i int, v ir.Value) {
	d.R.StoreField(h.Region, obj, i, v)
}

func (d *Recording) LoadHeader(h Heap, obj ir.Value) ir.Value {
	return d.R.LoadHeader(h.Region, obj)
}

func (d *Recording) FitsImmediate(x ir.Value) (ir.Value, bool) { return d.R.FitsImmediate(x) }

func (d *Recording) IntOverflow(c ir.Value, h Heap) bool { return d.R.IntOverflow(c, h.Region) }

func (d *Recording) CanCall(s *jitcore.Site) bool { return d.R.CanCall(s) }

func (d *Recording) CallTrace(s *jitcore.Site, frames []Frame[ir.Value], args []ir.Value, result int64) ir.Value {
	return d.R.CallTrace(s, irFrames(frames), args, result)
}

func (d *Recording) Return(v ir.Value) { d.R.Return(v) }

func (d *Recording) LoadQuasi(f *quasi.Field) ir.Value { return d.R.LoadQuasi(f) }

func (d *Recording) Call(fn int, args ...ir.Value) ir.Value {
	if res := d.R.Call(fn, args...); len(res) > 0 {
		return res[0]
	}
	return d.R.Const(0)
}

func (d *Recording) CallResults(fn int, results []ir.Value, args ...ir.Value) {
	copy(results, d.R.Call(fn, args...))
}
