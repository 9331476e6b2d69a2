package domain

import (
	"errors"

	"github.com/microjit/microjit/jitcore"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/quasi"
)

// Domain is what an interpreter written once is generic over: V is a
// value (a machine word in Concrete, a trace value in Recording) and C a
// condition (a bool in Concrete, a trace value holding 0 or 1 in
// Recording). A language's interpreter is a generic function
//
//	func run[V, C any, D domain.Domain[V, C]](d D, ...)
//
// or one over a language interface that embeds Domain; cmd/jitgen writes
// its concrete instance, and the recording instance is the generic
// function instantiated with Recording.
//
// Integers are 64-bit two's complement and wrap; floats travel as their
// IEEE bits; every op means what ir.Eval says its ir opcode means.
type Domain[V, C any] interface {
	// Tracing is false in the concrete domain and true while recording
	// (RPython's we_are_jitted). Code under "if d.Tracing()" is glue
	// that only a recording needs, such as building a snapshot; jitgen
	// drops it from the concrete instance.
	Tracing() bool
	// Done reports whether the recording has ended (closed or
	// abandoned): the recording instance of an interpreter returns, in
	// the concrete state reached. Always false in Concrete.
	Done() bool
	// Abandon ends the recording without a trace (a path the JIT does
	// not follow: the interpreter takes over at the state the
	// recording instance returns). Nothing in Concrete.
	Abandon(why string)
	// Begin declares the interpreter's state at the start of an
	// instruction, one Frame per active frame, outermost first: the
	// snapshot that the instruction's guards resume at. Nothing in
	// Concrete; call it under Tracing.
	Begin(frames ...Frame[V])
	// AtHeader is a merge point: the recording reached a loop header
	// with these red values. It reports whether that ended the
	// recording (the loop closed, or it jumped into compiled code).
	// False in Concrete. A language calls the attach layer's hints
	// (LoopHeader, AtHeader of Loops), which call it.
	AtHeader(s *jitcore.Site, reds ...V) bool

	// Const is the integer c; ConstFloat the float x.
	Const(c int64) V
	ConstFloat(x float64) V
	// Concrete is v's concrete value now (float: its bits). When
	// recording, v must be a constant of the trace (a promoted value, a
	// green, a literal): reading anything else would make the trace
	// depend on a value it does not guard, so it is an error (rails.go),
	// and jitgen refuses a Concrete that the recording instance may run
	// on a value it does not know as a constant.
	Concrete(v V) int64
	// Peek is v's concrete value now, read without a guard when
	// recording: for a value whose use is guarded later (bf reads a
	// multiply loop's reach, then guards its bounds) or does not shape
	// the trace (an error message). Its name says the read records no
	// guard.
	Peek(v V) int64

	Add(a, b V) V
	Sub(a, b V) V
	Mul(a, b V) V
	And(a, b V) V
	Or(a, b V) V
	Xor(a, b V) V
	Shl(a, b V) V // counts mod 64
	Shr(a, b V) V // logical
	Sar(a, b V) V // arithmetic
	Neg(a V) V
	Not(a V) V

	Eq(a, b V) C
	Ne(a, b V) C
	Lt(a, b V) C
	Le(a, b V) C
	Gt(a, b V) C
	Ge(a, b V) C
	Ult(a, b V) C // unsigned <
	// AddOvf, SubOvf and MulOvf report whether the 64-bit op overflows.
	AddOvf(a, b V) C
	SubOvf(a, b V) C
	MulOvf(a, b V) C
	// Value is a condition as the integer 1 or 0.
	Value(c C) V

	FAdd(a, b V) V
	FSub(a, b V) V
	FMul(a, b V) V
	FDiv(a, b V) V
	FNeg(a V) V
	FLt(a, b V) C
	FLe(a, b V) C
	FEq(a, b V) C
	IntToFloat(a V) V
	FloatToInt(a V) V // truncates; NaN and out of range give math.MinInt64

	// Branch is the interpreter's test of c: a guard that c keeps its
	// truth value when recording.
	Branch(c C) bool
	// Promote is v as a constant of the trace from here on, under a
	// guard that v keeps its value (each new value grows the guard's
	// bridges: a flexswitch). v itself in Concrete.
	Promote(v V) V
	// IsConstant reports whether the trace knows v as a constant (a
	// green, a literal, a promoted value, or an op folded from such),
	// so the interpreter may pick code specialized on its value, such
	// as a shift for a division by a power of two (RPython's
	// isconstant). Always false in Concrete, which runs the general
	// case.
	IsConstant(v V) bool

	// Memory regions: bytes at addr+disp of r.
	Load8U(r Region, addr V, disp int64) V
	Store8(r Region, addr V, disp int64, v V) // the low 8 bits of v
	Load64(r Region, addr V, disp int64) V
	Store64(r Region, addr V, disp int64, v V)
	RegionLen(r Region) V
	// Step is p+k, for a p within r (0 <= p < len(r)) and a constant k,
	// and whether it is within r too: one unsigned compare in
	// Concrete; when recording, a test of the one bound that k can
	// cross (p+k >= 0 for k < 0, else p+k < len(r)), which is what
	// the optimizer's bounds passes reason about, or the constant 1
	// when the tests of earlier Steps prove it (trace.Recorder.Step).
	// The language branches on the test right away.
	Step(r Region, p V, k int64) (V, C)
	// Scan8 is the first zero byte at addr+disp, addr+disp+stride, …
	// (ir.Scan8): its offset, or where the walk left the region.
	Scan8(r Region, addr V, disp, stride int64) V

	// Objects of a jitcore heap (package heap; see jitcore's package
	// comment, "Allocation and virtual objects"). New allocates an
	// object with header hd, its body zeroed; in Concrete it is a safe
	// point (a collection may move every object: the language keeps the
	// values it still needs where the heap's roots see them), and its
	// error is the heap's (*heap.LimitError). When recording it never
	// collects: a full heap ends the recording (ErrRecordingHeapFull),
	// and the language leaves the instruction unchanged for the
	// interpreter, which collects. Record New before the instruction's
	// effects, like a guard.
	New(h Heap, hd heap.Header) (V, error)
	// LoadField and StoreField are body word i of the object obj refers
	// to: LoadField a slot of an object of heap words (a heap.Value,
	// which traces keep as a GC root across calls that collect),
	// LoadRaw a raw body word (the integer of a box, bytes), which is
	// none; StoreField stores either. LoadHeader is its header word.
	LoadField(h Heap, obj V, i int) V
	LoadRaw(h Heap, obj V, i int) V
	StoreField(h Heap, obj V, i int, v V)
	LoadHeader(h Heap, obj V) V
	// FitsImmediate is whether the 64-bit integer x fits an immediate
	// heap.Value, and if so that immediate (a guard when recording).
	FitsImmediate(x V) (V, bool)
	// IntOverflow is Branch for the overflow test of arithmetic on
	// immediate integers of h, in a language that boxes what
	// overflows: a trace may then carry the integer untagged
	// (trace.Recorder.IntOverflow).
	IntOverflow(c C, h Heap) bool

	// Function traces (docs/language-manual.md). CanCall reports
	// whether a call of the function whose entry is s may be recorded
	// as a call of its compiled trace (PyPy's call_assembler): it has
	// one, or it is the function being recorded. Never in Concrete,
	// where the interpreter just calls.
	CanCall(s *jitcore.Site) bool
	// CallTrace records such a call, whose result the language got by
	// running the call in the interpreter: frames is the caller's state
	// during the call (where a guard failing below it resumes), args
	// the slots of the callee's new frame.
	CallTrace(s *jitcore.Site, frames []Frame[V], args []V, result int64) V
	// Return ends a function's (or a bridge's) recording with a return
	// of v from the frame it started in. Nothing in Concrete.
	Return(v V)

	// Poll reports whether the poll word w is set (a request from
	// another goroutine, such as a signal: PollWord). When recording,
	// a word that is not set records a poll at the instruction's
	// snapshot, which leaves compiled code once it is; a word that is
	// set abandons the recording. Poll before the instruction's
	// effects, like a guard, and take the request when it reports
	// true (the recording instance returns at the instruction's start).
	Poll(w *PollWord) bool

	// LoadQuasi is the value of the quasi-immutable field f (package
	// quasi): a constant of the trace when recording, which depends on
	// f from then on without a guard on its value (writing f
	// invalidates the trace). Read fields before the instruction's
	// effects, like a guard.
	LoadQuasi(f *quasi.Field) V

	// Call calls function fn of the language's table (the one given to
	// jitcore.NewDriver) and returns its first result (0 when it has
	// none). What the call may do is the function's to declare
	// (ir.Func.Effects; see "Calls" in the package comment): an
	// elidable call with constant arguments folds to its result, any
	// other call is the instruction's effect, which traces make through
	// an exit to Go; a call that raises ends its instruction, and the
	// language finds the exception where the function kept it at the
	// start of the next one.
	Call(fn int, args ...V) V
	// CallResults is Call for a function of several results: it stores
	// the function's results (ir.Func.Results, not the status of one
	// that raises) in results, which has room for them.
	CallResults(fn int, results []V, args ...V)
}

