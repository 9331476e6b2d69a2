package progen

import (
	"fmt"
	"strings"

	"github.com/microjit/microjit/jitcore/lang/langtest"
)

// Limits on what one program holds.
const (
	maxGoals = 24 // goals of main
	maxRules = 4  // generated recursive predicates
	maxExpr  = 3  // nesting of arithmetic expressions
	maxBody  = 4  // goals in a conjunction
)

// prelude holds the facts and helpers generated goals use, and run/0,
// which the program's initialization directive calls.
const prelude = `:- initialization(run).
:- dynamic(counter/1).
:- dynamic(seen/2).

run :- catch(main, E, (write(uncaught(E)), nl)), !, halt.
run :- write(main_failed), nl, halt.

item(1, a, [x]).
item(2, b, [y, z]).
item(3, c, []).
item(4, f(a, B), [B]).
item(5, 2.5, [1, 2, 3]).

len([], 0).
len([_|T], N) :- len(T, N0), N is N0 + 1.

app([], L, L).
app([H|T], L, [H|R]) :- app(T, L, R).

mem(X, [X|_]).
mem(X, [_|T]) :- mem(X, T).

counter(0).

% bump(K, C): counter/1 goes up by K, through retract and assertz.
bump(K, C) :- retract(counter(C0)), C is C0 + K, assertz(counter(C)).

nums(N, L) :- findall(I, between(1, N, I), L).

show(G) :-
    catch((G -> shown(yes(G)) ; write(no)), E, shown(caught(E))),
    nl.

% shown(T) prints T with its variables named A, B, ... (the names of
% unbound variables are the implementation's).
shown(T) :- \+ \+ (numbervars(T, 0, _), print(T)).
`

// Generate returns the program the bytes of c choose.
func Generate(c *langtest.Chooser) string {
	g := &gen{c: c}
	g.b.WriteString(prelude)
	for r := g.c.Intn(maxRules + 1); r > 0; r-- {
		g.rule()
	}
	g.b.WriteString("\nmain :-\n")
	n := 1 + g.c.Intn(maxGoals)
	for i := 0; i < n && (i == 0 || !c.Done()); i++ {
		fmt.Fprintf(&g.b, "    show(%s),\n", g.goal(0))
	}
	g.b.WriteString("    true.\n")
	return g.b.String()
}

type gen struct {
	c     *langtest.Chooser
	b     strings.Builder
	rules int                // recursive predicates r1 ... generated so far
	lists [maxRules + 1]bool // lists[k]: rk walks a list, not a counter
	vars  int                // fresh variable counter
}

func (g *gen) pick(xs []string) string { return xs[g.c.Intn(len(xs))] }

func (g *gen) fresh() string {
	g.vars++
	return fmt.Sprintf("_V%d", g.vars) // _: not reported as a singleton
}

