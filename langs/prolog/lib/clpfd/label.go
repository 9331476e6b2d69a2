package clpfd

import (
	"math/rand/v2"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/lib/attvar"
)

// The Go side of labeling (clpfd.pl's search/5): choosing the variable
// and the value, and assigning it.

func init() {
	Library.Builtins = append(Library.Builtins,
		engine.Builtin{Name: "$fd_labeling_vars", Arity: 1, Fn: bare(labelingVars)},
		engine.Builtin{Name: "$fd_select", Arity: 5, Fn: selectVar},
		engine.Builtin{Name: "$fd_alternatives", Arity: 4, Fn: alternatives},
		engine.Builtin{Name: "$fd_assign", Arity: 2, Fn: assignValue},
		engine.Builtin{Name: "$fd_remove", Arity: 2, Fn: removeValue},
		engine.Builtin{Name: "$fd_seed", Arity: 1, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) {
			n, _, _ := m.IntOf(a[0])
			m.SetRand(rand.New(rand.NewPCG(uint64(n), 0)))
			return true, nil
		}},
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

// selectVar is '$fd_select'(Selection, Consistency, Vars, Var, Rest):
// the variable to label next among those of Vars not instantiated (it
// fails when there is none; with the consistency upto_in(...), those
// without live constraints do not count), and what is left to label:
// the rest of the list after it for leftmost, the other variables
// otherwise.
func selectVar(m *engine.Machine, a []heap.Value) (bool, error) {
	s := solverOf(m)
	sel, _ := m.AtomOf(a[0])
	upto := false
	if name, ok := m.AtomOf(a[1]); ok {
		upto = name.Name() == "upto_in"
	} else if name, _, ok := m.Functor(a[1]); ok {
		upto = name.Name() == "upto_in"
	}
	items, _ := m.ListItems(a[2])
	var vars []int
	for i, it := range items {
		if m.IsVar(it) && (!upto || s.labelVar(it).degree() > 0) {
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
	return m.Unify(a[3], (*regs)[base]) && m.Unify(a[4], l), nil
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

// alternatives is '$fd_alternatives'(Branching, Order, Var, Alts): the
// choices that label Var, in order: for step eq(N) and ne(N) with N its
// least (up) or greatest (down) value or a random one; for enum eq(N)
// for each of its values; for bisect dom(D) for the lower and the upper
// half of its range.
func alternatives(m *engine.Machine, a []heap.Value) (bool, error) {
	s := solverOf(m)
	br, _ := m.AtomOf(a[0])
	v := s.labelVar(a[2])
	d := v.dom
	down := false
	if o, ok := m.AtomOf(a[1]); ok {
		down = o.Name() == "down"
	}
	var alts []gterm
	switch br.Name() {
	case "enum":
		ns := d.values()
		for i := range ns {
			if down {
				alts = append(alts, gc("eq", gi(ns[len(ns)-1-i])))
			} else {
				alts = append(alts, gc("eq", gi(ns[i])))
			}
		}
	case "bisect":
		if o, ok := m.AtomOf(a[1]); !ok || o.Name() != "up" && o.Name() != "down" {
			return false, engine.BareError(engine.DomainError("bisect_up_or_down", m.Term(a[1])))
		}
		// the lower half holds the middle; a range of two splits in
		// two values
		lo, hi := d.inf(), d.sup()
		mid := lo.add(hi).fdiv(small(2))
		if mid.eq(hi) {
			mid = mid.sub1()
		}
		halves := []gterm{gc("dom", gc("..", gi(lo), gi(mid))), gc("dom", gc("..", gi(mid.add1()), gi(hi)))}
		if down {
			halves[0], halves[1] = halves[1], halves[0]
		}
		alts = halves
	default:
		n := d.inf()
		switch o, _ := m.AtomOf(a[1]); o.Name() {
		case "up":
		case "down":
			n = d.sup()
		default: // random_value(Seed)
			iv := d[m.Rand().IntN(len(d))]
			n = iv.lo
			if span := iv.hi.sub(iv.lo).add1(); span.isSmall() {
				n = iv.lo.add(small(m.Rand().Int64N(span.i)))
			}
		}
		alts = []gterm{gc("eq", gi(n)), gc("ne", gi(n))}
	}
	w, err := s.build(gl(alts))
	if err != nil {
		return false, err
	}
	return m.Unify(a[3], w), nil
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
