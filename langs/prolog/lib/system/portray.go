package system

import (
	"strings"

	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

// clauseText is the clause c as portray_clause/1 and listing/1 write it
// (SWI-Prolog's layout): the head, :- and each goal of the body on a line
// of its own, indented four columns, if-then-else and disjunctions as
//
//	(   Cond
//	->  Then
//	;   Else
//	)
//
// arguments separated by ", ", and a full stop. names names the
// variables; write writes a term as writeq/1 does with those names.
func clauseText(c term.Term, write func(term.Term, int) string) string {
	head, body := c, term.Term(nil)
	if x, ok := c.(*term.Compound); ok && x.Functor.Name() == ":-" && len(x.Args) == 2 {
		head, body = x.Args[0], x.Args[1]
	}
	var b strings.Builder
	b.WriteString(write(head, 1199))
	if body != nil && body != term.Term(term.Intern("true")) {
		b.WriteString(" :-\n")
		bodyText(&b, body, 1, write)
	}
	b.WriteString(".\n")
	return b.String()
}

// indent is the text of n levels of indentation.
func indent(n int) string { return strings.Repeat("    ", n) }

// bodyText writes the goals of a body at the indentation level depth.
func bodyText(b *strings.Builder, g term.Term, depth int, write func(term.Term, int) string) {
	for {
		c, ok := g.(*term.Compound)
		if ok && c.Functor == term.Comma && len(c.Args) == 2 {
			goalText(b, c.Args[0], depth, write)
			b.WriteString(",\n")
			g = c.Args[1]
			continue
		}
		goalText(b, g, depth, write)
		return
	}
}

// goalText writes one goal of a body at the indentation level depth.
func goalText(b *strings.Builder, g term.Term, depth int, write func(term.Term, int) string) {
	c, ok := g.(*term.Compound)
	if ok && len(c.Args) == 2 && (c.Functor.Name() == ";" || c.Functor.Name() == "->" || c.Functor.Name() == "*->") {
		b.WriteString(indent(depth) + "(   ")
		alternatives(b, g, depth, write)
		b.WriteString("\n" + indent(depth) + ")")
		return
	}
	if ok && len(c.Args) == 1 && c.Functor.Name() == "\\+" {
		b.WriteString(indent(depth) + "\\+ ")
		if inner, ok := c.Args[0].(*term.Compound); ok && len(inner.Args) == 2 && (inner.Functor == term.Comma || inner.Functor.Name() == ";" || inner.Functor.Name() == "->") {
			b.WriteString("(   ")
			alternatives(b, c.Args[0], depth, write)
			b.WriteString("\n" + indent(depth) + ")")
			return
		}
		b.WriteString(write(c.Args[0], 900))
		return
	}
	b.WriteString(indent(depth) + write(g, 999))
}

// alternatives writes the inside of a bracketed control construct that
// starts after "(   " at the indentation level depth: the branches of ;
// and the parts of -> and *->, each at depth + 1.
func alternatives(b *strings.Builder, g term.Term, depth int, write func(term.Term, int) string) {
	c, ok := g.(*term.Compound)
	switch {
	case ok && len(c.Args) == 2 && c.Functor.Name() == ";":
		alternatives(b, c.Args[0], depth, write)
		b.WriteString("\n" + indent(depth) + ";   ")
		alternatives(b, c.Args[1], depth, write)
	case ok && len(c.Args) == 2 && (c.Functor.Name() == "->" || c.Functor.Name() == "*->"):
		inner(b, c.Args[0], depth, write)
		b.WriteString("\n" + indent(depth) + c.Functor.Name() + strings.Repeat(" ", 4-len(c.Functor.Name())))
		inner(b, c.Args[1], depth, write)
	default:
		inner(b, g, depth, write)
	}
}

// inner writes a conjunction inside a bracketed construct: its first
// goal where the line already is, the others on lines of their own.
func inner(b *strings.Builder, g term.Term, depth int, write func(term.Term, int) string) {
	var sub strings.Builder
	bodyText(&sub, g, depth+1, write)
	b.WriteString(strings.TrimPrefix(sub.String(), indent(depth+1)))
}

// varOrder is the variables of t in order of appearance, and how many
// times each appears.
func varOrder(t term.Term) ([]*term.Var, map[*term.Var]int) {
	count := map[*term.Var]int{}
	var order []*term.Var
	term.EachVar(t, func(v *term.Var) {
		if count[v] == 0 {
			order = append(order, v)
		}
		count[v]++
	})
	return order, count
}

// letter is the name numbervars gives the variable number n: A, ..., Z,
// A1, ...
func letter(n int) string {
	return syntax.FormatWith(term.New("$VAR", term.Int(n)), syntax.WriteqOpts)
}

// portrayNames names the variables of t as portray_clause/1 does: A, B,
// ... in order of appearance, _ for those that appear once. With source
// set (listing/1), a variable keeps the name it had in the source, as
// SWI-Prolog's listing shows them, and the letters skip those names.
func portrayNames(t term.Term, source bool) map[*term.Var]string {
	order, count := varOrder(t)
	used := map[string]bool{}
	if source {
		for _, v := range order {
			used[v.Name] = true
		}
	}
	names := map[*term.Var]string{}
	n := 0
	for _, v := range order {
		switch {
		case source && v.Name != "" && v.Name != "_":
			names[v] = v.Name
		case count[v] == 1:
			names[v] = "_"
		default:
			name := letter(n)
			n++
			for used[name] {
				name = letter(n)
				n++
			}
			names[v] = name
		}
	}
	return names
}
