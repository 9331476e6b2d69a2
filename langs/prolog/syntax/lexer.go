package syntax

import (
	"math"
	"math/big"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/microjit/microjit/langs/prolog/term"
)

// tokenKind is the kind of a token (ISO 6.4).
type tokenKind uint8

const (
	tEOF       tokenKind = iota // end of the text
	tName                       // an atom's name: letter-digit, graphic, quoted or solo
	tVar                        // a variable
	tNumber                     // an integer or float; token.val holds it
	tString                     // a double-quoted string
	tBackQuote                  // a back-quoted string
	tPunct                      // ( ) [ ] { } , |
	tEnd                        // the end token: . followed by layout, % or the end
)

// token is one token with its position and whether layout preceded it
// (which tells the functional notation f(...) from f (...)).
type token struct {
	kind   tokenKind
	text   string    // tName, tVar, tString, tBackQuote: the text; tPunct: the character
	quoted bool      // tName: written in quotes
	atom   term.Atom // tName: the atom named
	val    term.Term // tNumber
	layout bool      // layout (or a comment) came before the token
	pos    Pos
}

// lexer splits the text into tokens.
type lexer struct {
	src *source
	buf []byte // the text of the token being read
	// swi reads SWI-Prolog's tokens too (Dialect SWI): quoted text over
	// several lines, more escapes, digit groups, 1e10 and 1.0Inf.
	swi bool
}

// add appends a character to the token's text.
func (l *lexer) add(r rune) { l.buf = utf8.AppendRune(l.buf, r) }

func (l *lexer) errAt(pos Pos, desc string) *SyntaxError {
	return &SyntaxError{Desc: desc, Pos: pos}
}

// skipLayout skips layout and comments and reports whether there were any.
func (l *lexer) skipLayout() (bool, *SyntaxError) {
	s := l.src
	seen := false
	for {
		r := s.peek(0)
		switch {
		case isLayout(r):
			s.next()
		case r == '%':
			for r := s.peek(0); r != '\n' && r != eof; r = s.peek(0) {
				s.next()
			}
		case r == '/' && s.peek(1) == '*':
			start := s.pos
			s.next()
			s.next()
			for {
				r := s.next()
				if r == eof {
					return true, l.errAt(start, errEndOfFileComment)
				}
				if r == '*' && s.peek(0) == '/' {
					s.next()
					break
				}
			}
		default:
			return seen, nil
		}
		seen = true
	}
}

// next returns the next token. After an error the lexer can go on: it
// resumes after the offending character.
func (l *lexer) next() (token, *SyntaxError) {
	layout, err := l.skipLayout()
	s := l.src
	tok := token{layout: layout, pos: s.pos}
	if err != nil {
		return tok, err
	}
	r := s.peek(0)
	switch {
	case r == eof:
		tok.kind = tEOF
	case isDigit(r):
		return l.number(tok)
	case r == '_' || isVarStart(r):
		tok.kind, tok.text = tVar, l.alnum()
	case isLower(r):
		tok.kind, tok.text = tName, l.alnum()
	case r == '\'' || r == '"' || r == '`':
		s.next()
		text, err := l.quoted(r)
		if err != nil {
			return tok, err
		}
		tok.text = text
		switch r {
		case '\'':
			tok.kind, tok.quoted = tName, true
		case '"':
			tok.kind = tString
		default:
			tok.kind = tBackQuote
		}
	case strings.ContainsRune("()[]{},|", r):
		s.next()
		tok.kind, tok.text = tPunct, string(r)
	case isSolo(r):
		s.next()
		tok.kind, tok.text = tName, string(r)
	case r == '.' && (isLayout(s.peek(1)) || s.peek(1) == '%' || s.peek(1) == eof):
		s.next()
		tok.kind = tEnd
	case isGraphic(r):
		l.buf = l.buf[:0]
		for isGraphic(s.peek(0)) {
			l.add(s.next())
		}
		tok.kind, tok.text = tName, string(l.buf)
	default:
		s.next()
		return tok, l.errAt(tok.pos, errIllegalCharacter)
	}
	if tok.kind == tName {
		tok.atom = term.Intern(tok.text)
	}
	return tok, nil
}

// alnum reads a letter-digit sequence.
func (l *lexer) alnum() string {
	l.buf = l.buf[:0]
	for isAlnum(l.src.peek(0)) {
		l.add(l.src.next())
	}
	return string(l.buf)
}

