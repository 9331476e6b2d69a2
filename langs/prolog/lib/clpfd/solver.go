package clpfd

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/lib/attvar"
)

// The solver keeps its state in Go: each variable's domain and the
// propagators watching it. A Prolog variable is a CLP(FD) variable when
// it has the attribute clpfd, whose value is its variable's index in
// the table vars. The solver is an engine.Undoer: every change is
// trailed (the whole state of a variable, once per choicepoint) and the
// engine asks for it to be undone on backtracking.
//
// Propagation is a work list: a change of a domain queues the
// propagators that asked for that kind of change (an event); the queue
// runs until it is empty or a propagator fails. Cheap propagators run
// before the matching filter of all_distinct (the slow queue).
//
// Bounds propagation can go on for ever on unbounded domains (X #> Y,
// Y #> X, X #>= 0 moves both lower bounds up by one for ever). A
// variable whose domain is unbounded may have its bounds moved only
// moveBudget times by one run of the queue; further moves are dropped,
// which is sound: a propagator may always narrow less.

// moveBudget is how often one run of the queue may move the bounds of
// a variable whose domain is unbounded.
const moveBudget = 64

// solver is the CLP(FD) state of one machine.
type solver struct {
	m *engine.Machine
	// vars are the variables by id; cells the Prolog variables of the
	// variables that have one (a root set). Backtracking past a
	// variable's creation frees its entries, which new ones reuse; the
	// copies that copy_term/2 and findall/3 make are never freed (they
	// outlive the backtracking of findall/3).
	vars      []*fdvar
	cells     []heap.Value
	freeVars  []int32
	freeCells []int32
	trail     []undo
	undoID    int
	queue     [2]fifo
	// run counts the runs of the queue (for moveBudget); propagating
	// is set while one goes on.
	run         uint64
	propagating bool
	// running is the propagator running.
	running *prop
	// fresh are the variables made by the builtin running that have no
	// attribute yet, so that a Prolog variable met twice is one
	// variable.
	fresh []*fdvar
	// copying is set while the network of copied variables is posted
	// again: nothing is unified and the queue does not run.
	copying bool
	// guards collects the definedness Booleans of the partial
	// operations of a reified comparison being compiled (nil outside).
	guards *[]*fdvar
	// err is an error (an allocation's) met while propagating, raised
	// when the builtin returns.
	err   error
	roots heap.RootsID
	ready bool
}

// Events: what a propagator asks to be woken for.
const (
	onFix    = 1 << iota // the variable has one value
	onBounds             // its least or greatest value changed
	onDomain             // any value went
)

// watch is a propagator watching a variable for the events on.
type watch struct {
	p  *prop
	on uint8
}

// varState is what the trail saves of a variable.
type varState struct {
	dom     domain
	watches []watch
	// cell is the index of the Prolog variable in cells, or -1 (an
	// auxiliary variable, which only the propagators see).
	cell     int32
	attached bool
	// alias is the variable this one was unified with.
	alias *fdvar
	// moves and moveRun count the bound moves of an unbounded domain
	// in the run moveRun.
	moves   int
	moveRun uint64
}

// fdvar is a CLP(FD) variable, or an integer (a constant: id -1).
type fdvar struct {
	varState
	id    int32
	saved uint64
}

