package syntax

import (
	"encoding/json"
	"os"
	"testing"
)

// TestUnicodeNames checks names and lookups against what CPython's
// unicodedata answered (testdata/unicode_names.json).
func TestUnicodeNames(t *testing.T) {
	data, err := os.ReadFile("testdata/unicode_names.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		CP     *rune   `json:"cp"`
		Name   *string `json:"name"`
		Lookup string  `json:"lookup"`
		Err    string  `json:"err"`
	}
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	for _, c := range cases {
		if c.Lookup != "" {
			r, ok := UnicodeLookup(c.Lookup)
			switch {
			case c.Err != "" && ok:
				t.Errorf("lookup(%q) = %U, want an error", c.Lookup, r)
			case c.Err == "" && (!ok || r != *c.CP):
				t.Errorf("lookup(%q) = %U, %v; want %U", c.Lookup, r, ok, *c.CP)
			}
			continue
		}
		name, ok := UnicodeName(*c.CP)
		switch {
		case c.Name == nil && ok:
			t.Errorf("name(%U) = %q, want none", *c.CP, name)
		case c.Name != nil && name != *c.Name:
			t.Errorf("name(%U) = %q, want %q", *c.CP, name, *c.Name)
		}
	}
	if n, _ := UnicodeName(0x1F600); n != "GRINNING FACE" {
		t.Errorf("name(U+1F600) = %q", n)
	}
}
