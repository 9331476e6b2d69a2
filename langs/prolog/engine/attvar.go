package engine

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

// Attributed variables (SWI-Prolog's interface, which libraries build
// freeze/2, dif/2, when/2 and CLP(FD) on): a variable with attributes is
// a variable cell of class classAttVar whose binding slot holds its
// attributes, the term att(Module, Value, More) ending in [] that
// get_attrs/2 shows. Dereferencing stops at it, so unification and head
// matching see an object they do not match, and their cold paths
// (unifyAttVar) bind it: the cell becomes a plain bound variable, and
// its attributes and the value go to the bindings' wake list. Before the
// next goal runs, the solver calls '$wakeup'(Pairs) (wakeup: the library
// that defines it calls each module's attr_unify_hook/2), in the order
// of the bindings, as SWI-Prolog does after a head unification and
// after a builtin. Every change of an attributed variable older than the
// newest choicepoint is trailed on the bindings' vtrail: backtracking
// restores its attributes and unbinds it.

// isAttVar reports whether the dereferenced term v is an unbound
// attributed variable.
func (s *Store) isAttVar(v heap.Value) bool { return v.IsRef() && s.h.HeaderAt(v) == attVarHeader }

// attrs is the attribute list of the dereferenced variable v ([] when
// it is a plain variable).
func (s *Store) attrs(v heap.Value) heap.Value {
	if s.isAttVar(v) {
		return s.h.Field(v, attVarAttrs)
	}
	return s.Atom(term.Nil)
}

// setAttrs makes attrs the attribute list of the unbound variable v
// (dereferenced): [] makes it a plain variable. A plain variable that
// gets attributes gets a new serial number, as SWI-Prolog makes a new
// cell for it: an attributed variable is as old as its attributes
// (which one unification binds, and the standard order of variables,
// follow). Backtracking undoes it.
func (s *Store) setAttrs(v, attrs heap.Value) error {
	old := s.h.Field(v, varSerial) // a plain variable's: its serial
	if s.isAttVar(v) {
		old = s.h.Field(v, attVarAttrs)
	}
	if attrs == s.Atom(term.Nil) {
		if old.IsInt() {
			return nil // no attributes before either
		}
		s.trailAttVar(v, old)
		s.h.SetField(v, varBinding, heap.Unbound)
		s.h.SetClass(v, classVar)
		return nil
	}
	if old.IsInt() {
		serial, err := s.nextSerial()
		if err != nil {
			return err
		}
		s.trailAttVar(v, old)
		s.h.SetField(v, varSerial, serial)
		s.h.SetClass(v, classAttVar)
	} else {
		s.trailAttVar(v, old)
	}
	s.h.SetField(v, attVarAttrs, attrs)
	return nil
}

// trailAttVar trails a change of the variable v, whose binding slot (an
// attributed variable's attributes) or, for a plain variable, whose
// serial number was old, when v is older than the newest choicepoint.
func (s *Store) trailAttVar(v, old heap.Value) {
	if s.attVarTrailed(v, old) {
		s.b.vtrail = append(s.b.vtrail, v, old)
	}
}

// attVarTrailed reports whether the change of v from old must be undone
// by backtracking: whether v was older than the newest choicepoint.
func (s *Store) attVarTrailed(v, old heap.Value) bool {
	serial := old // a plain variable's serial
	if !old.IsInt() {
		serial = s.h.Field(v, varSerial)
	}
	return int64(serial) < int64(s.b.mark)
}

// undoAttVars undoes the attributed variables' trail down to its
// length n, newest first, and forgets the bindings not woken yet.
func (s *Store) undoAttVars(n int) {
	t := s.b.vtrail
	for i := len(t) - 2; i >= n; i -= 2 {
		v, old := t[i], t[i+1]
		switch {
		case !v.IsRef(): // an undoer's entry: its id and length
			s.undoers[v.Int()].Undo(int(old.Int()))
		case old.IsInt(): // a plain variable, and its serial
			s.h.SetField(v, varBinding, heap.Unbound)
			s.h.SetField(v, varSerial, old)
			s.h.SetClass(v, classVar)
		default:
			s.h.SetField(v, attVarAttrs, old)
			s.h.SetClass(v, classAttVar)
		}
	}
	clear(t[n:])
	s.b.vtrail = t[:n]
	clear(s.b.wake)
	s.b.wake = s.b.wake[:0]
}

// atomWakeup is the predicate the solver calls with the bindings of
// attributed variables to wake: '$wakeup'([Attrs-Value, ...]).
var atomWakeup = term.Intern("$wakeup")

