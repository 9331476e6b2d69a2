package pylib

import (
	"strings"
	"unicode/utf8"
)

// str methods over code points. Strings are UTF-8; positions and
// lengths are in code points, as in Python. start and end are Python's
// optional slice bounds: the caller passes 0 and math.MaxInt when they
// are absent (or None); negative ones count from the end.

var errEmptySeparator = newError(ValueError, "empty separator")

// adjustIndices is CPython's ADJUST_INDICES: negative bounds count from
// the end, end is clipped to n; start may stay beyond n.
func adjustIndices(start, end, n int) (int, int) {
	if end > n {
		end = n
	} else if end < 0 {
		end = max(end+n, 0)
	}
	if start < 0 {
		start = max(start+n, 0)
	}
	return start, end
}

// byteOffset is the byte offset in s of code point i (i <= Len(s)).
func byteOffset(s string, i int) int {
	if isASCII(s) {
		return i
	}
	off := 0
	for ; i > 0; i-- {
		_, n := DecodeRune(s[off:])
		off += n
	}
	return off
}

// window is s[start:end] in code points after adjustIndices, and its
// first code point's index; ok is false when end-start < need.
func window(s string, start, end, need int) (w string, first int, ok bool) {
	n := Len(s)
	start, end = adjustIndices(start, end, n)
	if end-start < need {
		return "", 0, false
	}
	return s[byteOffset(s, start):byteOffset(s, end)], start, true
}

// TextOf is s as a Text, for a caller that holds only the string.
func TextOf(s string) Text {
	if isASCII(s) {
		return Text{S: s, ASCII: true}
	}
	return Text{S: s, Runes: Runes(s)}
}

// Count is str.count: non-overlapping occurrences of sub in s[start:end].
func Count(s, sub string, start, end int) int {
	w, _, ok := window(s, start, end, Len(sub))
	if !ok {
		return 0
	}
	return strings.Count(w, sub)
}

// Replace is str.replace; count < 0 replaces every occurrence.
func Replace(s, old, new string, count int) string {
	return strings.Replace(s, old, new, count)
}

// Split is str.split(sep, maxsplit) with a separator; maxsplit < 0 is
// no limit.
func Split(s, sep string, maxsplit int) ([]string, error) {
	if sep == "" {
		return nil, errEmptySeparator
	}
	if maxsplit < 0 {
		return strings.Split(s, sep), nil
	}
	return strings.SplitN(s, sep, maxsplit+1), nil
}

// RSplit is str.rsplit(sep, maxsplit) with a separator.
func RSplit(s, sep string, maxsplit int) ([]string, error) {
	if sep == "" {
		return nil, errEmptySeparator
	}
	if maxsplit < 0 {
		return strings.Split(s, sep), nil
	}
	var parts []string
	for ; maxsplit > 0; maxsplit-- {
		i := strings.LastIndex(s, sep)
		if i < 0 {
			break
		}
		parts = append(parts, s[i+len(sep):])
		s = s[:i]
	}
	parts = append(parts, s)
	for i, j := 0, len(parts)-1; i < j; i, j = i+1, j-1 {
		parts[i], parts[j] = parts[j], parts[i]
	}
	return parts, nil
}

// SplitWhitespace is str.split(None, maxsplit): runs of white space
// separate, and none is kept at either end; after maxsplit splits the
// rest is one part, its leading white space dropped.
func SplitWhitespace(s string, maxsplit int) []string {
	var parts []string
	i := 0
	for ; maxsplit != 0; maxsplit-- {
		i = skipSpace(s, i)
		if i == len(s) {
			break
		}
		j := i
		i = skipNonSpace(s, i)
		parts = append(parts, s[j:i])
	}
	if i = skipSpace(s, i); i < len(s) {
		parts = append(parts, s[i:])
	}
	return parts
}

// RSplitWhitespace is str.rsplit(None, maxsplit).
func RSplitWhitespace(s string, maxsplit int) []string {
	var parts []string
	i := len(s)
	for ; maxsplit != 0; maxsplit-- {
		i = skipSpaceBack(s, i)
		if i == 0 {
			break
		}
		j := i
		i = skipNonSpaceBack(s, i)
		parts = append(parts, s[i:j])
	}
	if i = skipSpaceBack(s, i); i > 0 {
		parts = append(parts, s[:i])
	}
	for a, b := 0, len(parts)-1; a < b; a, b = a+1, b-1 {
		parts[a], parts[b] = parts[b], parts[a]
	}
	return parts
}

// skipSpace returns the byte offset of the first non-space at or after i.
func skipSpace(s string, i int) int {
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !IsSpace(r) {
			break
		}
		i += n
	}
	return i
}

// skipNonSpace returns the byte offset of the first space at or after i.
func skipNonSpace(s string, i int) int {
	for i < len(s) {
		r, n := utf8.DecodeRuneInString(s[i:])
		if IsSpace(r) {
			break
		}
		i += n
	}
	return i
}

