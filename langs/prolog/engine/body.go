package engine

import (
	"github.com/microjit/microjit/jitcore/heap"
)

// A clause's body runs goal by goal from its environment, without
// building the goal terms: a goal's arguments are built into the
// machine's argument registers (m.args) from the clause's frame, and the
// callee's head is matched against the registers. Only a control
// construct (, ; -> \+ call/N catch findall ...) or a goal whose
// predicate does not exist is built as a term and called as one.
//
// A body of two goals or more gets an environment when its head has
// matched: a heap object holding the clause's frame and the
// continuation to return to. The continuation is then the pair
// (environment, index of the goal to run next), kept in m.cont and m.pc
// and saved whole in every choicepoint, so an environment is never
// changed by running its body (only a variable's first occurrence
// stores it in its slot, before any later goal can read it). A body of
// one goal needs none: its goal runs from the frame with the caller's
// continuation (the last call leaves nothing behind).
//
//	environment  [ clause id | cut barrier | next cont | next pc | slot 0 ... slot n-1 ]
//	goal cell    [ goal term | cut barrier | next cont | next pc ]
//
// Both are solver objects (classEnv, classCont), never terms.

// goalCode is one body goal, compiled.
type goalCode struct {
	// nodes is the goal's tree in preorder: nodes[0] is its root.
	nodes []node
	// args are the offsets in nodes of the arguments' subtrees.
	args []int32
	// argHeaders are the headers of the objects building the arguments
	// makes (compounds, big numbers, the variables this goal is the
	// first to mention), in preorder; termHeaders those building the
	// whole goal term (the root compound first).
	argHeaders, termHeaders []heap.Header
	// fresh are the slots of the variables this goal makes; uses the
	// slots it reads from the environment.
	fresh, uses []int32
	// last is set on the body's last goal.
	last bool
	// pred is the predicate the goal calls, looked up on its first call
	// (a predicate is never replaced); nil while not looked up, and
	// always when the goal is not callable.
	pred *pred
}

// compile fills in g's tables. seen holds the body-only variables
// earlier goals make (slots from headSlots on are body-only).
func (g *goalCode) compile(seen map[int32]bool, headSlots int32, last bool) {
	g.last = last
	if root := &g.nodes[0]; root.kind == nodeStruct {
		for k := 1; k < len(g.nodes); k += int(g.nodes[k].size) {
			g.args = append(g.args, int32(k))
		}
	}
	used := map[int32]bool{} // slots in g.fresh or g.uses
	for i := range g.nodes {
		n := &g.nodes[i]
		var hd heap.Header
		switch n.kind {
		case nodeStruct:
			hd = n.hd
		case nodeNumber:
			hd = numberHeader(n.num)
		case nodeVar:
			if n.slot >= headSlots && !seen[n.slot] {
				seen[n.slot], used[n.slot], n.fresh = true, true, true
				g.fresh = append(g.fresh, n.slot)
				hd = varHeader
			} else if !used[n.slot] {
				used[n.slot] = true
				g.uses = append(g.uses, n.slot)
			}
		}
		if n.kind == nodeConst || n.kind == nodeVar && !n.fresh {
			continue // no object
		}
		g.termHeaders = append(g.termHeaders, hd)
		if i > 0 {
			g.argHeaders = append(g.argHeaders, hd)
		}
	}
}

// The slots of an environment.
const (
	envClause = 0 // the clause's id (an immediate integer)
	envCut    = 1 // the body's cut barrier
	envNext   = 2 // the continuation after the body: an object or heap.Nil
	envPC     = 3 // ... and the index of its next goal
	envSlots  = 4 // the frame's slots start here
)

// clauseID is cl's index in the clause table, given on first use.
func (m *Machine) clauseID(cl *clause) int {
	if cl.id == 0 {
		if len(m.clauseTab) == 0 {
			m.clauseTab = append(m.clauseTab, nil) // id 0 is "none yet"
		}
		cl.id = len(m.clauseTab)
		m.clauseTab = append(m.clauseTab, cl)
	}
	return cl.id
}

// enterBody starts cl's body after its head matched, with cut barrier
// cb: the first goal is left in m.next, to run from the frame; a body of
// more goals gets its environment env (allocated by the caller with
// cl.envHeader), which becomes the continuation.
func (m *Machine) enterBody(cl *clause, cb int, env heap.Value) {
	switch len(cl.goals) {
	case 0:
		return
	case 1:
		m.env = heap.Nil
	default:
		id, _ := heap.SmallInt(int64(m.clauseID(cl)))
		cut, _ := heap.SmallInt(int64(cb))
		pc, _ := heap.SmallInt(int64(m.pc))
		m.h.SetField(env, envClause, id)
		m.h.SetField(env, envCut, cut)
		m.h.SetField(env, envNext, m.cont)
		m.h.SetField(env, envPC, pc)
		for i, v := range m.hs.frame {
			m.h.SetField(env, envSlots+i, v)
		}
		m.cont, m.pc, m.env = env, 1, env
	}
	m.next, m.nextCB = &cl.goals[0], cb
}

