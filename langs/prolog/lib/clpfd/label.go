package clpfd

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/lib/attvar"
)

// The Go side of labeling (clpfd.pl's search/5): choosing the variable
// and the value, and assigning it.

func init() {
	Library.Builtins = append(Library.Builtins,
		engine.Builtin{Name: "$fd_labeling_vars", Arity: 1, Fn: bare(labelingVars)},
		engine.Builtin{Name: "$fd_select", Arity: 4, Fn: selectVar},
		engine.Builtin{Name: "$fd_next", Arity: 3, Fn: nextValue},
		engine.Builtin{Name: "$fd_assign", Arity: 2, Fn: assignValue},
		engine.Builtin{Name: "$fd_remove", Arity: 2, Fn: removeValue},
		engine.Builtin{Name: "$fd_values", Arity: 3, Fn: domainValues},
		engine.Builtin{Name: "$fd_all_dead", Arity: 1, Fn: allDead},
		engine.Builtin{Name: "$fd_variable", Arity: 1, Fn: bare(func(m *engine.Machine, a []heap.Value) (bool, error) {
			_, err := solverOf(m).fdVariable(a[0])
			return err == nil, err
		})},
	)
}

// labelVar is the variable of the labeling variable t (an FD variable,
// or an integer: a variable of one value).
func (s *solver) labelVar(t heap.Value) *fdvar {
	if id, ok := attvar.GetAttr(s.m, t, "clpfd"); ok {
		if v, ok := s.lookup(id); ok {
			return v
		}
	}
	if n, b, ok := s.m.IntOf(t); ok {
		return constant(numOf(n, b))
	}
	return &fdvar{varState: varState{dom: fullDomain, cell: -1}, id: -1}
}

// labelingVars checks labeling/2's variables: a list of integers and
// variables with finite domains.
func labelingVars(m *engine.Machine, a []heap.Value) (bool, error) {
	s := solverOf(m)
	if _, ok := attvar.GetAttr(m, a[0], "clpfd"); ok {
		return false, engine.TypeError("list", m.Term(a[0]))
	}
	items, ok := m.ListItems(a[0])
	if !ok {
		return false, mustBeList(m, a[0])
	}
	for _, it := range items {
		switch {
		case m.IsInteger(it):
		case m.IsVar(it):
			if v := s.labelVar(it); !v.dom.bounded() {
				return false, engine.InstantiationError()
			}
		default:
			return false, engine.TypeError("integer", m.Term(it))
		}
	}
	return true, nil
}

// selectVar is '$fd_select'(Selection, Vars, Var, Rest): the variable
// to label next among those of Vars not instantiated (it fails when
// there is none), and what is left to label: the rest of the list after
// it for leftmost, the other variables otherwise.
func selectVar(m *engine.Machine, a []heap.Value) (bool, error) {
	s := solverOf(m)
	sel, _ := m.AtomOf(a[0])
	items, _ := m.ListItems(a[1])
	var vars []int
	for i, it := range items {
		if m.IsVar(it) {
			vars = append(vars, i)
		}
	}
	if len(vars) == 0 {
		return false, nil
	}
	best := vars[0]
	better := func(i int) bool { return false }
	switch sel.Name() {
	case "ff":
		better = func(i int) bool { return s.labelVar(items[i]).dom.size().lt(s.labelVar(items[best]).dom.size()) }
	case "ffc":
		better = func(i int) bool { return s.ffcLess(items[i], items[best]) }
	case "min":
		better = func(i int) bool { return s.labelVar(items[i]).dom.inf().lt(s.labelVar(items[best]).dom.inf()) }
	case "max":
		better = func(i int) bool { return s.labelVar(items[i]).dom.sup().gt(s.labelVar(items[best]).dom.sup()) }
	case "leftmost":
	default: // random_variable(Seed)
		best = vars[m.Rand().IntN(len(vars))]
	}
	for _, i := range vars[1:] {
		if better(i) {
			best = i
		}
	}
	var rest []heap.Value
	if sel.Name() == "leftmost" {
		rest = items[best+1:]
	} else {
		for _, i := range vars {
			if i != best {
				rest = append(rest, items[i])
			}
		}
	}
	regs := &m.Store().Regs
	base := len(*regs)
	*regs = append(*regs, items[best])
	defer func() { *regs = (*regs)[:base] }()
	l, err := m.List(rest, m.AtomWord("[]"))
	if err != nil {
		return false, err
	}
	return m.Unify(a[2], (*regs)[base]) && m.Unify(a[3], l), nil
}

