package heap

import (
	"fmt"
	"unsafe"
)

// Header is the first word of every object (see doc.go for the layout).
type Header uint64

// ObjKind says how the collector treats an object's body.
type ObjKind uint8

// The object kinds. Kind 0 is never used so that a zero word is never a valid
// header.
const (
	ObjWords ObjKind = 1 // body is Len tagged Values, traced by the collector
	ObjBytes ObjKind = 2 // body is Len raw bytes (padded to words), not traced
	ObjInt64 ObjKind = 3 // body is one raw int64: a boxed integer
	// objForwarded marks a from-space object already copied during a
	// collection; the rest of the word is the new offset.
	objForwarded ObjKind = 0xF
)

// Header layout constants, for the lowering.
const (
	HeaderKindBits   = 4
	HeaderKindMask   = 1<<HeaderKindBits - 1
	HeaderLenShift   = HeaderKindBits
	HeaderLenBits    = 28
	HeaderLenMask    = 1<<HeaderLenBits - 1
	HeaderClassShift = 32
	// MaxLen is the largest Len of an object: slots for ObjWords, bytes for
	// ObjBytes.
	MaxLen = HeaderLenMask

	// HeaderWords is the number of words before the first slot.
	HeaderWords = 1
	// WordBytes is the size of a word.
	WordBytes = 8
	// FirstSlotOffset is the byte offset of slot 0 from the object's start:
	// slot i of the object at word offset off is at
	// Base + off*WordBytes + FirstSlotOffset + i*WordBytes.
	FirstSlotOffset = HeaderWords * WordBytes

	// BoxedInt64Header is the whole header of every boxed integer, so one
	// compare of the header word is the guard for "boxed integer".
	BoxedInt64Header = Header(1<<HeaderLenShift | uint64(ObjInt64))
)

// MakeHeader builds a header. length must be in [0, MaxLen] and kind one of
// the exported kinds.
func MakeHeader(kind ObjKind, class uint32, length int) Header {
	return Header(uint64(class)<<HeaderClassShift | uint64(length)<<HeaderLenShift | uint64(kind))
}

// Kind returns the object's kind.
func (h Header) Kind() ObjKind { return ObjKind(h & HeaderKindMask) }

// Class returns the language's class or shape id.
func (h Header) Class() uint32 { return uint32(h >> HeaderClassShift) }

// Len returns the number of slots (ObjWords) or bytes (ObjBytes); 1 for
// ObjInt64.
func (h Header) Len() int { return int(h >> HeaderLenShift & HeaderLenMask) }

// BodyWords returns the number of words after the header.
func (h Header) BodyWords() int {
	if h.Kind() == ObjBytes {
		return (h.Len() + WordBytes - 1) / WordBytes
	}
	return h.Len()
}

func (k ObjKind) String() string {
	switch k {
	case ObjWords:
		return "words"
	case ObjBytes:
		return "bytes"
	case ObjInt64:
		return "int64"
	case objForwarded:
		return "forwarded"
	}
	return fmt.Sprintf("kind(%d)", uint8(k))
}

// object returns the header and word offset of the object r refers to.
// Accessors panic (with a message, via the checks below) on a Value that is
// not a ref: that is a bug in the language, never a user-visible limit.
func (h *Heap) object(r Value) (Header, uint64) {
	if !r.IsRef() {
		panic(notRef(r))
	}
	off := r.Offset()
	return Header(h.space()[off]), off
}

// notRef is the panic of a Value used as a ref that is not one: a bug in
// a language or the JIT. A panic with a value (not a formatted string)
// keeps object, the accessors' common step, small enough to inline.
type notRef Value

func (r notRef) Error() string { return fmt.Sprintf("heap: %#x is not a ref", uint64(r)) }

// HeaderAt is the header of the object r refers to without Header's
// check that r is a ref: an interpreter's hot path, which has tested it
// (a wrong r reads another word of the space, never outside it).
func (h *Heap) HeaderAt(r Value) Header { return Header(h.active[r.Offset()]) }

// Header returns the header of the object r refers to.
func (h *Heap) Header(r Value) Header {
	hd, _ := h.object(r)
	return hd
}

