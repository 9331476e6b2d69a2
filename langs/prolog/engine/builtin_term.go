package engine

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/lib"
	"github.com/microjit/microjit/langs/prolog/term"
)

func termBuiltins(t builtinTable) {
	t.add("=", 2, func(m *Machine, a []heap.Value) (bool, error) {
		if m.occursCheck {
			return m.s.UnifyOccursCheck(a[0], a[1]), nil
		}
		return m.s.Unify(a[0], a[1]), nil
	})
	t.add("\\=", 2, func(m *Machine, a []heap.Value) (bool, error) { return !m.unifiable(a[0], a[1]), nil })
	t.add("unify_with_occurs_check", 2, func(m *Machine, a []heap.Value) (bool, error) {
		return m.s.UnifyOccursCheck(a[0], a[1]), nil
	})
	t.add("==", 2, func(m *Machine, a []heap.Value) (bool, error) { return m.s.Compare(a[0], a[1]) == 0, nil })
	t.add("\\==", 2, func(m *Machine, a []heap.Value) (bool, error) { return m.s.Compare(a[0], a[1]) != 0, nil })
	t.add("@<", 2, func(m *Machine, a []heap.Value) (bool, error) { return m.s.Compare(a[0], a[1]) < 0, nil })
	t.add("@>", 2, func(m *Machine, a []heap.Value) (bool, error) { return m.s.Compare(a[0], a[1]) > 0, nil })
	t.add("@=<", 2, func(m *Machine, a []heap.Value) (bool, error) { return m.s.Compare(a[0], a[1]) <= 0, nil })
	t.add("@>=", 2, func(m *Machine, a []heap.Value) (bool, error) { return m.s.Compare(a[0], a[1]) >= 0, nil })
	t.add("compare", 3, builtinCompare)
	for name, test := range map[string]func(k kind, m *Machine, v heap.Value) bool{
		"var":      func(k kind, _ *Machine, _ heap.Value) bool { return k == kindVar },
		"nonvar":   func(k kind, _ *Machine, _ heap.Value) bool { return k != kindVar },
		"atom":     func(k kind, _ *Machine, _ heap.Value) bool { return k == kindAtom },
		"string":   func(k kind, _ *Machine, _ heap.Value) bool { return k == kindString },
		"number":   func(k kind, _ *Machine, _ heap.Value) bool { return k == kindInt || k == kindFloat },
		"integer":  func(k kind, _ *Machine, _ heap.Value) bool { return k == kindInt },
		"float":    func(k kind, _ *Machine, _ heap.Value) bool { return k == kindFloat },
		"atomic":   func(k kind, _ *Machine, _ heap.Value) bool { return k != kindVar && k != kindCompound },
		"compound": func(k kind, _ *Machine, _ heap.Value) bool { return k == kindCompound },
		"callable": func(k kind, _ *Machine, _ heap.Value) bool { return k == kindAtom || k == kindCompound },
		"is_list":  func(_ kind, m *Machine, v heap.Value) bool { _, ok := m.listItems(v); return ok },
		"ground":   func(_ kind, m *Machine, v heap.Value) bool { return m.ground(v) },
		// cyclic.go: rational trees, as in SWI-Prolog
		"acyclic_term": func(_ kind, m *Machine, v heap.Value) bool { return m.s.Acyclic(v) },
		"cyclic_term":  func(_ kind, m *Machine, v heap.Value) bool { return !m.s.Acyclic(v) },
	} {
		t.add(name, 1, func(m *Machine, a []heap.Value) (bool, error) {
			v := m.s.Deref(a[0])
			return test(m.s.kindOf(v), m, v), nil
		})
	}
	t.add("functor", 3, builtinFunctor)
	t.add("arg", 3, builtinArg)
	t.add("=..", 2, builtinUniv)
	t.add("copy_term", 2, func(m *Machine, a []heap.Value) (bool, error) {
		c, err := m.s.CopyTerm(a[0])
		if err != nil {
			return false, heapError(err)
		}
		return m.s.Unify(a[1], c), nil
	})
	t.add("term_variables", 2, func(m *Machine, a []heap.Value) (bool, error) {
		var vars []heap.Value
		m.s.walk(a[0], func(v heap.Value, k kind) {
			if k == kindVar {
				vars = append(vars, v)
			}
		})
		return m.unifyList(1, vars, m.s.Atom(term.Nil))
	})
	t.add("$list_or_partial", 1, func(m *Machine, a []heap.Value) (bool, error) {
		return true, m.checkListOrPartial(a[0])
	})
	t.add("dcg_translate_rule", 2, func(m *Machine, a []heap.Value) (bool, error) {
		r := m.s.Deref(a[0])
		if m.s.kindOf(r) == kindVar {
			return false, instantiationError()
		}
		rule := m.s.ToTerm(r, nil)
		c, err := lib.DCGRule(rule)
		if err != nil {
			return false, arithError(err)
		}
		// The rule and its clause together, so that unifying the copy of
		// the rule with the rule links the clause to its variables.
		both, err := m.s.FromTerm(term.New("-", rule, c), nil)
		if err != nil {
			return false, heapError(err)
		}
		return m.s.Unify(m.args[0], m.s.arg(both, 0)) && m.s.Unify(m.args[1], m.s.arg(both, 1)), nil
	})
	t.add("halt", 0, func(*Machine, []heap.Value) (bool, error) { return false, &Halt{} })
	t.add("halt", 1, func(m *Machine, a []heap.Value) (bool, error) {
		n, err := m.intArg(a[0])
		if err != nil {
			return false, err
		}
		return false, &Halt{Code: int(n)}
	})
}

