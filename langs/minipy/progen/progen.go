package progen

import (
	"fmt"
	"strings"

	"github.com/microjit/microjit/jitcore/lang/langtest"
)

// Limits on what one program holds.
const (
	maxStmts = 40 // statements in all
	maxDepth = 3  // nesting of blocks
	maxExpr  = 3  // nesting of expressions
)

// Names of the variables, by type: every one is assigned before the
// program's first generated statement.
var (
	intVars   = []string{"a", "b", "c"}
	floatVars = []string{"x", "y"}
	strVars   = []string{"s", "t"}
	listVars  = []string{"L", "M"}
	// moduli bound the integers assigned: a word, past the 48 bits of an
	// immediate heap integer, and past 64 bits.
	moduli = []string{"1000003", "(2 ** 50 + 3)", "(2 ** 100 + 7)"}
)

// dictKeys are the keys statements store into D (single-quoted: they
// may stand inside an f-string, which 3.11 writes in double quotes).
var dictKeys = []string{"'k0'", "'k1'", "'k2'", "'k3'"}

// prelude defines the variables and the functions, classes and
// generators that statements and expressions use: a subclass whose
// method calls its parent's through super(), an exception class raised
// from a function, a generator that may stop early, a closure maker.
const prelude = `a, b, c = 3, -7, 12
x, y = 0.5, -2.25
s, t = "ab", "xyz"
L, M = [1, 2, 3], []
D = {}
F = [x, y]

def f(p, q=2):
    return p * q - 1

def g(*args, k=1):
    return sum(args) + k

class P:
    def __init__(self, v):
        self.v = v
    def bump(self, d):
        self.v = self.v + d
        return self.v

class Q(P):
    kind = "q"
    def bump(self, d):
        return super().bump(d * 2) - 1
    def total(self):
        return self.v + len(self.kind)

class Oops(Exception):
    pass

def risky(p):
    if p % 3 == 0:
        raise Oops(p)
    return p // 3

def gen(n, k):
    for i in range(n):
        if i == k:
            return
        yield i * k - n

def mk(k):
    def h(z):
        return z * k + 1
    return h

o = P(1)
q = Q(2)
h = mk(3)
`

// epilogue prints every variable at the end.
const epilogue = `print(a, b, c)
print(x, y)
print(repr(s), repr(t))
print(L[:10], len(L), M[-5:])
print(o.v, q.v, q.total(), isinstance(q, P), type(q).__name__)
print(sorted(D.items()), F[-4:], h(2))
`

// Generate returns the program the bytes of c choose.
func Generate(c *langtest.Chooser) string {
	g := &gen{c: c}
	g.b.WriteString(prelude)
	for g.stmts < maxStmts && !c.Done() {
		g.stmt(0)
	}
	g.b.WriteString(epilogue)
	return g.b.String()
}

type gen struct {
	c     *langtest.Chooser
	b     strings.Builder
	stmts int
	loops int // counter for loop variable names
	funcs int // counter for function names
	// inFunc is set while a function's body is written: its integer
	// variables are its parameters, and it binds no other name (reading
	// a global it also assigns would be an UnboundLocalError).
	inFunc bool
}

func (g *gen) pick(names []string) string { return names[g.c.Intn(len(names))] }

func (g *gen) line(depth int, format string, args ...any) {
	g.b.WriteString(strings.Repeat("    ", depth))
	fmt.Fprintf(&g.b, format, args...)
	g.b.WriteByte('\n')
}

