package pylib

import (
	"encoding/json"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/microjit/microjit/langs/minipy/syntax"
)

// The template tests resolve fields over JSON values standing for Python
// ones: float64 for int, string, []any for list, map[string]any for dict,
// and {"__ns__": {...}} for an object with attributes.

func pyStr(v any) string {
	if s, ok := v.(string); ok {
		return s
	}
	return pyRepr(v)
}

func pyRepr(v any) string {
	switch v := v.(type) {
	case float64:
		return strconv.Itoa(int(v))
	case string:
		return syntax.PyRepr(v)
	case []any:
		parts := make([]string, len(v))
		for i, x := range v {
			parts[i] = pyRepr(x)
		}
		return "[" + strings.Join(parts, ", ") + "]"
	}
	return fmt.Sprint(v)
}

func pyFormat(v any, spec string) (string, error) {
	switch v := v.(type) {
	case float64:
		return FormatInt(int64(v), spec)
	case string:
		return FormatStr(v, spec)
	}
	if spec != "" {
		return "", newError(TypeError, "unsupported format string passed to list.__format__")
	}
	return pyStr(v), nil
}

func resolveField(args []any, kw map[string]any, f *Field) (any, error) {
	var v any
	if f.Index >= 0 {
		if f.Index >= len(args) {
			return nil, newError(IndexError, fmt.Sprintf("Replacement index %d out of range for positional args tuple", f.Index))
		}
		v = args[f.Index]
	} else {
		var ok bool
		if v, ok = kw[f.Name]; !ok {
			return nil, newError(KeyError, syntax.PyRepr(f.Name))
		}
	}
	for _, a := range f.Path {
		if a.Err != nil {
			return nil, a.Err
		}
		switch x := v.(type) {
		case map[string]any:
			if a.IsAttr {
				ns, ok := x["__ns__"].(map[string]any)
				if v, ok = ns[a.Attr]; !ok {
					return nil, newError("AttributeError", fmt.Sprintf("'NS' object has no attribute '%s'", a.Attr))
				}
				continue
			}
			var ok bool
			if v, ok = x[a.Key]; !ok || a.IsInt {
				key := syntax.PyRepr(a.Key)
				if a.IsInt {
					key = a.Key
				}
				return nil, newError(KeyError, key)
			}
		case []any:
			if !a.IsInt || a.Int >= len(x) {
				return nil, newError(IndexError, "list index out of range")
			}
			v = x[a.Int]
		default:
			return nil, fmt.Errorf("test cannot apply %+v to %v", a, v)
		}
	}
	return v, nil
}

func TestTemplates(t *testing.T) {
	cases := readCases(t, "template.jsonl")
	var args []any
	for _, raw := range cases[0].Args {
		var v any
		if err := json.Unmarshal(raw, &v); err != nil {
			t.Fatal(err)
		}
		args = append(args, v)
	}
	kw := cases[0].Kw
	for _, c := range cases[1:] {
		got, err := ParseTemplate(c.V).Expand(func(f *Field, spec func() (string, error)) (string, error) {
			v, err := resolveField(args, kw, f)
			if err != nil {
				return "", err
			}
			if err := f.ConversionErr(); err != nil {
				return "", err
			}
			switch f.Conversion {
			case 'r', 'a':
				v = pyRepr(v)
			case 's':
				v = pyStr(v)
			}
			s, err := spec()
			if err != nil {
				return "", err
			}
			return pyFormat(v, s)
		})
		check(t, strconv.Quote(c.V)+".format(...)", c, got, err)
	}
}