// unifiable reports whether a and b unify, leaving no bindings.
func (m *Machine) unifiable(a, b heap.Value) bool {
	mark := m.s.Mark()
	ok := m.s.Unify(a, b)
	m.s.Undo(mark)
	m.s.Drop(mark)
	return ok
}

// ground reports whether v has no unbound variable.
func (m *Machine) ground(v heap.Value) bool {
	ground := true
	m.s.walk(v, func(_ heap.Value, k kind) { ground = ground && k != kindVar })
	return ground
}

// listItems is the items of the proper list v, or false.
func (m *Machine) listItems(v heap.Value) ([]heap.Value, bool) {
	return m.appendListItems(nil, v)
}

// appendListItems is listItems appending the items to items. A cyclic
// list (L = [a|L]) is not a list: Brent's cycle finding keeps a cell the
// walk passed, moved at each power of two, and the walk meets it again
// within twice the list's length.
func (m *Machine) appendListItems(items []heap.Value, v heap.Value) ([]heap.Value, bool) {
	nilAtom := m.s.Atom(term.Nil)
	dotHd := m.s.listHeader
	var kept heap.Value
	for steps, power := 0, 1; ; steps++ {
		v = m.s.Deref(v)
		if v == nilAtom {
			return items, true
		}
		if !v.IsRef() || m.h.Header(v) != dotHd || v == kept {
			return items, false
		}
		if steps == power {
			kept, power, steps = v, 2*power, 0
		}
		items = append(items, m.s.arg(v, 0))
		v = m.s.arg(v, 1)
	}
}

// listOrPartial is the items of the list v and its tail: nil for a
// proper list, the variable of a partial list; an error for anything
// else.
func (m *Machine) listOrPartial(v heap.Value) ([]heap.Value, heap.Value, error) {
	return m.appendListOrPartial(nil, v)
}

// appendListOrPartial is listOrPartial appending the items to items.
func (m *Machine) appendListOrPartial(items []heap.Value, v heap.Value) ([]heap.Value, heap.Value, error) {
	orig := v
	n := len(items)
	items, ok := m.appendListItems(items, v)
	if ok {
		return items, 0, nil
	}
	for range items[n:] {
		v = m.s.arg(m.s.Deref(v), 1)
	}
	v = m.s.Deref(v)
	if m.s.kindOf(v) == kindVar {
		return items, v, nil
	}
	return nil, 0, m.typeError("list", orig)
}

// unifyList unifies argument i of the builtin's args with the list of
// items ending in tail. It is a safe point; items are kept meanwhile.
func (m *Machine) unifyList(i int, items []heap.Value, tail heap.Value) (bool, error) {
	l, err := m.makeList(items, tail)
	if err != nil {
		return false, err
	}
	return m.s.Unify(m.args[i], l), nil
}

