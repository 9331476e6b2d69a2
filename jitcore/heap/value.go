package heap

import (
	"math"
	"math/bits"
)

// Value is one tagged 64-bit word: an unboxed float, an immediate integer, a
// ref to a heap object, a handle to a Go-side object, a singleton or a
// symbol. The encoding is described in doc.go; the constants below are what
// native code uses to test and untag values.
type Value uint64

// Tag is the kind of a Value. TagFloat is not stored in the word (a float is
// any word whose low FloatBits bits are not all zero); the other tags are the
// three bits at TagShift of a non-float word.
type Tag uint8

// The tags of non-float words, in the order of their encodings.
const (
	TagInt     Tag = 0 // immediate integer in the top 48 bits
	TagRef     Tag = 1 // word offset of an object in the current arena space
	TagHandle  Tag = 2 // index (and generation) of a Go-side object
	TagSpecial Tag = 3 // singletons: Nil, False, True, Unbound
	TagSymbol  Tag = 4 // a language-defined 32-bit id (atom, interned name)
	TagFloat   Tag = 8 // not an encoding: reported by Value.Tag for floats
)

// Encoding constants, for the lowering and for anyone testing words by hand.
const (
	// FloatBits is the number of low bits that are all zero in every
	// non-float word and never all zero in a float word.
	FloatBits = 13
	// FloatMask selects those bits: v&FloatMask != 0 ⇔ v is a float.
	FloatMask = 1<<FloatBits - 1
	// FloatXor and FloatRotate transform IEEE bits into a Value:
	// v = rotl(bits, FloatRotate) ^ FloatXor, and back:
	// bits = rotr(v ^ FloatXor, FloatRotate).
	FloatXor    = FloatMask
	FloatRotate = 13

	// TagShift is the position of the 3-bit tag of a non-float word.
	TagShift = FloatBits
	// TagMask selects the whole low part of a word that a tag test compares:
	// v&TagMask == XTagBits ⇔ v has tag X (floats never match).
	TagMask = 1<<PayloadShift - 1
	// PayloadShift is where the payload starts; the payload is v>>PayloadShift
	// (arithmetic shift for ints, logical for the others).
	PayloadShift = 16
	// PayloadBits is the width of the payload.
	PayloadBits = 64 - PayloadShift

	// The low 16 bits (v & TagMask) of each kind of non-float word.
	IntTagBits     = uint64(TagInt) << TagShift
	RefTagBits     = uint64(TagRef) << TagShift
	HandleTagBits  = uint64(TagHandle) << TagShift
	SpecialTagBits = uint64(TagSpecial) << TagShift
	SymbolTagBits  = uint64(TagSymbol) << TagShift

	// MinInt and MaxInt bound the immediate integers (48-bit two's complement).
	MinInt = -1 << (PayloadBits - 1)
	MaxInt = 1<<(PayloadBits-1) - 1

	// CanonicalNaN is the IEEE pattern every NaN that would collide with a
	// non-float encoding (the negative quiet NaNs) is replaced by.
	CanonicalNaN = 0x7FF8_0000_0000_0000

	// HandleIndexBits is the width of the table index in a handle payload;
	// the bits above it hold the slot's generation.
	HandleIndexBits = 32
)

// The singletons.
const (
	Nil     = Value(0<<PayloadShift | SpecialTagBits)
	False   = Value(1<<PayloadShift | SpecialTagBits)
	True    = Value(2<<PayloadShift | SpecialTagBits)
	Unbound = Value(3<<PayloadShift | SpecialTagBits)
)

// IntFits reports whether n is in the immediate range [MinInt, MaxInt].
func IntFits(n int64) bool { return n>>(PayloadBits-1) == n>>63 }

// SmallInt returns the immediate integer n, or false if n is outside
// [MinInt, MaxInt] (use Heap.Int64 to box such integers).
func SmallInt(n int64) (Value, bool) {
	if !IntFits(n) {
		return 0, false
	}
	return Value(uint64(n) << PayloadShift), true
}

// Float returns the unboxed float f. NaN payloads are kept except for the
// negative quiet NaNs (including the x86 default NaN 0xFFF8_0000_0000_0000),
// which become CanonicalNaN.
func Float(f float64) Value {
	v := Value(bits.RotateLeft64(math.Float64bits(f), FloatRotate) ^ FloatXor)
	if v&FloatMask == 0 {
		return Value(bits.RotateLeft64(CanonicalNaN, FloatRotate) ^ FloatXor)
	}
	return v
}

// Bool returns True or False.
func Bool(b bool) Value {
	if b {
		return True
	}
	return False
}

// Symbol returns the symbol with the language-defined id.
func Symbol(id uint32) Value { return Value(uint64(id)<<PayloadShift | SymbolTagBits) }

// Tag returns the kind of v.
func (v Value) Tag() Tag {
	if v&FloatMask != 0 {
		return TagFloat
	}
	return Tag(v >> TagShift & 7)
}

// IsInt reports whether v is an immediate integer.
func (v Value) IsInt() bool { return v&TagMask == Value(IntTagBits) }

// IsFloat reports whether v is a float.
func (v Value) IsFloat() bool { return v&FloatMask != 0 }

// IsRef reports whether v refers to a heap object.
func (v Value) IsRef() bool { return v&TagMask == Value(RefTagBits) }

// IsHandle reports whether v is a handle to a Go-side object.
func (v Value) IsHandle() bool { return v&TagMask == Value(HandleTagBits) }

// IsSymbol reports whether v is a symbol.
func (v Value) IsSymbol() bool { return v&TagMask == Value(SymbolTagBits) }

// Int returns the immediate integer in v (v must be IsInt).
func (v Value) Int() int64 { return int64(v) >> PayloadShift }

// Float returns the float in v (v must be IsFloat).
func (v Value) Float() float64 {
	return math.Float64frombits(bits.RotateLeft64(uint64(v^FloatXor), -FloatRotate))
}

// SymbolID returns the id of a symbol (v must be IsSymbol).
func (v Value) SymbolID() uint32 { return uint32(v >> PayloadShift) }

// Offset returns the word offset of the object v refers to (v must be IsRef).
func (v Value) Offset() uint64 { return uint64(v) >> PayloadShift }

// ref makes the ref to the object at word offset off.
func ref(off uint64) Value { return Value(off<<PayloadShift | RefTagBits) }
