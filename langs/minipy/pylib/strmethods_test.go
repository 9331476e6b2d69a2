package pylib

import (
	"encoding/json"
	"math"
	"strconv"
	"strings"
	"testing"

	"github.com/microjit/microjit/langs/minipy/syntax"
)

// absentEnd is how gen_str.py writes an absent end bound.
const absentEnd = 1 << 62

func reprList(items []string) string {
	parts := make([]string, len(items))
	for i, s := range items {
		parts[i] = syntax.PyRepr(s)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func reprBool(b bool) string {
	if b {
		return "True"
	}
	return "False"
}

// runStrCase calls the function for str method kind on s.
func runStrCase(t *testing.T, kind, s string, args []any) (string, error) {
	str := func(i int) string { return args[i].(string) }
	num := func(i int) int {
		n := int(args[i].(float64))
		if n == absentEnd {
			return math.MaxInt
		}
		return n
	}
	isNone := func(i int) bool { return args[i] == "None" }
	preds := map[string]func(string) bool{
		"isdigit": IsDigit, "isalpha": IsAlpha, "isalnum": IsAlnum, "isspace": IsSpaceStr,
		"isupper": IsUpper, "islower": IsLower, "istitle": IsTitle, "isidentifier": IsIdentifier,
		"isnumeric": IsNumeric, "isdecimal": IsDecimal,
	}
	maps := map[string]func(string) string{
		"upper": Upper, "lower": Lower, "title": Title, "capitalize": Capitalize,
		"swapcase": SwapCase, "casefold": CaseFold,
	}
	if f, ok := preds[kind]; ok {
		return reprBool(f(s)), nil
	}
	if f, ok := maps[kind]; ok {
		return syntax.PyRepr(f(s)), nil
	}
	switch kind {
	case "find", "rfind":
		return strconv.Itoa(FindText(TextOf(s), str(0), num(1), num(2), kind == "rfind")), nil
	case "count":
		return strconv.Itoa(Count(s, str(0), num(1), num(2))), nil
	}
	switch kind {
	case "splitlines":
		return reprList(SplitLines(s, len(args) > 0 && args[0] == true)), nil
	case "split", "rsplit":
		if isNone(0) {
			if kind == "split" {
				return reprList(SplitWhitespace(s, num(1))), nil
			}
			return reprList(RSplitWhitespace(s, num(1))), nil
		}
		f := Split
		if kind == "rsplit" {
			f = RSplit
		}
		parts, err := f(s, str(0), num(1))
		return reprList(parts), err
	case "index", "rindex":
		i := FindText(TextOf(s), str(0), num(1), num(2), kind == "rindex")
		if i < 0 {
			return "", newError(ValueError, "substring not found")
		}
		return strconv.Itoa(i), nil
	case "startswith", "endswith":
		return reprBool(AffixText(TextOf(s), str(0), num(1), num(2), kind == "endswith")), nil
	case "partition", "rpartition":
		f := Partition
		if kind == "rpartition" {
			f = RPartition
		}
		p, err := f(s, str(0))
		return "(" + strings.TrimSuffix(strings.TrimPrefix(reprList(p[:]), "["), "]") + ")", err
	case "replace":
		return syntax.PyRepr(Replace(s, str(0), str(1), num(2))), nil
	case "strip", "lstrip", "rstrip":
		space := map[string]func(string) string{"strip": StripSpace, "lstrip": LStripSpace, "rstrip": RStripSpace}
		chars := map[string]func(string, string) string{"strip": StripChars, "lstrip": LStripChars, "rstrip": RStripChars}
		if isNone(0) {
			return syntax.PyRepr(space[kind](s)), nil
		}
		return syntax.PyRepr(chars[kind](s, str(0))), nil
	case "zfill":
		return syntax.PyRepr(ZFill(s, num(0))), nil
	case "center", "ljust", "rjust":
		f := map[string]func(string, int, string) (string, error){"center": Center, "ljust": LJust, "rjust": RJust}[kind]
		r, err := f(s, num(0), str(1))
		return syntax.PyRepr(r), err
	case "expandtabs":
		return syntax.PyRepr(ExpandTabs(s, num(0))), nil
	}
	t.Fatalf("unknown str method %q", kind)
	return "", nil
}

func TestStrMethods(t *testing.T) {
	for _, c := range readCases(t, "str.jsonl") {
		var args []any
		for _, raw := range c.Args {
			var v any
			if err := json.Unmarshal(raw, &v); err != nil {
				t.Fatal(err)
			}
			args = append(args, v)
		}
		got, err := runStrCase(t, c.Kind, c.V, args)
		check(t, syntax.PyRepr(c.V)+"."+c.Kind+strconv.Quote(string(mustJSON(args))), c, got, err)
	}
}

func mustJSON(v any) []byte {
	b, _ := json.Marshal(v)
	return b
}
