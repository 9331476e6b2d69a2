package pylib

import (
	"math/big"
	"testing"
)

func TestCheckStrDigits(t *testing.T) {
	for _, max := range []int{640, 1000, 4300} {
		for digits := max - 3; digits <= max+3; digits++ {
			for _, x := range []*big.Int{
				new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(digits-1)), nil),                                // 10^(d-1): d digits
				new(big.Int).Sub(new(big.Int).Exp(big.NewInt(10), big.NewInt(int64(digits)), nil), big.NewInt(1)), // 10^d - 1: d digits
			} {
				for _, v := range []*big.Int{x, new(big.Int).Neg(x)} {
					err := CheckStrDigits(v, max)
					if (err != nil) != (digits > max) {
						t.Errorf("%d digits, limit %d: %v", digits, max, err)
					}
				}
			}
		}
	}
	if err := CheckStrDigits(new(big.Int).Lsh(big.NewInt(1), 100000), 0); err != nil {
		t.Errorf("no limit: %v", err)
	}
}
