package clpfd

import "slices"

// Posting a constraint follows SWI-Prolog's clpfd_equal_/2,
// clpfd_geq_/2 and clpfd_neq/2: special forms first (a variable equal
// to a sum, a linear constraint as a scalar product, differences with
// a constant), else each side is parsed into a variable standing for
// its value (parse_clpfd/2: one propagator per operation, auxiliary
// variables between them). "var" in a form means a variable or an
// integer, as in SWI-Prolog's matchers.

// equal is X #= Y without reinforcing (clpfd_equal_/2).
func (s *solver) equal(x, y *expr) (bool, error) {
	if a, b := x.leaf(), y.leaf(); a != nil && b != nil {
		if err := s.constrain(a); err != nil {
			return false, err
		}
		return s.unify(a, b), nil
	}
	for _, sides := range [][2]*expr{{x, y}, {y, x}} {
		l, r := sides[0], sides[1]
		if v := l.leaf(); v != nil && r.op == opAdd {
			if a, b := r.a.leaf(), r.b.leaf(); a != nil && b != nil {
				return s.postProp(&pplus{a, b, v}, onBounds, a, b, v), nil
			}
		}
	}
	for _, sides := range [][2]*expr{{x, y}, {y, x}} {
		l, r := sides[0], sides[1]
		if v := l.leaf(); v != nil && r.op == opSub {
			if a, b := r.a.leaf(), r.b.leaf(); a != nil && b != nil {
				return s.postProp(&pplus{v, b, a}, onBounds, v, b, a), nil
			}
		}
	}
	for _, sides := range [][2]*expr{{x, y}, {y, x}} {
		l, r := sides[0], sides[1]
		if v := l.leaf(); v != nil && r.op == opMul {
			if a, b := r.a.leaf(), r.b.leaf(); a != nil && b != nil {
				return s.postProp(&ptimes{a, b, v}, onAny, a, b, v), nil
			}
		}
	}
	for _, sides := range [][2]*expr{{x, y}, {y, x}} {
		l, r := sides[0], sides[1]
		if v := l.leaf(); v != nil && r.op == opNeg {
			if a := r.a.leaf(); a != nil {
				c := constant(small(-1))
				return s.postProp(&ptimes{c, a, v}, onAny, c, a, v), nil
			}
		}
	}
	if cs, vs, c, ok, err := s.linsum(x, y); err != nil || ok {
		if err != nil {
			return false, err
		}
		return s.scalarEq(cs, vs, c)
	}
	for _, sides := range [][2]*expr{{x, y}, {y, x}} {
		if v := sides[0].leaf(); v != nil {
			_, ok, err := s.parse(sides[1], v)
			return ok, err
		}
	}
	r, ok, err := s.parse(x, nil)
	if !ok || err != nil {
		return ok, err
	}
	_, ok, err = s.parse(y, r)
	return ok, err
}

// geq is X #>= Y without reinforcing (clpfd_geq_/2).
func (s *solver) geq(x, y *expr) (bool, error) {
	if cs, vs, c, ok, err := s.linsum(x, y); err != nil || ok {
		if err != nil {
			return false, err
		}
		switch {
		case len(cs) == 1 && cs[0].eqInt(1):
			return s.geqVars(vs[0], constant(c)), nil
		case len(cs) == 1 && cs[0].eqInt(-1):
			return s.geqVars(constant(c.neg()), vs[0]), nil
		case len(cs) == 2 && cs[0].eqInt(1) && cs[1].eqInt(1):
			sum, ok := s.sumOf(vs[0], vs[1])
			return ok && s.geqVars(sum, constant(c)), nil
		case len(cs) == 2 && cs[0].eqInt(1) && cs[1].eqInt(-1):
			if c.isZero() {
				return s.geqVars(vs[0], vs[1]), nil
			}
			return s.postProp(&xLeqYPlusC{vs[1], vs[0], c.neg()}, onBounds, vs[1], vs[0]), nil
		case len(cs) == 2 && cs[0].eqInt(-1) && cs[1].eqInt(1):
			if c.isZero() {
				return s.geqVars(vs[1], vs[0]), nil
			}
			return s.postProp(&xLeqYPlusC{vs[0], vs[1], c.neg()}, onBounds, vs[0], vs[1]), nil
		case len(cs) == 2 && cs[0].eqInt(-1) && cs[1].eqInt(-1):
			sum, ok := s.sumOf(vs[0], vs[1])
			return ok && s.geqVars(constant(c.neg()), sum), nil
		}
		return s.scalarLeq(negateAll(cs), vs, c.neg()), nil
	}
	// any(X) - any(Y) #>= integer(C)
	if c, ok := y.isInt(); ok && x.op == opSub {
		x1, ok, err := s.parse(x.a, nil)
		if !ok || err != nil {
			return ok, err
		}
		y1, ok, err := s.parse(x.b, nil)
		if !ok || err != nil {
			return ok, err
		}
		return s.postProp(&xLeqYPlusC{y1, x1, c.neg()}, onBounds, y1, x1), nil
	}
	// integer(X) #>= any(Z) + integer(A): C #>= Z with C = X - A
	if n, ok := x.isInt(); ok && y.op == opAdd {
		if a, ok := y.b.isInt(); ok {
			return s.geq(&expr{op: opInt, n: n.sub(a)}, y.a)
		}
	}
	// abs(any(X)-any(Y)) #>= integer(I)
	if i, ok := y.isInt(); ok && x.op == opAbs && x.a.op == opSub {
		x1, ok, err := s.parse(x.a.a, nil)
		if !ok || err != nil {
			return ok, err
		}
		y1, ok, err := s.parse(x.a.b, nil)
		if !ok || err != nil {
			return ok, err
		}
		return s.postProp(&absdiffGeq{x1, y1, i}, onAny, x1, y1), nil
	}
	// abs(any(X)) #>= integer(I)
	if i, ok := y.isInt(); ok && x.op == opAbs {
		rx, ok, err := s.parse(x.a, nil)
		if !ok || err != nil || i.sign() <= 0 {
			return ok, err
		}
		return s.domain(rx, domain{{inf, i.neg()}, {i, sup}}), nil
	}
	// integer(I) #>= abs(any(X))
	if i, ok := x.isInt(); ok && y.op == opAbs {
		rx, ok, err := s.parse(y.a, nil)
		if !ok || err != nil {
			return ok, err
		}
		return i.sign() >= 0 && s.domain(rx, interval(i.neg(), i)), nil
	}
	rx, ok, err := s.parse(x, nil)
	if !ok || err != nil {
		return ok, err
	}
	ry, ok, err := s.parse(y, nil)
	if !ok || err != nil {
		return ok, err
	}
	return s.geqVars(rx, ry), nil
}

