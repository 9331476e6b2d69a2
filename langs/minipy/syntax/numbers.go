package syntax

import "strings"

// number lexes a numeric literal: decimal, hexadecimal, octal and binary
// integers of any size, and floats, all with underscores between
// digits, and imaginary literals (which the parser rejects: minipy has
// no complex type).
// Errors point where CPython's tokenizer points: at the last character
// it accepted.
func (lx *lexer) number() {
	start := lx.i
	t := lx.text
	at := func(i int) byte {
		if i < len(t) {
			return t[i]
		}
		return 0
	}
	if t[lx.i] == '0' && strings.IndexByte("xXoObB", at(lx.i+1)) >= 0 {
		base, name := 16, "hexadecimal"
		switch at(lx.i + 1) {
		case 'o', 'O':
			base, name = 8, "octal"
		case 'b', 'B':
			base, name = 2, "binary"
		}
		lx.i += 2
		digits := 0
		for {
			if at(lx.i) == '_' {
				lx.i++
			}
			if !isDigitOf(at(lx.i), base) {
				break
			}
			lx.i++
			digits++
		}
		c := at(lx.i)
		switch {
		case isDigit(c):
			lx.failf(lx.pos(lx.i), "invalid digit '%c' in %s literal", c, name)
		case digits == 0 || t[lx.i-1] == '_' || isIdentContinue(rune(c)):
			lx.failf(lx.pos(lx.i-1), "invalid %s literal", name)
		default:
			lx.emit(NumberToken, start, lx.i)
		}
		return
	}
	ok := lx.digitPart()
	isFloat := false
	if ok && at(lx.i) == '.' {
		isFloat = true
		lx.i++
		if isDigit(at(lx.i)) {
			ok = lx.digitPart()
		}
	}
	if ok && (at(lx.i) == 'e' || at(lx.i) == 'E') {
		save := lx.i
		lx.i++
		if at(lx.i) == '+' || at(lx.i) == '-' {
			lx.i++
		}
		if isDigit(at(lx.i)) {
			isFloat = true
			ok = lx.digitPart()
		} else {
			lx.i = save
		}
	}
	if !ok {
		return
	}
	c := at(lx.i)
	switch {
	case c == 'j' || c == 'J':
		// An imaginary literal: the parser rejects it where it stands.
		lx.emit(NumberToken, start, lx.i+1)
		lx.i++
	case isIdentContinue(rune(c)) || c >= 0x80:
		lx.failf(lx.pos(lx.i-1), "invalid decimal literal")
	case !isFloat && t[start] == '0' && strings.Trim(t[start:lx.i], "0_") != "":
		lx.failf(lx.pos(start), "leading zeros in decimal integer literals are not permitted; "+
			"use an 0o prefix for octal integers")
	default:
		lx.emit(NumberToken, start, lx.i)
	}
}

// digitPart consumes decimal digits with single underscores between
// them. It reports false, having reported the error, for a misplaced
// underscore.
func (lx *lexer) digitPart() bool {
	for lx.i < len(lx.text) {
		c := lx.text[lx.i]
		if c == '_' {
			if lx.i+1 >= len(lx.text) || !isDigit(lx.text[lx.i+1]) {
				lx.failf(lx.pos(lx.i), "invalid decimal literal")
				return false
			}
		} else if !isDigit(c) {
			break
		}
		lx.i++
	}
	return true
}

func isDigitOf(c byte, base int) bool {
	switch base {
	case 2:
		return c == '0' || c == '1'
	case 8:
		return '0' <= c && c <= '7'
	}
	return isDigit(c) || 'a' <= c && c <= 'f' || 'A' <= c && c <= 'F'
}
