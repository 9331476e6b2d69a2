package clpfd

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/lib/attvar"
)

// Reification (SWI-Prolog's reify//2): a constraint C with a 0/1
// variable B such that B is 1 exactly when C holds. An arithmetic
// comparison is parsed with the definedness of each side (parse_reified
// //3: X mod Y is undefined when Y is 0), and its reified propagator
// knows the auxiliary propagators and variables the parse made, to kill
// them when the comparison is decided.

// rop is a reifiable expression's form.
type rop uint8

const (
	rLeaf  rop = iota // a variable or 0/1
	rIn               // V in Drep
	rFD               // finite_domain(V)
	rCmp              // an arithmetic comparison
	rAnd              // #/\
	rOr               // #\/
	rNot              // #\ Q
	rImpl             // #==>
	rRImpl            // #<==
	rEquiv            // #<==>
	rXor              // #\ (binary)
)

// rexpr is a reifiable expression read from a term.
type rexpr struct {
	op   rop
	v    *fdvar // rLeaf, rIn, rFD
	dom  domain // rIn
	cmp  string // rCmp: #=, #\=, #>=, #>, #=<, #<
	l, r *expr  // rCmp's sides
	a, b *rexpr
}

// aux is what a reified constraint kills when it is decided
// (kill_entailed/1): a propagator, or an auxiliary variable v that loses
// its clpfd attribute unless it is x or y.
type aux struct {
	p       *prop
	v, x, y *fdvar
}

var cmpOps = map[string]bool{"#=": true, "#\\=": true, "#>=": true, "#>": true, "#=<": true, "#<": true}

// rexprOf reads t as a reifiable expression (reifiable/1), or raises
// domain_error(clpfd_reifiable_expression, T).
func (s *solver) rexprOf(t heap.Value) (*rexpr, error) {
	m := s.m
	t = m.Deref(t)
	bad := func() (*rexpr, error) {
		return nil, engine.DomainError("clpfd_reifiable_expression", m.Term(t))
	}
	if m.IsVar(t) {
		v, err := s.varFor(t)
		return &rexpr{op: rLeaf, v: v}, err
	}
	if n, b, ok := m.IntOf(t); ok {
		x := numOf(n, b)
		if !x.isZero() && !x.eqInt(1) {
			return bad()
		}
		return &rexpr{op: rLeaf, v: constant(x)}, nil
	}
	name, arity, ok := m.Functor(t)
	if !ok {
		return bad()
	}
	op := name.Name()
	switch {
	case arity == 1 && (op == "?" || op == "#"):
		e, err := s.exprOf(t)
		if err != nil {
			return nil, err
		}
		return &rexpr{op: rLeaf, v: e.leaf()}, nil
	case arity == 2 && op == "in":
		v, err := s.fdVariable(m.Arg(t, 0))
		if err != nil {
			return nil, err
		}
		d, err := s.drepOf(m.Arg(t, 1))
		return &rexpr{op: rIn, v: v, dom: d}, err
	case arity == 1 && op == "finite_domain":
		v, err := s.fdVariable(m.Arg(t, 0))
		return &rexpr{op: rFD, v: v}, err
	case arity == 2 && cmpOps[op]:
		l, err := s.exprOf(m.Arg(t, 0))
		if err != nil {
			return nil, err
		}
		r, err := s.exprOf(m.Arg(t, 1))
		return &rexpr{op: rCmp, cmp: op, l: l, r: r}, err
	case arity == 1 && op == "#\\":
		a, err := s.rexprOf(m.Arg(t, 0))
		return &rexpr{op: rNot, a: a}, err
	case arity == 2:
		var o rop
		switch op {
		case "#/\\":
			o = rAnd
		case "#\\/":
			o = rOr
		case "#==>":
			o = rImpl
		case "#<==":
			o = rRImpl
		case "#<==>":
			o = rEquiv
		case "#\\":
			o = rXor
		default:
			return bad()
		}
		a, err := s.rexprOf(m.Arg(t, 0))
		if err != nil {
			return nil, err
		}
		b, err := s.rexprOf(m.Arg(t, 1))
		return &rexpr{op: o, a: a, b: b}, err
	}
	return bad()
}

