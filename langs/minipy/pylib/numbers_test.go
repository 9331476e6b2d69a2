package pylib

import (
	"encoding/json"
	"fmt"
	"math"
	"math/big"
	"strconv"
	"testing"

	"github.com/microjit/microjit/langs/minipy/syntax"
)

// reprNumber is repr() of an int (int64 or *big.Int) or float result,
// with CPython's limit on the digits of an int.
func reprNumber(v any) (string, error) {
	switch v := v.(type) {
	case int64:
		return strconv.FormatInt(v, 10), nil
	case *big.Int:
		return IntStr(v)
	case float64:
		return syntax.FloatRepr(v), nil
	}
	return "", fmt.Errorf("reprNumber(%T)", v)
}

func bigOf(v any) *big.Int {
	switch v := v.(type) {
	case int64:
		return big.NewInt(v)
	case *big.Int:
		return v
	}
	panic(fmt.Sprintf("not an int: %v", v))
}

// runNumberCase computes what gen_numbers.py asked CPython for.
func runNumberCase(t *testing.T, kind string, args []any) (string, error) {
	a := args[0]
	switch kind {
	case "int":
		small, b, err := ParseInt(a.(string), int(bigOf(args[1]).Int64()))
		if err != nil {
			return "", err
		}
		if b != nil {
			return reprNumber(b)
		}
		return reprNumber(small)
	case "float":
		f, err := ParseFloat(a.(string))
		if err != nil {
			return "", err
		}
		return reprNumber(f)
	case "divmod":
		x, y := bigOf(a), bigOf(args[1])
		q, r, err := DivModBig(x, y)
		if x.IsInt64() && y.IsInt64() && y.Sign() != 0 {
			// The machine-int fast paths must agree.
			if fq, ok := FloorDivInt(x.Int64(), y.Int64()); ok && fq != q.Int64() || ModInt(x.Int64(), y.Int64()) != r.Int64() {
				t.Errorf("divmod(%v, %v): fast path %v, %v; want %v, %v", x, y, fq, ModInt(x.Int64(), y.Int64()), q, r)
			}
		}
		if err != nil {
			return "", err
		}
		qs, err1 := reprNumber(q)
		rs, err2 := reprNumber(r)
		if err1 != nil || err2 != nil {
			return "", fmt.Errorf("%v %v", err1, err2)
		}
		return "(" + qs + ", " + rs + ")", nil
	case "truediv":
		f, err := TrueDivInt(bigOf(a), bigOf(args[1]))
		if err != nil {
			return "", err
		}
		return reprNumber(f)
	case "pow":
		r, err := IntPow(bigOf(a), bigOf(args[1]))
		if err != nil {
			return "", err
		}
		return reprNumber(r)
	case "powmod":
		r, err := PowMod(bigOf(a), bigOf(args[1]), bigOf(args[2]))
		if err != nil {
			return "", err
		}
		return reprNumber(r)
	case "roundint":
		return reprNumber(RoundInt(bigOf(a), bigOf(args[1]).Int64()))
	case "float_of":
		f, err := BigToFloat(bigOf(a))
		if err != nil {
			return "", err
		}
		return reprNumber(f)
	case "hash":
		if f, ok := a.(float64); ok {
			return reprNumber(HashFloat(f))
		}
		if x, ok := a.(int64); ok && HashInt(x) != HashBigInt(big.NewInt(x)) {
			t.Errorf("HashInt(%d) = %d, HashBigInt %d", x, HashInt(x), HashBigInt(big.NewInt(x)))
		}
		return reprNumber(HashBigInt(bigOf(a)))
	case "hex", "oct", "bin":
		return syntax.PyRepr(IntBase(bigOf(a), map[string]int{"hex": 16, "oct": 8, "bin": 2}[kind])), nil
	case "fdivmod":
		x, y := a.(float64), args[1].(float64)
		q, r, err := FloatDivMod(x, y)
		if err != nil {
			return "", err
		}
		if fq, _ := FloatFloorDiv(x, y); math.Float64bits(fq) != math.Float64bits(q) {
			t.Errorf("%v // %v = %v, divmod gives %v", x, y, fq, q)
		}
		if fr, _ := FloatMod(x, y); math.Float64bits(fr) != math.Float64bits(r) && !math.IsNaN(r) {
			t.Errorf("%v %% %v = %v, divmod gives %v", x, y, fr, r)
		}
		return "(" + syntax.FloatRepr(q) + ", " + syntax.FloatRepr(r) + ")", nil
	case "fpow":
		f, err := FloatPow(a.(float64), args[1].(float64))
		if err != nil {
			return "", err
		}
		return reprNumber(f)
	case "roundf":
		f, err := RoundFloat(a.(float64), int(bigOf(args[1]).Int64()))
		if err != nil {
			return "", err
		}
		return reprNumber(f)
	case "roundf0":
		x, err := RoundFloatToInt(a.(float64))
		if err != nil {
			return "", err
		}
		return reprNumber(x)
	case "int_of":
		x, err := FloatToInt(a.(float64))
		if err != nil {
			return "", err
		}
		return reprNumber(x)
	}
	t.Fatalf("unknown case kind %q", kind)
	return "", nil
}

func TestNumbers(t *testing.T) {
	failures := 0
	for _, c := range readCases(t, "numbers.jsonl") {
		var args []any
		for _, raw := range c.Args {
			var v any
			if err := json.Unmarshal(raw, &v); err != nil {
				t.Fatal(err)
			}
			args = append(args, decodeOperand(t, v))
		}
		got, err := runNumberCase(t, c.Kind, args)
		before := t.Failed()
		check(t, fmt.Sprintf("%s%v", c.Kind, args), c, got, err)
		if t.Failed() && !before {
			if failures++; failures > 40 {
				t.Fatal("too many failures")
			}
		}
	}
}
