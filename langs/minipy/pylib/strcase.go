package pylib

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Case mappings and character classes as CPython's str methods see them.
// Go's unicode package gives the one-character mappings and the
// categories; unicode_tables.go, generated from CPython's own Unicode
// database, adds the mappings to several characters (ß upper-cases to
// SS), the case foldings that differ from lower-casing and the digits and
// numerics that Go's categories miss.

// IsSpace reports whether Python counts r as white space (str.isspace,
// str.split and strip without arguments): Unicode's White_Space
// characters and the separators U+001C to U+001F.
func IsSpace(r rune) bool {
	return unicode.IsSpace(r) || (r >= 0x1c && r <= 0x1f)
}

// isUpperChar is Unicode's Uppercase property (Lu and Other_Uppercase).
func isUpperChar(r rune) bool {
	return unicode.IsUpper(r) || unicode.Is(unicode.Other_Uppercase, r)
}

// isLowerChar is Unicode's Lowercase property (Ll and Other_Lowercase).
func isLowerChar(r rune) bool {
	return unicode.IsLower(r) || unicode.Is(unicode.Other_Lowercase, r)
}

// isCased is Unicode's Cased property.
func isCased(r rune) bool {
	return isUpperChar(r) || isLowerChar(r) || unicode.IsTitle(r)
}

// isCaseIgnorable is Unicode's Case_Ignorable property: marks, format
// characters, modifiers and the word-internal punctuation of Word_Break
// MidLetter, MidNumLet and Single_Quote.
func isCaseIgnorable(r rune) bool {
	switch r {
	case '\'', '.', ':', 0xb7, 0x387, 0x55f, 0x5f4, 0x2018, 0x2019, 0x2024, 0x2027, 0xfe13, 0xfe52, 0xfe55, 0xff07, 0xff0e, 0xff1a:
		return true
	}
	return unicode.In(r, unicode.Mn, unicode.Me, unicode.Cf, unicode.Lm, unicode.Sk)
}

func upperOf(r rune) string {
	if s, ok := upperSpecial[r]; ok {
		return s
	}
	return string(AppendRune(nil, unicode.ToUpper(r)))
}

func titleOf(r rune) string {
	if s, ok := titleSpecial[r]; ok {
		return s
	}
	return string(AppendRune(nil, unicode.ToTitle(r)))
}

// capitalSigma is Σ, which lower-cases to ς at the end of a word.
const capitalSigma = 0x3a3

// lowerAt lower-cases rs[i], minding the final sigma rule.
func lowerAt(rs []rune, i int) string {
	r := rs[i]
	if r == capitalSigma {
		return string(finalSigma(rs, i))
	}
	if s, ok := lowerSpecial[r]; ok {
		return s
	}
	return string(AppendRune(nil, unicode.ToLower(r)))
}

