package engine

import (
	"bufio"
	"strings"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

func ioBuiltins(t builtinTable) {
	for name, opts := range map[string]syntax.WriteOptions{
		"write": syntax.WriteOpts, "print": syntax.PrintOpts, "writeq": syntax.WriteqOpts,
		"write_canonical": syntax.WriteCanonicalOpts,
	} {
		portray := name == "print"
		t.add(name, 1, func(m *Machine, a []heap.Value) (bool, error) {
			err := m.writeTermTo(m.out(), a[0], opts, portray)
			return err == nil, err
		})
		t.add(name, 2, func(m *Machine, a []heap.Value) (bool, error) {
			st, err := m.streamArg(a[0], false)
			if err == nil {
				err = m.writeTermTo(st, a[1], opts, portray)
			}
			return err == nil, err
		})
	}
	t.add("write_term", 2, func(m *Machine, a []heap.Value) (bool, error) {
		return m.writeTerm(m.out(), a[0], a[1])
	})
	t.add("write_term", 3, func(m *Machine, a []heap.Value) (bool, error) {
		st, err := m.streamArg(a[0], false)
		if err != nil {
			return false, err
		}
		return m.writeTerm(st, a[1], a[2])
	})
	t.add("nl", 0, func(m *Machine, a []heap.Value) (bool, error) { return true, m.write(m.out(), "\n") })
	t.add("nl", 1, func(m *Machine, a []heap.Value) (bool, error) {
		st, err := m.streamArg(a[0], false)
		if err != nil {
			return false, err
		}
		return true, m.write(st, "\n")
	})
	t.add("line_position", 2, builtinLinePosition)
	t.add("tab", 1, func(m *Machine, a []heap.Value) (bool, error) { return m.tab(m.out(), a[0]) })
	t.add("tab", 2, func(m *Machine, a []heap.Value) (bool, error) {
		st, err := m.streamArg(a[0], false)
		if err != nil {
			return false, err
		}
		return m.tab(st, a[1])
	})
	t.add("put_char", 1, func(m *Machine, a []heap.Value) (bool, error) { return m.putChar(m.out(), a[0]) })
	t.add("put_char", 2, func(m *Machine, a []heap.Value) (bool, error) {
		st, err := m.streamArg(a[0], false)
		if err != nil {
			return false, err
		}
		return m.putChar(st, a[1])
	})
	for _, peek := range []bool{false, true} {
		name := "get_char"
		if peek {
			name = "peek_char"
		}
		t.add(name, 1, func(m *Machine, a []heap.Value) (bool, error) { return m.getChar(m.io.cur[0], 0, peek) })
		t.add(name, 2, func(m *Machine, a []heap.Value) (bool, error) {
			st, err := m.streamArg(a[0], true)
			if err != nil {
				return false, err
			}
			return m.getChar(st, 1, peek)
		})
	}
	t.add("read", 1, func(m *Machine, a []heap.Value) (bool, error) { return m.readTerm(m.io.cur[0], 0, -1) })
	t.add("read", 2, func(m *Machine, a []heap.Value) (bool, error) {
		st, err := m.streamArg(a[0], true)
		if err != nil {
			return false, err
		}
		return m.readTerm(st, 1, -1)
	})
	t.add("read_term", 2, func(m *Machine, a []heap.Value) (bool, error) { return m.readTerm(m.io.cur[0], 0, 1) })
	t.add("read_term", 3, func(m *Machine, a []heap.Value) (bool, error) {
		st, err := m.streamArg(a[0], true)
		if err != nil {
			return false, err
		}
		return m.readTerm(st, 1, 2)
	})
	t.add("current_input", 1, func(m *Machine, a []heap.Value) (bool, error) {
		return m.unifyTerm(0, streamTerm(m.io.cur[0]))
	})
	t.add("current_output", 1, func(m *Machine, a []heap.Value) (bool, error) {
		return m.unifyTerm(0, streamTerm(m.io.cur[1]))
	})
	t.add("set_input", 1, func(m *Machine, a []heap.Value) (bool, error) {
		st, err := m.streamArg(a[0], true)
		if err == nil {
			m.io.cur[0] = st
		}
		return err == nil, err
	})
	t.add("set_output", 1, func(m *Machine, a []heap.Value) (bool, error) {
		st, err := m.streamArg(a[0], false)
		if err == nil {
			m.io.cur[1] = st
		}
		return err == nil, err
	})
	t.add("flush_output", 0, func(m *Machine, a []heap.Value) (bool, error) { return true, m.flushStream(m.out()) })
	t.add("flush_output", 1, func(m *Machine, a []heap.Value) (bool, error) {
		st, err := m.streamArg(a[0], false)
		if err != nil {
			return false, err
		}
		return true, m.flushStream(st)
	})
	t.add("$push_output", 1, func(m *Machine, a []heap.Value) (bool, error) {
		st := m.memoryStream()
		st.prev, m.io.cur[1] = m.io.cur[1], st
		return m.unifyTerm(0, term.Int(st.id))
	})
	t.add("$pop_output", 2, func(m *Machine, a []heap.Value) (bool, error) {
		id, err := m.intArg(a[0])
		if err != nil {
			return false, err
		}
		st := m.io.byID[int(id)]
		if st == nil || st.buf == nil {
			return false, nil
		}
		delete(m.io.byID, st.id)
		if m.io.cur[1] == st {
			m.io.cur[1] = st.prev
		}
		return m.unifyTerm(1, term.Intern(st.buf.String()))
	})
	t.add("$sink", 2, func(m *Machine, a []heap.Value) (bool, error) {
		if _, ok := m.sinkArg(a[0]); !ok {
			return false, m.domainError("output_sink", a[0])
		}
		text, err := m.atomArg(a[1])
		if err != nil {
			return false, err
		}
		return m.unifySink(text.Name())
	})
	t.add("open", 3, builtinOpen)
	t.add("open", 4, builtinOpen)
	// open_string(Text, S): S reads Text (any text, as SWI-Prolog's).
	t.add("open_string", 2, func(m *Machine, a []heap.Value) (bool, error) {
		text, err := m.Text(a[0], "string")
		if err != nil {
			return false, err
		}
		if m.s.kindOf(m.s.Deref(a[1])) != kindVar {
			return false, isoError(term.New("uninstantiation_error", m.s.ToTerm(a[1], nil)))
		}
		st := m.io.add(&stream{input: true, r: bufio.NewReader(strings.NewReader(text))})
		return m.unifyTerm(1, streamTerm(st))
	})
	t.add("close", 1, builtinClose)
	t.add("close", 2, builtinClose)
}

func (m *Machine) tab(st *stream, n heap.Value) (bool, error) {
	x, err := m.eval(n)
	if err != nil {
		return false, err
	}
	b, err := intOfNum(x)
	if err != nil {
		return false, err
	}
	return true, m.write(st, strings.Repeat(" ", int(max(b.Int64(), 0))))
}

func (m *Machine) putChar(st *stream, c heap.Value) (bool, error) {
	c = m.s.Deref(c)
	switch m.s.kindOf(c) {
	case kindVar:
		return false, instantiationError()
	case kindAtom:
		if s := m.s.AtomOf(c).Name(); runeCount(s) == 1 {
			return true, m.write(st, s)
		}
	}
	return false, m.typeError("character", c)
}

// getChar reads (or peeks) a character from st into argument i.
func (m *Machine) getChar(st *stream, i int, peek bool) (bool, error) {
	v := m.s.Deref(m.args[i])
	if k := m.s.kindOf(v); k != kindVar && !(k == kindAtom && runeCount(m.s.AtomOf(v).Name()) == 1) && !(k == kindAtom && m.s.AtomOf(v) == atomEOF) {
		return false, m.typeError("in_character", v)
	}
	c, err := m.readChar(st, peek)
	if err != nil {
		return false, err
	}
	if c == "" {
		return m.unifyTerm(i, atomEOF)
	}
	return m.unifyTerm(i, term.Intern(c))
}

// unifyTerm unifies argument i of the builtin with the reader's term t.
func (m *Machine) unifyTerm(i int, t term.Term) (bool, error) {
	v, err := m.s.FromTerm(t, nil)
	if err != nil {
		return false, heapError(err)
	}
	return m.s.Unify(m.args[i], v), nil
}

// readTerm reads a term from st into argument i; opts is the index of
// read_term's options, or -1.
func (m *Machine) readTerm(st *stream, i, opts int) (bool, error) {
	m.io.user[1].flush()
	if st.reader == nil {
		st.reader = syntax.NewReader(st.r, m.Ops, m.Flags)
	}
	st.reader.Ops, st.reader.Flags = m.Ops, m.Flags
	res, err := st.reader.Read()
	if err != nil {
		if se, ok := err.(*syntax.SyntaxError); ok {
			return false, &Thrown{Ball: se.Term(streamTerm(st))}
		}
		return false, err
	}
	t := res.Term
	if opts < 0 {
		return m.unifyTerm(i, t)
	}
	// read_term's options: variable_names(Vs), variables(Vs), singletons(Vs).
	var names, singles []term.Term
	for _, vn := range res.VarNames {
		names = append(names, term.New("=", term.Intern(vn.Name), vn.Var))
	}
	for _, vn := range res.Singletons {
		singles = append(singles, term.New("=", term.Intern(vn.Name), vn.Var))
	}
	vars := make([]term.Term, len(res.Variables))
	for j, v := range res.Variables {
		vars[j] = v
	}
	info := term.New("$read", t, term.List(names, term.Nil), term.List(vars, term.Nil), term.List(singles, term.Nil))
	v, err := m.s.FromTerm(info, nil)
	if err != nil {
		return false, heapError(err)
	}
	if !m.s.Unify(m.args[i], m.s.arg(v, 0)) {
		return false, nil
	}
	for _, o := range m.listItemsOrNil(m.args[opts]) {
		o = m.s.Deref(o)
		name, arity := m.termName(o)
		if arity != 1 {
			continue
		}
		var src heap.Value
		switch name.Name() {
		case "variable_names":
			src = m.s.arg(v, 1)
		case "variables":
			src = m.s.arg(v, 2)
		case "singletons":
			src = m.s.arg(v, 3)
		default:
			continue
		}
		if !m.s.Unify(m.s.arg(o, 0), src) {
			return false, nil
		}
	}
	return true, nil
}

// listItemsOrNil is the items of the list v (as far as it is a list).
func (m *Machine) listItemsOrNil(v heap.Value) []heap.Value {
	items, _ := m.listItems(v)
	return items
}

func (m *Machine) writeTerm(st *stream, t, opts heap.Value) (bool, error) {
	items, tail, err := m.listOrPartial(opts)
	if err != nil {
		return false, err
	}
	if tail != 0 {
		return false, instantiationError()
	}
	// SWI-Prolog's write_term escapes by \uXXXX (its flag
	// character_escapes_unicode is true); writeq/1 keeps ISO's \xHEX\.
	o := syntax.WriteOptions{UnicodeEscapes: m.swi()}
	portray := false
	for _, it := range items {
		it = m.s.Deref(it)
		name, arity := m.termName(it)
		if arity != 1 {
			if m.s.kindOf(it) == kindVar {
				return false, instantiationError()
			}
			return false, m.domainError("write_option", it)
		}
		val := m.s.Deref(m.s.arg(it, 0))
		on := val.IsSymbol() && m.s.AtomOf(val).Name() == "true"
		switch name.Name() {
		case "quoted":
			o.Quoted = on
		case "ignore_ops":
			o.IgnoreOps = on
		case "numbervars":
			o.NumberVars = on
		case "max_depth":
			n, err := m.intArg(val)
			if err != nil {
				return false, err
			}
			o.MaxDepth = int(n)
		case "portray":
			portray = on
		case "character_escapes_unicode":
			o.UnicodeEscapes = on
		case "spacing", "variable_names", "cycles", "priority", "fullstop", "nl", "attributes":
		default:
			return false, m.domainError("write_option", it)
		}
	}
	err = m.writeTermTo(st, t, o, portray)
	return err == nil, err
}

func builtinOpen(m *Machine, a []heap.Value) (bool, error) {
	src, mode := m.s.Deref(a[0]), m.s.Deref(a[1])
	if m.s.kindOf(src) == kindVar || m.s.kindOf(mode) == kindVar {
		return false, instantiationError()
	}
	if m.s.kindOf(mode) != kindAtom {
		return false, m.typeError("atom", mode)
	}
	var file string
	switch {
	case m.s.kindOf(src) == kindAtom:
		file = m.s.AtomOf(src).Name()
	case m.s.kindOf(src) == kindString:
		file = m.s.StringOf(src) // as SWI-Prolog: a file named by a string
	default:
		return false, m.domainError("source_sink", src)
	}
	md := m.s.AtomOf(mode).Name()
	if md != "read" && md != "write" && md != "append" {
		return false, m.domainError("io_mode", mode)
	}
	if m.s.kindOf(m.s.Deref(a[2])) != kindVar {
		return false, isoError(term.New("uninstantiation_error", m.s.ToTerm(a[2], nil)))
	}
	if len(a) == 4 {
		items, tail, err := m.listOrPartial(a[3])
		if err != nil {
			return false, err
		}
		if tail != 0 {
			return false, instantiationError()
		}
		for _, o := range items {
			o = m.s.Deref(o)
			if m.s.kindOf(o) == kindVar {
				return false, instantiationError()
			}
			switch name, arity := m.termName(o); {
			case arity == 1 && (name.Name() == "alias" || name.Name() == "type" || name.Name() == "reposition" ||
				name.Name() == "eof_action" || name.Name() == "encoding" || name.Name() == "bom"):
			default:
				return false, m.domainError("stream_option", o)
			}
		}
	}
	st, err := m.openFile(file, md)
	if err != nil {
		if md == "read" {
			return false, existenceError("source_sink", m.s.ToTerm(src, nil))
		}
		return false, permissionError("open", "source_sink", m.s.ToTerm(src, nil))
	}
	if len(a) == 4 {
		for _, o := range m.listItemsOrNil(a[3]) {
			o = m.s.Deref(o)
			if name, arity := m.termName(o); arity == 1 && name.Name() == "alias" {
				if al := m.s.Deref(m.s.arg(o, 0)); al.IsSymbol() {
					st.alias = m.s.AtomOf(al)
				}
			}
		}
	}
	return m.unifyTerm(2, streamTerm(st))
}

func builtinClose(m *Machine, a []heap.Value) (bool, error) {
	v := m.s.Deref(a[0])
	st, err := m.streamArg(v, true)
	if err != nil {
		if st, err = m.streamArg(v, false); err != nil {
			return false, err
		}
	}
	if st.id < 3 {
		return true, nil
	}
	delete(m.io.byID, st.id)
	for i, c := range m.io.cur {
		if c == st {
			m.io.cur[i] = m.io.user[i]
		}
	}
	if st.close != nil {
		return true, st.close()
	}
	return true, nil
}

// builtinLinePosition is line_position(Stream, Column): the column
// output on Stream is at, from 0 (SWI-Prolog; an input stream's is 0
// here).
func builtinLinePosition(m *Machine, a []heap.Value) (bool, error) {
	st, err := m.streamArg(a[0], false)
	if err != nil {
		in, ierr := m.streamArg(a[0], true)
		if ierr != nil {
			return false, err
		}
		return m.unifyInt(a[1], int64(in.col))
	}
	return m.unifyInt(a[1], int64(st.col))
}