// stmt writes one statement at the given block depth.
func (g *gen) stmt(depth int) {
	g.stmts++
	n := 24
	if depth >= maxDepth || g.stmts >= maxStmts {
		n = 14 // simple statements only
	}
	k := g.c.Intn(n)
	if g.inFunc {
		// Statements that bind a name other than an integer variable
		// become an integer update.
		switch k {
		case 2, 3, 10, 12, 13, 18:
			k = 1
		}
	}
	switch k {
	case 0:
		// Reduced, so that products in loops do not grow without bound.
		g.line(depth, "%s = %s %% %s", g.pick(intVars), g.intExpr(0), g.pick(moduli))
	case 1:
		// The operand is reduced too: a |= a * a in a loop would double
		// a's size every iteration.
		g.line(depth, "%s %s= %s %% %s", g.pick(intVars), g.pick([]string{"+", "-", "^", "|", "&"}), g.intExpr(0), g.pick(moduli))
	case 2:
		g.line(depth, "%s = %s", g.pick(floatVars), g.floatExpr(0))
	case 3:
		g.line(depth, "%s = %s", g.pick(strVars), g.strExpr(0))
	case 4:
		g.line(depth, "%s.append(%s)", g.pick(listVars), g.intExpr(0))
	case 5:
		g.line(depth, "print(%s, %s)", g.intExpr(0), g.floatExpr(0))
	case 6:
		g.try(depth)
	case 7:
		g.line(depth, "%s.v = %s %% %s", g.pick([]string{"o", "q"}), g.intExpr(0), g.pick(moduli))
	case 8:
		g.line(depth, "D[%s] = %s %% %s", g.pick(dictKeys), g.intExpr(0), g.pick(moduli))
	case 9:
		// A swap through a tuple, reduced as assignments are.
		u, w := g.pick(intVars), g.pick(intVars)
		g.line(depth, "%s, %s = %s %% %s, (%s + %s) %% %s", u, w, w, g.pick(moduli), u, w, g.pick(moduli))
	case 10:
		g.line(depth, "F.append(%s)", g.floatExpr(0))
		g.line(depth, "F = F[-8:]")
	case 11:
		g.line(depth, "print(%s, %s, sorted(%s)[:4])", g.intExpr(0), g.strExpr(0), g.pick(listVars))
	case 12:
		g.line(depth, "h = mk(%s)", g.intAtom())
	case 13:
		g.line(depth, "%s = sorted(%s, key=lambda z: (z %% 5, -z))[-6:]", g.pick(listVars), g.pick(listVars))
	case 14, 15:
		g.loops++
		v := fmt.Sprintf("i%d", g.loops)
		g.line(depth, "for %s in range(%d):", v, g.c.Intn(6))
		g.block(depth+1, v)
	case 16:
		g.line(depth, "if %s:", g.cond(0))
		g.block(depth+1, "")
		if g.c.Intn(2) == 0 {
			g.line(depth, "else:")
			g.block(depth+1, "")
		}
	case 17:
		g.loops++
		v := fmt.Sprintf("n%d", g.loops)
		g.line(depth, "%s = %d", v, g.c.Intn(8))
		g.line(depth, "while %s > 0:", v)
		g.line(depth+1, "%s -= 1", v)
		g.block(depth+1, v)
	case 18:
		g.line(depth, "%s = [%s for %s in range(%d) if %s %% %d]", g.pick(listVars), g.intExpr(1), "j", g.c.Intn(7), "j", 1+g.c.Intn(3))
	case 19:
		g.loops++
		v := fmt.Sprintf("v%d", g.loops)
		g.line(depth, "for %s in gen(%d, %d):", v, g.c.Intn(7), g.c.Intn(7))
		g.block(depth+1, v)
	case 20:
		g.loops++
		v := fmt.Sprintf("e%d", g.loops)
		g.line(depth, "for j%d, %s in enumerate(%s[:5]):", g.loops, v, g.pick(listVars))
		g.block(depth+1, v)
	case 21:
		g.loops++
		v := fmt.Sprintf("w%d", g.loops)
		g.line(depth, "for u%d, %s in zip(%s, %s):", g.loops, v, g.pick(strVars), g.pick(listVars))
		g.block(depth+1, v)
	case 22:
		g.raising(depth)
	case 23:
		if g.inFunc {
			g.stmt(depth)
			return
		}
		g.function(depth)
	}
}

