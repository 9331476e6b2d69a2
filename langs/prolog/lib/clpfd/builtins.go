package clpfd

import (
	_ "embed"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/lib/attvar"
)

//go:embed clpfd.pl
var source string

// Library is library(clpfd).
var Library = &engine.Library{Name: "clpfd", Source: source, NewState: newSolver}

func init() {
	for name := range comparisons {
		Library.Builtins = append(Library.Builtins, engine.Builtin{Name: name, Arity: 2, Fn: goalBuiltin(name, exprArgs)})
	}
	for _, c := range []struct {
		name  string
		arity int
	}{{"#<==>", 2}, {"#==>", 2}, {"#<==", 2}, {"#/\\", 2}, {"#\\/", 2}, {"#\\", 2}, {"#\\", 1}} {
		Library.Builtins = append(Library.Builtins, engine.Builtin{Name: c.name, Arity: c.arity, Fn: goalBuiltin(c.name, boolArgs)})
	}
	Library.Builtins = append(Library.Builtins,
		engine.Builtin{Name: "in", Arity: 2, Fn: builtinIn},
		engine.Builtin{Name: "ins", Arity: 2, Fn: builtinIns},
		engine.Builtin{Name: "all_different", Arity: 1, Fn: distinctBuiltin("all_different")},
		engine.Builtin{Name: "all_distinct", Arity: 1, Fn: distinctBuiltin("all_distinct")},
		engine.Builtin{Name: "scalar_product", Arity: 4, Fn: scalarProduct},
		engine.Builtin{Name: "element", Arity: 3, Fn: builtinElement},
		engine.Builtin{Name: "tuples_in", Arity: 2, Fn: builtinTuplesIn},
		engine.Builtin{Name: "fd_var", Arity: 1, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) {
			_, ok := attvar.GetAttr(m, a[0], "clpfd")
			return ok, nil
		}},
		engine.Builtin{Name: "fd_dom", Arity: 2, Fn: bare(fdReflect(func(v *fdvar) gterm {
			if n, ok := v.dom.single(); ok {
				return gc("..", gi(n), gi(n))
			}
			return drep(v.dom)
		}))},
		engine.Builtin{Name: "fd_inf", Arity: 2, Fn: bare(fdReflect(func(v *fdvar) gterm { return gbound(v.dom.inf()) }))},
		engine.Builtin{Name: "fd_sup", Arity: 2, Fn: bare(fdReflect(func(v *fdvar) gterm { return gbound(v.dom.sup()) }))},
		engine.Builtin{Name: "fd_size", Arity: 2, Fn: bare(fdReflect(func(v *fdvar) gterm { return gbound(v.dom.size()) }))},
		engine.Builtin{Name: "fd_degree", Arity: 2, Fn: bare(fdReflect(func(v *fdvar) gterm { return gi(small(int64(v.degree()))) }))},
		engine.Builtin{Name: "$fd_unify", Arity: 2, Fn: fdUnify},
		engine.Builtin{Name: "$fd_goals", Arity: 2, Fn: fdGoals},
	)
}

// Argument kinds of goalBuiltin.
const (
	exprArgs = iota // arithmetic expressions
	boolArgs        // reifiable formulas
)

