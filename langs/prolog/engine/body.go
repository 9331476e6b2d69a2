package engine

import (
	"github.com/microjit/microjit/jitcore/domain"
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

// regs are the solver's registers: the success continuation, the
// environment and frame of the running clause and the argument
// registers of a call. Their values are V: heap words in the
// interpreter (the Machine's, which are roots), trace values in a
// recording. A cut barrier is a choicepoint height as an immediate
// integer word, as environments hold it.
type regs[V any] struct {
	// cont and pc are the success continuation: a goal cell, or an
	// environment and the index of its next goal; cont is heap.Nil
	// when nothing is left to do.
	cont V
	pc   int
	// next is a body goal to run before the continuation, from the
	// frame (hs.frame) with cut barrier nextCB; env is the environment
	// of the goal being run (heap.Nil for a last goal).
	next   *goalCode
	nextCB V
	env    V
	// hs is head matching's state (the clause's frame, its stacks);
	// args are the argument registers (a builtin's arguments too).
	hs   headState[V]
	args []V
	// b is the bindings (the trail, the choicepoint mark): the store's
	// in the interpreter.
	b *bindings[V]
	// entry is a predicate to enter, with the arguments in args, before
	// the continuation: compiled code left the registers at its entry
	// (jit.go). Nil in a recording.
	entry *pred
	// height is, when recording, the choicepoint stack's height as an
	// immediate integer word: a red of the trace, since a trace pushes
	// no choicepoint (it ends where a call would leave one), so the
	// height is the one the trace was entered at. The interpreter reads
	// len(m.cps) instead (cpHeight).
	height V
	// serial is, when recording, the serial number of the next variable
	// made (an immediate integer): a red of the trace, which makes its
	// variables as the interpreter would (traceVar). The interpreter's
	// is the store's.
	serial V
	// atEntry is a recording's merge point at predicate entry (enter):
	// it declares the state there (the predicate and its argument
	// registers: a loop header's greens and reds) and reports whether
	// that ended the recording (a loop closed). Nil in the interpreter.
	atEntry func(p *pred, args []V) bool
	// atCont is a recording's merge point at the continuation (cont,
	// pc): code pc of clause cl's body is to run from the environment
	// cont (the greens of a resume and its one red), or, with cl nil,
	// the continuation is to be run on, its clause not known yet (a
	// resume point: the state the guards that find its clause resume
	// at). It reports whether that ended the recording. Nil in the
	// interpreter.
	atCont func(cl *clause, pc int, cont V) bool
}

// intWord is the immediate integer n, a choicepoint height or a body
// code index: far below heap.MaxInt, so no range check.
func intWord(n int) heap.Value { return heap.Value(uint64(n) << heap.PayloadShift) }

// pushCont makes c (an environment or a goal cell) the continuation, at
// its code pc: it stores first (the clause id or the goal), the cut
// barrier cb and the continuation c returns to.
func pushCont[V, C any, D domain.Domain[V, C]](m *Machine, d D, r *regs[V], c, first, cb V, pc int) {
	h := m.s.dh
	d.StoreField(h, c, contGoal, first)
	d.StoreField(h, c, contCut, cb)
	d.StoreField(h, c, contNext, r.cont)
	d.StoreField(h, c, contPC, d.Const(int64(intWord(r.pc))))
	r.cont, r.pc = c, pc
}

// clauseID is cl's index in the clause table, given on first use.
func (m *Machine) clauseID(cl *clause) int {
	if cl.id != 0 {
		return int(cl.id)
	}
	if len(m.clauseTab) == 0 {
		m.clauseTab = append(m.clauseTab, nil) // id 0 is "none yet"
	}
	if len(m.freeIDs) == 0 && len(m.clauseTab) >= m.nextReclaim {
		m.reclaimIDs()
	}
	if n := len(m.freeIDs); n > 0 {
		id := m.freeIDs[n-1]
		cl.id, m.freeIDs = int32(id), m.freeIDs[:n-1]
		m.clauseTab[id] = cl
		return id
	}
	id := len(m.clauseTab)
	cl.id = int32(id)
	m.clauseTab = append(m.clauseTab, cl)
	return id
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
		if cl != nil && cl.erased != 0 && !live[int64(id)] {
			cl.id, m.clauseTab[id] = 0, nil
			m.freeIDs = append(m.freeIDs, id)
		}
	}
	m.nextReclaim = max(2*(len(m.clauseTab)-len(m.freeIDs)), minReclaim)
}