// reify makes b in 0..1 the truth of e (reify//2), its auxiliaries
// appended to ps.
func (s *solver) reify(e *rexpr, b *fdvar, ps *[]aux) (bool, error) {
	if !s.domain(b, interval(zero, one)) {
		return false, nil
	}
	return s.reifyIn(e, b, ps)
}

// newBool is a new auxiliary variable for a truth value.
func (s *solver) newBool() *fdvar { return s.newVar(0, false) }

// auxVar is a(V), a(X,V), a(X,Y,V) (a//1..3): v is auxiliary unless it
// is instantiated or is x or y.
func auxVar(ps *[]aux, v *fdvar, others ...*fdvar) {
	var vars []*fdvar
	for _, o := range others {
		if o.isVar() {
			vars = append(vars, o)
		}
	}
	if !v.isVar() {
		return
	}
	a := aux{v: v}
	if len(vars) > 0 {
		a.x = vars[0]
	}
	if len(vars) > 1 {
		a.y = vars[1]
	}
	*ps = append(*ps, a)
}

// postAux posts a propagator as an auxiliary: it goes to ps unless it
// is dead once triggered (reified_goal(p(Prop)), propagator_init_trigger
// //1).
func (s *solver) postAux(c propagator, event int, ps *[]aux, always bool, vs ...*fdvar) bool {
	p, ok := s.post(c, event, vs...)
	if !ok || !s.propagate() {
		return false
	}
	if always || !p.dead {
		*ps = append(*ps, aux{p: p})
	}
	return true
}

func (s *solver) reifyIn(e *rexpr, b *fdvar, ps *[]aux) (bool, error) {
	switch e.op {
	case rLeaf:
		return s.unify(e.v, b), nil
	case rIn:
		ok := s.postAux(&reifiedIn{e.v, e.dom, b}, onAny, ps, true, e.v, b)
		auxVar(ps, b)
		return ok, nil
	case rFD:
		ok := s.postAux(&reifiedFD{e.v, b}, onAny, ps, true, e.v, b)
		auxVar(ps, b)
		return ok, nil
	case rCmp:
		l, r := e.l, e.r
		kind := e.cmp
		switch kind {
		case "#>":
			kind, r = "#>=", binExpr(opAdd, r, intExpr(one))
		case "#=<":
			kind, l, r = "#>=", r, l
		case "#<":
			kind, l, r = "#>=", r, binExpr(opAdd, l, intExpr(one))
		}
		return s.reifyArith(kind, l, r, b, ps)
	case rImpl:
		return s.reifyIn(&rexpr{op: rOr, a: &rexpr{op: rNot, a: e.a}, b: e.b}, b, ps)
	case rRImpl:
		return s.reifyIn(&rexpr{op: rImpl, a: e.b, b: e.a}, b, ps)
	case rEquiv:
		return s.reifyIn(&rexpr{op: rAnd, a: &rexpr{op: rImpl, a: e.a, b: e.b}, b: &rexpr{op: rImpl, a: e.b, b: e.a}}, b, ps)
	case rXor:
		return s.reifyIn(&rexpr{op: rAnd, a: &rexpr{op: rOr, a: e.a, b: e.b}, b: &rexpr{op: rNot, a: &rexpr{op: rAnd, a: e.a, b: e.b}}}, b, ps)
	case rAnd, rOr:
		if v, d, ok := eqsVarDomain(e, e.op == rAnd); ok {
			return s.reifyIn(&rexpr{op: rIn, v: v, dom: d}, b, ps)
		}
		var ps1, ps2 []aux
		lr, rr := s.newBool(), s.newBool()
		if ok, err := s.reify(e.a, lr, &ps1); !ok || err != nil {
			return ok, err
		}
		if ok, err := s.reify(e.b, rr, &ps2); !ok || err != nil {
			return ok, err
		}
		*ps = append(append(*ps, ps1...), ps2...)
		var c propagator = &reifiedAnd{lr, ps1, rr, ps2, b}
		if e.op == rOr {
			c = &reifiedOr{lr, ps1, rr, ps2, b}
		}
		ok := s.postAux(c, onAny, ps, true, lr, rr, b)
		auxVar(ps, b, lr, rr)
		return ok, nil
	case rNot:
		qr := s.newBool()
		if ok, err := s.reify(e.a, qr, ps); !ok || err != nil {
			return ok, err
		}
		ok := s.postAux(&reifiedNot{qr, b}, onAny, ps, true, qr, b)
		auxVar(ps, b)
		return ok, nil
	}
	panic("clpfd: reify of an unknown form")
}

