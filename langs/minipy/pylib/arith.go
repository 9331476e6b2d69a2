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

// FloatToInt is int(x) for a float: truncation toward zero, or the error
// CPython raises for infinities and NaN.
func FloatToInt(x float64) (*big.Int, error) {
	switch {
	case math.IsInf(x, 0):
		return nil, newError(OverflowError, "cannot convert float infinity to integer")
	case math.IsNaN(x):
		return nil, newError(ValueError, "cannot convert float NaN to integer")
	}
	x = math.Trunc(x)
	if x >= -(1<<63) && x < 1<<63 {
		return big.NewInt(int64(x)), nil
	}
	z, _ := new(big.Float).SetFloat64(x).Int(nil)
	return z, nil
}