// enterBody starts what follows cl's prefix, with cut barrier cb. A
// last call alone is left in r.next, to run from the frame; more codes
// run from an environment made now: it holds the frame (the variables
// the body has not made yet are pending) and the continuation, and
// becomes the continuation.
func enterBody[V, C any, D domain.Domain[V, C]](m *Machine, d D, r *regs[V], cl *clause, cb V) error {
	if d.Tracing() && r.b.spec && int(cl.prefix) < len(cl.goals) {
		d.Abandon("a call leaves a choicepoint")
		return nil
	}
	switch {
	case int(cl.prefix) == len(cl.goals):
	case !cl.env:
		r.next, r.nextCB = &cl.goals[cl.prefix], cb
	default:
		env, err := d.New(m.s.dh, cl.envHeader)
		if err != nil {
			if d.Tracing() {
				return nil // the recording ended (d.Done): the interpreter collects
			}
			return heapError(err)
		}
		id := d.Const(int64(intWord(m.clauseID(cl))))
		for i, v := range r.hs.frame {
			d.StoreField(m.s.dh, env, envSlots+i, v)
		}
		pushCont(m, d, r, env, id, cb, int(cl.prefix))
	}
	return nil
}

// runBody runs the body of the environment r.cont from its code r.pc:
// the codes up to its next call, then the call. Following the
// continuation promotes the environment's clause: the clause and the
// code index are the position in the program a trace specializes on
// (the continuation-resume merge point's greens).
func runBody[V, C any, D domain.Domain[V, C]](m *Machine, d D, r *regs[V]) (bool, error) {
	h := m.s.dh
	env, k := r.cont, r.pc
	cl := m.clauseTab[heap.Value(d.Concrete(d.Promote(d.LoadField(h, env, envClause)))).Int()]
	r.env = env
	for {
		if d.Tracing() {
			if r.cont, r.pc = env, k; r.atCont(cl, k, env) {
				return true, nil // the interpreter goes on at (env, k)
			}
		}
		g := &cl.goals[k]
		if g.next >= 0 {
			r.cont, r.pc = env, int(g.next)
		} else { // setNext's return, written out: a call of it on every return costs 0.7% of qsort
			r.cont, r.pc = d.LoadField(h, env, envNext), returnPC(d, h, env)
		}
		switch g.kind {
		case codeCall:
			if !g.orElse {
				return callGoal(m, d, r, g, d.LoadField(h, env, envCut))
			}
			fallthrough // a test: a builtin that neither binds nor leaves a choicepoint
		case codeIs, codeCompare:
			ok, err := callGoal(m, d, r, g, d.LoadField(h, env, envCut))
			if err != nil || d.Done() || !ok && !g.orElse {
				return ok, err
			}
			env = r.env // moved
			if !ok {    // the condition of an if-then-else failed: its else
				if g.alt < 0 {
					setNext(d, h, r, env, -1)
					return true, nil
				}
				k = int(g.alt)
				continue
			}
			if len(r.b.wake) > 0 { // is/2 bound an attributed variable
				return true, nil
			}
		case codeTry:
			if d.Tracing() {
				d.Abandon("a body's alternative pushes a choicepoint")
				return false, nil
			}
			if g.slot >= 0 {
				d.StoreField(h, env, envSlots+int(g.slot), d.Const(int64(intWord(len(m.cps)))))
			}
			cont, pc := r.cont, r.pc
			setNext(d, h, r, env, g.alt)
			m.push(cpResume, heap.Nil, 0)
			r.cont, r.pc = cont, pc
		case codeCutTo:
			hv := height(d, h, env, g.slot)
			if g.above {
				hv = d.Add(hv, d.Const(1<<heap.PayloadShift)) // one more: the words are immediate integers
			}
			if !cut(m, d, r, hv) {
				return false, nil // the recording ended
			}
			if len(m.due) > 0 { // the cut removed a cleanup's choicepoint: it runs first
				return true, m.scheduleCleanups()
			}
		case codeSoftCut:
			if d.Tracing() {
				d.Abandon("a soft-cut changes a choicepoint")
				return false, nil
			}
			if h := int(heap.Value(d.Concrete(height(d, h, env, g.slot))).Int()); h < len(m.cps) {
				m.cps[h].kind = cpDead
			}
		case codeFail:
			return false, nil
		case codeVars:
			if err := makeVars(m, d, r, g.vars); err != nil || d.Done() {
				return false, err
			}
			env = r.env // moved
		}
		if g.next < 0 {
			return true, nil
		}
		k = int(g.next)
	}
}

