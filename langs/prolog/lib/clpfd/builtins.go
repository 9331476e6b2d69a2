package clpfd

import (
	_ "embed"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/lib/attvar"
	"github.com/microjit/microjit/langs/prolog/term"
)

//go:embed clpfd.pl
var source string

// Library is library(clpfd).
var Library = &engine.Library{Name: "clpfd", Source: source, NewState: newSolver}

func init() {
	Library.Builtins = []engine.Builtin{
		{Name: "#=", Arity: 2, Fn: constraint(func(s *solver, x, y *expr) (bool, error) {
			ok, err := s.equal(x, y)
			return ok && s.reinforceExpr(x), err
		})},
		{Name: "#>=", Arity: 2, Fn: constraint(geqTop)},
		{Name: "#=<", Arity: 2, Fn: constraint(func(s *solver, x, y *expr) (bool, error) { return geqTop(s, y, x) })},
		{Name: "#>", Arity: 2, Fn: constraint(func(s *solver, x, y *expr) (bool, error) {
			return geqTop(s, x, binExpr(opAdd, y, intExpr(one)))
		})},
		{Name: "#<", Arity: 2, Fn: constraint(func(s *solver, x, y *expr) (bool, error) {
			return geqTop(s, y, binExpr(opAdd, x, intExpr(one)))
		})},
		{Name: "#\\=", Arity: 2, Fn: constraint(func(s *solver, x, y *expr) (bool, error) {
			ok, err := s.neq(x, y)
			return ok && s.propagate(), err
		})},
		{Name: "in", Arity: 2, Fn: builtinIn},
		{Name: "ins", Arity: 2, Fn: builtinIns},
		{Name: "all_different", Arity: 1, Fn: allDifferent},
		{Name: "all_distinct", Arity: 1, Fn: allDistinct},
		{Name: "fd_var", Arity: 1, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) {
			_, ok := attvar.GetAttr(m, a[0], "clpfd")
			return ok, nil
		}},
		{Name: "fd_dom", Arity: 2, Fn: bare(fdReflect(func(s *solver, v *fdvar) gterm { return drep(v.dom) }, true))},
		{Name: "fd_inf", Arity: 2, Fn: bare(fdReflect(func(s *solver, v *fdvar) gterm { return gbound(v.dom.inf()) }, false))},
		{Name: "fd_sup", Arity: 2, Fn: bare(fdReflect(func(s *solver, v *fdvar) gterm { return gbound(v.dom.sup()) }, false))},
		{Name: "fd_size", Arity: 2, Fn: bare(fdReflect(func(s *solver, v *fdvar) gterm { return gbound(v.dom.size()) }, false))},
		{Name: "fd_degree", Arity: 2, Fn: bare(fdReflect(func(s *solver, v *fdvar) gterm { return gi(small(int64(v.degree()))) }, false))},
		{Name: "$fd_unify", Arity: 2, Fn: fdUnify},
		{Name: "$fd_goals", Arity: 2, Fn: fdGoals},
	}
}

// geqTop is X #>= Y (clpfd_geq/2: reinforcing both sides).
func geqTop(s *solver, x, y *expr) (bool, error) {
	ok, err := s.geq(x, y)
	return ok && s.reinforceExpr(x) && s.reinforceExpr(y), err
}

// constraint is the builtin of a constraint between two expressions.
func constraint(post func(s *solver, x, y *expr) (bool, error)) engine.BuiltinFunc {
	return func(m *engine.Machine, a []heap.Value) (bool, error) {
		s := solverOf(m)
		x, err := s.exprOf(a[0])
		if err != nil {
			return s.done(false, err)
		}
		y, err := s.exprOf(a[1])
		if err != nil {
			return s.done(false, err)
		}
		ok, err := post(s, x, y)
		return s.done(ok, err)
	}
}

// done ends a builtin: it forgets the variables it made but did not
// attach, empties the queue on failure, and raises an error met while
// propagating.
func (s *solver) done(ok bool, err error) (bool, error) {
	clear(s.fresh)
	s.fresh = s.fresh[:0]
	if err == nil && s.err != nil {
		err = s.err
	}
	s.err = nil
	if !ok || err != nil {
		s.clearQueue()
		return false, engine.BareError(err)
	}
	return true, nil
}

// reinforceExpr reinforces the variables of e and propagates
// (reinforce/1).
func (s *solver) reinforceExpr(e *expr) bool {
	var walk func(e *expr)
	walk = func(e *expr) {
		switch {
		case e == nil:
		case e.op == opVar:
			s.reinforce(e.v)
		default:
			walk(e.a)
			walk(e.b)
		}
	}
	walk(e)
	return s.propagate()
}