// quoted reads the rest of a quoted token whose opening quote q was
// consumed: doubled quotes stand for one, escapes are ISO's (6.4.2.1). A
// tab is accepted, as SWI-Prolog does (ISO and GNU Prolog refuse it). After
// a bad escape it reads on to the closing quote, so that the reader's
// recovery starts after the token; a newline ends the token in error,
// except in SWI-Prolog's dialect, where it is part of the text.
func (l *lexer) quoted(q rune) (string, *SyntaxError) {
	s := l.src
	s.raw = true // no character conversion inside quotes
	defer func() { s.raw = false }()
	l.buf = l.buf[:0]
	var bad *SyntaxError
	for {
		pos := s.pos
		r := s.next()
		switch {
		case r == eof:
			err := l.errAt(pos, errEndOfFileQuoted)
			if l.swi {
				err.Quote = q
			}
			return "", err
		case r == q:
			if s.peek(0) != q {
				return string(l.buf), bad
			}
			s.next()
			l.add(q)
		case r == '\n' && l.swi:
			l.add(r)
		case r == '\n':
			return "", l.errAt(pos, errNewlineInQuoted)
		case r == '\\':
			if s.peek(0) == '\n' { // continuation: the backslash and newline vanish
				s.next()
				continue
			}
			c, err := l.escape(pos)
			if err != nil && bad == nil {
				bad = err
			}
			l.add(c)
		case r < ' ' && r != '\t' || r == utf8.RuneError:
			if bad == nil {
				bad = l.errAt(pos, errIllegalCharacter)
			}
		default:
			l.add(r)
		}
	}
}

// escapes maps the single-character escapes to what they stand for.
var escapes = map[rune]rune{
	'a': '\a', 'b': '\b', 'f': '\f', 'n': '\n', 'r': '\r', 't': '\t', 'v': '\v',
	'\\': '\\', '\'': '\'', '"': '"', '`': '`',
}

// swiEscapes are the single-character escapes SWI-Prolog adds: \s is a
// space, \e the escape character.
var swiEscapes = map[rune]rune{'s': ' ', 'e': '\x1b'}

// unicodeEscapes are SWI-Prolog's \uXXXX and \UXXXXXXXX: the number of
// hexadecimal digits each takes (no closing backslash).
var unicodeEscapes = map[rune]int{'u': 4, 'U': 8}

// maxCode is the largest character code.
const maxCode = utf8.MaxRune

// escape reads an escape sequence after its backslash (at pos). A bad
// numeric escape is read to its closing backslash all the same, so that
// the quoted token goes on after it.
func (l *lexer) escape(pos Pos) (rune, *SyntaxError) {
	s := l.src
	r := s.next()
	if c, ok := escapes[r]; ok {
		return c, nil
	}
	if l.swi {
		if c, ok := swiEscapes[r]; ok {
			return c, nil
		}
		if n, ok := unicodeEscapes[r]; ok {
			return l.unicodeEscape(pos, n)
		}
	}
	base, code, digits := 8, 0, 0
	switch {
	case r == 'x':
		base = 16
	case '0' <= r && r <= '7':
		code, digits = int(r-'0'), 1
	default:
		if s.peek(0) == '\\' {
			s.next()
		}
		return 0, l.errAt(pos, errUndefinedEscape)
	}
	for d := hexVal(s.peek(0)); d >= 0 && d < base; d = hexVal(s.peek(0)) {
		s.next()
		digits++
		code = min(code*base+d, maxCode+1)
	}
	closed := s.peek(0) == '\\'
	if closed {
		s.next()
	}
	if digits == 0 || !closed || !utf8.ValidRune(rune(code)) {
		return 0, l.errAt(pos, errUndefinedEscape)
	}
	return rune(code), nil
}

// unicodeEscape reads the n hexadecimal digits of a \u or \U escape.
func (l *lexer) unicodeEscape(pos Pos, n int) (rune, *SyntaxError) {
	code := 0
	for range n {
		d := hexVal(l.src.peek(0))
		if d < 0 {
			return 0, l.errAt(pos, errUndefinedEscape)
		}
		l.src.next()
		code = code*16 + d
	}
	if !utf8.ValidRune(rune(code)) {
		return 0, l.errAt(pos, errUndefinedEscape)
	}
	return rune(code), nil
}

// digits reads a sequence of digits in base into the token's text. In
// SWI-Prolog's dialect digit groups may be separated by an underscore
// and optional layout (1_000_000), or in a base up to 10 by one space
// (1 000 000): it reports whether they were (a grouped integer has no
// fraction), or the error of an underscore that no digit follows.
func (l *lexer) digits(base int) (grouped bool, err *SyntaxError) {
	s := l.src
	isDigitOf := func(r rune) bool { d := hexVal(r); return d >= 0 && d < base }
	for {
		for isDigitOf(s.peek(0)) {
			l.add(s.next())
		}
		switch {
		case !l.swi:
			return false, nil
		case s.peek(0) == '_' && (isDigitOf(s.peek(1)) || isLayout(s.peek(1))):
			pos := s.pos
			s.next()
			for isLayout(s.peek(0)) {
				s.next()
			}
			if !isDigitOf(s.peek(0)) {
				return true, l.errAt(pos, errIllegalNumber)
			}
		case s.peek(0) == ' ' && base <= 10 && isDigitOf(s.peek(1)):
			s.next()
		default:
			return grouped, nil
		}
		grouped = true
	}
}

