package engine

import (
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

// The solver is continuation passing with both continuations off the Go
// stack: the success continuation is a chain of heap cells (goal, cut
// barrier, next), the failure continuation a stack of choicepoints. A
// clause's body is built on the heap when the clause is entered and its
// goals pushed on the continuation, so a last call leaves nothing behind
// (the collector reclaims the cells nobody points to), deep recursion
// costs heap, not Go stack, and throw unwinds by popping choicepoints.

// cpKind is what a choicepoint resumes.
type cpKind uint8

const (
	cpBarrier   cpKind = iota // the bottom of a Solve: backtracking stops here
	cpClauses                 // the next clauses of a predicate
	cpGoal                    // an alternative goal (;, the else of ->, \+)
	cpCatch                   // catch/3's frame: transparent to backtracking
	cpFindall                 // findall's collector: done when backtracked into
	cpDead                    // removed by *->: transparent to backtracking
	cpRepeat                  // repeat/0: always one more
	cpBetween                 // between/3's next integer
	cpAlts                    // a list of alternative solutions of a builtin
	cpResume                  // a clause body's alternative branch (body.go)
	cpDBClauses               // '$clause'/2's next clauses (builtin_db.go)
	cpCleanup                 // setup_call_cleanup/3's cleanup (cleanup.go)
	cpSubAtom                 // sub_atom/5's next sub-atom (builtin_atom.go)
)

// choicepoint is one entry of the failure continuation. It is kept
// small (a goal that leaves one per call, as naive fib's base cases do,
// holds them all): what only a few kinds use is in extra.
type choicepoint struct {
	kind cpKind
	// arg is the argument the clauses were indexed on (cpClauses).
	arg uint8
	// next is the index of the next clause to try (cpClauses).
	next int32
	mark Mark
	// goal is the goal to retry (cpClauses, cpGoal), catch/3's or
	// findall's goal, between's variable, cpAlts's target.
	goal heap.Value
	// cont and pc are the success continuation to resume with.
	cont heap.Value
	pc   int32
	cb   int32 // the cut barrier of a resumed goal; a barrier's saved base
	// clauses and key are a predicate's clauses left to try, gen its
	// generation when the call started; argBase and argN the call's
	// arguments in m.argStack.
	clauses       []*clause
	key           heap.Value
	gen           uint64
	argBase, argN int32
	// extra is the state of cpAlts, cpBetween, cpSubAtom and cpFindall.
	extra *cpExtra
}

// cpExtra is what a choicepoint of a builtin with several solutions or
// of findall holds besides.
type cpExtra struct {
	// alt is cpAlts's remaining alternatives.
	alt heap.Value
	// n and hi are between/3's next integer and bound.
	n, hi int64
	// bag is findall's solutions so far, newest first: a chain of list
	// cells on the heap ending in heap.Nil, so that a bag counts against
	// the heap's limit as it grows (a findall/3 of between(1, inf, X) is
	// resource_error(memory), not a Go slice without bound). The cells
	// are the bag's own: finishFindall reverses them in place into the
	// result.
	bag heap.Value
	// sub is sub_atom/5's enumeration.
	sub *subAtomEnum
}

// push pushes a choicepoint of kind k resuming with cont.
func (m *Machine) push(k cpKind, goal heap.Value, cb int) *choicepoint {
	m.cps = append(m.cps, choicepoint{kind: k, mark: m.s.Mark(), goal: goal, cont: m.cont, pc: int32(m.pc), cb: int32(cb), key: noKey})
	cp := &m.cps[len(m.cps)-1]
	if k == cpAlts || k == cpBetween || k == cpSubAtom || k == cpFindall {
		cp.extra = &cpExtra{alt: heap.Nil, bag: heap.Nil}
	}
	return cp
}

// resume makes the choicepoint's continuation the machine's.
func (cp *choicepoint) resume(m *Machine) { m.cont, m.pc = cp.cont, int(cp.pc) }

// pop removes the newest choicepoint.
func (m *Machine) pop() {
	top := len(m.cps) - 1
	cp := &m.cps[top]
	m.s.Drop(cp.mark)
	if cp.kind == cpClauses {
		m.argStack = m.argStack[:cp.argBase]
	}
	*cp = choicepoint{}
	m.cps = m.cps[:top]
}

// cutTo removes the choicepoints from height h up (!).
func (m *Machine) cutTo(h int) {
	if h >= len(m.cps) {
		return
	}
	if m.cleanups > 0 {
		m.cutCleanups(h)
	}
	for len(m.cps) > h {
		m.pop()
	}
	m.tidyTrail()
}

// tidyTrail drops trail entries a cut made useless, when the trail has
// doubled since it last did, so a deterministic loop that cuts runs in
// bounded trail.
func (m *Machine) tidyTrail() {
	if m.s.TrailLen() < m.nextTidy {
		return
	}
	from := 0
	if n := len(m.cps); n > 0 {
		from = m.cps[n-1].mark.trail
	}
	m.s.tidy(from)
	m.nextTidy = max(2*m.s.TrailLen(), minTidy)
}

// minTidy is the trail length below which cuts do not tidy it.
const minTidy = 1 << 12

// Solve starts solving goal above a new barrier and runs to its first
// solution. Next finds the next one; Stop ends the query (keeping the
// bindings of the solution found). Solves nest (a directive run by
// consult/1 from a goal).
func (m *Machine) Solve(goal heap.Value) (bool, error) {
	m.tmp = goal
	cp := m.push(cpBarrier, heap.Nil, m.base)
	m.base = len(m.cps) - 1
	_ = cp
	m.cont, m.pc = heap.Nil, 0
	g := m.tmp
	m.tmp = heap.Nil
	if err := m.pushGoal(g, m.base+1); err != nil {
		return false, err
	}
	return m.run(true)
}

// Next backtracks into the current query for its next solution.
func (m *Machine) Next() (bool, error) { return m.run(false) }

// Stop ends the current query: its choicepoints and barrier go, its
// bindings stay.
func (m *Machine) Stop() {
	m.cutTo(m.base + 1)
	b := m.cps[m.base]
	b.resume(m)
	m.pop()
	m.base = int(b.cb)
	if len(m.due) > 0 {
		m.runDue()
	}
}

// run runs the continuation until it is empty (a solution: true) or
// backtracking reaches the barrier (false). ok false starts by
// backtracking.
func (m *Machine) run(ok bool) (bool, error) { return solveConcrete(m, m.s.d, &m.regs, ok) }

// solve is the solver's loop: it runs the success continuation on (the
// body goal waiting to run from the frame, or the codes of the
// environment's body up to its next call, and that call) until it is
// empty (a solution: true), and backtracks when a call fails, until
// backtracking reaches the barrier (false); ok false starts by
// backtracking. A recording follows calls and bodies until it ends
// (d.Done: the interpreter goes on from the registers it left); the
// goal cells of control constructs and queries, backtracking, the
// handling of exceptions and the wakeup of attributed variables are
// the interpreter's.
func solve[V, C any, D domain.Domain[V, C]](m *Machine, d D, r *regs[V], ok bool) (bool, error) {
	h := m.s.dh
	var err error
	for !d.Done() {
		if code := m.halting.Load(); code != 0 {
			if d.Tracing() {
				d.Abandon("a halt or a collection of atoms is due")
				return false, nil
			}
			if code == atomsDueCode {
				m.collectAtoms()
				continue
			}
			return false, &Halt{Code: int(code)} // Halt sent from outside
		}
		if ok {
			switch c := r.cont; {
			case len(r.b.wake) > 0:
				// Attributed variables were bound: their wakeup runs
				// first (attvar.go).
				if d.Tracing() {
					d.Abandon("attributed variables wake")
					return false, nil
				}
				err = m.scheduleWakeup()
			case r.entry != nil: // compiled code left the registers at a predicate's entry
				p := r.entry
				r.entry = nil
				ok, err = enter(m, d, r, p)
			case r.next != nil:
				g := r.next
				r.next = nil
				ok, err = callGoal(m, d, r, g, r.nextCB)
			case d.Tracing() && r.atCont(nil, r.pc, c):
				return false, nil // the recording ended
			case d.Branch(d.Eq(c, d.Const(int64(heap.Nil)))):
				if d.Tracing() {
					d.Abandon("a solution")
					return false, nil
				}
				return true, nil
			case d.Branch(d.Eq(d.LoadHeader(h, c), d.Const(int64(contHeader)))):
				if d.Tracing() {
					d.Abandon("a goal cell: a goal called as a term")
					return false, nil
				}
				g := heap.Value(d.Concrete(d.LoadField(h, c, contGoal)))
				cb := int(heap.Value(d.Concrete(d.LoadField(h, c, contCut))).Int())
				r.cont, r.pc = d.LoadField(h, c, contNext), int(heap.Value(d.Concrete(d.LoadField(h, c, contPC))).Int())
				ok, err = m.call(g, cb)
			default:
				ok, err = runBody(m, d, r)
			}
		} else {
			if d.Tracing() {
				d.Abandon("backtracking")
				return false, nil
			}
			ok, err = m.backtrack()
			if err == nil && !ok {
				return false, nil
			}
		}
		for err != nil {
			if d.Tracing() {
				d.Abandon("an exception")
				return false, nil
			}
			if ok, err = m.handle(err); err != nil {
				if _, thrown := err.(*Thrown); !thrown || len(m.cps)-1 == m.base {
					return false, err
				}
			}
		}
	}
	return false, nil
}

// backtrack resumes the newest choicepoint: it reports false when only
// the barrier is left.
func (m *Machine) backtrack() (bool, error) {
	for {
		top := len(m.cps) - 1
		cp := &m.cps[top]
		m.s.Undo(cp.mark)
		switch cp.kind {
		case cpBarrier:
			return false, nil
		case cpClauses:
			i := int(cp.next)
			cs := cp.clauses
			cp.resume(m)
			m.args = append(m.args[:0], m.argStack[cp.argBase:cp.argBase+cp.argN]...)
			if j := nextMatch(cs, i+1, cp.key, cp.arg, cp.gen); j < 0 {
				m.pop()
			} else {
				cp.next = int32(j)
			}
			if ok, err := tryClauseConcrete(m, m.s.d, &m.regs, cs[i], intWord(top)); ok || err != nil {
				return ok, err
			}
		case cpGoal:
			g, cb := cp.goal, int(cp.cb)
			cp.resume(m)
			m.pop()
			if ok, err := m.call(g, cb); ok || err != nil {
				return ok, err
			}
		case cpRepeat:
			cp.resume(m)
			return true, nil
		case cpResume:
			cp.resume(m)
			m.pop()
			return true, nil
		case cpBetween:
			cp.resume(m)
			n, v := cp.extra.n, cp.goal
			if cp.extra.n == cp.extra.hi {
				m.pop()
			} else {
				cp.extra.n++
			}
			if ok, err := m.unifyInt(v, n); ok || err != nil {
				return ok, err
			}
		case cpSubAtom:
			cp.resume(m)
			target, e := cp.goal, cp.extra.sub
			b, l := e.b, e.l
			if e.l++; !e.find() {
				m.pop()
			}
			if ok, err := m.unifySubAtom(target, e, b, l); ok || err != nil {
				return ok, err
			}
		case cpAlts:
			cp.resume(m)
			target, alts := cp.goal, cp.extra.alt
			next := m.h.Field(alts, 1)
			if next == m.s.Atom(term.Nil) {
				m.pop()
			} else {
				cp.extra.alt = next
			}
			if m.s.Unify(target, m.h.Field(alts, 0)) {
				return true, nil
			}
		case cpDBClauses:
			cp.resume(m)
			if ok, err := m.retryClause(cp); ok || err != nil {
				return ok, err
			}
		case cpFindall:
			ok, err := m.finishFindall()
			if ok || err != nil {
				return ok, err
			}
		case cpCleanup:
			m.popCleanup()
		default: // cpCatch, cpDead
			m.pop()
		}
	}
}

// handle handles the error err of a call: a Prolog exception unwinds to
// the newest catch/3 whose catcher unifies with the ball, and calls its
// recovery. It reports whether the recovery succeeded, or the error when
// no catch/3 above the barrier takes it.
func (m *Machine) handle(err error) (bool, error) {
	t, ok := err.(*Thrown)
	if !ok {
		return false, err
	}
	for len(m.cps)-1 > m.base {
		top := len(m.cps) - 1
		cp := m.cps[top]
		m.s.Undo(cp.mark)
		if cp.kind == cpCleanup {
			m.popCleanup()
			continue
		}
		if cp.kind != cpCatch {
			m.pop()
			continue
		}
		m.goal = cp.goal
		cp.resume(m)
		m.pop()
		m.dropScratch()
		ball, err := m.s.FromTerm(t.Ball, nil)
		if err != nil {
			return false, heapError(err)
		}
		catch := m.s.Deref(m.goal)
		mark := m.s.Mark()
		if m.s.Unify(m.s.arg(catch, 1), ball) {
			m.s.Drop(mark)
			return m.call(m.s.arg(catch, 2), top)
		}
		m.s.Undo(mark)
		m.s.Drop(mark)
	}
	m.s.Undo(m.cps[m.base].mark)
	return false, err
}

// dropScratch forgets what the call that raised left in the machine's
// scratch roots (its environment, argument registers, head matching's
// frame and stacks): they would keep what the unwound goals built alive,
// and a handler of resource_error(memory) would find the heap as full as
// the goal that filled it left it (SWI-Prolog's handler runs with the
// stacks unwound).
func (m *Machine) dropScratch() {
	m.env, m.tmp, m.entry = heap.Nil, heap.Nil, nil
	clear(m.args)
	clear(m.hs.frame)
	m.hs.work = m.hs.work[:0]
	m.hs.deferred = m.hs.deferred[:0]
}

// unifyInt unifies v with the integer n.
func (m *Machine) unifyInt(v heap.Value, n int64) (bool, error) {
	m.tmp = v
	w, err := m.s.Int(n)
	v, m.tmp = m.tmp, heap.Nil
	if err != nil {
		return false, heapError(err)
	}
	return m.s.Unify(v, w), nil
}