// rule writes a predicate rK(N, Acc, R) that counts N down to 0, doing
// some arithmetic on Acc each time, with a cut or an if-then-else, or
// that walks a list N of numbers the same way; some change counter/1 on
// the way (assert and retract between calls) or throw when Acc passes a
// bound.
func (g *gen) rule() {
	g.rules++
	name := fmt.Sprintf("r%d", g.rules)
	// Acc changes by an amount that depends on N alone, so it stays
	// within a few hundred bits however deep the recursion.
	step := fmt.Sprintf("Acc %s %s", g.pick([]string{"+", "-"}), g.expr(1, []string{"N"}))
	switch g.c.Intn(6) {
	case 3:
		// A list walk; the caller passes a list (nums/2).
		fmt.Fprintf(&g.b, "\n%s([], Acc, Acc).\n%s([H|T], Acc, R) :-\n    (   H > %d -> Acc1 is Acc + H ; Acc1 is %s ),\n    %s(T, Acc1, R).\n",
			name, name, g.c.Intn(6), strings.ReplaceAll(step, "N", "H"), name)
		g.lists[g.rules] = true
	case 4:
		fmt.Fprintf(&g.b, "\n%s(0, Acc, Acc) :- !.\n%s(N, Acc, R) :- bump(N, _), N1 is N - 1, Acc1 is %s, %s(N1, Acc1, R).\n",
			name, name, step, name)
	case 5:
		fmt.Fprintf(&g.b, "\n%s(0, Acc, Acc) :- !.\n%s(N, Acc, R) :-\n    (   Acc > %d -> throw(big(N, Acc)) ; true ),\n    N1 is N - 1, Acc1 is %s, %s(N1, Acc1, R).\n",
			name, name, 50+g.c.Intn(200), step, name)
	case 0:
		fmt.Fprintf(&g.b, "\n%s(0, Acc, Acc) :- !.\n%s(N, Acc, R) :- N1 is N - 1, Acc1 is %s, %s(N1, Acc1, R).\n",
			name, name, step, name)
	case 1:
		fmt.Fprintf(&g.b, "\n%s(N, Acc, R) :-\n    (   N =< 0 -> R = Acc\n    ;   N1 is N - 1, Acc1 is %s, %s(N1, Acc1, R)\n    ).\n",
			name, step, name)
	default:
		// Not tail recursive: the result is combined after the call.
		fmt.Fprintf(&g.b, "\n%s(0, Acc, Acc).\n%s(N, Acc, R) :- N > 0, N1 is N - 1, %s(N1, Acc, R0), R is R0 + %s.\n",
			name, name, name, g.expr(1, []string{"N"}))
	}
}

// goal returns a goal; its variables are fresh, so goals are independent.
func (g *gen) goal(d int) string {
	n := 17
	if d >= 2 {
		n = 8 // no nested control
	}
	switch g.c.Intn(n) {
	case 12:
		return fmt.Sprintf("bump(%d, %s)", g.c.Intn(5), g.fresh())
	case 13:
		k, v := g.fresh(), g.fresh()
		return fmt.Sprintf("(assertz(seen(%d, %s)), findall(%s-%s, seen(%s, %s), %s))", g.c.Intn(4), g.term(1), k, v, k, v, g.fresh())
	case 14:
		return fmt.Sprintf("retract(seen(%d, %s))", g.c.Intn(4), g.fresh())
	case 15:
		// A failure-driven loop that asserts as it goes.
		i, k, l := g.fresh(), g.fresh(), g.fresh()
		return fmt.Sprintf("((between(1, %d, %s), assertz(seen(%s, loop)), fail ; true), findall(%s, seen(%s, loop), %s), length(%s, _))", g.c.Intn(6), i, i, k, k, l, l)
	case 16:
		i, b := g.fresh(), g.fresh()
		return fmt.Sprintf("catch((mem(%s, [1, 2, 3, 4]), %s > %d, throw(ball(%s))), ball(%s), true)", i, i, g.c.Intn(5), i, b)
	case 0:
		v := g.fresh()
		return fmt.Sprintf("(%s is %s, write(%s), nl)", v, g.expr(0, nil), v)
	case 1:
		return fmt.Sprintf("%s %s %s", g.expr(0, nil), g.pick([]string{"<", "=<", "=:=", "=\\=", ">", ">="}), g.expr(0, nil))
	case 2:
		return fmt.Sprintf("%s = %s", g.term(0), g.term(0))
	case 3:
		return fmt.Sprintf("compare(%s, %s, %s)", g.fresh(), g.term(0), g.term(0))
	case 4:
		if g.rules == 0 {
			return "true"
		}
		k := 1 + g.c.Intn(g.rules)
		if g.lists[k] {
			l := g.fresh()
			return fmt.Sprintf("(nums(%d, %s), r%d(%s, %d, %s))", g.c.Intn(30), l, k, l, g.c.Intn(5), g.fresh())
		}
		return fmt.Sprintf("catch(r%d(%d, %d, %s), big(%s, %s), true)", k, g.c.Intn(30), g.c.Intn(5), g.fresh(), g.fresh(), g.fresh())
	case 5:
		x, y := g.fresh(), g.fresh()
		return fmt.Sprintf("findall(%s-%s, item(%s, %s, _), %s)", x, y, x, y, g.fresh())
	case 6:
		l, n := g.fresh(), g.fresh()
		return fmt.Sprintf("(findall(I, between(1, %d, I), %s), len(%s, %s), app(%s, [end], _))", g.c.Intn(40), l, l, n, l)
	case 7:
		x, y, z := g.fresh(), g.fresh(), g.fresh()
		return fmt.Sprintf("(%s = %s, %s is %s * %s, %s is %s // (%s - %d))", x, g.expr(0, nil), y, x, x, z, y, x, g.c.Intn(5))
	case 8:
		return fmt.Sprintf("(%s -> %s ; %s)", g.goal(d+1), g.goal(d+1), g.goal(d+1))
	case 9:
		return fmt.Sprintf("\\+ %s", g.goal(d+1))
	case 10:
		k, v := g.fresh(), g.fresh()
		return fmt.Sprintf("(item(%s, %s, _), %s > %d, !, shown(%s-%s), nl)", k, v, k, g.c.Intn(5), k, v)
	default:
		e := g.fresh()
		return fmt.Sprintf("catch(%s, error(%s, _), (write(%s), nl))", g.conj(d+1), e, e)
	}
}

