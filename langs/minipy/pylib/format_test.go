package pylib

import (
	"bufio"
	"encoding/json"
	"math/big"
	"os"
	"strconv"
	"testing"
)

// caseLine is one line of a testdata/*.jsonl file written by a
// testdata/gen_*.py script from CPython's results: the call's inputs,
// and its output or the exception as "Class: message".
type caseLine struct {
	Kind string            `json:"kind"`
	V    string            `json:"v"`
	Spec string            `json:"spec"`
	Args []json.RawMessage `json:"args"`
	Kw   map[string]any    `json:"kw"`
	Out  *string           `json:"out"`
	Err  string            `json:"err"`
}

func readCases(t *testing.T, name string) []caseLine {
	t.Helper()
	f, err := os.Open("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var cases []caseLine
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		var c caseLine
		if err := json.Unmarshal(sc.Bytes(), &c); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		cases = append(cases, c)
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return cases
}

// check compares a result with what CPython gave.
func check(t *testing.T, what string, c caseLine, got string, err error) {
	t.Helper()
	switch {
	case c.Out != nil && err != nil:
		t.Errorf("%s: got error %v, want %q", what, err, *c.Out)
	case c.Out != nil && got != *c.Out:
		t.Errorf("%s = %q, want %q", what, got, *c.Out)
	case c.Out == nil && err == nil:
		t.Errorf("%s = %q, want error %s", what, got, c.Err)
	case c.Out == nil && err.Error() != c.Err:
		t.Errorf("%s: error %q, want %q", what, err.Error(), c.Err)
	}
}

func TestFormatSpecs(t *testing.T) {
	for _, c := range readCases(t, "format.jsonl") {
		var got string
		var err error
		switch c.Kind {
		case "int":
			x, _ := new(big.Int).SetString(c.V, 10)
			if x.IsInt64() {
				got, err = FormatInt(x.Int64(), c.Spec)
				bigGot, bigErr := FormatBigInt(x, c.Spec)
				if bigGot != got || (bigErr == nil) != (err == nil) {
					t.Errorf("format(%s, %q): FormatBigInt %q, %v; FormatInt %q, %v", c.V, c.Spec, bigGot, bigErr, got, err)
				}
			} else {
				got, err = FormatBigInt(x, c.Spec)
			}
		case "float":
			x, perr := strconv.ParseFloat(c.V, 64)
			if perr != nil {
				t.Fatal(perr)
			}
			got, err = FormatFloat(x, c.Spec)
		case "str":
			got, err = FormatStr(c.V, c.Spec)
		case "bool":
			got, err = FormatBool(c.V == "True", c.Spec)
		}
		check(t, "format("+c.V+", "+strconv.Quote(c.Spec)+")", c, got, err)
	}
}

func TestFormatObject(t *testing.T) {
	if s, err := FormatObject("<obj>", "", "Plain"); s != "<obj>" || err != nil {
		t.Errorf(`FormatObject with "" = %q, %v`, s, err)
	}
	// CPython: format(Plain(), "d") raises this TypeError.
	want := "TypeError: unsupported format string passed to Plain.__format__"
	if _, err := FormatObject("<obj>", "d", "Plain"); err == nil || err.Error() != want {
		t.Errorf("FormatObject with a spec: %v, want %s", err, want)
	}
}
