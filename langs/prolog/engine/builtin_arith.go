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

// builtinSucc is succ/2 on integers of any size: Y is X+1, X >= 0.
func builtinSucc(m *Machine, a []heap.Value) (bool, error) {
	if m.s.kindOf(m.s.Deref(a[0])) != kindVar {
		x, err := m.integerArg(a[0], true)
		if err != nil {
			return false, err
		}
		return m.unifySum(1, "+", x, arith.Int(1))
	}
	if m.s.kindOf(m.s.Deref(a[1])) == kindVar {
		return false, instantiationError()
	}
	y, err := m.integerArg(a[1], true)
	if err != nil || y.Sign() == 0 {
		return false, err
	}
	return m.unifySum(0, "-", y, arith.Int(1))
}

// builtinPlus is plus/3 on integers of any size: Z is X+Y, given two.
func builtinPlus(m *Machine, a []heap.Value) (bool, error) {
	var known [3]bool
	var vals [3]arith.Num
	count := 0
	for i := range 3 {
		if m.s.kindOf(m.s.Deref(a[i])) != kindVar {
			n, err := m.integerArg(a[i], false)
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
		return m.unifySum(2, "+", vals[0], vals[1])
	case !known[1]:
		return m.unifySum(1, "-", vals[2], vals[0])
	}
	return m.unifySum(0, "-", vals[2], vals[1])
}

// integerArg is the integer argument v, small or big; natural asks for
// one not below zero (domain_error(not_less_than_zero, V)).
func (m *Machine) integerArg(v heap.Value, natural bool) (arith.Num, error) {
	v = m.s.Deref(v)
	if k := m.s.kindOf(v); k != kindInt {
		if k == kindVar {
			return arith.Num{}, instantiationError()
		}
		return arith.Num{}, m.typeError("integer", v)
	}
	n := m.numberValue(v, kindInt)
	if natural && n.Sign() < 0 {
		return arith.Num{}, m.domainError("not_less_than_zero", v)
	}
	return n, nil
}

// unifySum unifies argument i with x op y (op + or -).
func (m *Machine) unifySum(i int, op string, x, y arith.Num) (bool, error) {
	r, err := arith.Eval(op, []arith.Num{x, y})
	if err != nil {
		return false, arithError(err)
	}
	w, err := m.numberTerm(r)
	if err != nil {
		return false, err
	}
	return m.s.Unify(m.args[i], w), nil
}
