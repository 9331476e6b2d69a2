package syntax

import (
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// maxSpecNesting is how deeply f-string format specs may hold
// replacement fields of their own, as in CPython 3.11.
const maxSpecNesting = 2

// strings parses adjacent string literals into one Constant, or into a
// JoinedStr when any of them is an f-string.
func (p *parser) strings() Expr {
	start := p.tok().Pos
	var lit strings.Builder
	var parts []Expr
	isF, u, isBytes := false, false, false
	for first := true; p.tok().Kind == StringToken; first = false {
		t := p.next()
		prefix, body := splitString(t.Text)
		prefix = strings.ToLower(prefix)
		b := strings.Contains(prefix, "b")
		if first {
			u = prefix == "u"
			isBytes = b
		} else if b != isBytes {
			p.fail(t.End, Pos{}, "cannot mix bytes and nonbytes literals")
		}
		raw := strings.Contains(prefix, "r")
		sl := stringLit{p: p, tok: t, bodyOff: len(prefix) + quoteLen(t.Text[len(prefix):]), raw: raw}
		if b {
			sl.decodeBytes(body, &lit)
			continue
		}
		if strings.Contains(prefix, "f") {
			isF = true
			sl.fstring(body, 0, 0, &lit, &parts)
		} else {
			sl.decode(body, &lit)
		}
	}
	sp := span{start, p.prevEnd()}
	if isBytes {
		return &Constant{span: sp, Kind: ConstBytes, Str: lit.String()}
	}
	if !isF {
		return &Constant{span: sp, Kind: ConstStr, Str: lit.String(), U: u}
	}
	flushLiteral(&lit, &parts, sp)
	return &JoinedStr{span: sp, Values: parts}
}

// flushLiteral moves the pending literal text into parts.
func flushLiteral(lit *strings.Builder, parts *[]Expr, sp span) {
	if lit.Len() > 0 {
		*parts = append(*parts, &Constant{span: sp, Kind: ConstStr, Str: lit.String()})
		lit.Reset()
	}
}

// splitString splits a string token into its prefix and its body
// between the quotes.
func splitString(text string) (prefix, body string) {
	i := strings.IndexAny(text, "'\"")
	prefix, rest := text[:i], text[i:]
	q := quoteLen(rest)
	return prefix, rest[q : len(rest)-q]
}

func quoteLen(quoted string) int {
	if len(quoted) >= 6 && quoted[0] == quoted[1] && quoted[1] == quoted[2] {
		return 3
	}
	return 1
}

// stringLit decodes the body of one string token.
type stringLit struct {
	p       *parser
	tok     Token
	bodyOff int // offset of the body in tok.Text
	raw     bool
}

// fail reports an error in the literal where CPython 3.11 reports
// errors in string contents: just after the token.
func (s *stringLit) fail(format string, args ...any) {
	s.p.fail(s.tok.End, Pos{}, fmt.Sprintf(format, args...))
}

// posAt is the source position of byte off of the body.
func (s *stringLit) posAt(off int) Pos {
	pos := s.tok.Pos
	for _, r := range s.tok.Text[:s.bodyOff+off] {
		if r == '\n' {
			pos.Line++
			pos.Col = 1
		} else {
			pos.Col++
		}
	}
	return pos
}

// decode appends the value of a string body (not an f-string) to out.
func (s *stringLit) decode(body string, out *strings.Builder) {
	if s.raw {
		out.WriteString(body)
		return
	}
	for i := 0; i < len(body); {
		if body[i] != '\\' {
			j := i + 1
			for j < len(body) && body[j] != '\\' {
				j++
			}
			out.WriteString(body[i:j])
			i = j
			continue
		}
		i = s.escape(body, i, out)
	}
}

// decodeBytes appends the bytes of a bytes literal's body to out: ASCII
// characters and the escapes of bytes (\x.., octal, the one-letter
// ones; \u, \U and \N are not escapes there).
func (s *stringLit) decodeBytes(body string, out *strings.Builder) {
	for i := 0; i < len(body); i++ {
		if body[i] >= 0x80 {
			// CPython's caret counts the literal's bytes
			end := s.tok.Pos
			end.Col += len(s.tok.Text)
			s.p.fail(s.tok.Pos, end, "bytes can only contain ASCII literal characters")
		}
	}
	if s.raw {
		out.WriteString(body)
		return
	}
	for i := 0; i < len(body); {
		c := body[i]
		if c != '\\' || i+1 >= len(body) {
			out.WriteByte(c)
			i++
			continue
		}
		e := body[i+1]
		if r, ok := simpleEscapes[e]; ok {
			out.WriteByte(r)
			i += 2
			continue
		}
		switch {
		case e == '\n':
			i += 2
		case '0' <= e && e <= '7':
			j := i + 1
			for j < len(body) && j < i+4 && '0' <= body[j] && body[j] <= '7' {
				j++
			}
			v, _ := strconv.ParseUint(body[i+1:j], 8, 32)
			out.WriteByte(byte(v))
			i = j
		case e == 'x':
			if i+4 > len(body) || !isDigitOf(body[i+2], 16) || !isDigitOf(body[i+3], 16) {
				s.fail("(value error) invalid \\x escape at position %d", i)
			}
			v, _ := strconv.ParseUint(body[i+2:i+4], 16, 8)
			out.WriteByte(byte(v))
			i += 4
		default:
			out.WriteByte('\\')
			i++
		}
	}
}

// simpleEscapes maps the one-letter escapes to their characters.
var simpleEscapes = map[byte]byte{
	'\\': '\\', '\'': '\'', '"': '"', 'a': '\a', 'b': '\b', 'f': '\f',
	'n': '\n', 'r': '\r', 't': '\t', 'v': '\v',
}

// escape decodes the escape sequence whose backslash is body[i] and
// returns the offset after it. Unknown escapes keep their backslash.
func (s *stringLit) escape(body string, i int, out *strings.Builder) int {
	if i+1 >= len(body) {
		out.WriteByte('\\')
		return i + 1
	}
	c := body[i+1]
	if r, ok := simpleEscapes[c]; ok {
		out.WriteByte(r)
		return i + 2
	}
	switch c {
	case '\n':
		return i + 2
	case '0', '1', '2', '3', '4', '5', '6', '7':
		j := i + 1
		for j < len(body) && j < i+4 && '0' <= body[j] && body[j] <= '7' {
			j++
		}
		v, _ := strconv.ParseUint(body[i+1:j], 8, 32)
		writeCodePoint(out, rune(v))
		return j
	case 'x', 'u', 'U':
		digits := map[byte]int{'x': 2, 'u': 4, 'U': 8}[c]
		j := i + 2
		for j < len(body) && j < i+2+digits && isDigitOf(body[j], 16) {
			j++
		}
		if j-i-2 < digits {
			form := map[byte]string{'x': `\xXX`, 'u': `\uXXXX`, 'U': `\UXXXXXXXX`}[c]
			s.fail("(unicode error) 'unicodeescape' codec can't decode bytes in position %d-%d: truncated %s escape",
				i, j-1, form)
		}
		v, _ := strconv.ParseUint(body[i+2:j], 16, 32)
		if v > utf8.MaxRune {
			s.fail("(unicode error) 'unicodeescape' codec can't decode bytes in position %d-%d: illegal Unicode character",
				i, j-1)
		}
		writeCodePoint(out, rune(v))
		return j
	case 'N':
		const malformed = "(unicode error) 'unicodeescape' codec can't decode bytes in position %d-%d: malformed \\N character escape"
		if i+2 >= len(body) || body[i+2] != '{' {
			s.fail(malformed, i, i+1)
		}
		end := strings.IndexByte(body[i+3:], '}')
		if end < 0 {
			s.fail(malformed, i, len(body)-1)
		}
		name := body[i+3 : i+3+end]
		r, ok := UnicodeLookup(name)
		if !ok || name == "" {
			s.fail("(unicode error) 'unicodeescape' codec can't decode bytes in position %d-%d: unknown Unicode character name", i, i+3+end)
		}
		writeCodePoint(out, r)
		return i + 4 + end
	}
	out.WriteByte('\\')
	return i + 1
}

// writeCodePoint appends r as UTF-8, a lone surrogate as its three-byte
// generalized UTF-8 form.
func writeCodePoint(out *strings.Builder, r rune) {
	if 0xD800 <= r && r <= 0xDFFF {
		out.WriteByte(byte(0xE0 | r>>12))
		out.WriteByte(byte(0x80 | (r>>6)&0x3F))
		out.WriteByte(byte(0x80 | r&0x3F))
		return
	}
	out.WriteRune(r)
}

// fstring parses f-string text from body[i:], appending literal text to
// lit and replacement fields to parts. At level 0 it runs to the end of
// the body; inside a format spec (level > 0) it stops at the '}' that
// closes the field and returns that offset.
func (s *stringLit) fstring(body string, i, level int, lit *strings.Builder, parts *[]Expr) int {
	for i < len(body) {
		switch c := body[i]; {
		case c == '{':
			if i+1 < len(body) && body[i+1] == '{' {
				lit.WriteByte('{')
				i += 2
				continue
			}
			i = s.field(body, i+1, level, lit, parts)
		case c == '}':
			if level > 0 {
				return i
			}
			if i+1 < len(body) && body[i+1] == '}' {
				lit.WriteByte('}')
				i += 2
				continue
			}
			s.fail("f-string: single '}' is not allowed")
		case c == '\\' && !s.raw:
			i = s.escape(body, i, lit)
		default:
			lit.WriteByte(c)
			i++
		}
	}
	if level > 0 {
		s.fail("f-string: expecting '}'")
	}
	return i
}

// field parses a replacement field whose '{' is just before body[i] and
// returns the offset after its '}'.
func (s *stringLit) field(body string, i, level int, lit *strings.Builder, parts *[]Expr) int {
	if level >= maxSpecNesting {
		s.fail("f-string: expressions nested too deeply")
	}
	start := i
	end, debug := s.fieldExprEnd(body, i)
	text := body[start:end]
	if strings.TrimSpace(text) == "" {
		s.fail("f-string: empty expression not allowed")
	}
	value := s.fieldExpr(text, s.posAt(start))
	i = end
	if debug {
		i++
		for i < len(body) && (body[i] == ' ' || body[i] == '\t' || body[i] == '\n') {
			i++
		}
		lit.WriteString(body[start:i])
	}
	fv := &FormattedValue{Value: value, Conversion: -1}
	if i < len(body) && body[i] == '!' {
		i++
		if i >= len(body) || !strings.ContainsRune("sra", rune(body[i])) {
			s.fail("f-string: invalid conversion character: expected 's', 'r', or 'a'")
		}
		fv.Conversion = int(body[i])
		i++
	}
	if i < len(body) && body[i] == ':' {
		var specLit strings.Builder
		var specParts []Expr
		specStart := s.posAt(i + 1)
		i = s.fstring(body, i+1, level+1, &specLit, &specParts)
		sp := span{specStart, s.posAt(i)}
		flushLiteral(&specLit, &specParts, sp)
		fv.Spec = &JoinedStr{span: sp, Values: specParts}
	}
	if i >= len(body) || body[i] != '}' {
		s.fail("f-string: expecting '}'")
	}
	if debug && fv.Conversion == -1 && fv.Spec == nil {
		fv.Conversion = 'r'
	}
	fv.span = span{s.posAt(start - 1), s.posAt(i + 1)}
	flushLiteral(lit, parts, fv.span)
	*parts = append(*parts, fv)
	return i + 1
}

// fieldExprEnd finds where a replacement field's expression ends: at
// the '!', ':', '}' or debugging '=' outside brackets and strings.
func (s *stringLit) fieldExprEnd(body string, i int) (end int, debug bool) {
	depth := 0
	var quote byte
	for ; i < len(body); i++ {
		c := body[i]
		next := byte(0)
		if i+1 < len(body) {
			next = body[i+1]
		}
		switch {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '\\':
			s.fail("f-string expression part cannot include a backslash")
		case c == '#':
			s.fail("f-string expression part cannot include '#'")
		case c == '\'' || c == '"':
			quote = c
		case c == '(' || c == '[' || c == '{':
			depth++
		case c == ')' || c == ']' || c == '}':
			if depth == 0 {
				if c == '}' {
					return i, false
				}
				s.fail("f-string: unmatched '%c'", c)
			}
			depth--
		case depth > 0:
		case c == '!' && next == '=':
			i++
		case c == '!' || c == ':':
			return i, false
		case c == '=' && next == '=':
			i++
		case c == '<' || c == '>':
			if next == '=' {
				i++
			}
		case c == '=':
			return i, true
		}
	}
	if quote != 0 {
		s.fail("f-string: unterminated string")
	}
	s.fail("f-string: expecting '}'")
	return 0, false
}

// fieldExpr parses the expression of a replacement field found at pos:
// as CPython does, as if it stood in parentheses.
func (s *stringLit) fieldExpr(text string, pos Pos) Expr {
	toks, err := lexPiece(s.p.src, text, pos)
	if err != nil {
		s.p.failErr(err)
	}
	sub := &parser{src: s.p.src, toks: toks, depth: s.p.depth, inLoop: s.p.inLoop, inFunc: s.p.inFunc}
	var e Expr
	if perr := sub.run(func() {
		e = sub.starExpressionsOrYield()
		if sub.tok().Kind != EOFToken {
			sub.failGeneric()
		}
	}); perr != nil {
		s.p.failErr(perr)
	}
	return e
}
