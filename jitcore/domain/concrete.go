package domain

import (
	"encoding/binary"
	"math"
	"unsafe"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/quasi"
)

// Word is the type of the concrete domain's values: a 64-bit machine
// word, int64 (bf's tape pointer) or a language's tagged word type such
// as heap.Value. Whatever the type, ops mean what they mean on int64
// (Lt is signed, Sar arithmetic): what ir.Eval says.
type Word interface{ ~int64 | ~uint64 }

// Concrete is the domain the interpreter runs in: values are machine
// words, conditions bools, ops Go operators, hints nothing. Every method
// is small enough for the Go compiler to inline, so the generated
// concrete instance of an interpreter is as fast as one written by hand
// (also for Concrete[heap.Value]: methods of a generic type instantiated
// with a concrete word type inline like any other).
//
// Make one with NewConcrete; the zero Concrete has no functions to Call.
type Concrete[W Word] struct {
	// calls is one word, so that an interpreter loop keeps it in a
	// register or reloads it cheaply (a slice header took three, and
	// the loop reloaded them at every instruction).
	calls *calls
}

// calls are a concrete domain's functions and the words of the calls
// under way: each takes the arguments and results of its function from
// the top of words and gives them back when it returns, so that a call
// allocates nothing, and a function that runs the interpreter again
// (calls nest) takes words above its caller's.
type calls struct {
	funcs []*ir.Func
	words []int64
	top   int
}

// NewConcrete is the concrete domain of a language whose words are W and
// whose function table (the one its traces call, given to
// jitcore.NewDriver) is funcs.
func NewConcrete[W Word](funcs []*ir.Func) Concrete[W] {
	return Concrete[W]{calls: &calls{funcs: funcs, words: make([]int64, 64)}}
}

func (Concrete[W]) Tracing() bool                     { return false }
func (Concrete[W]) Done() bool                        { return false }
func (Concrete[W]) Abandon(string)                    {}
func (Concrete[W]) Begin(...Frame[W])                 {}
func (Concrete[W]) AtHeader(*jitcore.Site, ...W) bool { return false }

func (Concrete[W]) Const(c int64) W        { return W(c) }
func (Concrete[W]) ConstFloat(x float64) W { return W(math.Float64bits(x)) }
func (Concrete[W]) Concrete(v W) int64     { return int64(v) }
func (Concrete[W]) Peek(v W) int64         { return int64(v) }

func (Concrete[W]) Add(a, b W) W { return a + b }
func (Concrete[W]) Sub(a, b W) W { return a - b }
func (Concrete[W]) Mul(a, b W) W { return a * b }
func (Concrete[W]) And(a, b W) W { return a & b }
func (Concrete[W]) Or(a, b W) W  { return a | b }
func (Concrete[W]) Xor(a, b W) W { return a ^ b }
func (Concrete[W]) Shl(a, b W) W { return a << (uint64(b) & 63) }
func (Concrete[W]) Shr(a, b W) W { return W(uint64(a) >> (uint64(b) & 63)) }
func (Concrete[W]) Sar(a, b W) W { return W(int64(a) >> (uint64(b) & 63)) }
func (Concrete[W]) Neg(a W) W    { return -a }
func (Concrete[W]) Not(a W) W    { return ^a }

func (Concrete[W]) Eq(a, b W) bool     { return a == b }
func (Concrete[W]) Ne(a, b W) bool     { return a != b }
func (Concrete[W]) Lt(a, b W) bool     { return int64(a) < int64(b) }
func (Concrete[W]) Le(a, b W) bool     { return int64(a) <= int64(b) }
func (Concrete[W]) Gt(a, b W) bool     { return int64(a) > int64(b) }
func (Concrete[W]) Ge(a, b W) bool     { return int64(a) >= int64(b) }
func (Concrete[W]) Ult(a, b W) bool    { return uint64(a) < uint64(b) }
func (Concrete[W]) AddOvf(a, b W) bool { return ir.AddOverflows(int64(a), int64(b)) }
func (Concrete[W]) SubOvf(a, b W) bool { return ir.SubOverflows(int64(a), int64(b)) }
func (Concrete[W]) MulOvf(a, b W) bool { return ir.MulOverflows(int64(a), int64(b)) }

func (Concrete[W]) Value(c bool) W {
	if c {
		return 1
	}
	return 0
}

func (Concrete[W]) FAdd(a, b W) W      { return fbits[W](f(a) + f(b)) }
func (Concrete[W]) FSub(a, b W) W      { return fbits[W](f(a) - f(b)) }
func (Concrete[W]) FMul(a, b W) W      { return fbits[W](f(a) * f(b)) }
func (Concrete[W]) FDiv(a, b W) W      { return fbits[W](f(a) / f(b)) }
func (Concrete[W]) FNeg(a W) W         { return fbits[W](-f(a)) }
func (Concrete[W]) FLt(a, b W) bool    { return f(a) < f(b) }
func (Concrete[W]) FLe(a, b W) bool    { return f(a) <= f(b) }
func (Concrete[W]) FEq(a, b W) bool    { return f(a) == f(b) }
func (Concrete[W]) IntToFloat(a W) W   { return fbits[W](float64(int64(a))) }
func (Concrete[W]) FloatToInt(a W) W   { return W(ir.Eval(ir.OpFloatToInt, int64(a), 0)) }
func (Concrete[W]) Branch(c bool) bool { return c }
func (Concrete[W]) Promote(v W) W      { return v }
func (Concrete[W]) IsConstant(W) bool  { return false }

