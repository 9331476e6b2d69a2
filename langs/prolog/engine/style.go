package engine

import (
	"strings"

	"github.com/microjit/microjit/langs/prolog/message"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

// The style checks of a consult, in the SWI dialect and as SWI-Prolog 9
// prints them on user_error: the singleton variables of a clause or
// directive (singletons(Term, Names)) and the clauses of a predicate
// that are not together (discontiguous(PI, Current)), each located at
// the clause's file and line. The user's message_hook/3 takes them as
// it takes print_message/2's (SWI-Prolog users silence them so). The
// system's own libraries are not checked.

// sourceState is what the style checks remember of the file being
// consulted (its includes too): the file, the predicate of the last
// clause, and where each predicate's first clause is.
type sourceState struct {
	file string
	// reload: the file was consulted before (its redefinitions are
	// silent, as in SWI-Prolog).
	reload bool
	last   predKey
	first  map[predKey]string
}

// definedAt is where a predicate's clauses were consulted from: the
// file consulted, and the place of its first clause.
type definedAt struct{ file, at string }

// styleChecked reports whether consult checks the style of what it
// reads now.
func (m *Machine) styleChecked() bool {
	return m.swi() && m.src != nil && m.lib == nil && !m.loadingLibrary
}

// singletonWarning warns of the named variables of the clause or
// directive res that appear once (not those named _X).
func (m *Machine) singletonWarning(name string, res syntax.Result) {
	if !m.styleChecked() {
		return
	}
	var names []string
	var atoms []term.Term
	for _, v := range res.Singletons {
		if !strings.HasPrefix(v.Name, "_") {
			names = append(names, v.Name)
			atoms = append(atoms, term.Intern(v.Name))
		}
	}
	if len(names) == 0 {
		return
	}
	t := term.New("singletons", res.Term, term.List(atoms, term.Nil))
	m.sourceWarning(name, res.Pos.Line, t, []string{"Singleton variables: [" + strings.Join(names, ",") + "]"})
}

// discontiguousWarning warns when the clause t of file name at line
// adds to a predicate whose clauses another predicate's interrupted,
// unless it is declared discontiguous; it records where t is. The first
// clause of a predicate in the file redefines it (redefine).
func (m *Machine) discontiguousWarning(name string, line int, t term.Term) {
	if !m.styleChecked() {
		return
	}
	k, ok := headKey(unqualifiedHead(t))
	if !ok {
		return
	}
	if strings.HasPrefix(k.name.Name(), "__aux_") {
		return // a compiled lambda's (lib.CompileLambdas), made with the clause
	}
	src := m.src
	last := src.last
	src.last = k
	first, seen := src.first[k]
	if !seen {
		src.first[k] = sourceName(name) + ":" + itoa(line)
		m.redefine(k, name, line)
		return
	}
	if last == k {
		return
	}
	if p := m.preds[k]; p != nil && p.discontiguous {
		return
	}
	pi, cur := indicator(k.name, k.arity), indicator(last.name, last.arity)
	w := func(t term.Term) string { return m.messageWriter(t, true) }
	m.sourceWarning(name, line, term.New("discontiguous", pi, cur), []string{
		"Clauses of " + w(pi) + " are not together in the source-file",
		"Earlier definition at " + first,
		"Current predicate: " + w(cur),
		"Use :- discontiguous " + w(pi) + ". to suppress this message",
	})
}

// redefine starts the definition of k by the file being consulted, as
// SWI-Prolog does: the clauses consulted before from a file are removed
// (unless k is multifile), with a warning when that file was another.
func (m *Machine) redefine(k predKey, name string, line int) {
	p := m.preds[k]
	prev, had := m.definedAt[k]
	m.definedAt[k] = definedAt{m.src.file, sourceName(name) + ":" + itoa(line)}
	if !had || p == nil || p.multifile || p.count() == 0 {
		return
	}
	if prev.file != m.src.file && !m.src.reload {
		m.sourceWarning(name, line, term.New("redefined_procedure", term.Intern("static"), indicator(k.name, k.arity)), []string{
			"Redefined static procedure " + m.messageWriter(indicator(k.name, k.arity), true),
			"Previously defined at " + prev.at,
		})
	}
	p.erase()
}

// unqualifiedHead is the head of the clause t.
func unqualifiedHead(t term.Term) term.Term {
	h, _ := splitClause(t)
	return h
}

// sourceWarning prints the warning t, whose text is lines, located at
// line of file name, unless message_hook/3 takes it.
func (m *Machine) sourceWarning(name string, line int, t term.Term, lines []string) {
	if m.messageHooked(t, "warning", lines) {
		return
	}
	text := []string{sourceName(name) + ":" + itoa(line) + ":"}
	for _, l := range lines {
		text = append(text, "   "+l)
	}
	m.warnText(message.Text("warning", text))
}