// goalBuiltin is the builtin of the constraint name whose arguments are
// of the kind given: it reads the goal, checks it, posts it and
// propagates.
func goalBuiltin(name string, kind int) engine.BuiltinFunc {
	return func(m *engine.Machine, a []heap.Value) (bool, error) {
		s := solverOf(m)
		g := gterm{name: name, args: make([]gterm, len(a))}
		for i := range a {
			t, err := s.termOf(a[i], 0)
			if err != nil {
				return s.done(false, err)
			}
			g.args[i] = t
		}
		for _, t := range g.args {
			check := s.checkExpr
			if kind == boolArgs {
				check = s.checkBool
			}
			if err := check(t); err != nil {
				return s.done(false, err)
			}
		}
		return s.done(s.postGoal(g) && s.propagate(), nil)
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

// fdVariable checks that t is a variable or an integer and is its
// variable.
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
	d, err := s.readDomain(a[1])
	if err != nil {
		return s.done(false, err)
	}
	return s.done(s.narrow(v, d) && s.propagate(), nil)
}

func builtinIns(m *engine.Machine, a []heap.Value) (bool, error) {
	s := solverOf(m)
	vs, err := s.fdList(a[0])
	if err != nil {
		return s.done(false, err)
	}
	d, err := s.readDomain(a[1])
	if err != nil {
		return s.done(false, err)
	}
	for _, v := range vs {
		if !s.narrow(v, d) {
			return s.done(false, nil)
		}
	}
	return s.done(s.propagate(), nil)
}

// readDomain is the domain of the domain term t.
func (s *solver) readDomain(t heap.Value) (domain, error) {
	g, err := s.termOf(t, 0)
	if err != nil {
		return nil, err
	}
	return s.domainOf(g)
}

// fdList is the list t of variables and integers.
func (s *solver) fdList(t heap.Value) ([]*fdvar, error) {
	m := s.m
	if _, ok := attvar.GetAttr(m, t, "clpfd"); ok {
		return nil, engine.TypeError("list", m.Term(t))
	}
	items, ok := m.ListItems(t)
	if !ok {
		return nil, mustBeList(m, t)
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

// varTerms are vs as terms.
func varTerms(vs []*fdvar) []gterm {
	ts := make([]gterm, len(vs))
	for i, v := range vs {
		ts[i] = gv(v)
		if n, ok := v.value(); ok && v.id < 0 {
			ts[i] = gi(n)
		}
	}
	return ts
}

// distinctBuiltin is all_different/1 or all_distinct/1.
func distinctBuiltin(name string) engine.BuiltinFunc {
	return func(m *engine.Machine, a []heap.Value) (bool, error) {
		s := solverOf(m)
		vs, err := s.fdList(a[0])
		if err != nil {
			return s.done(false, err)
		}
		return s.done(s.postGoal(gc(name, gl(varTerms(vs)))) && s.propagate(), nil)
	}
}

// scalarProduct is scalar_product(Cs, Vs, Op, Value): the sum of the
// products Cs·Vs compared with Value, posted as the comparison
// C1*V1+C2*V2+... Op Value.
func scalarProduct(m *engine.Machine, a []heap.Value) (bool, error) {
	s := solverOf(m)
	items, ok := m.ListItems(a[0])
	if !ok {
		return s.done(false, mustBeList(m, a[0]))
	}
	vs, err := s.fdList(a[1])
	if err != nil {
		return s.done(false, err)
	}
	if len(items) != len(vs) {
		return s.done(false, engine.DomainError("same_length", m.Term(a[0])))
	}
	op, _ := m.AtomOf(a[2])
	if _, ok := comparisons[op.Name()]; !ok {
		return s.done(false, engine.DomainError("scalar_product_relation", m.Term(a[2])))
	}
	value, err := s.termOf(a[3], 0)
	if err == nil {
		err = s.checkExpr(value)
	}
	if err != nil {
		return s.done(false, err)
	}
	var sum gterm
	for i, it := range items {
		n, b, ok := m.IntOf(it)
		if !ok {
			return s.done(false, engine.TypeError("integer", m.Term(it)))
		}
		t := varTerms(vs[i : i+1])[0]
		if c := numOf(n, b); !c.eqInt(1) {
			t = gc("*", gi(c), t)
		}
		if i == 0 {
			sum = t
		} else {
			sum = gc("+", sum, t)
		}
	}
	if len(items) == 0 {
		sum = gi(zero)
	}
	return s.done(s.postGoal(gc(op.Name(), sum, value)) && s.propagate(), nil)
}

// fdReflect is a reflection predicate: the term f makes of X's variable
// (an integer is a variable of one value, a variable without
// constraints one of inf..sup), unified with the second argument.
func fdReflect(f func(v *fdvar) gterm) engine.BuiltinFunc {
	return func(m *engine.Machine, a []heap.Value) (bool, error) {
		s := solverOf(m)
		var v *fdvar
		if id, ok := attvar.GetAttr(m, a[0], "clpfd"); ok {
			if v, ok = s.lookup(id); !ok {
				return false, engine.TypeError("clpfd_attribute", m.Term(id))
			}
		} else if m.IsVar(a[0]) {
			v = &fdvar{varState: varState{dom: fullDomain, cell: -1}, id: -1}
		} else if n, b, ok := m.IntOf(a[0]); ok {
			v = constant(numOf(n, b))
		} else {
			return false, engine.TypeError("integer", m.Term(a[0]))
		}
		w, err := s.build(f(v))
		if err != nil {
			return false, err
		}
		return m.Unify(a[1], w), nil
	}
}

// bare is the builtin fn raising its errors without a context, as
// library predicates do.
func bare(fn engine.BuiltinFunc) engine.BuiltinFunc {
	return func(m *engine.Machine, a []heap.Value) (bool, error) {
		ok, err := fn(m, a)
		return ok, engine.BareError(err)
	}
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
		return s.done(s.assign(v, numOf(n, b)) && s.propagate(), nil)
	}
	if !m.IsVar(other) {
		return s.done(false, engine.TypeError("integer", m.Term(other)))
	}
	o, err := s.varFor(other)
	if err != nil {
		return s.done(false, err)
	}
	if err := s.attach(o); err != nil {
		return s.done(false, err)
	}
	return s.done(s.merge(v, o) && s.propagate(), nil)
}
