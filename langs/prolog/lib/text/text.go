package text

import (
	"math/big"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

// Library is the strings library.
var Library = &engine.Library{
	Name: "strings",
	Builtins: []engine.Builtin{
		{Name: "string_concat", Arity: 3, Fn: stringConcat},
		{Name: "string_chars", Arity: 2, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) { return textList(m, a, false) }},
		{Name: "string_codes", Arity: 2, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) { return textList(m, a, true) }},
		{Name: "string_to_atom", Arity: 2, Fn: stringToAtom},
		{Name: "string_length", Arity: 2, Fn: stringLength},
		{Name: "string_lower", Arity: 2, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) { return mapText(m, a, strings.ToLower) }},
		{Name: "string_upper", Arity: 2, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) { return mapText(m, a, strings.ToUpper) }},
		{Name: "number_string", Arity: 2, Fn: numberString},
		{Name: "atom_string", Arity: 2, Fn: atomString},
		{Name: "sub_string", Arity: 5, Fn: subString},
		{Name: "split_string", Arity: 4, Fn: splitString},
		{Name: "string_code", Arity: 3, Fn: stringCode},
		{Name: "term_string", Arity: 2, Fn: termString},
		{Name: "text_concat", Arity: 3, Fn: textConcat},
		{Name: "atomics_to_string", Arity: 2, Fn: atomicsToString},
		{Name: "text_to_string", Arity: 2, Fn: textToString},
		{Name: "atomic_list_concat", Arity: 2, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) {
			return atomicListConcat(m, a[0], "", false, a[1])
		}},
		{Name: "atomic_list_concat", Arity: 3, Fn: atomicListConcat3},
		{Name: "concat_atom", Arity: 2, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) {
			return atomicListConcat(m, a[0], "", false, a[1])
		}},
		{Name: "concat_atom", Arity: 3, Fn: atomicListConcat3},
		{Name: "name", Arity: 2, Fn: name},
		{Name: "read_term_from_atom", Arity: 3, Fn: readTermFromAtom},
		{Name: "sformat", Arity: 2, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) { return sformat(m, a[0], a[1], 0) }},
		{Name: "sformat", Arity: 3, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) { return sformat(m, a[0], a[1], a[2]) }},
		{Name: "writef", Arity: 1, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) { return writef(m, a[0], 0) }},
		{Name: "writef", Arity: 2, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) { return writef(m, a[0], a[1]) }},
	},
}

// textOf is the text of v (engine.Machine.Text).
func textOf(m *engine.Machine, v heap.Value) (string, error) { return m.Text(v, "text") }

// bound reports whether v is not an unbound variable.
func bound(m *engine.Machine, v heap.Value) bool { return !m.IsVar(v) }

// chars is s as a list of codes or one-character atoms.
func chars(s string, codes bool) term.Term {
	items := make([]term.Term, 0, len(s))
	for _, r := range s {
		if codes {
			items = append(items, term.Int(r))
		} else {
			items = append(items, term.Intern(string(r)))
		}
	}
	return term.List(items, term.Nil)
}

func stringConcat(m *engine.Machine, a []heap.Value) (bool, error) {
	if bound(m, a[0]) && bound(m, a[1]) {
		x, err := textOf(m, a[0])
		if err != nil {
			return false, err
		}
		y, err := textOf(m, a[1])
		if err != nil {
			return false, err
		}
		return m.UnifyTerm(a[2], term.String(x+y))
	}
	s, err := textOf(m, a[2])
	if err != nil {
		return false, err
	}
	return splits(m, a, s, asString)
}

// splits gives every way of cutting s in two, made terms by mk, as the
// solutions of a[0] and a[1].
func splits(m *engine.Machine, a []heap.Value, s string, mk func(string) term.Term) (bool, error) {
	var alts []term.Term
	for i := range s {
		alts = append(alts, term.New("-", mk(s[:i]), mk(s[i:])))
	}
	alts = append(alts, term.New("-", mk(s), mk("")))
	target, err := m.Compound("-", a[0], a[1])
	if err != nil {
		return false, err
	}
	return m.Solutions(target, alts)
}

