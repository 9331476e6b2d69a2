// Package message is the text SWI-Prolog 9 prints for a message term:
// the error terms of ISO and SWI-Prolog (error(Formal, Context)) and
// the others (Unknown message: ...), line by line, without the ERROR: or
// Warning: prefix the printer puts before each line. print_message/2,
// the toplevel, consult and the command line print through it.
package message

import (
	"strings"

	"github.com/microjit/microjit/langs/prolog/term"
)

// Writer writes a term as writeq/1 (quoted) or write/1 does, with the
// operators and the dialect of the machine that prints the message.
type Writer func(t term.Term, quoted bool) string

// Others lists the predicates of the same name as the unknown procedure
// Name/Arity that do exist (SWI-Prolog's "However, there are definitions
// for:"), as predicate indicators; nil when the printer has none.
type Others func(name term.Atom, arity int) []term.Term

// Lines is the text of the message t.
func Lines(t term.Term, w Writer, others Others) []string {
	c, ok := t.(*term.Compound)
	if !ok || c.Functor.Name() != "error" || len(c.Args) != 2 {
		return []string{"Unknown message: " + w(t, true)}
	}
	formal, context := c.Args[0], c.Args[1]
	prefix, detail := contextParts(context, w)
	lines := formalLines(formal, w, others)
	if lines == nil {
		return []string{"Unknown error term: " + w(formal, true)}
	}
	lines[0] = prefix + lines[0]
	if detail != "" {
		lines[0] += " (" + detail + ")"
	}
	return append(lines, hereLines(context)...)
}

// hereLines show where in a string a syntax error is (context
// string(Text, CharOffset)): the text before, ** here **, the rest.
func hereLines(context term.Term) []string {
	c, ok := context.(*term.Compound)
	if !ok || c.Functor.Name() != "string" || len(c.Args) != 2 {
		return nil
	}
	text, ok1 := c.Args[0].(term.String)
	at, ok2 := c.Args[1].(term.Int)
	rs := []rune(string(text))
	if !ok1 || !ok2 || at < 0 || int(at) > len(rs) {
		return nil
	}
	return []string{string(rs[:at]), "** here **", string(rs[at:])}
}

// contextParts is what the context of an error adds: the predicate that
// raised it (context(Module:Name/Arity, Message): "Name/Arity: ") and its
// message.
func contextParts(context term.Term, w Writer) (prefix, detail string) {
	c, ok := context.(*term.Compound)
	if !ok || c.Functor.Name() != "context" || len(c.Args) != 2 {
		return "", ""
	}
	pi := c.Args[0]
	if q, ok := pi.(*term.Compound); ok && q.Functor.Name() == ":" && len(q.Args) == 2 {
		if m, ok := q.Args[0].(term.Atom); ok && (m.Name() == "system" || m.Name() == "user") {
			pi = q.Args[1]
		}
	}
	switch x := pi.(type) {
	case *term.Var:
	case *term.Compound:
		if x.Functor.Name() == "/" && len(x.Args) == 2 {
			// Name/Arity as "~w/~w": //2, is/2.
			prefix = w(x.Args[0], false) + "/" + w(x.Args[1], false) + ": "
			break
		}
		prefix = w(pi, false) + ": "
	default:
		prefix = w(pi, false) + ": "
	}
	switch m := c.Args[1].(type) {
	case term.Atom:
		detail = m.Name()
	case term.String:
		detail = string(m)
	}
	return prefix, detail
}

// formalLines is the text of the formal part of an error, or nil when
// it is not one SWI-Prolog knows.
func formalLines(f term.Term, w Writer, others Others) []string {
	q := func(t term.Term) string { return w(t, true) }
	if a, ok := f.(term.Atom); ok && a.Name() == "instantiation_error" {
		return []string{"Arguments are not sufficiently instantiated"}
	}
	c, ok := f.(*term.Compound)
	if !ok {
		return nil
	}
	args := c.Args
	switch name := c.Functor.Name(); {
	case name == "type_error" && len(args) == 2:
		if t, ok := args[0].(term.Atom); ok && t.Name() == "evaluable" {
			return []string{"Arithmetic: `" + q(args[1]) + "' is not a function"}
		}
		return []string{"Type error: `" + q(args[0]) + "' expected, found `" + q(args[1]) + "' (" + kindName(args[1]) + ")"}
	case name == "domain_error" && len(args) == 2:
		return []string{"Domain error: `" + q(args[0]) + "' expected, found `" + q(args[1]) + "'"}
	case name == "existence_error" && len(args) == 2:
		if k, ok := args[0].(term.Atom); ok && k.Name() == "procedure" {
			lines := []string{"Unknown procedure: " + q(args[1])}
			if pi, ok := args[1].(*term.Compound); ok && others != nil && pi.Functor.Name() == "/" && len(pi.Args) == 2 {
				n, ok1 := pi.Args[0].(term.Atom)
				a, ok2 := pi.Args[1].(term.Int)
				if ok1 && ok2 {
					if alts := others(n, int(a)); len(alts) > 0 {
						lines = append(lines, "  However, there are definitions for:")
						for _, alt := range alts {
							lines = append(lines, "        "+q(alt))
						}
					}
				}
			}
			return lines
		}
		return []string{w(args[0], false) + " `" + q(args[1]) + "' does not exist"}
	case name == "permission_error" && len(args) == 3:
		return []string{permission(args, q)}
	case name == "representation_error" && len(args) == 1:
		return []string{"Cannot represent due to `" + q(args[0]) + "'"}
	case name == "evaluation_error" && len(args) == 1:
		return []string{"Arithmetic: evaluation error: `" + q(args[0]) + "'"}
	case name == "resource_error" && len(args) == 1:
		return []string{"Not enough resources: " + w(args[0], false)}
	case name == "syntax_error" && len(args) == 1:
		return []string{"Syntax error: " + SyntaxText(args[0], w)}
	case name == "uninstantiation_error" && len(args) == 1:
		return []string{"Uninstantiated argument expected, found " + q(args[0])}
	case name == "io_error" && len(args) == 2:
		return []string{"I/O error in " + w(args[0], false) + " on stream " + q(args[1])}
	case name == "system_error" && len(args) == 1:
		return []string{"error in system call: " + w(args[0], false)}
	case name == "timeout_error" && len(args) == 2:
		return []string{"Timeout in " + w(args[0], false) + " from " + w(args[1], false)}
	}
	return nil
}

