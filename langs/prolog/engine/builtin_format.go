package engine

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/format"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

// format/1,2,3 are package format's, with the machine as its Host.
func formatBuiltins(t builtinTable) {
	t.add("format", 1, func(m *Machine, a []heap.Value) (bool, error) {
		return m.format(m.out(), a[0], m.s.Atom(term.Nil))
	})
	t.add("format", 2, func(m *Machine, a []heap.Value) (bool, error) { return m.format(m.out(), a[0], a[1]) })
	t.add("format", 3, func(m *Machine, a []heap.Value) (bool, error) {
		if _, ok := m.sinkArg(a[0]); ok {
			st := m.memoryStream()
			defer delete(m.io.byID, st.id)
			if ok, err := m.format(st, a[1], a[2]); !ok || err != nil {
				return ok, err
			}
			return m.unifySink(st.buf.String())
		}
		st, err := m.streamArg(a[0], false)
		if err != nil {
			return false, err
		}
		return m.format(st, a[1], a[2])
	})
}

// formatHost writes format's terms with the machine's operators.
type formatHost struct {
	m    *Machine
	tree bool // the arguments are a tree (syntax.WriteOptions.Tree)
}

// formatStyles are the writer's options for each of format's styles.
var formatStyles = [...]syntax.WriteOptions{
	format.Write:     syntax.WriteOpts,
	format.Writeq:    syntax.WriteqOpts,
	format.Print:     syntax.PrintOpts,
	format.Canonical: syntax.WriteCanonicalOpts,
}

func (h formatHost) Text(t term.Term, s format.Style, column int) (string, error) {
	opts := formatStyles[s]
	opts.Ops, opts.Column, opts.Dialect, opts.Tree = h.m.Ops, column, h.m.Flags.Dialect, h.tree
	if s == format.Print {
		opts.Portray = h.m.portrayHook()
	}
	return syntax.WriteTerm(t, opts)
}

// Call runs ~@'s goal.
func (h formatHost) Call(goal term.Term, column int) (string, bool, error) {
	return h.m.runCaptured(goal, column, "c_stack")
}

// format writes the control text f with the arguments args on st. As
// ~p and ~@ run goals, a builtin's arguments are to be read from m.args
// afterwards (see runCaptured).
func (m *Machine) format(st *stream, f, args heap.Value) (bool, error) {
	fv := m.s.Deref(f)
	var control string
	switch m.s.kindOf(fv) {
	case kindVar:
		return false, instantiationError()
	case kindAtom:
		control = m.s.AtomOf(fv).Name()
	case kindString:
		control = m.s.StringOf(fv)
	default:
		items, ok := m.listItems(fv)
		if !ok {
			return false, m.typeError("text", fv)
		}
		var err error
		if control, err = m.listText(items, true); err != nil {
			if control, err = m.listText(items, false); err != nil {
				return false, m.typeError("text", fv)
			}
		}
	}
	argTerm, tree := m.s.ToTermTree(args)
	text, err := format.Format(formatHost{m, tree}, st.col, control, format.Args(argTerm))
	if werr := m.write(st, text); werr != nil {
		return false, werr
	}
	switch {
	case err == format.ErrFailed:
		return false, nil
	case err != nil:
		return false, arithError(err)
	}
	return true, nil
}

// sinkArg recognizes format/3's and with_output_to/2's sinks atom(A),
// codes(C), chars(C), string(S) and the difference lists codes(C, T) and
// chars(C, T): the sink's kind and its argument.
func (m *Machine) sinkArg(v heap.Value) (heap.Value, bool) {
	v = m.s.Deref(v)
	name, arity := m.termName(v)
	switch name.Name() {
	case "atom", "string":
		return v, arity == 1
	case "codes", "chars":
		return v, arity == 1 || arity == 2
	}
	return 0, false
}

// unifySink unifies the argument of the sink in the builtin's first
// argument with text in the sink's form (codes(C, T): C is the codes of
// text followed by T).
func (m *Machine) unifySink(text string) (bool, error) {
	name, arity := m.termName(m.s.Deref(m.args[0]))
	if kind := name.Name(); kind == "codes" || kind == "chars" {
		list, tail, err := m.textDiff(text, kind == "codes", arity == 2)
		if err != nil {
			return false, err
		}
		sink := m.s.Deref(m.args[0])
		if !m.s.Unify(m.s.arg(sink, 0), list) {
			return false, nil
		}
		return arity == 1 || m.s.Unify(m.s.arg(sink, 1), tail), nil
	}
	var t term.Term = term.Intern(text)
	if name.Name() == "string" {
		t = term.String(text)
	}
	v, err := m.s.FromTerm(t, nil)
	if err != nil {
		return false, heapError(err)
	}
	return m.s.Unify(m.s.arg(m.s.Deref(m.args[0]), 0), v), nil
}