// convert relates two forms of one text, a[0] as first makes it and
// a[1] as second does: from a[0] when it is bound, else from a[1].
func convert(m *engine.Machine, a []heap.Value, first, second func(string) term.Term) (bool, error) {
	from, to, mk := a[1], a[0], first
	if bound(m, a[0]) {
		from, to, mk = a[0], a[1], second
	}
	s, err := textOf(m, from)
	if err != nil {
		return false, err
	}
	return m.UnifyTerm(to, mk(s))
}

func asString(s string) term.Term { return term.String(s) }
func asAtom(s string) term.Term   { return term.Intern(s) }

// textList is string_chars/2 and string_codes/2.
func textList(m *engine.Machine, a []heap.Value, codes bool) (bool, error) {
	return convert(m, a, asString, func(s string) term.Term { return chars(s, codes) })
}

func stringToAtom(m *engine.Machine, a []heap.Value) (bool, error) {
	return convert(m, a, asString, asAtom)
}

func stringLength(m *engine.Machine, a []heap.Value) (bool, error) {
	s, err := textOf(m, a[0])
	if err != nil {
		return false, err
	}
	return m.UnifyTerm(a[1], term.Int(utf8.RuneCountInString(s)))
}

// mapText is string_lower/2 and string_upper/2.
func mapText(m *engine.Machine, a []heap.Value, f func(string) string) (bool, error) {
	s, err := textOf(m, a[0])
	if err != nil {
		return false, err
	}
	return m.UnifyTerm(a[1], term.String(f(s)))
}

func numberString(m *engine.Machine, a []heap.Value) (bool, error) {
	if bound(m, a[1]) {
		s, err := textOf(m, a[1])
		if err != nil {
			return false, err
		}
		n, ok := parseNumber(m, s)
		if !ok {
			return false, nil
		}
		return m.UnifyTerm(a[0], n)
	}
	if !bound(m, a[0]) {
		return false, engine.InstantiationError()
	}
	n := m.Term(a[0])
	switch n.(type) {
	case term.Int, *term.BigInt, term.Float:
	default:
		return false, engine.TypeError("number", n)
	}
	return m.UnifyTerm(a[1], term.String(m.Format(a[0], false)))
}

// parseNumber reads s as a number in SWI-Prolog's syntax
// (number_string/2, name/2): a sign, then an unsigned number, with no
// layout around.
func parseNumber(m *engine.Machine, s string) (term.Term, bool) {
	t := s
	if strings.TrimRightFunc(t, unicode.IsSpace) != t {
		return nil, false
	}
	neg := strings.HasPrefix(t, "-")
	if neg || strings.HasPrefix(t, "+") {
		t = t[1:]
	}
	if t == "" || t[0] < '0' || t[0] > '9' {
		return nil, false
	}
	res, err := syntax.NewReader(strings.NewReader(t+" ."), syntax.SWIOps(), syntax.Flags{Dialect: syntax.SWI}).Read()
	if err != nil {
		return nil, false
	}
	switch x := res.Term.(type) {
	case term.Int:
		if neg {
			return -x, true
		}
		return x, true
	case term.Float:
		if neg {
			return -x, true
		}
		return x, true
	case *term.BigInt:
		if neg {
			return term.MakeBig(new(big.Int).Neg(x.V)), true
		}
		return x, true
	}
	return nil, false
}

func atomString(m *engine.Machine, a []heap.Value) (bool, error) {
	return convert(m, a, asAtom, asString)
}

// subString is sub_string/5: sub_atom/5 over any text, the sub-texts
// strings.
func subString(m *engine.Machine, a []heap.Value) (bool, error) {
	s, err := textOf(m, a[0])
	if err != nil {
		return false, err
	}
	rs := []rune(s)
	n := len(rs)
	var fixed [3]int
	var known [3]bool
	for i := range 3 {
		if !bound(m, a[i+1]) {
			continue
		}
		k, ok := m.Term(a[i+1]).(term.Int)
		if !ok {
			return false, engine.TypeError("integer", m.Term(a[i+1]))
		}
		if k < 0 {
			return false, engine.DomainError("not_less_than_zero", k)
		}
		fixed[i], known[i] = int(k), true
	}
	var alts []term.Term
	add := func(b, l int) {
		alts = append(alts, term.New("s", term.Int(b), term.Int(l), term.Int(n-b-l), term.String(string(rs[b:b+l]))))
	}
	if bound(m, a[4]) {
		sub, err := textOf(m, a[4])
		if err != nil {
			return false, err
		}
		sr := []rune(sub)
		for b := 0; b+len(sr) <= n; b++ {
			if string(rs[b:b+len(sr)]) == sub {
				add(b, len(sr))
			}
		}
	} else {
		for b := 0; b <= n; b++ {
			if known[0] && b != fixed[0] {
				continue
			}
			for l := 0; b+l <= n; l++ {
				if known[1] && l != fixed[1] || known[2] && n-b-l != fixed[2] {
					continue
				}
				add(b, l)
			}
		}
	}
	target, err := m.Compound("s", a[1], a[2], a[3], a[4])
	if err != nil {
		return false, err
	}
	return m.Solutions(target, alts)
}

