package engine

import (
	"io"
	"os"
	"strings"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

// readutilBuiltins are SWI-Prolog's library(readutil) and the stream
// half of its string library, as swipl 9.0.4 behaves:
//
//	read_line_to_string(S, Line)      a line without "\n" or "\r\n"; end_of_file after the last
//	read_line_to_codes(S, Codes)      the same as codes
//	read_line_to_codes(S, Codes, T)   the line with its newline, ending in T (at the end: T = [])
//	read_stream_to_codes(S, Codes[, T])
//	read_string(S, Length, String)    Length characters, or all that is left
//	read_string(S, Seps, Pad, Sep, String)
//	                                  up to a character of Seps (Sep its code, -1 at the end),
//	                                  the characters of Pad stripped from both ends
//	read_file_to_string(File, String, Options), read_file_to_codes/3
//
//	read_file_to_terms(File, Terms, Options)
func readutilBuiltins(t builtinTable) {
	readLine := func(text func(string) term.Term) builtin {
		return func(m *Machine, a []heap.Value) (bool, error) {
			st, err := m.streamArg(a[0], true)
			if err != nil {
				return false, err
			}
			line, ok, err := m.readLine(st)
			if err != nil || !ok {
				return err == nil && m.unifyAtomArg(1, atomEOF), err
			}
			return m.unifyTerm(1, text(chomp(line)))
		}
	}
	t.add("read_line_to_string", 2, readLine(func(s string) term.Term { return term.String(s) }))
	t.add("read_line_to_codes", 2, readLine(func(s string) term.Term { return textTerm(s, true) }))
	t.add("read_line_to_codes", 3, func(m *Machine, a []heap.Value) (bool, error) {
		st, err := m.streamArg(a[0], true)
		if err != nil {
			return false, err
		}
		line, _, err := m.readLine(st)
		if err != nil {
			return false, err
		}
		return m.unifyDiff(line, !strings.HasSuffix(line, "\n"))
	})
	streamCodes := func(m *Machine, a []heap.Value) (bool, error) {
		st, err := m.streamArg(a[0], true)
		if err != nil {
			return false, err
		}
		text, err := m.readAll(st)
		if err != nil {
			return false, err
		}
		if len(a) == 2 {
			return m.unifyTerm(1, textTerm(text, true))
		}
		return m.unifyDiff(text, false)
	}
	t.add("read_stream_to_codes", 2, streamCodes)
	t.add("read_stream_to_codes", 3, streamCodes)
	t.add("read_string", 3, func(m *Machine, a []heap.Value) (bool, error) {
		st, err := m.streamArg(a[0], true)
		if err != nil {
			return false, err
		}
		var text string
		if n := m.s.Deref(a[1]); m.s.kindOf(n) == kindVar {
			text, err = m.readAll(st)
		} else {
			var k int64
			if k, err = m.intArg(n); err == nil {
				text, err = m.readN(st, k)
			}
		}
		if err != nil {
			return false, err
		}
		if ok, err := m.unifyTerm(2, term.String(text)); !ok || err != nil {
			return ok, err
		}
		return m.unifyInt(a[1], int64(runeCount(text)))
	})
	t.add("read_string", 5, func(m *Machine, a []heap.Value) (bool, error) {
		st, err := m.streamArg(a[0], true)
		if err != nil {
			return false, err
		}
		seps, err := m.Text(a[1], "text")
		if err != nil {
			return false, err
		}
		pad, err := m.Text(a[2], "text")
		if err != nil {
			return false, err
		}
		var b strings.Builder
		sep := int64(-1)
		for {
			c, err := m.readChar(st, false)
			if err != nil {
				return false, err
			}
			if c == "" {
				break
			}
			if strings.Contains(seps, c) {
				sep = int64([]rune(c)[0])
				break
			}
			b.WriteString(c)
		}
		if ok, err := m.unifyInt(a[3], sep); !ok || err != nil {
			return ok, err
		}
		return m.unifyTerm(4, term.String(strings.Trim(b.String(), pad)))
	})
	fileText := func(codes bool) builtin {
		return func(m *Machine, a []heap.Value) (bool, error) {
			f, err := m.openSource(a[0])
			if err != nil {
				return false, err
			}
			data, err := io.ReadAll(f)
			f.Close()
			if err != nil {
				return false, err
			}
			if codes {
				return m.unifyTerm(1, textTerm(string(data), true))
			}
			return m.unifyTerm(1, term.String(data))
		}
	}
	t.add("read_file_to_string", 3, fileText(false))
	t.add("read_file_to_codes", 3, fileText(true))
	t.add("read_file_to_terms", 3, func(m *Machine, a []heap.Value) (bool, error) {
		f, err := m.openSource(a[0])
		if err != nil {
			return false, err
		}
		defer f.Close()
		rd := syntax.NewReader(skipBOM(f), m.Ops, m.Flags)
		var terms []term.Term
		for {
			res, err := rd.Read()
			if se, ok := err.(*syntax.SyntaxError); ok {
				return false, &Thrown{Ball: se.Term(m.s.ToTerm(a[0], nil))}
			} else if err != nil {
				return false, err
			}
			if res.Term == term.Term(term.EndOfFile) {
				return m.unifyTerm(1, term.List(terms, term.Nil))
			}
			terms = append(terms, res.Term)
		}
	})
}

// readLine reads up to and including the next "\n" of st; ok is false
// at the end of the stream with nothing read.
func (m *Machine) readLine(st *stream) (line string, ok bool, err error) {
	var b strings.Builder
	for {
		c, err := m.readChar(st, false)
		if err != nil {
			return "", false, err
		}
		if c == "" {
			return b.String(), b.Len() > 0, nil
		}
		b.WriteString(c)
		if c == "\n" {
			return b.String(), true, nil
		}
	}
}

// readAll reads what is left of st.
func (m *Machine) readAll(st *stream) (string, error) {
	m.io.user[1].flush()
	data, err := io.ReadAll(st.r)
	st.eof = true
	return string(data), err
}

// readN reads up to n characters of st.
func (m *Machine) readN(st *stream, n int64) (string, error) {
	var b strings.Builder
	for ; n > 0; n-- {
		c, err := m.readChar(st, false)
		if err != nil || c == "" {
			return b.String(), err
		}
		b.WriteString(c)
	}
	return b.String(), nil
}

// chomp is line without its "\n" or "\r\n".
func chomp(line string) string {
	line = strings.TrimSuffix(line, "\n")
	return strings.TrimSuffix(line, "\r")
}

// unifyDiff unifies arguments 1 and 2 of the builtin with the codes of
// text as a difference list; closed, the tail is also [] (the end of
// the stream was reached).
func (m *Machine) unifyDiff(text string, closed bool) (bool, error) {
	list, tail, err := m.textDiff(text, true, !closed)
	if err != nil || !m.s.Unify(m.args[1], list) {
		return false, err
	}
	return m.s.Unify(m.args[2], tail), nil
}

// textDiff builds the codes (or chars) of text as a list ending in a
// fresh variable when open, else in []: the list and its tail. They are
// valid until the next allocation.
func (m *Machine) textDiff(text string, codes, open bool) (list, tail heap.Value, err error) {
	t := term.Term(term.Nil)
	if open {
		t = term.NewVar("")
	}
	v, err := m.s.FromTerm(term.New("-", textList(text, codes, t), t), nil)
	if err != nil {
		return 0, 0, heapError(err)
	}
	v = m.s.Deref(v)
	return m.s.arg(v, 0), m.s.arg(v, 1), nil
}

// openSource opens the file argument v names (any text), found as
// consult finds it; a missing file is existence_error(source_sink, v).
func (m *Machine) openSource(v heap.Value) (*os.File, error) {
	name, err := m.Text(v, "source_sink")
	if err != nil {
		return nil, err
	}
	f, err := os.Open(m.sourcePath(name))
	if err != nil {
		return nil, existenceError("source_sink", m.s.ToTerm(v, nil))
	}
	return f, nil
}

// unifyAtomArg unifies argument i of the builtin with the atom a.
func (m *Machine) unifyAtomArg(i int, a term.Atom) bool {
	ok, _ := m.unifyTerm(i, a)
	return ok
}
