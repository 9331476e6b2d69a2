package syntax

import (
	"strings"
	"unicode"
)

// Character classes of ISO 6.5. Outside ASCII the reader follows
// SWI-Prolog: letters are alphanumeric (an upper-case letter starts a
// variable, any other letter an atom), other symbols are graphic.

// graphicChars are the ISO graphic characters (6.5.1) that form graphic
// tokens such as :- and =.. .
const graphicChars = "#$&*+-./:<=>?@^~\\"

func isGraphic(r rune) bool {
	if r < 0x80 {
		return strings.ContainsRune(graphicChars, r)
	}
	return unicode.IsSymbol(r) || unicode.IsPunct(r)
}

func isDigit(r rune) bool { return '0' <= r && r <= '9' }

func isAlnum(r rune) bool {
	if r < 0x80 {
		return 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' || isDigit(r) || r == '_'
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

// isLower reports whether r starts a letter-digit atom.
func isLower(r rune) bool {
	if r < 0x80 {
		return 'a' <= r && r <= 'z'
	}
	return unicode.IsLetter(r) && !unicode.IsUpper(r) && !unicode.IsTitle(r)
}

// isVarStart reports whether r starts a variable.
func isVarStart(r rune) bool {
	if r < 0x80 {
		return 'A' <= r && r <= 'Z' || r == '_'
	}
	return unicode.IsUpper(r) || unicode.IsTitle(r)
}

// isLayout reports whether r is layout (ISO 6.5.4: space, tab, newline,
// and the other white space of the source).
func isLayout(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\v' || r == '\f' ||
		r >= 0x80 && unicode.IsSpace(r)
}

// isSolo reports whether r is a solo character that is an atom alone.
func isSolo(r rune) bool { return r == '!' || r == ';' }

func hexVal(r rune) int {
	switch {
	case isDigit(r):
		return int(r - '0')
	case 'a' <= r && r <= 'f':
		return int(r-'a') + 10
	case 'A' <= r && r <= 'F':
		return int(r-'A') + 10
	}
	return -1
}
