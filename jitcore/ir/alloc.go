package ir

import (
	"encoding/binary"
	"fmt"

	"github.com/microjit/microjit/jitcore/heap"
)

// # Allocation
//
// A trace allocates objects of the JIT heap (package heap) with OpNew and
// addresses their fields with OpRefAddr and the ordinary 64-bit loads and
// stores. A heap is seen through two consecutive memory regions, R and
// R+1 (heap.Heap.Regions), and an OpNew names R in its Region:
//
//	region R: the allocation record       region R+1: the current space
//	+0   Top    word offset of free space  word 0 ...
//	+8   Limit  Top may not pass it        [hdr|f0|f1] <- Top*8 before the new
//	+16  Base   (for native code only)     ... free ...
//
//	r5 = new m0 0x13 [snapshot]
//	    top := Top; if top+n > Limit { leave through the snapshot }
//	    Top = top+n; space[top] = header; space[top+1 .. top+n) = 0
//	    r5 = the ref to top (heap.RefAt: top<<16 | ref tag)
//	i6 = ref_addr r5               i6 = byte offset of the object in R+1
//	store64 m1[i6+8], i4           field 0 (heap.FirstSlotOffset + 8*0)
//
// n, the object's size in words, follows from the header (Aux):
// heap.HeaderWords + its body words. Only OpNew touches region R (the
// optimizer assumes no load or store addresses it), and it writes in
// region R+1 only the new object, which nothing can have addressed yet. The offsets of Top and Limit are
// heap.AllocTopOffset and heap.AllocLimitOffset, checked against the
// record's layout by heap's tests.
//
// OpNew is a guard: when the heap is full it leaves the trace at its
// snapshot, before any effect, and the interpreter re-executes the
// instruction, whose allocation in Go is a safe point (it may collect).
// Its own effects are invisible: an object nothing refers to yet is
// garbage, so a guard may follow an OpNew in the same instruction.
// Compiled code never collects; a collection happens only in Go between
// runs of compiled code (a guard exit, a call out of the trace), which is
// why region bases are read again at every entry and after every call.
//
// # Virtual objects in snapshots
//
// When the optimizer removes an allocation (opt/virtuals.go), a snapshot
// that refers to the object holds a virtual instead of a value: slot or
// field value VirtualValue(k) stands for Snapshot.Virtuals[k], which
// describes the object (its heap, header and body words). When the guard
// fails, the driver allocates every virtual of the snapshot once (a
// virtual referenced from several slots, or from another virtual, is one
// object; cycles are allowed) and fills their bodies before the language
// resumes.

// RefAddr is the byte offset, in its space region, of the header of the
// object that the heap ref v refers to: OpRefAddr's meaning.
func RefAddr(v int64) int64 { return int64(heap.Value(v).Offset() * heap.WordBytes) }

// NewWords is the size in words, header included, of the object OpNew
// allocates with header h.
func NewWords(h int64) int64 { return heap.HeaderWords + int64(heap.Header(h).BodyWords()) }

// BodyWords is the number of fields (body words) of an object with header h.
func BodyWords(h int64) int { return heap.Header(h).BodyWords() }

// validHeader reports whether h is a header OpNew may allocate with.
func validHeader(h int64) bool {
	hd := heap.Header(h)
	switch hd.Kind() {
	case heap.ObjWords, heap.ObjBytes:
		return NewWords(h) <= MaxNewWords
	case heap.ObjInt64:
		return hd.Len() == 1
	}
	return false
}

// MaxNewWords bounds the size of an object a trace allocates (its body is
// zeroed inline, a store per word); larger objects are allocated by calls.
const MaxNewWords = 1 << 10

// Virtual is an object the optimizer did not allocate, as a snapshot
// describes it: the driver allocates it in the heap at regions Region and
// Region+1 with Header when the snapshot's guard fails, and stores
// Fields, one per body word, into it (values, constants or other
// virtuals of the same snapshot).
//
// An Int virtual is an integer whose representation is not decided yet
// (see "Integers that overflow into boxes"): Fields[0] is its 64-bit
// value (never a virtual), and the driver makes it the immediate
// heap.Value when it fits, else a box of Header heap.BoxedInt64Header,
// as heap.Heap.Int64 does.
type Virtual struct {
	Region int32
	Header int64
	Int    bool
	Fields []Value
}

