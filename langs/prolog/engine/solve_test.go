package engine

import (
	"bytes"
	"regexp"
	"runtime/debug"
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
)

// newMachine is a machine with its output in out, closed when the test
// ends.
func newMachine(t testing.TB, cfg heap.Config, out *bytes.Buffer) *Machine {
	t.Helper()
	m, err := NewMachine(Config{Heap: cfg, Stdout: out, Stderr: out})
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { m.Close() })
	return m
}

// runProgram consults program and runs goal once; it returns what was
// written, then "false" or the uncaught error when the goal did not
// succeed.
func runProgram(t testing.TB, cfg heap.Config, program, goal string) string {
	t.Helper()
	var out bytes.Buffer
	m := newMachine(t, cfg, &out)
	if err := m.Consult("test.pl", strings.NewReader(program)); err != nil {
		t.Fatalf("consult: %v", err)
	}
	g, err := m.ParseGoal(goal)
	if err != nil {
		t.Fatalf("goal %q: %v", goal, err)
	}
	ok, err := m.Once(g)
	m.Flush()
	switch {
	case err != nil:
		out.WriteString("error: " + errorText(err))
	case !ok:
		out.WriteString("false")
	}
	return varName.ReplaceAllString(out.String(), "_G")
}

// varName matches the writer's names of variables, which depend on how
// many variables were made before.
var varName = regexp.MustCompile(`_G[0-9]+`)

