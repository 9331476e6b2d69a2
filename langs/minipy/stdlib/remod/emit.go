package remod

import (
	"fmt"
	"strings"
	"unicode"
)

// emit writes the tree in the syntax of the engine (regexp2's, .NET's):
// groups are all numbered (names stay with the parser), \Z becomes \z,
// and under the ASCII flag (and in bytes patterns) \w, \d, \s and \b
// become their ASCII classes, which the engine's own escapes are not.
type emitter struct {
	b strings.Builder
}

const (
	asciiWord  = `a-zA-Z0-9_`
	asciiDigit = `0-9`
	asciiSpace = ` \t\n\r\f\v`
	// Python's \s in a str pattern has the separators \x1c-\x1f too
	unicodeSpace = `\s\x1c-\x1f`
)

func translate(n *node) string {
	var e emitter
	e.emit(n)
	return e.b.String()
}

func (e *emitter) emit(n *node) {
	b := &e.b
	switch n.k {
	case nLit:
		e.lit(n.r)
	case nAny:
		b.WriteByte('.')
	case nBol:
		b.WriteByte('^')
	case nEol:
		b.WriteByte('$')
	case nBegin:
		b.WriteString(`\A`)
	case nEnd:
		b.WriteString(`\z`)
	case nWordB:
		if n.ascii {
			b.WriteString(`(?:(?<=[` + asciiWord + `])(?![` + asciiWord + `])|(?<![` + asciiWord + `])(?=[` + asciiWord + `]))`)
		} else {
			b.WriteString(`\b`)
		}
	case nNonWordB:
		if n.ascii {
			b.WriteString(`(?:(?<=[` + asciiWord + `])(?=[` + asciiWord + `])|(?<![` + asciiWord + `])(?![` + asciiWord + `]))`)
		} else {
			b.WriteString(`\B`)
		}
	case nCat:
		b.WriteString(catUnit(n.cat, n.ascii))
	case nClass:
		e.class(n)
	case nGroup:
		switch {
		case n.n > 0:
			b.WriteByte('(')
		case n.atomic:
			b.WriteString("(?>")
		case n.on&engineFlags != 0 || n.off&engineFlags != 0:
			b.WriteString("(?" + flagLetters(n.on))
			if n.off&engineFlags != 0 {
				b.WriteString("-" + flagLetters(n.off))
			}
			b.WriteByte(':')
		default:
			b.WriteString("(?:")
		}
		e.emit(n.subs[0])
		b.WriteByte(')')
	case nLook:
		switch {
		case n.behind && n.neg:
			b.WriteString("(?<!")
		case n.behind:
			b.WriteString("(?<=")
		case n.neg:
			b.WriteString("(?!")
		default:
			b.WriteString("(?=")
		}
		e.emit(n.subs[0])
		b.WriteByte(')')
	case nBackref:
		fmt.Fprintf(b, `(?:\%d)`, n.n)
	case nCond:
		fmt.Fprintf(b, "(?(%d)", n.n)
		e.emit(n.subs[0])
		b.WriteByte('|')
		if n.subs[1] != nil {
			e.emit(n.subs[1])
		}
		b.WriteByte(')')
	case nRepeat:
		sub := n.subs[0]
		switch sub.k {
		case nLit, nAny, nCat, nClass, nGroup, nBackref:
			e.emit(sub)
		default:
			b.WriteString("(?:")
			e.emit(sub)
			b.WriteByte(')')
		}
		switch {
		case n.min == 0 && n.max == maxRepeat:
			b.WriteByte('*')
		case n.min == 1 && n.max == maxRepeat:
			b.WriteByte('+')
		case n.min == 0 && n.max == 1:
			b.WriteByte('?')
		case n.min == n.max:
			fmt.Fprintf(b, "{%d}", n.min)
		case n.max == maxRepeat:
			fmt.Fprintf(b, "{%d,}", n.min)
		default:
			fmt.Fprintf(b, "{%d,%d}", n.min, n.max)
		}
		if n.mode != 0 {
			b.WriteByte(n.mode)
		}
	case nAlt:
		for i, s := range n.subs {
			if i > 0 {
				b.WriteByte('|')
			}
			e.emit(s)
		}
	case nSeq:
		for _, s := range n.subs {
			e.emit(s)
		}
	}
}

// engineFlags are the scoped flags the engine applies itself.
const engineFlags = flagIgnoreCase | flagMultiline | flagDotAll