func (Concrete[W]) RegionLen(r Region) W { return W(len(r.Bytes)) }

func (Concrete[W]) Poll(w *PollWord) bool { return w.word.Load() != 0 }

func (Concrete[W]) Step(r Region, p W, k int64) (W, bool) {
	np := W(int64(p) + k)
	return np, uint64(np) < uint64(len(r.Bytes))
}

func (Concrete[W]) Load8U(r Region, addr W, disp int64) W {
	return W(r.Bytes[int64(addr)+disp])
}

func (Concrete[W]) Store8(r Region, addr W, disp int64, v W) { r.Bytes[int64(addr)+disp] = byte(v) }

func (Concrete[W]) Load64(r Region, addr W, disp int64) W {
	return W(binary.LittleEndian.Uint64(r.Bytes[int64(addr)+disp:]))
}

func (Concrete[W]) Store64(r Region, addr W, disp int64, v W) {
	binary.LittleEndian.PutUint64(r.Bytes[int64(addr)+disp:], uint64(v))
}

func (Concrete[W]) Scan8(r Region, addr W, disp, stride int64) W {
	return W(ir.Scan8(r.Bytes, int64(addr)+disp, stride))
}

func (Concrete[W]) New(h Heap, hd heap.Header) (W, error) {
	v, err := h.H.AllocHeader(hd)
	return W(v), err
}

// LoadField and StoreField take the heap's unchecked path: an
// interpreter only loads fields of objects it knows (a trace guards the
// same), and the space's bounds still hold.
func (Concrete[W]) LoadField(h Heap, obj W, i int) W {
	return W(h.H.Field(heap.Value(obj), i))
}

func (Concrete[W]) StoreField(h Heap, obj W, i int, v W) {
	h.H.SetField(heap.Value(obj), i, heap.Value(v))
}

func (Concrete[W]) LoadRaw(h Heap, obj W, i int) W { return W(h.H.Field(heap.Value(obj), i)) }

func (Concrete[W]) LoadHeader(h Heap, obj W) W { return W(h.H.HeaderAt(heap.Value(obj))) }

func (Concrete[W]) FitsImmediate(x W) (W, bool) {
	v, ok := heap.SmallInt(int64(x))
	return W(v), ok
}

func (Concrete[W]) IntOverflow(c bool, _ Heap) bool { return c }

func (Concrete[W]) CanCall(*jitcore.Site) bool { return false }

func (Concrete[W]) CallTrace(_ *jitcore.Site, _ []Frame[W], _ []W, result int64) W {
	return W(result)
}

func (Concrete[W]) Return(W) {}

func (Concrete[W]) LoadQuasi(f *quasi.Field) W { return W(f.Load()) }

func (c Concrete[W]) Call(fn int, args ...W) W {
	s := c.calls
	f := s.funcs[fn]
	base := s.top
	res := s.call(f, int64s(args))
	var v W
	if len(res) > 0 {
		v = W(res[0])
	}
	s.top = base
	return v
}

func (c Concrete[W]) CallResults(fn int, results []W, args ...W) {
	s := c.calls
	base := s.top
	for i, x := range s.call(s.funcs[fn], int64s(args))[:len(results)] {
		results[i] = W(x)
	}
	s.top = base
}

// call runs f on a copy of args (the caller's may be the interpreter's
// own stack, and f may keep neither slice) and returns its results,
// both in words from the top; the caller gives them back (top).
func (s *calls) call(f *ir.Func, args []int64) []int64 {
	n, k := len(args), f.NumResults()
	if s.top+n+k > len(s.words) {
		// The calls under way keep the slices they have of the old
		// words.
		s.words = make([]int64, 2*(s.top+n+k))
	}
	w := s.words[s.top : s.top+n+k : s.top+n+k]
	s.top += n + k
	copy(w, args)
	clear(w[n:]) // as every caller gives them (ir.Func.Fn)
	f.Fn(w[:n:n], w[n:])
	return w[n:]
}

// int64s is ws as []int64, without a copy: every Word is 64 bits.
func int64s[W Word](ws []W) []int64 {
	return unsafe.Slice((*int64)(unsafe.Pointer(unsafe.SliceData(ws))), len(ws))
}

// f and fbits convert between a float and its bits.
func f[W Word](bits W) float64  { return math.Float64frombits(uint64(bits)) }
func fbits[W Word](x float64) W { return W(math.Float64bits(x)) }
