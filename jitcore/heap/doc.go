// Package heap owns the memory that compiled code reads, writes and
// allocates: tagged 64-bit Values shared by every language, arenas of words
// outside the Go heap with an inline-able bump allocator, objects (a header
// word then slots or raw bytes), handles that let heap words refer to Go-side
// objects, and a precise copying collector whose roots are the languages'
// root sets, the JIT's registered exit values and the Go objects behind
// reachable handles. Collections happen only at safe points called from Go
// (Collect, or any Alloc*/Int64 call), never while native code runs.
//
// # Values
//
// A Value is a 64-bit word. Floats are unboxed: their IEEE bits are rotated
// left 13 and xored with 0x1FFF, which moves the sign, the exponent and the
// quiet bit to the low 13 bits. Every non-float word has those 13 bits zero,
// which in IEEE terms is the space of negative quiet NaNs (2^51 words); the
// only float that would land there is a negative quiet NaN, and Float
// replaces those by the canonical quiet NaN 0x7FF8_0000_0000_0000 (other
// NaN payloads survive).
//
//	 63                                          16 15  13 12           0
//	+----------------------------------------------+------+--------------+
//	| float: rotl(bits,13) ^ 0x1FFF                 (low 13 bits != 0)  |
//	+----------------------------------------------+------+--------------+
//	| int: signed 48-bit integer n                 | 000  | 0000000000000|  v = n<<16
//	| ref: word offset of the object's header      | 001  | 0000000000000|
//	| handle: generation(16) | table index(32)     | 010  | 0000000000000|
//	| special: 0 Nil, 1 False, 2 True, 3 Unbound   | 011  | 0000000000000|
//	| symbol: language-defined 32-bit id           | 100  | 0000000000000|
//	+----------------------------------------------+------+--------------+
//	  tags 101..111 are unassigned.
//
// Why this layout rather than the usual NaN-boxing with tags in the top
// bits: every test native code needs is one instruction on an immediate that
// fits in 32 bits, and integers, which all four languages use most, cost
// nothing to untag.
//
//	is int:    test v, 0xFFFF        ; ZF=1  (low 16 bits zero)
//	is float:  test v, 0x1FFF        ; ZF=0
//	is ref:    cmp v16, 0x2000       ; (or movzx + cmp: two instructions)
//	int:       sar v, 16             ; one instruction, sign included
//	ref:       shr v, 16             ; then [Base + off*8] addresses the header
//	float:     xor v, 0x1FFF; ror v, 13; movq xmm, v
//
// Tagged integers also add, subtract and compare as plain int64s: the sum of
// n<<16 and m<<16 is (n+m)<<16 and the CPU's overflow flag is exactly the
// 48-bit range check, so `add; jo` is an integer add guard. The zero word is
// the integer 0, so zeroed memory holds only valid non-pointer Values. Floats
// pay two ALU instructions to box or unbox, which the optimizer removes
// inside loops anyway.
//
// Integers outside the 48-bit range are boxed (Heap.Int64): an ObjInt64
// object whose header is the constant BoxedInt64Header and whose one body
// word is the raw int64. An integer is boxed if and only if it does not fit,
// so immediate integers compare by word equality. Arbitrary-precision
// integers, strings and other Go values go behind handles.
//
// # Arenas
//
// Three mmap'd regions per heap (MAP_NORESERVE: address space is reserved,
// pages are committed on first touch) hold a control page with the
// AllocRecord and two semispaces as large as the collection threshold:
// when the threshold grows, both spaces grow with it (mremap, which may
// move them), so the address space a heap reserves is proportional to
// what it holds (at most twice MaxBytes, plus a page), and a thousand
// small heaps fit in a small address space. The memory is outside the Go
// heap on purpose: native code holds its address, the Go collector never
// scans or moves it,
// and no Go pointer is ever stored in it, so a []uint64 kept alive by Go
// (whose non-moving collector is an implementation property, not a
// guarantee) is not needed. The AllocRecord (Top, Limit, Base: field offsets
// AllocTopOffset, AllocLimitOffset, AllocBaseOffset) is what native code uses
// to allocate inline: load Top, add the size, compare with Limit, store Top;
// on overflow it exits to Go, whose allocation call is a safe point.
// Heap.Regions gives traces the record and the current space as two
// memory regions (ir.OpNew allocates through them), so native code never
// needs Base; AllocObjects and SetBodyWord are how the JIT materializes
// the objects the optimizer did not allocate when a guard fails.
//
//	control page:  AllocRecord{Top, Limit, Base}     (AllocRecordAddr)
//	space 0:       [obj][obj][obj]....free....        Base = space 0 or 1
//	space 1:       (to-space of the next collection)
//
// # Objects
//
// A ref is the word offset of an object's header in the current space.
//
//	 63               32 31                       4 3    0
//	+-------------------+--------------------------+------+
//	| class / shape id  | Len (28 bits)            | kind |  header
//	+-------------------+--------------------------+------+
//	| slot 0 ... slot Len-1 (Values)               ObjWords: traced
//	| raw bytes, padded to words                   ObjBytes: not traced, Len in bytes
//	| raw int64                                    ObjInt64: Len 1, not traced
//
// Slot i of the object at offset off is at Base + off*8 + FirstSlotOffset +
// i*8. Kind 0 is never a header; kind 0xF marks a forwarded object during a
// collection. The class field is the language's (minipy stores ic shape ids
// there; ic.ShapeID is 32 bits for that reason).
//
// # Collector
//
// Cheney's semispace copying collector. It was chosen because the JIT wants
// bump allocation (a free-list allocator cannot be inlined as four
// instructions), and copying gives bump allocation back after every
// collection with no sweep and no fragmentation; its cost is proportional to
// live data, which suits interpreters that allocate many short-lived boxes,
// frames and terms; and it is small enough to be obviously right (forwarding
// words in from-space, a scan pointer in to-space, no mark stack). Its costs
// are double address space (reserved, committed only as used) and moving
// objects, which is fine because refs are offsets and no native code runs
// during a collection; Go code must keep refs in registered roots across
// safe points and re-read them afterwards.
//
// Roots: every registered Roots (AddRoots for a language's interpreter
// state, AddRootWords for a slice such as a paused trace exit's live
// values, or the heap words compiled code and recordings keep while a
// function of theirs that collects runs: ir's call.go) is visited with a
// callback that rewrites each Value in place. A handle
// reached by the trace keeps its Go object alive; if that object implements
// Roots its Values are traced too (Go-side objects may refer to heap
// objects). After the trace, handles not reached are released: their slot
// gets a new generation so stale handles are detected by Heap.Handle, and
// the function OnRelease registered, if any, is given the released object
// (a language may recycle its buffers).
//
// Accounting: a language whose values are mostly Go objects behind handles
// (minipy) keeps its memory limit by what those objects hold: an object
// that implements Sized says how many bytes it holds, every other handle
// counts HandleBytes, and each collection leaves the sum for the handles
// it reached in Stats.HandleBytes. Measure counts the same (and the live
// words) without moving or releasing anything, for a language that must
// know whether an allocation fits at a point where it may not collect.
//
// Shortcuts: a language may register a Shortcut for one object header
// (SetShortcut); the collector asks it, for each reference it forwards to
// an object of that header, whether the reference may be replaced by
// another value (Prolog replaces a variable bound for good by its binding, so
// chains of bound variables are not copied). Roots that implement
// ExactRoots are visited without shortcuts: they must keep the objects
// themselves (Prolog's trail, whose variables backtracking unbinds).
//
// Policy: a collection runs when an allocation does not fit under the
// threshold (InitialBytes at first); when a collection leaves the heap more
// than 1/Config.GrowDivisor full (half by default) the threshold grows by
// Config.GrowPercent (doubles by default), or to GrowDivisor times what is
// live if that is more, up to MaxBytes, and the spaces grow to it. After a collection, a large space
// that was emptied (4 MB and more) is given back to the system
// (madvise(MADV_DONTNEED)), so peak memory is what live data needs, not
// the largest space once used. An allocation that does not fit under MaxBytes after a collection
// (or whose growth of the spaces the system refuses) returns a *LimitError
// and leaves the heap usable. Config.Stress collects at every allocation (and
// publishes Limit = Top so inline allocation always exits to Go).
//
// A Heap is not safe for concurrent use.
package heap
