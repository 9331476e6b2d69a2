package pylib

import (
	"math"
	"math/big"
)

// BigToFloat is float(x) for an int: the nearest float, ties to even, or
// OverflowError when x is too large.
func BigToFloat(x *big.Int) (float64, error) {
	if x.IsInt64() {
		return float64(x.Int64()), nil
	}
	f, _ := new(big.Float).SetInt(x).Float64()
	if math.IsInf(f, 0) {
		return 0, newError(OverflowError, "int too large to convert to float")
	}
	return f, nil
}
