package syntax

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"
)

// tabSize is how far apart CPython's tab stops are.
const tabSize = 8

// CPython's tokenizer limits: brackets open at once, and indentation
// levels.
const (
	maxBrackets = 200
	maxIndent   = 100
)

// bracket is an open bracket waiting for its closing partner.
type bracket struct {
	ch  byte
	pos Pos
}

// lexer turns source text into tokens, all at once. The main lexer
// produces INDENT, DEDENT and NEWLINE tokens; a lexer for the
// expression inside an f-string replacement field starts inside an
// implicit bracket, so it produces neither.
type lexer struct {
	src  *source
	text string // what is lexed: the source, or a piece of it
	i    int    // next byte of text

	// Position bookkeeping: text[0] is at base; line is the line of
	// byte i; lineStart is the offset in text of that line's first byte
	// (0 on base's line, whose first column is base.Col).
	base      Pos
	line      int
	lineStart int
	colLine   int // the line of colOff, 0 before the first position
	colOff    int // a byte offset on line colLine whose column is colAt
	colAt     int

	tokens []Token
	// indents and altIndents are CPython's two indentation stacks: the
	// column with tabs to multiples of tabSize, and with tabs as one
	// column. They must agree on every comparison, else TabError.
	indents, altIndents []int
	brackets            []bracket
	lineHasTokens       bool // the current logical line has a token

	err *SyntaxError // the first error; lexing stops there
}

// bytesPerToken is a low estimate of the source bytes per token, to
// size the token slice once: growing it by doubling allocated most of
// what parsing a large program did.
const bytesPerToken = 4

// lex lexes a whole program.
func lex(src *source) ([]Token, *SyntaxError) {
	lx := &lexer{src: src, text: src.text, base: Pos{1, 1}, line: 1,
		indents: []int{0}, altIndents: []int{0},
		tokens: make([]Token, 0, len(src.text)/bytesPerToken+16)}
	lx.run(true)
	return lx.tokens, lx.err
}

// lexPiece lexes text found at base in src as if it were inside
// brackets: an f-string replacement field's expression.
func lexPiece(src *source, text string, base Pos) ([]Token, *SyntaxError) {
	lx := &lexer{src: src, text: text, base: base, line: base.Line,
		brackets: []bracket{{ch: '(', pos: base}}}
	lx.run(false)
	return lx.tokens, lx.err
}

// pos returns the position of byte offset off, which must be on the
// current line at or after the last offset asked about.
func (lx *lexer) pos(off int) Pos {
	if lx.colLine != lx.line || off < lx.colOff {
		lx.colLine, lx.colOff, lx.colAt = lx.line, lx.lineStart, 1
		if lx.lineStart == 0 {
			lx.colAt = lx.base.Col
		}
	}
	lx.colAt += utf8.RuneCountInString(lx.text[lx.colOff:off])
	lx.colOff = off
	return Pos{Line: lx.line, Col: lx.colAt}
}

// newline records that the byte at offset off is a line end.
func (lx *lexer) newline(off int) {
	lx.line++
	lx.lineStart = off + 1
}

func (lx *lexer) fail(typ string, p, end Pos, msg string) {
	if lx.err == nil {
		lx.err = lx.src.errAt(typ, p, end, msg)
	}
}

func (lx *lexer) failf(p Pos, format string, args ...any) {
	lx.fail(SyntaxErrorType, p, Pos{}, fmt.Sprintf(format, args...))
}

func (lx *lexer) emit(k Kind, start, end int) {
	p := lx.pos(start)
	lx.tokens = append(lx.tokens, Token{Kind: k, Text: lx.text[start:end], Pos: p, End: lx.pos(end), Depth: len(lx.brackets)})
	lx.lineHasTokens = true
}

// emitAt adds a token with no text of its own (NEWLINE at the end of
// input, INDENT, DEDENT, EOFToken) at p.
func (lx *lexer) emitAt(k Kind, p Pos) {
	lx.tokens = append(lx.tokens, Token{Kind: k, Pos: p, End: p})
}

// run lexes until the end of text or the first error. Statements means
// the main lexer, with indentation and NEWLINE tokens.
func (lx *lexer) run(statements bool) {
	atLineStart := statements
	for lx.err == nil {
		if atLineStart && len(lx.brackets) == 0 {
			atLineStart = false
			if !lx.indentation() {
				continue
			}
			if lx.err != nil {
				break // no token after a bad indentation
			}
		}
		lx.skipBlanks()
		if lx.i >= len(lx.text) {
			break
		}
		c := lx.text[lx.i]
		switch {
		case c == '#':
			for lx.i < len(lx.text) && lx.text[lx.i] != '\n' {
				lx.i++
			}
		case c == '\n':
			if statements && len(lx.brackets) == 0 && lx.lineHasTokens {
				lx.emit(NewlineToken, lx.i, lx.i+1)
				lx.lineHasTokens = false
			}
			lx.newline(lx.i)
			lx.i++
			atLineStart = statements && len(lx.brackets) == 0
		case c == '\\':
			lx.continuation()
		case isDigit(c) || c == '.' && lx.i+1 < len(lx.text) && isDigit(lx.text[lx.i+1]):
			lx.number()
		case c == '"' || c == '\'':
			lx.str(lx.i)
		case c < utf8.RuneSelf && (isIdentStart(rune(c))) || c >= utf8.RuneSelf:
			lx.nameOrString()
		default:
			lx.operator()
		}
	}
	if lx.err == nil {
		lx.finish(statements)
	}
}