// makeList makes the list of items ending in tail: a safe point that
// keeps items and tail (on the store's scratch roots).
func (m *Machine) makeList(items []heap.Value, tail heap.Value) (heap.Value, error) {
	s := m.s
	base := len(s.scratch)
	s.scratch = append(append(s.scratch, items...), tail)
	defer func() { s.scratch = s.scratch[:base] }()
	if len(items) == 0 {
		return tail, nil
	}
	const cellWords = heap.HeaderWords + 2
	b, err := m.h.AllocBlock(len(items) * cellWords)
	if err != nil {
		return 0, heapError(err)
	}
	saved := s.scratch[base:]
	list := saved[len(items)]
	for i := len(items) - 1; i >= 0; i-- {
		cell := m.h.PlaceObject(b, i*cellWords, s.listHeader)
		m.h.SetField(cell, 0, saved[i])
		m.h.SetField(cell, 1, list)
		list = cell
	}
	return list, nil
}

func builtinCompare(m *Machine, a []heap.Value) (bool, error) {
	o := m.s.Deref(a[0])
	if k := m.s.kindOf(o); k != kindVar {
		if k != kindAtom {
			return false, m.typeError("atom", o)
		}
		switch m.s.AtomOf(o).Name() {
		case "<", ">", "=":
		default:
			return false, m.domainError("order", o)
		}
	}
	c := m.s.Compare(a[1], a[2])
	name := "="
	if c < 0 {
		name = "<"
	} else if c > 0 {
		name = ">"
	}
	return m.s.Unify(a[0], m.s.Atom(term.Intern(name))), nil
}

func builtinFunctor(m *Machine, a []heap.Value) (bool, error) {
	s := m.s
	t := s.Deref(a[0])
	switch k := s.kindOf(t); k {
	case kindCompound:
		name, arity := m.nameArity(t)
		w, _ := heap.SmallInt(int64(arity))
		return s.Unify(a[1], s.Atom(name)) && s.Unify(a[2], w), nil
	case kindVar:
	default:
		return s.Unify(a[1], t) && s.Unify(a[2], 0), nil
	}
	name := s.Deref(a[1])
	n := s.Deref(a[2])
	nk, ak := s.kindOf(name), s.kindOf(n)
	switch {
	case nk == kindVar || ak == kindVar:
		return false, instantiationError()
	case ak != kindInt:
		return false, m.typeError("integer", n)
	case nk == kindCompound:
		return false, m.typeError("atomic", name)
	}
	arity, _ := s.h.AsInt64(n)
	if arity == 0 {
		return s.Unify(a[0], name), nil
	}
	if arity < 0 {
		return false, m.domainError("not_less_than_zero", n)
	}
	if nk != kindAtom {
		return false, m.typeError("atom", name)
	}
	if arity > maxArity {
		return false, representationError("max_arity")
	}
	f, err := s.Functor(s.AtomOf(name), int(arity))
	if err != nil {
		return false, representationError("max_arity")
	}
	hd := s.header(f)
	b, err := m.h.AllocBlock(heap.HeaderWords + hd.BodyWords() + int(arity)*varWords)
	if err != nil {
		return false, heapError(err)
	}
	c := m.h.PlaceObject(b, 0, hd)
	for i := range int(arity) {
		serial, err := s.nextSerial()
		if err != nil {
			return false, err
		}
		v := m.h.PlaceObject(b, heap.HeaderWords+hd.BodyWords()+i*varWords, varHeader)
		s.initVar(v, serial)
		m.h.SetField(c, i, v)
	}
	return s.Unify(a[0], c), nil
}

func builtinArg(m *Machine, a []heap.Value) (bool, error) {
	s := m.s
	n := s.Deref(a[0])
	t := s.Deref(a[1])
	switch {
	case s.kindOf(t) == kindVar:
		return false, instantiationError()
	case s.kindOf(t) != kindCompound:
		return false, m.typeError("compound", t)
	}
	_, arity := m.nameArity(t)
	switch s.kindOf(n) {
	case kindVar:
		if m.swi() {
			return m.argEnum(arity)
		}
		return false, instantiationError()
	case kindInt:
	default:
		return false, m.typeError("integer", n)
	}
	i, ok := s.h.AsInt64(n)
	if !ok || i < 1 || i > int64(arity) {
		if ok && i < 0 {
			return false, m.domainError("not_less_than_zero", n)
		}
		return false, nil
	}
	return s.Unify(a[2], s.arg(t, int(i-1))), nil
}