// setNext makes the continuation the code pc of env's body (its
// return when pc < 0).
func setNext[V, C any, D domain.Domain[V, C]](d D, h domain.Heap, r *regs[V], env V, pc int32) {
	if pc >= 0 {
		r.cont, r.pc = env, int(pc)
		return
	}
	setReturn(d, h, r, env)
}

// setReturn makes the continuation the one env's body returns to. It is
// setNext's cold half, apart so that setNext inlines.
func setReturn[V, C any, D domain.Domain[V, C]](d D, h domain.Heap, r *regs[V], env V) {
	r.cont, r.pc = d.LoadField(h, env, envNext), returnPC(d, h, env)
}

// returnPC is the code index env's body returns to, promoted (a green).
func returnPC[V, C any, D domain.Domain[V, C]](d D, h domain.Heap, env V) int {
	return int(d.Concrete(d.Promote(d.LoadField(h, env, envPC))) >> heap.PayloadShift) // never negative
}

// height is the choicepoint height in slot of env (its cut barrier
// when slot < 0), an immediate integer.
func height[V, C any, D domain.Domain[V, C]](d D, h domain.Heap, env V, slot int32) V {
	if slot < 0 {
		return d.LoadField(h, env, envCut)
	}
	return d.LoadField(h, env, envSlots+int(slot))
}

// cpHeight is the choicepoint stack's height, an immediate integer
// word: the cut barrier of a call made now.
func cpHeight[V, C any, D domain.Domain[V, C]](m *Machine, d D, r *regs[V]) V {
	if d.Tracing() {
		return r.height
	}
	return d.Const(int64(intWord(len(m.cps))))
}

// cut removes the choicepoints from the height hv up: a !. It reports
// false when it ended the recording. A trace pushes no choicepoint, so
// a cut in it has nothing to remove when hv is at least the height the
// trace was entered at (always so for the cut barrier of a clause the
// trace entered): the trace guards that, and the recording ends at a
// cut that removes choicepoints (a barrier of an environment older
// than the trace), which only the interpreter's stack holds.
func cut[V, C any, D domain.Domain[V, C]](m *Machine, d D, r *regs[V], hv V) bool {
	if d.Tracing() {
		if d.Branch(d.Lt(hv, r.height)) { // both immediate integers: their order is the heights'
			d.Abandon("a cut removes choicepoints")
			return false
		}
		return true
	}
	m.cutTo(int(heap.Value(d.Concrete(hv)).Int()))
	return true
}

// makeVars makes a variable in each of the slots of the environment
// r.env.
func makeVars[V, C any, D domain.Domain[V, C]](m *Machine, d D, r *regs[V], slots []int32) error {
	if d.Tracing() {
		if unresumable(d, r.b) {
			return nil
		}
		for _, s := range slots {
			v, ok := traceVar(m, d, r)
			if !ok {
				return nil
			}
			d.StoreField(m.s.dh, r.env, envSlots+int(s), v)
			r.b.resume()
		}
		return nil
	}
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
		d.StoreField(m.s.dh, r.env, envSlots+int(s), d.Const(int64(v)))
	}
	return nil
}

