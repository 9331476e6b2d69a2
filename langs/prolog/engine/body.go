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

// goalCode is one step of a body (bodycompile.go): a goal to call, or
// one of the codes the control constructs compile to.
type goalCode struct {
	kind uint8
	// next is the index of the code that runs after this one (-1: the
	// body returns); alt is a try's alternative (-1: the return).
	next, alt int32
	// slot is the environment slot of a choicepoint height (try,
	// cutto, softcut; -1: none, or the clause's cut barrier).
	slot int32
	// above makes a cutto cut to one above the height in slot.
	above bool
	// orElse marks a test that is the whole condition of an
	// if-then-else: when it fails the body goes on at alt (the else)
	// rather than failing; no choicepoint is needed.
	orElse bool
	// vars are the slots of the variables a codeVars makes.
	vars []int32
	// test is a codeCompare's comparison.
	test func(c int) bool
	// simple marks a call of one of tests or =/2 (bodycompile.go),
	// which a body's prefix may make.
	simple bool

	// nodes is the goal's tree in preorder: nodes[0] is its root.
	nodes []node
	// args are the offsets in nodes of the arguments' subtrees.
	args []int32
	// argWords are the words of the objects building the arguments
	// makes: their compounds and big numbers in preorder, then the
	// variables this goal is the first to mention; termWords those of
	// building the whole goal term (the root compound first).
	argWords, termWords int
	// pred is the predicate the goal calls, looked up on its first call
	// (a predicate is never replaced); nil while not looked up, and
	// always when the goal is not callable.
	pred *pred
}

// compile fills in the tables of a call, whose nodes are linked and
// their fresh flags set.
func (g *goalCode) compile() {
	root := &g.nodes[0]
	if root.kind == nodeStruct {
		for k := 1; k < len(g.nodes); k += int(g.nodes[k].size) {
			g.args = append(g.args, int32(k))
		}
	}
	g.termWords = int(root.objWords)
	g.argWords = g.termWords - g.rootWords()
	for i := range g.nodes {
		if g.nodes[i].fresh {
			g.termWords += varWords
			g.argWords += varWords
		}
	}
}

// The slots of an environment: the first four are a goal cell's too.
const (
	envClause = contGoal // the clause's id (an immediate integer)
	envCut    = contCut  // the body's cut barrier
	envNext   = contNext // the continuation after the body: an object or heap.Nil
	envPC     = contPC   // ... and the index of its next goal
	envSlots  = 4        // the frame's slots start here
)

// pushCont makes c (an environment or a goal cell) the continuation, at
// its code pc: it stores first (the clause id or the goal), the cut
// barrier cb and the continuation c returns to.
func (m *Machine) pushCont(c, first heap.Value, cb, pc int) {
	cut, _ := heap.SmallInt(int64(cb))
	next, _ := heap.SmallInt(int64(m.pc))
	m.h.SetField(c, contGoal, first)
	m.h.SetField(c, contCut, cut)
	m.h.SetField(c, contNext, m.cont)
	m.h.SetField(c, contPC, next)
	m.cont, m.pc = c, pc
}

// clauseID is cl's index in the clause table, given on first use.
func (m *Machine) clauseID(cl *clause) int {
	if cl.id != 0 {
		return cl.id
	}
	if len(m.clauseTab) == 0 {
		m.clauseTab = append(m.clauseTab, nil) // id 0 is "none yet"
	}
	if len(m.freeIDs) == 0 && len(m.clauseTab) >= m.nextReclaim {
		m.reclaimIDs()
	}
	if n := len(m.freeIDs); n > 0 {
		cl.id, m.freeIDs = m.freeIDs[n-1], m.freeIDs[:n-1]
		m.clauseTab[cl.id] = cl
		return cl.id
	}
	cl.id = len(m.clauseTab)
	m.clauseTab = append(m.clauseTab, cl)
	return cl.id
}

// minReclaim is the clause table's length below which its ids are not
// reclaimed.
const minReclaim = 1 << 10

// reclaimIDs frees the ids of the clauses that retract or abolish
// removed and no environment refers to any more (every environment is
// on a continuation chain from the machine's continuation, its running
// environment or a choicepoint), so that a program that asserts, calls
// and retracts clauses runs in bounded memory. It runs when the table
// has doubled since it last did. A freed clause that a choicepoint can
// still try (the logical update view) gets a new id when it does.
func (m *Machine) reclaimIDs() {
	live := map[int64]bool{}
	seen := map[heap.Value]bool{}
	walk := func(c heap.Value) {
		for c != heap.Nil && !seen[c] {
			seen[c] = true
			if m.h.HeaderAt(c) == contHeader {
				c = m.h.Field(c, contNext)
				continue
			}
			live[m.h.Field(c, envClause).Int()] = true
			c = m.h.Field(c, envNext)
		}
	}
	walk(m.cont)
	walk(m.env)
	for i := range m.cps {
		walk(m.cps[i].cont)
	}
	for id, cl := range m.clauseTab {
		if cl != nil && cl.erased && !live[int64(id)] {
			cl.id, m.clauseTab[id] = 0, nil
			m.freeIDs = append(m.freeIDs, id)
		}
	}
	m.nextReclaim = max(2*(len(m.clauseTab)-len(m.freeIDs)), minReclaim)
}

