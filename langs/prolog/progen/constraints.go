package progen

import (
	"fmt"
	"strings"

	"github.com/microjit/microjit/jitcore/lang/langtest"
)

// Constraints returns a CLP(FD) program the bytes of c choose: a
// problem over a few variables with small domains, solved by labeling
// (with options chosen too) and by a brute-force enumeration of the
// domains that checks each constraint with is/2 arithmetic and Prolog
// control. The program prints agree(N) when both find the same N
// solutions in the same order (labeling up with leftmost variables
// enumerates in that order; other options are compared as sorted
// sets), and disagree(Labeled, Brute) otherwise.
func Constraints(c *langtest.Chooser) string {
	g := &cgen{c: c, nvars: 2 + c.Intn(maxCVars-1)}
	g.lo = -2 + c.Intn(3)
	g.hi = g.lo + 1 + c.Intn(4)
	var labeled, brute []string
	for n := 1 + c.Intn(maxConstraints); n > 0; n-- {
		fd, plain := g.constraint()
		labeled = append(labeled, fd)
		brute = append(brute, "once(("+plain+"))")
	}
	vars := g.varList()
	opts, ordered := g.options()
	var b strings.Builder
	fmt.Fprintf(&b, `:- use_module(library(clpfd)).
:- initialization(run).

run :- catch(main, E, (write(uncaught(E)), nl)), !, halt.
run :- write(main_failed), nl, halt.

model(%[1]s) :-
    %[1]s ins (%[2]d)..(%[3]d),
    %[4]s.

brute(%[1]s) :-
    maplist(between(%[2]d, %[3]d), %[1]s),
    %[5]s.

holds(G) :- catch(G, error(evaluation_error(_), _), fail).

all_diff([]).
all_diff([X|Xs]) :- \+ memberchk(X, Xs), all_diff(Xs).

main :-
    findall(%[1]s, (model(%[1]s), labeling(%[6]s, %[1]s)), L0),
    findall(%[1]s, brute(%[1]s), B0),
    %[7]s
    length(L, N),
    (   L == B
    ->  write(agree(N))
    ;   write(disagree(L, B))
    ),
    nl.
`, vars, g.lo, g.hi, strings.Join(labeled, ",\n    "), strings.Join(brute, ",\n    "), opts, order(ordered))
	return b.String()
}

// Limits of a constraint problem.
const (
	maxCVars       = 4 // variables
	maxConstraints = 4 // constraints
	maxCExpr       = 2 // nesting of expressions
)

// order is the goals that make L and B of L0 and B0: as they are when
// labeling enumerates in the brute force's order, else sorted.
func order(ordered bool) string {
	if ordered {
		return "L = L0, B = B0,"
	}
	return "msort(L0, L), msort(B0, B),"
}

type cgen struct {
	c      *langtest.Chooser
	nvars  int
	lo, hi int
	sums   int // sum/3 constraints so far
}

func (g *cgen) v(i int) string { return fmt.Sprintf("X%d", i) }

func (g *cgen) varList() string {
	vs := make([]string, g.nvars)
	for i := range vs {
		vs[i] = g.v(i)
	}
	return "[" + strings.Join(vs, ",") + "]"
}

// options is a labeling option list, and whether it enumerates the
// solutions in the brute force's order (leftmost, up, step or enum).
func (g *cgen) options() (string, bool) {
	sel := []string{"leftmost", "ff", "ffc", "min", "max"}[g.c.Intn(5)]
	ord := []string{"up", "down"}[g.c.Intn(2)]
	br := []string{"step", "enum", "bisect"}[g.c.Intn(3)]
	return fmt.Sprintf("[%s,%s,%s]", sel, ord, br), sel == "leftmost" && ord == "up"
}

// comparisons pairs CLP(FD) comparisons with is/2 ones.
var comparisons = [][2]string{{"#=", "=:="}, {"#\\=", "=\\="}, {"#<", "<"}, {"#>", ">"}, {"#=<", "=<"}, {"#>=", ">="}}

// constraint is a constraint written for clpfd and as a brute-force
// check.
func (g *cgen) constraint() (string, string) {
	switch g.c.Intn(6) {
	case 0:
		name := []string{"all_different", "all_distinct"}[g.c.Intn(2)]
		vs := g.someVars()
		return fmt.Sprintf("%s(%s)", name, vs), fmt.Sprintf("all_diff(%s)", vs)
	case 1:
		fd, plain := g.formula(0)
		return fd, plain
	case 2:
		vs := g.someVars()
		cmp := comparisons[g.c.Intn(len(comparisons))]
		n := g.c.Intn(7) - 3
		g.sums++
		return fmt.Sprintf("sum(%s, %s, %d)", vs, cmp[0], n),
			fmt.Sprintf("sum_list(%s, S%d), S%d %s %d", vs, g.sums, g.sums, cmp[1], n)
	}
	return g.comparison()
}

// someVars is a list of some of the variables.
func (g *cgen) someVars() string {
	var vs []string
	for i := range g.nvars {
		if g.c.Intn(3) > 0 {
			vs = append(vs, g.v(i))
		}
	}
	return "[" + strings.Join(vs, ",") + "]"
}

// comparison is E1 op E2 (a reified comparison is false where a
// partial operation is undefined, as the brute force's holds/1 has it).
func (g *cgen) comparison() (string, string) {
	cmp := comparisons[g.c.Intn(len(comparisons))]
	l, r := g.expr(0), g.expr(0)
	return fmt.Sprintf("%s %s %s", l, cmp[0], r), fmt.Sprintf("holds(%s %s %s)", l, cmp[1], r)
}

// formula is a reified formula: connectives over comparisons.
func (g *cgen) formula(d int) (string, string) {
	if d >= maxCExpr || g.c.Intn(3) == 0 {
		fd, plain := g.comparison()
		return "(" + fd + ")", "(" + plain + ")"
	}
	a, pa := g.formula(d + 1)
	switch g.c.Intn(5) {
	case 0:
		return "#\\ " + a, "\\+ " + pa
	}
	b, pb := g.formula(d + 1)
	switch g.c.Intn(4) {
	case 0:
		return fmt.Sprintf("(%s #/\\ %s)", a, b), fmt.Sprintf("(%s, %s)", pa, pb)
	case 1:
		return fmt.Sprintf("(%s #\\/ %s)", a, b), fmt.Sprintf("(%s ; %s)", pa, pb)
	case 2:
		return fmt.Sprintf("(%s #==> %s)", a, b), fmt.Sprintf("(\\+ %s ; %s)", pa, pb)
	}
	return fmt.Sprintf("(%s #<==> %s)", a, b), fmt.Sprintf("(%s -> %s ; \\+ %s)", pa, pb, pb)
}

// expr is an arithmetic expression over the variables.
func (g *cgen) expr(d int) string {
	if d >= maxCExpr || g.c.Intn(2) == 0 {
		if g.c.Intn(3) == 0 {
			return fmt.Sprint(g.c.Intn(7) - 3)
		}
		return g.v(g.c.Intn(g.nvars))
	}
	ops := []string{"+", "-", "*", "min", "max", "abs", "//", "mod", "rem", "div"}
	a := g.expr(d + 1)
	switch op := ops[g.c.Intn(len(ops))]; op {
	case "abs":
		return "abs(" + a + ")"
	case "min", "max":
		return fmt.Sprintf("%s(%s, %s)", op, a, g.expr(d+1))
	default:
		return fmt.Sprintf("(%s %s %s)", a, op, g.expr(d+1))
	}
}