// permission is the text of permission_error(Action, Type, Culprit).
func permission(args []term.Term, q func(term.Term) string) string {
	action, _ := args[0].(term.Atom)
	typ, _ := args[1].(term.Atom)
	switch {
	case typ.Name() == "stream" && (action.Name() == "input" || action.Name() == "output"):
		if action.Name() == "input" {
			return "No permission to read from output stream `" + q(args[2]) + "'"
		}
		return "No permission to write to input stream `" + q(args[2]) + "'"
	}
	t := typ.Name()
	if t == "static_procedure" {
		t = "static procedure"
	}
	return "No permission to " + action.Name() + " " + t + " `" + q(args[2]) + "'"
}

// kindName is how a type error names the culprit's kind: an atom, an
// integer, ...
func kindName(t term.Term) string {
	switch x := t.(type) {
	case term.Atom:
		if x == term.Nil {
			return "an empty_list"
		}
		return "an atom"
	case term.Int, *term.BigInt:
		return "an integer"
	case term.Float:
		return "a float"
	case term.String:
		return "a string"
	case *term.Var:
		return "a var"
	case *term.Compound:
		if isList(x) {
			return "a list"
		}
		return "a compound"
	}
	return "a term"
}

// isList reports whether c is a proper list.
func isList(c *term.Compound) bool {
	var t term.Term = c
	for {
		l, ok := term.IsCons(t)
		if !ok {
			return t == term.Term(term.Nil)
		}
		t = l.Args[1]
	}
}

// syntaxTexts are SWI-Prolog's texts of the syntax errors it names.
var syntaxTexts = map[string]string{
	"operator_expected":            "Operator expected",
	"operator_clash":               "Operator priority clash",
	"cannot_start_term":            "Illegal start of term",
	"end_of_clause_expected":       "End of clause expected",
	"end_of_file":                  "Unexpected end of file",
	"end_of_file_in_block_comment": "End of file in /* ... */ comment",
	"end_of_file_in_quoted":        "End of file in quoted string",
	"illegal_number":               "Illegal number",
	"end_of_clause":                "Unexpected end of clause",
	"quoted_punctuation":           "Operand expected, unquoted comma or bar found",
	"list_rest":                    "Unexpected comma or bar in rest of list",
}

// quotedTypes name what SWI-Prolog's texts in each quote are (with the
// default double_quotes and back_quotes flags).
var quotedTypes = map[string]string{"'": "atom", "\"": "string", "`": "codes"}

// SyntaxText is the text of the syntax error described by desc.
func SyntaxText(desc term.Term, w Writer) string {
	switch d := desc.(type) {
	case term.Atom:
		if s, ok := syntaxTexts[d.Name()]; ok {
			return s
		}
	case *term.Compound:
		if q, ok := d.Args[0].(term.Atom); ok && d.Functor.Name() == "end_of_file_in_quoted" && len(d.Args) == 1 && quotedTypes[q.Name()] != "" {
			return "End of file in quoted " + quotedTypes[q.Name()]
		}
	}
	return w(desc, false)
}

// Prefix is what begins each line of a message of the kind (error,
// warning, informational, ...) on the terminal: "ERROR: ", "Warning: ",
// "% ".
func Prefix(kind string) string {
	switch kind {
	case "error":
		return "ERROR: "
	case "warning":
		return "Warning: "
	}
	return "% "
}

// Text is the lines of a message joined, each after the prefix of kind,
// ending in a newline.
func Text(kind string, lines []string) string {
	var b strings.Builder
	for _, l := range lines {
		b.WriteString(Prefix(kind))
		b.WriteString(l)
		b.WriteByte('\n')
	}
	return b.String()
}
