package engine

import (
	"bufio"
	"errors"
	"io"
	"os"
	"strings"
	"syscall"
	"unicode/utf8"

	"github.com/microjit/microjit/jitcore/cli"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/lang"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

// stream is an open Prolog stream.
type stream struct {
	id     int
	alias  term.Atom
	input  bool
	r      *bufio.Reader
	w      io.Writer
	flush  func() error
	close  func() error
	reader *syntax.Reader   // read/1's reader, made on first use
	eof    bool             // end of stream was reached (past)
	col    int              // the output's column (format's column stops)
	line   bool             // flushed at each newline (SWI-Prolog's buffer(line): user_output)
	twin   *stream          // user_output's and user_error's: the other, which shares col
	buf    *strings.Builder // a memory stream's text
	prev   *stream          // with_output_to's output before it
	file   string
}

// streams are a machine's open streams and its current input and output.
type streams struct {
	byID      map[int]*stream
	nextID    int
	cur       [2]*stream // current input, current output
	user      [3]*stream // user_input, user_output, user_error
	stdinTerm bool
	captures  int // goals running with their output captured (runCaptured)
	// writeFailed is set once a write raised an I/O error (writeError).
	writeFailed bool
}

func (io_ *streams) init(in io.Reader, out, errw io.Writer) {
	if in == nil {
		in = strings.NewReader("")
	}
	if out == nil {
		out = io.Discard
	}
	if errw == nil {
		errw = io.Discard
	}
	io_.byID = map[int]*stream{}
	o := cli.NewOutput(out)
	e := cli.NewOutput(errw)
	io_.user[0] = io_.add(&stream{alias: term.Intern("user_input"), input: true, r: bufio.NewReader(in)})
	io_.user[1] = io_.add(&stream{alias: term.Intern("user_output"), w: o, flush: o.Flush, line: true})
	io_.user[2] = io_.add(&stream{alias: term.Intern("user_error"), w: e, flush: e.Flush})
	// As in SWI-Prolog, user_output and user_error share their
	// position, so that a message starts on a fresh line of the
	// terminal both write to.
	io_.user[1].twin, io_.user[2].twin = io_.user[2], io_.user[1]
	io_.cur = [2]*stream{io_.user[0], io_.user[1]}
}

func (io_ *streams) add(s *stream) *stream {
	s.id = io_.nextID
	io_.nextID++
	io_.byID[s.id] = s
	return s
}

// flush flushes every output stream: the first that failed, and its
// error.
func (io_ *streams) flush() (failed *stream, first error) {
	for _, s := range io_.byID {
		if s.flush != nil {
			if err := s.flush(); err != nil && first == nil {
				failed, first = s, err
			}
		}
	}
	return failed, first
}

// SetStderr makes w the user_error stream's destination.
func (m *Machine) SetStderr(w io.Writer) {
	e := cli.NewOutput(w)
	m.io.user[2].w, m.io.user[2].flush = e, e.Flush
}

// Flush flushes the machine's output streams at the end of a run. A
// stream that cannot be written is its I/O error (writeError), unless
// the program met one already: a failed write raised it where the
// program wrote, and SWI-Prolog says nothing more at its end.
func (m *Machine) Flush() error {
	st, err := m.io.flush()
	if err == nil || m.io.writeFailed {
		return nil
	}
	return m.writeError(st, err)
}

var (
	atomStream = term.Intern("$stream")
	atomEOF    = term.Intern("end_of_file")
)

// streamTerm is the term of stream st: its alias for the standard
// streams, '$stream'(N) for others.
func streamTerm(st *stream) term.Term {
	if st.id < 3 {
		return st.alias
	}
	return term.New("$stream", term.Int(st.id))
}

// streamArg is the stream the term v names, for input or output.
func (m *Machine) streamArg(v heap.Value, input bool) (*stream, error) {
	v = m.s.Deref(v)
	var st *stream
	switch m.s.kindOf(v) {
	case kindVar:
		return nil, instantiationError()
	case kindAtom:
		name := m.s.AtomOf(v)
		for _, s := range m.io.byID {
			if s.alias == name {
				st = s
			}
		}
		if name.Name() == "user" {
			st = m.io.user[1]
			if input {
				st = m.io.user[0]
			}
		}
	case kindCompound:
		if name, arity := m.nameArity(v); name == atomStream && arity == 1 {
			if id, ok := m.h.AsInt64(m.s.Deref(m.s.arg(v, 0))); ok {
				st = m.io.byID[int(id)]
			}
		}
		if st == nil {
			if name, _ := m.nameArity(v); name != atomStream {
				return nil, m.domainError("stream_or_alias", v)
			}
		}
	default:
		return nil, m.domainError("stream_or_alias", v)
	}
	if st == nil {
		return nil, existenceError("stream", m.s.ToTerm(v, nil))
	}
	if st.input != input {
		what := "output"
		if input {
			what = "input"
		}
		return nil, permissionError(what, "stream", m.s.ToTerm(v, nil))
	}
	return st, nil
}

// out is the current output stream.
func (m *Machine) out() *stream { return m.io.cur[1] }

// write writes text to st, flushing it after a newline when it is
// line buffered; a failed write is the I/O error of st (writeError).
func (m *Machine) write(st *stream, text string) error {
	nl := strings.LastIndexByte(text, '\n')
	_, err := io.WriteString(st.w, text)
	if err == nil && st.line && nl >= 0 {
		err = st.flush()
	}
	if err != nil {
		// as SWI-Prolog's, the column stays where the output could
		// be written to: a message then starts on a line of its own
		return m.writeError(st, err)
	}
	if nl >= 0 {
		st.col = runeCount(text[nl+1:])
	} else {
		st.col += runeCount(text)
	}
	if st.twin != nil {
		st.twin.col = st.col
	}
	return nil
}

// flushStream flushes st (flush_output/0,1); a failure is st's I/O
// error.
func (m *Machine) flushStream(st *stream) error { return m.writeError(st, st.flush()) }

// writeError is SWI-Prolog's error for a write to st that failed with
// err (nil: none): error(io_error(write, St), context(_, Message)), the
// message C's strerror (No space left on device); the builtin that wrote
// fills the context's predicate (withContext).
func (m *Machine) writeError(st *stream, err error) error {
	if err == nil {
		return nil
	}
	m.io.writeFailed = true
	var msg term.Term = term.NewVar("_")
	if errno, ok := errors.AsType[syscall.Errno](err); ok {
		msg = term.Intern(lang.Strerror(errno))
	}
	return &Thrown{Ball: term.New("error", term.New("io_error", term.Intern("write"), streamTerm(st)), term.New("context", term.NewVar("_"), msg))}
}

// formatTerm is v written with opts and the machine's operators.
func (m *Machine) formatTerm(v heap.Value, opts syntax.WriteOptions) string {
	opts.Ops, opts.Dialect = m.Ops, m.Flags.Dialect
	t, tree := m.s.ToTermTree(v)
	opts.Tree = tree
	return syntax.FormatWith(t, opts)
}

// writeTermTo writes v on st with opts and the machine's operators;
// portray calls the user's portray/1 on its subterms (print/1). The text
// written before an error of portray/1 is written, then the error
// returned. A builtin's arguments are to be read from m.args afterwards
// (see runCaptured).
func (m *Machine) writeTermTo(st *stream, v heap.Value, opts syntax.WriteOptions, portray bool) error {
	opts.Ops, opts.Column, opts.Dialect = m.Ops, st.col, m.Flags.Dialect
	if portray {
		opts.Portray = m.portrayHook()
	}
	t, tree := m.s.ToTermTree(v)
	opts.Tree = tree
	text, err := syntax.WriteTerm(t, opts)
	if werr := m.write(st, text); werr != nil {
		return werr
	}
	return err
}

// readChar reads a character from st: its text, or "" at the end.
func (m *Machine) readChar(st *stream, peek bool) (string, error) {
	m.io.user[1].flush()
	r, size, err := st.r.ReadRune()
	if err == io.EOF {
		st.eof = true
		return "", nil
	}
	if err != nil {
		return "", err
	}
	if peek {
		st.r.UnreadRune()
	}
	_ = size
	return string(r), nil
}

// openFile opens path for mode (read, write, append).
func (m *Machine) openFile(path, mode string) (*stream, error) {
	st := &stream{file: path}
	switch mode {
	case "read":
		f, err := os.Open(path)
		if err != nil {
			return nil, err
		}
		st.input, st.r, st.close = true, bufio.NewReader(f), f.Close
	case "write", "append":
		flag := os.O_WRONLY | os.O_CREATE | os.O_TRUNC
		if mode == "append" {
			flag = os.O_WRONLY | os.O_CREATE | os.O_APPEND
		}
		f, err := os.OpenFile(path, flag, 0o644)
		if err != nil {
			return nil, err
		}
		b := bufio.NewWriter(f)
		st.w, st.flush = b, b.Flush
		st.close = func() error {
			if err := b.Flush(); err != nil {
				f.Close()
				return err
			}
			return f.Close()
		}
	}
	return m.io.add(st), nil
}

// memoryStream opens an output stream into memory (format/3's and
// with_output_to/2's sinks).
func (m *Machine) memoryStream() *stream {
	b := &strings.Builder{}
	return m.io.add(&stream{w: b, buf: b, flush: func() error { return nil }})
}

// runeCount is the number of characters of s.
func runeCount(s string) int { return utf8.RuneCountInString(s) }
