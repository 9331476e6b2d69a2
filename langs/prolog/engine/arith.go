package engine

import (
	"math/big"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/arith"
	"github.com/microjit/microjit/langs/prolog/term"
)

// Arithmetic is package arith's: this file evaluates expressions on the
// heap with it (is/2 and the comparisons keep a fast path for immediate
// integers of their own) and turns its errors into exceptions.

// numberValue is the number term v (of kind kindInt or kindFloat).
func (m *Machine) numberValue(v heap.Value, k kind) arith.Num {
	if k == kindFloat {
		return arith.Float(v.Float())
	}
	n := m.s.number(v)
	if n.big != nil {
		return arith.Big(n.big)
	}
	return arith.Int(n.i)
}

// numberTerm puts n on the heap. It is a safe point.
func (m *Machine) numberTerm(n arith.Num) (heap.Value, error) {
	if f, ok := n.Float64(); ok {
		return heap.Float(f), nil
	}
	if i, ok := n.Int64(); ok {
		v, err := m.s.Int(i)
		return v, heapError(err)
	}
	b, _ := n.BigInt()
	v, err := m.h.AllocHeader(bigHeader(b))
	if err != nil {
		return 0, heapError(err)
	}
	m.s.fillBig(v, b)
	return v, nil
}

// arithError is an arithmetic error as an exception.
func arithError(err error) error {
	if e, ok := err.(*arith.Error); ok {
		return isoError(e.Formal)
	}
	return err
}

// eval evaluates the arithmetic expression v (is/2). It does not
// allocate on the heap; it walks the expression with Go recursion only as
// deep as the expression is nested.
func (m *Machine) eval(v heap.Value) (arith.Num, error) {
	s := m.s
	v = s.Deref(v)
	if v.IsInt() {
		return arith.Int(v.Int()), nil
	}
	switch k := s.kindOf(v); k {
	case kindInt, kindFloat:
		return m.numberValue(v, k), nil
	case kindVar:
		return arith.Num{}, instantiationError()
	case kindAtom:
		f, ok := arith.Lookup(s.AtomOf(v).Name(), 0)
		if !ok {
			if v == s.Atom(term.Nil) && m.swi() {
				return arith.Num{}, m.typeError("evaluable", v) // SWI-Prolog's reserved []
			}
			_, err := arith.Eval(s.AtomOf(v).Name(), nil)
			return arith.Num{}, arithError(err)
		}
		n, err := f.CallRand(m.rand, nil)
		return n, arithError(err)
	case kindString:
		return m.evalString(v)
	}
	f := m.evalFunction(v)
	n := m.h.HeaderAt(v).Len()
	if f == nil {
		name, arity := m.nameArity(v)
		if name == term.Dot && arity == 2 {
			if t := s.Deref(s.arg(v, 1)); t == s.Atom(term.Nil) {
				if m.swi() {
					return m.evalListChar(s.arg(v, 0))
				}
				return m.eval(s.arg(v, 0))
			}
		}
		if m.swi() { // SWI-Prolog looks at the functor after the arguments
			for i := n - 1; i >= 0; i-- {
				if _, err := m.eval(s.arg(v, i)); err != nil {
					return arith.Num{}, err
				}
			}
		}
		_, err := arith.Eval(name.Name(), make([]arith.Num, arity))
		return arith.Num{}, arithError(err)
	}
	// The arguments are evaluated right to left, as SWI-Prolog and GNU
	// Prolog do (X is foo + bar: type_error(evaluable, bar/0)); an
	// evaluable function has at most two.
	var buf [2]arith.Num
	args := buf[:n]
	for i := n - 1; i >= 0; i-- {
		x, err := m.eval(s.arg(v, i))
		if err != nil {
			return arith.Num{}, err
		}
		args[i] = x
	}
	r, err := f.CallRand(m.rand, args)
	return r, m.functionError(err, f)
}

// evalString evaluates a string as SWI-Prolog does: one of one
// character is its code ("a" is 97), another type_error([], S).
func (m *Machine) evalString(v heap.Value) (arith.Num, error) {
	if r := []rune(m.s.StringOf(v)); len(r) == 1 {
		return arith.Int(int64(r[0])), nil
	}
	return arith.Num{}, isoError(term.New("type_error", term.Nil, m.s.ToTerm(v, nil)))
}

// evalListChar evaluates the element of a one-element list in the SWI
// dialect, as SWI-Prolog does: an integer is itself, a one-character
// atom its code ([a] is 97), anything else type_error(character, X).
func (m *Machine) evalListChar(v heap.Value) (arith.Num, error) {
	s := m.s
	v = s.Deref(v)
	switch k := s.kindOf(v); k {
	case kindInt:
		return m.numberValue(v, k), nil
	case kindVar:
		return arith.Num{}, instantiationError()
	case kindAtom:
		if r := []rune(s.AtomOf(v).Name()); len(r) == 1 {
			return arith.Int(int64(r[0])), nil
		}
	}
	return arith.Num{}, m.typeError("character", v)
}

// functionError is the exception of the error err of the evaluable
// function f: SWI-Prolog names the function in the context of a zero
// divisor and a type error of an argument (context((/)/2, _)); the
// predicate evaluating names itself otherwise, an undefined result
// included (sqrt(-1): context(system:(is)/2, _), as GNU Prolog's (is)/2).
// In the SWI dialect the formal term is SWI-Prolog's where it differs
// from ISO's (0.0/0 is undefined there, zero_divisor in ISO).
func (m *Machine) functionError(err error, f *arith.Function) error {
	e, ok := err.(*arith.Error)
	if !ok {
		return err
	}
	formal := e.Formal
	if e.SWI != nil && m.swi() {
		formal = e.SWI
	}
	if c, ok := formal.(*term.Compound); ok {
		switch name := c.Functor.Name(); {
		case name == "type_error" && c.Args[0] != term.Term(term.Intern("evaluable")),
			name == "evaluation_error" && c.Args[0] == term.Term(term.Intern("zero_divisor")):
			return &Thrown{Ball: term.New("error", formal, term.New("context", indicator(term.Intern(f.Name), f.Arity), term.NewVar("_")))}
		}
	}
	return isoError(formal)
}

// evalFunction is the evaluable function of the compound term v, or nil
// when its functor is not evaluable. It looks a functor up by name once.
func (m *Machine) evalFunction(v heap.Value) *arith.Function {
	id := int(m.h.HeaderAt(v).Class()) - firstFunctor
	if id < len(m.evalFns) && m.evalFns[id] != nil {
		return m.evalFns[id]
	}
	name, arity := m.nameArity(v)
	f, ok := arith.Lookup(name.Name(), arity)
	if !ok {
		return nil
	}
	for len(m.evalFns) <= id {
		m.evalFns = append(m.evalFns, nil)
	}
	m.evalFns[id] = f
	return f
}

// intOfNum is the integer n as a *big.Int, or the type error of a float.
func intOfNum(n arith.Num) (*big.Int, error) {
	if b, ok := n.BigInt(); ok {
		return b, nil
	}
	return nil, isoError(term.New("type_error", term.Intern("integer"), n.Term()))
}
