package ir

import "fmt"

// Type is the type of a value.
type Type uint8

const (
	Void  Type = iota // no value (stores, guards, jumps)
	Int               // 64-bit two's-complement integer
	Float             // IEEE 754 double, carried as its bits
	// Ref is a heap word: a heap.Value, which may refer to an object of
	// a JIT heap (an offset, never a Go pointer) or to a Go object
	// behind a handle. Ops read it as an integer like an Int (a tagged
	// integer adds as one); what it adds is that the collector must see
	// it (HeapWords).
	Ref
)

// IsWord reports whether t is an integer word, Int or Ref: what integer
// ops take and what the optimizer reasons about as an integer.
func (t Type) IsWord() bool { return t == Int || t == Ref }

// Compatible reports whether a value of type t may stand where one of
// type u is expected: the same type, or two integer words (an Int and a
// Ref are both words to every op; HeapWords tells the collector which
// hold heap words).
func (t Type) Compatible(u Type) bool { return t == u || t.IsWord() && u.IsWord() }

var typeNames = [...]string{Void: "void", Int: "int", Float: "float", Ref: "ref"}

func (t Type) String() string {
	if int(t) < len(typeNames) {
		return typeNames[t]
	}
	return fmt.Sprintf("type%d", t)
}

// prefix is the letter values of this type print with: i3, f4, r5.
func (t Type) prefix() byte {
	switch t {
	case Float:
		return 'f'
	case Ref:
		return 'r'
	}
	return 'i'
}

// Value refers to an op's result (Value >= 0, the op's index) or to a
// constant (Value < 0, constant number -Value-1 of the trace).
type Value int32

// None is the absent value.
const None Value = -1 << 31

// IsConst reports whether v names a constant.
func (v Value) IsConst() bool { return v < 0 && v != None }

// ConstIndex is the index of v in Trace.Consts.
func (v Value) ConstIndex() int { return int(-v - 1) }

// ConstValue makes the Value of constant number i.
func ConstValue(i int) Value { return Value(-i - 1) }

// Const is a constant's type and bits.
type Const struct {
	Type Type
	Bits int64
}
