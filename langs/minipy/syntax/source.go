package syntax

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// source is a program's text with its line table, shared by the lexer,
// the parser and the symbol table for error reports.
type source struct {
	file       string
	text       string
	lineStarts []int // byte offset of each line's first byte
}

// newSource prepares src for lexing: a UTF-8 byte order mark is dropped
// and line ends are normalized to "\n", as CPython's reader does. Text
// that is not UTF-8 or holds a NUL byte is an error.
func newSource(file string, src []byte) (*source, error) {
	text := strings.TrimPrefix(string(src), "\uFEFF")
	if !utf8.ValidString(text) {
		line := 1
		for i := 0; i < len(text); {
			r, n := utf8.DecodeRuneInString(text[i:])
			if r == utf8.RuneError && n <= 1 {
				return nil, &SyntaxError{Type: SyntaxErrorType, File: file, Line: line, noLocation: true,
					Msg: fmt.Sprintf("Non-UTF-8 code starting with '\\x%02x' in file %s on line %d, "+
						"but no encoding declared; see https://peps.python.org/pep-0263/ for details",
						text[i], file, line)}
			}
			if r == '\n' {
				line++
			}
			i += n
		}
	}
	text = strings.ReplaceAll(text, "\r\n", "\n")
	text = strings.ReplaceAll(text, "\r", "\n")
	s := &source{file: file, text: text, lineStarts: []int{0}}
	for i := 0; i < len(text); i++ {
		if text[i] == '\n' {
			s.lineStarts = append(s.lineStarts, i+1)
		}
	}
	if i := strings.IndexByte(text, 0); i >= 0 {
		return nil, s.errAt(SyntaxErrorType, s.posOf(i), Pos{}, "source code cannot contain null bytes")
	}
	return s, nil
}

// line returns the text of line n (1-based) without its newline.
func (s *source) line(n int) string {
	if n < 1 || n > len(s.lineStarts) {
		return ""
	}
	start := s.lineStarts[n-1]
	end := len(s.text)
	if n < len(s.lineStarts) {
		end = s.lineStarts[n] - 1
	}
	return s.text[start:end]
}

// posOf returns the position of byte offset off.
func (s *source) posOf(off int) Pos {
	lo, hi := 0, len(s.lineStarts)
	for hi-lo > 1 {
		mid := (lo + hi) / 2
		if s.lineStarts[mid] <= off {
			lo = mid
		} else {
			hi = mid
		}
	}
	return Pos{Line: lo + 1, Col: utf8.RuneCountInString(s.text[s.lineStarts[lo]:off]) + 1}
}

// errAt makes an error of class typ at p. When end is after p, the
// caret line spans p to end (to the end of the line when end is on a
// later one), as CPython's end_offset does.
func (s *source) errAt(typ string, p, end Pos, msg string) *SyntaxError {
	e := &SyntaxError{Type: typ, File: s.file, Msg: msg, Line: p.Line, Col: p.Col, Text: s.line(p.Line)}
	switch {
	case end.Line == p.Line && end.Col > p.Col:
		e.EndCol = end.Col
	case end.Line > p.Line:
		// A span over several lines is shown to the end of its first.
		e.EndCol = utf8.RuneCountInString(e.Text) + 1
	}
	return e
}
