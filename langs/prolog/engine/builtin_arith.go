package engine

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/arith"
)

func arithBuiltins(t builtinTable) {
	t.add("is", 2, builtinIs)
	for name, test := range arithComparisons {
		t.add(name, 2, func(m *Machine, a []heap.Value) (bool, error) {
			x, y := m.s.Deref(a[0]), m.s.Deref(a[1])
			if x.IsInt() && y.IsInt() { // the fast path: two immediate integers
				return test(cmpInt(x.Int(), y.Int())), nil
			}
			nx, err := m.eval(x)
			if err != nil {
				return false, err
			}
			ny, err := m.eval(y)
			if err != nil {
				return false, err
			}
			c, ordered := arith.Compare(nx, ny)
			if !ordered {
				return name == "=\\=", nil
			}
			return test(c), nil
		})
	}
	t.add("succ", 2, builtinSucc)
	t.add("plus", 3, builtinPlus)
}

// arithComparisons are the arithmetic comparisons, each the test of the
// sign of the difference of its operands. Unordered operands (a NaN)
// pass only =\=.
var arithComparisons = map[string]func(c int) bool{
	"=:=":  func(c int) bool { return c == 0 },
	"=\\=": func(c int) bool { return c != 0 },
	"<":    func(c int) bool { return c < 0 },
	">":    func(c int) bool { return c > 0 },
	"=<":   func(c int) bool { return c <= 0 },
	">=":   func(c int) bool { return c >= 0 },
}

func cmpInt(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}

// builtinIs is is/2, with the body's fast path (bodyarith.go) for a
// binary operation on immediate integers.
func builtinIs(m *Machine, a []heap.Value) (bool, error) {
	e := m.s.Deref(a[1])
	if e.IsRef() {
		if hd := m.h.Header(e); isCompound(hd) && hd.Len() == 2 {
			x, y := m.s.Deref(m.s.arg(e, 0)), m.s.Deref(m.s.arg(e, 1))
			if x.IsInt() && y.IsInt() {
				op := intOps[m.s.Name(Functor(hd.Class())).Name()]
				if r, ok := intOp(op, x.Int(), y.Int()); ok {
					v, err := m.s.Int(r)
					if err != nil {
						return false, heapError(err)
					}
					return m.s.Unify(m.args[0], v), nil
				}
			}
		}
	}
	n, err := m.eval(e)
	if err != nil {
		return false, err
	}
	v, err := m.numberTerm(n)
	if err != nil {
		return false, err
	}
	return m.s.Unify(m.args[0], v), nil
}

func builtinSucc(m *Machine, a []heap.Value) (bool, error) {
	x, y := m.s.Deref(a[0]), m.s.Deref(a[1])
	if m.s.kindOf(x) != kindVar {
		n, err := m.intArg(x)
		if err != nil {
			return false, err
		}
		if n < 0 {
			return false, m.domainError("not_less_than_zero", x)
		}
		return m.unifyInt(m.args[1], n+1)
	}
	if m.s.kindOf(y) == kindVar {
		return false, instantiationError()
	}
	n, err := m.intArg(y)
	if err != nil {
		return false, err
	}
	if n < 0 {
		return false, m.domainError("not_less_than_zero", y)
	}
	if n == 0 {
		return false, nil
	}
	return m.unifyInt(m.args[0], n-1)
}

func builtinPlus(m *Machine, a []heap.Value) (bool, error) {
	var known [3]bool
	var vals [3]int64
	count := 0
	for i := range 3 {
		if m.s.kindOf(m.s.Deref(a[i])) != kindVar {
			n, err := m.intArg(a[i])
			if err != nil {
				return false, err
			}
			known[i], vals[i] = true, n
			count++
		}
	}
	if count < 2 {
		return false, instantiationError()
	}
	switch {
	case !known[2] || count == 3:
		return m.unifyInt(m.args[2], vals[0]+vals[1])
	case !known[1]:
		return m.unifyInt(m.args[1], vals[2]-vals[0])
	}
	return m.unifyInt(m.args[0], vals[2]-vals[1])
}