// solveCases are goals and what they write (then "false" when they fail,
// "error: E" when they raise E).
var solveCases = []struct {
	name, program, goal, want string
}{
	{"conjunction", "", "X = 1, Y is X + 1, write(Y)", "2"},
	{"disjunction backtracks", "", "(X = 1 ; X = 2), X > 1, write(X)", "2"},
	{"if-then-else then", "", "(1 < 2 -> write(a) ; write(b))", "a"},
	{"if-then-else else", "", "(2 < 1 -> write(a) ; write(b))", "b"},
	{"if-then without else fails", "", "(fail -> true)", "false"},
	{"condition is cut", "", "findall(X, ((member(X, [1,2,3]), X > 1) -> true ; true), L), write(L)", "[2]"},
	{"soft cut keeps the condition's answers", "", "findall(X, (member(X, [1,2]) *-> true ; X = none), L), write(L)", "[1,2]"},
	{"soft cut else", "", "findall(X, (fail *-> X = a ; X = none), L), write(L)", "[none]"},
	{"negation", "", "\\+ fail, \\+ \\+ true, write(ok)", "ok"},
	{"negation binds nothing", "", "\\+ \\+ X = 1, var(X), write(ok)", "ok"},
	{"cut in clause", "p(1). p(2). q(X) :- p(X), !.", "findall(X, q(X), L), write(L)", "[1]"},
	{"cut commits to the clause", "r(X) :- X > 0, !, write(pos). r(_) :- write(other).", "r(1), r(-1)", "posother"},
	{"cut is local to call/1", "p(1). p(2). q(X) :- call((p(X), !)). q(3).", "findall(X, q(X), L), write(L)", "[1,3]"},
	{"cut is transparent in ;", "p(X) :- (X = 1, ! ; X = 2). p(3).", "findall(X, p(X), L), write(L)", "[1]"},
	{"cut in the condition is local", "p(X) :- ((member(X, [1,2]), !) -> true ; true). p(9).", "findall(X, p(X), L), write(L)", "[1,9]"},
	{"cut inside \\+ is local", "p :- \\+ (!, fail), write(in). p :- write(second).", "p", "in"},
	{"call/N adds arguments", "add(X, Y, Z) :- Z is X + Y.", "call(add(1), 2, Z), write(Z)", "3"},
	{"call/N of an atom", "", "call(format, 'a~w', [b])", "ab"},
	{"catch and throw", "", "catch(throw(my), E, true), write(E)", "my"},
	{"catch does not catch what does not unify", "", "catch(catch(throw(a), b, write(wrong)), a, write(right))", "right"},
	{"throw undoes bindings", "", "catch((X = 1, throw(t)), t, true), var(X), write(unbound)", "unbound"},
	{"uncaught error", "", "atom_length(X, Y)", "error: error(instantiation_error,context(atom_length/2,_G))"},
	{"unknown procedure", "", "nope(1)", "error: error(existence_error(procedure,nope/1),_G)"},
	{"catch is not active after exit", "", "catch(true, _, write(wrong)), catch(throw(x), x, write(right))", "right"},
	{"findall/4", "", "findall(X, member(X, [a,b]), L, [c]), write(L)", "[a,b,c]"},
	{"nested findall", "", "findall(L, (member(X, [1,2]), findall(Y, between(1, X, Y), L)), R), write(R)", "[[1],[1,2]]"},
	{"bagof groups by free variables", "p(1,a). p(2,b). p(3,a).", "findall(K-L, bagof(X, p(X,K), L), R), write(R)", "[a-[1,3],b-[2]]"},
	{"bagof with ^", "p(1,a). p(2,b). p(3,a).", "bagof(X, K^p(X,K), L), write(L)", "[1,2,3]"},
	{"setof sorts", "", "setof(X, member(X, [c,a,b,a]), L), write(L)", "[a,b,c]"},
	{"bagof fails on no solution", "", "bagof(X, fail, L)", "false"},
	{"forall", "", "forall(member(X, [1,2]), X > 0), write(ok)", "ok"},
	{"between", "", "findall(X, between(1, 3, X), L), write(L)", "[1,2,3]"},
	{"between inf", "", "between(1, inf, X), X > 2, !, write(X)", "3"},
	{"repeat", "", "nb_setval(n, 0), repeat, nb_getval(n, N), N1 is N + 1, nb_setval(n, N1), N1 >= 3, !, write(N1)", "3"},
	{"once and ignore", "", "once(member(X, [a,b])), ignore(fail), write(X)", "a"},
	{"assert and retract", ":- dynamic(f/1).", "assertz(f(1)), assertz(f(2)), asserta(f(0)), retract(f(1)), findall(X, f(X), L), write(L)", "[0,2]"},
	{"logical update view", ":- dynamic(g/1). g(1).", "forall(g(X), (Y is X + 1, assertz(g(Y)))), findall(X, g(X), L), write(L)", "[1,2]"},
	{"retract sees a snapshot", ":- dynamic(h/1). h(1). h(2). h(3).", "findall(X, retract(h(X)), L), write(L)", "[1,2,3]"},
	{"clause/2", "p(X) :- X > 1, q(X).", "clause(p(A), B), write(B)", "_G>1,q(_G)"},
	{"clause of a builtin", "", "catch(clause(atom(_), _), error(E, _), true), write(E)", "permission_error(access,private_procedure,atom/1)"},
	{"assert of a static predicate", "s(1).", "catch(assertz(s(2)), error(E, _), true), write(E)", "permission_error(modify,static_procedure,s/1)"},
	{"abolish", ":- dynamic(d/1). d(1).", "abolish(d/1), catch(d(_), error(E, _), true), write(E)", "existence_error(procedure,d/1)"},
	{"unknown flag fail", "", "set_prolog_flag(unknown, fail), \\+ nope, write(ok)", "ok"},
	{"dynamic predicate without clauses fails", ":- dynamic(e/0).", "\\+ e, write(ok)", "ok"},
	{"first-argument indexing finds clauses", "c(a, 1). c(b, 2). c(f(x), 3). c(Y, 4) :- Y == z.", "findall(N, c(b, N), L), c(z, M), c(f(X), K), write(L/M/X/K)", "[2]/4/x/3"},
	{"head unification builds structures", "mk(f(X, g(X)), X).", "mk(T, 1), write(T)", "f(1,g(1))"},
	{"head with repeated variable", "same(X, X).", "same(f(A), f(1)), write(A), \\+ same(1, 2)", "1"},
	{"head with big integer", "big(123456789012345678901234567890).", "big(X), big(123456789012345678901234567890), write(X)", "123456789012345678901234567890"},
	{"is", "", "X is 7 // 2 + 2 * 3 - 1, write(X)", "8"},
	{"is float", "", "X is 7 / 2, write(X)", "3.5"},
	{"is overflows to big", "", "X is 9223372036854775807 + 1, write(X)", "9223372036854775808"},
	{"zero divisor", "", "catch(X is 1 // 0, error(E, _), true), write(E)", "evaluation_error(zero_divisor)"},
	{"not evaluable", "", "catch(X is foo + 1, error(E, _), true), write(E)", "type_error(evaluable,foo/0)"},
	{"comparisons", "", "1 < 2, 2.0 =:= 2, 3 >= 3, 1 =\\= 2, write(ok)", "ok"},
	{"functor/3", "", "functor(f(a, b), N, A), functor(T, g, 2), write(N/A/T)", "f/2/g(_G,_G)"},
	{"arg/3", "", "arg(2, f(a, b), X), write(X)", "b"},
	{"arg/3 needs N (ISO)", "", "catch(arg(_, f(a), _), error(E, _), true), write(E)", "instantiation_error"},
	{"call/1 checks the whole body first", "", "catch(call((write(x), 1)), error(E, _), true), write(E)", "type_error(callable,(write(x),1))"},
	{"unknown flag warning fails", "", "set_prolog_flag(unknown, warning), \\+ nope, write(ok)", "Warning: Unknown procedure: nope/0\nok"},
	{"univ", "", "T =.. [f, 1, 2], f(a) =.. L, write(T/L)", "f(1,2)/[f,a]"},
	{"univ along a partial list", "", "f(a, b) =.. [F, A|T], write(F/A/T)", "f/a/[b]"},
	{"univ of a compound against a longer or shorter list", "", "\\+ f(a) =.. [f, a, b], \\+ f(a, b) =.. [f, a], write(ok)", "ok"},
	{"univ binds along the list", "", "f(X, X) =.. [f, 1, Y], write(Y)", "1"},
	{"univ with no list (ISO, GNU Prolog)", "", "catch(f(a) =.. [f|foo], error(E, _), write(E))", "type_error(list,[f|foo])"},
	{"univ with no list and another name", "", "catch(f(a) =.. [g|foo], error(E, _), write(E))", "type_error(list,[g|foo])"},
	{"copy_term", "", "copy_term(f(X, Y, X), C), write(C)", "f(_G,_G,_G)"},
	{"compare", "", "compare(O, 1, a), write(O)", "<"},
	{"sort", "", "sort([c, a, b, a], L), msort([c, a, b, a], M), write(L/M)", "[a,b,c]/[a,a,b,c]"},
	{"sort/4", "", "sort(1, @>=, [f(1), f(3), f(2), f(3)], L), write(L)", "[f(3),f(3),f(2),f(1)]"},
	{"keysort is stable", "", "keysort([b-1, a-2, b-0], L), write(L)", "[a-2,b-1,b-0]"},
	{"predsort", "cmp(O, A, B) :- compare(O, B, A).", "predsort(cmp, [1, 3, 2], L), write(L)", "[3,2,1]"},
	{"length both modes", "", "length([a, b], N), length(L, 2), write(N/L)", "2/[_G,_G]"},
	{"length enumerates", "", "findall(N, (length(L, N), N >= 2, !), R), write(R)", "[2]"},
	{"atom_concat enumerates", "", "findall(X+Y, atom_concat(X, Y, ab), L), writeq(L)", "[''+ab,a+b,ab+'']"},
	{"sub_atom", "", "findall(B, sub_atom(abcab, B, 2, _, ab), L), write(L)", "[0,3]"},
	{"atom_chars and codes", "", "atom_chars(X, [a, b]), atom_codes(Y, \"cd\"), atom_length(abc, N), write(X/Y/N)", "ab/cd/3"},
	{"number_codes", "", "number_codes(X, \"42\"), atom_number('3.5', Y), write(X/Y)", "42/3.5"},
	{"char_code and upcase", "", "char_code(C, 0'a), upcase_atom(abc, U), write(C/U)", "a/ABC"},
	{"term_to_atom", "", "term_to_atom(f(X, 'A'), A), write(A)", "f(_G,'A')"},
	{"numbervars", "", "T = f(X, Y), numbervars(T, 0, E), print(T), write(E)", "f(A,B)2"},
	{"global variables", "", "nb_setval(k, f(1)), nb_getval(k, V), write(V)", "f(1)"},
	{"op/3", ":- op(700, xfx, ===>).", "X = (a ===> b), writeq(X)", "a===>b"},
	{"current_op", "", "current_op(P, T, mod), write(P/T)", "400/yfx"},
	{"write_canonical and writeq", "", "writeq(['A', 1+2]), write_canonical(f('$VAR'(1)))", "['A',1+2]f('$VAR'(1))"},
	{"format", "", "format(\"~w-~a-~d~n\", [f(x), b, 42])", "f(x)-b-42\n"},
	{"DCG", "greeting --> [hello], name. name --> [world]. name --> [prolog].", "phrase(greeting, [hello, prolog]), write(ok)", "ok"},
	{"subsumes_term", "", "subsumes_term(f(_), f(a)), \\+ subsumes_term(f(a), f(_)), write(ok)", "ok"},
	{"succ and plus", "", "succ(X, 3), plus(1, Y, 5), write(X/Y)", "2/4"},
	{"halt ends", "", "halt(3)", "error: halt(3)"},
}

