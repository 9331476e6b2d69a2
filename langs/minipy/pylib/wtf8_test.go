package pylib

import (
	"slices"
	"testing"
)

func TestSurrogates(t *testing.T) {
	hi, lo := FromRunes([]rune{0xD83D}), FromRunes([]rune{0xDE00})
	for _, c := range []struct {
		s     string
		runes []rune
		first int // -1: none
	}{
		{"abc", []rune("abc"), -1},
		{"é€😀", []rune("é€😀"), -1},
		{hi, []rune{0xD83D}, 0},
		{hi + lo, []rune{0xD83D, 0xDE00}, 0},
		{"a" + lo + "é", []rune{'a', 0xDE00, 'é'}, 1},
		{"\xed\x9f\xbf", []rune{0xD7FF}, -1}, // U+D7FF is no surrogate
		{"\xed", []rune{0xFFFD}, -1},         // an invalid byte
	} {
		if got := Runes(c.s); !slices.Equal(got, c.runes) {
			t.Errorf("Runes(%q) = %U, want %U", c.s, got, c.runes)
		}
		if got := Len(c.s); got != len(c.runes) {
			t.Errorf("Len(%q) = %d, want %d", c.s, got, len(c.runes))
		}
		if c.s != "\xed" {
			if got := FromRunes(c.runes); got != c.s {
				t.Errorf("FromRunes(%U) = %q, want %q", c.runes, got, c.s)
			}
		}
		i, _, ok := FirstSurrogate(c.s)
		if !ok {
			i = -1
		}
		if i != c.first {
			t.Errorf("FirstSurrogate(%q) = %d, want %d", c.s, i, c.first)
		}
	}
}