// finalSigma is what Σ at rs[i] lower-cases to: ς when a cased letter
// comes before it and none after it (case-ignorable characters skipped),
// else σ.
func finalSigma(rs []rune, i int) rune {
	j := i - 1
	for j >= 0 && isCaseIgnorable(rs[j]) {
		j--
	}
	final := j >= 0 && isCased(rs[j])
	if final {
		j = i + 1
		for j < len(rs) && isCaseIgnorable(rs[j]) {
			j++
		}
		final = j == len(rs) || !isCased(rs[j])
	}
	if final {
		return 0x3c2
	}
	return 0x3c3
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// Upper is str.upper.
func Upper(s string) string {
	if isASCII(s) {
		return strings.ToUpper(s)
	}
	var b strings.Builder
	for _, r := range Runes(s) {
		b.WriteString(upperOf(r))
	}
	return b.String()
}

// Lower is str.lower.
func Lower(s string) string {
	if isASCII(s) {
		return strings.ToLower(s)
	}
	rs := Runes(s)
	var b strings.Builder
	for i := range rs {
		b.WriteString(lowerAt(rs, i))
	}
	return b.String()
}

// CaseFold is str.casefold.
func CaseFold(s string) string {
	if isASCII(s) {
		return strings.ToLower(s)
	}
	var b strings.Builder
	for _, r := range Runes(s) {
		if f, ok := foldSpecial[r]; ok {
			b.WriteString(f)
		} else if l, ok := lowerSpecial[r]; ok {
			b.WriteString(l)
		} else {
			WriteRune(&b, unicode.ToLower(r))
		}
	}
	return b.String()
}

// SwapCase is str.swapcase.
func SwapCase(s string) string {
	rs := Runes(s)
	var b strings.Builder
	for i, r := range rs {
		switch {
		case isUpperChar(r):
			b.WriteString(lowerAt(rs, i))
		case isLowerChar(r):
			b.WriteString(upperOf(r))
		default:
			WriteRune(&b, r)
		}
	}
	return b.String()
}

// Title is str.title: the first cased character of each run of cased
// characters in title case, the others in lower case.
func Title(s string) string {
	rs := Runes(s)
	var b strings.Builder
	prevCased := false
	for i, r := range rs {
		if prevCased {
			b.WriteString(lowerAt(rs, i))
		} else {
			b.WriteString(titleOf(r))
		}
		prevCased = isCased(r)
	}
	return b.String()
}

// Capitalize is str.capitalize: the first character in title case, the
// rest in lower case.
func Capitalize(s string) string {
	rs := Runes(s)
	var b strings.Builder
	for i, r := range rs {
		if i == 0 {
			b.WriteString(titleOf(r))
		} else {
			b.WriteString(lowerAt(rs, i))
		}
	}
	return b.String()
}

// The character classes of the str.isX methods.
func isDecimalChar(r rune) bool { return unicode.IsDigit(r) }
func isDigitChar(r rune) bool   { return unicode.IsDigit(r) || digitNotDecimal[r] }
func isNumericChar(r rune) bool { return unicode.IsNumber(r) || numericNotN[r] }
func isAlphaChar(r rune) bool   { return unicode.IsLetter(r) }
func isAlnumChar(r rune) bool {
	return isAlphaChar(r) || isDecimalChar(r) || isDigitChar(r) || isNumericChar(r)
}

// all reports whether s is not empty and every character satisfies f.
func all(s string, f func(rune) bool) bool {
	if s == "" {
		return false
	}
	for _, r := range Runes(s) {
		if !f(r) {
			return false
		}
	}
	return true
}

// IsDigit is str.isdigit.
func IsDigit(s string) bool { return all(s, isDigitChar) }

// IsDecimal is str.isdecimal.
func IsDecimal(s string) bool { return all(s, isDecimalChar) }

// IsNumeric is str.isnumeric.
func IsNumeric(s string) bool { return all(s, isNumericChar) }

// IsAlpha is str.isalpha.
func IsAlpha(s string) bool { return all(s, isAlphaChar) }

// IsAlnum is str.isalnum.
func IsAlnum(s string) bool { return all(s, isAlnumChar) }

// IsSpaceStr is str.isspace.
func IsSpaceStr(s string) bool { return all(s, IsSpace) }

// IsASCII is str.isascii.
func IsASCII(s string) bool { return isASCII(s) }

// IsUpper is str.isupper: some cased character, and no lower-case or
// title-case one.
func IsUpper(s string) bool {
	cased := false
	for _, r := range Runes(s) {
		if isLowerChar(r) || unicode.IsTitle(r) {
			return false
		}
		if isUpperChar(r) {
			cased = true
		}
	}
	return cased
}

// IsLower is str.islower.
func IsLower(s string) bool {
	cased := false
	for _, r := range Runes(s) {
		if isUpperChar(r) || unicode.IsTitle(r) {
			return false
		}
		if isLowerChar(r) {
			cased = true
		}
	}
	return cased
}

// IsTitle is str.istitle: upper-case and title-case characters only after
// uncased ones, lower-case ones only after cased ones, and some cased
// character.
func IsTitle(s string) bool {
	cased, prevCased := false, false
	for _, r := range Runes(s) {
		switch {
		case isUpperChar(r) || unicode.IsTitle(r):
			if prevCased {
				return false
			}
			prevCased, cased = true, true
		case isLowerChar(r):
			if !prevCased {
				return false
			}
			prevCased, cased = true, true
		default:
			prevCased = false
		}
	}
	return cased
}

// IsIdentifier is str.isidentifier: an XID_Start character or '_' then
// XID_Continue characters.
func IsIdentifier(s string) bool {
	for i, r := range Runes(s) {
		if i == 0 && !(r == '_' || isXIDStart(r)) || i > 0 && !isXIDContinue(r) {
			return false
		}
	}
	return s != ""
}

func isXIDStart(r rune) bool {
	return unicode.In(r, unicode.L, unicode.Nl, unicode.Other_ID_Start) && !notXIDStart[r] &&
		!unicode.In(r, unicode.Pattern_Syntax, unicode.Pattern_White_Space)
}

func isXIDContinue(r rune) bool {
	return (isXIDStart(r) || r == '_' ||
		unicode.In(r, unicode.L, unicode.Nl, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc, unicode.Other_ID_Continue)) &&
		!notXIDContinue[r]
}
