package clpfd

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/lib/attvar"
)

// The solver keeps the state of the CLP(FD) variables in Go: each one's
// domain and propagators, with a trail that backtracking undoes (the
// solver is an engine.Undoer: the engine asks it to undo its changes
// when the program backtracks past them). A Prolog variable becomes a
// CLP(FD) variable when it gets the attribute clpfd, whose value is the
// index of its fdvar in the solver's table; binding it wakes
// attr_unify_hook/2, which propagates. Propagation follows SWI-Prolog's
// library(clpfd): the same propagators, triggered by the same events
// (a variable's instantiation, a change of its bounds, any change) from
// a queue of ordinary and one of global propagators, and its
// terminating propagation on infinite domains (put_terminating: a bound
// or the spread of an infinite domain may change once after a
// constraint is posted).

// solver is the CLP(FD) state of one machine.
type solver struct {
	m *engine.Machine
	// vars are the variables by id; cells the Prolog variables of
	// those that have one (a root set). Backtracking past a variable's
	// creation frees its entries (freeVars, freeCells), which new ones
	// reuse; the copies of variables that copy_term/2 and findall/3
	// make are never freed (they outlive the backtracking of
	// findall/3).
	vars      []*fdvar
	cells     []heap.Value
	freeVars  []int32
	freeCells []int32
	// trail holds what backtracking restores; undoID is the solver's
	// id as the machine's undoer.
	trail  []undo
	undoID int
	// queue is the propagators to run: ordinary ones first, then the
	// global ones (SWI-Prolog's fast and slow queues).
	queue [2]propQueue
	// running is the propagator being run that its own changes do not
	// trigger again (no_reactivation/1: all_distinct and the like).
	running *prop
	// propagating is set while propagate runs the queue.
	propagating bool
	// fresh are the variables made by the builtin running that are
	// not attached yet (no clpfd attribute), so that a Prolog variable
	// met twice is one variable.
	fresh []*fdvar
	// err is an error (of an allocation) met while propagating,
	// raised when the builtin returns.
	err   error
	roots heap.RootsID
	ready bool
}

// flag is a state of put_terminating's: whether a bound or the spread
// of an infinite domain changed since the last constraint was posted.
type flag uint8

const (
	flagNo      flag = iota
	flagYes          // changed: does not trigger propagators again
	flagBounded      // the domain is (was once) bounded: every change triggers
)

// Event lists: the propagators a variable wakes when it is
// instantiated, when its bounds change, on every change.
const (
	onGround = iota
	onBounds
	onAny
)

// varState is what the trail saves of a variable.
type varState struct {
	dom domain
	// props are the propagators to wake, by event, oldest first
	// (SWI-Prolog's lists are newest first: they are walked from the
	// end).
	props               [3][]*prop
	left, right, spread flag
	attached            bool
	// cell is the index of the variable's Prolog variable in cells,
	// or -1 (a constant, or an auxiliary variable not attached yet).
	cell int32
	// alias is the variable this one was unified with, when it was.
	alias *fdvar
}

// fdvar is a CLP(FD) variable, or an integer (a constant: no cell).
type fdvar struct {
	varState
	id    int32
	saved uint64
}

// undo is one entry of the solver's trail: a variable's or a
// propagator's old state, an original goal to mark unwritten, or a
// variable (made) or cell (cell+1) to free.
type undo struct {
	v    *fdvar
	vs   varState
	p    *prop
	ps   propState
	o    *original
	made *fdvar
	cell int32
}

// newSolver is a machine's solver (Library.NewState).
func newSolver() any { return &solver{} }

// solverOf is m's solver, ready.
func solverOf(m *engine.Machine) *solver {
	s := m.State(Library).(*solver)
	if !s.ready {
		s.m = m
		s.undoID = m.AddUndoer(s)
		s.roots = m.Store().Heap().AddRoots(s)
		m.SetAttrModule("clpfd", engine.AttrModule{Reach: s.reach, Copy: s.copyVars})
		s.ready = true
	}
	return s
}

// VisitRoots visits the cells (heap.Roots).
func (s *solver) VisitRoots(visit func(*heap.Value)) {
	for i := range s.cells {
		visit(&s.cells[i])
	}
}

