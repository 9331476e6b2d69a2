package clpfd

// Reification: a Boolean (a variable of 0..1) stands for the truth of
// a constraint. A comparison becomes reifLinear: while its Boolean has
// no value it watches whether the bounds of the sum entail the
// relation or its negation; once the Boolean has one, the relation or
// its negation is posted. The connectives are linear constraints on
// Booleans (compile.go).

// reifLinear is b ⇔ (l rel 0).
type reifLinear struct {
	b   *fdvar
	l   linear
	rel relation
}

func (c *reifLinear) vars() []*fdvar { return append(termVars(c.l.ts), c.b) }

// negated is the relation that holds when rel does not, on l: it
// returns the sum and relation to post.
func negated(l linear, rel relation) (linear, relation) {
	switch rel {
	case relEq:
		return l, relNe
	case relNe:
		return l, relEq
	}
	// not (l ≤ 0) is -l + 1 ≤ 0
	n := l.scaled(small(-1))
	n.k = n.k.add1()
	return n, relLe
}

// truth is 1 when l rel 0 holds for all values, 0 when for none, else
// -1, judged by bounds (and by the one variable's domain when there is
// one).
func truth(l linear, rel relation) int {
	r := rangeOf(l.ts)
	lo, hi := r.total()
	lo, hi = lo.add(l.k), hi.add(l.k)
	eq := -1
	switch {
	case lo.sign() > 0 || hi.sign() < 0:
		eq = 0
	case lo.isZero() && hi.isZero():
		eq = 1
	case len(l.ts) == 1:
		// c·x + k = 0 has the solution x = -k/c
		t := l.ts[0]
		if q := l.k.neg(); !q.rem(t.c).isZero() || !t.v.deref().dom.contains(q.tdiv(t.c)) {
			eq = 0
		}
	}
	switch rel {
	case relEq:
		return eq
	case relNe:
		if eq < 0 {
			return -1
		}
		return 1 - eq
	}
	switch {
	case hi.sign() <= 0:
		return 1
	case lo.sign() > 0:
		return 0
	}
	return -1
}

func (c *reifLinear) run(s *solver) bool {
	p := s.running
	if n, ok := c.b.value(); ok {
		s.kill(p)
		if n.eqInt(1) {
			return s.postLinear(p.owner, c.l, c.rel)
		}
		l, rel := negated(c.l, c.rel)
		return s.postLinear(p.owner, l, rel)
	}
	switch truth(c.l.normal(), c.rel) {
	case 1:
		return s.assign(c.b, one)
	case 0:
		return s.assign(c.b, zero)
	}
	return true
}

// reifIn is b ⇔ x ∈ d.
type reifIn struct {
	b, x *fdvar
	d    domain
}

func (c *reifIn) vars() []*fdvar { return []*fdvar{c.x, c.b} }

func (c *reifIn) run(s *solver) bool {
	if n, ok := c.b.value(); ok {
		s.kill(s.running)
		if n.eqInt(1) {
			return s.narrow(c.x, c.d)
		}
		return s.narrow(c.x, c.d.complement())
	}
	dx := c.x.deref().dom
	switch in := dx.intersect(c.d); {
	case in.empty():
		return s.assign(c.b, zero)
	case in.equal(dx):
		return s.assign(c.b, one)
	}
	return true
}