// traceVar is, when recording, a new unbound variable, allocated by the
// trace (virtually, unless it escapes) with the next serial number. It
// reports false when the recording ended (the heap is full, or serial
// numbers ran out: the interpreter says so). It declares the state after
// its stores (r.b.resume): the caller's guards may follow.
func traceVar[V, C any, D domain.Domain[V, C]](m *Machine, d D, r *regs[V]) (V, bool) {
	if !d.Branch(d.Lt(r.serial, d.Const(int64(serialWord(heap.MaxInt))))) {
		d.Abandon("serial numbers of variables run out")
		return r.serial, false
	}
	v, err := d.New(m.s.dh, varHeader)
	if err != nil {
		return v, false
	}
	d.StoreField(m.s.dh, v, varBinding, d.Const(int64(heap.Unbound)))
	d.StoreField(m.s.dh, v, varSerial, r.serial)
	r.serial = d.Add(r.serial, d.Const(1<<heap.PayloadShift))
	r.b.resume()
	return v, true
}

// callGoal calls the body goal g with cut barrier cb, its variables in
// the environment r.env, or in the frame r.hs.frame when r.env is
// heap.Nil.
func callGoal[V, C any, D domain.Domain[V, C]](m *Machine, d D, r *regs[V], g *goalCode, cb V) (bool, error) {
	if g.kind != codeCall {
		if ok, err, done := arithGoal(m, d, r, g); done || d.Done() {
			if err != nil {
				k, _ := g.callee(m.s)
				err = m.withContext(err, k)
			}
			return ok, err
		}
	}
	return callPred(m, d, r, g, cb)
}

// callPred is callGoal calling g's predicate (arithmetic too). A
// recording follows a call of a predicate with clauses (enter); it ends
// at a builtin and at a goal called as a term (a control construct,
// an unknown predicate), which the interpreter runs.
func callPred[V, C any, D domain.Domain[V, C]](m *Machine, d D, r *regs[V], g *goalCode, cb V) (bool, error) {
	p := g.pred
	if p == nil {
		p = m.goalPred(g)
	}
	if p == nil || p.control != ctlNone || p.builtin == nil && !p.defined {
		if d.Tracing() {
			d.Abandon("a goal called as a term")
			return false, nil
		}
		t, err := buildGoal(m, d, r, g)
		if err != nil {
			return false, err
		}
		return m.call(heap.Value(d.Concrete(t)), int(heap.Value(d.Concrete(cb)).Int()))
	}
	if p.builtin != nil && d.Tracing() {
		return traceBuiltin(m, d, r, g, p)
	}
	if err := buildArgs(m, d, r, g); err != nil || d.Done() {
		return false, err
	}
	if p.builtin != nil { // the interpreter's alone: r is the machine's registers
		ok, err := p.builtin(m, m.args)
		if err != nil {
			err = m.withContext(err, p.key)
		}
		return ok, err
	}
	return enter(m, d, r, p)
}