// IntVirtual is the Int virtual of the 64-bit integer v, boxed in the
// heap at regions region, region+1 when it does not fit an immediate.
func IntVirtual(region int32, v Value) Virtual {
	return Virtual{Region: region, Header: int64(heap.BoxedInt64Header), Int: true, Fields: []Value{v}}
}

// # Integers that overflow into boxes
//
// A language whose integers are heap.Values, immediate when they fit
// PayloadBits and boxed otherwise, computes on immediates as tagged
// words: (x<<16) + (y<<16) is (x+y)<<16, and (x<<16) * y is (x*y)<<16,
// and the 64-bit op overflows exactly when the result leaves the
// immediate range. The guard_false on such an overflow test may say
// that it only picks the result's representation (Aux = BoxesOnOverflow,
// Region = the heap's region):
//
//	i7 = mul i5, i6            i5 an immediate, i6 an untagged integer
//	i8 = mul_ovf i5, i6
//	guard_false i8 boxes m0 [...]
//
// It promises that when the test is 1, the language's instruction gives
// the integer (i5>>16) * i6 wrapped to 64 bits (either argument of a mul
// may be the immediate: fold puts constants second; for add_ovf and
// sub_ovf of two immediates, (i5>>16) ± (i6>>16)) as a box, and that the
// language treats a boxed integer and an immediate of the same value
// alike in everything it does with it. The optimizer may then carry
// the integer untagged past the guard and drop the guard (opt/rawint.go),
// describing the value to snapshots as an Int virtual.

// BoxesOnOverflow is the Aux of a guard_false on an overflow test that
// only picks an integer's representation (see above).
const BoxesOnOverflow = 1

// virtualBase is where the Values naming virtuals start: far above any op
// index (a trace has fewer ops than that, see Verify).
const virtualBase = 1 << 30

// VirtualValue is the Value that names virtual k of a snapshot. It only
// appears in snapshots (slots and virtual fields).
func VirtualValue(k int) Value { return Value(virtualBase + k) }

// IsVirtual reports whether v names a virtual of a snapshot.
func (v Value) IsVirtual() bool { return v >= virtualBase }

// VirtualIndex is the index in Snapshot.Virtuals of the virtual v names.
func (v Value) VirtualIndex() int { return int(v - virtualBase) }

// CheckAllocRegions reports why regions r and r+1 cannot serve OpNew in
// region r, or nil. OpNew trusts them: native code reads and writes them
// without bounds checks, so a backend checks them before it runs code
// that allocates, and again whenever they may have been replaced. Region
// r must hold an allocation record, and the free space it describes must
// lie inside region r+1: Top <= Limit <= the words of region r+1.
func CheckAllocRegions(regions [][]byte, r int32) error {
	if r < 0 || int(r)+1 >= len(regions) {
		return fmt.Errorf("jit: no heap in memory regions %d and %d (there are %d regions)", r, r+1, len(regions))
	}
	rec := regions[r]
	if len(rec) < heap.AllocRecordSize {
		return fmt.Errorf("jit: memory region %d has %d bytes, not a heap's allocation record (%d bytes)", r, len(rec), heap.AllocRecordSize)
	}
	top := binary.LittleEndian.Uint64(rec[heap.AllocTopOffset:])
	limit := binary.LittleEndian.Uint64(rec[heap.AllocLimitOffset:])
	if words := uint64(len(regions[r+1]) / heap.WordBytes); top > limit || limit > words {
		return fmt.Errorf("jit: the heap in memory regions %d and %d is malformed: top %d, limit %d, space %d words", r, r+1, top, limit, words)
	}
	return nil
}

// Allocate does what OpNew does, on the bytes of the regions (the
// executor and the recorder run it; the native backend inlines it): it
// bumps Top in region r by the object's size unless that passes Limit,
// writes the header and a zeroed body at the old Top in region r+1, and
// returns the ref. ok is false, and nothing is written, when the heap is
// full.
func Allocate(regions [][]byte, r int32, header int64) (ref int64, ok bool) {
	rec := regions[r]
	top := binary.LittleEndian.Uint64(rec[heap.AllocTopOffset:])
	end := top + uint64(NewWords(header))
	if end > binary.LittleEndian.Uint64(rec[heap.AllocLimitOffset:]) {
		return 0, false
	}
	binary.LittleEndian.PutUint64(rec[heap.AllocTopOffset:], end)
	obj := regions[r+1][top*heap.WordBytes : end*heap.WordBytes]
	binary.LittleEndian.PutUint64(obj, uint64(header))
	clear(obj[heap.WordBytes:])
	return int64(heap.RefAt(top)), true
}
