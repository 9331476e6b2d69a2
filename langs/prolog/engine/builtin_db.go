package engine

import (
	"slices"
	"strings"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

var (
	atomNeck      = term.Intern(":-")
	atomUnknown   = term.Intern("unknown")
	atomDQ        = term.Intern("double_quotes")
	atomSlash     = term.Intern("/")
	atomPrivProc  = "private_procedure"
	atomStaticPro = "static_procedure"
)

func dbBuiltins(t builtinTable) {
	t.add("asserta", 1, func(m *Machine, a []heap.Value) (bool, error) { return true, m.assert(a[0], true) })
	t.add("assertz", 1, func(m *Machine, a []heap.Value) (bool, error) { return true, m.assert(a[0], false) })
	t.add("assert", 1, func(m *Machine, a []heap.Value) (bool, error) { return true, m.assert(a[0], false) })
	t.add("$clause", 2, builtinClause)
	t.add("$retract_parts", 3, builtinRetractParts)
	t.add("$erase", 1, func(m *Machine, a []heap.Value) (bool, error) {
		n, err := m.intArg(a[0])
		if err != nil {
			return false, err
		}
		r := m.refs[n]
		if r == nil || r.cl.erased != 0 {
			return false, nil
		}
		r.p.removeClause(r.cl)
		delete(m.refs, n)
		return true, nil
	})
	t.add("abolish", 1, builtinAbolish)
	t.add("dynamic", 1, func(m *Machine, a []heap.Value) (bool, error) { return m.declare(a[0], "dynamic") })
	t.add("discontiguous", 1, func(m *Machine, a []heap.Value) (bool, error) { return m.declare(a[0], "discontiguous") })
	t.add("multifile", 1, func(m *Machine, a []heap.Value) (bool, error) { return m.declare(a[0], "multifile") })
	t.add("thread_local", 1, func(m *Machine, a []heap.Value) (bool, error) { return m.declare(a[0], "dynamic") })
	t.add("$predicates", 1, func(m *Machine, a []heap.Value) (bool, error) {
		var pis []term.Term
		for k, p := range m.preds {
			if p.defined && !p.isBuiltin() && !p.library && (p.count() > 0 || p.dynamic) {
				pis = append(pis, indicator(k.name, k.arity))
			}
		}
		return m.unifyTerm(0, term.List(pis, term.Nil))
	})
	t.add("$predicate_property", 2, func(m *Machine, a []heap.Value) (bool, error) {
		h := m.s.Deref(a[0])
		name, arity := m.termName(h)
		if arity < 0 {
			return false, nil
		}
		p := m.preds[predKey{name, arity}]
		if p == nil || !p.defined {
			return false, nil
		}
		var props []term.Term
		switch {
		case p.isBuiltin():
			props = append(props, term.Intern("built_in"), term.Intern("static"))
		case p.dynamic:
			props = append(props, term.Intern("dynamic"))
		default:
			props = append(props, term.Intern("static"))
		}
		props = append(props, term.Intern("defined"), term.New("number_of_clauses", term.Int(p.count())))
		return m.unifyTerm(1, term.List(props, term.Nil))
	})
	t.add("op", 3, builtinOp)
	t.add("$ops", 1, func(m *Machine, a []heap.Value) (bool, error) {
		var ops []term.Term
		for _, d := range m.Ops.Defs() {
			ops = append(ops, term.New("op", term.Int(d.Priority), term.Intern(d.Spec.String()), d.Name))
		}
		return m.unifyTerm(0, term.List(ops, term.Nil))
	})
	t.add("set_prolog_flag", 2, builtinSetFlag)
	t.add("$flags", 1, func(m *Machine, a []heap.Value) (bool, error) {
		var fs []term.Term
		for k, v := range m.flags {
			fs = append(fs, term.New("-", k, v))
		}
		return m.unifyTerm(0, term.List(fs, term.Nil))
	})
	t.add("nb_setval", 2, func(m *Machine, a []heap.Value) (bool, error) { return m.setGlobal(a, true) })
	t.add("$set_global", 2, func(m *Machine, a []heap.Value) (bool, error) {
		if v := m.s.Deref(a[1]); v.IsSymbol() && m.s.AtomOf(v).Name() == "$none" {
			k, err := m.atomArg(a[0])
			delete(m.globals, k)
			return err == nil, err
		}
		return m.setGlobal(a, false)
	})
	t.add("$global_keys", 1, func(m *Machine, a []heap.Value) (bool, error) {
		keys := make([]term.Term, 0, len(m.globals))
		for k := range m.globals {
			keys = append(keys, k)
		}
		slices.SortFunc(keys, func(x, y term.Term) int { return strings.Compare(x.(term.Atom).Name(), y.(term.Atom).Name()) })
		return m.unifyTerm(0, term.List(keys, term.Nil))
	})
	t.add("$global", 2, func(m *Machine, a []heap.Value) (bool, error) {
		k, err := m.atomArg(a[0])
		if err != nil {
			return false, err
		}
		v, ok := m.globals[k]
		return ok && m.s.Unify(a[1], v), nil
	})
	getval := func(m *Machine, a []heap.Value) (bool, error) {
		k, err := m.atomArg(a[0])
		if err != nil {
			return false, err
		}
		v, ok := m.globals[k]
		if !ok {
			return false, existenceError("variable", k)
		}
		return m.s.Unify(a[1], v), nil
	}
	t.add("nb_getval", 2, getval)
	t.add("b_getval", 2, getval)
	t.add("consult", 1, func(m *Machine, a []heap.Value) (bool, error) {
		f, err := m.atomArg(a[0])
		if err != nil {
			return false, err
		}
		return true, m.ConsultFile(f.Name())
	})
}

// checkModify is the permission error of changing the clauses of the
// callable term h's predicate when it is static.
func (m *Machine) checkModify(h heap.Value) error {
	name, arity := m.termName(h)
	if p := m.preds[predKey{name, arity}]; p != nil && (p.isBuiltin() || p.library || !p.dynamic && p.count() > 0) {
		return permissionError("modify", atomStaticPro, indicator(name, arity))
	}
	return nil
}

// builtinRetractParts is '$retract_parts'(C, H, B): the head and body of
// retract/1's clause C (B is true for a fact), after its checks (in one
// step: retract/1 of a fact is the counter idiom's hot path). Its errors
// are retract/1's, as SWI-Prolog words them.
func builtinRetractParts(m *Machine, a []heap.Value) (bool, error) {
	c := m.s.Deref(a[0])
	h, b := c, m.s.clauseItems.true_
	if name, arity := m.termName(c); name == atomNeck && arity == 2 {
		h, b = m.s.Deref(m.s.arg(c, 0)), m.s.arg(c, 1)
	}
	var err error
	switch m.s.kindOf(h) {
	case kindVar:
		err = instantiationError()
	case kindAtom, kindCompound:
		err = m.checkModify(h)
	default:
		err = m.typeError("callable", h)
	}
	if err != nil {
		return false, m.withContext(err, predKey{atomRetract, 1})
	}
	return m.s.Unify(a[1], h) && m.s.Unify(a[2], b), nil
}

var atomRetract = term.Intern("retract")

// clauseRef is a clause as clause/2 and retract/1 refer to it.
type clauseRef struct {
	p  *pred
	cl *clause
}

// atomArg is the atom v, or the ISO error.
func (m *Machine) atomArg(v heap.Value) (term.Atom, error) {
	v = m.s.Deref(v)
	switch m.s.kindOf(v) {
	case kindAtom:
		return m.s.AtomOf(v), nil
	case kindVar:
		return term.Atom{}, instantiationError()
	}
	return term.Atom{}, m.typeError("atom", v)
}

// splitClause is the head and body of the clause term t; a module
// qualification of the clause or its head (user:H) is dropped.
func splitClause(t term.Term) (head, body term.Term) {
	t = unqualified(t)
	if c, ok := t.(*term.Compound); ok && c.Functor == atomNeck && len(c.Args) == 2 {
		return unqualified(c.Args[0]), c.Args[1]
	}
	return t, atomTrue
}

// unqualified is t without its module qualifications (M:T is T).
func unqualified(t term.Term) term.Term {
	for {
		c, ok := t.(*term.Compound)
		if !ok || c.Functor != atomColon || len(c.Args) != 2 {
			return t
		}
		if _, ok := c.Args[0].(term.Atom); !ok {
			return t
		}
		t = c.Args[1]
	}
}

var atomColon = term.Intern(":")

// callVars is the body b with each variable goal G replaced by call(G),
// as ISO converts a term to a clause body (7.6.2).
func callVars(b term.Term) term.Term {
	switch x := b.(type) {
	case *term.Var:
		return term.New("call", x)
	case *term.Compound:
		if len(x.Args) == 2 && (x.Functor == term.Comma || x.Functor.Name() == ";" || x.Functor.Name() == "->") {
			return &term.Compound{Functor: x.Functor, Args: []term.Term{callVars(x.Args[0]), callVars(x.Args[1])}}
		}
	}
	return b
}

// checkBody reports the error of a clause body that is not callable.
func checkBody(body, culprit term.Term) error {
	stack := []term.Term{body}
	for len(stack) > 0 {
		b := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		switch x := b.(type) {
		case term.Int, *term.BigInt, term.Float:
			return isoError(term.New("type_error", term.Intern("callable"), culprit))
		case *term.Compound:
			if len(x.Args) == 2 && (x.Functor == term.Comma || x.Functor.Name() == ";" || x.Functor.Name() == "->") {
				stack = append(stack, x.Args[0], x.Args[1])
			}
		}
	}
	return nil
}

// AddClause adds the clause t (a reader's term) to the database, last
// or first.
func (m *Machine) AddClause(t term.Term, first, consulting bool) error {
	head, body := splitClause(t)
	var name term.Atom
	arity := 0
	switch h := head.(type) {
	case *term.Var:
		return instantiationError()
	case term.Atom:
		name = h
	case *term.Compound:
		name, arity = h.Functor, len(h.Args)
	default:
		return isoError(term.New("type_error", term.Intern("callable"), head))
	}
	if _, ok := body.(*term.Var); !ok {
		if err := checkBody(body, body); err != nil {
			return err
		}
	}
	p, err := m.clausePred(m.lookup(name, arity), consulting)
	if err != nil {
		return err
	}
	body = callVars(body)
	cl, err := m.s.compileClause(term.New(":-", head, body), head, body)
	if err != nil {
		return representationError("max_arity")
	}
	if m.lib != nil {
		m.bindCalls(m.lib, cl)
	}
	p.addClause(cl, first)
	return nil
}

// clausePred is the predicate a clause of k is added to: the library's
// own while one loads, a program's own in place of a library's; a
// builtin's or the system's is a permission error. A predicate that gets
// its first clause other than by consulting becomes dynamic.
func (m *Machine) clausePred(p *pred, consulting bool) (*pred, error) {
	k := p.key
	switch {
	case m.lib != nil:
		p = m.libPred(m.lib, k)
	case m.loadingLibrary:
		p.library, p.system = true, true
	case p.isBuiltin() || p.system:
		return nil, permissionError("modify", atomStaticPro, indicator(k.name, k.arity))
	case p.library:
		// A program's own definition replaces the library's.
		p = m.replacePred(p)
	}
	if !consulting && !p.dynamic && p.count() == 0 {
		p.dynamic = true
	}
	return p, nil
}

// assert is asserta/assertz.
func (m *Machine) assert(v heap.Value, first bool) error {
	v = m.s.Deref(v)
	if m.s.kindOf(v) == kindVar {
		return instantiationError()
	}
	if cl, k, ok := m.s.factClause(v); ok {
		p := m.predOf(v)
		if p == nil {
			p = m.lookup(k.name, k.arity)
		}
		if err := assertable(p); err != nil {
			return err
		}
		p, err := m.clausePred(p, false)
		if err != nil {
			return err
		}
		p.addClause(cl, first)
		return nil
	}
	if !m.s.Acyclic(v) {
		return cyclicTermError() // SWI-Prolog's: a clause cannot be one
	}
	t := m.s.ToTerm(v, nil)
	head, _ := splitClause(t)
	if _, ok := head.(*term.Var); ok {
		return instantiationError()
	}
	switch head.(type) {
	case term.Atom, *term.Compound:
	default:
		return isoError(term.New("type_error", term.Intern("callable"), head))
	}
	name, arity := termKey(head)
	if p := m.preds[predKey{name, arity}]; p != nil {
		if err := assertable(p); err != nil {
			return err
		}
	}
	return m.AddClause(t, first, false)
}

// assertable is the permission error of asserting a clause of p when p
// is static: a builtin's, a library's, or a consulted predicate's.
func assertable(p *pred) error {
	if !p.dynamic && (p.isBuiltin() || p.library || p.count() > 0) {
		return permissionError("modify", atomStaticPro, indicator(p.key.name, p.key.arity))
	}
	return nil
}

// termKey is the name and arity of a callable reader's term.
func termKey(t term.Term) (term.Atom, int) {
	if c, ok := t.(*term.Compound); ok {
		return c.Functor, len(c.Args)
	}
	a, _ := t.(term.Atom)
	return a, 0
}

// headKey is the predicate a callable term (a clause's head) belongs
// to; false for a term that is not callable.
func headKey(t term.Term) (predKey, bool) {
	switch h := t.(type) {
	case term.Atom:
		return predKey{h, 0}, true
	case *term.Compound:
		return predKey{h.Functor, len(h.Args)}, true
	}
	return predKey{}, false
}

// builtinClause is '$clause'(H, Item): Item unified with Ref-(H1 :- B1),
// a renamed copy of each clause of H's predicate in turn that H's
// indexing key may match, among the clauses as they were when the call
// started (the logical update view). A choicepoint keeps the others
// (cpDBClauses), so that clause/2, retract/1 and retractall/1 of one
// clause of many build that clause's item alone, and the last one
// leaves no choicepoint.
func builtinClause(m *Machine, a []heap.Value) (bool, error) {
	h := m.s.Deref(a[0])
	if m.s.kindOf(h) == kindVar {
		return false, instantiationError()
	}
	name, arity := m.termName(h)
	if arity < 0 {
		return false, m.typeError("callable", h)
	}
	p := m.preds[predKey{name, arity}]
	if p == nil {
		return false, nil
	}
	if p.isBuiltin() {
		return false, permissionError("access", atomPrivProc, indicator(name, arity))
	}
	key, arg := noKey, p.indexArg
	if int(arg) < arity {
		key = m.goalKey(m.s.Deref(m.s.arg(h, int(arg))))
	}
	cs := p.candidates(key)
	i := nextMatch(cs, 0, key, arg, p.gen)
	if i < 0 {
		return false, nil
	}
	if j := nextMatch(cs, i+1, key, arg, p.gen); j >= 0 {
		pair, err := m.s.NewCompound(m.s.clauseItems.minus, a[0], a[1])
		if err != nil {
			return false, heapError(err)
		}
		cp := m.push(cpDBClauses, pair, 0)
		cp.clauses, cp.next, cp.key, cp.arg, cp.gen = cs, int32(j), key, arg, p.gen
	}
	return m.unifyClause(p, cs[i], a[0], a[1])
}

// retryClause resumes '$clause'/2's choicepoint cp (the newest): the
// next clause, leaving cp for the ones after it.
func (m *Machine) retryClause(cp *choicepoint) (bool, error) {
	cs, i, pair := cp.clauses, int(cp.next), cp.goal
	if j := nextMatch(cs, i+1, cp.key, cp.arg, cp.gen); j < 0 {
		m.pop()
	} else {
		cp.next = int32(j)
	}
	h := m.s.Deref(m.h.Field(pair, 0))
	name, arity := m.termName(h)
	return m.unifyClause(m.preds[predKey{name, arity}], cs[i], h, m.h.Field(pair, 1))
}

// unifyClause unifies item with Ref-(H1 :- B1) of p's clause cl, whose
// head has the predicate of the callable term h. It is a safe point.
func (m *Machine) unifyClause(p *pred, cl *clause, h, item heap.Value) (bool, error) {
	if cl.ref == 0 {
		m.nextRef++
		cl.ref = m.nextRef
		m.refs[cl.ref] = &clauseRef{p, cl}
	}
	base := len(m.s.scratch)
	m.s.scratch = append(m.s.scratch, item)
	defer func() { m.s.scratch = m.s.scratch[:base] }()
	h = m.s.Deref(h)
	f := Functor(0)
	if h.IsRef() {
		f = Functor(m.h.HeaderAt(h).Class())
	}
	v, err := m.clauseItem(cl, h, f)
	if err != nil {
		return false, heapError(err)
	}
	return m.s.Unify(m.s.scratch[base], v), nil
}

// clauseItem is Ref-(H:-B), cl's item in '$clause': a fact
// factClause compiled is built from its template (with functor f, or
// as the atom a when it has no arguments), another clause from its
// source. It is a safe point.
func (m *Machine) clauseItem(cl *clause, a heap.Value, f Functor) (heap.Value, error) {
	ref, err := m.s.Int(cl.ref)
	if err != nil {
		return 0, err
	}
	if cl.src != nil {
		hd, bd := splitClause(cl.src)
		return m.s.FromTerm(term.New("-", term.Int(cl.ref), term.New(":-", hd, bd)), nil)
	}
	head := a
	if f != 0 {
		args := make([]heap.Value, len(cl.head))
		for i := range cl.head {
			args[i] = cl.head[i].w
		}
		if head, err = m.s.NewCompound(f, args...); err != nil {
			return 0, err
		}
	}
	w := &m.s.clauseItems
	clause, err := m.s.NewCompound(w.neck, head, w.true_)
	if err != nil {
		return 0, err
	}
	return m.s.NewCompound(w.minus, ref, clause)
}

func builtinAbolish(m *Machine, a []heap.Value) (bool, error) {
	pi := m.s.Deref(a[0])
	if m.s.kindOf(pi) == kindVar {
		return false, instantiationError()
	}
	name, arity := m.termName(pi)
	if name != atomSlash || arity != 2 {
		return false, m.typeError("predicate_indicator", pi)
	}
	n, ar := m.s.Deref(m.s.arg(pi, 0)), m.s.Deref(m.s.arg(pi, 1))
	if m.s.kindOf(n) == kindVar || m.s.kindOf(ar) == kindVar {
		return false, instantiationError()
	}
	if m.s.kindOf(n) != kindAtom {
		return false, m.typeError("atom", n)
	}
	k, err := m.intArg(ar)
	if err != nil {
		return false, err
	}
	if k < 0 {
		return false, m.domainError("not_less_than_zero", ar)
	}
	if k > maxArity {
		return false, representationError("max_arity")
	}
	p := m.preds[predKey{m.s.AtomOf(n), int(k)}]
	if p == nil {
		return true, nil
	}
	if p.isBuiltin() || !p.dynamic && p.count() > 0 {
		return false, permissionError("modify", atomStaticPro, indicator(p.key.name, p.key.arity))
	}
	for _, cl := range p.clauses {
		delete(m.refs, cl.ref)
	}
	p.erase()
	p.dynamic, p.defined = false, false
	return true, nil
}

// declare is dynamic/1 and discontiguous/1 on a PI, a list or a
// conjunction of them.
func (m *Machine) declare(v heap.Value, what string) (bool, error) {
	stack := []heap.Value{v}
	for len(stack) > 0 {
		v := m.s.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		if m.s.kindOf(v) == kindVar {
			return false, instantiationError()
		}
		name, arity := m.termName(v)
		if (name == term.Comma || name == term.Dot) && arity == 2 {
			stack = append(stack, m.s.arg(v, 1), m.s.arg(v, 0))
			continue
		}
		if name == atomColon && arity == 2 { // Module:PI
			stack = append(stack, m.s.arg(v, 1))
			continue
		}
		if name == term.Nil && arity == 0 {
			continue
		}
		if name != atomSlash || arity != 2 {
			return false, m.typeError("predicate_indicator", v)
		}
		n, ar := m.s.Deref(m.s.arg(v, 0)), m.s.Deref(m.s.arg(v, 1))
		if m.s.kindOf(n) != kindAtom {
			return false, m.typeError("atom", n)
		}
		k, err := m.intArg(ar)
		if err != nil {
			return false, err
		}
		p := m.lookup(m.s.AtomOf(n), int(k))
		if p.isBuiltin() {
			return false, permissionError("modify", atomStaticPro, indicator(p.key.name, p.key.arity))
		}
		if p.library && m.lib == nil {
			p = m.replacePred(p) // the program's own
		}
		p.defined = true
		switch what {
		case "dynamic":
			p.dynamic = true
		case "discontiguous":
			p.discontiguous = true
		case "multifile":
			p.multifile = true
		}
	}
	return true, nil
}

func builtinOp(m *Machine, a []heap.Value) (bool, error) {
	pv, sv := m.s.Deref(a[0]), m.s.Deref(a[1])
	if m.s.kindOf(pv) == kindVar || m.s.kindOf(sv) == kindVar || m.s.kindOf(m.s.Deref(a[2])) == kindVar {
		return false, instantiationError()
	}
	p, err := m.intArg(pv)
	if err != nil {
		return false, err
	}
	spec, err := m.atomArg(sv)
	if err != nil {
		return false, err
	}
	sp, ok := syntax.ParseSpecifier(spec.Name())
	if !ok {
		return false, m.domainError("operator_specifier", sv)
	}
	names := []heap.Value{m.s.Deref(a[2])}
	if items, ok := m.listItems(a[2]); ok && names[0] != m.s.Atom(term.Nil) {
		names = items
	} else if k := m.s.kindOf(names[0]); k != kindAtom {
		return false, m.typeError("list", names[0])
	}
	for _, n := range names {
		n = m.s.Deref(n)
		if m.s.kindOf(n) == kindVar {
			return false, instantiationError()
		}
		if m.s.kindOf(n) != kindAtom {
			return false, m.typeError("atom", n)
		}
		if err := m.Ops.Add(int(p), sp, m.s.AtomOf(n)); err != nil {
			if oe, ok := err.(*syntax.OpError); ok {
				return false, &Thrown{Ball: term.New("error", oe.Term(), term.NewVar("_"))}
			}
			return false, err
		}
	}
	return true, nil
}

// defaultFlags are the Prolog flags at start.
func defaultFlags() map[term.Atom]term.Term {
	return map[term.Atom]term.Term{
		term.Intern("bounded"):                   term.Intern("false"),
		term.Intern("max_integer"):               term.Int(1<<63 - 1),
		term.Intern("min_integer"):               term.Int(-1 << 63),
		atomDQ:                                   term.Intern("codes"),
		atomUnknown:                              term.Intern("error"),
		term.Intern("occurs_check"):              term.Intern("false"),
		term.Intern("max_arity"):                 term.Int(maxArity),
		term.Intern("debug"):                     term.Intern("off"),
		term.Intern("integer_rounding_function"): term.Intern("toward_zero"),
		term.Intern("char_conversion"):           term.Intern("false"),
		term.Intern("argv"):                      term.Nil,
		atomVerbose:                              term.Intern("normal"),
	}
}

// flagValues are the values a settable flag takes.
var flagValues = map[string][]string{
	"double_quotes":   {"codes", "chars", "atom", "string"},
	"back_quotes":     {"codes", "chars", "atom", "string"},
	"iso":             {"false", "true"},
	"unknown":         {"error", "fail", "warning"},
	"occurs_check":    {"false", "true", "error"},
	"debug":           {"off", "on"},
	"char_conversion": {"false", "true"},
	"verbose":         {"normal", "silent"},
}

func builtinSetFlag(m *Machine, a []heap.Value) (bool, error) {
	f, v := m.s.Deref(a[0]), m.s.Deref(a[1])
	if m.s.kindOf(f) == kindVar || m.s.kindOf(v) == kindVar {
		return false, instantiationError()
	}
	name, err := m.atomArg(f)
	if err != nil {
		return false, err
	}
	if _, ok := m.flags[name]; !ok {
		return false, m.domainError("prolog_flag", f)
	}
	if m.userFlags[name] { // create_prolog_flag/3's: any ground value
		if !m.ground(v) {
			return false, instantiationError()
		}
		m.flags[name] = m.s.ToTerm(v, nil)
		return true, nil
	}
	allowed, settable := flagValues[name.Name()]
	val := m.s.ToTerm(v, nil)
	ok := false
	if a, isAtom := val.(term.Atom); isAtom {
		for _, x := range allowed {
			ok = ok || a.Name() == x
		}
	}
	if !settable {
		return false, permissionError("modify", "flag", name)
	}
	if !ok {
		return false, isoError(term.New("domain_error", term.Intern("flag_value"), term.New("+", name, val)))
	}
	m.setFlag(name, val.(term.Atom))
	return true, nil
}

// setGlobal is nb_setval (copy) and b_setval.
func (m *Machine) setGlobal(a []heap.Value, copyValue bool) (bool, error) {
	k, err := m.atomArg(a[0])
	if err != nil {
		return false, err
	}
	v := a[1]
	if copyValue {
		if v, err = m.s.CopyTerm(v); err != nil {
			return false, heapError(err)
		}
	}
	m.globals[k] = v
	return true, nil
}