// neq is X #\= Y (clpfd_neq/2; the caller propagates).
func (s *solver) neq(x, y *expr) (bool, error) {
	for _, sides := range [][2]*expr{{x, y}, {y, x}} {
		if v := sides[0].leaf(); v != nil {
			if n, ok := sides[1].isInt(); ok {
				return s.neqNum(v, n), nil
			}
		}
	}
	if a, b := x.leaf(), y.leaf(); a != nil && b != nil {
		return s.neqVars(a, b), nil
	}
	for _, sides := range [][2]*expr{{x, y}, {y, x}} {
		l, r := sides[0], sides[1]
		if v := l.leaf(); v != nil && r.op == opAdd {
			if a, b := r.a.leaf(), r.b.leaf(); a != nil && b != nil {
				return s.postProp(&xNeqYPlusZ{v, a, b}, onGround, v, a, b), nil
			}
		}
	}
	for _, sides := range [][2]*expr{{x, y}, {y, x}} {
		l, r := sides[0], sides[1]
		if v := l.leaf(); v != nil && r.op == opSub {
			if a, b := r.a.leaf(), r.b.leaf(); a != nil && b != nil {
				return s.postProp(&xNeqYPlusZ{a, v, b}, onGround, a, v, b), nil
			}
		}
	}
	for _, sides := range [][2]*expr{{x, y}, {y, x}} {
		l, r := sides[0], sides[1]
		if v := l.leaf(); v != nil && r.op == opMul {
			if a, b := r.a.leaf(), r.b.leaf(); a != nil && b != nil {
				p := s.newVar(0, false)
				if !s.postProp(&ptimes{a, b, p}, onAny, a, b, p) {
					return false, nil
				}
				return s.neqVars(v, p), nil
			}
		}
	}
	for _, sides := range [][2]*expr{{x, y}, {y, x}} {
		l, r := sides[0], sides[1]
		if n, ok := l.isInt(); ok && r.op == opAbs && r.a.op == opSub {
			y1, ok, err := s.parse(r.a.a, nil)
			if !ok || err != nil {
				return ok, err
			}
			z1, ok, err := s.parse(r.a.b, nil)
			if !ok || err != nil {
				return ok, err
			}
			return s.postProp(&absdiffNeq{y1, z1, n}, onGround, y1, z1), nil
		}
	}
	if cs, vs, c, ok, err := s.linsum(x, y); err != nil || ok {
		if err != nil {
			return false, err
		}
		return s.postProp(&scalarNeq{cs, vs, c}, onGround, vs...), nil
	}
	for _, sides := range [][2]*expr{{x, y}, {y, x}} {
		l, r := sides[0], sides[1]
		if r.op == opAdd || r.op == opSub {
			x1, ok, err := s.parse(l, nil)
			if !ok || err != nil {
				return ok, err
			}
			y1, ok, err := s.parse(r.a, nil)
			if !ok || err != nil {
				return ok, err
			}
			z1, ok, err := s.parse(r.b, nil)
			if !ok || err != nil {
				return ok, err
			}
			if r.op == opAdd {
				return s.postProp(&xNeqYPlusZ{x1, y1, z1}, onGround, x1, y1, z1), nil
			}
			return s.postProp(&xNeqYPlusZ{y1, x1, z1}, onGround, y1, x1, z1), nil
		}
	}
	rx, ok, err := s.parse(x, nil)
	if !ok || err != nil {
		return ok, err
	}
	ry, ok, err := s.parse(y, nil)
	if !ok || err != nil {
		return ok, err
	}
	return s.neqVars(rx, ry), nil
}

