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
		st, err := m.streamArg(a[0], false)
		if err != nil {
			return false, err
		}
		return m.format(st, a[1], a[2])
	})
}

// formatHost writes format's terms with the machine's operators.
type formatHost struct{ m *Machine }

// formatStyles are the writer's options for each of format's styles.
var formatStyles = [...]syntax.WriteOptions{
	format.Write:     syntax.WriteOpts,
	format.Writeq:    syntax.WriteqOpts,
	format.Print:     syntax.PrintOpts,
	format.Canonical: syntax.WriteCanonicalOpts,
}

func (h formatHost) Text(t term.Term, s format.Style) (string, error) {
	opts := formatStyles[s]
	opts.Ops = h.m.Ops
	return syntax.FormatWith(t, opts), nil
}

// format writes the control text f with the arguments args on st.
func (m *Machine) format(st *stream, f, args heap.Value) (bool, error) {
	fv := m.s.Deref(f)
	var control string
	switch m.s.kindOf(fv) {
	case kindVar:
		return false, instantiationError()
	case kindAtom:
		control = m.s.AtomOf(fv).Name()
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
	text, err := format.Format(formatHost{m}, st.col, control, format.Args(m.s.ToTerm(args, nil)))
	if werr := m.write(st, text); werr != nil {
		return false, werr
	}
	if err != nil {
		return false, arithError(err)
	}
	return true, nil
}
