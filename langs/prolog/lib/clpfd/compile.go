package clpfd

import (
	"math/big"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/lib/attvar"
)

// A constraint is posted from its goal, a gterm whose variables are
// the solver's: the builtins read the goal's term (termOf), check it,
// and post it (postGoal); a copy of the variables posts the goals of
// their constraints again with the copies in place (copyVars). Posting
// turns each side of a comparison into a linear sum (linearOf), with an
// auxiliary variable and a functional propagator for each term that is
// not linear; a Boolean formula into a Boolean variable per part
// (boolOf).

// maxDepth is how deeply an expression may nest.
const maxDepth = 1 << 16

// termOf reads the term t: its variables become the solver's (?(X) and
// #(X) too), integers and atoms stay, compounds are read argument by
// argument. Reading allocates nothing on the heap, so the src fields
// stay valid for the errors of checking.
func (s *solver) termOf(t heap.Value, depth int) (gterm, error) {
	m := s.m
	t = m.Deref(t)
	if depth > maxDepth {
		return gterm{}, engine.RepresentationError("max_clpfd_depth")
	}
	if m.IsVar(t) {
		v, err := s.varFor(t)
		return gv(v), err
	}
	if n, b, ok := m.IntOf(t); ok {
		return gi(numOf(n, b)), nil
	}
	if a, ok := m.AtomOf(t); ok {
		g := ga(a.Name())
		g.src = t
		return g, nil
	}
	name, arity, ok := m.Functor(t)
	if !ok || arity == 0 {
		return gterm{kind: gOther, src: t}, nil
	}
	if arity == 1 && (name.Name() == "?" || name.Name() == "#") {
		x := m.Deref(m.Arg(t, 0))
		if m.IsVar(x) {
			v, err := s.varFor(x)
			return gv(v), err
		}
		if n, b, ok := m.IntOf(x); ok {
			return gi(numOf(n, b)), nil
		}
		return gterm{}, engine.TypeError("integer", m.Term(x))
	}
	g := gterm{name: name.Name(), args: make([]gterm, arity), src: t}
	for i := range arity {
		a, err := s.termOf(m.Arg(t, i), depth+1)
		if err != nil {
			return gterm{}, err
		}
		g.args[i] = a
	}
	return g, nil
}

// numOf is the integer n, or b when it is not nil.
func numOf(n int64, b *big.Int) num {
	if b != nil {
		return fromBig(b)
	}
	return small(n)
}

// varFor is the variable of the unbound Prolog variable t: the one its
// clpfd attribute names, one this builtin already made for it, or a new
// one (attached when a propagator watches it).
func (s *solver) varFor(t heap.Value) (*fdvar, error) {
	if a, ok := attvar.GetAttr(s.m, t, "clpfd"); ok {
		if v, ok := s.lookup(a); ok {
			return v, nil
		}
		return nil, engine.TypeError("clpfd_attribute", s.m.Term(a))
	}
	for _, v := range s.fresh {
		if !v.attached && s.m.Same(s.cells[v.cell], t) {
			return v, nil
		}
	}
	return s.newVar(t, true, false), nil
}

// checkExpr reports the error of a term that is not an arithmetic
// expression.
func (s *solver) checkExpr(g gterm) error {
	switch g.kind {
	case gVar, gInt:
		return nil
	case gCompound:
		if ok := exprArity(g.name, len(g.args)); ok {
			for _, a := range g.args {
				if err := s.checkExpr(a); err != nil {
					return err
				}
			}
			return nil
		}
	}
	return engine.DomainError("clpfd_expression", s.m.Term(g.src))
}

// exprArity reports whether name/arity is an arithmetic operation.
func exprArity(name string, arity int) bool {
	switch name {
	case "+", "*", "-":
		return arity == 2 || arity == 1 && name == "-"
	case "abs":
		return arity == 1
	}
	_, ok := fopNames[name]
	return ok && arity == 2
}