func TestSolve(t *testing.T) {
	for _, c := range solveCases {
		t.Run(c.name, func(t *testing.T) {
			got := runProgram(t, heap.Config{}, c.program, c.goal)
			if got != c.want {
				t.Errorf("%s\n got %q\nwant %q", c.goal, got, c.want)
			}
		})
	}
}

// TestNoChoicepointLeft checks that indexing leaves no choicepoint when
// only one clause can match: on the first argument, or on the first of
// the next three that has keys when no clause has one on the first.
func TestNoChoicepointLeft(t *testing.T) {
	var out bytes.Buffer
	m := newMachine(t, heap.Config{}, &out)
	prog := "c(a, 1). c(b, 2). c(f(_), 3). c(1, 4). " +
		"big(0). big(1). big(2). big(3). big(4). big(5). big(6). big(7). big(8). big(9). big(10). " +
		"filter(_, _, [], []). filter(P, Q, [X|T], [X|R]) :- filter(P, Q, T, R). " +
		"third(_, _, a). third(_, _, b). third(_, _, c). third(_, _, d). third(_, _, e). third(_, _, f). third(_, _, g). third(_, _, h). third(_, _, i)."
	if err := m.Consult("t.pl", strings.NewReader(prog)); err != nil {
		t.Fatal(err)
	}
	for _, goal := range []string{"c(a, X)", "c(b, X)", "c(f(z), X)", "c(1, X)", "big(5)", "big(10)", "append([], [a], L)", "length([a, b], N)",
		"filter(p, q, [1, 2], L)", "filter(P, Q, [], L)", "third(x, y, e)", "third(x, y, i)"} {
		g, _ := m.ParseGoal(goal)
		v, err := m.s.FromTerm(g, nil)
		if err != nil {
			t.Fatal(err)
		}
		ok, err := m.Solve(v)
		if !ok || err != nil {
			t.Errorf("%s: %v %v", goal, ok, err)
		}
		if left := len(m.cps) - 1 - m.base; left != 0 {
			t.Errorf("%s left %d choicepoints", goal, left)
		}
		m.Stop()
	}
}

