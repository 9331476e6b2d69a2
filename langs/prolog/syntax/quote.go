package syntax

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// atomNeedsQuotes reports whether writeq must quote an atom so that it
// reads back as the same atom (ISO 7.10.5).
func atomNeedsQuotes(name string) bool {
	switch name {
	case "[]", "{}", "!", ";":
		return false
	case "", ",", "|", ".":
		return true
	}
	first, _ := utf8.DecodeRuneInString(name)
	switch {
	case isLower(first):
		for _, r := range name {
			if !isAlnum(r) {
				return true
			}
		}
		return false
	case isGraphic(first):
		if strings.HasPrefix(name, "/*") {
			return true
		}
		for _, r := range name {
			if !isGraphic(r) {
				return true
			}
		}
		return false
	}
	return true
}

// quoteEscapes are the characters written as a one-letter escape.
var quoteEscapes = map[rune]string{
	'\\': `\\`, '\n': `\n`, '\t': `\t`, '\a': `\a`, '\b': `\b`, '\f': `\f`, '\v': `\v`, '\r': `\r`,
}

// quoteText returns text between the quotes q with ISO escapes: a quote
// is doubled (as GNU Prolog writes it) or, with backslash, written \q (as
// SWI-Prolog writes it); control and unprintable characters are \xHEX\
// escapes, or with unicode \uXXXX (\UXXXXXXXX beyond U+FFFF), as
// SWI-Prolog's print/1 and toplevel write them.
func quoteText(text string, q rune, backslash, uni bool) string {
	var b strings.Builder
	b.WriteRune(q)
	for _, r := range text {
		switch esc, ok := quoteEscapes[r]; {
		case ok:
			b.WriteString(esc)
		case r == q && backslash:
			b.WriteByte('\\')
			b.WriteRune(q)
		case r == q:
			b.WriteRune(q)
			b.WriteRune(q)
		case (r < ' ' || r == 0x7f || r >= 0x80 && !unicode.IsPrint(r)) && !uni:
			fmt.Fprintf(&b, `\x%X\`, r)
		case r < ' ' || r == 0x7f || r >= 0x80 && !unicode.IsPrint(r):
			if r > 0xffff {
				fmt.Fprintf(&b, `\U%08X`, r)
			} else {
				fmt.Fprintf(&b, `\u%04X`, r)
			}
		default:
			b.WriteRune(r)
		}
	}
	b.WriteRune(q)
	return b.String()
}
