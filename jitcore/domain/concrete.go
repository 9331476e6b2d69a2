package domain

import (
	"encoding/binary"
	"math"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
)

// Concrete is the domain the interpreter runs in: values are machine
// words, conditions bools, ops Go operators, hints nothing. Every method
// is small enough for the Go compiler to inline, so the generated
// concrete instance of an interpreter is as fast as one written by hand.
//
// Make one with NewConcrete; the zero Concrete has no functions to Call.
type Concrete struct {
	// funcs is one word, so that an interpreter loop keeps it in a
	// register or reloads it cheaply (a slice header took three, and
	// the loop reloaded them at every instruction).
	funcs *[]*ir.Func
}

// NewConcrete is the concrete domain of a language whose function table
// (the one its traces call, given to jitcore.NewDriver) is funcs.
func NewConcrete(funcs []*ir.Func) Concrete { return Concrete{funcs: &funcs} }

func (Concrete) Tracing() bool                         { return false }
func (Concrete) Done() bool                            { return false }
func (Concrete) Abandon(string)                        {}
func (Concrete) Begin(...Frame[int64])                 {}
func (Concrete) AtHeader(*jitcore.Site, ...int64) bool { return false }

func (Concrete) Const(c int64) int64        { return c }
func (Concrete) ConstFloat(x float64) int64 { return int64(math.Float64bits(x)) }
func (Concrete) Concrete(v int64) int64     { return v }

func (Concrete) Add(a, b int64) int64 { return a + b }
func (Concrete) Sub(a, b int64) int64 { return a - b }
func (Concrete) Mul(a, b int64) int64 { return a * b }
func (Concrete) And(a, b int64) int64 { return a & b }
func (Concrete) Or(a, b int64) int64  { return a | b }
func (Concrete) Xor(a, b int64) int64 { return a ^ b }
func (Concrete) Shl(a, b int64) int64 { return a << (uint64(b) & 63) }
func (Concrete) Shr(a, b int64) int64 { return int64(uint64(a) >> (uint64(b) & 63)) }
func (Concrete) Sar(a, b int64) int64 { return a >> (uint64(b) & 63) }
func (Concrete) Neg(a int64) int64    { return -a }
func (Concrete) Not(a int64) int64    { return ^a }

func (Concrete) Eq(a, b int64) bool     { return a == b }
func (Concrete) Ne(a, b int64) bool     { return a != b }
func (Concrete) Lt(a, b int64) bool     { return a < b }
func (Concrete) Le(a, b int64) bool     { return a <= b }
func (Concrete) Gt(a, b int64) bool     { return a > b }
func (Concrete) Ge(a, b int64) bool     { return a >= b }
func (Concrete) Ult(a, b int64) bool    { return uint64(a) < uint64(b) }
func (Concrete) AddOvf(a, b int64) bool { return ir.AddOverflows(a, b) }
func (Concrete) SubOvf(a, b int64) bool { return ir.SubOverflows(a, b) }
func (Concrete) MulOvf(a, b int64) bool { return ir.MulOverflows(a, b) }

func (Concrete) Value(c bool) int64 {
	if c {
		return 1
	}
	return 0
}

func (Concrete) FAdd(a, b int64) int64    { return fbits(f(a) + f(b)) }
func (Concrete) FSub(a, b int64) int64    { return fbits(f(a) - f(b)) }
func (Concrete) FMul(a, b int64) int64    { return fbits(f(a) * f(b)) }
func (Concrete) FDiv(a, b int64) int64    { return fbits(f(a) / f(b)) }
func (Concrete) FNeg(a int64) int64       { return fbits(-f(a)) }
func (Concrete) FLt(a, b int64) bool      { return f(a) < f(b) }
func (Concrete) FLe(a, b int64) bool      { return f(a) <= f(b) }
func (Concrete) FEq(a, b int64) bool      { return f(a) == f(b) }
func (Concrete) IntToFloat(a int64) int64 { return fbits(float64(a)) }
func (Concrete) FloatToInt(a int64) int64 { return ir.Eval(ir.OpFloatToInt, a, 0) }

func (Concrete) Branch(c bool) bool    { return c }
func (Concrete) Promote(v int64) int64 { return v }

func (Concrete) RegionLen(r Region) int64 { return int64(len(r.Bytes)) }

func (Concrete) Step(r Region, p, k int64) (int64, bool) {
	return p + k, uint64(p+k) < uint64(len(r.Bytes))
}

func (Concrete) Load8U(r Region, addr, disp int64) int64 {
	return int64(r.Bytes[addr+disp])
}

func (Concrete) Store8(r Region, addr, disp, v int64) { r.Bytes[addr+disp] = byte(v) }

func (Concrete) Load64(r Region, addr, disp int64) int64 {
	return int64(binary.LittleEndian.Uint64(r.Bytes[addr+disp:]))
}

func (Concrete) Store64(r Region, addr, disp, v int64) {
	binary.LittleEndian.PutUint64(r.Bytes[addr+disp:], uint64(v))
}

func (Concrete) Scan8(r Region, addr, disp, stride int64) int64 {
	return ir.Scan8(r.Bytes, addr+disp, stride)
}

func (Concrete) New(h Heap, hd heap.Header) (int64, error) {
	v, err := h.H.AllocHeader(hd)
	return int64(v), err
}

func (Concrete) LoadField(h Heap, obj int64, i int) int64 {
	return int64(h.H.BodyWord(heap.Value(obj), i))
}

func (Concrete) StoreField(h Heap, obj int64, i int, v int64) {
	h.H.SetBodyWord(heap.Value(obj), i, uint64(v))
}

func (Concrete) LoadHeader(h Heap, obj int64) int64 { return int64(h.H.Header(heap.Value(obj))) }

func (Concrete) FitsImmediate(x int64) (int64, bool) {
	v, ok := heap.SmallInt(x)
	return int64(v), ok
}

func (Concrete) IntOverflow(c bool, _ Heap) bool { return c }

func (c Concrete) Call(fn int, _ bool, args ...int64) int64 { return (*c.funcs)[fn].Fn(args) }
func (c Concrete) CallChecked(fn int, args ...int64) int64  { return (*c.funcs)[fn].Fn(args) }

// f and fbits convert between a float and its bits.
func f(bits int64) float64  { return math.Float64frombits(uint64(bits)) }
func fbits(x float64) int64 { return int64(math.Float64bits(x)) }
