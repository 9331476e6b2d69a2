package engine

import (
	"bytes"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
)

// portrayProgram defines portray/1 for captureCases.
const portrayProgram = `
portray(s) :- write('S').
portray(hidden(_)) :- write('<h>').
portray(x) :- write(tried), fail.
portray(c) :- member(X, [1, 2]), write(X).
portray(b) :- throw(oops).
portray(f(X)) :- X = 1, write(p).
portray(t) :- format('~@', [write(deep)]).
portray(loop(X)) :- print(loop(X)).
portray(col) :- format('~t~6|x', []).
`

// captureCases run goals from inside builtins: print/1 and ~p calling
// portray/1, format's ~@. The outputs are SWI-Prolog 9.0.4's (which
// writes - 1 where ISO and the writer write - (1)).
var captureCases = []struct{ name, program, goal, want string }{
	{"print calls portray", portrayProgram, "print(g(hidden(1), 'A b', [s])), nl", "g(<h>,'A b',[S])\n"},
	{"print/2", portrayProgram, "print(user_output, s)", "S"},
	{"print without portray/1 is writeq", "", "print(f('A', '$VAR'(1)))", "f('A',B)"},
	{"portray on operands and curly terms", portrayProgram, "print(- s), print(1+s), print({s})", "-S1+S{S}"},
	{"portray not on list tails", portrayProgram, "print([a|s]), print([a|[s]])", "[a|S][a,S]"},
	{"failing portray falls back, its output kept", portrayProgram, "print(f(x))", "f(tried x)"},
	{"portray runs once", portrayProgram, "print([c, c])", "[1,1]"},
	{"portray's error propagates", portrayProgram, "catch(print(g(b, c)), E, write(caught(E)))", "g(caught(oops)"},
	{"portray's bindings undone", portrayProgram, "print(g(f(Y))), (var(Y) -> write(' unbound') ; true)", "g(p) unbound"},
	{"portray nesting is a resource error", portrayProgram,
		"catch(print(loop(1)), error(E, _), write(E))", "resource_error(portray_nesting)"},
	{"write_term portray(true)", portrayProgram, "write_term(f(s, 'a b'), [portray(true)])", "f(S,a b)"},
	{"write_term portray(false), writeq", portrayProgram, "write_term(s, [portray(false)]), writeq(s)", "ss"},
	{"~p calls portray", portrayProgram, "format('~p ~w ~q', [s, s, s])", "S s s"},
	{"~p into an atom", portrayProgram, "format(atom(A), '<~p>', [s]), writeq(A)", "'<S>'"},
	{"print in with_output_to", portrayProgram, "with_output_to(atom(A), print(f(s))), writeq(A)", "'f(S)'"},
	{"portray formats with ~@", portrayProgram, "print(f(t))", "f(deep)"},
	{"~@ inserts the output", "", "format('a~@b~n', [write(x)])", "axb\n"},
	{"~@ fails", "", "(format('a~@b', [fail]) -> true ; write(' failed'))", "a failed"},
	{"~@ raises", "", "catch(format('a~@b', [foo]), error(E, _), write(E))", "aexistence_error(procedure,foo/0)"},
	{"~@ of a variable", "", "catch(format('~@', [_]), error(E, _), write(E))", "instantiation_error"},
	{"~@ of a number", "", "catch(format('~@', [1]), error(E, _), write(E))", "type_error(callable,1)"},
	{"~@ undoes bindings", "", "format('~@', [(X = 1, write(X))]), (var(X) -> write(' unbound') ; true)", "1 unbound"},
	{"~@ into an atom", "", "format(atom(A), '~@', [(numlist(1, 100, L), write(L))]), atom_length(A, N), write(N)", "293"},
	{"~@ keeps the caller's choicepoints", "", "member(X, [1, 2]), format('~@', [write(X)]), X == 2, write(' done')", "12 done"},
	{"~@ in columns", "", "format('~t~@~6|~w', [write(cd), ab])", "    cdab"},
	{"~@ starts at the column", "", "format('abc~@|', [format('~t~6|x', [])])", "abc   x|"},
	{"portray starts at the column", portrayProgram, "write(ab), print(f(col)), format('~n~p', [col])", "abf(  x)\n      x"},
	{"halt in ~@ halts", "", "format('~@', [halt(3)])", "error: halt(3)"},
	{"~@ nesting is a resource error", "g :- format('~@', [g]).", "catch(g, error(E, _), write(E))", "resource_error(c_stack)"},
}

// smallStack is the Go stack TestCapture runs on: the nesting limits
// are met before it is used up.
const smallStack = 1 << 20

func TestCapture(t *testing.T) {
	defer debug.SetMaxStack(debug.SetMaxStack(smallStack))
	for _, c := range captureCases {
		t.Run(c.name, func(t *testing.T) {
			if got := runProgram(t, heap.Config{}, c.program, c.goal); got != c.want {
				t.Errorf("%s\n got %q\nwant %q", c.goal, got, c.want)
			}
		})
	}
}

// TestCaptureStressCollection runs captureCases with a collection at
// every allocation: the builtin's registers kept across the nested run
// must be roots.
func TestCaptureStressCollection(t *testing.T) {
	for _, c := range captureCases {
		if got := runProgram(t, heap.Config{Stress: true}, c.program, c.goal); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}

// TestCaptureLeavesTrail: the bindings a portray/1 and a ~@ goal make are
// undone when they end, so a loop printing through portray/1 does not
// grow the trail.
func TestCaptureLeavesTrail(t *testing.T) {
	var out bytes.Buffer
	m := newMachine(t, heap.Config{}, &out)
	if err := m.Consult("t.pl", strings.NewReader(portrayProgram)); err != nil {
		t.Fatal(err)
	}
	before := m.s.TrailLen()
	for _, goal := range []string{"print(g(f(_), s))", "format('~@', [(X = 1, Y = X, write(Y))])"} {
		g, err := m.ParseGoal(goal)
		if err != nil {
			t.Fatal(err)
		}
		v, err := m.s.FromTerm(g, nil)
		if err != nil {
			t.Fatal(err)
		}
		if ok, err := m.Solve(v); !ok || err != nil {
			t.Fatalf("%s: %v %v", goal, ok, err)
		}
		if got := m.s.TrailLen(); got != before {
			t.Errorf("%s: trail %d entries, was %d", goal, got, before)
		}
		m.Stop()
	}
}
