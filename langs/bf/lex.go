package bf

import (
	"io"

	"github.com/alecthomas/participle/v2/lexer"
)

// Token types of the bf lexer. Comment bytes between tokens are skipped
// by the lexer itself, so the parser never sees them.
//
// A Code token is a straight-line stretch of commands together with the
// innermost loops inside it: loops that contain no loop are a regular
// language, which the lexer recognises, so the parser only sees the
// brackets of loops that nest. Large programs are mostly such stretches;
// hanoi.b, for one, is 2.4k tokens this way instead of 17.8k, and
// participle's time is per token.
const (
	tokCode  lexer.TokenType = -(iota + 2) // commands and innermost loops
	tokOpen                                // [ of a loop that contains a loop
	tokClose                               // its ]
)

// lexDef is a hand-written participle lexer.
type lexDef struct{}

func (lexDef) Symbols() map[string]lexer.TokenType {
	return map[string]lexer.TokenType{"EOF": lexer.EOF, "Code": tokCode, "Open": tokOpen, "Close": tokClose}
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

// isCommand reports whether c is one of + - < > . , (the brackets aside).
func isCommand(c byte) bool {
	switch c {
	case '+', '-', '<', '>', '.', ',':
		return true
	}
	return false
}

// leafEnd is the index just after the ']' closing the loop opened at
// src[i] when that loop contains no loop, or -1.
func leafEnd(src []byte, i int) int {
	for j := i + 1; j < len(src); j++ {
		switch src[j] {
		case '[':
			return -1
		case ']':
			return j + 1
		}
	}
	return -1
}

type lex struct {
	src []byte
	pos lexer.Position
}

// advanceTo moves the position to byte offset end.
func (l *lex) advanceTo(end int) {
	l.pos = positionAt(l.src, l.pos, end)
}

// positionAt is the position of byte offset end of src, counted from p.
func positionAt(src []byte, p lexer.Position, end int) lexer.Position {
	for _, c := range src[p.Offset:end] {
		if c == '\n' {
			p.Line++
			p.Column = 1
		} else {
			p.Column++
		}
	}
	p.Offset = end
	return p
}

func (l *lex) Next() (lexer.Token, error) {
	src := l.src
	for i := l.pos.Offset; i < len(src); i++ {
		c := src[i]
		if !isCommand(c) && c != '[' && c != ']' {
			continue // a comment byte
		}
		l.advanceTo(i)
		start := l.pos
		switch {
		case c == ']':
			l.advanceTo(i + 1)
			return lexer.Token{Type: tokClose, Value: "]", Pos: start}, nil
		case c == '[' && leafEnd(src, i) < 0:
			l.advanceTo(i + 1)
			return lexer.Token{Type: tokOpen, Value: "[", Pos: start}, nil
		}
		// A Code token: commands, comments and innermost loops, up to a
		// bracket of a nesting loop or the end; it ends after its last
		// command or loop.
		end := i
	scan:
		for j := i; j < len(src); {
			switch c := src[j]; {
			case isCommand(c):
				j++
				end = j
			case c == '[':
				k := leafEnd(src, j)
				if k < 0 {
					break scan
				}
				j, end = k, k
			case c == ']':
				break scan
			default:
				j++
			}
		}
		l.advanceTo(end)
		return lexer.Token{Type: tokCode, Value: string(src[i:end]), Pos: start}, nil
	}
	l.advanceTo(len(src))
	return lexer.EOFToken(l.pos), nil
}
