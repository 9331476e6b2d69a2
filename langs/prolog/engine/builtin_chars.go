package engine

import (
	"strings"
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
		ok, known := charClass(name.Name(), r)
		if !known {
			return false, m.typeError("char_type", t)
		}
		return ok, nil
	}
	switch name.Name() {
	case "digit":
		if r < '0' || r > '9' {
			return false, nil
		}
		return unifyArg(term.Int(r - '0'))
	case "xdigit":
		w, ok := hexDigit(r)
		if !ok {
			return false, nil
		}
		return unifyArg(term.Int(w))
	// SWI-Prolog's to_lower(U) and to_upper(L) give the other case of
	// the character (to_lower(U): U lowers to it), whatever its own case.
	case "to_lower":
		return unifyArg(char(unicode.ToUpper(r)))
	case "to_upper":
		return unifyArg(char(unicode.ToLower(r)))
	case "upper":
		if !unicode.IsUpper(r) {
			return false, nil
		}
		return unifyArg(char(unicode.ToLower(r)))
	case "lower":
		if !isLower(r) {
			return false, nil
		}
		return unifyArg(char(unicode.ToUpper(r)))
	}
	return false, m.typeError("char_type", t)
}

// charClass reports whether r is of the argument-less character type
// name, as SWI-Prolog's char_type/2 (whose classes are the C library's
// wide-character ones: iswalpha, iswspace, ...) says, and whether name is
// a type at all.
func charClass(name string, r rune) (ok, known bool) {
	switch name {
	case "alpha":
		return unicode.IsLetter(r), true
	case "alnum":
		return isAlnum(r), true
	case "csym":
		return isAlnum(r) || r == '_', true
	case "csymf":
		return unicode.IsLetter(r) || r == '_', true
	case "digit":
		return unicode.IsDigit(r), true
	case "space":
		return isSpace(r), true
	case "white":
		return r == ' ' || r == '\t', true
	case "upper":
		return unicode.IsUpper(r), true
	case "lower":
		return isLower(r), true
	case "punct":
		return isGraph(r) && !isAlnum(r), true
	case "graph":
		return isGraph(r), true
	case "print":
		return isPrint(r), true
	case "cntrl":
		return unicode.IsControl(r) || r == '\u2028' || r == '\u2029', true
	case "ascii":
		return r < 128, true
	case "end_of_line":
		return r >= '\n' && r <= '\r', true
	case "newline":
		return r == '\n', true
	case "period":
		return r == '.' || r == '!' || r == '?', true
	case "quote":
		return r == '"' || r == '\'' || r == '`', true
	case "prolog_var_start":
		return unicode.IsUpper(r) || r == '_', true
	case "prolog_atom_start":
		return unicode.IsLetter(r) && !unicode.IsUpper(r), true
	case "prolog_identifier_continue":
		return isAlnum(r) || r == '_', true
	case "prolog_symbol":
		if r < 128 {
			return strings.ContainsRune("#$&*+-./:<=>?@\\^~", r), true
		}
		return unicode.IsPunct(r) || unicode.IsSymbol(r), true
	}
	return false, false
}

func isAlnum(r rune) bool { return unicode.IsLetter(r) || unicode.IsDigit(r) }

// isLower is iswlower: the lowercase letters and the Other_Lowercase
// ones (ª, º).
func isLower(r rune) bool { return unicode.IsLower(r) || unicode.Is(unicode.Other_Lowercase, r) }

// isSpace is iswspace: Go's white space but the no-break spaces (U+0085
// is not white space in the C library either).
func isSpace(r rune) bool {
	return unicode.IsSpace(r) && r != '\u0085' && r != '\u00a0' && r != '\u2007' && r != '\u202f'
}

// isPrint is iswprint: Go's printable characters, every space separator
// and the soft hyphen.
func isPrint(r rune) bool {
	return unicode.IsPrint(r) || unicode.Is(unicode.Zs, r) || r == '\u00ad'
}

// isGraph is iswgraph: printable and not white space.
func isGraph(r rune) bool { return isPrint(r) && !isSpace(r) }

// hexDigit is the weight of the hexadecimal digit r.
func hexDigit(r rune) (int, bool) {
	switch {
	case r >= '0' && r <= '9':
		return int(r - '0'), true
	case r >= 'a' && r <= 'f':
		return int(r-'a') + 10, true
	case r >= 'A' && r <= 'F':
		return int(r-'A') + 10, true
	}
	return 0, false
}
