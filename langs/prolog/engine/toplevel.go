package engine

import (
	"bufio"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

// Toplevel is the interactive toplevel on user_input: it reads queries,
// runs them and prints their answers (the bindings of the named
// variables, true. or false.) and errors, until the end of the input or
// halt, whose error it returns. Interactive (a terminal) prompts with
// ?- and asks after each answer whether to look for more (; for more);
// otherwise the first answer of each query is printed, as a script runs.
func (m *Machine) Toplevel(interactive bool) error {
	in := m.io.user[0]
	out := m.io.user[1]
	for {
		if interactive {
			m.write(out, "?- ")
		}
		out.flush()
		rd := in.reader
		if interactive {
			// A query is read from whole lines, so that the reader
			// buffers nothing of the answers to ; that follow.
			text, err := queryLines(in.r)
			if err != nil {
				return err
			}
			rd = syntax.NewReader(strings.NewReader(text), m.Ops, m.Flags)
		} else if rd == nil {
			rd = syntax.NewReader(in.r, m.Ops, m.Flags)
			in.reader = rd
		}
		rd.Ops, rd.Flags = m.Ops, m.Flags
		res, err := rd.Read()
		if err != nil {
			if se, ok := err.(*syntax.SyntaxError); ok {
				m.toplevelError(&Thrown{Ball: se.Term(term.Intern("user_input"))})
				continue
			}
			return err
		}
		if res.Term == term.Term(term.EndOfFile) {
			m.write(out, "\n") // SWI-Prolog's halt at the end of the input
			return nil
		}
		if err := m.query(res, interactive, in.r); err != nil {
			return err
		}
	}
}

// queryLines reads lines up to one whose text ends with a full stop (or
// the end of the input).
func queryLines(r *bufio.Reader) (string, error) {
	var b strings.Builder
	for {
		line, err := r.ReadString('\n')
		b.WriteString(line)
		if err == io.EOF || strings.HasSuffix(strings.TrimSpace(line), ".") {
			return b.String(), nil
		}
		if err != nil {
			return "", err
		}
	}
}

// query runs one toplevel query and prints its answers; it returns only
// halt.
func (m *Machine) query(res syntax.Result, interactive bool, in *bufio.Reader) error {
	// The answer template: the named variables, as one term kept on the
	// heap with the goal.
	names := make([]term.Term, len(res.VarNames))
	for i, vn := range res.VarNames {
		names[i] = vn.Var
	}
	// The query ends by collecting the residual goals of the answer's
	// variables ('$toplevel_residuals'/2: none unless library attvar
	// was loaded).
	gs := term.NewVar("_")
	goal := term.New(",", res.Term, term.New(atomResiduals.Name(), term.List(names, term.Nil), gs))
	both, err := m.s.FromTerm(term.New("$q", goal, term.List(names, term.Nil), gs), nil)
	if err != nil {
		m.toplevelError(heapError(err))
		return nil
	}
	m.globals[atomQuery] = both
	defer delete(m.globals, atomQuery)
	ok, err := m.Solve(m.s.arg(both, 0))
	defer m.Stop()
	out := m.io.user[1]
	for {
		if err != nil {
			if _, thrown := err.(*Thrown); !thrown {
				return err // halt, or output that failed
			}
			m.toplevelError(err)
			return nil
		}
		if !ok {
			m.write(out, "false.\n\n")
			return nil
		}
		answer := m.answer(res)
		more := len(m.cps)-1 > m.base
		if !interactive || !more {
			m.write(out, answer+".\n\n")
			return nil
		}
		m.write(out, answer+" ")
		out.flush()
		line, _ := in.ReadString('\n')
		if strings.TrimSpace(line) != ";" {
			m.write(out, ".\n\n")
			return nil
		}
		m.write(out, ";\n")
		ok, err = m.Next()
	}
}

var (
	atomQuery     = term.Intern("$query")
	atomResiduals = term.Intern("$toplevel_residuals")
)

// toplevelError prints the uncaught error of a query as SWI-Prolog's
// toplevel does: the error's message without its context (the toplevel
// shows a backtrace there instead, which this one does not), an unknown
// procedure as one "DWIM could not correct", another ball as an
// unhandled exception.
func (m *Machine) toplevelError(err error) {
	ball := errorBall(err)
	c, ok := ball.(*term.Compound)
	if !ok || c.Functor != atomError || len(c.Args) != 2 {
		lines := m.messageLines(ball)
		lines[0] = "Unhandled exception: " + lines[0]
		m.PrintLines("error", lines)
		return
	}
	// SWI-Prolog's toplevel leaves out the predicate, not the message
	// of the context (the strerror of an I/O error)
	var ctx term.Term = term.NewVar("_")
	if x, ok := c.Args[1].(*term.Compound); ok && x.Functor == atomContext && len(x.Args) == 2 {
		ctx = term.New("context", term.NewVar("_"), x.Args[1])
	}
	lines := m.messageLines(term.New("error", c.Args[0], ctx))
	if f, ok := c.Args[0].(*term.Compound); ok && f.Functor.Name() == "existence_error" && f.Args[0] == term.Term(term.Intern("procedure")) {
		lines = []string{lines[0] + " (DWIM could not correct goal)"}
	}
	m.PrintLines("error", lines)
}

// answer is the text of the current answer, as SWI-Prolog's toplevel
// writes it: the query's variables (those whose names do not begin with
// _) grouped by value — X = Y, Y = W for variables that are one unbound
// variable, X = Z, Z = f(Y) for variables of identical values — the
// groups one per line, the values as print/1 writes them with a space
// after each comma and at priority 699. Inside values, an unbound query
// variable is written by the last name of its group, a variable made by
// the query _ when it appears once in the answer and _A, _B, ... when
// more. "true" when nothing is bound.
func (m *Machine) answer(res syntax.Result) string {
	both := m.globals[atomQuery]
	vals := m.listItemsOrNil(m.s.arg(both, 1))
	type queryVar struct {
		name  string
		v     heap.Value // dereferenced
		t     term.Term
		print bool // its name does not begin with _
	}
	seen := map[int64]*term.Var{}
	qs := make([]queryVar, len(vals))
	for i, v := range vals {
		v = m.s.Deref(v)
		name := res.VarNames[i].Name
		qs[i] = queryVar{name, v, m.s.ToTerm(v, seen), !strings.HasPrefix(name, "_")}
	}
	// An unbound query variable's name: the last of the printed names
	// it has (or of its names, when none is printed).
	names := map[*term.Var]string{}
	for _, q := range qs {
		if tv, ok := q.t.(*term.Var); ok && (q.print || names[tv] == "") {
			names[tv] = q.name
		}
	}
	// The groups: an unbound variable's names, or the names of values
	// that are identical.
	type group struct {
		names []string
		value term.Term // nil for an unbound variable
		v     heap.Value
		where []cycleName // the cycles named after the value
	}
	var groups []*group
	byVar := map[*term.Var]*group{}
	for _, q := range qs {
		if !q.print {
			continue
		}
		if tv, ok := q.t.(*term.Var); ok {
			g := byVar[tv]
			if g == nil {
				g = &group{}
				byVar[tv] = g
				groups = append(groups, g)
			}
			g.names = append(g.names, q.name)
			continue
		}
		var g *group
		for _, x := range groups {
			if x.value != nil && m.s.Compare(x.v, q.v) == 0 {
				g = x
				break
			}
		}
		if g == nil {
			g = &group{value: q.t, v: q.v}
			groups = append(groups, g)
		}
		g.names = append(g.names, q.name)
	}
	// The cycles of the values, named as SWI-Prolog's toplevel names them.
	cycles := answerCycles{m: m, names: names, stop: map[heap.Value]*term.Var{}}
	for _, g := range groups {
		if g.value != nil {
			g.value, g.where = cycles.binding(g.names[len(g.names)-1], g.v, seen)
		}
	}
	// The residual goals of the attributed variables, after the
	// bindings.
	var residuals []term.Term
	for _, g := range m.listItemsOrNil(m.s.arg(both, 2)) {
		residuals = append(residuals, residualGoal(m.s.ToTerm(g, seen)))
	}
	// The other variables of the values and goals: _ or _A, _B, ...
	values := residuals[:len(residuals):len(residuals)]
	for _, g := range groups {
		if g.value != nil {
			values = append(values, g.value)
		}
		for _, w := range g.where {
			values = append(values, w.value)
		}
	}
	order, count := freeVars(values, names)
	n := 0
	for _, x := range order {
		if count[x] == 1 {
			names[x] = "_"
			continue
		}
		names[x] = "_" + syntax.FormatWith(term.New("$VAR", term.Int(n)), syntax.WriteqOpts)
		n++
	}
	opts := syntax.PrintOpts
	opts.Ops, opts.Dialect, opts.VarNames, opts.SpaceArgs, opts.Priority = m.Ops, m.Flags.Dialect, names, true, 699
	opts.Portray = m.portrayHook()
	var lines []string
	for _, g := range groups {
		if g.value == nil && len(g.names) < 2 {
			continue
		}
		var b strings.Builder
		for i := 0; i+1 < len(g.names); i++ {
			if i > 0 {
				b.WriteString(", ")
			}
			b.WriteString(g.names[i] + " = " + g.names[i+1])
		}
		if g.value != nil {
			if len(g.names) > 1 {
				b.WriteString(", ")
			}
			text, _ := syntax.WriteTerm(g.value, opts)
			b.WriteString(g.names[len(g.names)-1] + " = " + text)
			for i, w := range g.where {
				text, _ := syntax.WriteTerm(w.value, opts)
				b.WriteString([]string{", % where\n    ", ",\n    "}[min(i, 1)] + names[w.v] + " = " + text)
			}
		}
		lines = append(lines, b.String())
	}
	opts.Priority = 999
	for _, g := range residuals {
		text, _ := syntax.WriteTerm(g, opts)
		lines = append(lines, text)
	}
	if len(lines) == 0 {
		return "true"
	}
	return strings.Join(lines, ",\n")
}

// freeVars are the variables of values that names does not name, in the
// order of their first occurrences, and how often each occurs in the
// answer's text (at least 2 when more than once). values may share
// compounds (ToTerm of a term that shares subterms): a compound met again
// is not walked again, but its variables occur at least twice.
func freeVars(values []term.Term, names map[*term.Var]string) (order []*term.Var, count map[*term.Var]int) {
	count = map[*term.Var]int{}
	walk := func(roots []term.Term, occurrences int) (again []term.Term) {
		visited := map[*term.Compound]bool{}
		stack := slices.Clone(roots)
		slices.Reverse(stack)
		for len(stack) > 0 {
			t := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			switch x := t.(type) {
			case *term.Var:
				if _, named := names[x]; !named {
					if count[x] == 0 {
						order = append(order, x)
					}
					count[x] += occurrences
				}
			case *term.Compound:
				if visited[x] {
					again = append(again, x)
					continue
				}
				visited[x] = true
				for i := len(x.Args) - 1; i >= 0; i-- {
					stack = append(stack, x.Args[i])
				}
			}
		}
		return again
	}
	walk(walk(values, 1), 2)
	return order, count
}

// answerCycles names the cycles of an answer's bindings as SWI-Prolog's
// toplevel does: a binding whose one cycle goes through its own value
// names it by its variable (X = f(X)), and every other cycle gets a
// variable _S1, _S2, ... defined after the binding that first meets it
// (X = f(_S1), % where _S1 = g(_S1)); a later binding refers to both
// (Y = f(X), Y = g(_S1)).
type answerCycles struct {
	m     *Machine
	names map[*term.Var]string     // the writer's names of the variables
	stop  map[heap.Value]*term.Var // the compounds named so far
	where int                      // the _S variables made so far
}

// cycleName is a cycle of an answer's value named by the variable v,
// and the value it stands for.
type cycleName struct {
	v     *term.Var
	value term.Term
}

// binding is the value of the query variable name bound to v, with
// the cycles it names after it; vars are the answer's variables.
func (c *answerCycles) binding(name string, v heap.Value, vars map[int64]*term.Var) (term.Term, []cycleName) {
	s := c.m.s
	convert := func(t heap.Value) term.Term { return s.toTerm(t, vars, c.stop) }
	root := s.Deref(v)
	targets := s.cycleTargets(root, c.stop)
	switch {
	case len(targets) == 0:
		return convert(root), nil
	case len(targets) == 1 && targets[0] == root:
		c.name(root, name)
		return convert(root), nil
	}
	for _, t := range targets {
		c.where++
		c.name(t, "_S"+strconv.Itoa(c.where))
	}
	value := convert(root)
	if sv, ok := c.stop[root]; ok {
		value = sv
	}
	where := make([]cycleName, len(targets))
	for i, t := range targets {
		where[i] = cycleName{c.stop[t], convert(t)}
	}
	return value, where
}

// name names the compound t by a variable called name.
func (c *answerCycles) name(t heap.Value, name string) {
	v := term.NewVar(name)
	c.names[v] = name
	c.stop[t] = v
}

// residualGoal is a residual goal as the toplevel writes it: without
// its module (clpfd:(X in 1..3) is X in 1..3), and a frozen goal
// without user: (freeze(X, true)).
func residualGoal(t term.Term) term.Term {
	if c, ok := t.(*term.Compound); ok && c.Functor.Name() == ":" && len(c.Args) == 2 {
		t = c.Args[1]
	}
	if c, ok := t.(*term.Compound); ok && c.Functor.Name() == "freeze" && len(c.Args) == 2 {
		if g, ok := c.Args[1].(*term.Compound); ok && g.Functor.Name() == ":" && len(g.Args) == 2 && g.Args[0] == term.Term(term.Intern("user")) {
			return term.New("freeze", c.Args[0], g.Args[1])
		}
	}
	return t
}
