package engine

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// dwimMatch reports whether the names a and b are alike in SWI-Prolog's
// "Do What I Mean" sense (dwim_match/2), by which an unknown
// procedure's message lists the predicates it may have meant: at least
// three characters and one of them different, inserted, deleted or two
// adjacent ones transposed; or the same sub-words glued differently
// (fooBar, foo_bar, foobar); or two adjacent sub-words transposed.
func dwimMatch(a, b string) bool {
	if a == b {
		return false
	}
	ra, rb := []rune(a), []rune(b)
	if min(len(ra), len(rb)) >= 3 && oneEdit(ra, rb) {
		return true
	}
	wa, wb := subWords(a), subWords(b)
	if (len(wa) > 1 || len(wb) > 1) && strings.Join(wa, "") == strings.Join(wb, "") {
		return true
	}
	if len(wa) == len(wb) {
		for i := 0; i+1 < len(wa); i++ {
			if wa[i] == wb[i+1] && wa[i+1] == wb[i] && equalExcept(wa, wb, i) {
				return true
			}
		}
	}
	return false
}

// oneEdit reports whether a and b differ by one character replaced,
// inserted or deleted, or two adjacent characters transposed.
func oneEdit(a, b []rune) bool {
	if len(a) > len(b) {
		a, b = b, a
	}
	i := 0
	for i < len(a) && a[i] == b[i] {
		i++
	}
	switch len(b) - len(a) {
	case 0:
		if string(a[i+1:]) == string(b[i+1:]) {
			return true
		}
		return i+1 < len(a) && a[i] == b[i+1] && a[i+1] == b[i] && string(a[i+2:]) == string(b[i+2:])
	case 1:
		return string(a[i:]) == string(b[i+1:])
	}
	return false
}

// subWords splits a name at underscores and where a lower-case letter
// is followed by an upper-case one, in lower case.
func subWords(s string) []string {
	var words []string
	var cur []rune
	prevLower := false
	for len(s) > 0 {
		r, n := utf8.DecodeRuneInString(s)
		s = s[n:]
		switch {
		case r == '_':
			if len(cur) > 0 {
				words = append(words, string(cur))
			}
			cur, prevLower = nil, false
			continue
		case unicode.IsUpper(r) && prevLower:
			words = append(words, string(cur))
			cur = nil
		}
		prevLower = unicode.IsLower(r)
		cur = append(cur, unicode.ToLower(r))
	}
	if len(cur) > 0 {
		words = append(words, string(cur))
	}
	return words
}

// equalExcept reports whether the words of a and b are the same but
// for those at i and i+1.
func equalExcept(a, b []string, i int) bool {
	for j := range a {
		if j != i && j != i+1 && a[j] != b[j] {
			return false
		}
	}
	return true
}