// linearOf is the expression g as a linear sum; its non-linear terms
// get auxiliary variables whose propagators belong to c.
func (s *solver) linearOf(c *constraint, g gterm) linear {
	switch g.kind {
	case gVar:
		return linear{ts: []linTerm{{one, g.v}}, k: zero}
	case gInt:
		return linear{k: g.n}
	}
	switch {
	case g.name == "+":
		return s.linearOf(c, g.args[0]).plus(s.linearOf(c, g.args[1]))
	case g.name == "-" && len(g.args) == 2:
		return s.linearOf(c, g.args[0]).plus(s.linearOf(c, g.args[1]).scaled(small(-1)))
	case g.name == "-":
		return s.linearOf(c, g.args[0]).scaled(small(-1))
	case g.name == "*":
		l, r := s.linearOf(c, g.args[0]).normal(), s.linearOf(c, g.args[1]).normal()
		if k, ok := l.constantOf(); ok {
			return r.scaled(k)
		}
		if k, ok := r.constantOf(); ok {
			return l.scaled(k)
		}
		x, y := s.varOf(c, l), s.varOf(c, r)
		if x == y {
			return s.define(c, fPow, x, constant(small(2)))
		}
		return s.define(c, fMul, x, y)
	case g.name == "abs":
		return s.define(c, fAbs, s.varOf(c, s.linearOf(c, g.args[0])), nil)
	}
	o := fopNames[g.name]
	x := s.varOf(c, s.linearOf(c, g.args[0]))
	y := s.varOf(c, s.linearOf(c, g.args[1]))
	return s.define(c, o, x, y)
}

// define is a new variable z = o(x, y), as a sum.
func (s *solver) define(c *constraint, o fop, x, y *fdvar) linear {
	if a, ok := x.value(); ok && (y == nil || y.fixed()) {
		b := zero
		if y != nil {
			b, _ = y.value()
		}
		if n, ok := o.apply(a, b); ok {
			return linear{k: n}
		}
	}
	z := s.aux(fullDomain)
	fp := &funcProp{o: o, x: x, y: y, z: z}
	if s.guards != nil && o.partial() {
		// in a reified comparison: defined when the divisor is not 0
		fp.guard = s.aux(interval(zero, one))
		s.post(c, &reifLinear{fp.guard, linear{ts: []linTerm{{one, y}}, k: zero}.normal(), relNe}, onBounds|onDomain)
		*s.guards = append(*s.guards, fp.guard)
	}
	s.post(c, fp, onDomain)
	return linear{ts: []linTerm{{one, z}}, k: zero}
}

// varOf is a variable equal to the sum l: its variable or integer when
// it is one, else a new one.
func (s *solver) varOf(c *constraint, l linear) *fdvar {
	l = l.normal()
	if k, ok := l.constantOf(); ok {
		return constant(k)
	}
	if len(l.ts) == 1 && l.ts[0].c.eqInt(1) && l.k.isZero() {
		return l.ts[0].v
	}
	v := s.aux(fullDomain)
	s.postLinear(c, l.plus(linear{ts: []linTerm{{small(-1), v}}, k: zero}), relEq)
	return v
}

// comparisons are the relations by their functor: the sum left-right
// (or right-left, flipped) compared with 0, and a constant to add.
var comparisons = map[string]struct {
	rel     relation
	flipped bool
	add     int64
}{
	"#=":   {relEq, false, 0},
	"#\\=": {relNe, false, 0},
	"#=<":  {relLe, false, 0},
	"#<":   {relLe, false, 1},
	"#>=":  {relLe, true, 0},
	"#>":   {relLe, true, 1},
}

// comparison is the comparison g as a sum and relation.
func (s *solver) comparison(c *constraint, g gterm) (linear, relation) {
	cmp := comparisons[g.name]
	l, r := s.linearOf(c, g.args[0]), s.linearOf(c, g.args[1])
	if cmp.flipped {
		l, r = r, l
	}
	sum := l.plus(r.scaled(small(-1)))
	sum.k = sum.k.add(small(cmp.add))
	return sum, cmp.rel
}

// isComparison reports whether g is one.
func isComparison(g gterm) bool {
	_, ok := comparisons[g.name]
	return ok && g.kind == gCompound && len(g.args) == 2
}

// newConstraint is the constraint of the goal g.
func newConstraint(g gterm) *constraint { return &constraint{goal: g} }

// postComparison posts the comparison g, checked.
func (s *solver) postComparison(g gterm) bool {
	if g.name == "#=" && !s.copying {
		if a, b := g.args[0], g.args[1]; a.kind == gVar && b.kind == gVar {
			return s.unifyVars(a.v, b.v)
		}
	}
	c := newConstraint(g)
	l, rel := s.comparison(c, g)
	return s.postLinear(c, l, rel)
}