// enterBody starts what follows cl's prefix, with cut barrier cb. A
// last call alone is left in m.next, to run from the frame; more codes
// run from an environment made now: it holds the frame (the variables
// the body has not made yet are pending) and the continuation, and
// becomes the continuation.
func (m *Machine) enterBody(cl *clause, cb int) error {
	switch {
	case cl.prefix == len(cl.goals):
	case !cl.env:
		m.next, m.nextCB = &cl.goals[cl.prefix], cb
	default:
		env, err := m.h.AllocHeader(cl.envHeader)
		if err != nil {
			return heapError(err)
		}
		id, _ := heap.SmallInt(int64(m.clauseID(cl)))
		for i, v := range m.hs.frame {
			m.h.SetField(env, envSlots+i, v)
		}
		m.pushCont(env, id, cb, cl.prefix)
	}
	return nil
}

// resume runs the body of the environment m.cont from its code m.pc:
// the codes up to its next call, then the call.
func (m *Machine) resume() (bool, error) {
	env, k := m.cont, m.pc
	cl := m.clauseTab[m.h.Field(env, envClause).Int()]
	m.env = env
	for {
		g := &cl.goals[k]
		m.setNext(env, g.next)
		switch g.kind {
		case codeCall:
			if !g.orElse {
				return m.callGoal(g, int(m.h.Field(env, envCut).Int()))
			}
			fallthrough // a test: a builtin that neither binds nor leaves a choicepoint
		case codeIs, codeCompare:
			ok, err := m.callGoal(g, int(m.h.Field(env, envCut).Int()))
			if err != nil || !ok && !g.orElse {
				return ok, err
			}
			env = m.env // moved
			if !ok {    // the condition of an if-then-else failed: its else
				if g.alt < 0 {
					m.setNext(env, -1)
					return true, nil
				}
				k = int(g.alt)
				continue
			}
			if len(m.s.b.wake) > 0 { // is/2 bound an attributed variable
				return true, nil
			}
		case codeTry:
			if g.slot >= 0 {
				h, _ := heap.SmallInt(int64(len(m.cps)))
				m.h.SetField(env, envSlots+int(g.slot), h)
			}
			cont, pc := m.cont, m.pc
			m.setNext(env, g.alt)
			m.push(cpResume, heap.Nil, 0)
			m.cont, m.pc = cont, pc
		case codeCutTo:
			h := m.height(env, g.slot)
			if g.above {
				h++
			}
			m.cutTo(h)
		case codeSoftCut:
			if h := m.height(env, g.slot); h < len(m.cps) {
				m.cps[h].kind = cpDead
			}
		case codeFail:
			return false, nil
		case codeVars:
			if err := m.makeVars(g.vars); err != nil {
				return false, err
			}
			env = m.env // moved
		}
		if g.next < 0 {
			return true, nil
		}
		k = int(g.next)
	}
}

// setNext makes the continuation the code pc of env's body (its
// return when pc < 0).
func (m *Machine) setNext(env heap.Value, pc int32) {
	if pc < 0 {
		m.cont, m.pc = m.h.Field(env, envNext), int(m.h.Field(env, envPC).Int())
	} else {
		m.cont, m.pc = env, int(pc)
	}
}

// height is the choicepoint height in slot of env (its cut barrier
// when slot < 0).
func (m *Machine) height(env heap.Value, slot int32) int {
	if slot < 0 {
		return int(m.h.Field(env, envCut).Int())
	}
	return int(m.h.Field(env, envSlots+int(slot)).Int())
}

// makeVars makes a variable in each of the slots of the environment
// m.env.
func (m *Machine) makeVars(slots []int32) error {
	b, err := m.h.AllocBlock(len(slots) * varWords)
	if err != nil {
		return heapError(err)
	}
	for i, s := range slots {
		serial, err := m.s.nextSerial()
		if err != nil {
			return err
		}
		v := m.h.PlaceObject(b, i*varWords, varHeader)
		m.s.initVar(v, serial)
		m.h.SetField(m.env, envSlots+int(s), v)
	}
	return nil
}

// callGoal calls the body goal g with cut barrier cb, its variables in
// the environment m.env, or in the frame m.hs.frame when m.env is
// heap.Nil.
func (m *Machine) callGoal(g *goalCode, cb int) (bool, error) {
	if g.kind != codeCall {
		if ok, err, done := m.arithGoal(g); done {
			if err != nil {
				k, _ := g.callee(m.s)
				err = m.withContext(err, k)
			}
			return ok, err
		}
	}
	return m.callPred(g, cb)
}