// undo is one entry of the trail: a variable's old state, a
// propagator's or constraint's old flag, or an entry of vars (made) or
// cells (cell+1) to free.
type undo struct {
	v    *fdvar
	vs   varState
	p    *prop
	c    *constraint
	flag bool
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
			e.p.dead = e.flag
		case e.c != nil:
			e.c.written = e.flag
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

// push adds e to the trail, telling the machine first. The network of
// a copy (copying) is not trailed: the copy outlives the backtracking
// of findall/3.
func (s *solver) push(e undo) {
	if s.copying {
		return
	}
	s.m.Trail(s.undoID, len(s.trail))
	s.trail = append(s.trail, e)
}

// save trails v's state unless it was saved since the newest
// choicepoint.
func (s *solver) save(v *fdvar) {
	if e := s.m.Epoch(); v.saved != e {
		s.push(undo{v: v, vs: v.varState})
		v.saved = e
	}
}

// newCell keeps the Prolog variable c in cells and is its index.
func (s *solver) newCell(c heap.Value, persistent bool) int32 {
	var i int32
	if n := len(s.freeCells); n > 0 {
		i, s.freeCells = s.freeCells[n-1], s.freeCells[:n-1]
		s.cells[i] = c
	} else {
		i = int32(len(s.cells))
		s.cells = append(s.cells, c)
	}
	if !persistent {
		s.push(undo{cell: i + 1})
	}
	return i
}

// newVar is a variable with the domain inf..sup: of the Prolog variable
// c when hasCell, else an auxiliary one.
func (s *solver) newVar(c heap.Value, hasCell, persistent bool) *fdvar {
	v := &fdvar{varState: varState{dom: fullDomain, cell: -1}}
	if n := len(s.freeVars); n > 0 {
		v.id, s.freeVars = s.freeVars[n-1], s.freeVars[:n-1]
		s.vars[v.id] = v
	} else {
		v.id = int32(len(s.vars))
		s.vars = append(s.vars, v)
	}
	if !persistent {
		s.push(undo{made: v})
	}
	if hasCell {
		v.cell = s.newCell(c, persistent)
		s.fresh = append(s.fresh, v)
	}
	return v
}

// aux is a new auxiliary variable with the domain d.
func (s *solver) aux(d domain) *fdvar {
	v := s.newVar(0, false, false)
	v.dom = d
	return v
}

// constant is the integer n as a variable.
func constant(n num) *fdvar {
	return &fdvar{varState: varState{dom: singleton(n), cell: -1, attached: true}, id: -1}
}

// lookup is the variable whose id is the attribute value a.
func (s *solver) lookup(a heap.Value) (*fdvar, bool) {
	n, _, ok := s.m.IntOf(a)
	if !ok || n < 0 || int(n) >= len(s.vars) || s.vars[n] == nil {
		return nil, false
	}
	return s.vars[n].deref(), true
}

// deref is the variable v stands for.
func (v *fdvar) deref() *fdvar {
	for v.alias != nil {
		v = v.alias
	}
	return v
}

// value is v's integer when its domain has one.
func (v *fdvar) value() (num, bool) { return v.deref().dom.single() }

// fixed reports whether v has one value.
func (v *fdvar) fixed() bool {
	_, ok := v.value()
	return ok
}

// attach gives the Prolog variable of v the attribute clpfd.
func (s *solver) attach(v *fdvar) error {
	if v.attached || v.cell < 0 {
		return nil
	}
	s.save(v)
	v.attached = true
	id, _ := heap.SmallInt(int64(v.id))
	return attvar.PutAttr(s.m, s.cells[v.cell], "clpfd", id)
}

// setDom makes d the domain of v: it fails when d is empty, wakes the
// propagators watching the change, and binds v's Prolog variable when
// one value is left. d must be a subset of v's domain.
func (s *solver) setDom(v *fdvar, d domain) bool {
	v = v.deref()
	old := v.dom
	if d.empty() {
		return false
	}
	if old.equal(d) {
		return true
	}
	var ev uint8 = onDomain
	if !d.inf().eq(old.inf()) || !d.sup().eq(old.sup()) {
		ev |= onBounds
		if !d.bounded() && !s.copying {
			if v.moveRun != s.run {
				v.moves, v.moveRun = 0, s.run
			}
			if v.moves >= moveBudget {
				return true
			}
			s.save(v)
			v.moves++
		}
	}
	n, single := d.single()
	if single {
		ev |= onFix
	}
	s.save(v)
	v.dom = d
	if v.id >= 0 && !v.attached && v.cell >= 0 && !single {
		if err := s.attach(v); err != nil {
			return s.fail(err)
		}
	}
	for _, w := range v.watches {
		if w.on&ev != 0 {
			s.wake(w.p)
		}
	}
	if single && !s.copying {
		return s.bind(v, n)
	}
	return true
}

// narrow intersects v's domain with d.
func (s *solver) narrow(v *fdvar, d domain) bool {
	v = v.deref()
	return s.setDom(v, v.dom.intersect(d))
}

// clip narrows v's domain to lo..hi.
func (s *solver) clip(v *fdvar, lo, hi num) bool {
	v = v.deref()
	return s.setDom(v, v.dom.clip(lo, hi))
}

// exclude removes n from v's domain.
func (s *solver) exclude(v *fdvar, n num) bool {
	v = v.deref()
	return s.setDom(v, v.dom.remove(n))
}

// assign gives v the value n.
func (s *solver) assign(v *fdvar, n num) bool {
	v = v.deref()
	if !v.dom.contains(n) {
		return false
	}
	return s.setDom(v, singleton(n))
}

// bind binds v's Prolog variable to n. The clpfd attribute goes first,
// so that the binding wakes the other modules' hooks but not clpfd's.
func (s *solver) bind(v *fdvar, n num) bool {
	if v.cell < 0 {
		return true
	}
	c := s.cells[v.cell]
	if !s.m.IsVar(c) {
		return true
	}
	if v.attached {
		if err := attvar.DelAttr(s.m, c, "clpfd"); err != nil {
			return s.fail(err)
		}
	}
	w, err := s.intWord(n)
	if err != nil {
		return s.fail(err)
	}
	// the allocations may have moved the cell's variable
	return s.m.Unify(s.cells[v.cell], w)
}

// merge makes a stand for b as well (their Prolog variables were
// unified): b's domain is the intersection, and b watches for a's
// propagators too, which all run.
func (s *solver) merge(a, b *fdvar) bool {
	a, b = a.deref(), b.deref()
	if a == b {
		return true
	}
	s.save(a)
	s.save(b)
	a.alias = b
	ws := a.watches
	b.watches = append(b.watches[:len(b.watches):len(b.watches)], ws...)
	for _, w := range b.watches {
		s.wake(w.p)
	}
	return s.narrow(b, a.dom)
}

// fail records err, raised when the builtin returns, and fails.
func (s *solver) fail(err error) bool {
	if s.err == nil {
		s.err = err
	}
	return false
}
