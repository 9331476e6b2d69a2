package engine

import (
	"unicode"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

// charBuiltins are the code and character builtins beyond ISO's chars:
// get_code/peek_code/put_code and SWI-Prolog's code_type/char_type for
// a known character.
func charBuiltins(t builtinTable) {
	for _, peek := range []bool{false, true} {
		name := "get_code"
		if peek {
			name = "peek_code"
		}
		t.add(name, 1, func(m *Machine, a []heap.Value) (bool, error) { return m.getCode(m.io.cur[0], 0, peek) })
		t.add(name, 2, func(m *Machine, a []heap.Value) (bool, error) {
			st, err := m.streamArg(a[0], true)
			if err != nil {
				return false, err
			}
			return m.getCode(st, 1, peek)
		})
	}
	t.add("put_code", 1, func(m *Machine, a []heap.Value) (bool, error) { return m.putCode(m.out(), a[0]) })
	t.add("put_code", 2, func(m *Machine, a []heap.Value) (bool, error) {
		st, err := m.streamArg(a[0], false)
		if err != nil {
			return false, err
		}
		return m.putCode(st, a[1])
	})
	t.add("code_type", 2, func(m *Machine, a []heap.Value) (bool, error) { return m.charType(a, true) })
	t.add("char_type", 2, func(m *Machine, a []heap.Value) (bool, error) { return m.charType(a, false) })
}

// getCode reads (or peeks) a character code from st into argument i
// (-1 at the end).
func (m *Machine) getCode(st *stream, i int, peek bool) (bool, error) {
	v := m.s.Deref(m.args[i])
	if k := m.s.kindOf(v); k != kindVar && k != kindInt {
		return false, m.typeError("integer", v)
	}
	c, err := m.readChar(st, peek)
	if err != nil {
		return false, err
	}
	if c == "" {
		return m.unifyInt(m.args[i], -1)
	}
	return m.unifyInt(m.args[i], int64([]rune(c)[0]))
}

func (m *Machine) putCode(st *stream, c heap.Value) (bool, error) {
	n, err := m.intArg(c)
	if err != nil {
		return false, err
	}
	if n < 0 || n > unicode.MaxRune {
		return false, representationError("character_code")
	}
	return true, m.write(st, string(rune(n)))
}

// charType is code_type/2 (codes) and char_type/2 (chars) for a known
// character: the type names of SWI-Prolog's that have no argument or
// whose argument is computed (digit(W), to_lower(L), upper(L), ...).
func (m *Machine) charType(a []heap.Value, codes bool) (bool, error) {
	c := m.s.Deref(a[0])
	var r rune
	switch m.s.kindOf(c) {
	case kindVar:
		return false, instantiationError()
	case kindInt:
		n, _ := m.h.AsInt64(c)
		r = rune(n)
	case kindAtom:
		s := []rune(m.s.AtomOf(c).Name())
		if len(s) != 1 {
			return false, m.typeError("character", c)
		}
		r = s[0]
	default:
		return false, m.typeError("character", c)
	}
	t := m.s.Deref(a[1])
	if m.s.kindOf(t) == kindVar {
		return false, instantiationError()
	}
	name, arity := m.termName(t)
	char := func(x rune) term.Term {
		if codes {
			return term.Int(x)
		}
		return term.Intern(string(x))
	}
	unifyArg := func(x term.Term) (bool, error) {
		v, err := m.s.FromTerm(x, nil)
		if err != nil {
			return false, heapError(err)
		}
		return m.s.Unify(m.s.arg(m.s.Deref(m.args[1]), 0), v), nil
	}
	if arity == 0 {
		var ok bool
		switch name.Name() {
		case "alpha":
			ok = unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_'
		case "alnum":
			ok = unicode.IsLetter(r) || unicode.IsDigit(r)
		case "csym":
			ok = unicode.IsLetter(r) || unicode.IsDigit(r) || r == '_'
		case "csymf":
			ok = unicode.IsLetter(r) || r == '_'
		case "digit":
			ok = unicode.IsDigit(r)
		case "space", "white":
			ok = unicode.IsSpace(r)
		case "upper":
			ok = unicode.IsUpper(r)
		case "lower":
			ok = unicode.IsLower(r)
		case "punct":
			ok = unicode.IsPunct(r) || unicode.IsSymbol(r)
		case "graph":
			ok = unicode.IsGraphic(r) && !unicode.IsSpace(r)
		case "print":
			ok = unicode.IsPrint(r)
		case "cntrl":
			ok = unicode.IsControl(r)
		case "ascii":
			ok = r < 128
		case "end_of_line":
			ok = r == '\n' || r == '\r'
		case "newline":
			ok = r == '\n'
		case "period":
			ok = r == '.' || r == '!' || r == '?'
		default:
			return false, m.domainError("char_type", t)
		}
		return ok, nil
	}
	switch name.Name() {
	case "digit":
		if r < '0' || r > '9' {
			return false, nil
		}
		return unifyArg(term.Int(r - '0'))
	case "to_lower":
		return unifyArg(char(unicode.ToLower(r)))
	case "to_upper":
		return unifyArg(char(unicode.ToUpper(r)))
	case "upper":
		if !unicode.IsUpper(r) {
			return false, nil
		}
		return unifyArg(char(unicode.ToLower(r)))
	case "lower":
		if !unicode.IsLower(r) {
			return false, nil
		}
		return unifyArg(char(unicode.ToUpper(r)))
	}
	return false, m.domainError("char_type", t)
}
