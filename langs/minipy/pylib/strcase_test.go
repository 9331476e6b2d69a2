package pylib

import (
	"encoding/json"
	"os"
	"strconv"
	"testing"
)

// unicodeData is testdata/unicode.json: for every character CPython's
// Unicode database assigns, which str predicates hold (as ranges) and
// what each case mapping makes of it when that differs from itself.
type unicodeData struct {
	Version  string                       `json:"version"`
	Assigned [][2]rune                    `json:"assigned"`
	Preds    map[string][][2]rune         `json:"preds"`
	Maps     map[string]map[string]string `json:"maps"`
}

func loadUnicode(t *testing.T) *unicodeData {
	b, err := os.ReadFile("testdata/unicode.json")
	if err != nil {
		t.Fatal(err)
	}
	var d unicodeData
	if err := json.Unmarshal(b, &d); err != nil {
		t.Fatal(err)
	}
	return &d
}

func inRanges(rs [][2]rune, r rune) bool {
	for _, x := range rs {
		if x[0] <= r && r <= x[1] {
			return true
		}
	}
	return false
}

// Characters whose properties changed between Unicode 14 (CPython 3.11)
// and Unicode 15 (Go's unicode package): these became Other_Lowercase.
// minipy follows Go here.
var unicodeChanged = map[rune]bool{0x10fc: true, 0xa7f2: true, 0xa7f3: true, 0xa7f4: true, 0xab69: true}

// shortStride is the sampling of characters beyond U+0800 in -short mode.
const shortStride = 7

func TestUnicodeClasses(t *testing.T) {
	d := loadUnicode(t)
	preds := map[string]func(string) bool{
		"isalpha": IsAlpha, "isdigit": IsDigit, "isdecimal": IsDecimal, "isnumeric": IsNumeric,
		"isalnum": IsAlnum, "isspace": IsSpaceStr, "isupper": IsUpper, "islower": IsLower,
		"istitle": IsTitle, "isidentifier": IsIdentifier,
	}
	maps := map[string]func(string) string{
		"upper": Upper, "lower": Lower, "title": Title, "casefold": CaseFold,
		"swapcase": SwapCase, "capitalize": Capitalize,
	}
	bad := 0
	for _, rg := range d.Assigned {
		for r := rg[0]; r <= rg[1]; r++ {
			if unicodeChanged[r] || testing.Short() && r >= 0x800 && r%shortStride != 0 {
				continue
			}
			s := string(r)
			for name, f := range preds {
				if want := inRanges(d.Preds[name], r); f(s) != want {
					bad++
					if bad < 30 {
						t.Errorf("%q.%s() = %v, want %v", s, name, f(s), want)
					}
				}
			}
			for name, f := range maps {
				want, ok := d.Maps[name][strconv.Itoa(int(r))]
				if !ok {
					want = s
				}
				if got := f(s); got != want {
					bad++
					if bad < 30 {
						t.Errorf("%q (U+%04X).%s() = %q, want %q", s, r, name, got, want)
					}
				}
			}
		}
	}
	if bad > 0 {
		t.Errorf("%d mismatches", bad)
	}
}
