package bf

import (
	"io"

	"github.com/alecthomas/participle/v2/lexer"
)

// Token types of the bf lexer. Comment runs are skipped by the lexer
// itself, so the parser never sees them.
const (
	tokAdd     lexer.TokenType = -(iota + 2) // a run of + and -
	tokMove                                  // a run of < and >
	tokIO                                    // . or ,
	tokBracket                               // [ or ]
)

// lexDef is a hand-written participle lexer: a regexp lexer spends most of
// a large program's start-up matching one character at a time.
type lexDef struct{}

func (lexDef) Symbols() map[string]lexer.TokenType {
	return map[string]lexer.TokenType{
		"EOF": lexer.EOF, "Add": tokAdd, "Move": tokMove, "IO": tokIO, "Bracket": tokBracket,
	}
}

func (lexDef) Lex(filename string, r io.Reader) (lexer.Lexer, error) {
	src, err := io.ReadAll(r)
	if err != nil {
		return nil, err
	}
	return lexDef{}.LexBytes(filename, src)
}

// LexBytes lets participle skip the io.Reader copy.
func (lexDef) LexBytes(filename string, src []byte) (lexer.Lexer, error) {
	return &lex{src: src, pos: lexer.Position{Filename: filename, Line: 1, Column: 1}}, nil
}

type lex struct {
	src []byte
	pos lexer.Position
}

func (l *lex) advance(n int) {
	for _, c := range l.src[l.pos.Offset : l.pos.Offset+n] {
		if c == '\n' {
			l.pos.Line++
			l.pos.Column = 1
		} else {
			l.pos.Column++
		}
	}
	l.pos.Offset += n
}

func (l *lex) Next() (lexer.Token, error) {
	for l.pos.Offset < len(l.src) {
		start := l.pos
		c := l.src[start.Offset]
		var typ lexer.TokenType
		n := 1
		switch c {
		case '+', '-':
			typ = tokAdd
			for start.Offset+n < len(l.src) && (l.src[start.Offset+n] == '+' || l.src[start.Offset+n] == '-') {
				n++
			}
		case '<', '>':
			typ = tokMove
			for start.Offset+n < len(l.src) && (l.src[start.Offset+n] == '<' || l.src[start.Offset+n] == '>') {
				n++
			}
		case '.', ',':
			typ = tokIO
		case '[', ']':
			typ = tokBracket
		default:
			l.advance(1) // a comment byte
			continue
		}
		l.advance(n)
		return lexer.Token{Type: typ, Value: string(l.src[start.Offset : start.Offset+n]), Pos: start}, nil
	}
	return lexer.EOFToken(l.pos), nil
}
