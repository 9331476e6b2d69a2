package pylib

import (
	"encoding/json"
	"math/big"
	"strconv"
	"testing"
)

// other is an operand that is neither a number nor a str, with what
// CPython printed for it.
type other struct{ str, repr, ascii, typ string }

// decodeOperand turns gen_printf.py's encoding back into Go values.
func decodeOperand(t *testing.T, v any) any {
	switch v := v.(type) {
	case map[string]any:
		switch {
		case v["int"] != nil:
			x, _ := new(big.Int).SetString(v["int"].(string), 10)
			if x.IsInt64() {
				return x.Int64()
			}
			return x
		case v["float"] != nil:
			f, err := strconv.ParseFloat(v["float"].(string), 64)
			if err != nil {
				t.Fatal(err)
			}
			return f
		case v["other"] != nil:
			o := v["other"].([]any)
			return other{o[0].(string), o[1].(string), o[2].(string), o[3].(string)}
		}
	}
	return v
}

var testValues = &PrintfValues{
	Str:      func(v any) (string, error) { return v.(other).str, nil },
	Repr:     func(v any) (string, error) { return v.(other).repr, nil },
	ASCII:    func(v any) (string, error) { return v.(other).ascii, nil },
	TypeName: func(v any) string { return v.(other).typ },
}

func TestPrintf(t *testing.T) {
	for _, c := range readCases(t, "printf.jsonl") {
		var raw any
		if err := json.Unmarshal(c.Args[0], &raw); err != nil {
			t.Fatal(err)
		}
		var args []any
		isTuple := false
		var mapping func(string) (any, error)
		switch r := raw.(type) {
		case map[string]any:
			if items, ok := r["tuple"].([]any); ok {
				isTuple = true
				for _, x := range items {
					args = append(args, decodeOperand(t, x))
				}
				break
			}
			if d, ok := r["dict"].(map[string]any); ok {
				mapping = func(k string) (any, error) {
					v, ok := d[k]
					if !ok {
						return nil, newError(KeyError, strconv.Quote(k))
					}
					return decodeOperand(t, v), nil
				}
				args = []any{other{str: "<dict>", repr: "<dict>", typ: "dict"}}
				break
			}
			args = []any{decodeOperand(t, r)}
		default:
			args = []any{r}
		}
		got, err := Printf(c.V, args, isTuple, mapping, testValues)
		check(t, strconv.Quote(c.V)+" % ...", c, got, err)
	}
}

// TestPrintfNumber checks that %d, %x and %f convert an operand that is
// no number through PrintfValues.Number, asking for __index__ alone for
// %x and for a float for %f.
func TestPrintfNumber(t *testing.T) {
	vals := *testValues
	vals.Number = func(v any, index, float bool) (any, bool, error) {
		switch {
		case float:
			return 2.5, true, nil
		case index:
			return int64(255), true, nil
		}
		return int64(7), true, nil
	}
	obj := other{"o", "o", "o", "O"}
	for _, c := range []struct{ format, want string }{
		{"%d", "7"}, {"%5i", "    7"}, {"%x", "ff"}, {"%#o", "0o377"}, {"%.2f", "2.50"}, {"%g", "2.5"},
	} {
		got, err := Printf(c.format, []any{obj}, false, nil, &vals)
		if err != nil || got != c.want {
			t.Errorf("Printf(%q) = %q, %v; want %q", c.format, got, err, c.want)
		}
	}
	if _, err := Printf("%d", []any{obj}, false, nil, testValues); err == nil {
		t.Errorf("an object without Number formatted by %%d: no error")
	}
}