// finish ends the token stream: a NEWLINE for an unterminated last
// line, the DEDENTs still open, then EOF.
func (lx *lexer) finish(statements bool) {
	end := lx.pos(len(lx.text))
	if statements && len(lx.brackets) > 0 {
		b := lx.brackets[len(lx.brackets)-1]
		// CPython 3.11 gives this error's column in bytes, not characters.
		line := lx.src.line(b.pos.Line)
		byteCol := len(string([]rune(line)[:b.pos.Col-1])) + 1
		lx.fail(SyntaxErrorType, Pos{Line: b.pos.Line, Col: byteCol}, Pos{}, fmt.Sprintf("'%c' was never closed", b.ch))
		lx.err.atEnd = true
		return
	}
	if statements {
		if lx.lineHasTokens {
			lx.emitAt(NewlineToken, end)
		}
		for len(lx.indents) > 1 {
			lx.indents = lx.indents[:len(lx.indents)-1]
			lx.emitAt(DedentToken, end)
		}
	}
	lx.emitAt(EOFToken, end)
}

func (lx *lexer) skipBlanks() {
	for lx.i < len(lx.text) {
		switch lx.text[lx.i] {
		case ' ', '\t', '\f':
			lx.i++
		default:
			return
		}
	}
}

// continuation handles a backslash outside a string: it must end the
// line, which then joins the next.
func (lx *lexer) continuation() {
	if lx.i+1 < len(lx.text) && lx.text[lx.i+1] == '\n' {
		lx.newline(lx.i + 1)
		lx.i += 2
		if lx.i >= len(lx.text) {
			lx.failf(lx.pos(lx.i), "unexpected EOF while parsing")
		}
		return
	}
	lx.failf(lx.pos(lx.i+1), "unexpected character after line continuation character")
}

// indentation measures the indentation of a new line and emits INDENT
// or DEDENTs. It returns false, having consumed the line, for a line
// that is blank or holds only a comment.
func (lx *lexer) indentation() bool {
	col, alt := 0, 0
	for ; lx.i < len(lx.text); lx.i++ {
		switch lx.text[lx.i] {
		case ' ':
			col++
			alt++
			continue
		case '\t':
			col = (col/tabSize + 1) * tabSize
			alt++
			continue
		case '\f':
			col, alt = 0, 0
			continue
		}
		break
	}
	if lx.i >= len(lx.text) || lx.text[lx.i] == '#' || lx.text[lx.i] == '\n' {
		return lx.i < len(lx.text)
	}
	p := lx.pos(lx.i)
	top := len(lx.indents) - 1
	inconsistent := func() {
		lx.fail(TabErrorType, Pos{Line: p.Line}, Pos{}, "inconsistent use of tabs and spaces in indentation")
	}
	switch {
	case col == lx.indents[top]:
		if alt != lx.altIndents[top] {
			inconsistent()
		}
	case col > lx.indents[top]:
		if alt <= lx.altIndents[top] {
			inconsistent()
			return true
		}
		if len(lx.indents) >= maxIndent {
			// (CPython prints this one without a caret)
			lx.fail(IndentationErrorType, Pos{Line: p.Line}, Pos{}, "too many levels of indentation")
			return true
		}
		lx.indents = append(lx.indents, col)
		lx.altIndents = append(lx.altIndents, alt)
		lx.emitAt(IndentToken, p)
	default:
		for top > 0 && col < lx.indents[top] {
			top--
			lx.emitAt(DedentToken, p)
		}
		lx.indents, lx.altIndents = lx.indents[:top+1], lx.altIndents[:top+1]
		if col != lx.indents[top] {
			text := lx.src.line(p.Line)
			lx.fail(IndentationErrorType, Pos{Line: p.Line, Col: utf8.RuneCountInString(text) + 1}, Pos{},
				"unindent does not match any outer indentation level")
		} else if alt != lx.altIndents[top] {
			inconsistent()
		}
	}
	return true
}

func isDigit(c byte) bool { return '0' <= c && c <= '9' }

func isIdentStart(r rune) bool {
	return r == '_' || 'a' <= r && r <= 'z' || 'A' <= r && r <= 'Z' ||
		r >= utf8.RuneSelf && (unicode.IsLetter(r) || unicode.Is(unicode.Nl, r))
}

