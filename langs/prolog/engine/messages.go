package engine

import (
	"path/filepath"
	"sort"
	"strings"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/message"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

// Messages are printed as SWI-Prolog prints them (package message has
// the texts): on user_error, each line after its kind's prefix (ERROR:,
// Warning:, %), unless the user's message_hook/3 takes the message.

// messageLines is the text of the message term t.
func (m *Machine) messageLines(t term.Term) []string {
	if c, ok := t.(*term.Compound); ok && c.Functor.Name() == "format" && len(c.Args) == 2 {
		if text, err := m.formatTerms(c.Args[0], c.Args[1]); err == nil {
			return strings.Split(text, "\n")
		}
	}
	return message.Lines(t, m.messageWriter, m.similarPreds)
}

// messageWriter writes a term of a message: quoted as ~q (and portray's
// print/1 in SWI-Prolog), with the machine's operators and dialect.
func (m *Machine) messageWriter(t term.Term, quoted bool) string {
	opts := syntax.WriteOpts
	if quoted {
		opts = syntax.WriteqOpts
	}
	opts.Ops, opts.Dialect = m.Ops, m.Flags.Dialect
	return syntax.FormatWith(t, opts)
}

// similarPreds are the predicate indicators of the predicates that
// exist with name and another arity, or (in the SWI dialect) a name
// like name (dwimMatch) and any arity, in order: an unknown procedure's
// message lists them as SWI-Prolog does.
func (m *Machine) similarPreds(name term.Atom, arity int) []term.Term {
	var ks []predKey
	for k, p := range m.preds {
		if strings.HasPrefix(k.name.Name(), "$") || !(p.defined || p.builtin != nil || p.control != ctlNone) {
			continue
		}
		if k.name == name && k.arity != arity || m.swi() && dwimMatch(k.name.Name(), name.Name()) {
			ks = append(ks, k)
		}
	}
	sort.Slice(ks, func(i, j int) bool {
		if ks[i].name != ks[j].name {
			return ks[i].name.Name() < ks[j].name.Name()
		}
		return ks[i].arity < ks[j].arity
	})
	var pis []term.Term
	for _, k := range ks {
		pis = append(pis, indicator(k.name, k.arity))
	}
	return pis
}

// formatTerms is format/2's text for the reader's terms f and args.
func (m *Machine) formatTerms(f, args term.Term) (string, error) {
	v, err := m.s.FromTerm(term.New("-", f, args), nil)
	if err != nil {
		return "", heapError(err)
	}
	m.tmp = v
	st := m.memoryStream()
	defer delete(m.io.byID, st.id)
	v, m.tmp = m.tmp, heap.Nil
	_, err = m.format(st, m.s.arg(v, 0), m.s.arg(v, 1))
	return st.buf.String(), err
}

var atomMessageHook = term.Intern("message_hook")

// PrintMessage prints the message t of kind (error, warning,
// informational, silent, ...), as print_message/2: the user's
// message_hook(Term, Kind, Lines) may take it (then nothing is printed);
// informational messages are printed unless the verbose flag is silent,
// silent ones never. An error or warning printed while a directive of a
// file being consulted runs is located at the directive, as SWI-Prolog
// does.
func (m *Machine) PrintMessage(kind string, t term.Term) {
	lines := m.messageLines(t)
	if m.messageHooked(t, kind, lines) {
		return
	}
	switch kind {
	case "silent":
		return
	case "informational", "banner", "help":
		if v, _ := m.flags[atomVerbose].(term.Atom); v.Name() == "silent" {
			return
		}
	case "error", "warning":
		if m.src != nil && m.loadLine > 0 && m.swi() {
			located := []string{sourceName(m.loadFile) + ":" + itoa(m.loadLine) + ":"}
			for _, l := range lines {
				located = append(located, "   "+l)
			}
			lines = located
		}
	}
	m.warnText(message.Text(kind, lines))
}

var atomVerbose = term.Intern("verbose")

// messageHooked reports whether the user's message_hook(Term, Kind,
// Lines) took the message t of kind, whose text is lines.
func (m *Machine) messageHooked(t term.Term, kind string, lines []string) bool {
	p := m.preds[predKey{atomMessageHook, 3}]
	if p == nil || !p.defined {
		return false
	}
	items := make([]term.Term, len(lines))
	for i, l := range lines {
		items[i] = term.New("-", term.Intern(l), term.Nil)
	}
	ok, err := m.Once(term.New("message_hook", t, term.Intern(kind), term.List(items, term.Nil)))
	return ok && err == nil
}

// PrintLines prints the lines of a message of kind.
func (m *Machine) PrintLines(kind string, lines []string) { m.warnText(message.Text(kind, lines)) }

// PrintError prints the error err as an error message: a Prolog
// exception as its message, another error as its text.
func (m *Machine) PrintError(err error) {
	m.PrintMessage("error", errorBall(err))
}

// errorBall is the message term of err.
func errorBall(err error) term.Term {
	if t, ok := err.(*Thrown); ok {
		return t.Ball
	}
	return term.String(err.Error())
}

// MessageLines is the text of the message of err, line by line (the
// command line prints its -g goals' errors after "-g Goal: ").
func (m *Machine) MessageLines(err error) []string { return m.messageLines(errorBall(err)) }

// MessageStart is what a message printed after the run (the command
// line's "-g Goal: ..." errors) starts with, as warnText's do: a
// newline when the column user_error shares with user_output is not at
// the start of a line.
func (m *Machine) MessageStart() string {
	if m.io.user[2].col != 0 {
		return "\n"
	}
	return ""
}

// warnText writes text on user_error after flushing user_output.
func (m *Machine) warnText(text string) {
	m.io.user[1].flush()
	if m.io.user[2].col != 0 { // a message starts on a line of its own
		text = "\n" + text
	}
	m.io.user[2].w.Write([]byte(text))
	m.io.user[1].col, m.io.user[2].col = 0, 0 // and ends it
	m.io.user[2].flush()
}

// sourceName is how messages name the file name: its absolute path, as
// SWI-Prolog's.
func sourceName(name string) string {
	if abs, err := filepath.Abs(name); err == nil && name != "" {
		return abs
	}
	return name
}

// directiveMessage reports a directive of file name at line that raised
// err (nil: failed): an error's message, then, as SWI-Prolog 9 does for
// both, the warning that the goal failed, with the goal written
// user:Goal (Module:Goal in a module file).
func (m *Machine) directiveMessage(name string, line int, g term.Term, err error) {
	where := sourceName(name)
	if line > 0 {
		where += ":" + itoa(line)
	}
	if err != nil {
		lines := m.MessageLines(err)
		for i := range lines {
			lines[i] = "   " + lines[i]
		}
		m.warnText(message.Text("error", append([]string{where + ":"}, lines...)))
	}
	module := "user"
	if m.sourceModule != "" { // a module file's directives run in its module
		module = m.sourceModule
	}
	goal := m.messageWriter(term.New(":", term.Intern(module), g), true)
	m.warnText(message.Text("warning", []string{where + ":", "   Goal (directive) failed: " + goal}))
}

// itoa is n in decimal.
func itoa(n int) string { return syntax.FormatWith(term.Int(n), syntax.WriteOpts) }
