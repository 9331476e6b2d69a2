package syntax

import (
	"bufio"
	"io"
)

// eof is what the source returns past the end of its text.
const eof = -1

// Pos is a position in the source text: 1-based line and column
// (counted in characters) and the 0-based character offset.
type Pos struct {
	Line, Col, Offset int
}

// maxLookahead is how many characters the lexer looks ahead at most
// (1.0e+5: after the 0, the e, the + and the 5).
const maxLookahead = 3

// source hands the lexer one character at a time with up to maxLookahead
// characters of lookahead, reading no further than it needs: a reader on an
// interactive stream stops at the end of the clause it reads.
type source struct {
	r     io.RuneReader
	ahead [maxLookahead]rune // ahead[:n] are read and not yet consumed
	n     int
	pos   Pos   // position of ahead[0]
	err   error // first read error other than io.EOF
	done  bool  // r is exhausted
	// conv replaces characters as they are handed out (the character
	// conversion table, nil when the char_conversion flag is off),
	// unless raw is set (inside a quoted token).
	conv map[rune]rune
	raw  bool
}

func newSource(r io.Reader) *source {
	rr, ok := r.(io.RuneReader)
	if !ok {
		rr = bufio.NewReader(r)
	}
	return &source{r: rr, pos: Pos{Line: 1, Col: 1}}
}

// peek returns the character n places ahead (0 is the next one, n is less
// than maxLookahead), or eof.
func (s *source) peek(n int) rune {
	for s.n <= n && !s.done {
		r, _, err := s.r.ReadRune()
		if err != nil {
			if err != io.EOF {
				s.err = err
			}
			s.done = true
			break
		}
		// Invalid UTF-8 reads as U+FFFD, which the lexer refuses.
		s.ahead[s.n] = r
		s.n++
	}
	if n < s.n {
		return s.convert(s.ahead[n])
	}
	return eof
}

// convert is r after the character conversion in force.
func (s *source) convert(r rune) rune {
	if s.conv != nil && !s.raw {
		if c, ok := s.conv[r]; ok {
			return c
		}
	}
	return r
}

// release gives the one character of lookahead back to the underlying
// reader when it can take it (an io.RuneScanner), so that after a clause
// the character after the end token is still there for get_char/1, as in
// GNU Prolog and SWI-Prolog.
func (s *source) release() {
	if sc, ok := s.r.(io.RuneScanner); ok && s.n == 1 && sc.UnreadRune() == nil {
		s.n = 0
		s.done = false
	}
}

// next consumes and returns the next character, or eof.
func (s *source) next() rune {
	r := s.peek(0)
	if r == eof {
		return eof
	}
	raw := s.ahead[0] // lines are those of the text as it is
	copy(s.ahead[:], s.ahead[1:s.n])
	s.n--
	s.pos.Offset++
	if raw == '\n' {
		s.pos.Line++
		s.pos.Col = 1
	} else {
		s.pos.Col++
	}
	return r
}