// resume runs the goal m.pc of the environment m.cont.
func (m *Machine) resume() (bool, error) {
	env, k := m.cont, m.pc
	cl := m.clauseTab[m.h.Field(env, envClause).Int()]
	g := &cl.goals[k]
	cb := int(m.h.Field(env, envCut).Int())
	if cap(m.hs.frame) < cl.slots {
		m.hs.frame = make([]heap.Value, cl.slots)
	}
	m.hs.frame = m.hs.frame[:cl.slots]
	clear(m.hs.frame) // no stale ref for the collector to visit
	for _, s := range g.uses {
		m.hs.frame[s] = m.h.Field(env, envSlots+int(s))
	}
	if g.last {
		m.cont, m.pc = m.h.Field(env, envNext), int(m.h.Field(env, envPC).Int())
		m.env = heap.Nil
	} else {
		m.pc, m.env = k+1, env
	}
	return m.callGoal(g, cb)
}

// callGoal calls the body goal g with cut barrier cb, its variables in
// m.hs.frame (and m.env, where the variables it makes are stored for the
// goals after it).
func (m *Machine) callGoal(g *goalCode, cb int) (bool, error) {
	p := g.pred
	if p == nil {
		p = m.goalPred(g)
	}
	if p == nil || p.control != ctlNone || p.builtin == nil && !p.defined {
		t, err := m.buildGoal(g.nodes, g.termHeaders)
		if err != nil {
			return false, err
		}
		m.keepFresh(g)
		return m.call(t, cb)
	}
	if err := m.buildArgs(g); err != nil {
		return false, err
	}
	m.keepFresh(g)
	if p.builtin != nil {
		return p.builtin(m, m.args)
	}
	return m.enter(p)
}

// goalPred looks up the predicate of g (nil when g is not callable).
func (m *Machine) goalPred(g *goalCode) *pred {
	switch root := &g.nodes[0]; {
	case root.kind == nodeStruct:
		f := Functor(root.hd.Class())
		g.pred = m.lookup(m.s.Name(f), m.s.Arity(f))
	case root.kind == nodeConst && root.w.IsSymbol():
		g.pred = m.lookup(m.s.AtomOf(root.w), 0)
	}
	return g.pred
}

// keepFresh stores the variables g made in the environment, for the
// goals after it.
func (m *Machine) keepFresh(g *goalCode) {
	if g.last {
		return
	}
	for _, s := range g.fresh {
		m.h.SetField(m.env, envSlots+int(s), m.hs.frame[s])
	}
}

// buildGoal builds the term of the tree nodes, whose objects have the
// headers hdrs.
func (m *Machine) buildGoal(nodes []node, hdrs []heap.Header) (heap.Value, error) {
	refs, err := m.h.AppendObjects(m.block[:0], hdrs)
	m.block = refs
	if err != nil {
		return 0, heapError(err)
	}
	t, _, err := m.fill(nodes, refs)
	return t, err
}

// buildArgs builds g's arguments into m.args.
func (m *Machine) buildArgs(g *goalCode) error {
	refs := m.block[:0]
	if len(g.argHeaders) > 0 {
		var err error
		refs, err = m.h.AppendObjects(refs, g.argHeaders)
		m.block = refs
		if err != nil {
			return heapError(err)
		}
	}
	m.args = m.args[:0]
	for _, k := range g.args {
		n := &g.nodes[k]
		var v heap.Value
		switch {
		case n.kind == nodeConst:
			v = n.w
		case n.kind == nodeVar && !n.fresh:
			v = m.hs.frame[n.slot]
		default:
			var err error
			if v, refs, err = m.fill(g.nodes[k:k+n.size], refs); err != nil {
				return err
			}
		}
		m.args = append(m.args, v)
	}
	return nil
}

// enter calls the user predicate p on the arguments in m.args: it tries
// the first clause that may match, leaving a choicepoint (which saves
// the arguments) when another may.
func (m *Machine) enter(p *pred) (bool, error) {
	key := noKey
	if len(m.args) > 0 {
		key = m.goalKey(m.s.Deref(m.args[0]))
	}
	cs := p.candidates(key)
	i := nextMatch(cs, 0, key)
	if i < 0 {
		return false, nil
	}
	h := len(m.cps)
	if j := nextMatch(cs, i+1, key); j >= 0 {
		cp := m.push(cpClauses, heap.Nil, 0)
		cp.clauses, cp.next, cp.key = cs, j, key
		cp.argBase, cp.argN = len(m.argStack), len(m.args)
		m.argStack = append(m.argStack, m.args...)
	}
	return m.tryClause(cs[i], h)
}