// splitString is split_string/4: the text cut at every character of
// SepChars, each part stripped of the characters of PadChars at both
// ends.
func splitString(m *engine.Machine, a []heap.Value) (bool, error) {
	var texts [3]string
	for i := range texts {
		if t := m.Term(a[i]); isNumber(t) {
			return false, engine.TypeError("text", t)
		}
		s, err := textOf(m, a[i])
		if err != nil {
			return false, err
		}
		texts[i] = s
	}
	s, seps, pad := texts[0], texts[1], texts[2]
	var parts []string
	if seps == "" {
		parts = []string{s}
	} else {
		start := 0
		for i, r := range s {
			if strings.ContainsRune(seps, r) {
				parts = append(parts, s[start:i])
				start = i + utf8.RuneLen(r)
			}
		}
		parts = append(parts, s[start:])
	}
	items := make([]term.Term, len(parts))
	for i, p := range parts {
		items[i] = term.String(strings.Trim(p, pad))
	}
	return m.UnifyTerm(a[3], term.List(items, term.Nil))
}

// stringCode is string_code/3: the code at a 1-based index; it fails
// out of range.
func stringCode(m *engine.Machine, a []heap.Value) (bool, error) {
	if !bound(m, a[0]) {
		return false, engine.InstantiationError()
	}
	i, ok := m.Term(a[0]).(term.Int)
	if !ok {
		return false, engine.TypeError("integer", m.Term(a[0]))
	}
	if i < 0 {
		return false, engine.DomainError("not_less_than_zero", i)
	}
	s, err := textOf(m, a[1])
	if err != nil {
		return false, err
	}
	rs := []rune(s)
	if i < 1 || int(i) > len(rs) {
		return false, nil
	}
	return m.UnifyTerm(a[2], term.Int(rs[i-1]))
}

// termString is term_string/2: the term read from the string, or the
// term written by writeq.
func termString(m *engine.Machine, a []heap.Value) (bool, error) {
	if bound(m, a[1]) {
		s, err := textOf(m, a[1])
		if err != nil {
			return false, err
		}
		res, err := m.Parse(s)
		if err != nil {
			return false, err
		}
		return m.UnifyTerm(a[0], res.Term)
	}
	return m.UnifyTerm(a[1], term.String(m.Format(a[0], true)))
}

// textConcat is text_concat/3: atom_concat/3 whose result is a string
// when either part is one.
func textConcat(m *engine.Machine, a []heap.Value) (bool, error) {
	isString := func(v heap.Value) bool { _, ok := m.Term(v).(term.String); return ok }
	if bound(m, a[0]) && bound(m, a[1]) {
		x, err := textOf(m, a[0])
		if err != nil {
			return false, err
		}
		y, err := textOf(m, a[1])
		if err != nil {
			return false, err
		}
		if isString(a[0]) || isString(a[1]) {
			return m.UnifyTerm(a[2], term.String(x+y))
		}
		return m.UnifyTerm(a[2], term.Intern(x+y))
	}
	s, err := textOf(m, a[2])
	if err != nil {
		return false, err
	}
	mk := asAtom
	if isString(a[2]) {
		mk = asString
	}
	return splits(m, a, s, mk)
}

func atomicsToString(m *engine.Machine, a []heap.Value) (bool, error) {
	s, err := joinList(m, a[0], "")
	if err != nil {
		return false, err
	}
	return m.UnifyTerm(a[1], term.String(s))
}