// callPred is callGoal calling g's predicate (arithmetic too).
func (m *Machine) callPred(g *goalCode, cb int) (bool, error) {
	p := g.pred
	if p == nil {
		p = m.goalPred(g)
	}
	if p == nil || p.control != ctlNone || p.builtin == nil && !p.defined {
		t, err := m.buildGoal(g)
		if err != nil {
			return false, err
		}
		return m.call(t, cb)
	}
	if err := m.buildArgs(g); err != nil {
		return false, err
	}
	if p.builtin != nil {
		ok, err := p.builtin(m, m.args)
		if err != nil {
			err = m.withContext(err, p.key)
		}
		return ok, err
	}
	return m.enter(p)
}

// goalPred looks up the predicate of g (nil when g is not callable).
func (m *Machine) goalPred(g *goalCode) *pred {
	if k, ok := g.callee(m.s); ok {
		g.pred = m.lookup(k.name, k.arity)
	}
	return g.pred
}

// callee is the name and arity of the predicate g calls, or false when
// g is not callable.
func (g *goalCode) callee(s *Store) (predKey, bool) {
	switch root := &g.nodes[0]; {
	case root.kind == nodeStruct:
		f := Functor(root.hd.Class())
		return predKey{s.Name(f), s.Arity(f)}, true
	case root.kind == nodeConst && root.w.IsSymbol():
		return predKey{s.AtomOf(root.w), 0}, true
	}
	return predKey{}, false
}

// slot is the value of the variable in slot i of the running clause.
func (m *Machine) slot(i int32) heap.Value {
	if m.env != heap.Nil {
		return m.h.Field(m.env, envSlots+int(i))
	}
	return m.hs.frame[i]
}

// setSlot sets slot i of the running clause.
func (m *Machine) setSlot(i int32, v heap.Value) {
	if m.env != heap.Nil {
		m.h.SetField(m.env, envSlots+int(i), v)
		return
	}
	m.hs.frame[i] = v
}

// rootWords is the size of the object of g's root (0 when it has none).
func (g *goalCode) rootWords() int {
	if root := &g.nodes[0]; root.kind == nodeStruct {
		return heap.HeaderWords + root.hd.BodyWords()
	}
	return 0
}

// buildGoal builds g's goal term.
func (m *Machine) buildGoal(g *goalCode) (heap.Value, error) {
	b, err := m.h.AllocBlock(g.termWords)
	if err != nil {
		return 0, heapError(err)
	}
	t, _, err := m.fill(g.nodes, b, 0, int(g.nodes[0].objWords))
	return t, err
}

// buildArgs builds g's arguments into m.args, in one block: the
// arguments' objects, then the variables (the root's object is not
// built).
func (m *Machine) buildArgs(g *goalCode) error {
	var b heap.Value
	if g.argWords > 0 {
		var err error
		if b, err = m.h.AllocBlock(g.argWords); err != nil {
			return heapError(err)
		}
	}
	skip := g.rootWords()
	vars := int(g.nodes[0].objWords) - skip
	if cap(m.args) < len(g.args) {
		m.args = make([]heap.Value, len(g.args))
	}
	m.args = m.args[:len(g.args)]
	for i, k := range g.args {
		n := &g.nodes[k]
		switch {
		case n.kind == nodeConst:
			m.args[i] = n.w
		case n.kind == nodeVar && !n.fresh:
			m.args[i] = m.slot(n.slot)
		case n.kind == nodeVar: // made here
			serial, err := m.s.nextSerial()
			if err != nil {
				return err
			}
			v := m.h.PlaceObject(b, vars, varHeader)
			vars += varWords
			m.s.initVar(v, serial)
			m.setSlot(n.slot, v)
			m.args[i] = v
		default:
			v, next, err := m.fill(g.nodes[k:], b, int(n.woff)-skip, vars)
			if err != nil {
				return err
			}
			m.args[i], vars = v, next
		}
	}
	return nil
}

// enter calls the user predicate p on the arguments in m.args: it tries
// the first clause that may match, leaving a choicepoint (which saves
// the arguments) when another may.
func (m *Machine) enter(p *pred) (bool, error) {
	m.inferences++
	key, arg := noKey, p.indexArg
	if int(arg) < len(m.args) {
		key = m.goalKey(m.s.Deref(m.args[arg]))
	}
	cs := p.candidates(key)
	i := nextMatch(cs, 0, key, arg)
	if i < 0 {
		return false, nil
	}
	h := len(m.cps)
	if j := nextMatch(cs, i+1, key, arg); j >= 0 {
		cp := m.push(cpClauses, heap.Nil, 0)
		cp.clauses, cp.next, cp.key, cp.arg = cs, int32(j), key, arg
		cp.argBase, cp.argN = int32(len(m.argStack)), int32(len(m.args))
		m.argStack = append(m.argStack, m.args...)
	}
	return m.tryClause(cs[i], h)
}