// Undo undoes the trail down to length n (engine.Undoer).
func (s *solver) Undo(n int) {
	for i := len(s.trail) - 1; i >= n; i-- {
		e := &s.trail[i]
		switch {
		case e.v != nil:
			e.v.varState = e.vs
		case e.p != nil:
			e.p.propState = e.ps
		case e.o != nil:
			e.o.written = false
		case e.made != nil:
			s.vars[e.made.id] = nil
			s.freeVars = append(s.freeVars, e.made.id)
		default:
			s.cells[e.cell-1] = 0
			s.freeCells = append(s.freeCells, e.cell-1)
		}
		*e = undo{}
	}
	s.trail = s.trail[:n]
	s.clearQueue()
}

// record tells the machine the trail is about to grow.
func (s *solver) record() { s.m.Trail(s.undoID, len(s.trail)) }

// local reports whether s is a solver of its own for a computation on
// variables no Prolog variable has (min_max_factor's): nothing is
// trailed.
func (s *solver) local() bool { return s.m == nil }

// newCell keeps the Prolog variable c in cells and is its index; the
// entry is freed on backtracking unless persistent.
func (s *solver) newCell(c heap.Value, persistent bool) int32 {
	var i int32
	if n := len(s.freeCells); n > 0 {
		i, s.freeCells = s.freeCells[n-1], s.freeCells[:n-1]
		s.cells[i] = c
	} else {
		i = int32(len(s.cells))
		s.cells = append(s.cells, c)
	}
	if !persistent && !s.local() {
		s.record()
		s.trail = append(s.trail, undo{cell: i + 1})
	}
	return i
}

// tableVar gives v an id in the variable table; the entry is freed on
// backtracking unless persistent.
func (s *solver) tableVar(v *fdvar, persistent bool) {
	if n := len(s.freeVars); n > 0 {
		v.id, s.freeVars = s.freeVars[n-1], s.freeVars[:n-1]
		s.vars[v.id] = v
	} else {
		v.id = int32(len(s.vars))
		s.vars = append(s.vars, v)
	}
	if !persistent && !s.local() {
		s.record()
		s.trail = append(s.trail, undo{made: v})
	}
}

// lookup is the variable whose id is the attribute value a.
func (s *solver) lookup(a heap.Value) (*fdvar, bool) {
	n, _, ok := s.m.IntOf(a)
	if !ok || n < 0 || int(n) >= len(s.vars) || s.vars[n] == nil {
		return nil, false
	}
	return s.vars[n].deref(), true
}

// save trails v's state unless it was saved since the newest
// choicepoint.
func (s *solver) save(v *fdvar) {
	if s.local() {
		return
	}
	if e := s.m.Epoch(); v.saved != e {
		s.record()
		s.trail = append(s.trail, undo{v: v, vs: v.varState})
		v.saved = e
	}
}

// savep trails p's state likewise.
func (s *solver) savep(p *prop) {
	if s.local() {
		return
	}
	if e := s.m.Epoch(); p.saved != e {
		s.record()
		s.trail = append(s.trail, undo{p: p, ps: p.propState})
		p.saved = e
	}
}

// saveo trails that the original goal o was not written.
func (s *solver) saveo(o *original) {
	if !s.local() {
		s.record()
		s.trail = append(s.trail, undo{o: o})
	}
}

// deref is the variable v stands for (v, unless it was unified with
// another one).
func (v *fdvar) deref() *fdvar {
	for v.alias != nil {
		v = v.alias
	}
	return v
}

// value is v's integer when its domain has one.
func (v *fdvar) value() (num, bool) { return v.deref().dom.single() }

// isVar reports whether v is not instantiated (nonvar/1's negation).
func (v *fdvar) isVar() bool {
	_, ok := v.value()
	return !ok
}

// constant is the integer n as a variable.
func constant(n num) *fdvar {
	return &fdvar{varState: varState{dom: singleton(n), attached: true, cell: -1}, id: -1}
}

// newVar makes a variable with the domain inf..sup for the Prolog
// variable cell (0 for an auxiliary variable the solver makes: it gets
// a Prolog variable when attached). It does not allocate on the heap.
func (s *solver) newVar(cell heap.Value, hasCell bool) *fdvar {
	v := &fdvar{varState: varState{dom: fullDomain, cell: -1}}
	s.tableVar(v, false)
	if hasCell {
		v.cell = s.newCell(cell, false)
	}
	s.fresh = append(s.fresh, v)
	return v
}