// function writes a function of the integer variables, whose body is a
// block of statements on them as locals, and a call of it.
func (g *gen) function(depth int) {
	g.funcs++
	name := fmt.Sprintf("fn%d", g.funcs)
	params := strings.Join(intVars, ", ")
	g.line(depth, "def %s(%s):", name, params)
	g.inFunc = true
	g.block(depth+1, "")
	g.inFunc = false
	g.line(depth+1, "return (%s) %% %s", strings.Join(intVars, " + "), g.pick(moduli))
	g.line(depth, "%s = %s(%s)", g.pick(intVars), name, params)
}

// raising writes a call that may raise Oops, with else and finally
// clauses.
func (g *gen) raising(depth int) {
	g.line(depth, "try:")
	g.line(depth+1, "%s = risky(%s)", g.pick(intVars), g.intExpr(1))
	g.line(depth, "except Oops as e:")
	g.line(depth+1, "print(\"oops\", e.args)")
	g.line(depth, "else:")
	g.line(depth+1, "print(\"fine\")")
	g.line(depth, "finally:")
	g.line(depth+1, "%s = %s %% %s + 1", g.pick(intVars), g.pick(intVars), g.pick(moduli))
}

// block writes one to three statements; v, when set, is a loop variable
// the block may use.
func (g *gen) block(depth int, v string) {
	if v != "" && g.c.Intn(2) == 0 {
		g.line(depth, "%s = %s + %s", g.pick(intVars), g.pick(intVars), v)
	}
	for i := 1 + g.c.Intn(3); i > 0; i-- {
		g.stmt(depth)
	}
	if v != "" && g.c.Intn(4) == 0 {
		g.line(depth, "if %s %% 3 == 2:", g.pick(intVars))
		g.line(depth+1, "%s", g.pick([]string{"break", "continue"}))
	}
}

// try writes an operation that may fail, inside a try statement.
func (g *gen) try(depth int) {
	g.line(depth, "try:")
	switch g.c.Intn(5) {
	case 4:
		g.line(depth+1, "del D[%s]", g.pick(dictKeys))
	case 0:
		g.line(depth+1, "%s = %s // %s", g.pick(intVars), g.intExpr(0), g.intExpr(1))
	case 1:
		g.line(depth+1, "%s = %s %% %s", g.pick(intVars), g.intExpr(0), g.intExpr(1))
	case 2:
		if g.inFunc {
			g.line(depth+1, "print(%s / %s)", g.floatExpr(0), g.intExpr(1))
			break
		}
		g.line(depth+1, "%s = %s / %s", g.pick(floatVars), g.floatExpr(0), g.intExpr(1))
	case 3:
		g.line(depth+1, "%s = %s[%s]", g.pick(intVars), g.pick(listVars), g.intExpr(1))
	}
	g.line(depth, "except (ZeroDivisionError, IndexError, OverflowError, KeyError) as e:")
	g.line(depth+1, "print(type(e).__name__, e)")
}

func (g *gen) intExpr(d int) string {
	if d >= maxExpr {
		return g.intAtom()
	}
	switch g.c.Intn(14) {
	case 9:
		return fmt.Sprintf("f(q=%s, p=%s)", g.intExpr(d+1), g.intExpr(d+1))
	case 10:
		return fmt.Sprintf("(lambda z: z - %d)(%s)", g.c.Intn(10), g.intExpr(d+1))
	case 11:
		return fmt.Sprintf("sum(z * %d for z in %s[:5])", g.c.Intn(4), g.pick(listVars))
	case 12:
		return fmt.Sprintf("h(%s)", g.intExpr(d+1))
	case 13:
		return fmt.Sprintf("D.get(%s, %d)", g.pick(dictKeys), g.c.Intn(5))
	case 0, 1:
		return g.intAtom()
	case 2:
		return fmt.Sprintf("(%s %s %s)", g.intExpr(d+1), g.pick([]string{"+", "-", "*"}), g.intExpr(d+1))
	case 3:
		return fmt.Sprintf("(%s // (abs(%s) + 1))", g.intExpr(d+1), g.intExpr(d+1))
	case 4:
		return fmt.Sprintf("(%s %% (abs(%s) + 2))", g.intExpr(d+1), g.intExpr(d+1))
	case 5:
		return fmt.Sprintf("f(%s)", g.intExpr(d+1))
	case 6:
		return fmt.Sprintf("g(%s, %s, k=%s)", g.intExpr(d+1), g.intExpr(d+1), g.intAtom())
	case 7:
		return fmt.Sprintf("len(%s)", g.pick(append(append([]string{}, strVars...), listVars...)))
	default:
		return fmt.Sprintf("(%s if %s else %s)", g.intExpr(d+1), g.cond(d+1), g.intExpr(d+1))
	}
}