func isIdentContinue(r rune) bool {
	return isIdentStart(r) || '0' <= r && r <= '9' ||
		r >= utf8.RuneSelf && (unicode.In(r, unicode.Mn, unicode.Mc, unicode.Nd, unicode.Pc))
}

// stringPrefixes are the prefixes a string literal may have, lowercased.
var stringPrefixes = map[string]bool{
	"r": true, "u": true, "f": true, "rf": true, "fr": true,
	"b": true, "br": true, "rb": true,
}

func (lx *lexer) nameOrString() {
	start := lx.i
	r, n := utf8.DecodeRuneInString(lx.text[lx.i:])
	if !isIdentStart(r) {
		p := lx.pos(lx.i)
		switch {
		case !unicode.IsPrint(r):
			lx.failf(p, "invalid non-printable character U+%04X", r)
		default:
			lx.failf(p, "invalid character '%c' (U+%04X)", r, r)
		}
		return
	}
	lx.i += n
	for lx.i < len(lx.text) {
		r, n := utf8.DecodeRuneInString(lx.text[lx.i:])
		if !isIdentContinue(r) {
			break
		}
		lx.i += n
	}
	if lx.i < len(lx.text) && (lx.text[lx.i] == '"' || lx.text[lx.i] == '\'') {
		if _, ok := stringPrefixes[strings.ToLower(lx.text[start:lx.i])]; ok {
			lx.str(start)
			return
		}
	}
	lx.emit(NameToken, start, lx.i)
}

// str lexes a string literal whose prefix starts at start and whose
// quote is at lx.i. The token's text is the literal as written; the
// parser decodes it.
func (lx *lexer) str(start int) {
	q := lx.text[lx.i]
	triple := strings.HasPrefix(lx.text[lx.i:], strings.Repeat(string(q), 3))
	startLine, startLineStart := lx.line, lx.lineStart
	startPos := lx.pos(start)
	if triple {
		lx.i += 3
	} else {
		lx.i++
	}
	for {
		if lx.i >= len(lx.text) {
			lx.unterminated(startLine, startLineStart, startPos, triple)
			return
		}
		c := lx.text[lx.i]
		switch {
		case c == '\\':
			lx.i++
			if lx.i < len(lx.text) && lx.text[lx.i] == '\n' {
				lx.newline(lx.i)
			}
			if lx.i < len(lx.text) {
				lx.i++
			}
		case c == '\n':
			if !triple {
				lx.unterminated(startLine, startLineStart, startPos, triple)
				return
			}
			lx.newline(lx.i)
			lx.i++
		case c == q && (!triple || strings.HasPrefix(lx.text[lx.i:], strings.Repeat(string(q), 3))):
			if triple {
				lx.i += 3
			} else {
				lx.i++
			}
			lx.tokens = append(lx.tokens, Token{Kind: StringToken, Text: lx.text[start:lx.i], Pos: startPos,
				End: lx.pos(lx.i), Depth: len(lx.brackets)})
			lx.lineHasTokens = true
			return
		default:
			lx.i++
		}
	}
}

func (lx *lexer) unterminated(startLine, startLineStart int, p Pos, triple bool) {
	detected := lx.line
	if triple && lx.i >= len(lx.text) && strings.HasSuffix(lx.text, "\n") {
		detected--
	}
	lx.line, lx.lineStart = startLine, startLineStart
	kind := "string literal"
	if triple {
		kind = "triple-quoted string literal"
	}
	lx.failf(p, "unterminated %s (detected at line %d)", kind, detected)
}

// closers maps each closing bracket to its opening one.
var closers = map[byte]byte{')': '(', ']': '[', '}': '{'}

func (lx *lexer) operator() {
	rest := lx.text[lx.i:]
	for _, op := range operators {
		if !strings.HasPrefix(rest, op) {
			continue
		}
		p := lx.pos(lx.i)
		switch c := op[0]; c {
		case '(', '[', '{':
			if len(lx.brackets) >= maxBrackets {
				lx.failf(p, "too many nested parentheses")
				return
			}
			lx.brackets = append(lx.brackets, bracket{ch: c, pos: p})
		case ')', ']', '}':
			if len(lx.brackets) == 0 {
				lx.failf(p, "unmatched '%c'", c)
				return
			}
			open := lx.brackets[len(lx.brackets)-1]
			if open.ch != closers[c] {
				where := ""
				if open.pos.Line != p.Line {
					where = fmt.Sprintf(" on line %d", open.pos.Line)
				}
				lx.failf(p, "closing parenthesis '%c' does not match opening parenthesis '%c'%s", c, open.ch, where)
				return
			}
			lx.brackets = lx.brackets[:len(lx.brackets)-1]
		}
		lx.emit(OpToken, lx.i, lx.i+len(op))
		lx.i += len(op)
		return
	}
	// '$', '?', '`' or a lone '!': CPython's tokenizer makes an error
	// token of it and the parser reports invalid syntax there.
	lx.failf(lx.pos(lx.i), "invalid syntax")
}