// wakeGoal takes the bindings to wake off the wake list as the goal
// '$wakeup'(Pairs). It is a safe point (the wake list is a root until
// the goal is built).
func (m *Machine) wakeGoal() (heap.Value, error) {
	s := m.s
	n := len(s.b.wake) / 2
	minus, _ := s.Functor(atomMinus, 2)
	wakeup, _ := s.Functor(atomWakeup, 1)
	pairHd, wakeHd := s.header(minus), s.header(wakeup)
	const cellWords = heap.HeaderWords + 2
	b, err := m.h.AllocBlock(n*2*cellWords + heap.HeaderWords + 1)
	if err != nil {
		return 0, heapError(err)
	}
	list := s.Atom(term.Nil)
	for i := n - 1; i >= 0; i-- {
		p := m.h.PlaceObject(b, 2*i*cellWords, pairHd)
		m.h.SetField(p, 0, s.b.wake[2*i])
		m.h.SetField(p, 1, s.b.wake[2*i+1])
		c := m.h.PlaceObject(b, (2*i+1)*cellWords, s.listHeader)
		m.h.SetField(c, 0, p)
		m.h.SetField(c, 1, list)
		list = c
	}
	g := m.h.PlaceObject(b, 2*n*cellWords, wakeHd)
	m.h.SetField(g, 0, list)
	clear(s.b.wake)
	s.b.wake = s.b.wake[:0]
	return g, nil
}

// atomMinus is -/2's name.
var atomMinus = term.Intern("-")

// scheduleWakeup puts the goal that wakes the attributed variables bound
// so far in front of the continuation: it runs before the next goal,
// with a cut barrier of its own. A body goal waiting to run from the
// frame (m.next) becomes a goal term first, behind it.
func (m *Machine) scheduleWakeup() error {
	if g := m.next; g != nil {
		m.next = nil
		t, err := buildGoalConcrete(m, m.s.d, &m.regs, g)
		if err != nil {
			return err
		}
		if err := m.pushGoal(t, int(m.nextCB.Int())); err != nil {
			return err
		}
	}
	g, err := m.wakeGoal()
	if err != nil {
		return err
	}
	return m.pushGoal(g, len(m.cps))
}

// wakeClause goes on with the clause cl, called with cut barrier cb,
// whose head matched (or whose prefix code just run) bound attributed
// variables: the rest of its body, from code pc (none when pc < 0),
// runs from an environment made now, after the wakeup.
func (m *Machine) wakeClause(cl *clause, cb, pc int) (bool, error) {
	if pc >= 0 && pc < len(cl.goals) {
		// The slots of the variables the body has not made yet hold
		// pending or 0 (reset's): no ref, and the body makes them.
		env, err := m.h.AllocHeader(cl.envHeader)
		if err != nil {
			return false, heapError(err)
		}
		id, _ := heap.SmallInt(int64(m.clauseID(cl)))
		for i, v := range m.hs.frame {
			m.h.SetField(env, envSlots+i, v)
		}
		pushContConcrete(m, m.s.d, &m.regs, env, id, intWord(cb), pc)
	}
	return true, m.scheduleWakeup()
}

// An Undoer is Go-side state that a library changes as a program runs
// and backtracking restores, as the CLP(FD) solver's domains: the
// library keeps its own trail of changes, tells the store its length
// before each change (Machine.Trail), and is asked to undo its changes
// down to a length it gave when the program backtracks past it.
type Undoer interface {
	Undo(n int)
}

// AddUndoer registers u with the machine and returns its id for Trail.
func (m *Machine) AddUndoer(u Undoer) int {
	s := m.s
	s.undoers = append(s.undoers, u)
	s.undoEpoch = append(s.undoEpoch, 0)
	return len(s.undoers) - 1
}

// Trail records that the undoer id is about to change its state, whose
// trail has length n: backtracking to a choicepoint made before now
// calls its Undo with n (or less). It costs a compare when nothing was
// made or backtracked into since the undoer's last Trail.
func (m *Machine) Trail(id, n int) {
	s := m.s
	if s.undoEpoch[id] == s.epoch {
		return
	}
	s.undoEpoch[id] = s.epoch
	idw, _ := heap.SmallInt(int64(id))
	nw, _ := heap.SmallInt(int64(n))
	s.b.vtrail = append(s.b.vtrail, idw, nw)
}

// AttVar reports whether v is an unbound attributed variable.
func (m *Machine) AttVar(v heap.Value) bool { return m.s.isAttVar(m.s.Deref(v)) }