// traceBuiltin is callPred of the builtin p when recording: =/2 unifies
// in place (unless the occurs_check flag is set: the trace depends on
// it), and a recording ends at the others.
func traceBuiltin[V, C any, D domain.Domain[V, C]](m *Machine, d D, r *regs[V], g *goalCode, p *pred) (bool, error) {
	if p.key != (predKey{atomEq, 2}) || m.occursCheck {
		d.Abandon("a builtin")
		return false, nil
	}
	d.LoadQuasi(&m.occursFlag) // the trace is invalid once the flag is set
	if err := buildArgs(m, d, r, g); err != nil || d.Done() {
		return false, err
	}
	ok := unify(d, m.s.dh, r.b, r.args[0], r.args[1], false)
	return ok && !d.Done(), nil
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
func slot[V, C any, D domain.Domain[V, C]](m *Machine, d D, r *regs[V], i int32) V {
	if d.Branch(d.Ne(r.env, d.Const(int64(heap.Nil)))) {
		return d.LoadField(m.s.dh, r.env, envSlots+int(i))
	}
	return r.hs.frame[i]
}

// setSlot sets slot i of the running clause.
func setSlot[V, C any, D domain.Domain[V, C]](m *Machine, d D, r *regs[V], i int32, v V) {
	if d.Branch(d.Ne(r.env, d.Const(int64(heap.Nil)))) {
		d.StoreField(m.s.dh, r.env, envSlots+int(i), v)
		return
	}
	r.hs.frame[i] = v
}

// rootWords is the size of the object of g's root (0 when it has none).
func (g *goalCode) rootWords() int {
	if root := &g.nodes[0]; root.kind == nodeStruct {
		return heap.HeaderWords + root.hd.BodyWords()
	}
	return 0
}

// buildGoal builds g's goal term. A recording ends here (it allocates).
func buildGoal[V, C any, D domain.Domain[V, C]](m *Machine, d D, r *regs[V], g *goalCode) (V, error) {
	if d.Tracing() {
		d.Abandon("building a goal term allocates")
		return d.Const(int64(heap.Nil)), nil
	}
	b, err := m.h.AllocBlock(g.termWords)
	if err != nil {
		return d.Const(0), heapError(err)
	}
	t, _, err := fill(m, d, r, g.nodes, b, 0, int(g.nodes[0].objWords))
	return t, err
}

// buildArgs builds g's arguments into r.args, in one block: the
// arguments' objects, then the variables (the root's object is not
// built). A recording follows the arguments that are constants and
// variables made already, and ends at one that allocates.
func buildArgs[V, C any, D domain.Domain[V, C]](m *Machine, d D, r *regs[V], g *goalCode) error {
	if d.Tracing() && g.argWords > 0 {
		return traceArgs(m, d, r, g)
	}
	var b heap.Value
	if g.argWords > 0 {
		var err error
		if b, err = m.h.AllocBlock(g.argWords); err != nil {
			return heapError(err)
		}
	}
	skip := g.rootWords()
	vars := int(g.nodes[0].objWords) - skip
	if cap(r.args) < len(g.args) {
		r.args = make([]V, len(g.args))
	}
	r.args = r.args[:len(g.args)]
	for i, k := range g.args {
		n := &g.nodes[k]
		switch {
		case n.kind == nodeConst:
			r.args[i] = d.Const(int64(n.w))
		case n.kind == nodeVar && !n.fresh:
			r.args[i] = slot(m, d, r, n.slot)
		case n.kind == nodeVar: // made here
			serial, err := m.s.nextSerial()
			if err != nil {
				return err
			}
			w := m.h.PlaceObject(b, vars, varHeader)
			vars += varWords
			m.s.initVar(w, serial)
			v := d.Const(int64(w))
			setSlot(m, d, r, n.slot, v)
			r.args[i] = v
		default:
			v, next, err := fill(m, d, r, g.nodes[k:], b, int(n.woff)-skip, vars)
			if err != nil {
				return err
			}
			r.args[i], vars = v, next
		}
	}
	return nil
}

// traceArgs is buildArgs when recording, for a goal whose arguments
// allocate: the trace makes their objects one by one (buildTerm), which
// its optimizer keeps virtual while they do not escape.
func traceArgs[V, C any, D domain.Domain[V, C]](m *Machine, d D, r *regs[V], g *goalCode) error {
	if cap(r.args) < len(g.args) {
		r.args = make([]V, len(g.args))
	}
	r.args = r.args[:len(g.args)]
	for i, k := range g.args {
		n := &g.nodes[k]
		switch {
		case n.kind == nodeConst:
			r.args[i] = d.Const(int64(n.w))
		case n.kind == nodeVar && !n.fresh:
			r.args[i] = slot(m, d, r, n.slot)
		default:
			v, ok := buildTerm(m, d, r, g.nodes[k:])
			if !ok {
				return nil
			}
			r.args[i] = v
		}
	}
	return nil
}
