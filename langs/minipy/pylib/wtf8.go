package pylib

import (
	"strings"
	"unicode/utf8"
)

// A Python str is UTF-8 text that may hold lone surrogates (U+D800 to
// U+DFFF: "\ud800", chr(0xdc00)), which UTF-8 cannot encode: they are
// kept in generalized UTF-8 (WTF-8), three bytes ED A0..BF 80..BF each,
// as the front end writes them. These functions count, decode and encode
// such text; Go's own (utf8, range, []rune) would see three invalid
// bytes.

// DecodeRune decodes the first code point of s and its size in bytes, a
// lone surrogate as one code point (utf8.RuneError, 1 for bytes that are
// neither).
func DecodeRune(s string) (rune, int) {
	r, n := utf8.DecodeRuneInString(s)
	if r == utf8.RuneError && n == 1 && isSurrogateAt(s) {
		return rune(s[0]&0x0F)<<12 | rune(s[1]&0x3F)<<6 | rune(s[2]&0x3F), 3
	}
	return r, n
}

// isSurrogateAt reports whether s starts with a surrogate's three bytes.
func isSurrogateAt(s string) bool {
	return len(s) >= 3 && s[0] == 0xED && s[1]&0xE0 == 0xA0 && s[2]&0xC0 == 0x80
}

// mayHoldSurrogates is false when s holds no surrogate for certain (no
// 0xED byte), so that Go's UTF-8 functions count and decode it.
func mayHoldSurrogates(s string) bool { return strings.IndexByte(s, 0xED) >= 0 }

// Len is len(s) in code points.
func Len(s string) int {
	if !mayHoldSurrogates(s) {
		return utf8.RuneCountInString(s)
	}
	n := 0
	for i := 0; i < len(s); n++ {
		_, k := DecodeRune(s[i:])
		i += k
	}
	return n
}

// Runes is s's code points.
func Runes(s string) []rune {
	if !mayHoldSurrogates(s) {
		return []rune(s)
	}
	out := make([]rune, 0, len(s)/3+1)
	for i := 0; i < len(s); {
		r, k := DecodeRune(s[i:])
		out = append(out, r)
		i += k
	}
	return out
}

// AppendRune appends r to b, a lone surrogate in its three bytes.
func AppendRune(b []byte, r rune) []byte {
	if IsSurrogate(r) {
		return append(b, byte(0xE0|r>>12), byte(0x80|(r>>6)&0x3F), byte(0x80|r&0x3F))
	}
	return utf8.AppendRune(b, r)
}

// FromRunes is the str of the code points rs (string(rs) for Go would
// turn surrogates into U+FFFD).
func FromRunes(rs []rune) string {
	b := make([]byte, 0, len(rs))
	for _, r := range rs {
		b = AppendRune(b, r)
	}
	return string(b)
}

// IsSurrogate reports whether r is a surrogate code point.
func IsSurrogate(r rune) bool { return 0xD800 <= r && r <= 0xDFFF }

// FirstSurrogate returns the index in code points of the first lone
// surrogate of s and the surrogate, or false: the character that
// encoding s as UTF-8 fails on.
func FirstSurrogate(s string) (int, rune, bool) {
	if !mayHoldSurrogates(s) {
		return 0, 0, false
	}
	n := 0
	for i := 0; i < len(s); n++ {
		r, k := DecodeRune(s[i:])
		if k == 3 && IsSurrogate(r) {
			return n, r, true
		}
		i += k
	}
	return 0, 0, false
}

// WriteRune writes r to b, a lone surrogate in its three bytes.
func WriteRune(b *strings.Builder, r rune) {
	if IsSurrogate(r) {
		b.Write(AppendRune(nil, r))
		return
	}
	b.WriteRune(r)
}