// Attrs is the attribute list of the variable v, att(Module, Value,
// More) ending in [] ([] when v has none or is not a variable).
func (m *Machine) Attrs(v heap.Value) heap.Value { return m.s.attrs(m.s.Deref(v)) }

// SetAttrs makes attrs the attribute list of the unbound variable v ([]
// makes it a plain variable); backtracking undoes it. It reports false
// when v is not an unbound variable.
func (m *Machine) SetAttrs(v, attrs heap.Value) (bool, error) {
	v = m.s.Deref(v)
	if m.s.kindOf(v) != kindVar {
		return false, nil
	}
	return true, m.s.setAttrs(v, m.s.Deref(attrs))
}

// TermAttVars are the attributed variables of t and, recursively, of
// their attributes, each once, in the order a depth-first walk meets
// them (term_attvars/2).
func (m *Machine) TermAttVars(t heap.Value) []heap.Value {
	s := m.s
	var out []heap.Value
	seen := map[heap.Value]bool{}
	stack := []heap.Value{t}
	for len(stack) > 0 {
		v := s.Deref(stack[len(stack)-1])
		stack = stack[:len(stack)-1]
		if !v.IsRef() || seen[v] {
			continue
		}
		switch hd := m.h.HeaderAt(v); {
		case hd == attVarHeader:
			seen[v] = true
			out = append(out, v)
			stack = append(stack, m.h.Field(v, attVarAttrs))
			stack = append(stack, s.attrReach(v)...)
		case isCompound(hd):
			seen[v] = true
			for i := hd.Len() - 1; i >= 0; i-- {
				stack = append(stack, m.h.Field(v, i))
			}
		}
	}
	return out
}

// ModuleLocal is the name a library's (a module's) own predicate name
// has in the machine: '$Module:name'. The hooks of attributed variables
// of module M are M's own: '$M:attr_unify_hook'/2, '$M:attribute_goals'/3.
func ModuleLocal(module, name string) term.Atom { return term.Intern("$" + module + ":" + name) }

// Defined reports whether the predicate name/arity exists: a builtin, or
// one with clauses or declared.
func (m *Machine) Defined(name term.Atom, arity int) bool {
	p, ok := m.preds[predKey{name, arity}]
	return ok && (p.defined || p.isBuiltin())
}

// attrHooks are the predicates a module defines for its attributed
// variables, by name and arity as a clause's head has them.
var attrHooks = map[predKey]bool{
	{term.Intern("attr_unify_hook"), 2}:   true,
	{term.Intern("attribute_goals"), 1}:   true, // a grammar rule's head
	{term.Intern("attribute_goals"), 3}:   true,
	{term.Intern("attr_portray_hook"), 2}: true,
}

// moduleHooks gives the hooks a program defines for a module M their
// names in the machine (ModuleLocal): a clause or grammar rule whose head
// is M:attr_unify_hook(...), or, in a file that begins with :- module(M,
// Exports), attr_unify_hook(...). It notes the module of such a
// directive.
func (m *Machine) moduleHooks(t term.Term) term.Term {
	c, ok := t.(*term.Compound)
	if !ok {
		return t
	}
	if d, ok := moduleDirective(t); ok {
		if name, ok := d.Args[0].(term.Atom); ok {
			m.sourceModule = name.Name()
		}
		return t
	}
	if (c.Functor == atomNeck || c.Functor == atomDCG) && len(c.Args) == 2 {
		if h, ok := m.hookHead(c.Args[0]); ok {
			return &term.Compound{Functor: c.Functor, Args: []term.Term{h, c.Args[1]}}
		}
		return t
	}
	if h, ok := m.hookHead(t); ok {
		return h
	}
	return t
}

// hookHead is the head h of a module's hook under its name in the
// machine, or false when h is not one.
func (m *Machine) hookHead(h term.Term) (term.Term, bool) {
	module := m.sourceModule
	if q, ok := h.(*term.Compound); ok && q.Functor == atomColon && len(q.Args) == 2 {
		mod, ok := q.Args[0].(term.Atom)
		if !ok {
			return nil, false
		}
		module, h = mod.Name(), q.Args[1]
	}
	c, ok := h.(*term.Compound)
	if !ok || module == "" || module == "user" || !attrHooks[predKey{c.Functor, len(c.Args)}] {
		return nil, false
	}
	return &term.Compound{Functor: ModuleLocal(module, c.Functor.Name()), Args: c.Args}, true
}