func flagLetters(f int) string {
	s := ""
	if f&flagIgnoreCase != 0 {
		s += "i"
	}
	if f&flagMultiline != 0 {
		s += "m"
	}
	if f&flagDotAll != 0 {
		s += "s"
	}
	return s
}

// catUnit is a category escape outside a class.
func catUnit(cat rune, ascii bool) string {
	if ascii {
		switch cat {
		case 'd':
			return "[" + asciiDigit + "]"
		case 'D':
			return "[^" + asciiDigit + "]"
		case 'w':
			return "[" + asciiWord + "]"
		case 'W':
			return "[^" + asciiWord + "]"
		case 's':
			return "[" + asciiSpace + "]"
		case 'S':
			return "[^" + asciiSpace + "]"
		}
	}
	switch cat {
	case 's':
		return "[" + unicodeSpace + "]"
	case 'S':
		return "[^" + unicodeSpace + "]"
	}
	return `\` + string(cat)
}

// class writes a class. A negated category (\W...) inside a class is
// written as a union of classes: under ASCII it has no engine escape,
// and the engine mistakes [^\W\d].
func (e *emitter) class(n *node) {
	var pos strings.Builder
	var negs []string
	for _, it := range n.items {
		switch {
		case it.cat == 0:
			classChar(&pos, it.lo)
			if it.hi != it.lo {
				pos.WriteByte('-')
				classChar(&pos, it.hi)
			}
		case n.ascii:
			switch it.cat {
			case 'd':
				pos.WriteString(asciiDigit)
			case 'w':
				pos.WriteString(asciiWord)
			case 's':
				pos.WriteString(asciiSpace)
			case 'D':
				negs = append(negs, asciiDigit)
			case 'W':
				negs = append(negs, asciiWord)
			case 'S':
				negs = append(negs, asciiSpace)
			}
		case it.cat == 's':
			pos.WriteString(unicodeSpace)
		case it.cat == 'S':
			negs = append(negs, unicodeSpace)
		case it.cat == 'W':
			negs = append(negs, `\w`)
		case it.cat == 'D':
			negs = append(negs, `\d`)
		default:
			pos.WriteString(`\` + string(it.cat))
		}
	}
	b := &e.b
	if len(negs) == 0 {
		b.WriteByte('[')
		if n.neg {
			b.WriteByte('^')
		}
		b.WriteString(pos.String())
		b.WriteByte(']')
		return
	}
	if !n.neg {
		// items | not neg1 | not neg2...
		b.WriteString("(?:")
		if pos.Len() > 0 {
			b.WriteString("[" + pos.String() + "]|")
		}
		for i, g := range negs {
			if i > 0 {
				b.WriteByte('|')
			}
			b.WriteString("[^" + g + "]")
		}
		b.WriteByte(')')
		return
	}
	// not (items | not neg1...) = not items and neg1 and ...
	b.WriteString("(?:")
	if pos.Len() > 0 {
		b.WriteString("(?![" + pos.String() + "])")
	}
	for _, g := range negs[1:] {
		b.WriteString("(?=[" + g + "])")
	}
	b.WriteString("[" + negs[0] + "])")
}

// lit writes a literal character.
func (e *emitter) lit(r rune) {
	b := &e.b
	switch {
	case r < 0x80 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_'):
		b.WriteRune(r)
	case r < 0x20 || r == 0x7f:
		fmt.Fprintf(b, `\x%02x`, r)
	case r < 0x80:
		b.WriteByte('\\')
		b.WriteRune(r)
	case r >= 0xD800 && r <= 0xDFFF || !unicode.IsPrint(r) && r < 0x10000:
		fmt.Fprintf(b, `\u%04x`, r)
	default:
		b.WriteRune(r)
	}
}

// classChar writes a character of a class.
func classChar(b *strings.Builder, r rune) {
	switch {
	case r < 0x80 && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == ' '):
		b.WriteRune(r)
	case r < 0x20 || r == 0x7f:
		fmt.Fprintf(b, `\x%02x`, r)
	case r < 0x80:
		b.WriteByte('\\')
		b.WriteRune(r)
	case r >= 0xD800 && r <= 0xDFFF || !unicode.IsPrint(r) && r < 0x10000:
		fmt.Fprintf(b, `\u%04x`, r)
	default:
		b.WriteRune(r)
	}
}
