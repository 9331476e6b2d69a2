package engine

import (
	"bytes"
	"cmp"
	"fmt"
	"math"
	"math/big"
	"strings"

	"github.com/microjit/microjit/jitcore/heap"
)

// kind is the type of a dereferenced term, in the order of ISO's
// standard order of terms (7.2): variables, numbers (floats and integers
// compared by value), strings (where SWI-Prolog 9 puts them: before the
// atoms, whatever its manual says), atoms, compound terms.
type kind uint8

const (
	kindVar kind = iota
	kindFloat
	kindInt // immediate, boxed (beyond 48 bits) or big (beyond int64)
	kindString
	kindAtom
	kindCompound
)

// orderClass is k's rank in the standard order: the number kinds share
// one.
func (k kind) orderClass() kind {
	if k == kindInt {
		return kindFloat
	}
	return k
}

// kindOf is the kind of the dereferenced term v.
func (s *Store) kindOf(v heap.Value) kind {
	switch {
	case v.IsFloat():
		return kindFloat
	case v.IsInt():
		return kindInt
	case v.IsSymbol():
		return kindAtom
	case v.IsRef():
		hd := s.h.Header(v)
		switch {
		case hd == varHeader, hd == attVarHeader:
			return kindVar
		case isCompound(hd):
			return kindCompound
		case hd.Kind() == heap.ObjBytes && hd.Class() == classString:
			return kindString
		case hd == heap.BoxedInt64Header, hd.Kind() == heap.ObjBytes:
			return kindInt
		}
	}
	panic(fmt.Sprintf("engine: %#x is not a term", uint64(v)))
}

// integer is an integer term's value: i, or big when it is outside int64.
type integer struct {
	i   int64
	big *big.Int
}

// number is the integer term v (of kindInt).
func (s *Store) number(v heap.Value) integer {
	if n, ok := s.h.AsInt64(v); ok {
		return integer{i: n}
	}
	return integer{big: s.bigOf(v)}
}

// asBig is n as a *big.Int.
func (n integer) asBig() *big.Int {
	if n.big != nil {
		return n.big
	}
	return big.NewInt(n.i)
}

// Compare compares a and b in the standard order of terms (ISO 7.2):
// -1, 0 or 1. It is 0 exactly when a and b are identical (==/2).
// Variables are ordered by age (their serial numbers, which collections
// keep); a float comes before an integer of the same value, and -0.0
// before 0.0. Compare walks the terms with an explicit stack.
func (s *Store) Compare(a, b heap.Value) int {
	var memo pairMemo // (cyclic.go: compare ends on cyclic terms)
	stack := []heap.Value{a, b}
	for len(stack) > 0 {
		n := len(stack)
		x, y := s.Deref(stack[n-2]), s.Deref(stack[n-1])
		stack = stack[:n-2]
		if x == y {
			continue
		}
		kx, ky := s.kindOf(x), s.kindOf(y)
		if c := cmp.Compare(kx.orderClass(), ky.orderClass()); c != 0 {
			return c
		}
		switch kx.orderClass() {
		case kindVar:
			return cmp.Compare(s.serialOf(x), s.serialOf(y))
		case kindFloat:
			if c := s.compareNumbers(x, y, kx, ky); c != 0 {
				return c
			}
		case kindAtom:
			return strings.Compare(s.AtomOf(x).Name(), s.AtomOf(y).Name())
		case kindString:
			// UTF-8's byte order is the order of the character codes.
			if c := bytes.Compare(s.h.Bytes(x), s.h.Bytes(y)); c != 0 {
				return c
			}
		case kindCompound:
			fx, fy := Functor(s.h.Header(x).Class()), Functor(s.h.Header(y).Class())
			if fx != fy {
				if c := cmp.Compare(s.Arity(fx), s.Arity(fy)); c != 0 {
					return c
				}
				return strings.Compare(s.Name(fx).Name(), s.Name(fy).Name())
			}
			if !memo.visit(x, y) {
				continue
			}
			for i := s.Arity(fx) - 1; i >= 0; i-- {
				stack = append(stack, s.arg(x, i), s.arg(y, i))
			}
		}
	}
	return 0
}

// compareNumbers compares two numbers of kinds kx and ky by value, then
// a float before an integer.
func (s *Store) compareNumbers(x, y heap.Value, kx, ky kind) int {
	switch {
	case kx == kindFloat && ky == kindFloat:
		return compareFloats(x.Float(), y.Float())
	case kx == kindInt && ky == kindInt:
		return compareIntegers(s.number(x), s.number(y))
	case kx == kindFloat:
		if c := compareFloatInteger(x.Float(), s.number(y)); c != 0 {
			return c
		}
		return -1
	}
	if c := compareFloatInteger(y.Float(), s.number(x)); c != 0 {
		return -c
	}
	return 1
}

// compareFloats orders floats by value; equal values (0.0 and -0.0,
// NaNs) by their bits as signed integers, which puts -0.0 first.
func compareFloats(a, b float64) int {
	if c := cmp.Compare(a, b); c != 0 {
		return c
	}
	return cmp.Compare(int64(math.Float64bits(a)), int64(math.Float64bits(b)))
}

// compareIntegers orders integers by value.
func compareIntegers(a, b integer) int {
	if a.big == nil && b.big == nil {
		return cmp.Compare(a.i, b.i)
	}
	return a.asBig().Cmp(b.asBig())
}

// exactFloatInts bounds the integers that convert to float64 exactly.
const exactFloatInts = 1 << 53

// compareFloatInteger compares a float and an integer by exact value (a
// NaN comes first).
func compareFloatInteger(f float64, n integer) int {
	switch {
	case math.IsNaN(f):
		return -1
	case n.big == nil && -exactFloatInts <= n.i && n.i <= exactFloatInts:
		return cmp.Compare(f, float64(n.i))
	}
	return new(big.Float).SetFloat64(f).Cmp(new(big.Float).SetInt(n.asBig()))
}
