package engine

import (
	"strings"
	"testing"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

// bodyCases run the control constructs, arithmetic and prefix codes of
// clause bodies (bodycompile.go, bodyarith.go): the same constructs in a
// query are goal terms the control loop interprets, which solveCases
// cover. Expectations are SWI-Prolog 9's.
var bodyCases = []struct {
	name, program, goal, want string
}{
	{"if-then-else chain", "s(X, Y) :- ( X > 0 -> Y = pos ; X < 0 -> Y = neg ; Y = zero ).",
		"s(1, A), s(-1, B), s(0, C), write([A,B,C])", "[pos,neg,zero]"},
	{"test condition with an empty else", "s(X, Y) :- Y = a, ( X > 0 -> true ; true ).", "s(0, A), s(1, B), write(A/B)", "a/a"},
	{"test condition as the last code", "s(X) :- ( X == a -> write(yes) ; X \\= b -> write(notb) ; write(b) ), write('.').",
		"s(a), s(c), s(b)", "yes.notb.b."},
	{"type test conditions", "k(X, K) :- ( var(X) -> K = var ; atom(X) -> K = atom ; integer(X) -> K = int ; K = other ).",
		"k(_, A), k(a, B), k(1, C), k(f(x), D), write([A,B,C,D])", "[var,atom,int,other]"},
	{"soft-cut on a test", "s(X, Y) :- ( X > 0 *-> Y = pos ; Y = nonpos ).", "s(1, A), s(0, B), write(A/B)", "pos/nonpos"},
	{"error in a test condition", "s(X, Y) :- ( X > 0 -> Y = pos ; Y = nonpos ).", "catch(s(_, _), error(E, _), write(E))", "instantiation_error"},
	{"test condition leaves no choicepoint", "s(X, Y) :- ( X > 0 -> Y = pos ; Y = nonpos ).",
		"findall(Y, s(1, Y), L), write(L)", "[pos]"},
	{"if-then without else fails", "p(X) :- ( X > 0 -> true ).", "p(1), \\+ p(0), write(ok)", "ok"},
	{"cut in the condition is local", "p(X) :- ( ( member(X, [1,2,3]), X > 1, ! ) -> true ; X = none ).",
		"findall(X, p(X), L), write(L)", "[2]"},
	{"cut in the condition keeps the else", "p(X) :- ( ( !, fail ) -> X = then ; X = else ).",
		"p(X), write(X)", "else"},
	{"cut in the then branch is the clause's", "q(X) :- member(X, [1,2,3]), ( X >= 2 -> ! ; true ). q(9).",
		"findall(X, q(X), L), write(L)", "[1,2]"},
	{"cut in a disjunction is the clause's", "r(X) :- ( X = 1 ; X = 2, ! ; X = 3 ). r(4).",
		"findall(X, r(X), L), write(L)", "[1,2]"},
	{"soft cut keeps the condition's answers", "s(X) :- ( member(X, [1,2]) *-> true ; X = none ).",
		"findall(X, s(X), L), write(L)", "[1,2]"},
	{"soft cut else", "s(X) :- ( fail *-> X = a ; X = b ).", "findall(X, s(X), L), write(L)", "[b]"},
	{"negation", "n(X) :- \\+ X = 1.", "n(2), \\+ n(1), write(ok)", "ok"},
	{"negation binds nothing", "m(X) :- \\+ \\+ X = 1, var(X).", "m(_), write(ok)", "ok"},
	{"cut inside negation is local", "p :- \\+ ( !, fail ), write(in). p :- write(second).", "p", "in"},
	{"disjunction retries its second branch", "d(R) :- ( X = 1 ; X = 2 ), R = X.",
		"findall(R, d(R), L), write(L)", "[1,2]"},
	{"a variable first met in one branch is made for both", "f(Y) :- ( W = 1 ; true ), Y = W.",
		"findall(Y, f(Y), [A,B]), write(A), ( var(B) -> write(' var') ; true )", "1 var"},
	{"variables local to one branch", "b(X, R) :- ( X > 0 -> Y is X * 2, R = Y ; Z is -X, W = Z, R = W ).",
		"b(2, A), b(-3, B), write(A/B)", "4/3"},
	{"variables local to a branch retried", "b(R) :- ( member(X, [1,2,3]), X > 1, Y = X ; Y = 0 ), R = Y.",
		"findall(R, b(R), L), write(L)", "[2,3,0]"},
	{"variables of a condition used after it", "g(X, Y) :- ( member(Y-X, [a-1,b-2]), Y == b -> true ; X = 0 ), Z = X, Z > 0.",
		"g(X, Y), write(X-Y)", "2-b"},
	{"is with a first occurrence", "c(R) :- Z is 2 + 3 * 4, R = Z.", "c(R), write(R)", "14"},
	{"is compares a bound left side", "c(X) :- X is 2 + 3.", "c(5), \\+ c(6), write(ok)", "ok"},
	{"is with a constant left side", "c :- 5 is 2 + 3. d :- 6 is 2 + 3.", "c, \\+ d, write(ok)", "ok"},
	{"is with a compound left side fails", "c :- f(a) is 1.", "\\+ c, write(ok)", "ok"},
	{"is with a big left side", "c :- 123456789012345678901 is 123456789012345678900 + 1.", "c, write(ok)", "ok"},
	{"is to a big integer", "c(X) :- X is 2 ** 70.", "c(X), write(X)", "1180591620717411303424"},
	{"is over the immediate range", "c(X) :- Y is 1 << 47, X is Y + Y - 1.", "c(X), write(X)", "281474976710655"},
	{"is with floats", "c(X) :- X is 1.5 + 2.", "c(X), write(X)", "3.5"},
	{"is with an unbound variable", "c(X) :- X is Y + 1, Y = 1.", "catch(c(_), error(E, _), (write(E), nl)), fail", "instantiation_error\nfalse"},
	{"is with an atom that is not evaluable", "c(X) :- X is foo + 1.", "catch(c(_), error(E, _), write(E))", "type_error(evaluable,foo/0)"},
	{"is with a compound that is not evaluable", "c(X) :- X is f(1) + 1.", "catch(c(_), error(E, _), write(E))", "type_error(evaluable,f/1)"},
	{"comparison errors left to right", "c :- foo < 1 / 0.", "catch(c, error(E, _), write(E))", "type_error(evaluable,foo/0)"},
	{"comparison of mixed numbers", "c :- 1 =:= 1.0, 1 < 1.5, 2 >= 2, 3 =\\= 4.", "c, write(ok)", "ok"},
	{"prefix tests fail before the body", "t(X, Y, le) :- X =< Y, !. t(_, _, gt).", "t(1, 2, A), t(3, 2, B), write(A-B)", "le-gt"},
	{"prefix makes a variable", "u(X, R) :- X = f(Y), Y = 1, R = X.", "u(X, R), write(X/R)", "f(1)/f(1)"},
	{"prefix variable kept in the environment", "w(1). v(X, R) :- X = g(Z), atom(a), w(Z), R = X.", "v(_, R), write(R)", "g(1)"},
	{"prefix error", "e(X) :- X > 0, foo(X).", "catch(e(_), error(E, _), write(E))", "instantiation_error"},
	{"environment across calls", "x(1). x(2). y(A, B, S) :- x(A), x(B), S is A + B.",
		"findall(S, y(_, _, S), L), write(L)", "[2,3,3,4]"},
	{"deep conjunction in a body", "len([], 0). len([_|T], N) :- len(T, M), N is M + 1.",
		"numlist(1, 100000, L), len(L, N), write(N)", "100000"},
}

// TestBodyCodes runs bodyCases, and again with a collection at every
// allocation (environments and the frame are roots).
func TestBodyCodes(t *testing.T) {
	for _, stress := range []bool{false, true} {
		for _, c := range bodyCases {
			if stress && c.name == "deep conjunction in a body" {
				continue // a collection per allocation: minutes
			}
			if got := runProgram(t, heap.Config{Stress: stress}, c.program, c.goal); got != c.want {
				t.Errorf("%s (stress %v): got %q, want %q", c.name, stress, got, c.want)
			}
		}
	}
}

// TestBodyPrefix checks which codes a body runs before its environment
// exists, and that a body whose codes all run there needs none.
func TestBodyPrefix(t *testing.T) {
	cases := []struct {
		clause string
		prefix int
		env    bool
	}{
		{"tak(X, Y, Z, A) :- X =< Y, !, A = Z", 3, false},
		{"p(X) :- X > 0, Y is X - 1, q(Y)", 2, false},
		{"p(X) :- atom(X), !, q(X), r(X)", 2, true},
		{"p(X) :- q(X), X > 0", 0, true},
		{"p(X) :- ( X > 0 -> true ; fail )", 0, true},
		{"p(X) :- member(X, [1]), !", 0, true},
		{"p :- q", 0, false},
	}
	for _, c := range cases {
		s := newStore(t, heap.Config{})
		src := readTerm(t, c.clause).(*term.Compound)
		cl, err := s.compileClause(src, src.Args[0], src.Args[1])
		if err != nil {
			t.Fatal(err)
		}
		if int(cl.prefix) != c.prefix || cl.env != c.env {
			t.Errorf("%s: prefix %d env %v, want %d %v", c.clause, cl.prefix, cl.env, c.prefix, c.env)
		}
	}
}

// TestClauseIDsReclaimed checks that a program that asserts, calls and
// retracts clauses whose bodies need an environment keeps a bounded
// clause table: the ids of retracted clauses no environment refers to
// are reused.
func TestClauseIDsReclaimed(t *testing.T) {
	const program = `
:- dynamic(f/1).
g.
loop(0) :- !.
loop(N) :- assertz((f(X) :- X = N, g, g)), f(Y), Y == N, retract((f(_) :- _)), M is N - 1, loop(M).
`
	m := newMachine(t, heap.Config{}, nil)
	if err := m.Consult("test.pl", strings.NewReader(program)); err != nil {
		t.Fatal(err)
	}
	g, err := m.ParseGoal("loop(20000)")
	if err != nil {
		t.Fatal(err)
	}
	if ok, err := m.Once(g); !ok || err != nil {
		t.Fatalf("loop: %v %v", ok, err)
	}
	if n := len(m.clauseTab); n > 4*minReclaim {
		t.Errorf("the clause table has %d entries after 20000 clauses were asserted and retracted", n)
	}
}

// TestIntOpsAgree checks the fast path for immediate integers of a
// body's arithmetic (bodyarith.go) against the builtin's general path,
// over operands of both signs, zero, and the edges of the fast path.
func TestIntOpsAgree(t *testing.T) {
	const program = `
vals([0, 1, -1, 7, -7, 3, -3, 2147483647, -2147483647, 2147483648, -2147483648, 140737488355327, -140737488355328]).
ops([+, -, *, //, rem, mod]).
fast(+, A, B, R) :- R is A + B.
fast(-, A, B, R) :- R is A - B.
fast(*, A, B, R) :- R is A * B.
fast(//, A, B, R) :- R is A // B.
fast(rem, A, B, R) :- R is A rem B.
fast(mod, A, B, R) :- R is A mod B.
outcome(G, R, O) :- catch((G -> O = R ; O = failed), error(E, _), O = E).
check :- vals(Vs), ops(Os), member(A, Vs), member(B, Vs), member(Op, Os),
    outcome(fast(Op, A, B, R1), R1, O1),
    E =.. [Op, A, B], outcome(call(is, R2, E + 0), R2, O2), % E + 0: Eval's general path
    O1 \== O2, write(Op/A/B/O1/O2), nl, fail.
check.
`
	if got := runProgram(t, heap.Config{}, program, "check"); got != "" {
		t.Errorf("fast and general paths disagree:\n%s", got)
	}
}
