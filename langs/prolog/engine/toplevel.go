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
				m.warn("%s", errorText(&Thrown{Ball: se.Term(term.Intern("user_input"))}))
				continue
			}
			return err
		}
		if res.Term == term.Term(term.EndOfFile) {
			if interactive {
				m.write(out, "\n")
			}
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
	names := make([]term.Term, 0, len(res.VarNames))
	for _, vn := range res.VarNames {
		if !strings.HasPrefix(vn.Name, "_") {
			names = append(names, vn.Var)
		}
	}
	both, err := m.s.FromTerm(term.New("$q", res.Term, term.List(names, term.Nil)), nil)
	if err != nil {
		m.warn("%s", errorText(heapError(err)))
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
			out.flush()
			m.warn("uncaught exception: %s", errorText(err))
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

var atomQuery = term.Intern("$query")

// answer is the text of the current answer: X = value for each named
// variable bound, or true.
func (m *Machine) answer(res syntax.Result) string {
	both := m.globals[atomQuery]
	names := m.listItemsOrNil(m.s.arg(both, 1))
	seen := map[int64]*term.Var{}
	var varNames = map[*term.Var]string{}
	cycles := answerCycles{m: m, names: varNames, stop: map[heap.Value]*term.Var{}}
	var parts []string
	k := 0
	for _, vn := range res.VarNames {
		if strings.HasPrefix(vn.Name, "_") {
			continue
		}
		v := m.s.Deref(names[k])
		k++
		if m.s.kindOf(v) == kindVar {
			if tv, ok := seen[m.s.serialOf(v)]; ok {
				parts = append(parts, vn.Name+" = "+varNames[tv])
				continue
			}
			tv := term.NewVar(vn.Name)
			seen[m.s.serialOf(v)] = tv
			varNames[tv] = vn.Name
			continue
		}
		opts := syntax.WriteqOpts
		opts.Ops = m.Ops
		opts.VarNames = varNames
		parts = append(parts, cycles.binding(vn.Name, v, seen, opts))
	}
	if len(parts) == 0 {
		return "true"
	}
	return strings.Join(parts, ",\n")
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

// binding is the text of Name = v.
func (c *answerCycles) binding(name string, v heap.Value, vars map[int64]*term.Var, opts syntax.WriteOptions) string {
	s := c.m.s
	write := func(t heap.Value) string { return syntax.FormatWith(s.toTerm(t, vars, c.stop), opts) }
	root := s.Deref(v)
	targets := s.cycleTargets(root, c.stop)
	switch {
	case len(targets) == 0:
		return name + " = " + write(root)
	case len(targets) == 1 && targets[0] == root:
		c.name(root, name)
		return name + " = " + write(root)
	}
	for _, t := range targets {
		c.where++
		c.name(t, "_S"+strconv.Itoa(c.where))
	}
	text := name + " = " + write(root)
	if slices.Contains(targets, root) {
		text = name + " = " + c.names[c.stop[root]]
	}
	lines := make([]string, len(targets))
	for i, t := range targets {
		lines[i] = c.names[c.stop[t]] + " = " + write(t)
	}
	return text + ", % where\n    " + strings.Join(lines, ",\n    ")
}

// name names the compound t by a variable called name.
func (c *answerCycles) name(t heap.Value, name string) {
	v := term.NewVar(name)
	c.names[v] = name
	c.stop[t] = v
}