// eqsVarDomain recognizes a conjunction of V #\= N (conj) or a
// disjunction of V #= N and V in N (not conj) of one variable V: the
// domain it stands for (conjunctive_neqs_var_drep/3,
// disjunctive_eqs_var_drep/3).
func eqsVarDomain(e *rexpr, conj bool) (*fdvar, domain, bool) {
	var v *fdvar
	var ns []num
	var walk func(e *rexpr) bool
	walk = func(e *rexpr) bool {
		switch {
		case conj && e.op == rAnd || !conj && e.op == rOr:
			return walk(e.a) && walk(e.b)
		case e.op == rCmp && (conj && e.cmp == "#\\=" || !conj && e.cmp == "#="):
			var w *fdvar
			var n num
			if e.l.op == opVar && e.r.op == opInt && !e.l.q {
				w, n = e.l.v, e.r.n
			} else if e.l.op == opInt && e.r.op == opVar && !e.r.q {
				w, n = e.r.v, e.l.n
			} else {
				return false
			}
			if v != nil && v.deref() != w.deref() {
				return false
			}
			v, ns = w, append(ns, n)
			return true
		case !conj && e.op == rIn && len(e.dom) == 1 && e.dom[0].lo.eq(e.dom[0].hi) && e.v.isVar():
			if v != nil && v.deref() != e.v.deref() {
				return false
			}
			v, ns = e.v, append(ns, e.dom[0].lo)
			return true
		}
		return false
	}
	if !walk(e) {
		return nil, nil, false
	}
	d := fromList(ns)
	if conj {
		d = d.complement()
	}
	return v, d, true
}

// reifyArith is arithmetic//4: L op R with op #>=, #= or #\=.
func (s *solver) reifyArith(op string, l, r *expr, b *fdvar, ps *[]aux) (bool, error) {
	var own []aux
	lr, ld, ok, err := s.parseReified(l, &own)
	if !ok || err != nil {
		return ok, err
	}
	rr, rd, ok, err := s.parseReified(r, &own)
	if !ok || err != nil {
		return ok, err
	}
	*ps = append(*ps, own...)
	var c propagator
	switch op {
	case "#>=":
		c = &reifiedCmp{cmpGeq, ld, lr, rd, rr, own, b}
	case "#=":
		c = &reifiedCmp{cmpEq, ld, lr, rd, rr, own, b}
	default:
		c = &reifiedCmp{cmpNeq, ld, lr, rd, rr, own, b}
	}
	ok = s.postAux(c, onAny, ps, true, ld, lr, rd, rr, b)
	auxVar(ps, b)
	return ok, nil
}

// parseReified is parse_reified//3: the variable standing for e's value
// and the variable telling whether it is defined, its auxiliaries
// appended to ps.
func (s *solver) parseReified(e *expr, ps *[]aux) (r, d *fdvar, ok bool, err error) {
	switch e.op {
	case opVar:
		if err := s.constrain(e.v); err != nil {
			return nil, nil, false, err
		}
		return e.v, constant(one), true, nil
	case opInt:
		return constant(e.n), constant(one), true, nil
	case opOther:
		return nil, nil, false, exprError(e)
	}
	a, da, ok, err := s.parseReified(e.a, ps)
	if !ok || err != nil {
		return nil, nil, ok, err
	}
	var b, db *fdvar
	if e.b != nil {
		if b, db, ok, err = s.parseReified(e.b, ps); !ok || err != nil {
			return nil, nil, ok, err
		}
	}
	r = s.newVar(0, false)
	switch e.op {
	case opMod, opRem, opTdiv, opDiv:
		return s.reifiedSkeleton(e.op, a, da, b, db, r, ps)
	}
	if e.op == opAbs {
		if !s.geqVars(r, constant(zero)) || !s.reinforceAll(r) {
			return nil, nil, false, nil
		}
	}
	d, ok = s.defined(ps, da, db)
	if !ok {
		return nil, nil, false, nil
	}
	post := func(c propagator, event int, vs ...*fdvar) bool {
		return s.postAux(c, event, ps, false, vs...)
	}
	switch e.op {
	case opAdd:
		ok = post(&pplus{a, b, r}, onBounds, a, b, r)
		auxVar(ps, r, a, b)
	case opMul:
		ok = post(&ptimes{a, b, r}, onAny, a, b, r)
		auxVar(ps, r, a, b)
	case opSub:
		ok = post(&pplus{r, b, a}, onBounds, r, b, a)
		auxVar(ps, r, a, b)
	case opNeg:
		ok = post(&ptimes{constant(small(-1)), a, r}, onAny, a, r)
		auxVar(ps, r)
	case opMax:
		ok = post(&pgeq{r, a}, onBounds, r, a) && post(&pgeq{r, b}, onBounds, r, b) && post(&pmax{a, b, r}, onAny, a, b, r)
		auxVar(ps, r, a, b)
	case opMin:
		ok = post(&pgeq{a, r}, onBounds, a, r) && post(&pgeq{b, r}, onBounds, b, r) && post(&pmin{a, b, r}, onAny, a, b, r)
		auxVar(ps, r, a, b)
	case opAbs:
		ok = post(&pabs{a, r}, onAny, a, r)
		auxVar(ps, r, a)
	case opPow:
		ok = post(&pexp{a, b, r}, onAny, a, b, r)
		auxVar(ps, r, a, b)
	}
	auxVar(ps, d)
	return r, d, ok, nil
}

