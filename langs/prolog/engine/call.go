package engine

import (
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

// control is a control construct the solver itself runs.
type control uint8

const (
	ctlNone      control = iota
	ctlTrue              // true
	ctlFail              // fail, false
	ctlCut               // !
	ctlAnd               // ','/2
	ctlOr                // ;/2 (with -> and *-> inside)
	ctlIfThen            // ->/2
	ctlSoftIf            // *->/2
	ctlNot               // \+/1, not/1
	ctlCall              // call/1..8
	ctlCatch             // catch/3
	ctlThrow             // throw/1
	ctlFindall           // findall/3
	ctlFindall4          // findall/4
	ctlCutTo             // '$cut'(H): cut to height H
	ctlSoftCut           // '$softcut'(H): disable the else choicepoint of *->
	ctlCatchExit         // '$catch_exit'(H): catch/3's goal exited
	ctlCollect           // '$fa_collect'(H): findall's next solution
	ctlRepeat            // repeat
	ctlBetween           // between/3
	ctlCallClean         // '$call_cleanup'/2 (cleanup.go)
	ctlCleanExit         // '$cleanup_exit'(H): its goal exited
	ctlCleanRun          // '$run_cleanups'(_): run the cleanups a cut removed
)

// Atoms and functors the solver builds goals with.
var (
	atomTrue    = term.Intern("true")
	atomFail    = term.Intern("fail")
	atomCutTo   = term.Intern("$cut")
	atomSoft    = term.Intern("$softcut")
	atomCExit   = term.Intern("$catch_exit")
	atomCollec  = term.Intern("$fa_collect")
	atomCleanX  = term.Intern("$cleanup_exit")
	atomCleanR  = term.Intern("$run_cleanups")
	atomIf      = term.Intern("->")
	atomSoftIf  = term.Intern("*->")
	atomWarning = term.Intern("warning")
)

// call calls goal g with cut barrier cb: it runs control constructs and
// builtins, and enters a predicate's first matching clause (pushing a
// choicepoint for the others). It reports false when the goal failed (the
// caller backtracks).
func (m *Machine) call(g heap.Value, cb int) (bool, error) {
	s := m.s
	m.goal = g
	for {
		g := s.Deref(m.goal)
		m.goal = g
		var p *pred
		switch {
		case g.IsSymbol():
			p = m.predOf(g)
		case g.IsRef():
			hd := m.h.HeaderAt(g)
			if hd == varHeader || hd == attVarHeader {
				return false, instantiationError()
			}
			if !isCompound(hd) {
				return false, m.typeError("callable", g)
			}
			p = m.predOf(g)
		default:
			return false, m.typeError("callable", g)
		}
		if p == nil || (!p.defined && p.builtin == nil && p.control == ctlNone) {
			name, arity := m.nameArity(g)
			if loaded, err := m.autoloadPred(name, arity); loaded || err != nil {
				if err != nil {
					return false, err
				}
				continue
			}
			return m.unknown(g)
		}
		switch {
		case p.control != ctlNone:
			again, ok, err := m.control(p.control, &cb)
			if !again {
				return ok, err
			}
		case p.builtin != nil:
			n := p.key.arity
			m.args = m.args[:0]
			for i := range n {
				m.args = append(m.args, s.arg(g, i))
			}
			ok, err := p.builtin(m, m.args)
			if err != nil {
				err = m.withContext(err, p.key)
			}
			return ok, err
		default:
			m.args = m.args[:0]
			for i := range p.key.arity {
				m.args = append(m.args, s.arg(g, i))
			}
			return enterConcrete(m, s.d, &m.regs, p)
		}
	}
}

// unknown is the call of a predicate that does not exist.
func (m *Machine) unknown(g heap.Value) (bool, error) {
	name, arity := m.nameArity(g)
	switch m.flags[atomUnknown] {
	case term.Term(atomFail):
		return false, nil
	case term.Term(atomWarning):
		m.warn("Warning: Unknown procedure: %s", syntax.FormatWith(indicator(name, arity), syntax.WriteqOpts))
		return false, nil
	}
	err := existenceError("procedure", indicator(name, arity))
	if m.swi() {
		err.(*Thrown).Ball.(*term.Compound).Args[1] = term.New("context", m.callerContext(), term.NewVar("_"))
	}
	return false, err
}

// nameArity is the name and arity of the callable term g.
func (m *Machine) nameArity(g heap.Value) (term.Atom, int) {
	if g.IsSymbol() {
		return m.s.AtomOf(g), 0
	}
	f := Functor(m.h.Header(g).Class())
	return m.s.Name(f), m.s.Arity(f)
}

// goalArg is argument i of the goal in m.goal (re-read after every
// allocation: the goal moves).
func (m *Machine) goalArg(i int) heap.Value { return m.s.arg(m.s.Deref(m.goal), i) }

// control runs a control construct on m.goal. again reports that it
// replaced m.goal (and *cb) by a goal to call now; otherwise ok and err
// are the call's outcome.
func (m *Machine) control(c control, cb *int) (again, ok bool, err error) {
	s := m.s
	switch c {
	case ctlTrue:
		return false, true, nil
	case ctlFail:
		return false, false, nil
	case ctlCut:
		m.cutTo(*cb)
		return false, true, m.scheduleCleanups()
	case ctlAnd:
		if err := m.pushGoal(m.goalArg(1), *cb); err != nil {
			return false, false, err
		}
		m.goal = m.goalArg(0)
		return true, false, nil
	case ctlOr:
		left := s.Deref(m.goalArg(0))
		if name, arity := m.termName(left); arity == 2 && (name == atomIf || name == atomSoftIf) {
			h := len(m.cps)
			m.push(cpGoal, m.goalArg(1), *cb)
			if err := m.pushGoal(s.arg(s.Deref(m.goalArg(0)), 1), *cb); err != nil {
				return false, false, err
			}
			marker := m.markers.cutTo
			if name == atomSoftIf {
				marker = m.markers.softCut
			}
			if err := m.pushMarker(marker, h); err != nil {
				return false, false, err
			}
			m.goal = s.arg(s.Deref(m.goalArg(0)), 0)
			*cb = len(m.cps)
			return true, false, nil
		}
		m.push(cpGoal, m.goalArg(1), *cb)
		m.goal = m.goalArg(0)
		return true, false, nil
	case ctlIfThen:
		h := len(m.cps)
		if err := m.pushGoal(m.goalArg(1), *cb); err != nil {
			return false, false, err
		}
		if err := m.pushMarker(m.markers.cutTo, h); err != nil {
			return false, false, err
		}
		m.goal = m.goalArg(0)
		*cb = h
		return true, false, nil
	case ctlSoftIf:
		if err := m.pushGoal(m.goalArg(1), *cb); err != nil {
			return false, false, err
		}
		m.goal = m.goalArg(0)
		*cb = len(m.cps)
		return true, false, nil
	case ctlNot:
		h := len(m.cps)
		m.push(cpGoal, s.Atom(atomTrue), *cb)
		if err := m.pushGoal(s.Atom(atomFail), 0); err != nil {
			return false, false, err
		}
		if err := m.pushMarker(m.markers.cutTo, h); err != nil {
			return false, false, err
		}
		m.goal = m.goalArg(0)
		*cb = len(m.cps)
		return true, false, nil
	case ctlCall:
		if err := m.addArgs(); err != nil {
			return false, false, err
		}
		if err := m.checkCallable(m.goal); err != nil {
			return false, false, err
		}
		*cb = len(m.cps)
		return true, false, nil
	case ctlCatch:
		h := len(m.cps)
		m.push(cpCatch, m.goal, *cb)
		if err := m.pushMarker(m.markers.catchExit, h); err != nil {
			return false, false, err
		}
		m.goal = m.goalArg(0)
		*cb = len(m.cps)
		return true, false, nil
	case ctlThrow:
		ball := s.Deref(m.goalArg(0))
		if s.kindOf(ball) == kindVar {
			return false, false, instantiationError()
		}
		return false, false, &Thrown{Ball: s.ToTerm(ball, nil)}
	case ctlFindall, ctlFindall4:
		if err := m.checkListOrPartial(m.goalArg(2)); err != nil {
			return false, false, err
		}
		h := len(m.cps)
		m.push(cpFindall, m.goal, *cb)
		m.cont, m.pc = heap.Nil, 0
		if err := m.pushMarker(m.markers.collect, h); err != nil {
			return false, false, err
		}
		m.goal = s.arg(s.Deref(m.cps[h].goal), 1)
		if err := m.checkCallable(m.goal); err != nil {
			return false, false, err
		}
		*cb = len(m.cps)
		return true, false, nil
	case ctlCutTo:
		m.cutTo(m.markerArg())
		return false, true, m.scheduleCleanups()
	case ctlSoftCut:
		if h := m.markerArg(); h < len(m.cps) {
			m.cps[h].kind = cpDead
		}
		return false, true, nil
	case ctlCatchExit:
		if h := m.markerArg(); h == len(m.cps)-1 && m.cps[h].kind == cpCatch {
			m.pop()
		}
		return false, true, nil
	case ctlCollect:
		h := m.markerArg()
		c, err := s.CopyTerm(s.arg(s.Deref(m.cps[h].goal), 0))
		if err != nil {
			return false, false, heapError(err)
		}
		cell, err := s.NewCompound(Functor(s.listHeader.Class()), c, m.cps[h].extra.bag)
		if err != nil {
			return false, false, heapError(err)
		}
		m.cps[h].extra.bag = cell
		return false, false, nil
	case ctlCallClean:
		if err := m.callCleanup(cb); err != nil {
			return false, false, err
		}
		return true, false, nil
	case ctlCleanExit:
		m.cleanupExit()
		return false, true, nil
	case ctlCleanRun:
		m.runDue()
		return false, true, nil
	case ctlRepeat:
		m.push(cpRepeat, heap.Nil, 0)
		return false, true, nil
	case ctlBetween:
		ok, err := m.between()
		return false, ok, err
	}
	panic("engine: unknown control construct")
}

// checkCallable raises type_error(callable, G) when the goal g, seen
// as a body (ISO 7.6.2), has a number where a goal should be: call/1
// checks the whole conjunction before running any of it.
func (m *Machine) checkCallable(g heap.Value) error {
	s := m.s
	g = s.Deref(g)
	stack := []heap.Value{g}
	for len(stack) > 0 {
		t := s.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		switch k := s.kindOf(t); k {
		case kindInt, kindFloat:
			return m.typeError("callable", g)
		case kindCompound:
			name, arity := m.nameArity(t)
			if arity == 2 && (name == term.Comma || name.Name() == ";" || name == atomIf) {
				stack = append(stack, s.arg(t, 0), s.arg(t, 1))
			}
		}
	}
	return nil
}

// markerFunctors are the functors of the solver's marker goals,
// interned once: pushMarker runs on every if-then-else.
type markerFunctors struct {
	cutTo, softCut, catchExit, collect, cleanupExit, runCleanups Functor
}

// internMarkers interns the marker functors.
func (s *Store) internMarkers() markerFunctors {
	f := func(name term.Atom) Functor {
		id, _ := s.Functor(name, 1) // arity 1 is in range
		return id
	}
	return markerFunctors{f(atomCutTo), f(atomSoft), f(atomCExit), f(atomCollec), f(atomCleanX), f(atomCleanR)}
}

// markerArg is the height argument of a solver marker goal.
func (m *Machine) markerArg() int { return int(m.goalArg(0).Int()) }

// pushMarker pushes the goal f(h) on the continuation (f one of
// m.markers).
func (m *Machine) pushMarker(f Functor, h int) error {
	w, _ := heap.SmallInt(int64(h))
	g, err := m.s.NewCompound(f, w)
	if err != nil {
		return heapError(err)
	}
	return m.pushGoal(g, 0)
}

// termName is the name and arity of a callable term, or arity -1.
func (m *Machine) termName(t heap.Value) (term.Atom, int) {
	switch {
	case t.IsSymbol():
		return m.s.AtomOf(t), 0
	case t.IsRef() && isCompound(m.h.Header(t)):
		return m.nameArity(t)
	}
	return term.Atom{}, -1
}

// addArgs replaces the goal call(G, A1, ..., An) in m.goal by G with
// A1..An added to its arguments.
func (m *Machine) addArgs() error {
	s := m.s
	g := s.Deref(m.goal)
	_, n := m.nameArity(g)
	if n == 1 {
		m.goal = s.arg(g, 0)
		return nil
	}
	inner := s.Deref(s.arg(g, 0))
	name, arity := m.termName(inner)
	switch {
	case arity < 0 && s.kindOf(inner) == kindVar:
		return instantiationError()
	case arity < 0:
		return m.typeError("callable", inner)
	}
	m.args = m.args[:0]
	for i := range arity {
		m.args = append(m.args, s.arg(inner, i))
	}
	for i := 1; i < n; i++ {
		m.args = append(m.args, s.arg(g, i))
	}
	f, err := s.Functor(name, len(m.args))
	if err != nil {
		return representationError("max_arity")
	}
	c, err := s.NewCompound(f, m.args...)
	if err != nil {
		return heapError(err)
	}
	m.goal = c
	return nil
}

// finishFindall ends the findall whose collector is the newest
// choicepoint: it unifies the list of solutions with the result.
func (m *Machine) finishFindall() (bool, error) {
	top := len(m.cps) - 1
	cp := &m.cps[top]
	tail := m.s.Atom(term.Nil)
	_, arity := m.nameArity(m.s.Deref(cp.goal))
	if arity == 4 {
		tail = m.s.arg(m.s.Deref(cp.goal), 3)
	}
	list := tail
	for cell := cp.extra.bag; cell != heap.Nil; {
		next := m.h.Field(cell, 1)
		m.h.SetField(cell, 1, list)
		list, cell = cell, next
	}
	result := m.s.arg(m.s.Deref(cp.goal), 2)
	cp.resume(m)
	m.pop()
	return m.s.Unify(result, list), nil
}

// enter calls the user predicate p on the arguments in r.args: it tries
// the first clause that may match, leaving a choicepoint (which saves
// the arguments) when another may. It is the predicate-entry merge
// point: a recording specializes on the clauses that the first
// argument's key selects (the key's guards) and depends on p's clause
// list, which assert and retract change (quasi-immutable: no guard);
// it follows a call that leaves no choicepoint, and ends at one that
// leaves one.
func enter[V, C any, D domain.Domain[V, C]](m *Machine, d D, r *regs[V], p *pred) (bool, error) {
	if d.Tracing() {
		if r.atEntry(p, r.args) {
			return true, nil
		}
		if d.Poll(m.pollWord()) { // a halt is asked for: the solver takes it
			return false, nil
		}
	}
	if !d.Tracing() && m.jit != nil && (p.dormant>>uint(m.pc)&1 == 0 || m.jit.skip) {
		// (the test of a dormant entry written out: jit.go's jitEntry)
		if replaced, err := m.jitEntry(p); replaced || err != nil {
			return err == nil, err // the solver goes on where compiled code left the registers
		}
	}
	m.inferences++
	if d.Tracing() {
		d.LoadQuasi(&p.version)
	}
	key, arg := noKey, p.indexArg
	if int(arg) < len(r.args) {
		// The indexing key of the argument (written out here: a
		// function of its own is too big for the Go compiler to
		// inline): its atomic word, compoundKey of a compound's
		// header, or noKey. A recording guards what the clause
		// selection depends on: a compound's functor (the header,
		// promoted), or an atomic word's equality with the clauses'
		// atomic keys (atomicKey).
		a := r.args[arg]
		if d.Branch(isRef(d, a)) { // an atomic word needs no call
			a = deref(d, m.s.dh, a)
		}
		if d.Branch(isRef(d, a)) {
			if hd := heap.Header(d.Concrete(d.Promote(d.LoadHeader(m.s.dh, a)))); isCompound(hd) {
				key = compoundKey(hd)
			}
		} else if !d.Tracing() {
			key = heap.Value(d.Concrete(a))
		} else {
			key = atomicKey(d, p, a)
		}
	}
	cs := p.candidates(key)
	i := nextMatch(cs, 0, key, arg, p.gen)
	if i < 0 {
		return false, nil
	}
	cb := cpHeight(m, d, r) // the clause's cut barrier: the height before its choicepoint
	if d.Tracing() {
		return traceClauses(m, d, r, p, cs, i, key, arg, cb)
	}
	if j := nextMatch(cs, i+1, key, arg, p.gen); j >= 0 {
		// Only the interpreter gets here: r is the machine's registers.
		cp := m.push(cpClauses, heap.Nil, 0)
		cp.clauses, cp.next, cp.key, cp.arg, cp.gen = cs, int32(j), key, arg, p.gen
		cp.argBase, cp.argN = int32(len(m.argStack)), int32(len(m.args))
		m.argStack = append(m.argStack, m.args...)
	}
	return tryClause(m, d, r, cs[i], cb)
}

// traceClauses is enter's clause selection when recording, from the
// candidate cs[i]: a trace pushes no choicepoint, so a clause that
// another may follow is tried as if its choicepoint were there, up to
// the cut that would remove it: its head and prefix guard the way they
// went. While the choicepoint would be there (b.spec), the variables
// older than it that the clause binds are kept (b.undo), and a clause
// that fails before its cut unbinds them, in the trace, before the next
// candidate is tried, as backtracking into the choicepoint would. A clause that
// needs its choicepoint (it reaches its body, or succeeds, without
// cutting) ends the recording. A guard of the clauses tried resumes at
// the predicate's entry, where the interpreter pushes the choicepoint.
func traceClauses[V, C any, D domain.Domain[V, C]](m *Machine, d D, r *regs[V], p *pred, cs []*clause, i int, key heap.Value, arg uint8, cb V) (bool, error) {
	var args []V // the call's arguments, as the choicepoint saves them
	for {
		j := nextMatch(cs, i+1, key, arg, p.gen)
		if args != nil {
			r.args = append(r.args[:0], args...) // a prefix's =/2 took the registers
		}
		if j < 0 {
			return tryClause(m, d, r, cs[i], cb)
		}
		args = append(args[:0], r.args...)
		b := r.b
		b.spec, b.outer, b.mark = true, b.mark, r.serial
		ok, err := tryClause(m, d, r, cs[i], cb)
		spec := b.spec
		if spec {
			b.spec, b.mark = false, b.outer
		}
		switch {
		case err != nil || d.Done():
			return ok, err
		case !spec: // committed: the cut removed the choicepoint
			return ok, nil
		case ok:
			d.Abandon("a call leaves a choicepoint")
			return false, nil
		}
		// Backtracking into the choicepoint: the bindings undone.
		for _, v := range b.undo {
			d.StoreField(m.s.dh, v, varBinding, d.Const(int64(heap.Unbound)))
		}
		if len(b.undo) > 0 {
			b.undo = b.undo[:0]
			b.resume()
		}
		i = j
	}
}

// commit is, when recording, the cut of a clause that traceClauses
// tries as if its choicepoint were there: the choicepoint is gone, and
// bindings are trailed as before the call, so the recording ends if one
// it made while the choicepoint was there needs the trail. It reports
// false then.
func commit[V, C any, D domain.Domain[V, C]](m *Machine, d D, b *bindings[V]) bool {
	if !b.spec {
		return true
	}
	for _, v := range b.undo {
		if d.Branch(d.Lt(d.LoadField(m.s.dh, v, varSerial), b.outer)) {
			d.Abandon("a binding to trail")
			return false
		}
	}
	b.spec, b.mark = false, b.outer
	return true
}

// atomicKey is the key of the atomic argument a of a call of p when
// recording: a is compared with the clauses' atomic keys, so that a
// loop over integers is not specialized on each of them.
func atomicKey[V, C any, D domain.Domain[V, C]](d D, p *pred, a V) heap.Value {
	for _, c := range p.clauses {
		if k := c.keys[p.indexArg]; k != noKey && !isCompoundKey(k) && c.erased == 0 && d.Branch(d.Eq(a, d.Const(int64(k)))) {
			return k
		}
	}
	// a equals no clause's key: the clauses it selects are those of any
	// such word.
	return heap.Value(d.Peek(a))
}
