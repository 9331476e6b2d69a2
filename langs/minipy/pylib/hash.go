package pylib

import (
	"math"
	"math/big"
)

// CPython's numeric hash: a number's hash is its value modulo the prime
// 2**61 - 1, so that equal ints and floats hash alike.
const (
	hashBits    = 61
	hashModulus = 1<<hashBits - 1
	hashInf     = 314159
)

// HashInt is hash(x) for a machine int.
func HashInt(x int64) int64 {
	var h int64
	if x < 0 {
		// -x overflows for MinInt64; reduce as unsigned.
		h = -int64(uint64(-(x+1))%hashModulus+1) % hashModulus
		if h == 0 {
			return 0
		}
	} else {
		h = x % hashModulus
	}
	if h == -1 {
		return -2
	}
	return h
}

// HashBigInt is hash(x) for an int of any size.
func HashBigInt(x *big.Int) int64 {
	if x.IsInt64() {
		return HashInt(x.Int64())
	}
	m := new(big.Int).Rem(new(big.Int).Abs(x), big.NewInt(hashModulus)).Int64()
	if x.Sign() < 0 {
		m = -m
	}
	if m == -1 {
		return -2
	}
	return m
}

// HashFloat is hash(x) for a float that is not NaN (CPython hashes a NaN
// by the object's identity, which only the interpreter knows): its value
// modulo 2**61 - 1, as CPython's _Py_HashDouble computes it.
func HashFloat(x float64) int64 {
	if math.IsInf(x, 0) {
		if x > 0 {
			return hashInf
		}
		return -hashInf
	}
	m, e := math.Frexp(x)
	sign := uint64(1)
	if m < 0 {
		sign = ^uint64(0) // -1
		m = -m
	}
	const chunk = 28 // bits taken from the mantissa at a time
	var h uint64
	for m != 0 {
		h = ((h << chunk) & hashModulus) | h>>(hashBits-chunk)
		m *= 1 << chunk
		e -= chunk
		y := uint64(m)
		m -= float64(y)
		h += y
		if h >= hashModulus {
			h -= hashModulus
		}
	}
	if e >= 0 {
		e %= hashBits
	} else {
		e = hashBits - 1 - ((-1 - e) % hashBits)
	}
	h = ((h << e) & hashModulus) | h>>(hashBits-e)
	h *= sign
	if int64(h) == -1 {
		return -2
	}
	return int64(h)
}

// HashTuple is hash() of a tuple whose items hash to items, CPython's
// xxHash-based tuplehash.
func HashTuple(items []int64) int64 {
	h := NewTupleHasher()
	for _, x := range items {
		h.Add(x)
	}
	return h.Sum(len(items))
}

// TupleHasher folds a tuple's item hashes one at a time into HashTuple's
// result, for a caller that computes the items' hashes as it goes.
type TupleHasher struct{ acc uint64 }

const (
	tuplePrime1 = 11400714785074694791
	tuplePrime2 = 14029467366897019727
	tuplePrime5 = 2870177450012600261
)

// NewTupleHasher starts a tuple's hash.
func NewTupleHasher() TupleHasher { return TupleHasher{acc: tuplePrime5} }

// Add folds in the next item's hash.
func (t *TupleHasher) Add(h int64) {
	acc := t.acc + uint64(h)*tuplePrime2
	acc = acc<<31 | acc>>33
	t.acc = acc * tuplePrime1
}

// Sum is the hash of the tuple of n items added.
func (t TupleHasher) Sum(n int) int64 {
	acc := t.acc + (uint64(n) ^ (tuplePrime5 ^ 3527539))
	if acc == ^uint64(0) {
		return 1546275796
	}
	return int64(acc)
}