func (g *gen) conj(d int) string {
	goals := []string{g.goal(d)}
	for i := g.c.Intn(maxBody); i > 0; i-- {
		goals = append(goals, g.goal(d))
	}
	return "(" + strings.Join(goals, ", ") + ")"
}

// expr returns an arithmetic expression over the variables vars (bound
// to numbers where it is used).
func (g *gen) expr(d int, vars []string) string {
	if d >= maxExpr {
		return g.atom(vars)
	}
	switch g.c.Intn(8) {
	case 0, 1:
		return g.atom(vars)
	case 2:
		return fmt.Sprintf("(%s %s %s)", g.expr(d+1, vars), g.pick([]string{"+", "-", "*"}), g.expr(d+1, vars))
	case 3:
		return fmt.Sprintf("(%s %s (abs(%s) + 1))", g.expr(d+1, vars), g.pick([]string{"//", "mod", "rem", "div"}), g.expr(d+1, vars))
	case 4:
		return fmt.Sprintf("%s(%s, %s)", g.pick([]string{"'/\\\\'", "'\\\\/'", "xor"}), g.expr(d+1, vars), g.expr(d+1, vars))
	case 5:
		return fmt.Sprintf("%s(%s, %s)", g.pick([]string{"max", "min"}), g.expr(d+1, vars), g.expr(d+1, vars))
	case 6:
		return fmt.Sprintf("(%s * 0.5)", g.expr(d+1, vars))
	default:
		return fmt.Sprintf("(%d ** %d)", 2+g.c.Intn(3), g.c.Intn(80))
	}
}

func (g *gen) atom(vars []string) string {
	if len(vars) > 0 && g.c.Intn(2) == 0 {
		return g.pick(vars)
	}
	return fmt.Sprint(g.c.Intn(40) - 10)
}

// term returns a term to unify or compare.
func (g *gen) term(d int) string {
	n := 7
	if d >= 2 {
		n = 4
	}
	switch g.c.Intn(n) {
	case 0:
		return g.pick([]string{"a", "b", "[]", "'A b'"})
	case 1:
		return fmt.Sprint(g.c.Intn(10))
	case 2:
		return "_"
	case 3:
		return g.pick([]string{"1.5", "-0.0", "\"ab\""})
	case 4:
		return fmt.Sprintf("f(%s, %s)", g.term(d+1), g.term(d+1))
	case 5:
		return fmt.Sprintf("[%s, %s|%s]", g.term(d+1), g.term(d+1), g.term(d+1))
	default:
		return fmt.Sprintf("g(%s)", g.term(d+1))
	}
}