// ffcLess orders ffc's choice: the smaller domain, then the more
// constraints.
func (s *solver) ffcLess(x, y heap.Value) bool {
	vx, vy := s.labelVar(x), s.labelVar(y)
	nx, ny := vx.dom.size(), vy.dom.size()
	if c := nx.cmp(ny); c != 0 {
		return c < 0
	}
	return vx.degree() > vy.degree()
}

// nextValue is '$fd_next'(Order, Var, Next): the least (up) or greatest
// (down) value of Var's domain, or a random one.
func nextValue(m *engine.Machine, a []heap.Value) (bool, error) {
	s := solverOf(m)
	v := s.labelVar(a[1])
	var n num
	switch o, _ := m.AtomOf(a[0]); o.Name() {
	case "up":
		n = v.dom.inf()
	case "down":
		n = v.dom.sup()
	default: // random_value(Seed)
		iv := v.dom[m.Rand().IntN(len(v.dom))]
		span := iv.hi.sub(iv.lo).add1()
		n = iv.lo
		if span.isSmall() {
			n = iv.lo.add(small(m.Rand().Int64N(span.i)))
		}
	}
	w, err := s.intWord(n)
	if err != nil {
		return false, err
	}
	return m.Unify(a[2], w), nil
}

// assignValue is '$fd_assign'(Var, N): Var = N with its propagation,
// done in Go when clpfd is Var's only attribute (then the binding wakes
// nothing), else by unification.
func assignValue(m *engine.Machine, a []heap.Value) (bool, error) {
	s := solverOf(m)
	attrs := m.Attrs(a[0])
	if name, arity, ok := m.Functor(attrs); ok && name.Name() == "att" && arity == 3 {
		if mod, _ := m.AtomOf(m.Arg(attrs, 0)); mod.Name() == "clpfd" && m.Same(m.Arg(attrs, 2), m.AtomWord("[]")) {
			v := s.labelVar(a[0])
			n, b, _ := m.IntOf(a[1])
			return s.done(s.assign(v, numOf(n, b)) && s.propagate(), nil)
		}
	}
	return m.Unify(a[0], a[1]), nil
}

// removeValue is '$fd_remove'(Var, N): N leaves Var's domain.
func removeValue(m *engine.Machine, a []heap.Value) (bool, error) {
	s := solverOf(m)
	v := s.labelVar(a[0])
	n, b, _ := m.IntOf(a[1])
	return s.done(s.exclude(v, numOf(n, b)) && s.propagate(), nil)
}

// domainValues is '$fd_values'(Order, Var, Values): Var's values in
// order.
func domainValues(m *engine.Machine, a []heap.Value) (bool, error) {
	s := solverOf(m)
	v := s.labelVar(a[1])
	var ns []gterm
	for _, iv := range v.dom {
		for n := iv.lo; n.leq(iv.hi); n = n.add1() {
			ns = append(ns, gi(n))
		}
	}
	if o, _ := m.AtomOf(a[0]); o.Name() == "down" {
		for i, j := 0, len(ns)-1; i < j; i, j = i+1, j-1 {
			ns[i], ns[j] = ns[j], ns[i]
		}
	}
	w, err := s.build(gl(ns))
	if err != nil {
		return false, err
	}
	return m.Unify(a[2], w), nil
}

// allDead is '$fd_all_dead'(Var): Var has no live constraint.
func allDead(m *engine.Machine, a []heap.Value) (bool, error) {
	return solverOf(m).labelVar(a[0]).degree() == 0, nil
}
