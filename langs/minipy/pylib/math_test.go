package pylib

import (
	"encoding/json"
	"fmt"
	"math/big"
	"testing"
)

// runMathCase computes what gen_math.py asked CPython's math module for.
func runMathCase(t *testing.T, kind string, args []any) (string, error) {
	float1 := map[string]func(float64) (float64, error){
		"sqrt": Sqrt, "exp": Exp, "log10": Log10, "log2": Log2,
	}
	toInt := map[string]func(float64) (*big.Int, error){"floor": Floor, "ceil": Ceil}
	float2 := map[string]func(float64, float64) (float64, error){"pow": MathPow, "fmod": Fmod}
	result := func(v any, err error) (string, error) {
		if err != nil {
			return "", err
		}
		return reprNumber(v)
	}
	switch {
	case float1[kind] != nil:
		return result(float1[kind](args[0].(float64)))
	case toInt[kind] != nil:
		return result(toInt[kind](args[0].(float64)))
	case float2[kind] != nil:
		return result(float2[kind](args[0].(float64), args[1].(float64)))
	}
	switch kind {
	case "log":
		logOf := func(v any) (float64, error) {
			if f, ok := v.(float64); ok {
				return Log(f)
			}
			return LogBig(bigOf(v))
		}
		x, err := logOf(args[0])
		if err != nil || len(args) == 1 {
			return result(x, err)
		}
		b, err := logOf(args[1])
		if err != nil {
			return "", err
		}
		return result(LogBase(x, b))
	case "factorial":
		return result(Factorial(bigOf(args[0])))
	case "gcd":
		return result(Gcd(bigOf(args[0]), bigOf(args[1])), nil)
	case "isqrt":
		return result(Isqrt(bigOf(args[0])))
	case "comb":
		return result(Comb(bigOf(args[0]), bigOf(args[1])))
	case "perm":
		var k *big.Int
		if len(args) > 1 {
			k = bigOf(args[1])
		}
		return result(Perm(bigOf(args[0]), k))
	case "fsum":
		var xs []float64
		for _, x := range args[0].([]any) {
			xs = append(xs, decodeOperand(t, x).(float64))
		}
		return result(Fsum(xs))
	}
	t.Fatalf("unknown math function %q", kind)
	return "", nil
}

func TestMath(t *testing.T) {
	for _, c := range readCases(t, "math.jsonl") {
		var args []any
		for _, raw := range c.Args {
			var v any
			if err := json.Unmarshal(raw, &v); err != nil {
				t.Fatal(err)
			}
			args = append(args, decodeOperand(t, v))
		}
		got, err := runMathCase(t, c.Kind, args)
		check(t, fmt.Sprintf("math.%s%v", c.Kind, args), c, got, err)
	}
}