// attach gives v the attribute clpfd (and a Prolog variable if it is an
// auxiliary one), as SWI-Prolog's first fd_put/3 does: its age as an
// attributed variable, which orders residual goals, is now's.
func (s *solver) attach(v *fdvar) error {
	if v.attached {
		return nil
	}
	if v.cell < 0 {
		c, err := s.m.NewVar()
		if err != nil {
			return err
		}
		s.save(v)
		v.cell = s.newCell(c, false)
	}
	s.save(v)
	v.attached = true
	id, _ := heap.SmallInt(int64(v.id))
	return attvar.PutAttr(s.m, s.cells[v.cell], "clpfd", id)
}

// fdPut makes d the domain of v (put_terminating/3): it fails on an
// empty domain, binds v when d has one integer, and wakes v's
// propagators for the change unless terminating propagation forbids
// it.
func (s *solver) fdPut(v *fdvar, d domain) bool {
	v = v.deref()
	if d.empty() {
		return false
	}
	old := v.dom
	if n, ok := d.single(); ok {
		if _, was := old.single(); was {
			return old.contains(n)
		}
		s.save(v)
		v.dom = d
		s.wakeAll(v)
		return s.bind(v, n)
	}
	if !v.attached {
		if err := s.attach(v); err != nil {
			return s.fail(err)
		}
		s.save(v)
		v.dom = d
		return true
	}
	if old.equal(d) {
		return true
	}
	s.save(v)
	v.dom = d
	if v.left == flagBounded || d.bounded() {
		v.left, v.right, v.spread = flagBounded, flagBounded, flagBounded
		s.wake(v, old)
		return true
	}
	left, right, spread := v.left, v.right, v.spread
	if !d.inf().eq(old.inf()) {
		left = flagYes
	}
	if !d.sup().eq(old.sup()) {
		right = flagYes
	}
	switch os, ns := old.spread(), d.spread(); {
	case ns.lt(os):
		spread = flagNo
	case ns.gt(os):
		spread = flagYes
	}
	quiet := right == flagYes && v.right == flagYes || left == flagYes && v.left == flagYes || spread == flagYes && v.spread == flagYes
	v.left, v.right, v.spread = left, right, spread
	if !quiet {
		s.wake(v, old)
	}
	return true
}

// reinforce forgets v's terminating propagation state (put_full/3 with
// the same domain), as every posted constraint does for its variables.
func (s *solver) reinforce(v *fdvar) {
	v = v.deref()
	if v.attached && (v.left != flagNo || v.right != flagNo || v.spread != flagNo) {
		s.save(v)
		v.left, v.right, v.spread = flagNo, flagNo, flagNo
	}
}

// wake triggers v's propagators for the change of its domain from old
// (trigger_props/4).
func (s *solver) wake(v *fdvar, old domain) {
	if v.props[onBounds] != nil && (!v.dom.inf().eq(old.inf()) || !v.dom.sup().eq(old.sup())) {
		s.triggerAll(v.props[onBounds])
	}
	s.triggerAll(v.props[onAny])
}

// wakeAll triggers all of v's propagators (trigger_props/1, as the
// attribute's unification hook does when v is instantiated).
func (s *solver) wakeAll(v *fdvar) {
	s.triggerAll(v.props[onGround])
	s.triggerAll(v.props[onBounds])
	s.triggerAll(v.props[onAny])
}

// triggerAll triggers ps, newest first.
func (s *solver) triggerAll(ps []*prop) {
	for i := len(ps) - 1; i >= 0; i-- {
		s.trigger(ps[i])
	}
}

// bind binds v's Prolog variable to n, without waking the clpfd
// attribute's hook again (the attribute goes first; other modules'
// hooks are woken).
func (s *solver) bind(v *fdvar, n num) bool {
	if v.cell < 0 {
		return true
	}
	c := s.cells[v.cell]
	if v.attached && s.m.IsVar(c) {
		if err := attvar.DelAttr(s.m, c, "clpfd"); err != nil {
			return s.fail(err)
		}
	}
	w, err := s.intWord(n)
	if err != nil {
		return s.fail(err)
	}
	return s.m.Unify(s.cells[v.cell], w)
}

// fail records err (an allocation error, raised when the builtin
// returns) and fails.
func (s *solver) fail(err error) bool {
	if s.err == nil {
		s.err = err
	}
	return false
}