// Frame is one interpreter frame as a snapshot holds it: its greens (the
// position in the program), a printable location, and its red slots.
type Frame[V any] struct {
	Greens []int64
	Where  string
	Slots  []V
}

// Heap is a jitcore heap as both domains see it: the heap (the concrete
// domain allocates in it and reads it) and the index R of its regions in
// the language's ir.Memory (R its allocation record, R+1 its space;
// heap.Heap.Regions), which traces name.
type Heap struct {
	H      *heap.Heap
	Region int
}

// ErrRecordingHeapFull is New's error when recording: the heap needs a
// collection, which a recording cannot make; the recording has ended.
var ErrRecordingHeapFull = errors.New("the heap is full: the recording stops before the allocation")

// Region is a memory region as both domains see it: its bytes (the
// concrete domain reads and writes them) and its index in the language's
// ir.Memory (traces name it). Make a new Region whenever the region's
// bytes move (a tape that grows, a heap that collects).
type Region struct {
	Bytes []byte
	Index int
}

// The trace IR's names a language needs, so that its interpreter and
// glue import this package alone for the JIT.
type (
	// Value is a value of a trace: what a recording's V is.
	Value = ir.Value
	// Func is a function of the language's table, which the domains
	// and traces call (Call, CallResults), with what its calls may do
	// (Effects) and their results' types (see Calls in the package
	// comment).
	Func = ir.Func
	// Effects are what a function's calls may do besides computing
	// their results.
	Effects = ir.Effects
	// Type is the type of a function's result or of a red slot.
	Type = ir.Type
	// Memory gives the bytes of the memory regions a trace addresses
	// (Region.Index indexes them).
	Memory = ir.Memory
)

// The effects a function declares (ir's call.go).
const (
	Elidable     = ir.Elidable
	Raises       = ir.Raises
	Collects     = ir.Collects
	ForcesFrames = ir.ForcesFrames
)

// The types of results and slots: an integer, a float's bits, a heap
// word (a heap.Value, a root across calls that collect).
const (
	Int   = ir.Int
	Float = ir.Float
	Ref   = ir.Ref
)
