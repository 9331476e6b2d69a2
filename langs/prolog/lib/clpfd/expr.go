package clpfd

import (
	"math/big"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/lib/attvar"
	"github.com/microjit/microjit/langs/prolog/term"
)

// op is an expression's operation.
type op uint8

const (
	opVar   op = iota // a variable (or ?(X), #(X): q is set)
	opInt             // an integer
	opAdd             // A+B
	opSub             // A-B
	opMul             // A*B
	opNeg             // -A
	opMax             // max(A,B)
	opMin             // min(A,B)
	opMod             // A mod B
	opRem             // A rem B
	opAbs             // abs(A)
	opTdiv            // A//B
	opDiv             // A div B
	opPow             // A^B
	opOther           // anything else: t is the term
)

// expr is a CLP(FD) expression read from a term: its leaves are
// variables (fdvars) and integers. Reading allocates nothing on the
// heap, so the terms the expression came from (t) stay valid until the
// builtin allocates.
type expr struct {
	op   op
	v    *fdvar // opVar
	n    num    // opInt
	q    bool   // opVar written ?(X) or #(X)
	a, b *expr
	bad  term.Term // opOther's term, for its error
}

// binaryOps and unaryOps are the arithmetic functors of expressions.
var (
	binaryOps = map[string]op{"+": opAdd, "-": opSub, "*": opMul, "max": opMax, "min": opMin,
		"mod": opMod, "rem": opRem, "//": opTdiv, "div": opDiv, "^": opPow}
	unaryOps = map[string]op{"-": opNeg, "abs": opAbs}
)

// exprOf reads the term t as an expression. A term that is none (an
// atom, a float, another compound) is read as opOther: parsing it is a
// domain error, matching it fails.
func (s *solver) exprOf(t heap.Value) (*expr, error) {
	m := s.m
	t = m.Deref(t)
	if m.IsVar(t) {
		v, err := s.varFor(t)
		return &expr{op: opVar, v: v}, err
	}
	if n, b, ok := m.IntOf(t); ok {
		return &expr{op: opInt, n: numOf(n, b)}, nil
	}
	name, arity, ok := m.Functor(t)
	if !ok {
		return &expr{op: opOther, bad: m.Term(t)}, nil
	}
	switch {
	case arity == 1 && (name.Name() == "?" || name.Name() == "#"):
		x := m.Deref(m.Arg(t, 0))
		if m.IsVar(x) {
			v, err := s.varFor(x)
			return &expr{op: opVar, v: v, q: true}, err
		}
		if n, b, ok := m.IntOf(x); ok {
			return &expr{op: opInt, n: numOf(n, b)}, nil
		}
		return nil, engine.TypeError("integer", m.Term(x))
	case arity == 2:
		if o, ok := binaryOps[name.Name()]; ok {
			a, err := s.exprOf(m.Arg(t, 0))
			if err != nil {
				return nil, err
			}
			b, err := s.exprOf(m.Arg(t, 1))
			return &expr{op: o, a: a, b: b}, err
		}
	case arity == 1:
		if o, ok := unaryOps[name.Name()]; ok {
			a, err := s.exprOf(m.Arg(t, 0))
			return &expr{op: o, a: a}, err
		}
	}
	return &expr{op: opOther, bad: m.Term(t)}, nil
}

// numOf is the integer n, or big when it is not nil.
func numOf(n int64, b *big.Int) num {
	if b != nil {
		return fromBig(b)
	}
	return small(n)
}

// varFor is the variable of the unbound Prolog variable t: the one its
// clpfd attribute names, one this builtin already made for it, or a new
// one (not attached yet).
func (s *solver) varFor(t heap.Value) (*fdvar, error) {
	if a, ok := attvar.GetAttr(s.m, t, "clpfd"); ok {
		if v, ok := s.lookup(a); ok {
			return v, nil
		}
		return nil, engine.TypeError("clpfd_attribute", s.m.Term(a))
	}
	for _, v := range s.fresh {
		if !v.attached && v.cell >= 0 && s.m.Same(s.cells[v.cell], t) {
			return v, nil
		}
	}
	return s.newVar(t, true), nil
}

// leaf is the variable of a variable or an integer expression (var/1 of
// SWI-Prolog's matchers, which takes both), or nil.
func (e *expr) leaf() *fdvar {
	switch e.op {
	case opVar:
		return e.v
	case opInt:
		return constant(e.n)
	}
	return nil
}

// isInt reports whether e is an integer, and which.
func (e *expr) isInt() (num, bool) {
	if e.op == opInt {
		return e.n, true
	}
	return num{}, false
}

// exprError is SWI-Prolog's error for a term that is not an
// expression.
func exprError(e *expr) error { return engine.DomainError("clpfd_expression", e.bad) }
