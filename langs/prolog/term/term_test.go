package term

import (
	"math"
	"math/big"
	"testing"
)

func TestIntern(t *testing.T) {
	if Intern("foo") != Intern("f"+"oo") || Intern("foo") == Intern("bar") {
		t.Errorf("interning does not identify atoms by name")
	}
	if Intern("") != (Atom{}) || Intern("").Name() != "" || Intern("[]").Name() != "[]" {
		t.Errorf("the empty atom is not the zero Atom")
	}
}

func TestMakeBig(t *testing.T) {
	if MakeBig(big.NewInt(-5)) != Int(-5) {
		t.Errorf("a small value did not become an Int")
	}
	v := new(big.Int).Lsh(big.NewInt(1), 63)
	if b, ok := MakeBig(v).(*BigInt); !ok || b.V.Cmp(v) != 0 {
		t.Errorf("2^63 did not stay big")
	}
}

func TestVariant(t *testing.T) {
	x, y := NewVar("X"), NewVar("Y")
	big1 := MakeBig(new(big.Int).Lsh(big.NewInt(3), 80))
	big2 := MakeBig(new(big.Int).Lsh(big.NewInt(3), 80))
	for _, c := range []struct {
		a, b Term
		want bool
	}{
		{New("f", x, y, x), New("f", y, x, y), true},
		{New("f", x, y), New("f", x, x), false},
		{New("f", x, x), New("f", x, y), false},
		{List([]Term{Int(1), x}, Nil), List([]Term{Int(1), y}, Nil), true},
		{List([]Term{Int(1)}, Nil), List([]Term{Int(1)}, x), false},
		{Float(0), Float(math.Copysign(0, -1)), false},
		{Float(math.NaN()), Float(math.NaN()), true},
		{Int(1), Float(1), false},
		{big1, big2, true},
		{Intern("a"), New("a", x), false},
	} {
		if got := Variant(c.a, c.b); got != c.want {
			t.Errorf("Variant(%v, %v) = %v", c.a, c.b, got)
		}
	}
	// A long list compares without deep recursion.
	long := Term(Nil)
	for range 1_000_000 {
		long = Cons(Int(1), long)
	}
	if !Variant(long, long) {
		t.Errorf("a list is not a variant of itself")
	}
}