// AttrModule is what a library whose attributes hold Go-side state (the
// CLP(FD) solver's variable numbers) tells the engine: what else an
// attribute value stands for, and how to copy it.
type AttrModule struct {
	// Reach lists the terms an attribute value stands for besides
	// itself, which term_attvars/2 and copy_term/2 walk as part of the
	// value: the variables the Go-side state connects it to.
	Reach func(value heap.Value) []heap.Value
	// Copy gives the copies that copy_term/2 and findall/3 made of
	// attributed variables with the module's attribute their own
	// attribute values (a copy first holds the original's value):
	// pairs holds each original followed by its copy, a root set that
	// Copy may allocate with.
	Copy func(pairs []heap.Value) error
}

// SetAttrModule registers what the module name's attributes need.
func (m *Machine) SetAttrModule(name string, am AttrModule) {
	if m.s.attrModules == nil {
		m.s.attrModules = map[heap.Value]AttrModule{}
	}
	m.s.attrModules[m.s.Atom(term.Intern(name))] = am
}

// AttrReach is the terms the attributes of the attributed variable v
// stand for besides themselves (AttrModule.Reach).
func (m *Machine) AttrReach(v heap.Value) []heap.Value { return m.s.attrReach(m.s.Deref(v)) }

// attrModuleValues calls f with the AttrModule and value of each of the
// attributed variable v's attributes whose module registered one.
func (s *Store) attrModuleValues(v heap.Value, f func(AttrModule, heap.Value)) {
	if len(s.attrModules) == 0 {
		return
	}
	for l := s.Deref(s.h.Field(v, attVarAttrs)); l.IsRef() && isCompound(s.h.HeaderAt(l)) && s.h.HeaderAt(l).Len() == 3; l = s.Deref(s.arg(l, 2)) {
		if am, ok := s.attrModules[s.Deref(s.arg(l, 0))]; ok {
			f(am, s.arg(l, 1))
		}
	}
}

// attrReach is AttrReach for the dereferenced attributed variable v.
func (s *Store) attrReach(v heap.Value) []heap.Value {
	var out []heap.Value
	s.attrModuleValues(v, func(am AttrModule, value heap.Value) {
		if am.Reach != nil {
			out = append(out, am.Reach(value)...)
		}
	})
	return out
}

// attrCopied reports whether v has an attribute whose module copies
// values itself.
func (s *Store) attrCopied(v heap.Value) bool {
	copied := false
	s.attrModuleValues(v, func(am AttrModule, _ heap.Value) { copied = copied || am.Copy != nil })
	return copied
}

// copyAttrs calls each module's Copy with the copies pairs of CopyTerm's
// copy root. It is a safe point: root and the pairs are a root set of
// their own meanwhile.
func (s *Store) copyAttrs(root heap.Value, pairs []heap.Value) (heap.Value, error) {
	words := append([]heap.Value{root}, pairs...)
	id := s.h.AddRootWords(words)
	defer s.h.RemoveRoots(id)
	for _, am := range s.attrModules {
		if am.Copy == nil {
			continue
		}
		if err := am.Copy(words[1:]); err != nil {
			return 0, err
		}
	}
	return words[0], nil
}

// builtinModuleGoal is '$module_goal'(M, G, G1): G1 is the goal G of
// the module M: the library M's own predicate (ModuleLocal) when it has
// one of G's name and arity, else G (every other predicate is the
// program's).
func builtinModuleGoal(m *Machine, a []heap.Value) (bool, error) {
	s := m.s
	mod, g := s.Deref(a[0]), s.Deref(a[1])
	if !mod.IsSymbol() {
		return s.Unify(a[2], g), nil
	}
	name, arity := m.termName(g)
	if arity < 0 {
		return s.Unify(a[2], g), nil
	}
	local := ModuleLocal(s.AtomOf(mod).Name(), name.Name())
	if !m.Defined(local, arity) {
		return s.Unify(a[2], g), nil
	}
	if arity == 0 {
		return s.Unify(a[2], s.Atom(local)), nil
	}
	f, err := s.Functor(local, arity)
	if err != nil {
		return false, representationError("max_arity")
	}
	args := make([]heap.Value, arity)
	for i := range args {
		args[i] = s.arg(g, i)
	}
	c, err := s.NewCompound(f, args...)
	if err != nil {
		return false, heapError(err)
	}
	return s.Unify(a[2], c), nil
}

// builtinDefined is '$defined'(Name, Arity): the predicate has clauses
// or is a builtin (a library's, once loaded).
func builtinDefined(m *Machine, a []heap.Value) (bool, error) {
	name, ok := m.AtomOf(a[0])
	n, _, ok2 := m.IntOf(a[1])
	return ok && ok2 && m.Defined(name, int(n)), nil
}
