package engine

import (
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/microjit/microjit/langs/prolog/lib"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

var (
	atomDCG  = term.Intern("-->")
	atomInit = term.Intern("initialization")
)

// ConsultFile consults the file path (path.pl when path does not exist).
func (m *Machine) ConsultFile(path string) error {
	f, err := os.Open(path)
	if err != nil && !strings.HasSuffix(path, ".pl") {
		if g, err2 := os.Open(path + ".pl"); err2 == nil {
			f, err, path = g, nil, path+".pl"
		}
	}
	if err != nil {
		return existenceError("source_sink", term.Intern(path))
	}
	defer f.Close()
	return m.Consult(path, f)
}

// Consult reads the clauses of r (named name in messages) into the
// database: directives run as they are read, initialization/1 goals once
// the text is loaded. A syntax error or a directive's uncaught error is
// reported on user_error and loading goes on. It returns a halt/0,1 a
// directive called.
func (m *Machine) Consult(name string, r io.Reader) error {
	saved := m.initGoals
	m.initGoals = nil
	defer func() { m.initGoals = saved }()
	rd := syntax.NewReader(r, m.Ops, m.Flags)
	for {
		rd.Ops, rd.Flags = m.Ops, m.Flags
		res, err := rd.Read()
		if err != nil {
			if se, ok := err.(*syntax.SyntaxError); ok {
				m.warn("%s:%d:%d: syntax error: %s", name, se.Pos.Line, se.Pos.Col, se.Desc)
				continue
			}
			return err
		}
		if res.Term == term.Term(term.EndOfFile) {
			break
		}
		if err := m.consultTerm(name, res); err != nil {
			return err
		}
	}
	for _, g := range m.initGoals {
		if err := m.runDirective(name, 0, g); err != nil {
			return err
		}
	}
	return nil
}

// consultTerm adds or runs one term read from a consulted file.
func (m *Machine) consultTerm(name string, res syntax.Result) error {
	t := res.Term
	if c, ok := t.(*term.Compound); ok && c.Functor == atomNeck && len(c.Args) == 1 {
		d := c.Args[0]
		if dc, ok := d.(*term.Compound); ok && dc.Functor == atomInit && len(dc.Args) >= 1 {
			g := dc.Args[0]
			if len(dc.Args) == 2 && dc.Args[1] == term.Term(term.Intern("main")) {
				g = term.New(",", g, term.Intern("halt"))
			}
			m.initGoals = append(m.initGoals, g)
			return nil
		}
		return m.runDirective(name, res.Pos.Line, d)
	}
	if c, ok := t.(*term.Compound); ok && c.Functor == atomDCG && len(c.Args) == 2 {
		var err error
		if t, err = lib.DCGRule(c); err != nil {
			err = arithError(err)
			m.warn("%s:%d: %s", name, res.Pos.Line, errorText(err))
			return nil
		}
	}
	if err := m.AddClause(t, false, true); err != nil {
		m.warn("%s:%d: %s", name, res.Pos.Line, errorText(err))
	}
	return nil
}

// runDirective runs the directive goal g once; failure and errors are
// warnings, halt is returned.
func (m *Machine) runDirective(name string, line int, g term.Term) error {
	ok, err := m.Once(g)
	where := name
	if line > 0 {
		where = fmt.Sprintf("%s:%d", name, line)
	}
	switch {
	case err != nil:
		if _, thrown := err.(*Thrown); !thrown {
			return err // halt, or output that failed
		}
		m.warn("Warning: %s:\nWarning:    Goal (directive) raised %s: %s", where, syntax.FormatWith(g, syntax.WriteqOpts), errorText(err))
	case !ok:
		m.warn("Warning: %s:\nWarning:    Goal (directive) failed: %s", where, syntax.FormatWith(g, syntax.WriteqOpts))
	}
	return nil
}

// Once runs the goal g (a reader's term) to its first solution and
// ends the query.
func (m *Machine) Once(g term.Term) (bool, error) {
	v, err := m.s.FromTerm(g, nil)
	if err != nil {
		return false, heapError(err)
	}
	ok, err := m.Solve(v)
	m.Stop()
	return ok, err
}

// errorText is an error as the user sees it: a Prolog exception as its
// term.
func errorText(err error) string {
	if t, ok := err.(*Thrown); ok {
		return syntax.FormatWith(t.Ball, syntax.WriteqOpts)
	}
	return err.Error()
}

// warn writes a line on user_error.
func (m *Machine) warn(format string, args ...any) {
	m.io.user[1].flush()
	fmt.Fprintf(m.io.user[2].w, format+"\n", args...)
	m.io.user[2].flush()
}

// Warn writes a line on user_error (for the toplevel).
func (m *Machine) Warn(format string, args ...any) { m.warn(format, args...) }

// ErrorText is an error as the user sees it (a Prolog exception as its
// term).
func ErrorText(err error) string { return errorText(err) }

// ParseGoal reads the text of a goal (-g, -t) with the machine's
// operators.
func (m *Machine) ParseGoal(text string) (term.Term, error) {
	res, err := syntax.NewReader(strings.NewReader(text+" ."), m.Ops, m.Flags).Read()
	if err != nil {
		return nil, err
	}
	if res.Term == term.Term(term.EndOfFile) {
		return nil, fmt.Errorf("empty goal")
	}
	return res.Term, nil
}