// SetClass changes the class of the object r refers to in place, keeping
// its kind and length (so the collector's view of it is the same): a
// language whose objects change identity, as a Prolog attributed
// variable that becomes a bound variable, and back on backtracking.
func (h *Heap) SetClass(r Value, class uint32) {
	hd, off := h.object(r)
	h.space()[off] = Value(MakeHeader(hd.Kind(), class, hd.Len()))
}

// Words returns the slots of the ObjWords object r refers to. The slice
// aliases arena memory: it is valid until the next safe point (any Alloc*,
// Int64 or Collect call), after which the object may have moved.
func (h *Heap) Words(r Value) []Value {
	hd, off := h.object(r)
	if hd.Kind() != ObjWords {
		panic(fmt.Sprintf("heap: Words of a %v object", hd.Kind()))
	}
	return h.space()[off+HeaderWords : off+HeaderWords+uint64(hd.Len()) : off+HeaderWords+uint64(hd.Len())]
}

// Slot returns slot i of the ObjWords object r refers to.
func (h *Heap) Slot(r Value, i int) Value { return h.Words(r)[i] }

// SetSlot stores v in slot i of the ObjWords object r refers to.
func (h *Heap) SetSlot(r Value, i int, v Value) { h.Words(r)[i] = v }

// Bytes returns the body of the ObjBytes object r refers to; like Words, it
// is valid until the next safe point.
func (h *Heap) Bytes(r Value) []byte {
	hd, off := h.object(r)
	if hd.Kind() != ObjBytes {
		panic(fmt.Sprintf("heap: Bytes of a %v object", hd.Kind()))
	}
	body := h.space()[off+HeaderWords : off+HeaderWords+uint64(hd.BodyWords())]
	if len(body) == 0 {
		return nil
	}
	return unsafe.Slice((*byte)(unsafe.Pointer(&body[0])), hd.Len())
}

// Raw returns the body of the ObjBytes object r refers to as whole 64-bit
// words (for arrays of int64 or float64 bits); valid until the next safe
// point.
func (h *Heap) Raw(r Value) []uint64 {
	hd, off := h.object(r)
	if hd.Kind() != ObjBytes {
		panic(fmt.Sprintf("heap: Raw of a %v object", hd.Kind()))
	}
	body := h.space()[off+HeaderWords : off+HeaderWords+uint64(hd.Len()/WordBytes)]
	if len(body) == 0 {
		return nil
	}
	return unsafe.Slice((*uint64)(unsafe.Pointer(&body[0])), len(body))
}

// AllocWords allocates an ObjWords object with n slots, all holding the zero
// word (the integer 0). It is a safe point: it may collect, moving every
// object, so refs held outside registered roots are stale afterwards.
func (h *Heap) AllocWords(class uint32, n int) (Value, error) {
	return h.allocObject(ObjWords, class, n)
}

// AllocBytes allocates an ObjBytes object of n zero bytes. It is a safe
// point (see AllocWords).
func (h *Heap) AllocBytes(class uint32, n int) (Value, error) {
	return h.allocObject(ObjBytes, class, n)
}

func (h *Heap) allocObject(kind ObjKind, class uint32, n int) (Value, error) {
	if n < 0 || n > MaxLen {
		return 0, &LimitError{What: "object size", Requested: uint64(n), Limit: MaxLen}
	}
	return h.AllocHeader(MakeHeader(kind, class, n))
}

// Int64 returns n as an immediate integer if it fits, else as a ref to a
// boxed ObjInt64 object (for languages with 64-bit wrapping integers). It is
// a safe point when it boxes.
func (h *Heap) Int64(n int64) (Value, error) {
	if v, ok := SmallInt(n); ok {
		return v, nil
	}
	off, err := h.alloc(HeaderWords + 1)
	if err != nil {
		return 0, err
	}
	s := h.space()
	s[off] = Value(BoxedInt64Header)
	s[off+HeaderWords] = Value(n)
	return ref(off), nil
}

// AsInt64 returns the integer in v, immediate or boxed, and false if v is
// neither.
func (h *Heap) AsInt64(v Value) (int64, bool) {
	if v.IsInt() {
		return v.Int(), true
	}
	if !v.IsRef() {
		return 0, false
	}
	hd, off := h.object(v)
	if hd != BoxedInt64Header {
		return 0, false
	}
	return int64(h.space()[off+HeaderWords]), true
}