// TestDeepRecursion runs a non-tail-recursive len/2 over a long list on
// a small Go stack: the continuations are on the heap.
func TestDeepRecursion(t *testing.T) {
	n := "1000000"
	if testing.Short() {
		n = "100000"
	}
	defer debug.SetMaxStack(debug.SetMaxStack(1 << 20))
	got := runProgram(t, heap.Config{}, "len([], 0). len([_|T], N) :- len(T, N0), N is N0 + 1.",
		"numlist(1, "+n+", L), len(L, N), write(N), catch(len2(L), error(E, _), true)")
	want := n
	if got != want+"" && !strings.HasPrefix(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

// TestExceptionUnwindsDeepRecursion throws from the bottom of a deep
// recursion.
func TestExceptionUnwindsDeepRecursion(t *testing.T) {
	defer debug.SetMaxStack(debug.SetMaxStack(1 << 20))
	got := runProgram(t, heap.Config{}, "down(0) :- throw(bottom). down(N) :- N1 is N - 1, down(N1), true.",
		"catch(down(200000), B, true), write(B)")
	if got != "bottom" {
		t.Errorf("got %q", got)
	}
}

// TestLastCallConstantMemory runs a deterministic tail-recursive loop
// on a small heap: last calls leave nothing behind. 10,000,000
// iterations without -short.
func TestLastCallConstantMemory(t *testing.T) {
	n := "10000000"
	if testing.Short() {
		n = "300000"
	}
	cfg := heap.Config{MaxBytes: 1 << 20, InitialBytes: 1 << 18}
	prog := "loop(0) :- !. loop(N) :- N1 is N - 1, loop(N1). " +
		"count(N, N) :- !. count(I, N) :- I1 is I + 1, count(I1, N)."
	got := runProgram(t, cfg, prog, "loop("+n+"), count(0, "+n+"), write(done)")
	if got != "done" {
		t.Errorf("got %q", got)
	}
}

// TestGarbageCollected builds and drops structures in a long loop on a
// small heap.
func TestGarbageCollected(t *testing.T) {
	cfg := heap.Config{MaxBytes: 1 << 20, InitialBytes: 1 << 18}
	prog := "build(0, []) :- !. build(N, [f(N, g(N))|T]) :- N1 is N - 1, build(N1, T). " +
		"churn(0) :- !. churn(N) :- build(100, L), length(L, 100), N1 is N - 1, churn(N1)."
	got := runProgram(t, cfg, prog, "churn(20000), write(done)")
	if got != "done" {
		t.Errorf("got %q", got)
	}
}

// TestResourceError fills the heap: the program gets resource_error
// (memory), catchable, not a crash.
func TestResourceError(t *testing.T) {
	cfg := heap.Config{MaxBytes: 1 << 20, InitialBytes: 1 << 18}
	prog := "grow(L) :- grow([x|L])."
	got := runProgram(t, cfg, "keep(N, [N|T]) :- N1 is N + 1, keep(N1, T).",
		"catch(numlist(1, 1000000, L), error(E, _), true), write(E)")
	if got != "resource_error(memory)" {
		t.Errorf("got %q", got)
	}
	got = runProgram(t, cfg, prog, "grow([])")
	if got != "error: error(resource_error(memory),_G)" {
		t.Errorf("got %q", got)
	}
	// The handler runs with the unwound goal's data garbage (the
	// scratch roots it left are dropped), and the program goes on; a
	// findall's bag is on the heap, under its limit.
	for _, c := range []struct{ goal, want string }{
		{"catch(grow([]), E, (write(caught(E)), nl)), numlist(1, 1000, L), write(goes_on)", "caught(error(resource_error(memory),_G))\ngoes_on"},
		{"catch(grow([]), _, true), write(caught)", "caught"},
		{"catch(findall(X, between(1, inf, X), _), error(E, _), true), write(E)", "resource_error(memory)"},
		{"catch(findall(f(X), between(1, inf, X), _), error(E, _), true), write(E)", "resource_error(memory)"},
		// The limit holds while the bag grows, not once it is made.
		{"catch(findall(X, (between(1, 1000000, X), nb_setval(n, X)), _), error(E, _), true), nb_getval(n, N), N < 1000000, write(E)", "resource_error(memory)"},
	} {
		if got := runProgram(t, cfg, prog, c.goal); got != c.want {
			t.Errorf("%s: got %q, want %q", c.goal, got, c.want)
		}
	}
}

// TestStressCollection runs goals that allocate with a collection at
// every allocation: every term the solver keeps must be a root.
func TestStressCollection(t *testing.T) {
	cfg := heap.Config{Stress: true}
	for _, c := range solveCases[:40] {
		if got := runProgram(t, cfg, c.program, c.goal); got != c.want {
			t.Errorf("%s: got %q, want %q", c.name, got, c.want)
		}
	}
}