// defined is d(D): the definedness of an expression from its
// subexpressions' (1 when both are, else a reified_and).
func (s *solver) defined(ps *[]aux, ds ...*fdvar) (*fdvar, bool) {
	var live []*fdvar
	for _, d := range ds {
		if d != nil {
			live = append(live, d)
		}
	}
	if len(live) == 1 {
		return live[0], true
	}
	x, y := live[0], live[1]
	if xn, ok := x.value(); ok && xn.eqInt(1) {
		if yn, ok := y.value(); ok && yn.eqInt(1) {
			return constant(one), true
		}
	}
	d := s.newVar(0, false)
	return d, s.postAux(&reifiedAnd{x, nil, y, nil, d}, onAny, ps, false, x, y, d)
}

// reifiedSkeleton is parse_reified's skeleton/5 for the divisions: the
// division's propagator is made now and posted once the divisor is
// known not to be 0 (pskeleton).
func (s *solver) reifiedSkeleton(o op, a, da, b, db, r *fdvar, ps *[]aux) (*fdvar, *fdvar, bool, error) {
	d1, ok := s.defined(ps, da, db)
	if !ok {
		return nil, nil, false, nil
	}
	var skel propagator
	switch o {
	case opMod:
		skel = &pmod{a, b, r}
	case opRem:
		skel = &prem{a, b, r}
	case opTdiv:
		skel = &ptzdiv{a, b, r}
	default:
		skel = &pdiv{a, b, r}
	}
	sp := &prop{propagator: skel}
	*ps = append(*ps, aux{p: sp})
	d2 := s.newVar(0, false)
	if !s.postAux(&pskeleton{a, b, d2, sp, r}, onAny, ps, false, a, b, d2, r) {
		return nil, nil, false, nil
	}
	d := s.newVar(0, false)
	if !s.postAux(&reifiedAnd{d1, nil, d2, nil, d}, onAny, ps, false, d1, d2, d) {
		return nil, nil, false, nil
	}
	auxVar(ps, d2)
	auxVar(ps, r, a, b)
	auxVar(ps, d)
	return r, d, true, nil
}

// killAux kills a decided reified constraint's auxiliaries
// (kill_entailed/1).
func (s *solver) killAux(as []aux) bool {
	for _, a := range as {
		if a.p != nil {
			s.kill(a.p)
			continue
		}
		v := a.v.deref()
		if !v.isVar() || a.x != nil && a.x.deref() == v || a.y != nil && a.y.deref() == v {
			continue
		}
		if v.attached && v.cell >= 0 {
			if err := attvar.DelAttr(s.m, s.cells[v.cell], "clpfd"); err != nil {
				return s.fail(err)
			}
		}
	}
	return true
}

// killWith is kill(MState, Ps).
func (s *solver) killWith(p *prop, as []aux) bool {
	s.kill(p)
	return s.killAux(as)
}
