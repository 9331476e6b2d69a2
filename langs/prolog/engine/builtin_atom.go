package engine

import (
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

func atomBuiltins(t builtinTable) {
	t.add("atom_length", 2, func(m *Machine, a []heap.Value) (bool, error) {
		s, err := m.textArg(a[0], "atom")
		if err != nil {
			if v := m.s.Deref(a[0]); m.swi() && m.s.kindOf(v) == kindCompound {
				return false, m.typeError("text", v) // SWI-Prolog's
			}
			return false, err
		}
		n := m.s.Deref(a[1])
		switch m.s.kindOf(n) {
		case kindVar:
		case kindInt:
			if i, _ := m.h.AsInt64(n); i < 0 {
				return false, m.domainError("not_less_than_zero", n)
			}
		default:
			return false, m.typeError("integer", n)
		}
		return m.unifyInt(a[1], int64(runeCount(s)))
	})
	t.add("atom_concat", 3, builtinAtomConcat)
	t.add("sub_atom", 5, builtinSubAtom)
	t.add("atom_chars", 2, func(m *Machine, a []heap.Value) (bool, error) { return m.textList(a, "atom", false) })
	t.add("atom_codes", 2, func(m *Machine, a []heap.Value) (bool, error) { return m.textList(a, "atom", true) })
	t.add("number_chars", 2, func(m *Machine, a []heap.Value) (bool, error) { return m.textList(a, "number", false) })
	t.add("number_codes", 2, func(m *Machine, a []heap.Value) (bool, error) { return m.textList(a, "number", true) })
	t.add("char_code", 2, func(m *Machine, a []heap.Value) (bool, error) {
		c := m.s.Deref(a[0])
		if m.s.kindOf(c) == kindAtom {
			s := m.s.AtomOf(c).Name()
			if runeCount(s) != 1 {
				return false, m.typeError("character", c)
			}
			r, _ := utf8.DecodeRuneInString(s)
			if code := m.s.Deref(a[1]); m.s.kindOf(code) != kindVar && m.s.kindOf(code) != kindInt {
				return false, m.typeError("integer", code)
			}
			return m.unifyInt(a[1], int64(r))
		}
		if m.s.kindOf(c) != kindVar {
			return false, m.typeError("character", c)
		}
		code := m.s.Deref(a[1])
		if m.s.kindOf(code) == kindVar {
			return false, instantiationError()
		}
		n, err := m.intArg(code)
		if err != nil {
			return false, err
		}
		if n < 0 || n > 0x10FFFF {
			return false, representationError("character_code")
		}
		return m.unifyTerm(0, term.Intern(string(rune(n))))
	})
	t.add("atom_number", 2, func(m *Machine, a []heap.Value) (bool, error) {
		v := m.s.Deref(a[0])
		if m.s.kindOf(v) == kindVar {
			n := m.s.Deref(a[1])
			if m.s.kindOf(n) == kindVar {
				return false, instantiationError()
			}
			return m.unifyTerm(0, term.Intern(m.formatTerm(n, syntax.WriteOpts)))
		}
		s, err := m.textArg(v, "atom")
		if err != nil {
			return false, err
		}
		num, ok := parseNumber(s, m.swi())
		if !ok {
			return false, nil
		}
		return m.unifyTerm(1, num)
	})
	for name, f := range map[string]func(string) string{"upcase_atom": strings.ToUpper, "downcase_atom": strings.ToLower} {
		t.add(name, 2, func(m *Machine, a []heap.Value) (bool, error) {
			s, err := m.textArg(a[0], "atom")
			if err != nil {
				return false, err
			}
			return m.unifyTerm(1, term.Intern(f(s)))
		})
	}
	t.add("term_to_atom", 2, func(m *Machine, a []heap.Value) (bool, error) {
		v := m.s.Deref(a[0])
		if m.s.kindOf(v) != kindVar {
			opts := syntax.WriteqOpts
			opts.AnonCycles = true // SWI-Prolog's: @(_123,[_123=f(_123)])
			return m.unifyTerm(1, term.Intern(m.formatTerm(v, opts)))
		}
		s, err := m.textArg(a[1], "atom")
		if err != nil {
			return false, err
		}
		res, err := syntax.NewReader(strings.NewReader(s+" ."), m.Ops, m.Flags).Read()
		if err != nil {
			if se, ok := err.(*syntax.SyntaxError); ok {
				return false, &Thrown{Ball: se.StringTerm(s + " . ")}
			}
			return false, err
		}
		return m.unifyTerm(0, res.Term)
	})
	t.add("numbervars", 3, builtinNumbervars)
	t.add("msort", 2, func(m *Machine, a []heap.Value) (bool, error) { return m.sort(a, 0, "@=<") })
	t.add("sort", 2, func(m *Machine, a []heap.Value) (bool, error) { return m.sort(a, 0, "@<") })
	t.add("keysort", 2, builtinKeysort)
	t.add("sort", 4, builtinSort4)
}

// textArg is the text of the atom or string (or number, for "atomic"
// callers, and for every caller in SWI-Prolog's dialect, as its
// atom_length(123, 3)) v.
func (m *Machine) textArg(v heap.Value, what string) (string, error) {
	v = m.s.Deref(v)
	switch m.s.kindOf(v) {
	case kindVar:
		return "", instantiationError()
	case kindAtom:
		return m.s.AtomOf(v).Name(), nil
	case kindString:
		return m.s.StringOf(v), nil
	case kindInt, kindFloat:
		if what != "atomic" && !m.swi() {
			break
		}
		if n, ok := m.h.AsInt64(v); ok && m.s.kindOf(v) == kindInt {
			// the writer's text, without a conversion and a
			// writer for it (atom_concat(x, N, A) in a loop)
			return strconv.FormatInt(n, 10), nil
		}
		return m.formatTerm(v, syntax.WriteOpts), nil
	}
	return "", m.typeError("atom", v)
}

// parseNumber reads s as a number term, as number_codes does: in ISO's
// syntax, or SWI-Prolog's when swi is set.
func parseNumber(s string, swi bool) (term.Term, bool) {
	if s == "" || strings.TrimRight(s, " \t\n\r") != s {
		return nil, false // layout may lead a number, not follow it
	}
	ops, flags := syntax.DefaultOps(), syntax.Flags{}
	if swi {
		// SWI-Prolog reads its own number syntax here (1e10, 1_000,
		// 1.0Inf) and a sign: +12, but not a sign apart from its digits.
		ops, flags = syntax.SWIOps(), syntax.Flags{Dialect: syntax.SWI}
		t := strings.TrimLeft(s, " \t\n\r")
		if len(t) > 1 && (t[0] == '+' || t[0] == '-') && (t[1] < '0' || t[1] > '9') {
			return nil, false
		}
		if len(t) > 1 && t[0] == '+' {
			s = t[1:]
		}
	}
	res, err := syntax.NewReader(strings.NewReader(s+" ."), ops, flags).Read()
	if err != nil {
		return nil, false
	}
	switch x := res.Term.(type) {
	case term.Int, *term.BigInt, term.Float:
		return x, true
	case *term.Compound:
		// - 1 reads as -(1) in some forms: accept a signed number.
		if x.Functor == term.Minus && len(x.Args) == 1 {
			switch n := x.Args[0].(type) {
			case term.Int:
				if !strings.HasPrefix(strings.TrimSpace(s), "- ") {
					return -n, true
				}
			case term.Float:
				return -n, true
			}
		}
	}
	return nil, false
}

// textList is atom_chars/codes and number_chars/codes.
func (m *Machine) textList(a []heap.Value, what string, codes bool) (bool, error) {
	b := m.s.takeWalkBufs()
	defer m.s.giveWalkBufs(b)
	v := m.s.Deref(a[0])
	if m.s.kindOf(v) != kindVar {
		var s string
		if what == "number" {
			if k := m.s.kindOf(v); k != kindInt && k != kindFloat {
				return false, m.typeError("number", v)
			}
			s = m.formatTerm(v, syntax.WriteqOpts)
		} else {
			var err error
			if s, err = m.textArg(v, "atomic"); err != nil {
				return false, err
			}
		}
		if what == "number" {
			// number_chars(N, L) with L partly bound: parse L when it is
			// a complete list, so that number_chars(X, [' ', '1']) works.
			if items, ok := m.appendListItems(b.items[:0], a[1]); ok && len(items) > 0 {
				b.items = items
				if txt, err := m.appendListText(b.text[:0], items, codes); err == nil {
					b.text = txt
					if n, ok := parseNumber(string(txt), m.swi()); ok {
						return m.unifyTerm(0, n)
					}
				}
			}
		}
		return m.unifyText(b, 1, s, codes)
	}
	if t := m.s.Deref(a[1]); m.s.kindOf(t) == kindString {
		// SWI-Prolog's text predicates take a string for the list.
		return m.textOfString(a, what, m.s.StringOf(t))
	}
	items, tail, err := m.appendListOrPartial(b.items[:0], a[1])
	if err != nil {
		return false, err
	}
	b.items = items
	if tail != 0 {
		return false, instantiationError()
	}
	txt, err := m.appendListText(b.text[:0], items, codes)
	if err != nil && what == "number" && !codes && m.swi() {
		// SWI-Prolog's number_chars/2 takes codes too.
		if cs, cerr := m.appendListText(b.text[:0], items, true); cerr == nil {
			txt, err = cs, nil
		}
	}
	if err != nil {
		return false, err
	}
	b.text = txt
	if what == "number" {
		n, ok := parseNumber(string(txt), m.swi())
		if !ok {
			return false, isoError(term.New("syntax_error", term.Intern("illegal_number")))
		}
		return m.unifyTerm(0, n)
	}
	return m.s.Unify(m.args[0], m.s.atomBytes(txt)), nil
}

// textOfString is atom_codes(A, S) and number_codes(N, S) with the
// string S (what textList does with a list's text).
func (m *Machine) textOfString(a []heap.Value, what, s string) (bool, error) {
	if what == "number" {
		n, ok := parseNumber(s, m.swi())
		if !ok {
			return false, isoError(term.New("syntax_error", term.Intern("illegal_number")))
		}
		return m.unifyTerm(0, n)
	}
	return m.unifyTerm(0, term.Intern(s))
}

// textTerm is s as a list of one-char atoms or codes.
func textTerm(s string, codes bool) term.Term { return textList(s, codes, term.Nil) }

// textList is the list of the codes or chars of s, ending in tail.
func textList(s string, codes bool, tail term.Term) term.Term {
	var items []term.Term
	for _, r := range s {
		if codes {
			items = append(items, term.Int(r))
		} else {
			items = append(items, term.Intern(string(r)))
		}
	}
	return term.List(items, tail)
}

// listText is the text of a list of chars or codes.
func (m *Machine) listText(items []heap.Value, codes bool) (string, error) {
	b, err := m.appendListText(nil, items, codes)
	return string(b), err
}

// appendListText is listText appending the text to b.
func (m *Machine) appendListText(b []byte, items []heap.Value, codes bool) ([]byte, error) {
	for _, it := range items {
		it = m.s.Deref(it)
		switch m.s.kindOf(it) {
		case kindVar:
			return b, instantiationError()
		case kindInt:
			n, _ := m.h.AsInt64(it)
			if !codes {
				return b, m.typeError("character", it)
			}
			if n < 0 || n > 0x10FFFF {
				return b, representationError("character_code")
			}
			b = utf8.AppendRune(b, rune(n))
			continue
		case kindAtom:
			if s := m.s.AtomOf(it).Name(); !codes && runeCount(s) == 1 {
				b = append(b, s...)
				continue
			}
		}
		if codes {
			return b, representationError("character_code")
		}
		return b, m.typeError("character", it)
	}
	return b, nil
}

// unifyText unifies argument i of the builtin's args with the list of
// the codes or chars of s, made on the heap from b.items (textTerm
// would make the list as a reader's term first).
func (m *Machine) unifyText(b *walkBufs, i int, s string, codes bool) (bool, error) {
	items := b.items[:0]
	for _, r := range s {
		if codes {
			items = append(items, intWord(int(r)))
		} else {
			items = append(items, m.s.Atom(term.Intern(string(r))))
		}
	}
	b.items = items
	return m.unifyList(i, items, m.s.Atom(term.Nil))
}

func builtinAtomConcat(m *Machine, a []heap.Value) (bool, error) {
	x, y := m.s.Deref(a[0]), m.s.Deref(a[1])
	if m.s.kindOf(x) != kindVar && m.s.kindOf(y) != kindVar {
		sx, err := m.textArg(x, "atomic")
		if err != nil {
			return false, err
		}
		sy, err := m.textArg(y, "atomic")
		if err != nil {
			return false, err
		}
		return m.unifyTerm(2, term.Intern(sx+sy))
	}
	s, err := m.textArg(a[2], "atomic")
	if err != nil {
		return false, err
	}
	var alts []term.Term
	for i := range s {
		alts = append(alts, term.New("-", term.Intern(s[:i]), term.Intern(s[i:])))
	}
	alts = append(alts, term.New("-", term.Intern(s), term.Intern("")))
	return m.pairSolutions(a[0], a[1], alts)
}

// pairSolutions unifies X-Y with each of alts in turn.
func (m *Machine) pairSolutions(x, y heap.Value, alts []term.Term) (bool, error) {
	minus, _ := m.s.Functor(term.Minus, 2)
	target, err := m.s.NewCompound(minus, x, y)
	if err != nil {
		return false, heapError(err)
	}
	return m.solutions(target, alts)
}

func builtinSubAtom(m *Machine, a []heap.Value) (bool, error) {
	s, err := m.textArg(a[0], "atom")
	if err != nil {
		return false, err
	}
	rs := []rune(s)
	n := len(rs)
	var fixed [3]int64
	var known [3]bool
	for i := range 3 {
		v := m.s.Deref(a[i+1])
		if m.s.kindOf(v) == kindVar {
			continue
		}
		k, err := m.intArg(v)
		if err != nil {
			return false, err
		}
		if k < 0 {
			return false, m.domainError("not_less_than_zero", v)
		}
		fixed[i], known[i] = k, true
	}
	target, err := m.subAtomTarget()
	if err != nil {
		return false, err
	}
	if sub := m.s.Deref(a[4]); m.s.kindOf(sub) != kindVar {
		subS, err := m.textArg(sub, "atom")
		if err != nil {
			return false, err
		}
		sr := []rune(subS)
		var alts []term.Term
		for b := 0; b+len(sr) <= n; b++ {
			if string(rs[b:b+len(sr)]) == subS {
				alts = append(alts, term.New("s", term.Int(b), term.Int(len(sr)), term.Int(n-b-len(sr)), sub2(subS)))
			}
		}
		return m.solutions(target, alts)
	}
	// Sub unbound: the solutions are made one at a time, on
	// backtracking (a list of them all holds n²/2 atoms).
	e := &subAtomEnum{rs: rs, fixed: fixed, known: known}
	if !e.find() {
		return false, nil
	}
	b, l := e.b, e.l
	if e.l++; e.find() {
		cp := m.push(cpSubAtom, target, 0)
		cp.extra.sub = e
	}
	return m.unifySubAtom(target, e, b, l)
}

// subAtomTarget is s(Before, Length, After, Sub) of sub_atom/5's
// arguments, for its solutions to unify with.
func (m *Machine) subAtomTarget() (heap.Value, error) {
	f, _ := m.s.Functor(term.Intern("s"), 4)
	target, err := m.s.NewCompound(f, m.args[1], m.args[2], m.args[3], m.args[4])
	if err != nil {
		return 0, heapError(err)
	}
	return target, nil
}

// subAtomEnum is sub_atom/5's enumeration of the sub-atoms of rs: b and
// l are the next solution's start and length, in SWI-Prolog's order (by
// start, then by length); fixed holds the Before, Length and After that
// are known.
type subAtomEnum struct {
	rs    []rune
	b, l  int
	fixed [3]int64
	known [3]bool
}

// find moves e to its first solution at or after (b, l), reporting
// whether there is one.
func (e *subAtomEnum) find() bool {
	n := len(e.rs)
	for i := range 3 {
		if e.known[i] && e.fixed[i] > int64(n) {
			return false
		}
	}
	for e.b <= n {
		if e.known[0] && e.b != int(e.fixed[0]) {
			if e.b > int(e.fixed[0]) {
				return false
			}
			e.b, e.l = int(e.fixed[0]), 0
			continue
		}
		lo, hi := e.l, n-e.b
		if e.known[1] {
			lo, hi = max(lo, int(e.fixed[1])), min(hi, int(e.fixed[1]))
		}
		if e.known[2] {
			l := n - e.b - int(e.fixed[2])
			lo, hi = max(lo, l), min(hi, l)
		}
		if lo <= hi {
			e.l = lo
			return true
		}
		e.b, e.l = e.b+1, 0
	}
	return false
}

// unifySubAtom unifies target, s(Before, Length, After, Sub), with the
// sub-atom of e at b of length l.
func (m *Machine) unifySubAtom(target heap.Value, e *subAtomEnum, b, l int) (bool, error) {
	n := len(e.rs)
	for i, k := range [3]int{b, l, n - b - l} {
		w, err := m.s.Int(int64(k))
		if err != nil {
			return false, heapError(err)
		}
		if !m.s.Unify(m.h.Field(target, i), w) {
			return false, nil
		}
	}
	return m.s.Unify(m.h.Field(target, 3), m.s.Atom(term.Intern(string(e.rs[b:b+l])))), nil
}

func sub2(s string) term.Term { return term.Intern(s) }

func builtinNumbervars(m *Machine, a []heap.Value) (bool, error) {
	start, err := m.intArg(a[1])
	if err != nil {
		return false, err
	}
	var vars []heap.Value
	m.s.walk(a[0], func(v heap.Value, k kind) {
		if k == kindVar {
			vars = append(vars, v)
		}
	})
	f, _ := m.s.Functor(term.VarFunctor, 1)
	n := start
	base := len(m.s.scratch)
	m.s.scratch = append(m.s.scratch, vars...)
	defer func() { m.s.scratch = m.s.scratch[:base] }()
	for i := range vars {
		w, err := m.s.Int(n)
		if err != nil {
			return false, heapError(err)
		}
		c, err := m.s.NewCompound(f, w)
		if err != nil {
			return false, heapError(err)
		}
		m.s.Unify(m.s.scratch[base+i], c)
		n++
	}
	return m.unifyInt(m.args[2], n)
}

// sort is msort/2 and sort/2: order "@=<" keeps duplicates.
func (m *Machine) sort(a []heap.Value, _ int, order string) (bool, error) {
	items, tail, err := m.listOrPartial(a[0])
	if err != nil {
		return false, err
	}
	if tail != 0 {
		return false, instantiationError()
	}
	if err := m.checkListOrPartial(a[1]); err != nil {
		return false, err
	}
	slices.SortStableFunc(items, m.s.Compare)
	if order == "@<" {
		items = slices.CompactFunc(items, func(x, y heap.Value) bool { return m.s.Compare(x, y) == 0 })
	}
	return m.unifyList(1, items, m.s.Atom(term.Nil))
}

// checkListOrPartial raises type_error(list, V) unless v is a list or a
// partial list.
func (m *Machine) checkListOrPartial(v heap.Value) error {
	_, _, err := m.listOrPartial(v)
	return err
}

func builtinKeysort(m *Machine, a []heap.Value) (bool, error) {
	items, tail, err := m.listOrPartial(a[0])
	if err != nil {
		return false, err
	}
	if tail != 0 {
		return false, instantiationError()
	}
	if err := m.checkListOrPartial(a[1]); err != nil {
		return false, err
	}
	minus, _ := m.s.Functor(term.Minus, 2)
	for _, it := range items {
		it = m.s.Deref(it)
		if m.s.kindOf(it) == kindVar {
			return false, instantiationError()
		}
		if !it.IsRef() || m.h.Header(it) != m.s.header(minus) {
			return false, isoError(term.New("type_error", term.Intern("pair"), m.s.ToTerm(it, nil)))
		}
	}
	key := func(v heap.Value) heap.Value { return m.s.arg(m.s.Deref(v), 0) }
	slices.SortStableFunc(items, func(x, y heap.Value) int { return m.s.Compare(key(x), key(y)) })
	return m.unifyList(1, items, m.s.Atom(term.Nil))
}

func builtinSort4(m *Machine, a []heap.Value) (bool, error) {
	k, err := m.intArg(a[0])
	if err != nil {
		return false, err
	}
	o, err := m.atomArg(a[1])
	if err != nil {
		return false, err
	}
	items, tail, err := m.listOrPartial(a[2])
	if err != nil {
		return false, err
	}
	if tail != 0 {
		return false, instantiationError()
	}
	key := func(v heap.Value) heap.Value {
		if k == 0 {
			return v
		}
		return m.s.arg(m.s.Deref(v), int(k-1))
	}
	for _, it := range items {
		if k > 0 {
			it = m.s.Deref(it)
			if m.s.kindOf(it) != kindCompound {
				return false, m.typeError("compound", it)
			}
			if _, ar := m.nameArity(it); int64(ar) < k {
				return false, m.typeError("compound", it)
			}
		}
	}
	cmp := func(x, y heap.Value) int { return m.s.Compare(key(x), key(y)) }
	desc := o.Name() == "@>" || o.Name() == "@>="
	switch o.Name() {
	case "@<", "@=<", "@>", "@>=":
	default:
		return false, m.domainError("order", m.args[1])
	}
	if desc {
		slices.SortStableFunc(items, func(x, y heap.Value) int { return -cmp(x, y) })
	} else {
		slices.SortStableFunc(items, cmp)
	}
	if o.Name() == "@<" || o.Name() == "@>" {
		items = slices.CompactFunc(items, func(x, y heap.Value) bool { return cmp(x, y) == 0 })
	}
	return m.unifyList(3, items, m.s.Atom(term.Nil))
}
