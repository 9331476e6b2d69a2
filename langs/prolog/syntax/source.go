package syntax

import (
	"bufio"
	"io"
	"unicode/utf8"
)

// eof is what the source returns past the end of its text.
const eof = -1

// Pos is a position in the source text: 1-based line and column
// (counted in characters) and the 0-based character offset.
type Pos struct {
	Line, Col, Offset int
}

// source hands the lexer one character at a time with up to a few
// characters of lookahead, reading no further than it needs: a reader on an
// interactive stream stops at the end of the clause it reads.
type source struct {
	r    io.RuneReader
	buf  []rune // lookahead, buf[0] is the next character
	pos  Pos    // position of buf[0]
	err  error  // first read error other than io.EOF
	done bool   // r is exhausted
}

func newSource(r io.Reader) *source {
	rr, ok := r.(io.RuneReader)
	if !ok {
		rr = bufio.NewReader(r)
	}
	return &source{r: rr, pos: Pos{Line: 1, Col: 1}}
}

// peek returns the character n places ahead (0 is the next one), or eof.
func (s *source) peek(n int) rune {
	for len(s.buf) <= n && !s.done {
		r, size, err := s.r.ReadRune()
		if err != nil {
			if err != io.EOF {
				s.err = err
			}
			s.done = true
			break
		}
		if r == utf8.RuneError && size == 1 {
			r = utf8.RuneError // invalid UTF-8 reads as U+FFFD, an illegal character
		}
		s.buf = append(s.buf, r)
	}
	if n < len(s.buf) {
		return s.buf[n]
	}
	return eof
}

// release gives the one character of lookahead back to the underlying
// reader when it can take it (an io.RuneScanner), so that after a clause
// the character after the end token is still there for get_char/1, as in
// GNU Prolog and SWI-Prolog. It reports whether no lookahead is held.
func (s *source) release() bool {
	if len(s.buf) == 0 {
		return true
	}
	sc, ok := s.r.(io.RuneScanner)
	if !ok || len(s.buf) != 1 || sc.UnreadRune() != nil {
		return false
	}
	s.buf = s.buf[:0]
	s.done = false
	return true
}

// next consumes and returns the next character, or eof.
func (s *source) next() rune {
	r := s.peek(0)
	if r == eof {
		return eof
	}
	s.buf = s.buf[1:]
	s.pos.Offset++
	if r == '\n' {
		s.pos.Line++
		s.pos.Col = 1
	} else {
		s.pos.Col++
	}
	return r
}
