package toyvm

import (
	"fmt"

	"github.com/microjit/microjit/jitcore/cli"
)

// The grammar, line by line (a comment runs from ';' or '#' to the end of
// the line):
//
//	File     = (Line? NL)*
//	Line     = Label* (Class | "main" Ident | Instr)?
//	Label    = Ident ":"
//	Class    = "class" Ident "{" NL* (Member NL+)* "}"
//	Member   = "attr" Ident+ | "method" Ident "=" Ident?
//	Instr    = Ident Operand?
//	Operand  = Int | Ident ("/" Int)?
//
// "class" starts a class only before a name and "{", and "main" a main
// declaration only before a name; otherwise they are opcodes (unknown
// ones). A file's last line needs no NL.
//
// The parser is hand-written and reads one statement (a line, or a class
// declaration) at a time into a reused stmt, so a program is never held
// as a syntax tree: Parse checks the statements and counts the
// instructions, and Compile reads them twice more (labels first, then
// the code). participle, which the grammar was first written in, took
// 11 µs a line and 535 bytes of memory per source byte for 375,000 lines
// of NOP (a whole-file parse; one call per line costs 31 µs and 7.5 kB),
// and stopped at 1,000,000 lines (its limit on a repetition); this parser
// takes a third of a microsecond a line and allocates nothing for an
// instruction.

// File is a program whose syntax Parse has checked.
type File struct {
	name   string
	src    []byte
	instrs int // instructions in the program
}

// SyntaxError is a parse error at a source position: FILE:LINE:COL: message.
type SyntaxError = cli.PosError

// Parse checks a program's syntax. Errors are *SyntaxError.
func Parse(file string, src []byte) (*File, error) {
	if err := cli.CheckSourceSize(file, len(src)); err != nil {
		return nil, err
	}
	f := &File{name: file, src: src}
	p := newParser(file, src)
	var st stmt
	for p.next(&st) {
		if st.kind == stmtInstr {
			f.instrs++
		}
	}
	if p.err != nil {
		return nil, p.err
	}
	return f, nil
}

// stmt is one statement: the labels of a line and what follows them.
type stmt struct {
	labels  []word
	kind    stmtKind
	name    word     // the class's name, main's label or the opcode
	arg     argument // an instruction's operand
	members []member // a class's members
}

type stmtKind uint8

const (
	stmtEmpty stmtKind = iota // labels alone, or nothing
	stmtClass
	stmtMain
	stmtInstr
)

// word is an identifier or integer: its text in the source and position.
type word struct {
	text []byte
	pos  Pos
}

// argument is an instruction's operand; kind is tokEOF for none.
type argument struct {
	kind  tokKind // tokInt or tokIdent
	word          // the integer or name
	count []byte  // N of name/N, nil without
}

// member is a class member: attributes, or a method (method.text != nil)
// with its label (label.text == nil when missing).
type member struct {
	pos           Pos
	attrs         []word
	method, label word
}

// tokKind is the kind of a token.
type tokKind uint8

const (
	tokEOF tokKind = iota
	tokNL
	tokInt
	tokIdent
	tokPunct
	tokBad // a byte no token starts with
)

type token struct {
	kind tokKind
	word
}

// parser reads statements. The grammar needs three tokens of lookahead
// (to tell "class C {" from an instruction).
type parser struct {
	file      string
	src       []byte
	off       int      // where the scanner is
	line, col int32    // position of off
	eolSent   bool     // the NL that ends the last line was scanned
	ahead     [4]token // a ring: the token k ahead is ahead[(head+k)%4]
	head      int
	nahead    int
	err       error
}

func newParser(file string, src []byte) *parser {
	return &parser{file: file, src: src, line: 1, col: 1}
}

// scan returns the next token of the source.
func (p *parser) scan() token {
	src := p.src
	for p.off < len(src) {
		c := src[p.off]
		switch {
		case c == ' ' || c == '\t' || c == '\r':
			p.off++
			p.col++
		case c == ';' || c == '#':
			for p.off < len(src) && src[p.off] != '\n' {
				p.off++
				p.col++
			}
		default:
			start, pos := p.off, Pos{p.line, p.col}
			kind := tokPunct
			switch {
			case c == '\n':
				kind = tokNL
				p.off++
				p.line, p.col = p.line+1, 1
				return token{kind, word{src[start:p.off], pos}}
			case isDigit(c) || (c == '-' || c == '+') && p.off+1 < len(src) && isDigit(src[p.off+1]):
				kind = tokInt
				p.off++
				for p.off < len(src) && isDigit(src[p.off]) {
					p.off++
				}
			case isLetter(c):
				kind = tokIdent
				for p.off < len(src) && (isLetter(src[p.off]) || isDigit(src[p.off])) {
					p.off++
				}
			case c == ':' || c == '{' || c == '}' || c == '=' || c == '/':
				p.off++
			default:
				end := start
				for end < len(src) && end-start < 16 && src[end] != '\n' {
					end++
				}
				return token{tokBad, word{src[start:end], pos}}
			}
			p.col += int32(p.off - start)
			return token{kind, word{src[start:p.off], pos}}
		}
	}
	if !p.eolSent { // the last line ends as if the file ended with NL
		p.eolSent = true
		pos := Pos{p.line, p.col}
		p.line, p.col = p.line+1, 1
		return token{tokNL, word{nil, pos}}
	}
	return token{tokEOF, word{nil, Pos{p.line, p.col}}}
}

