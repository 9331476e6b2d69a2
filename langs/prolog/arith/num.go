package arith

import (
	"math"
	"math/big"
	"strconv"

	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

// Kind is what a Num holds.
type Kind uint8

const (
	KindInt   Kind = iota // an int64
	KindBig               // a *big.Int outside the int64 range
	KindFloat             // a float64
)

// Num is a Prolog number: an integer (int64 when it fits, *big.Int
// otherwise) or a float. The zero Num is the integer 0. A Num never holds
// a *big.Int that fits in int64, and never shares one with its caller
// that it might change: big values are treated as immutable.
type Num struct {
	kind Kind
	i    int64
	f    float64
	b    *big.Int
}

// Int returns the integer i.
func Int(i int64) Num { return Num{kind: KindInt, i: i} }

// Float returns the float f.
func Float(f float64) Num { return Num{kind: KindFloat, f: f} }

// Big returns the integer x, as an int64 when it fits. Big keeps x; the
// caller must not change it afterwards.
func Big(x *big.Int) Num {
	if x.IsInt64() {
		return Int(x.Int64())
	}
	return Num{kind: KindBig, b: x}
}

// Kind reports what n holds.
func (n Num) Kind() Kind { return n.kind }

// IsInteger reports whether n is an integer (of either size).
func (n Num) IsInteger() bool { return n.kind != KindFloat }

// IsFloat reports whether n is a float.
func (n Num) IsFloat() bool { return n.kind == KindFloat }

// Int64 returns n's value when n is an integer that fits in int64.
func (n Num) Int64() (int64, bool) { return n.i, n.kind == KindInt }

// Float64 returns n's value when n is a float.
func (n Num) Float64() (float64, bool) { return n.f, n.kind == KindFloat }

// BigInt returns n's value when n is an integer, as a *big.Int the
// caller may change.
func (n Num) BigInt() (*big.Int, bool) {
	switch n.kind {
	case KindInt:
		return big.NewInt(n.i), true
	case KindBig:
		return new(big.Int).Set(n.b), true
	}
	return nil, false
}

// bigOf is integer n as a *big.Int that must not be changed.
func (n Num) bigOf() *big.Int {
	if n.kind == KindBig {
		return n.b
	}
	return big.NewInt(n.i)
}

// Sign is -1, 0 or 1 as n is negative, zero or positive (0 for NaN).
func (n Num) Sign() int {
	switch n.kind {
	case KindInt:
		switch {
		case n.i < 0:
			return -1
		case n.i > 0:
			return 1
		}
		return 0
	case KindBig:
		return n.b.Sign()
	}
	switch {
	case n.f < 0:
		return -1
	case n.f > 0:
		return 1
	}
	return 0
}

// FromTerm returns the number t holds, or false when t is not a number.
func FromTerm(t term.Term) (Num, bool) {
	switch x := t.(type) {
	case term.Int:
		return Int(int64(x)), true
	case *term.BigInt:
		return Big(x.V), true
	case term.Float:
		return Float(float64(x)), true
	}
	return Num{}, false
}

// Term returns n as a term: term.Int, *term.BigInt or term.Float.
func (n Num) Term() term.Term {
	switch n.kind {
	case KindInt:
		return term.Int(n.i)
	case KindBig:
		return &term.BigInt{V: n.b}
	}
	return term.Float(n.f)
}

// String is n's text as the writer prints it (1, -7, 1.0e+20, 1.0Inf).
func (n Num) String() string {
	switch n.kind {
	case KindInt:
		return strconv.FormatInt(n.i, 10)
	case KindBig:
		return n.b.String()
	}
	return syntax.FormatFloat(n.f)
}

// toFloat is n as a float: evaluation_error(float_overflow) for an
// integer beyond float64's range.
func (n Num) toFloat() (float64, error) {
	f := n.asFloat()
	if n.kind == KindBig && math.IsInf(f, 0) {
		return 0, errFloatOverflow
	}
	return f, nil
}

// fromFloat returns f unless it is an infinity (float_overflow) or NaN
// (undefined), whatever the operands were: inf + 1 overflows and
// inf - inf is undefined, as in SWI-Prolog 9 with its default flags
// (float_overflow and float_undefined error). Only the constants inf and
// nan, and the functions that move a sign (-, abs, sign, copysign), give
// an infinity or NaN.
func fromFloat(f float64) (Num, error) {
	switch {
	case math.IsNaN(f):
		return Num{}, errUndefined
	case math.IsInf(f, 0):
		return Num{}, errFloatOverflow
	}
	return Float(f), nil
}
