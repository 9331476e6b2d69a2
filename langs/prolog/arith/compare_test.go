package arith

import (
	"math"
	"math/big"
	"testing"
)

func TestCompare(t *testing.T) {
	big60 := new(big.Int).Lsh(big.NewInt(1), 60)
	big70 := new(big.Int).Lsh(big.NewInt(1), 70)
	cases := []struct {
		a, b    Num
		want    int
		ordered bool
		note    string
	}{
		{Int(1), Int(2), -1, true, ""},
		{Int(1), Float(1), 0, true, "1 =:= 1.0"},
		{Float(0.333), mustDiv(Int(1), Int(3)), -1, true, "0.333 < 1/3"},
		{Big(new(big.Int).Add(big60, big.NewInt(1))), Float(1 << 60), 1, true, "exact: 2**60+1 > 2.0**60 (ISO would round the integer)"},
		{Big(big70), Float(1 << 70), 0, true, ""},
		{Float(1 << 70), Big(new(big.Int).Sub(big70, big.NewInt(1))), 1, true, ""},
		{Big(new(big.Int).Neg(big70)), Int(math.MinInt64), -1, true, ""},
		{Float(math.Inf(1)), Big(big70), 1, true, ""},
		{Float(math.Inf(-1)), Int(0), -1, true, ""},
		{Float(math.NaN()), Int(0), 0, false, ""},
		{Int(0), Float(math.NaN()), 0, false, ""},
		{Float(-0.0), Float(0), 0, true, ""},
	}
	for _, c := range cases {
		got, ordered := Compare(c.a, c.b)
		if got != c.want || ordered != c.ordered {
			t.Errorf("Compare(%v, %v) = %d, %v; want %d, %v %s", c.a, c.b, got, ordered, c.want, c.ordered, c.note)
		}
	}
}

func mustDiv(a, b Num) Num {
	n, err := Eval("/", []Num{a, b})
	if err != nil {
		panic(err)
	}
	return n
}

func TestTermRoundTrip(t *testing.T) {
	huge, _ := new(big.Int).SetString("-123456789012345678901234567890", 10)
	for _, n := range []Num{Int(0), Int(math.MinInt64), Big(huge), Float(-0.0), Float(1e300)} {
		back, ok := FromTerm(n.Term())
		if !ok || back.String() != n.String() || back.Kind() != n.Kind() {
			t.Errorf("%v: back as %v", n, back)
		}
	}
	if Big(big.NewInt(5)).Kind() != KindInt {
		t.Error("Big(5) is not normalized to an int64")
	}
}