// fdVariable checks that t is a variable or an integer (fd_variable/1)
// and is its variable.
func (s *solver) fdVariable(t heap.Value) (*fdvar, error) {
	m := s.m
	t = m.Deref(t)
	if m.IsVar(t) {
		return s.varFor(t)
	}
	if n, b, ok := m.IntOf(t); ok {
		return constant(numOf(n, b)), nil
	}
	return nil, engine.TypeError("integer", m.Term(t))
}

func builtinIn(m *engine.Machine, a []heap.Value) (bool, error) {
	s := solverOf(m)
	v, err := s.fdVariable(a[0])
	if err != nil {
		return s.done(false, err)
	}
	d, err := s.drepOf(a[1])
	if err != nil {
		return s.done(false, err)
	}
	return s.done(s.domain(v, d), nil)
}

func builtinIns(m *engine.Machine, a []heap.Value) (bool, error) {
	s := solverOf(m)
	vs, err := s.fdList(a[0])
	if err != nil {
		return s.done(false, err)
	}
	d, err := s.drepOf(a[1])
	if err != nil {
		return s.done(false, err)
	}
	for _, v := range vs {
		if !s.domain(v, d) {
			return s.done(false, nil)
		}
	}
	return s.done(true, nil)
}

// fdList is the list t of variables and integers (fd_must_be_list/1
// and fd_variable/1 on each).
func (s *solver) fdList(t heap.Value) ([]*fdvar, error) {
	m := s.m
	if _, ok := attvar.GetAttr(m, t, "clpfd"); ok {
		return nil, engine.TypeError("list", m.Term(t))
	}
	items, ok := m.ListItems(t)
	if !ok {
		if err := mustBeList(m, t); err != nil {
			return nil, err
		}
	}
	vs := make([]*fdvar, len(items))
	for i, it := range items {
		v, err := s.fdVariable(it)
		if err != nil {
			return nil, err
		}
		vs[i] = v
	}
	return vs, nil
}

// mustBeList is must_be(list, T)'s error for a term that is no list.
func mustBeList(m *engine.Machine, t heap.Value) error {
	for t = m.Deref(t); ; t = m.Deref(m.Arg(t, 1)) {
		if m.IsVar(t) {
			return engine.InstantiationError()
		}
		name, arity, ok := m.Functor(t)
		if !ok || name.Name() != "." || arity != 2 {
			break
		}
	}
	return engine.TypeError("list", m.Term(t))
}

// drepOf is the domain of the domain term t (drep_to_domain/2).
func (s *solver) drepOf(t heap.Value) (domain, error) {
	m := s.m
	whole := t
	var ivs []ival
	var walk func(t heap.Value) (bool, error)
	bound := func(t heap.Value) (num, bool) {
		t = m.Deref(t)
		if n, b, ok := m.IntOf(t); ok {
			return numOf(n, b), true
		}
		switch a, _ := m.AtomOf(t); a.Name() {
		case "inf":
			return inf, true
		case "sup":
			return sup, true
		}
		return num{}, false
	}
	walk = func(t heap.Value) (bool, error) {
		t = m.Deref(t)
		if n, b, ok := m.IntOf(t); ok {
			ivs = append(ivs, ival{numOf(n, b), numOf(n, b)})
			return true, nil
		}
		name, arity, ok := m.Functor(t)
		if !ok {
			return false, nil
		}
		switch {
		case name.Name() == ".." && arity == 2:
			lo, ok1 := bound(m.Arg(t, 0))
			hi, ok2 := bound(m.Arg(t, 1))
			if !ok1 || !ok2 || lo.isSup() || hi.isInf() {
				return false, nil
			}
			if lo.leq(hi) {
				ivs = append(ivs, ival{lo, hi})
			}
			return true, nil
		case name.Name() == "\\/" && arity == 2:
			if ok, err := walk(m.Arg(t, 0)); !ok || err != nil {
				return ok, err
			}
			return walk(m.Arg(t, 1))
		case name.Name() == "\\" && arity == 1:
			d, err := s.drepOf(m.Arg(t, 0))
			if err != nil {
				return false, err
			}
			ivs = append(ivs, d.complement()...)
			return true, nil
		case name.Name() == "{}" && arity == 1:
			for c := m.Deref(m.Arg(t, 0)); ; {
				if n, b, ok := m.IntOf(c); ok {
					ivs = append(ivs, ival{numOf(n, b), numOf(n, b)})
					return true, nil
				}
				cn, ca, ok := m.Functor(c)
				if !ok || cn.Name() != "," || ca != 2 {
					return false, nil
				}
				n, b, ok := m.IntOf(m.Arg(c, 0))
				if !ok {
					return false, nil
				}
				ivs = append(ivs, ival{numOf(n, b), numOf(n, b)})
				c = m.Deref(m.Arg(c, 1))
			}
		}
		return false, nil
	}
	if !ground(m, whole) {
		return nil, engine.InstantiationError()
	}
	ok, err := walk(whole)
	if err != nil {
		return nil, err
	}
	if !ok {
		return nil, engine.DomainError("clpfd_domain", m.Term(whole))
	}
	return mergeIntervals(ivs), nil
}