// skipSpaceBack returns the offset just after the last non-space before i.
func skipSpaceBack(s string, i int) int {
	for i > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:i])
		if !IsSpace(r) {
			break
		}
		i -= n
	}
	return i
}

// skipNonSpaceBack returns the offset just after the last space before i.
func skipNonSpaceBack(s string, i int) int {
	for i > 0 {
		r, n := utf8.DecodeLastRuneInString(s[:i])
		if IsSpace(r) {
			break
		}
		i -= n
	}
	return i
}

// isLineBreak reports whether r ends a line for str.splitlines.
func isLineBreak(r rune) bool {
	switch r {
	case '\n', '\r', '\v', '\f', 0x1c, 0x1d, 0x1e, 0x85, 0x2028, 0x2029:
		return true
	}
	return false
}

// SplitLines is str.splitlines: "\r\n" and every Unicode line break end
// a line; keepends keeps them.
func SplitLines(s string, keepends bool) []string {
	var lines []string
	start := 0
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if !isLineBreak(r) {
			i += n
			continue
		}
		end := i
		i += n
		if r == '\r' && i < len(s) && s[i] == '\n' {
			i++
		}
		if keepends {
			end = i
		}
		lines = append(lines, s[start:end])
		start = i
	}
	if start < len(s) {
		lines = append(lines, s[start:])
	}
	return lines
}

// StripSpace, LStripSpace and RStripSpace are str.strip, lstrip and
// rstrip without an argument (or None): white space goes.
func StripSpace(s string) string  { return strings.TrimFunc(s, IsSpace) }
func LStripSpace(s string) string { return strings.TrimLeftFunc(s, IsSpace) }
func RStripSpace(s string) string { return strings.TrimRightFunc(s, IsSpace) }

// StripChars, LStripChars and RStripChars are str.strip, lstrip and
// rstrip with a str of characters to remove.
func StripChars(s, chars string) string  { return strings.Trim(s, chars) }
func LStripChars(s, chars string) string { return strings.TrimLeft(s, chars) }
func RStripChars(s, chars string) string { return strings.TrimRight(s, chars) }

// fillChar checks the fill argument of center, ljust and rjust.
func fillChar(fill string) (string, error) {
	if Len(fill) != 1 {
		return "", newError(TypeError, "The fill character must be exactly one character long")
	}
	return fill, nil
}

// Center is str.center. Unlike format's '^', an odd margin puts the
// extra character on the left when width is odd.
func Center(s string, width int, fill string) (string, error) {
	f, err := fillChar(fill)
	if err != nil {
		return "", err
	}
	marg := width - Len(s)
	if marg <= 0 {
		return s, nil
	}
	left := marg/2 + (marg & width & 1)
	return strings.Repeat(f, left) + s + strings.Repeat(f, marg-left), nil
}

// LJust is str.ljust.
func LJust(s string, width int, fill string) (string, error) {
	f, err := fillChar(fill)
	if err != nil {
		return "", err
	}
	return s + strings.Repeat(f, max(width-Len(s), 0)), nil
}

// RJust is str.rjust.
func RJust(s string, width int, fill string) (string, error) {
	f, err := fillChar(fill)
	if err != nil {
		return "", err
	}
	return strings.Repeat(f, max(width-Len(s), 0)) + s, nil
}

// ZFill is str.zfill: zeros on the left up to width, after a leading
// sign.
func ZFill(s string, width int) string {
	n := width - Len(s)
	if n <= 0 {
		return s
	}
	sign := ""
	if s != "" && (s[0] == '+' || s[0] == '-') {
		sign, s = s[:1], s[1:]
	}
	return sign + strings.Repeat("0", n) + s
}

// Partition is str.partition: before, sep and after the first sep, or s
// and two empty strings.
func Partition(s, sep string) ([3]string, error) {
	if sep == "" {
		return [3]string{}, errEmptySeparator
	}
	if before, after, ok := strings.Cut(s, sep); ok {
		return [3]string{before, sep, after}, nil
	}
	return [3]string{s, "", ""}, nil
}

// RPartition is str.rpartition: around the last sep, or two empty
// strings and s.
func RPartition(s, sep string) ([3]string, error) {
	if sep == "" {
		return [3]string{}, errEmptySeparator
	}
	if i := strings.LastIndex(s, sep); i >= 0 {
		return [3]string{s[:i], sep, s[i+len(sep):]}, nil
	}
	return [3]string{"", "", s}, nil
}

// ExpandTabs is str.expandtabs: each tab becomes the spaces up to the
// next multiple of tabsize columns (none when tabsize <= 0); '\n' and
// '\r' go back to column 0.
func ExpandTabs(s string, tabsize int) string {
	if !strings.Contains(s, "\t") {
		return s
	}
	var b strings.Builder
	col := 0
	for _, r := range Runes(s) {
		switch r {
		case '\t':
			if tabsize > 0 {
				n := tabsize - col%tabsize
				b.WriteString(strings.Repeat(" ", n))
				col += n
			}
		case '\n', '\r':
			WriteRune(&b, r)
			col = 0
		default:
			WriteRune(&b, r)
			col++
		}
	}
	return b.String()
}