// number reads an integer or float token (ISO 6.4.4, 6.4.5).
func (l *lexer) number(tok token) (token, *SyntaxError) {
	s := l.src
	tok.kind = tNumber
	if s.peek(0) == '0' {
		switch p := s.peek(1); {
		case p == '\'':
			return l.charCode(tok)
		case p == 'x' || p == 'o' || p == 'b':
			base := map[rune]int{'x': 16, 'o': 8, 'b': 2}[p]
			if d := hexVal(s.peek(2)); d >= 0 && d < base {
				s.next()
				s.next()
				l.buf = l.buf[:0]
				if _, err := l.digits(base); err != nil {
					return tok, err
				}
				tok.val = parseInt(string(l.buf), base)
				return tok, nil
			}
		}
	}
	l.buf = l.buf[:0]
	grouped, err := l.digits(10)
	if err != nil {
		return tok, err
	}
	// A fraction needs a digit after the dot (1.e5 and 1. are not floats);
	// SWI-Prolog also reads 1e10 as a float.
	fraction := s.peek(0) == '.' && isDigit(s.peek(1))
	if grouped || !fraction && !(l.swi && l.exponentAhead()) {
		tok.val = parseInt(string(l.buf), 10)
		return tok, nil
	}
	if fraction {
		l.add(s.next())
		for isDigit(s.peek(0)) {
			l.add(s.next())
		}
		if l.swi && l.infAhead() {
			return l.special(tok)
		}
	}
	if e := s.peek(0); e == 'e' || e == 'E' {
		sign := s.peek(1)
		if isDigit(sign) || (sign == '+' || sign == '-') && isDigit(s.peek(2)) {
			l.add(s.next())
			if !isDigit(sign) {
				l.add(s.next())
			}
			for isDigit(s.peek(0)) {
				l.add(s.next())
			}
		}
	}
	f, perr := strconv.ParseFloat(string(l.buf), 64)
	if perr != nil { // out of range: ISO has no infinite literals
		return tok, l.errAt(tok.pos, errIllegalNumber)
	}
	tok.val = term.Float(f)
	return tok, nil
}

// exponentAhead reports whether an exponent (e5, E+5, e-5) follows.
func (l *lexer) exponentAhead() bool {
	s := l.src
	e, sign := s.peek(0), s.peek(1)
	return (e == 'e' || e == 'E') && (isDigit(sign) || (sign == '+' || sign == '-') && isDigit(s.peek(2)))
}

// infAhead reports whether SWI-Prolog's Inf or NaN follows a float's
// digits (1.0Inf, 1.5NaN).
func (l *lexer) infAhead() bool {
	s := l.src
	a, b, c := s.peek(0), s.peek(1), s.peek(2)
	return a == 'I' && b == 'n' && c == 'f' || a == 'N' && b == 'a' && c == 'N'
}

// special reads the Inf or NaN after a float's digits: 1.0Inf is
// infinity, 1.5NaN (any digits) not a number.
func (l *lexer) special(tok token) (token, *SyntaxError) {
	s := l.src
	inf := s.peek(0) == 'I'
	for range 3 {
		s.next()
	}
	if inf {
		tok.val = term.Float(math.Inf(1))
	} else {
		tok.val = term.Float(math.NaN())
	}
	return tok, nil
}

// charCode reads 0'c: the code of one (possibly escaped) character. A
// quote is written doubled (0”'); 0” alone is also taken as 39, as
// SWI-Prolog does.
func (l *lexer) charCode(tok token) (token, *SyntaxError) {
	s := l.src
	s.next()
	s.next()
	pos := s.pos
	r := s.next()
	switch {
	case r == '\\':
		if s.peek(0) == '\n' {
			return tok, l.errAt(pos, errUndefinedEscape)
		}
		c, err := l.escape(pos)
		if err != nil {
			return tok, err
		}
		r = c
	case r == '\'':
		if s.peek(0) == '\'' {
			s.next()
		}
	case r == eof || r == '\n' || r < ' ' && r != '\t' || r == utf8.RuneError:
		return tok, l.errAt(pos, errIllegalNumber)
	}
	tok.val = term.Int(r)
	return tok, nil
}

// parseInt converts a non-empty string of digits in base to an integer term.
func parseInt(digits string, base int) term.Term {
	if v, err := strconv.ParseInt(digits, base, 64); err == nil {
		return term.Int(v)
	}
	v, _ := new(big.Int).SetString(digits, base)
	return term.MakeBig(v)
}