// unifyVars unifies the Prolog variables of a and b (X #= Y), both
// CLP(FD) variables first.
func (s *solver) unifyVars(a, b *fdvar) bool {
	a, b = a.deref(), b.deref()
	if a == b {
		return true
	}
	for _, v := range []*fdvar{a, b} {
		if err := s.attach(v); err != nil {
			return s.fail(err)
		}
	}
	return s.m.Unify(s.cells[a.cell], s.cells[b.cell])
}

// Boolean formulas.

// checkBool reports the error of a term that is not a reifiable
// formula.
func (s *solver) checkBool(g gterm) error {
	switch {
	case g.kind == gVar:
		return nil
	case g.kind == gInt && (g.n.isZero() || g.n.eqInt(1)):
		return nil
	case isComparison(g):
		if err := s.checkExpr(g.args[0]); err != nil {
			return err
		}
		return s.checkExpr(g.args[1])
	case g.kind == gCompound && g.name == "in" && len(g.args) == 2:
		if g.args[0].kind != gVar && g.args[0].kind != gInt {
			break
		}
		_, err := s.domainOf(g.args[1])
		return err
	case g.kind == gCompound && isConnective(g.name, len(g.args)):
		for _, a := range g.args {
			if err := s.checkBool(a); err != nil {
				return err
			}
		}
		return nil
	}
	return engine.DomainError("clpfd_reifiable_expression", s.m.Term(g.src))
}

// isConnective reports whether name/arity is a Boolean connective.
func isConnective(name string, arity int) bool {
	switch name {
	case "#<==>", "#==>", "#<==", "#/\\", "#\\/":
		return arity == 2
	case "#\\":
		return arity == 1 || arity == 2
	}
	return false
}

// boolOf is a Boolean variable for the truth of g; false when posting
// failed.
func (s *solver) boolOf(c *constraint, g gterm) (*fdvar, bool) {
	switch {
	case g.kind == gVar:
		return g.v, s.clip(g.v, zero, one)
	case g.kind == gInt:
		return constant(g.n), true
	case isComparison(g):
		// A comparison with a partial operation (X // Y, X mod Y, ...)
		// holds when it is defined (each divisor is not 0) and true.
		var guards []*fdvar
		s.guards = &guards
		l, rel := s.comparison(c, g)
		s.guards = nil
		b := s.aux(interval(zero, one))
		s.post(c, &reifLinear{b, l.normal(), rel}, onBounds|onDomain)
		for _, d := range guards {
			r := s.aux(interval(zero, one))
			for _, l := range connective("#/\\", b, d, r) {
				if !s.postLinear(c, l, relLe) {
					return nil, false
				}
			}
			b = r
		}
		return b, true
	case g.name == "in":
		x := g.args[0]
		d, _ := s.domainOf(g.args[1])
		b := s.aux(interval(zero, one))
		if x.kind == gInt {
			x = gv(constant(x.n))
		}
		s.post(c, &reifIn{b, x.v, d}, onDomain)
		return b, true
	case g.name == "#\\" && len(g.args) == 1:
		a, ok := s.boolOf(c, g.args[0])
		return s.varOf(c, linear{ts: []linTerm{{small(-1), a}}, k: one}), ok
	}
	a, ok1 := s.boolOf(c, g.args[0])
	b, ok2 := s.boolOf(c, g.args[1])
	if !ok1 || !ok2 {
		return nil, false
	}
	r := s.aux(interval(zero, one))
	for _, l := range connective(g.name, a, b, r) {
		if !s.postLinear(c, l, relLe) {
			return nil, false
		}
	}
	if g.name == "#<==>" || g.name == "#\\" {
		// r ⇔ (a = b), r ⇔ (a ≠ b)
		rel := relEq
		if g.name == "#\\" {
			rel = relNe
		}
		diff := linear{ts: []linTerm{{one, a}, {small(-1), b}}, k: zero}
		s.post(c, &reifLinear{r, diff.normal(), rel}, onBounds|onDomain)
	}
	return r, true
}

