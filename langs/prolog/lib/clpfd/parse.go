package clpfd

// parse is SWI-Prolog's parse_clpfd(E, R): the variable standing for the
// value of the expression e, with the propagators of its operations
// posted (each propagated at once). r is that variable when the caller
// has one (nil: a new auxiliary one).
func (s *solver) parse(e *expr, r *fdvar) (*fdvar, bool, error) {
	switch e.op {
	case opVar:
		if err := s.constrain(e.v); err != nil {
			return nil, false, err
		}
		if r == nil {
			return e.v, true, nil
		}
		return r, s.unify(e.v, r), nil
	case opInt:
		c := constant(e.n)
		if r == nil {
			return c, true, nil
		}
		return r, s.unify(c, r), nil
	case opOther:
		return nil, false, exprError(e)
	}
	if e.op == opMul {
		if v, n, ok := powerVarNum(e); ok {
			return s.parseProp(r, func(r *fdvar) (propagator, []*fdvar) {
				c := constant(small(n))
				return &pexp{v, c, r}, []*fdvar{v, r}
			})
		}
	}
	a, ok, err := s.parse(e.a, nil)
	if !ok || err != nil {
		return nil, ok, err
	}
	var b *fdvar
	if e.b != nil {
		if b, ok, err = s.parse(e.b, nil); !ok || err != nil {
			return nil, ok, err
		}
	}
	if r == nil {
		r = s.newVar(0, false)
	}
	switch e.op {
	case opAdd:
		return r, s.postProp(&pplus{a, b, r}, onBounds, a, b, r), nil
	case opMul:
		return r, s.postProp(&ptimes{a, b, r}, onAny, a, b, r), nil
	case opSub:
		return r, s.postProp(&pplus{r, b, a}, onBounds, r, b, a), nil
	case opNeg:
		c := constant(small(-1))
		return r, s.postProp(&ptimes{c, a, r}, onAny, a, r), nil
	case opMax:
		if !s.geqVars(r, a) || !s.geqVars(r, b) {
			return r, false, nil
		}
		s.reinforceAll(a, r, b)
		return r, s.postProp(&pmax{a, b, r}, onAny, a, b, r), nil
	case opMin:
		if !s.geqVars(a, r) || !s.geqVars(b, r) {
			return r, false, nil
		}
		s.reinforceAll(a, r, b)
		return r, s.postProp(&pmin{a, b, r}, onAny, a, b, r), nil
	case opMod, opRem, opTdiv, opDiv:
		if !s.neqNum(b, zero) || !s.propagate() {
			return r, false, nil
		}
		var c propagator
		switch e.op {
		case opMod:
			c = &pmod{a, b, r}
		case opRem:
			c = &prem{a, b, r}
		case opTdiv:
			c = &ptzdiv{a, b, r}
		default:
			c = &pdiv{a, b, r}
		}
		return r, s.postProp(c, onAny, a, b, r), nil
	case opAbs:
		if !s.geqVars(r, constant(zero)) {
			return r, false, nil
		}
		s.reinforceAll(r)
		return r, s.postProp(&pabs{a, r}, onAny, a, r), nil
	case opPow:
		return r, s.postProp(&pexp{a, b, r}, onAny, a, b, r), nil
	}
	panic("clpfd: parse of an unknown operation")
}

// parseProp posts the propagator mk makes for the result r (a new
// auxiliary variable when nil).
func (s *solver) parseProp(r *fdvar, mk func(r *fdvar) (propagator, []*fdvar)) (*fdvar, bool, error) {
	if r == nil {
		r = s.newVar(0, false)
	}
	c, vs := mk(r)
	return r, s.postProp(c, onAny, vs...), nil
}

// powerVarNum recognizes X*X*...*X, a product of one variable N times
// (power_var_num/3).
func powerVarNum(e *expr) (*fdvar, int64, bool) {
	switch e.op {
	case opVar:
		return e.v.deref(), 1, true
	case opMul:
		l, nl, ok1 := powerVarNum(e.a)
		r, nr, ok2 := powerVarNum(e.b)
		if ok1 && ok2 && l == r {
			return l, nl + nr, true
		}
	}
	return nil, 0, false
}

// reinforceAll reinforces the variables vs and propagates (what the
// constraints #>= and #= that parse posts do after posting).
func (s *solver) reinforceAll(vs ...*fdvar) bool {
	for _, v := range vs {
		s.reinforce(v)
	}
	return s.propagate()
}
