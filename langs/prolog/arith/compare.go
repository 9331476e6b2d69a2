package arith

import (
	"cmp"
	"math"
	"math/big"
)

// Compare compares two numbers by value: -1, 0 or 1 as a <, = or > b.
// An integer compared with a float is converted to a float first, as ISO
// and SWI-Prolog do (so 2**60+1 =:= 2.0**60), and one beyond the float
// range compares as an infinity. ordered is false when either is NaN;
// then no comparison but =\= holds.
func Compare(a, b Num) (c int, ordered bool) {
	switch {
	case a.kind == KindInt && b.kind == KindInt:
		return cmp.Compare(a.i, b.i), true
	case a.kind != KindFloat && b.kind != KindFloat:
		return a.bigOf().Cmp(b.bigOf()), true
	}
	x, y := a.asFloat(), b.asFloat()
	if math.IsNaN(x) || math.IsNaN(y) {
		return 0, false
	}
	return cmp.Compare(x, y), true
}

// asFloat is n as the nearest float, an infinity beyond the range.
func (n Num) asFloat() float64 {
	switch n.kind {
	case KindInt:
		return float64(n.i)
	case KindBig:
		f, _ := new(big.Float).SetInt(n.b).Float64()
		return f
	}
	return n.f
}