// connective is r = a op b as sums ≤ 0 over the Booleans.
func connective(op string, a, b, r *fdvar) []linear {
	t := func(k int64, ts ...linTerm) linear { return linear{ts: ts, k: small(k)} }
	p := func(v *fdvar) linTerm { return linTerm{one, v} }
	n := func(v *fdvar) linTerm { return linTerm{small(-1), v} }
	switch op {
	case "#/\\": // r ≤ a, r ≤ b, a + b - 1 ≤ r
		return []linear{t(0, p(r), n(a)), t(0, p(r), n(b)), t(-1, p(a), p(b), n(r))}
	case "#\\/": // a ≤ r, b ≤ r, r ≤ a + b
		return []linear{t(0, p(a), n(r)), t(0, p(b), n(r)), t(0, p(r), n(a), n(b))}
	case "#==>": // r = ¬a ∨ b: 1 - a ≤ r, b ≤ r, r ≤ 1 - a + b
		return []linear{t(1, n(a), n(r)), t(0, p(b), n(r)), t(-1, p(r), p(a), n(b))}
	case "#<==":
		return connective("#==>", b, a, r)
	}
	return nil
}

// postFormula posts the formula g as true.
func (s *solver) postFormula(g gterm) bool {
	if d, v, ok := s.memberships(g); ok {
		return s.narrow(v, d)
	}
	c := newConstraint(g)
	b, ok := s.boolOf(c, g)
	return ok && s.assign(b, one)
}

// memberships reports whether g is a disjunction of X #= N and X in D
// for one variable X, and their union.
func (s *solver) memberships(g gterm) (domain, *fdvar, bool) {
	var v *fdvar
	var d domain
	var walk func(g gterm) bool
	walk = func(g gterm) bool {
		var x gterm
		var part domain
		switch {
		case g.kind == gCompound && g.name == "#\\/" && len(g.args) == 2:
			return walk(g.args[0]) && walk(g.args[1])
		case g.kind == gCompound && g.name == "#=" && len(g.args) == 2 && g.args[1].kind == gInt:
			x, part = g.args[0], singleton(g.args[1].n)
		case g.kind == gCompound && g.name == "in" && len(g.args) == 2:
			var err error
			if part, err = s.domainOf(g.args[1]); err != nil {
				return false
			}
			x = g.args[0]
		default:
			return false
		}
		if x.kind != gVar || v != nil && x.v.deref() != v.deref() {
			return false
		}
		v, d = x.v, d.union(part)
		return true
	}
	return d, v, walk(g)
}

// domainOf is the domain of the domain term g: N, N..M (inf, sup), D1\/D2.
func (s *solver) domainOf(g gterm) (domain, error) {
	var ivs []ival
	bound := func(g gterm) (num, bool) {
		switch {
		case g.kind == gInt:
			return g.n, true
		case g.kind == gAtom && g.name == "inf":
			return inf, true
		case g.kind == gAtom && g.name == "sup":
			return sup, true
		}
		return num{}, false
	}
	var walk func(g gterm) bool
	walk = func(g gterm) bool {
		switch {
		case g.kind == gInt:
			ivs = append(ivs, ival{g.n, g.n})
			return true
		case g.kind != gCompound || len(g.args) != 2:
			return false
		case g.name == "..":
			lo, ok1 := bound(g.args[0])
			hi, ok2 := bound(g.args[1])
			if !ok1 || !ok2 || lo.isSup() || hi.isInf() {
				return false
			}
			if lo.leq(hi) {
				ivs = append(ivs, ival{lo, hi})
			}
			return true
		case g.name == "\\/":
			return walk(g.args[0]) && walk(g.args[1])
		}
		return false
	}
	if g.hasVar() {
		return nil, engine.InstantiationError()
	}
	if !walk(g) {
		return nil, engine.DomainError("clpfd_domain", s.m.Term(g.src))
	}
	return mergeIntervals(ivs), nil
}

// postGoal posts the goal g of a constraint, checked.
func (s *solver) postGoal(g gterm) bool {
	switch {
	case isComparison(g):
		return s.postComparison(g)
	case isConnective(g.name, len(g.args)):
		return s.postFormula(g)
	case g.name == "all_different" || g.name == "all_distinct":
		return s.postDistinct(g)
	case g.name == "element":
		return s.postElement(g)
	case g.name == "tuples_in":
		return s.postTuples(g)
	}
	return false
}