func textToString(m *engine.Machine, a []heap.Value) (bool, error) {
	if !bound(m, a[0]) && bound(m, a[1]) {
		s, err := textOf(m, a[1])
		if err != nil {
			return false, err
		}
		return m.UnifyTerm(a[0], term.String(s))
	}
	s, err := textOf(m, a[0])
	if err != nil {
		return false, err
	}
	return m.UnifyTerm(a[1], term.String(s))
}

// joinList is the texts of the atomic elements of the list l joined by
// sep.
func joinList(m *engine.Machine, l heap.Value, sep string) (string, error) {
	items, ok := m.ListItems(l)
	if !ok {
		if m.IsVar(l) {
			return "", engine.InstantiationError()
		}
		return "", engine.TypeError("list", m.Term(l))
	}
	var b strings.Builder
	for i, it := range items {
		if i > 0 {
			b.WriteString(sep)
		}
		switch t := m.Term(it).(type) {
		case *term.Var:
			return "", engine.InstantiationError()
		case *term.Compound:
			return "", engine.TypeError("atomic", t)
		}
		s, err := textOf(m, it)
		if err != nil {
			return "", err
		}
		b.WriteString(s)
	}
	return b.String(), nil
}

func atomicListConcat3(m *engine.Machine, a []heap.Value) (bool, error) {
	if !bound(m, a[1]) {
		return false, engine.InstantiationError()
	}
	sep, err := textOf(m, a[1])
	if err != nil {
		return false, err
	}
	return atomicListConcat(m, a[0], sep, true, a[2])
}

// atomicListConcat is atomic_list_concat/2,3: the elements of list
// joined by sep, or, when the list is not ground and the result is given
// (with a separator, withSep), the result split at sep.
func atomicListConcat(m *engine.Machine, list heap.Value, sep string, withSep bool, result heap.Value) (bool, error) {
	if items, ok := m.ListItems(list); ok && allBound(m, items) {
		s, err := joinList(m, list, sep)
		if err != nil {
			return false, err
		}
		return m.UnifyTerm(result, term.Intern(s))
	}
	if !withSep || !bound(m, result) {
		return false, engine.InstantiationError()
	}
	if sep == "" {
		return false, engine.DomainError("non_empty_atom", term.Intern(""))
	}
	s, err := textOf(m, result)
	if err != nil {
		return false, err
	}
	parts := strings.Split(s, sep)
	items := make([]term.Term, len(parts))
	for i, p := range parts {
		items[i] = term.Intern(p)
	}
	return m.UnifyTerm(list, term.List(items, term.Nil))
}

// isNumber reports whether t is a number.
func isNumber(t term.Term) bool {
	switch t.(type) {
	case term.Int, *term.BigInt, term.Float:
		return true
	}
	return false
}

// allBound reports whether no item is an unbound variable.
func allBound(m *engine.Machine, items []heap.Value) bool {
	for _, it := range items {
		if m.IsVar(it) {
			return false
		}
	}
	return true
}

// name is name/2: the codes of an atomic term; from codes, a number when
// they read as one, else an atom.
func name(m *engine.Machine, a []heap.Value) (bool, error) {
	if bound(m, a[0]) {
		switch t := m.Term(a[0]).(type) {
		case *term.Compound:
			return false, engine.TypeError("atomic", t)
		}
		s, err := textOf(m, a[0])
		if err != nil {
			return false, err
		}
		return m.UnifyTerm(a[1], chars(s, true))
	}
	s, err := textOf(m, a[1])
	if err != nil {
		return false, err
	}
	if n, ok := parseNumber(m, s); ok {
		return m.UnifyTerm(a[0], n)
	}
	return m.UnifyTerm(a[0], term.Intern(s))
}

// readTermFromAtom is read_term_from_atom/3 (its options ignored).
func readTermFromAtom(m *engine.Machine, a []heap.Value) (bool, error) {
	s, err := textOf(m, a[0])
	if err != nil {
		return false, err
	}
	res, err := m.Parse(s)
	if err != nil {
		return false, err
	}
	return m.UnifyTerm(a[1], res.Term)
}

// sformat is sformat/2,3: format/2's text as a string.
func sformat(m *engine.Machine, out, f, args heap.Value) (bool, error) {
	text, ok, err := m.FormatText(f, args)
	if !ok || err != nil {
		return ok, err
	}
	return m.UnifyTerm(out, term.String(text))
}
