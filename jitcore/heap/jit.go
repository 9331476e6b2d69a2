package heap

import (
	"errors"
	"slices"
	"unsafe"
)

// Regions are the heap's two memory regions as a trace addresses them
// (ir.Memory): a language puts them at consecutive indices R and R+1 of
// its Regions() and names R in its traces' allocations (ir.OpNew):
//
//	region R    the AllocRecord, AllocRecordSize bytes:
//	            +0 Top    +8 Limit    +16 Base      (uint64 each)
//	region R+1  the current space: object fields are loaded and stored
//	            at byte offset ref.Offset()*8 + FirstSlotOffset + 8*i
//
// A collection flips the spaces, so region R+1 changes: Regions must be
// called again after every safe point (the backends read a language's
// Regions at every entry of compiled code and after every call out of
// it). Both slices are outside the Go heap (rawmem memory).
func (h *Heap) Regions() [2][]byte {
	rec := unsafe.Slice((*byte)(unsafe.Pointer(h.rec)), AllocRecordSize)
	s := h.space()
	return [2][]byte{rec, unsafe.Slice((*byte)(unsafe.Pointer(&s[0])), len(s)*WordBytes)}
}

// RefAt is the ref to the object whose header is at word offset off of the
// current space: what inline allocation computes from the old Top.
func RefAt(off uint64) Value { return ref(off) }

// AllocObjects allocates one object per header, with zeroed bodies, as one
// block: there is at most one collection, before any of them exists, so
// the refs it returns all stay valid until the next safe point while the
// caller fills the bodies (SetBodyWord). The JIT materializes the virtual
// objects of a guard exit with it. Every header must be a valid header
// (MakeHeader) of an exported kind.
func (h *Heap) AllocObjects(headers []Header) ([]Value, error) {
	return h.AppendObjects(make([]Value, 0, len(headers)), headers)
}

// AppendObjects is AllocObjects appending the refs to refs, so that an
// interpreter that allocates a block of objects per step can reuse one
// slice (AllocObjects makes a new one each time). On an error refs is
// returned as it was.
func (h *Heap) AppendObjects(refs []Value, headers []Header) ([]Value, error) {
	total := uint64(0)
	for _, hd := range headers {
		mustBeExported(hd)
		total += HeaderWords + uint64(hd.BodyWords())
	}
	off, err := h.alloc(total)
	if err != nil {
		return refs, err
	}
	// One clear for the block rather than one per object's body: the
	// block is an interpreter's whole clause body, many small objects.
	s := h.space()
	clear(s[off : off+total])
	n := len(refs)
	refs = slices.Grow(refs, len(headers))[:n+len(headers)]
	for i, hd := range headers {
		s[off] = Value(hd)
		refs[n+i] = ref(off)
		off += HeaderWords + uint64(hd.BodyWords())
	}
	return refs, nil
}

// SetBodyWord stores the raw word w as body word i of the object r refers
// to, whatever its kind (a slot of ObjWords, 8 bytes of ObjBytes, the
// integer of ObjInt64).
func (h *Heap) SetBodyWord(r Value, i int, w uint64) {
	hd, off := h.object(r)
	if uint(i) >= uint(hd.BodyWords()) {
		panic(errBodyRange)
	}
	h.space()[off+HeaderWords+uint64(i)] = Value(w)
}

// errBodyRange is the panic of a body word index out of range: a bug in a
// language or the JIT. (A panic with a variable keeps the accessors small
// enough to inline.)
var errBodyRange = errors.New("heap: body word index out of range")

// BodyWord is the raw body word i of the object r refers to, whatever its
// kind: SetBodyWord's counterpart, and what a trace's field load reads.
func (h *Heap) BodyWord(r Value, i int) uint64 {
	hd, off := h.object(r)
	if uint(i) >= uint(hd.BodyWords()) {
		panic(errBodyRange)
	}
	return uint64(h.space()[off+HeaderWords+uint64(i)])
}

// Field is body word i of the object r refers to without BodyWord's
// checks (that r is a ref and i within the object's body): an
// interpreter's hot path, which knows both (a wrong r or i reads another
// word of the space, never outside it). Valid until the next safe point,
// like every read.
func (h *Heap) Field(r Value, i int) Value {
	return h.space()[r.Offset()+HeaderWords+uint64(i)]
}

// SetField stores v as body word i of the object r refers to, without
// SetBodyWord's checks (see Field).
func (h *Heap) SetField(r Value, i int, v Value) {
	h.space()[r.Offset()+HeaderWords+uint64(i)] = v
}

// AllocHeader allocates one object with header hd (a valid header of an
// exported kind) and a zeroed body, as a trace's allocation does. It is a
// safe point (see AllocWords).
func (h *Heap) AllocHeader(hd Header) (Value, error) {
	mustBeExported(hd)
	off, err := h.alloc(HeaderWords + uint64(hd.BodyWords()))
	if err != nil {
		return 0, err
	}
	return h.place(off, hd), nil
}

// AllocBlock allocates n zeroed words (n > 0) for an interpreter that
// lays several objects out in them itself, at offsets it knows in
// advance (a term built from a template): it returns the ref of the
// first word, and the caller makes each object with PlaceObject before
// the next safe point. Every word of the block must then belong to an
// object. It is a safe point (see AllocWords); AppendObjects is the
// same for a caller that has the headers in a slice.
func (h *Heap) AllocBlock(n int) (Value, error) {
	off, err := h.alloc(uint64(n))
	if err != nil {
		return 0, err
	}
	clear(h.space()[off : off+uint64(n)])
	return ref(off), nil
}

// PlaceObject makes the object with header hd (a valid header of an
// exported kind) at word k of the block b (from AllocBlock) and returns
// its ref. The object's body must lie within the block; it is zero
// until the caller fills it.
func (h *Heap) PlaceObject(b Value, k int, hd Header) Value {
	mustBeExported(hd)
	off := b.Offset() + uint64(k)
	h.space()[off] = Value(hd)
	return ref(off)
}

// place writes the header hd at word off of the current space, zeroes the
// object's body and returns its ref.
func (h *Heap) place(off uint64, hd Header) Value {
	s := h.space()
	s[off] = Value(hd)
	clear(s[off+HeaderWords : off+HeaderWords+uint64(hd.BodyWords())])
	return ref(off)
}

// mustBeExported panics on a header that is not of an exported kind:
// a bug in the language or the JIT, never a user-visible limit.
func mustBeExported(hd Header) {
	if k := hd.Kind(); k != ObjWords && k != ObjBytes && k != ObjInt64 {
		panic("heap: allocation with an invalid header")
	}
}
