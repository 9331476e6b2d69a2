package arith

import (
	"cmp"
	"math"
	"math/big"
)

// Compare compares two numbers by value, exactly (an integer and a float
// are compared without rounding the integer): -1, 0 or 1 as a <, = or > b.
// ordered is false when either is NaN; then no comparison but =\= holds.
func Compare(a, b Num) (c int, ordered bool) {
	switch {
	case a.kind == KindInt && b.kind == KindInt:
		return cmp.Compare(a.i, b.i), true
	case a.kind != KindFloat && b.kind != KindFloat:
		return a.bigOf().Cmp(b.bigOf()), true
	case a.kind == KindFloat && b.kind == KindFloat:
		if math.IsNaN(a.f) || math.IsNaN(b.f) {
			return 0, false
		}
		return cmp.Compare(a.f, b.f), true
	case a.kind == KindFloat:
		return compareFloatInt(a.f, b)
	}
	c, ordered = compareFloatInt(b.f, a)
	return -c, ordered
}

// compareFloatInt compares a float with an integer by exact value.
func compareFloatInt(f float64, n Num) (int, bool) {
	switch {
	case math.IsNaN(f):
		return 0, false
	case math.IsInf(f, 0):
		return int(math.Copysign(1, f)), true
	case n.kind == KindInt && exactFloat(n.i):
		return cmp.Compare(f, float64(n.i)), true
	}
	return new(big.Float).SetFloat64(f).Cmp(new(big.Float).SetInt(n.bigOf())), true
}