func (g *gen) intAtom() string {
	switch g.c.Intn(9) {
	case 6:
		return "q.bump(1)"
	case 7:
		return "q.total()"
	case 8:
		return fmt.Sprintf("sum(gen(%d, %d))", g.c.Intn(6), g.c.Intn(6))
	case 0:
		return fmt.Sprint(g.c.Intn(20) - 5)
	case 1:
		return "o.bump(1)"
	case 2:
		return fmt.Sprintf("2 ** %d", g.c.Intn(70))
	default:
		return g.pick(intVars)
	}
}

func (g *gen) floatExpr(d int) string {
	if d >= maxExpr {
		return g.pick(floatVars)
	}
	switch g.c.Intn(7) {
	case 5:
		return "sum(F[-3:])"
	case 6:
		return fmt.Sprintf("max(F[-3:] + [%s])", g.floatExpr(d+1))
	case 0:
		return g.pick(floatVars)
	case 1:
		return fmt.Sprintf("%d.%d", g.c.Intn(10), g.c.Intn(100))
	case 2:
		return fmt.Sprintf("(%s %s %s)", g.floatExpr(d+1), g.pick([]string{"+", "-", "*"}), g.floatExpr(d+1))
	case 3:
		return fmt.Sprintf("(%s * 0.5 + %s)", g.floatExpr(d+1), g.intAtom())
	default:
		return fmt.Sprintf("float(%s %% 1000)", g.intExpr(d+1))
	}
}

func (g *gen) strExpr(d int) string {
	if d >= maxExpr {
		return g.pick(strVars)
	}
	switch g.c.Intn(8) {
	case 6:
		return fmt.Sprintf("\"-\".join([%s, %s])[:12]", g.strExpr(d+1), g.strExpr(d+1))
	case 7:
		return fmt.Sprintf("%s.replace(\"a\", \"%s\")[:12]", g.strExpr(d+1), g.pick([]string{"", "b", "aa"}))
	case 0:
		return g.pick(strVars)
	case 1:
		return fmt.Sprintf("(%s + %s)[:12]", g.strExpr(d+1), g.strExpr(d+1))
	case 2:
		return fmt.Sprintf("str(%s)", g.intExpr(d+1))
	case 3:
		return fmt.Sprintf("%s[::-1]", g.strExpr(d+1))
	case 4:
		return fmt.Sprintf("f\"{%s}-{%s:.3f}\"", g.intExpr(d+1), g.floatExpr(d+1))
	default:
		return fmt.Sprintf("%s.upper()", g.strExpr(d+1))
	}
}

func (g *gen) cond(d int) string {
	n := 4
	if d >= maxExpr {
		n = 3 // no nested conditions
	}
	switch g.c.Intn(n) {
	case 0:
		return fmt.Sprintf("%s %s %s", g.intExpr(d+1), g.pick([]string{"<", "<=", "==", "!=", ">", ">="}), g.intExpr(d+1))
	case 1:
		return fmt.Sprintf("%s < %s < %s", g.intAtom(), g.intAtom(), g.intAtom())
	case 2:
		return fmt.Sprintf("%s in %s", g.intAtom(), g.pick(listVars))
	default:
		return fmt.Sprintf("(%s or not %s)", g.cond(d+1), g.cond(d+1))
	}
}
