package engine

import (
	"bufio"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/lib"
	"github.com/microjit/microjit/langs/prolog/message"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

var (
	atomDCG       = term.Intern("-->")
	atomInit      = term.Intern("initialization")
	atomInclude   = term.Intern("include")
	atomQueryNeck = term.Intern("?-")
)

// ConsultFile consults the file path (path.pl when path does not exist).
// A relative path is looked for first in the directory of the file being
// consulted, as SWI-Prolog does, then in the working directory.
func (m *Machine) ConsultFile(path string) error {
	f, err := os.Open(m.sourcePath(path))
	if err != nil {
		return existenceError("source_sink", term.Intern(path))
	}
	defer f.Close()
	return m.Consult(f.Name(), f)
}

// sourcePath is the file a consult of path reads: path or path.pl,
// relative to the directory of the file being consulted when it is
// there, else as given.
func (m *Machine) sourcePath(path string) string {
	candidates := []string{path}
	if m.loadDir != "" && !filepath.IsAbs(path) {
		candidates = []string{filepath.Join(m.loadDir, path), path}
	}
	for _, p := range candidates {
		for _, c := range []string{p, p + ".pl"} {
			if st, err := os.Stat(c); err == nil && !st.IsDir() {
				return c
			}
		}
	}
	return path
}

// utf8BOM is the byte order mark a UTF-8 text may begin with.
const utf8BOM = "\xef\xbb\xbf"

// skipBOM is r without the UTF-8 byte order mark it begins with, if
// any: SWI-Prolog (and CPython) skip it in a source file.
func skipBOM(r io.Reader) io.Reader {
	br := bufio.NewReader(r)
	if b, err := br.Peek(len(utf8BOM)); err == nil && string(b) == utf8BOM {
		br.Discard(len(utf8BOM))
	}
	return br
}

// Consult reads the clauses of r (named name in messages) into the
// database: directives run as they are read, initialization/1 goals once
// the text is loaded. A syntax error or a directive's uncaught error is
// reported on user_error and loading goes on. It returns a halt/0,1 a
// directive called.
func (m *Machine) Consult(name string, r io.Reader) error {
	saved, savedModule, savedDir, savedFile, savedSrc := m.initGoals, m.sourceModule, m.loadDir, m.loadFile, m.src
	// The file is loading until its initialization goals have run.
	m.initGoals, m.sourceModule, m.loadDir, m.loadFile = nil, "", filepath.Dir(name), sourceName(name)
	if m.definedAt == nil {
		m.definedAt, m.consulted = map[predKey]definedAt{}, map[string]bool{}
	}
	m.src = &sourceState{file: sourceName(name), reload: m.consulted[sourceName(name)], first: map[predKey]string{}}
	m.consulted[sourceName(name)] = true
	defer func() {
		m.initGoals, m.sourceModule, m.loadDir, m.loadFile, m.src = saved, savedModule, savedDir, savedFile, savedSrc
	}()
	if err := m.consultText(name, r); err != nil {
		return err
	}
	for _, g := range m.initGoals {
		if err := m.runInit(name, g); err != nil {
			return err
		}
	}
	return nil
}

// consultText reads the clauses of r (named name in messages) into the
// database, running its directives: the text of a consulted file, or of
// one it includes.
func (m *Machine) consultText(name string, r io.Reader) error {
	savedFile, savedLine := m.loadFile, m.loadLine
	m.loadFile = sourceName(name)
	defer func() { m.loadFile, m.loadLine = savedFile, savedLine }()
	rd := syntax.NewReader(skipBOM(r), m.Ops, m.Flags)
	for {
		rd.Ops, rd.Flags = m.Ops, m.Flags
		res, err := rd.Read()
		if err != nil {
			if se, ok := err.(*syntax.SyntaxError); ok {
				line, col := m.syntaxErrorAt(se)
				m.warnText(message.Text("error", []string{fmt.Sprintf("%s:%d:%d: Syntax error: %s",
					sourceName(name), line, col, message.SyntaxText(se.DescTerm(), m.messageWriter))}))
				continue
			}
			return err
		}
		if res.Term == term.Term(term.EndOfFile) {
			return nil
		}
		m.loadLine = res.Pos.Line
		ts, err := m.expand(res.Term)
		if err != nil {
			if _, thrown := err.(*Thrown); !thrown {
				return err
			}
			m.clauseMessage(name, res.Pos.Line, err)
			continue
		}
		m.singletonWarning(name, res)
		m.repeatedWarning(name, res)
		for _, t := range ts {
			res.Term = t
			if err := m.consultTerm(name, res); err != nil {
				return err
			}
		}
	}
}

// syntaxErrorAt is the line and column a consulted file's syntax error
// is reported at: where it is (columns from 1); in the SWI dialect as
// SWI-Prolog 9 prints it, the column from 0, and for text that ends
// inside quotes or a comment, where the clause starts (from 1).
func (m *Machine) syntaxErrorAt(se *syntax.SyntaxError) (line, col int) {
	switch {
	case !m.swi():
		return se.Pos.Line, se.Pos.Col - 1
	case se.Desc == "end_of_file_in_quoted" || se.Desc == "end_of_file_in_block_comment":
		return se.Start.Line, se.Start.Col
	}
	return se.Pos.Line, se.Pos.Col - 1
}

// repeatedWarning warns, in the SWI dialect and as SWI-Prolog 9 does, of
// the variables of a clause named as singletons (_X) that appear more
// than once. A directive is not warned of.
func (m *Machine) repeatedWarning(name string, res syntax.Result) {
	if !m.swi() || len(res.Repeated) == 0 {
		return
	}
	if c, ok := res.Term.(*term.Compound); ok && c.Functor == atomNeck && len(c.Args) == 1 {
		return
	}
	lines := []string{sourceName(name) + ":" + itoa(res.Pos.Line) + ":"}
	for _, v := range res.Repeated {
		lines = append(lines, "   Singleton-marked variable appears more than once: "+v.Name)
	}
	m.warnText(message.Text("warning", lines))
}

// consultTerm adds or runs one term read from a consulted file.
func (m *Machine) consultTerm(name string, res syntax.Result) error {
	t := m.moduleHooks(res.Term)
	// ?- G in a file is a directive, as :- G (SWI-Prolog, DEC-10).
	if c, ok := t.(*term.Compound); ok && (c.Functor == atomNeck || c.Functor == atomQueryNeck) && len(c.Args) == 1 {
		d := c.Args[0]
		dc, _ := d.(*term.Compound)
		switch {
		case dc != nil && dc.Functor == atomInit && len(dc.Args) <= 2:
			main := len(dc.Args) == 2 && dc.Args[1] == term.Term(term.Intern("main"))
			m.initGoals = append(m.initGoals, initGoal{dc.Args[0], res.Pos.Line, main})
			return nil
		case dc != nil && dc.Functor == atomInclude && len(dc.Args) == 1:
			return m.include(name, res.Pos.Line, dc.Args[0])
		}
		return m.runDirective(name, res.Pos.Line, d)
	}
	if _, ok := term.IsCons(t); ok && m.swi() {
		// [File, ...] in a file loads the files, as SWI-Prolog does.
		return m.runDirective(name, res.Pos.Line, t)
	}
	if c, ok := t.(*term.Compound); ok && c.Functor == atomDCG && len(c.Args) == 2 {
		var err error
		if t, err = lib.DCGRule(c); err != nil {
			m.clauseMessage(name, res.Pos.Line, arithError(err))
			return nil
		}
	}
	m.discontiguousWarning(name, res.Pos.Line, t)
	if err := m.AddClause(t, false, true); err != nil {
		m.clauseMessage(name, res.Pos.Line, err)
	}
	return nil
}

// include is the directive include(File) of the file name at line: the
// clauses and directives of File are read as if they stood in its place
// (ISO 7.4.2.7); its initialization goals run with the including file's.
// File is found as ConsultFile finds it; an error is reported as a
// directive's is, and loading goes on.
func (m *Machine) include(name string, line int, spec term.Term) error {
	file, ok := libraryName(spec) // an atom, or a path dir/file
	switch x := spec.(type) {
	case term.String:
		file, ok = string(x), true
	case *term.Var:
		m.directiveMessage(name, line, term.New("include", spec), instantiationError())
		return nil
	}
	if !ok {
		m.directiveMessage(name, line, term.New("include", spec), isoError(term.New("type_error", term.Intern("atom"), spec)))
		return nil
	}
	f, err := os.Open(m.sourcePath(file))
	if err != nil {
		m.directiveMessage(name, line, term.New("include", spec), existenceError("source_sink", spec))
		return nil
	}
	defer f.Close()
	savedDir := m.loadDir
	m.loadDir = filepath.Dir(f.Name())
	defer func() { m.loadDir = savedDir }()
	return m.consultText(f.Name(), skipBOM(f))
}

// clauseMessage reports the error of a clause of file name at line that
// could not be added.
func (m *Machine) clauseMessage(name string, line int, err error) {
	lines := m.MessageLines(err)
	for i := range lines {
		lines[i] = "   " + lines[i]
	}
	m.warnText(message.Text("error", append([]string{sourceName(name) + ":" + itoa(line) + ":"}, lines...)))
}

// initGoal is an initialization/1,2 directive: its goal runs once the
// file is loaded; with main (initialization(G, main)), the process then
// ends: with status 0, or 1 when G failed, 2 when it raised an error.
type initGoal struct {
	goal term.Term
	line int
	main bool
}

// runInit runs an initialization goal of the file name and reports how
// it failed, as SWI-Prolog does.
func (m *Machine) runInit(name string, g initGoal) error {
	ok, err := m.Once(g.goal)
	if err != nil {
		if _, thrown := err.(*Thrown); !thrown {
			return err // halt, or output that failed
		}
	}
	where := sourceName(name) + ":" + itoa(g.line) + ":"
	if g.main {
		goal := m.messageWriter(term.New(":", term.Intern("user"), g.goal), true)
		switch {
		case err != nil:
			lines := m.MessageLines(err)
			lines[0] = where + " " + goal + " " + lines[0]
			m.warnText(message.Text("error", lines))
			return &Halt{Code: 2}
		case !ok:
			m.warnText(message.Text("error", []string{where + " " + goal + ": false"}))
			return &Halt{Code: 1}
		}
		return &Halt{}
	}
	switch {
	case err != nil:
		m.warnText(message.Text("error", append([]string{where + " Initialization goal raised exception:"}, m.MessageLines(err)...)))
	case !ok:
		m.warnText(message.Text("warning", []string{where + " Initialization goal failed"}))
	}
	return nil
}

var atomTermExpansion = term.Intern("term_expansion")

// expand is the clauses a term read by consult stands for: the user's
// term_expansion/2 when it defines one and it succeeds (its result, a
// clause or a list of them), its lambdas compiled when library(yall) is
// loaded (lib.CompileLambdas), then each library expansion
// (AddExpansion) in turn.
func (m *Machine) expand(t term.Term) ([]term.Term, error) {
	ts := []term.Term{t}
	if p := m.preds[predKey{atomTermExpansion, 2}]; p != nil && p.defined {
		x := term.NewVar("X")
		out, ok, err := m.OnceBinding(term.New(atomTermExpansion.Name(), t, x), x)
		if err != nil {
			return nil, err
		}
		if ok {
			ts = termList(out)
		}
	}
	if e := m.libs["yall"]; e != nil && e.loaded {
		var compiled []term.Term
		for _, t := range ts {
			compiled = append(compiled, lib.CompileLambdas(t, m.auxName, m.metaKnown)...)
		}
		ts = compiled
	}
	for _, x := range m.expansions {
		var next []term.Term
		for _, t := range ts {
			r, err := x(m, t)
			if err != nil {
				return nil, err
			}
			next = append(next, r...)
		}
		ts = next
	}
	return ts, nil
}

// metaKnown reports whether the meta-predicate name/arity is known when
// a clause is compiled (lib.CompileLambdas): call/N, a program's own
// predicate or one of a library that is loaded.
func (m *Machine) metaKnown(name string, arity int) bool {
	if name == "call" {
		return true
	}
	k := predKey{term.Intern(name), arity}
	if e := m.autoload[k]; e != nil && e.loaded {
		return true
	}
	p := m.preds[k]
	return p != nil && p.defined && !p.library
}

// auxName is the name of a new predicate of the compiled lambdas
// (lib.CompileLambdas).
func (m *Machine) auxName() term.Atom {
	m.auxNames++
	return term.Intern("__aux_yall_" + itoa(m.auxNames))
}

// termList is the items of the proper list t, or t alone.
func termList(t term.Term) []term.Term {
	var items []term.Term
	for l := t; l != term.Term(term.Nil); {
		c, ok := term.IsCons(l)
		if !ok {
			return []term.Term{t}
		}
		items = append(items, c.Args[0])
		l = c.Args[1]
	}
	return items
}

// OnceBinding runs the goal g (a reader's term) to its first solution
// and returns what its variable v is bound to then (a reader's term).
func (m *Machine) OnceBinding(g term.Term, v *term.Var) (term.Term, bool, error) {
	vars := map[*term.Var]heap.Value{}
	gv, err := m.s.FromTerm(term.New("-", g, v), vars)
	if err != nil {
		return nil, false, heapError(err)
	}
	kept := []heap.Value{gv}
	roots := m.h.AddRootWords(kept)
	defer m.h.RemoveRoots(roots)
	ok, err := m.Solve(m.s.arg(gv, 0))
	var out term.Term
	if ok && err == nil {
		out = m.s.ToTerm(m.s.arg(kept[0], 1), nil)
	}
	m.Stop()
	return out, ok, err
}

// runDirective runs the directive goal g once; failure and errors are
// warnings, halt is returned.
func (m *Machine) runDirective(name string, line int, g term.Term) error {
	ok, err := m.Once(g)
	switch {
	case err != nil:
		if _, thrown := err.(*Thrown); !thrown {
			return err // halt, or output that failed
		}
		m.directiveMessage(name, line, g, err)
	case !ok:
		m.directiveMessage(name, line, g, nil)
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
	res, err := syntax.NewReader(strings.NewReader(text+" . "), m.Ops, m.Flags).Read()
	if err != nil {
		if se, ok := err.(*syntax.SyntaxError); ok {
			return nil, &Thrown{Ball: se.StringTerm(text + " . ")}
		}
		return nil, err
	}
	if res.Term == term.Term(term.EndOfFile) {
		return nil, fmt.Errorf("empty goal")
	}
	return res.Term, nil
}
