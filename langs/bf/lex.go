package bf

import (
	"io"

	"github.com/alecthomas/participle/v2/lexer"
)

// Token types of the bf lexer. Comment bytes between tokens are skipped
// by the lexer itself, so the parser never sees them.
//
// A Code token is a straight-line stretch of commands together with the
// shallow loops inside it: loops with fewer than codeHeight levels of
// loops inside them. Loops nested to a bounded depth are a regular
// language, which the lexer recognises, so the parser only sees the
// brackets of the loops that nest deeper. Large programs are mostly such
// stretches, and participle's time is per token: hanoi.b is 17.8k tokens
// one per command run, 2.4k with the innermost loops in Code tokens, and
// 0.5k with codeHeight 3.
const (
	tokCode  lexer.TokenType = -(iota + 2) // commands and shallow loops
	tokOpen                                // [ of a deep loop
	tokClose                               // its ]
)

// codeHeight is the height of the shallowest loop that is not part of a
// Code token: a loop's height is 0 when it contains no loop and otherwise
// one more than the highest loop it contains.
const codeHeight = 3

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
	return &lex{src: src, deep: deepLoops(src), pos: lexer.Position{Filename: filename, Line: 1, Column: 1}}, nil
}

// isCommand reports whether c is one of + - < > . , (the brackets aside).
func isCommand(c byte) bool {
	switch c {
	case '+', '-', '<', '>', '.', ',':
		return true
	}
	return false
}

// deepLoops marks the '[' of every loop of height codeHeight or more:
// deep[i] is true when src[i] opens one. Brackets need not balance (an
// unmatched '[' counts as deep; Parse reports it before lexing).
func deepLoops(src []byte) []bool {
	deep := make([]bool, len(src))
	type open struct {
		at     int
		height int // of the highest loop closed inside it so far, plus one
	}
	var stack []open
	for i, c := range src {
		switch c {
		case '[':
			stack = append(stack, open{at: i})
			deep[i] = true // until it closes
		case ']':
			if len(stack) == 0 {
				continue
			}
			o := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			deep[o.at] = o.height >= codeHeight
			if len(stack) > 0 {
				stack[len(stack)-1].height = max(stack[len(stack)-1].height, o.height+1)
			}
		}
	}
	return deep
}

type lex struct {
	src  []byte
	deep []bool // see deepLoops
	pos  lexer.Position
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
		case c == '[' && l.deep[i]:
			l.advanceTo(i + 1)
			return lexer.Token{Type: tokOpen, Value: "[", Pos: start}, nil
		}
		// A Code token: commands, comments and shallow loops, up to a
		// bracket of a deep loop or the end; it ends after its last
		// command or loop.
		end, depth := i, 0 // depth: of the shallow loops open at j
	scan:
		for j := i; j < len(src); j++ {
			switch c := src[j]; {
			case isCommand(c):
				end = j + 1
			case c == '[':
				if depth == 0 && l.deep[j] {
					break scan
				}
				depth++
			case c == ']':
				if depth == 0 {
					break scan
				}
				depth--
				end = j + 1
			}
		}
		l.advanceTo(end)
		return lexer.Token{Type: tokCode, Value: string(src[i:end]), Pos: start}, nil
	}
	l.advanceTo(len(src))
	return lexer.EOFToken(l.pos), nil
}
