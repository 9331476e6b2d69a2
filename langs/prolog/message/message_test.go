package message

import (
	"strings"
	"testing"

	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

// messageCases: a message term (read in SWI-Prolog's dialect) → the
// lines print_message(error, T) prints, as SWI-Prolog 9.0.4 prints them
// (without the ERROR: prefixes).
var messageCases = []struct{ msg, want string }{
	{`error(instantiation_error, _)`, "Arguments are not sufficiently instantiated"},
	{`error(type_error(integer, a), _)`, "Type error: `integer' expected, found `a' (an atom)"},
	{`error(type_error(integer, 1.5), _)`, "Type error: `integer' expected, found `1.5' (a float)"},
	{`error(type_error(integer, f(x)), _)`, "Type error: `integer' expected, found `f(x)' (a compound)"},
	{`error(type_error(integer, []), _)`, "Type error: `integer' expected, found `[]' (an empty_list)"},
	{`error(type_error(integer, [a]), _)`, "Type error: `integer' expected, found `[a]' (a list)"},
	{`error(type_error(list, [a|b]), _)`, "Type error: `list' expected, found `[a|b]' (a compound)"},
	{`error(type_error(integer, "s"), _)`, "Type error: `integer' expected, found `\"s\"' (a string)"},
	{`error(type_error(atom, 'A b'), _)`, "Type error: `atom' expected, found `'A b'' (an atom)"},
	{`error(type_error(evaluable, foo/0), context(system:(is)/2, _))`, "is/2: Arithmetic: `foo/0' is not a function"},
	{`error(domain_error(not_less_than_zero, -1), context(system:length/2, _))`, "length/2: Domain error: `not_less_than_zero' expected, found `-1'"},
	{`error(existence_error(procedure, foo/0), _)`, "Unknown procedure: foo/0"},
	{`error(existence_error(procedure, foo/2), context(bar/1, _))`, "bar/1: Unknown procedure: foo/2"},
	{`error(existence_error(source_sink, 'x.pl'), _)`, "source_sink `'x.pl'' does not exist"},
	{`error(existence_error(variable, k), _)`, "variable `k' does not exist"},
	{`error(permission_error(modify, static_procedure, foo/1), _)`, "No permission to modify static procedure `foo/1'"},
	{`error(permission_error(open, source_sink, '/x'), context(system:open/4, 'Permission denied'))`, "open/4: No permission to open source_sink `'/x'' (Permission denied)"},
	{`error(io_error(write, user_output), context(system:nl/0, 'No space left on device'))`, "nl/0: I/O error in write on stream user_output (No space left on device)"},
	{`error(permission_error(input, stream, user_output), _)`, "No permission to read from output stream `user_output'"},
	{`error(permission_error(output, stream, user_input), _)`, "No permission to write to input stream `user_input'"},
	{`error(permission_error(access, private_procedure, foo/1), _)`, "No permission to access private_procedure `foo/1'"},
	{`error(representation_error(max_integer), _)`, "Cannot represent due to `max_integer'"},
	{`error(resource_error(memory), _)`, "Not enough resources: memory"},
	{`error(evaluation_error(zero_divisor), context(system:(/)/2, _))`, "//2: Arithmetic: evaluation error: `zero_divisor'"},
	{`error(syntax_error(operator_expected), _)`, "Syntax error: Operator expected"},
	{`error(syntax_error(end_of_clause), string("X = f( . ", 6))`, "Syntax error: Unexpected end of clause\nX = f(\n** here **\n . "},
	{`error(syntax_error(foo_bar), _)`, "Syntax error: foo_bar"},
	{`error(uninstantiation_error(a), context(system:open/4, _))`, "open/4: Uninstantiated argument expected, found a"},
	{`error(foo, bar)`, "Unknown error term: foo"},
	{`foo(bar)`, "Unknown message: foo(bar)"},
	{`"a string"`, "Unknown message: \"a string\""},
	{`error(type_error(integer, a), context(foo/2, 'some message'))`, "foo/2: Type error: `integer' expected, found `a' (an atom) (some message)"},
	{`error(system_error(oops), _)`, "error in system call: oops"},
	{`error(timeout_error(x, y), _)`, "Timeout in x from y"},
}

func TestLines(t *testing.T) {
	w := func(t term.Term, quoted bool) string {
		opts := syntax.WriteOpts
		if quoted {
			opts = syntax.WriteqOpts
		}
		opts.Ops, opts.Dialect = syntax.SWIOps(), syntax.SWI
		return syntax.FormatWith(t, opts)
	}
	for _, c := range messageCases {
		res, err := syntax.NewReader(strings.NewReader(c.msg+" ."), syntax.SWIOps(), syntax.Flags{Dialect: syntax.SWI, DoubleQuotes: syntax.StringQuotes}).Read()
		if err != nil {
			t.Fatalf("%s: %v", c.msg, err)
		}
		if got := strings.Join(Lines(res.Term, w, nil), "\n"); got != c.want {
			t.Errorf("%s\n got %s\nwant %s", c.msg, got, c.want)
		}
	}
}

// An unknown procedure lists the other arities the printer knows.
func TestLinesOthers(t *testing.T) {
	others := func(name term.Atom, arity int) []term.Term {
		return []term.Term{term.New("/", name, term.Int(2))}
	}
	w := func(t term.Term, _ bool) string { return syntax.Format(t) }
	msg := term.New("error", term.New("existence_error", term.Intern("procedure"), term.New("/", term.Intern("atom_length"), term.Int(3))), term.NewVar("_"))
	want := "Unknown procedure: atom_length/3\n  However, there are definitions for:\n        atom_length/2"
	if got := strings.Join(Lines(msg, w, others), "\n"); got != want {
		t.Errorf("got %s\nwant %s", got, want)
	}
}
