package clpfd

// Every arithmetic constraint becomes a linear one over variables: the
// sum of c·x over its terms, plus k, compared with 0 (= ≠ ≤). Terms
// that are not linear (X*Y, X mod Y, abs(X), ...) become auxiliary
// variables defined by a functional propagator (arith.go).

// linTerm is c·v.
type linTerm struct {
	c num
	v *fdvar
}

// linear is Σ c·v + k.
type linear struct {
	ts []linTerm
	k  num
}

// relation is a comparison of a linear sum with 0.
type relation uint8

const (
	relEq relation = iota // = 0
	relNe                 // ≠ 0
	relLe                 // ≤ 0
)

// scaled is l times f.
func (l linear) scaled(f num) linear {
	out := linear{ts: make([]linTerm, len(l.ts)), k: l.k.mul(f)}
	for i, t := range l.ts {
		out.ts[i] = linTerm{t.c.mul(f), t.v}
	}
	return out
}

// plus is l + r.
func (l linear) plus(r linear) linear {
	ts := make([]linTerm, 0, len(l.ts)+len(r.ts))
	return linear{ts: append(append(ts, l.ts...), r.ts...), k: l.k.add(r.k)}
}

// normal is l with its variables dereferenced, fixed ones folded into
// k, each variable once and no zero coefficient.
func (l linear) normal() linear {
	out := linear{k: l.k}
	at := map[*fdvar]int{}
	for _, t := range l.ts {
		v := t.v.deref()
		if n, ok := v.dom.single(); ok {
			out.k = out.k.add(t.c.mul(n))
			continue
		}
		if i, ok := at[v]; ok {
			out.ts[i].c = out.ts[i].c.add(t.c)
			continue
		}
		at[v] = len(out.ts)
		out.ts = append(out.ts, linTerm{t.c, v})
	}
	ts := out.ts[:0]
	for _, t := range out.ts {
		if !t.c.isZero() {
			ts = append(ts, t)
		}
	}
	out.ts = ts
	return out
}

// constantOf reports whether l has no variable, and its value.
func (l linear) constantOf() (num, bool) { return l.k, len(l.ts) == 0 }

// termRange is the least and greatest value of c·v.
func termRange(t linTerm) (num, num) {
	d := t.v.deref().dom
	a, b := t.c.mul(d.inf()), t.c.mul(d.sup())
	if t.c.sign() < 0 {
		return b, a
	}
	return a, b
}

// sumRange is the least and greatest value of the terms of l without
// k, with, for each term, the range of the others: lo-lo_i and hi-hi_i
// are wrong when lo_i or hi_i is infinite, so the finite parts are
// summed apart and the infinite ones counted.
type sumRange struct {
	lo, hi       num // finite parts
	nInfs, nSups int // terms whose least is inf, greatest sup
}

func rangeOf(ts []linTerm) sumRange {
	r := sumRange{lo: zero, hi: zero}
	for _, t := range ts {
		a, b := termRange(t)
		if a.finite() {
			r.lo = r.lo.add(a)
		} else {
			r.nInfs++
		}
		if b.finite() {
			r.hi = r.hi.add(b)
		} else {
			r.nSups++
		}
	}
	return r
}

// update changes the range of the term t from (a, b) to its current
// one.
func (r *sumRange) update(t linTerm, a, b num) {
	a1, b1 := termRange(t)
	if a.finite() {
		r.lo = r.lo.sub(a)
	} else {
		r.nInfs--
	}
	if b.finite() {
		r.hi = r.hi.sub(b)
	} else {
		r.nSups--
	}
	if a1.finite() {
		r.lo = r.lo.add(a1)
	} else {
		r.nInfs++
	}
	if b1.finite() {
		r.hi = r.hi.add(b1)
	} else {
		r.nSups++
	}
}

// total is the range of the whole sum.
func (r sumRange) total() (num, num) {
	lo, hi := r.lo, r.hi
	if r.nInfs > 0 {
		lo = inf
	}
	if r.nSups > 0 {
		hi = sup
	}
	return lo, hi
}

// without is the range of the sum without the term t.
func (r sumRange) without(t linTerm) (num, num) {
	a, b := termRange(t)
	lo, hi := inf, sup
	if a.finite() && r.nInfs == 0 {
		lo = r.lo.sub(a)
	} else if !a.finite() && r.nInfs == 1 {
		lo = r.lo
	}
	if b.finite() && r.nSups == 0 {
		hi = r.hi.sub(b)
	} else if !b.finite() && r.nSups == 1 {
		hi = r.hi
	}
	return lo, hi
}

// ceilDiv and floorDiv are ⌈a/b⌉ and ⌊a/b⌋ for b ≠ 0 finite; an
// infinite a stays infinite (with the sign of a/b).
func floorDiv(a, b num) num {
	if !a.finite() {
		if (a.isSup()) == (b.sign() > 0) {
			return sup
		}
		return inf
	}
	return a.fdiv(b)
}

func ceilDiv(a, b num) num { return floorDiv(a.neg(), b).neg() }