// postProp posts the propagator c on the variables vs (in the order of
// its term's variables) and propagates (propagator_init_trigger and
// trigger_once).
func (s *solver) postProp(c propagator, event int, vs ...*fdvar) bool {
	_, ok := s.post(c, event, vs...)
	return ok && s.propagate()
}

// postGlobal is postProp for a global constraint's propagator (the slow
// queue), noReactivation as SWI-Prolog's no_reactivation/1.
func (s *solver) postGlobal(c propagator, event int, noReactivation bool, vs ...*fdvar) bool {
	p := &prop{propagator: c, global: true, noReactivation: noReactivation}
	if !s.initProp(p, event, vs...) {
		return false
	}
	s.trigger(p)
	return s.propagate()
}

// constrain makes v a CLP(FD) variable (constrain_to_integer/1).
func (s *solver) constrain(v *fdvar) error {
	v = v.deref()
	if _, ok := v.dom.single(); ok {
		return nil
	}
	return s.attach(v)
}

// unify unifies a and b, as X = Y does with the clpfd hook's effect.
func (s *solver) unify(a, b *fdvar) bool {
	a, b = a.deref(), b.deref()
	if a == b {
		return true
	}
	if n, ok := a.dom.single(); ok {
		return s.fdPut(b, b.dom.intersect(singleton(n)))
	}
	if n, ok := b.dom.single(); ok {
		return s.fdPut(a, a.dom.intersect(singleton(n)))
	}
	if !b.attached || !a.attached {
		if !a.attached {
			a, b = b, a
		}
		if err := s.attach(a); err != nil {
			return s.fail(err)
		}
		s.save(b)
		b.alias = a
		return b.cell < 0 || s.m.Unify(s.cells[b.cell], s.cells[a.cell])
	}
	// The engine binds the younger attributed variable to the older.
	if s.m.Compare(s.cells[a.cell], s.cells[b.cell]) > 0 {
		a, b = b, a // a is the younger
	}
	if !s.m.Unify(s.cells[a.cell], s.cells[b.cell]) {
		return false
	}
	return s.merge(a, b)
}

// merge makes the variable bound the variable other (attr_unify_hook/2
// for two CLP(FD) variables): their domains meet, other gets bound's
// propagators before its own, and all of them run.
func (s *solver) merge(bound, other *fdvar) bool {
	d := other.dom.intersect(bound.dom)
	if d.empty() {
		return false
	}
	s.save(bound)
	bound.alias = other
	s.save(other)
	for e := range other.props {
		other.props[e] = append(slices.Clip(other.props[e]), bound.props[e]...)
	}
	if !s.fdPut(other, d) {
		return false
	}
	s.wakeAll(other)
	return true
}

// geqVars is A #>= B for variables or integers (geq/2).
func (s *solver) geqVars(a, b *fdvar) bool {
	a, b = a.deref(), b.deref()
	an, aok := a.dom.single()
	bn, bok := b.dom.single()
	switch {
	case !aok && !bok:
		if a.dom.inf().geq(b.dom.sup()) {
			return true
		}
		return s.postProp(&pgeq{a, b}, onBounds, a, b)
	case !aok:
		if a.dom.inf().geq(bn) {
			return true
		}
		return s.fdPut(a, a.dom.removeSmaller(bn)) && s.propagate()
	case !bok:
		return s.fdPut(b, b.dom.removeGreater(an)) && s.propagate()
	}
	return an.geq(bn)
}

// neqVars is A #\= B for variables or integers (neq/2).
func (s *solver) neqVars(a, b *fdvar) bool {
	return s.postProp(&pneq{a, b}, onGround, a, b)
}

// neqNum removes n from v's domain (neq_num/2).
func (s *solver) neqNum(v *fdvar, n num) bool {
	v = v.deref()
	if m, ok := v.dom.single(); ok {
		return !m.eq(n)
	}
	return s.fdPut(v, v.dom.remove(n))
}

// domain intersects v's domain with d (domain/2: with propagation and
// reinforcement).
func (s *solver) domain(v *fdvar, d domain) bool {
	v = v.deref()
	if n, ok := v.dom.single(); ok {
		return d.contains(n)
	}
	nd := v.dom.intersect(d)
	if nd.empty() {
		return false
	}
	if !v.attached {
		if err := s.attach(v); err != nil {
			return s.fail(err)
		}
	}
	if !s.fdPut(v, nd) || !s.propagate() {
		return false
	}
	s.reinforce(v)
	return s.propagate()
}

// sumOf is a new variable S with ?(A) + ?(B) #= ?(S).
func (s *solver) sumOf(a, b *fdvar) (*fdvar, bool) {
	sum := s.newVar(0, false)
	return sum, s.postProp(&pplus{a, b, sum}, onBounds, a, b, sum)
}

// negateAll is cs negated.
func negateAll(cs []num) []num {
	out := make([]num, len(cs))
	for i, c := range cs {
		out[i] = c.neg()
	}
	return out
}