func isDigit(c byte) bool  { return '0' <= c && c <= '9' }
func isLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || c == '_' }

// peek returns the token k ahead (k < 3).
func (p *parser) peek(k int) *token {
	for p.nahead <= k {
		p.ahead[(p.head+p.nahead)%len(p.ahead)] = p.scan()
		p.nahead++
	}
	return &p.ahead[(p.head+k)%len(p.ahead)]
}

// take returns the next token and moves past it.
func (p *parser) take() token {
	t := *p.peek(0)
	p.head = (p.head + 1) % len(p.ahead)
	p.nahead--
	return t
}

// is reports whether t is the identifier or punctuation s.
func (t *token) is(s string) bool {
	return (t.kind == tokIdent || t.kind == tokPunct) && string(t.text) == s
}

// fail records a syntax error at t, which is not what the grammar
// expected there, and returns false.
func (p *parser) fail(t *token, expected string) bool {
	var msg string
	switch t.kind {
	case tokEOF:
		msg = "unexpected end of file"
	case tokNL:
		msg = "unexpected end of line"
	case tokBad:
		expected = "" // what is there is no token at all
		msg = fmt.Sprintf("invalid input text %q", t.text)
	default:
		msg = fmt.Sprintf("unexpected token %q", t.text)
	}
	if expected != "" {
		msg += " (expected " + expected + ")"
	}
	p.err = &SyntaxError{File: p.file, Line: int(t.pos.Line), Col: int(t.pos.Col), Msg: msg}
	return false
}

// expect moves past the next token when it is of the given kind, or fails.
func (p *parser) expect(kind tokKind, what string) (word, bool) {
	t := p.peek(0)
	if t.kind != kind {
		return word{}, p.fail(t, what)
	}
	p.take()
	return t.word, true
}

// next reads the next statement into st. It returns false at the end of
// the program and on a syntax error, which it leaves in p.err.
func (p *parser) next(st *stmt) bool {
	if p.err != nil {
		return false
	}
	*st = stmt{labels: st.labels[:0]}
	for p.peek(0).kind == tokNL {
		p.take()
	}
	if p.peek(0).kind == tokEOF {
		return false
	}
	for p.peek(0).kind == tokIdent && p.peek(1).is(":") {
		st.labels = append(st.labels, p.take().word)
		p.take()
	}
	t := p.peek(0)
	switch {
	case t.is("class") && p.peek(1).kind == tokIdent && p.peek(2).is("{"):
		if !p.class(st) {
			return false
		}
	case t.is("main") && p.peek(1).kind == tokIdent:
		p.take()
		st.kind, st.name = stmtMain, p.take().word
	case t.kind == tokIdent:
		st.kind, st.name = stmtInstr, p.take().word
		if !p.operand(&st.arg) {
			return false
		}
	}
	if t := p.peek(0); t.kind != tokNL {
		if st.kind == stmtEmpty && len(st.labels) == 0 {
			return p.fail(t, "a label, declaration or instruction")
		}
		return p.fail(t, "end of line")
	}
	return true
}

// operand reads an instruction's operand, if there is one.
func (p *parser) operand(a *argument) bool {
	t := p.peek(0)
	if t.kind != tokInt && t.kind != tokIdent {
		return true
	}
	p.take()
	a.kind, a.word = t.kind, t.word
	if t.kind == tokIdent && p.peek(0).is("/") {
		p.take()
		n, ok := p.expect(tokInt, "an integer after /")
		a.count = n.text
		return ok
	}
	return true
}

// class reads a class declaration, from "class" to "}".
func (p *parser) class(st *stmt) bool {
	p.take() // class
	st.kind, st.name = stmtClass, p.take().word
	p.take() // {
	for p.peek(0).kind == tokNL {
		p.take()
	}
	for !p.peek(0).is("}") {
		var m member
		switch t := p.take(); {
		case t.is("attr"):
			m.pos = t.pos
			for p.peek(0).kind == tokIdent {
				m.attrs = append(m.attrs, p.take().word)
			}
			if len(m.attrs) == 0 {
				return p.fail(p.peek(0), "an attribute name")
			}
		case t.is("method"):
			m.pos = t.pos
			var ok bool
			if m.method, ok = p.expect(tokIdent, "a method name"); !ok {
				return false
			}
			if t := p.peek(0); !t.is("=") {
				return p.fail(t, `"="`)
			}
			p.take()
			if p.peek(0).kind == tokIdent {
				m.label = p.take().word
			}
		default:
			return p.fail(&t, `"attr", "method" or "}"`)
		}
		st.members = append(st.members, m)
		if _, ok := p.expect(tokNL, "end of line"); !ok {
			return false
		}
		for p.peek(0).kind == tokNL {
			p.take()
		}
	}
	p.take() // }
	return true
}
