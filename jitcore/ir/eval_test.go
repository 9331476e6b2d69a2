package ir_test

import (
	"math"
	"math/big"
	"testing"

	"github.com/microjit/microjit/jitcore/ir"
)

// TestScan8 pins scan8's definition: the first zero byte on the stride,
// else the first offset outside the region.
func TestScan8(t *testing.T) {
	mem := []byte{0, 1, 2, 0, 4, 5, 6, 7}
	tests := []struct {
		name         string
		p, stride, q int64
	}{
		{"zero at the start", 3, 1, 3},
		{"forward", 1, 1, 3},
		{"backward", 2, -1, 0},
		{"stride 2 off the end", 2, 2, 8},
		{"stride -3 off the start", 7, -3, -2},
		{"past the end", 8, 1, 8},
		{"below the start", -1, -1, -1},
		{"huge stride wraps outside", 1, math.MaxInt64, math.MinInt64},
	}
	for _, tt := range tests {
		if q := ir.Scan8(mem, tt.p, tt.stride); q != tt.q {
			t.Errorf("%s: Scan8(mem, %d, %d) = %d, want %d", tt.name, tt.p, tt.stride, q, tt.q)
		}
	}
}

// TestOverflows pins the overflow tests against 128-bit arithmetic.
func TestOverflows(t *testing.T) {
	edges := []int64{0, 1, -1, 2, -2, 3, 1 << 31, -1 << 31, 1<<32 + 1, 3037000499, 3037000500, -3037000500,
		math.MaxInt64, math.MaxInt64 - 1, math.MinInt64, math.MinInt64 + 1, math.MaxInt64 / 2, math.MinInt64 / 2}
	fits := func(z *big.Int) bool { return z.IsInt64() }
	for _, a := range edges {
		for _, b := range edges {
			x, y := big.NewInt(a), big.NewInt(b)
			tests := []struct {
				code ir.Opcode
				want bool
			}{
				{ir.OpAddOvf, !fits(new(big.Int).Add(x, y))},
				{ir.OpSubOvf, !fits(new(big.Int).Sub(x, y))},
				{ir.OpMulOvf, !fits(new(big.Int).Mul(x, y))},
			}
			for _, tt := range tests {
				want := int64(0)
				if tt.want {
					want = 1
				}
				if got := ir.Eval(tt.code, a, b); got != want {
					t.Errorf("%s(%d, %d) = %d, want %d", tt.code, a, b, got, want)
				}
			}
		}
	}
}
