package engine

import (
	"slices"
	"unicode/utf8"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

// charConvBuiltins are char_conversion/2 and the table current_char_
// conversion/2 (in lib.pl) enumerates (ISO 8.14.5, 8.14.6). The table is
// the reader's (syntax.Flags.CharConversion), applied while the
// char_conversion flag is on.
func charConvBuiltins(t builtinTable) {
	t.add("char_conversion", 2, func(m *Machine, a []heap.Value) (bool, error) {
		in, err := m.convChar(a[0], false)
		if err != nil {
			return false, err
		}
		out, err := m.convChar(a[1], false)
		if err != nil {
			return false, err
		}
		if in == out {
			delete(m.Flags.CharConversion, in)
			return true, nil
		}
		if m.Flags.CharConversion == nil {
			m.Flags.CharConversion = map[rune]rune{}
		}
		m.Flags.CharConversion[in] = out
		return true, nil
	})
	// '$char_conversions'(In, Out, Pairs): Pairs are the table's In-Out
	// pairs by In's code, after current_char_conversion/2's checks.
	t.add("$char_conversions", 3, func(m *Machine, a []heap.Value) (bool, error) {
		for _, v := range a[:2] {
			if _, err := m.convChar(v, true); err != nil {
				return false, err
			}
		}
		ins := make([]rune, 0, len(m.Flags.CharConversion))
		for in := range m.Flags.CharConversion {
			ins = append(ins, in)
		}
		slices.Sort(ins)
		pairs := make([]term.Term, len(ins))
		for i, in := range ins {
			pairs[i] = term.New("-", term.Intern(string(in)), term.Intern(string(m.Flags.CharConversion[in])))
		}
		return m.unifyTerm(2, term.List(pairs, term.Nil))
	})
}

// convChar is the character of char_conversion/2's argument v: a
// variable is an instantiation error (or, when free is set, -1 for
// current_char_conversion/2), anything but a one-character atom
// representation_error(character) (ISO 8.14.5.3, 8.14.6.3).
func (m *Machine) convChar(v heap.Value, free bool) (rune, error) {
	v = m.s.Deref(v)
	switch m.s.kindOf(v) {
	case kindVar:
		if free {
			return -1, nil
		}
		return 0, instantiationError()
	case kindAtom:
		if name := m.s.AtomOf(v).Name(); utf8.RuneCountInString(name) == 1 {
			r, _ := utf8.DecodeRuneInString(name)
			return r, nil
		}
	}
	return 0, representationError("character")
}