// argEnum is arg(N, T, A) with N unbound in the SWI dialect (the
// builtin's arguments in m.args): it enumerates N-A over the arity
// arguments of T in order, as SWI-Prolog does (ISO: instantiation
// error).
func (m *Machine) argEnum(arity int) (bool, error) {
	s := m.s
	minus, _ := s.Functor(atomMinus, 2)
	base := len(s.scratch)
	defer func() { s.scratch = s.scratch[:base] }()
	for i := range arity {
		n, _ := heap.SmallInt(int64(i + 1))
		p, err := s.NewCompound(minus, n, s.arg(s.Deref(m.args[1]), i))
		if err != nil {
			return false, heapError(err)
		}
		s.scratch = append(s.scratch, p)
	}
	alts, err := m.makeList(s.scratch[base:], s.Atom(term.Nil))
	if err != nil {
		return false, err
	}
	s.scratch = append(s.scratch, alts)
	target, err := s.NewCompound(minus, m.args[0], m.args[2])
	if err != nil {
		return false, heapError(err)
	}
	return m.alternatives(target, s.scratch[len(s.scratch)-1]), nil
}

// univItems unifies the builtin's second argument with the list of the
// compound t's name and arguments, item by item along the list it
// already is (the usual T =.. [F, A, B] builds no list); it builds the
// rest of the list only where the argument ends in a variable (or is no
// list, and fails to unify).
func (m *Machine) univItems(t heap.Value) (bool, error) {
	s := m.s
	name, arity := m.nameArity(t)
	item := func(i int) heap.Value {
		if i == 0 {
			return s.Atom(name)
		}
		return s.arg(t, i-1)
	}
	l := m.args[1]
	for i := 0; i <= arity; i++ {
		l = s.Deref(l)
		if s.kindOf(l) == kindVar {
			items := m.items[:0]
			for j := i; j <= arity; j++ {
				items = append(items, item(j))
			}
			m.items, m.args[1] = items, l // the tail, kept across the allocation
			return m.unifyList(1, items, s.Atom(term.Nil))
		}
		if !l.IsRef() || m.h.HeaderAt(l) != s.listHeader || !s.Unify(s.arg(l, 0), item(i)) {
			return false, m.notAList(m.args[1])
		}
		l = s.arg(l, 1)
	}
	if !s.Unify(l, s.Atom(term.Nil)) {
		return false, m.notAList(m.args[1])
	}
	return true, nil
}

// notAList is the type error of l when it is neither a list nor a
// partial list (ISO: =.. raises it whatever the first argument), nil
// when it is one.
func (m *Machine) notAList(l heap.Value) error {
	_, _, err := m.listOrPartial(l)
	return err
}

func builtinUniv(m *Machine, a []heap.Value) (bool, error) {
	s := m.s
	t := s.Deref(a[0])
	switch s.kindOf(t) {
	case kindCompound:
		return m.univItems(t)
	case kindVar:
	default:
		return m.unifyList(1, []heap.Value{t}, s.Atom(term.Nil))
	}
	items, ok := m.appendListItems(m.items[:0], a[1])
	m.items = items
	if !ok {
		if _, _, err := m.listOrPartial(a[1]); err != nil {
			return false, err
		}
		return false, instantiationError()
	}
	if len(items) == 0 {
		return false, m.domainError("non_empty_list", s.Atom(term.Nil))
	}
	head := s.Deref(items[0])
	hk := s.kindOf(head)
	switch {
	case hk == kindVar:
		return false, instantiationError()
	case len(items) == 1:
		if hk == kindCompound {
			return false, m.typeError("atomic", head)
		}
		return s.Unify(a[0], head), nil
	case hk == kindCompound:
		return false, m.typeError("atomic", head)
	case hk != kindAtom:
		return false, m.typeError("atom", head)
	}
	f, err := s.Functor(s.AtomOf(head), len(items)-1)
	if err != nil {
		return false, representationError("max_arity")
	}
	c, err := s.NewCompound(f, items[1:]...)
	if err != nil {
		return false, heapError(err)
	}
	return s.Unify(m.args[0], c), nil
}