// ground reports whether t has no variable.
func ground(m *engine.Machine, t heap.Value) bool {
	stack := []heap.Value{t}
	for len(stack) > 0 {
		t := m.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		if m.IsVar(t) {
			return false
		}
		if _, n, ok := m.Functor(t); ok {
			for i := range n {
				stack = append(stack, m.Arg(t, i))
			}
		}
	}
	return true
}

// fdReflect is a reflection predicate: the term f makes of X's variable
// (an integer is a variable of one value), unified with the second
// argument.
func fdReflect(f func(s *solver, v *fdvar) gterm, isDrep bool) engine.BuiltinFunc {
	return func(m *engine.Machine, a []heap.Value) (bool, error) {
		s := solverOf(m)
		var v *fdvar
		var t gterm
		if id, ok := attvar.GetAttr(m, a[0], "clpfd"); ok {
			if v, ok = s.lookup(id); !ok {
				return false, engine.TypeError("clpfd_attribute", m.Term(id))
			}
			t = f(s, v)
		} else if m.IsVar(a[0]) {
			v = &fdvar{varState: varState{dom: fullDomain, cell: -1}}
			t = f(s, v)
		} else if n, b, ok := m.IntOf(a[0]); ok {
			v = constant(numOf(n, b))
			if t = f(s, v); isDrep {
				t = gc("..", gi(numOf(n, b)), gi(numOf(n, b))) // fd_dom(N, N..N)
			}
		} else {
			return false, engine.TypeError("integer", m.Term(a[0]))
		}
		w, err := s.build(t)
		if err != nil {
			return false, err
		}
		return m.Unify(a[1], w), nil
	}
}

// bare is the builtin fn raising its errors as SWI-Prolog's library
// does, without a context.
func bare(fn engine.BuiltinFunc) engine.BuiltinFunc {
	return func(m *engine.Machine, a []heap.Value) (bool, error) {
		ok, err := fn(m, a)
		return ok, engine.BareError(err)
	}
}

// mustInt is the small integer id.
func mustInt(m *engine.Machine, id heap.Value) int {
	n, _, _ := m.IntOf(id)
	return int(n)
}

// degree is the number of v's propagators (fd_degree/2: live or not).
func (v *fdvar) degree() int {
	return len(v.props[0]) + len(v.props[1]) + len(v.props[2])
}

// fdUnify is '$fd_unify'(Id, Other), the clpfd attribute's
// attr_unify_hook: the variable Id was bound to Other.
func fdUnify(m *engine.Machine, a []heap.Value) (bool, error) {
	s := solverOf(m)
	v, ok := s.lookup(a[0])
	if !ok {
		return s.done(false, engine.TypeError("clpfd_attribute", m.Term(a[0])))
	}
	other := m.Deref(a[1])
	if n, b, ok := m.IntOf(other); ok {
		x := numOf(n, b)
		if !v.dom.contains(x) {
			return s.done(false, nil)
		}
		if _, was := v.dom.single(); !was {
			s.save(v)
			v.dom = singleton(x)
		}
		s.wakeAll(v)
		return s.done(s.propagate(), nil)
	}
	if !m.IsVar(other) {
		return s.done(false, engine.TypeError("integer", m.Term(other)))
	}
	o, err := s.varFor(other)
	if err != nil {
		return s.done(false, err)
	}
	if o == v {
		return s.done(true, nil)
	}
	if !o.attached {
		if err := s.attach(o); err != nil {
			return s.done(false, err)
		}
	}
	return s.done(s.merge(v, o) && s.propagate(), nil)
}

var _ = term.Intern