// boundTerm narrows t's variable to the values for which lo ≤ c·v ≤ hi.
func (s *solver) boundTerm(t linTerm, lo, hi num) bool {
	if t.c.sign() < 0 {
		lo, hi = hi, lo
	}
	return s.clip(t.v, ceilDiv(lo, t.c), floorDiv(hi, t.c))
}

// linEq is Σ c·x + k = 0, bounds consistent; with two variables of
// coefficients ±1 it is domain consistent (each domain is the image of
// the other's).
type linEq struct{ linear }

func (c *linEq) vars() []*fdvar { return termVars(c.ts) }

func (c *linEq) run(s *solver) bool {
	if len(c.ts) == 2 && c.ts[0].c.abs().eqInt(1) && c.ts[1].c.abs().eqInt(1) {
		x, y := c.ts[0], c.ts[1]
		return s.narrow(x.v, image(y, x, c.k)) && s.narrow(y.v, image(x, y, c.k))
	}
	r := rangeOf(c.ts)
	for _, t := range c.ts {
		lo, hi := r.without(t)
		a, b := termRange(t)
		// c·x = -k - others
		if !s.boundTerm(t, c.k.neg().sub(hi), c.k.neg().sub(lo)) {
			return false
		}
		r.update(t, a, b)
	}
	lo, hi := r.total()
	return lo.add(c.k).sign() <= 0 && hi.add(c.k).sign() >= 0
}

// image is the domain of x (coefficient ±1) when y·cy + x·cx + k = 0:
// x = -cx·(k + cy·y).
func image(y, x linTerm, k num) domain {
	d := y.v.deref().dom
	if x.c.mul(y.c).sign() > 0 {
		d = d.negate()
	}
	if x.c.sign() > 0 {
		return d.shift(k.neg())
	}
	return d.shift(k)
}

// linLe is Σ c·x + k ≤ 0, bounds consistent.
type linLe struct{ linear }

func (c *linLe) vars() []*fdvar { return termVars(c.ts) }

func (c *linLe) run(s *solver) bool {
	r := rangeOf(c.ts)
	for _, t := range c.ts {
		lo, _ := r.without(t)
		a, b := termRange(t)
		if !s.boundTerm(t, inf, c.k.neg().sub(lo)) {
			return false
		}
		r.update(t, a, b)
	}
	lo, _ := r.total()
	return lo.add(c.k).sign() <= 0
}

// linNe is Σ c·x + k ≠ 0: once all variables but one have a value, the
// value that would make the sum 0 leaves the last one's domain.
type linNe struct{ linear }

func (c *linNe) vars() []*fdvar { return termVars(c.ts) }

func (c *linNe) run(s *solver) bool {
	rest := c.k
	var open *linTerm
	for i := range c.ts {
		t := &c.ts[i]
		if n, ok := t.v.value(); ok {
			rest = rest.add(t.c.mul(n))
			continue
		}
		if open != nil { // two left (or one variable twice)
			return true
		}
		open = t
	}
	if open == nil {
		return !rest.isZero()
	}
	// c·x = -rest
	if q := rest.neg(); q.rem(open.c).isZero() {
		return s.exclude(open.v, q.tdiv(open.c))
	}
	return true
}

// termVars are the variables of ts.
func termVars(ts []linTerm) []*fdvar {
	vs := make([]*fdvar, len(ts))
	for i, t := range ts {
		vs[i] = t.v
	}
	return vs
}

// postLinear posts l rel 0 for the constraint c: a constant is checked,
// one variable narrowed, and else a propagator posted.
func (s *solver) postLinear(c *constraint, l linear, rel relation) bool {
	l = l.normal()
	if k, ok := l.constantOf(); ok {
		switch rel {
		case relEq:
			return k.isZero()
		case relNe:
			return !k.isZero()
		}
		return k.sign() <= 0
	}
	if len(l.ts) == 1 {
		t := l.ts[0]
		switch rel {
		case relEq:
			if q := l.k.neg(); q.rem(t.c).isZero() {
				return s.assign(t.v, q.tdiv(t.c))
			}
			return false
		case relNe:
			if q := l.k.neg(); q.rem(t.c).isZero() {
				return s.exclude(t.v, q.tdiv(t.c))
			}
			return true
		}
		return s.boundTerm(t, inf, l.k.neg())
	}
	switch rel {
	case relEq:
		on := uint8(onBounds)
		if len(l.ts) == 2 && l.ts[0].c.abs().eqInt(1) && l.ts[1].c.abs().eqInt(1) {
			on |= onDomain
		}
		s.post(c, &linEq{l}, on)
	case relNe:
		s.post(c, &linNe{l}, onFix)
	default:
		s.post(c, &linLe{l}, onBounds)
	}
	return true
}

// settledTerms reports whether at most one of ts has no value: a run of
// a linear propagator then narrows that variable exactly.
func settledTerms(ts []linTerm) bool {
	open := 0
	for _, t := range ts {
		if !t.v.fixed() {
			open++
		}
	}
	return open <= 1
}

func (c *linEq) settled() bool { return settledTerms(c.ts) }
func (c *linLe) settled() bool { return settledTerms(c.ts) }
func (c *linNe) settled() bool { return settledTerms(c.ts) }
