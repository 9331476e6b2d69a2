// Package tabling is SWI-Prolog's tabling for definite programs, loaded
// as the library tabling (engine.Library): :- table Name/Arity (and
// table/1 as a goal) makes calls of the predicate answer from a table
// per variant of the call, so that left recursion ends and each answer
// is computed once; abolish_all_tables/0 empties the tables. Mode
// directed tabling (:- table path(_, _, min)) keeps one answer per
// variant of the other arguments: the least (min) or greatest (max) of
// the moded argument in the standard order of terms, the first or the
// last found.
//
// The evaluation is linear tabling with SCC completion (tabling.pl has
// the driver): a recursive variant call consumes the answers found so
// far, and the leader of a set of mutually dependent calls iterates
// their evaluation until no table gets a new answer. It completes
// left-recursive definite programs with all their answers, as
// SWI-Prolog's SLG resolution does; the answers of a complete table come
// in the order they were found (SWI-Prolog's answer tries give them in
// an order of their own, so the tests compare sets). Well-founded
// negation (tnot/1) and incremental tabling are not supported.
package tabling

import (
	_ "embed"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

//go:embed tabling.pl
var source string

// Library is the tabling library.
var Library = &engine.Library{Name: "tabling", Source: source, NewState: func() any { return newState() }}

// The builtins refer to Library (their state): they are added at init.
func init() {
	Library.Builtins = []engine.Builtin{
		{Name: "table", Arity: 1, Fn: declare},
		{Name: "abolish_all_tables", Arity: 0, Fn: abolishAll},
		{Name: "$tbl_lookup", Arity: 3, Fn: lookup},
		{Name: "$tbl_answers", Arity: 2, Fn: answers},
		{Name: "$tbl_add", Arity: 2, Fn: add},
		{Name: "$tbl_count", Arity: 1, Fn: func(m *engine.Machine, a []heap.Value) (bool, error) {
			return m.UnifyTerm(a[0], term.Int(st(m).count))
		}},
		{Name: "$tbl_push", Arity: 1, Fn: push},
		{Name: "$tbl_consumed", Arity: 1, Fn: consumed},
		{Name: "$tbl_done", Arity: 2, Fn: done},
		{Name: "$tbl_abandon", Arity: 1, Fn: abandon},
	}
}

// status is where a table is in its evaluation.
type status uint8

const (
	fresh      status = iota // not evaluated yet, or left incomplete by a call of its component
	evaluating               // on the evaluation stack
	complete                 // every answer is in
)

// mode is how a moded argument of a tabled predicate keeps its answers.
type mode uint8

const (
	index mode = iota // an ordinary argument: part of the variant
	minMode
	maxMode
	firstMode
	lastMode
)

// tabled is a predicate declared tabled.
type tabled struct {
	impl  term.Atom // the name its clauses are renamed to
	modes []mode    // nil: no moded argument
}

// table is the table of one variant of a call.
type table struct {
	id      int
	status  status
	answers []term.Term
	byKey   map[string]int // answer variant (moded: of the indexed arguments) -> its index
	pred    *tabled
	// While evaluating: depth is the table's place on the stack,
	// lowlink the lowest depth of a table it depends on (through the
	// calls its evaluation made), dependent whether the last
	// iteration depended on an incomplete table, members the tables of
	// its component left to complete with it.
	depth, lowlink int
	dependent      bool
	members        []*table
}

// state is a machine's tables.
type state struct {
	preds  map[predKey]*tabled
	tables map[string]*table
	byID   []*table
	stack  []*table
	// count counts the answers added (an iteration that adds none ends
	// the fixpoint).
	count    int64
	expanded bool
}

type predKey struct {
	name  term.Atom
	arity int
}

func newState() *state {
	return &state{preds: map[predKey]*tabled{}, tables: map[string]*table{}}
}

func st(m *engine.Machine) *state { return m.State(Library).(*state) }

// declare is table/1: it declares each predicate of the specification
// (Name/Arity, Head with modes, or a conjunction or list of them)
// tabled: its clauses consulted from now on are renamed, and a clause
// that calls the tabled driver stands for it.
func declare(m *engine.Machine, a []heap.Value) (bool, error) {
	s := st(m)
	if !s.expanded {
		s.expanded = true
		m.AddExpansion(func(m *engine.Machine, t term.Term) ([]term.Term, error) { return []term.Term{s.rename(t)}, nil })
	}
	var specs []term.Term
	stack := []term.Term{m.Term(a[0])}
	for len(stack) > 0 {
		t := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		c, ok := t.(*term.Compound)
		switch {
		case ok && len(c.Args) == 2 && (c.Functor == term.Comma || c.Functor == term.Dot):
			stack = append(stack, c.Args[1], c.Args[0])
		case t == term.Term(term.Nil):
		case ok && c.Functor.Name() == ":" && len(c.Args) == 2:
			stack = append(stack, c.Args[1])
		default:
			specs = append(specs, t)
		}
	}
	for _, spec := range specs {
		k, modes, err := specKey(spec)
		if err != nil {
			return false, err
		}
		if _, done := s.preds[k]; done {
			continue
		}
		p := &tabled{impl: term.Intern(k.name.Name() + " tabled"), modes: modes}
		s.preds[k] = p
		args := make([]term.Term, k.arity)
		for i := range args {
			args[i] = term.NewVar("")
		}
		head, impl := term.Term(k.name), term.Term(p.impl)
		if k.arity > 0 {
			head = &term.Compound{Functor: k.name, Args: args}
			impl = &term.Compound{Functor: p.impl, Args: args}
		}
		if err := m.AddClauseTerm(term.New(":-", head, term.New("$tbl_call", head, impl)), true); err != nil {
			return false, err
		}
	}
	return true, nil
}

// specKey is the predicate a table specification names, and its modes.
func specKey(spec term.Term) (predKey, []mode, error) {
	switch x := spec.(type) {
	case *term.Var:
		return predKey{}, nil, engine.InstantiationError()
	case term.Atom:
		return predKey{x, 0}, nil, nil
	case *term.Compound:
		if x.Functor.Name() == "/" && len(x.Args) == 2 {
			name, ok1 := x.Args[0].(term.Atom)
			arity, ok2 := x.Args[1].(term.Int)
			if !ok1 || !ok2 || arity < 0 {
				return predKey{}, nil, engine.TypeError("predicate_indicator", spec)
			}
			return predKey{name, int(arity)}, nil, nil
		}
		modes := make([]mode, len(x.Args))
		moded := false
		for i, arg := range x.Args {
			md, ok := modeOf(arg)
			if !ok {
				return predKey{}, nil, engine.DomainError("table_mode", arg)
			}
			modes[i], moded = md, moded || md != index
		}
		if !moded {
			modes = nil
		}
		return predKey{x.Functor, len(x.Args)}, modes, nil
	}
	return predKey{}, nil, engine.TypeError("callable", spec)
}

// modeOf is the mode an argument of a mode-directed table
// specification gives.
func modeOf(t term.Term) (mode, bool) {
	switch x := t.(type) {
	case *term.Var:
		return index, true
	case term.Atom:
		switch x.Name() {
		case "index", "+":
			return index, true
		case "min":
			return minMode, true
		case "max":
			return maxMode, true
		case "first", "-":
			return firstMode, true
		case "last":
			return lastMode, true
		}
	}
	return 0, false
}

// rename gives the clauses of tabled predicates the name of their
// implementation.
func (s *state) rename(t term.Term) term.Term {
	head, body, isClause := t, term.Term(nil), true
	if c, ok := t.(*term.Compound); ok && c.Functor.Name() == ":-" {
		if len(c.Args) == 1 {
			return t // a directive
		}
		head, body = c.Args[0], c.Args[1]
	}
	var k predKey
	switch h := head.(type) {
	case term.Atom:
		k = predKey{h, 0}
	case *term.Compound:
		k = predKey{h.Functor, len(h.Args)}
	default:
		isClause = false
	}
	p, ok := s.preds[k]
	if !isClause || !ok {
		return t
	}
	newHead := term.Term(p.impl)
	if h, ok := head.(*term.Compound); ok {
		newHead = &term.Compound{Functor: p.impl, Args: h.Args}
	}
	if body == nil {
		return newHead
	}
	return term.New(":-", newHead, body)
}

// variantKey is a text that two terms share exactly when they are
// variants: the term as write_canonical writes it, its variables
// numbered in order of appearance.
func variantKey(t term.Term) string {
	names := map[*term.Var]string{}
	for i, v := range term.Vars(t) {
		names[v] = "_V" + itoa(i)
	}
	opts := syntax.WriteCanonicalOpts
	opts.VarNames = names
	return syntax.FormatWith(t, opts)
}

// itoa is n in decimal.
func itoa(n int) string { return syntax.FormatWith(term.Int(n), syntax.WriteOpts) }

// callKey is the tabled predicate of a call and the call's variant.
func (s *state) callKey(g term.Term) (*tabled, string, error) {
	var k predKey
	switch x := g.(type) {
	case term.Atom:
		k = predKey{x, 0}
	case *term.Compound:
		k = predKey{x.Functor, len(x.Args)}
	default:
		return nil, "", engine.TypeError("callable", g)
	}
	p := s.preds[k]
	if p == nil {
		return nil, "", engine.ExistenceError("table", g)
	}
	return p, variantKey(g), nil
}

// lookup is '$tbl_lookup'(Goal, Id, Status): the table of Goal's variant
// (made when there is none) and its status.
func lookup(m *engine.Machine, a []heap.Value) (bool, error) {
	s := st(m)
	g := m.Term(a[0])
	p, key, err := s.callKey(g)
	if err != nil {
		return false, err
	}
	t := s.tables[key]
	if t == nil {
		t = &table{id: len(s.byID), byKey: map[string]int{}, pred: p}
		s.tables[key] = t
		s.byID = append(s.byID, t)
	}
	names := [...]string{fresh: "fresh", evaluating: "evaluating", complete: "complete"}
	if ok, err := m.UnifyTerm(a[1], term.Int(t.id)); !ok || err != nil {
		return ok, err
	}
	return m.UnifyTerm(a[2], term.Intern(names[t.status]))
}

// byID is the table of the id argument v.
func (s *state) byIDArg(m *engine.Machine, v heap.Value) (*table, error) {
	id, ok := m.Term(v).(term.Int)
	if !ok || id < 0 || int(id) >= len(s.byID) || s.byID[id] == nil {
		return nil, engine.ExistenceError("table", m.Term(v))
	}
	return s.byID[id], nil
}

// answers is '$tbl_answers'(Id, Goal): Goal unified with each answer of
// the table in turn.
func answers(m *engine.Machine, a []heap.Value) (bool, error) {
	t, err := st(m).byIDArg(m, a[0])
	if err != nil {
		return false, err
	}
	return m.Solutions(a[1], append([]term.Term(nil), t.answers...))
}

// add is '$tbl_add'(Id, Goal): Goal, an answer, is added to the table
// unless it has a variant there (for a moded table: unless the answer
// of its indexed arguments is as good).
func add(m *engine.Machine, a []heap.Value) (bool, error) {
	s := st(m)
	t, err := s.byIDArg(m, a[0])
	if err != nil {
		return false, err
	}
	g := m.Term(a[1])
	if t.pred.modes == nil {
		key := variantKey(g)
		if _, seen := t.byKey[key]; !seen {
			t.byKey[key] = len(t.answers)
			t.answers = append(t.answers, g)
			s.count++
		}
		return true, nil
	}
	c := g.(*term.Compound)
	indexed := make([]term.Term, len(c.Args))
	for i, arg := range c.Args {
		if t.pred.modes[i] == index {
			indexed[i] = arg
		} else {
			indexed[i] = term.Intern("$moded")
		}
	}
	key := variantKey(&term.Compound{Functor: c.Functor, Args: indexed})
	i, seen := t.byKey[key]
	if !seen {
		t.byKey[key] = len(t.answers)
		t.answers = append(t.answers, g)
		s.count++
		return true, nil
	}
	if better(m, t.pred.modes, g, t.answers[i]) {
		t.answers[i] = g
		s.count++
	}
	return true, nil
}

// better reports whether the answer g is better than old for the modes.
func better(m *engine.Machine, modes []mode, g, old term.Term) bool {
	nc, oc := g.(*term.Compound), old.(*term.Compound)
	for i, md := range modes {
		if md == index {
			continue
		}
		c := m.CompareTerms(nc.Args[i], oc.Args[i])
		switch md {
		case minMode:
			if c != 0 {
				return c < 0
			}
		case maxMode:
			if c != 0 {
				return c > 0
			}
		case lastMode:
			return c != 0
		case firstMode:
			return false
		}
	}
	return false
}

// push is '$tbl_push'(Id): the table's evaluation starts.
func push(m *engine.Machine, a []heap.Value) (bool, error) {
	s := st(m)
	t, err := s.byIDArg(m, a[0])
	if err != nil {
		return false, err
	}
	t.status, t.depth, t.lowlink, t.dependent, t.members = evaluating, len(s.stack), len(s.stack), false, nil
	s.stack = append(s.stack, t)
	return true, nil
}

// consumed is '$tbl_consumed'(Id): the table being evaluated on top of
// the stack used the answers so far of Id, which is being evaluated
// below it.
func consumed(m *engine.Machine, a []heap.Value) (bool, error) {
	s := st(m)
	t, err := s.byIDArg(m, a[0])
	if err != nil {
		return false, err
	}
	if n := len(s.stack); n > 0 {
		top := s.stack[n-1]
		top.lowlink = min(top.lowlink, t.depth)
		top.dependent = true
	}
	return true, nil
}

// done is '$tbl_done'(Id, N0), after an iteration of the evaluation of
// the table Id on top of the stack that began when N0 answers had been
// added: it succeeds when the evaluation is over (the table and its
// component complete, or left to its leader below) and fails when the
// leader must iterate again.
func done(m *engine.Machine, a []heap.Value) (bool, error) {
	s := st(m)
	t, err := s.byIDArg(m, a[0])
	if err != nil {
		return false, err
	}
	n0, _ := m.Term(a[1]).(term.Int)
	if len(s.stack) == 0 || s.stack[len(s.stack)-1] != t {
		return false, engine.ExistenceError("table", m.Term(a[0]))
	}
	switch {
	case t.lowlink < t.depth:
		// It depends on a caller being evaluated: that caller's
		// evaluation finishes it.
		s.stack = s.stack[:len(s.stack)-1]
		t.status = fresh
		below := s.stack[len(s.stack)-1]
		below.lowlink = min(below.lowlink, t.lowlink)
		below.dependent = true
		below.members = append(append(below.members, t), t.members...)
		return true, nil
	case t.dependent && int64(n0) != s.count:
		t.dependent = false
		return false, nil // new answers in the component: again
	}
	s.stack = s.stack[:len(s.stack)-1]
	t.status = complete
	for _, x := range t.members {
		x.status = complete
	}
	t.members = nil
	return true, nil
}

// abandon is '$tbl_abandon'(Id): the evaluation of Id raised an error;
// the tables it and its callees were evaluating are dropped.
func abandon(m *engine.Machine, a []heap.Value) (bool, error) {
	s := st(m)
	t, err := s.byIDArg(m, a[0])
	if err != nil {
		return true, nil
	}
	for len(s.stack) > t.depth {
		x := s.stack[len(s.stack)-1]
		s.stack = s.stack[:len(s.stack)-1]
		s.drop(x)
		for _, y := range x.members {
			s.drop(y)
		}
	}
	return true, nil
}

// drop forgets the table t.
func (s *state) drop(t *table) {
	for k, x := range s.tables {
		if x == t {
			delete(s.tables, k)
		}
	}
	s.byID[t.id] = nil
}

// abolishAll is abolish_all_tables/0 (the tables being evaluated stay).
func abolishAll(m *engine.Machine, _ []heap.Value) (bool, error) {
	s := st(m)
	if len(s.stack) > 0 {
		return false, engine.PermissionError("abolish", "table", term.Intern("all"))
	}
	s.tables, s.byID = map[string]*table{}, nil
	return true, nil
}
