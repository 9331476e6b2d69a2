package pylib

import "unicode"

// IsSpace reports whether Python counts r as white space (str.isspace,
// str.split and strip without arguments): Unicode's White_Space
// characters and the separators U+001C to U+001F.
func IsSpace(r rune) bool {
	return unicode.IsSpace(r) || (r >= 0x1c && r <= 0x1f)
}
