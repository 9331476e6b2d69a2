package term

import "math"

// Variant reports whether a and b are the same term up to a consistent
// renaming of variables (ISO's "variant"; the round-trip tests use it).
func Variant(a, b Term) bool {
	return variant(a, b, map[*Var]*Var{}, map[*Var]*Var{})
}

func variant(a, b Term, ab, ba map[*Var]*Var) bool {
	for {
		switch x := a.(type) {
		case *Var:
			y, ok := b.(*Var)
			if !ok {
				return false
			}
			if m, seen := ab[x]; seen {
				return m == y
			}
			if _, seen := ba[y]; seen {
				return false
			}
			ab[x], ba[y] = y, x
			return true
		case *BigInt:
			y, ok := b.(*BigInt)
			return ok && x.V.Cmp(y.V) == 0
		case Float:
			y, ok := b.(Float)
			// Compare bits: -0.0 and 0.0 are different terms.
			return ok && (x == y && math.Signbit(float64(x)) == math.Signbit(float64(y)) || x != x && y != y)
		case *Compound:
			y, ok := b.(*Compound)
			if !ok || x.Functor != y.Functor || len(x.Args) != len(y.Args) {
				return false
			}
			last := len(x.Args) - 1
			for i := range last {
				if !variant(x.Args[i], y.Args[i], ab, ba) {
					return false
				}
			}
			// Loop on the last argument: long lists do not recurse.
			a, b = x.Args[last], y.Args[last]
		default:
			return a == b
		}
	}
}
