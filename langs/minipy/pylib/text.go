package pylib

import "strings"

// Text is a str's text with what its owner knows about it: that it is
// ASCII (code point indexes are byte offsets), or its code points. The
// bounded searches below cost the part of the text they look at, where
// Find and friends count and scan the whole string on every call (a
// loop of s.find(x, i) over a long str was quadratic).
type Text struct {
	S     string
	ASCII bool
	Runes []rune // the code points when !ASCII
}

func (t Text) length() int {
	if t.ASCII {
		return len(t.S)
	}
	return len(t.Runes)
}

// FindText is str.find (last: str.rfind) on t: the index of the first
// (last) sub in t[start:end], or -1.
func FindText(t Text, sub string, start, end int, last bool) int {
	start, end = adjustIndices(start, end, t.length())
	if t.ASCII {
		// a sub longer in bytes than the window does not fit if ASCII,
		// and cannot occur in ASCII text if not; "" fits any window
		// with start <= end
		if end-start < len(sub) {
			return -1
		}
		w := t.S[start:end]
		var i int
		if last {
			i = strings.LastIndex(w, sub)
		} else {
			i = strings.Index(w, sub)
		}
		if i < 0 {
			return -1
		}
		return start + i
	}
	p := Runes(sub)
	if end-start < len(p) {
		return -1
	}
	r := t.Runes
	if last {
		for i := end - len(p); i >= start; i-- {
			if runesAt(r, i, p) {
				return i
			}
		}
		return -1
	}
	for i := start; i+len(p) <= end; i++ {
		if runesAt(r, i, p) {
			return i
		}
	}
	return -1
}

// AffixText is str.startswith (suffix: str.endswith) on t for one
// prefix or suffix.
func AffixText(t Text, fix string, start, end int, suffix bool) bool {
	start, end = adjustIndices(start, end, t.length())
	if t.ASCII {
		if end-start < len(fix) {
			return false
		}
		w := t.S[start:end]
		if suffix {
			return strings.HasSuffix(w, fix)
		}
		return strings.HasPrefix(w, fix)
	}
	p := Runes(fix)
	if end-start < len(p) {
		return false
	}
	if suffix {
		return runesAt(t.Runes, end-len(p), p)
	}
	return runesAt(t.Runes, start, p)
}

// runesAt reports whether p occurs in r at i.
func runesAt(r []rune, i int, p []rune) bool {
	for k, c := range p {
		if r[i+k] != c {
			return false
		}
	}
	return true
}
