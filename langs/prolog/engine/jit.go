package engine

import (
	"slices"
	"strconv"

	"github.com/microjit/microjit/jitcore/config"
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/ir"
	"github.com/microjit/microjit/jitcore/jitlog"
)

// The JIT's view of the solver (domain.JIT; doc.go, "Written once"):
//
//	codes    one per predicate and continuation's pc it is entered with
//	         (its entry is pc 0, the loop header), one
//	         per clause (a pc per body code) and one for the solver's
//	         loop (pc 0: the continuation is to be run on, its clause
//	         not known yet), made when first needed
//	frames   one, the registers' state, in one of three shapes:
//	           entry of p:    greens [p, 0, continuation's pc]
//	                          slots  [arguments..., continuation, trail...]
//	           body code k:   greens [clause, k]
//	                          slots  [environment, trail...]
//	           the loop:      greens [loop, 0, continuation's pc]
//	                          slots  [continuation, trail...]
//	         where trail... is the choicepoint stack's height, the
//	         bindings' mark and the next variable's serial number (all
//	         immediate integers: frameTail)
//	memory   the heap's regions (heap.Regions): traces read terms and
//	         environments and allocate environments (virtually, unless
//	         they escape)
//
// A predicate's entry is a loop header: a deterministic tail recursion
// is a loop of one predicate entry to the next. A trace pushes no
// choicepoint and changes no Go-side state of the machine, so a
// recording that ends resumes the interpreter at the state it last
// declared (the instruction under way is redone: what the recording did
// of it is idempotent, and it ends before a binding), and an exit of
// compiled code at a predicate's entry makes the interpreter enter the
// predicate without counting it (or it would enter the code again at
// the guard that failed).
type jitState struct {
	j *domain.JIT[heap.Value]
	// stack is the machine's registers as the JIT's Stack.
	stack *machineStack
	// loop is the solver loop's code; clauses the codes of clauses (a
	// predicate's are its own: pred.codes); codes what each code id is.
	loop    *domain.Code
	clauses map[*clause]*domain.Code
	codes   []frameAt
	// skip makes the next predicate entry run in the interpreter
	// without counting: compiled code or a recording handed over there.
	skip bool
	// replaced is set when compiled code or a recording left the
	// registers at another state (machineStack.Replace).
	replaced bool
}

// minRun is the least fuel per entry (about a predicate entry each)
// that a loop's compiled code must spend to be entered still
// (domain.Spec.MinRun). The loops that pay run hundreds of iterations
// an entry (tak 244, nrev 508, qsort 1844 on average); those that made
// programs slower ran one to seven (hanoi 1.0, deriv 0.6, zebra 4.4,
// chat 6.7): entering and leaving cost more than they ran.
const minRun = 16

// frameAt is where the registers are: at the entry of p, at code k of
// cl's body, or (both nil) in the solver's loop.
type frameAt struct {
	p  *pred
	cl *clause
	k  int
}

// EnableJIT attaches the JIT; with the JIT off in opts it does nothing.
func (m *Machine) EnableJIT(opts config.Options) error {
	if !opts.Params.Enabled {
		return nil
	}
	mem, err := m.memory()
	if err != nil {
		return err
	}
	stack := &machineStack{solverFrame: solverFrame[heap.Value]{m: m, r: &m.regs}}
	j, err := domain.Attach(opts, nil, domain.Spec[heap.Value]{
		Memory: mem, Refs: true, Heap: m.h, Stack: stack, Record: m.record, MinRun: minRun,
	})
	if err != nil || j == nil {
		return err
	}
	js := &jitState{j: j, stack: stack, clauses: map[*clause]*domain.Code{}}
	js.loop = js.newCode("solve", 1, frameAt{}, func(int) (string, int, int) { return "run the continuation", 0, 0 })
	m.jit = js
	return nil
}

// JITStats are the JIT's counters, or nil when it is off.
func (m *Machine) JITStats() *jitlog.Stats {
	if m.jit == nil {
		return nil
	}
	return m.jit.j.Stats()
}

// closeJIT releases the JIT's code and the poll word.
func (m *Machine) closeJIT() {
	if m.jit != nil {
		m.jit.j.Close()
		m.jit = nil
	}
	if w := m.poll.Load(); w != nil {
		w.Free() // kept: a Halt from another goroutine may still Set it
	}
}

// newCode makes a code of size pcs for what at says.
func (js *jitState) newCode(file string, size int, at frameAt, where func(pc int) (string, int, int)) *domain.Code {
	c := js.j.NewCode(file, size, where)
	js.codes = append(js.codes, at)
	return c
}

// predCode is p's code for its entry with a continuation whose pc is
// pc (a green: what follows the call depends on it). Each is a loop
// header of its own: the entry of tak/4 from the first call of its body
// is not its entry from the second, and a loop of one is not closed at
// the other.
func (js *jitState) predCode(p *pred, pc int) *domain.Code {
	if pc >= len(p.codes) {
		p.codes = append(p.codes, make([]*domain.Code, pc+1-len(p.codes))...)
	}
	if p.codes[pc] == nil {
		name := indicatorString(p.key)
		p.codes[pc] = js.newCode(name, 1, frameAt{p: p}, func(int) (string, int, int) { return "enter " + name, 0, 0 })
	}
	return p.codes[pc]
}

// clauseCode is cl's code: a pc per body code.
func (js *jitState) clauseCode(cl *clause) *domain.Code {
	c := js.clauses[cl]
	if c == nil {
		c = js.newCode("clause", len(cl.goals), frameAt{cl: cl}, func(int) (string, int, int) { return "body code", 0, 0 })
		js.clauses[cl] = c
	}
	return c
}

// indicatorString is Name/Arity.
func indicatorString(k predKey) string { return k.name.Name() + "/" + strconv.Itoa(k.arity) }

// jitEntry is the interpreter's merge point at the entry of p, whose
// arguments are in the machine's registers: it counts the entry, and
// records a loop from there when it is hot, or runs its compiled code.
// It reports whether the registers were left at another state (the
// solver goes on from there) and the program's error. enter does not
// call it at an entry where the JIT does nothing any more (dormant)
// but the one compiled code or a recording handed over at (skip): a
// call at every predicate entry cost zebra, whose loops do not pay,
// 5% more instructions than the interpreter.
func (m *Machine) jitEntry(p *pred) (bool, error) {
	js, pc := m.jit, m.pc
	if js.skip {
		js.skip = false
		return false, nil
	}
	js.stack.at, js.replaced = frameAt{p: p}, false
	code := js.predCode(p, pc)
	err := js.j.LoopHeader(code, 0)
	if pc < 64 && js.j.LoopIdle(code, 0) {
		p.dormant |= 1 << pc
	}
	return js.replaced, err
}

// record runs the solver's recording instance from frames, the
// machine's state, until the recording ends (the JIT's Spec.Record). Its
// merge points are the predicate entries (loop headers) and the
// continuations followed.
func (m *Machine) record(d *domain.Recording, frames []domain.Frame[ir.Value]) (domain.Stack[ir.Value], error) {
	js := m.jit
	f := frames[len(frames)-1]
	r := &regs[ir.Value]{env: d.Const(int64(heap.Nil)), b: &bindings[ir.Value]{}}
	st := &recordingStack{solverFrame: solverFrame[ir.Value]{m: m, r: r}}
	at := st.setTail(d, f)
	r.nextCB = r.height
	r.b.resume = func() { st.redeclare(d) }
	st.declare(at)
	first := true
	r.atEntry = func(p *pred, args []ir.Value) bool {
		st.declare(frameAt{p: p})
		if first { // where the recording starts: its first instruction
			first = false
			return domain.MergePoint(d, st)
		}
		if err := domain.LoopHeader(js.j, d, st, js.predCode(p, r.pc), 0); err != nil || d.Done() {
			return true
		}
		return domain.MergePoint(d, st)
	}
	r.atCont = func(cl *clause, k int, cont ir.Value) bool {
		first = false
		st.declare(frameAt{cl: cl, k: k})
		return domain.MergePoint(d, st)
	}
	var err error
	if at.p != nil {
		var ok bool
		if ok, err = enter(m, d, r, at.p); err == nil && !d.Done() {
			_, err = solve(m, d, r, ok)
		}
	} else {
		first = false
		_, err = solve(m, d, r, true)
	}
	return st, err
}

// solverFrame is the solver's registers r as the JIT sees them: one
// frame, at where the registers are. machineStack (the interpreter's)
// and recordingStack (a recording's) are the Stack of each domain.
type solverFrame[V any] struct {
	m  *Machine
	r  *regs[V]
	at frameAt
}

// frameTail is how many slots end every frame: the choicepoint stack's
// height, the bindings' mark and the serial number of the next variable
// made. A trace pushes no choicepoint, so the first two are the ones it
// was entered at; the serial number grows with the variables it makes.
const frameTail = 3

// fill makes f the registers' frame at s.at, ending in the slots tail
// (frameTail of them), reusing f's slices.
func (s *solverFrame[V]) fill(f *domain.Frame[V], tail ...V) {
	js, r := s.m.jit, s.r
	f.Slots = f.Slots[:0]
	switch at := s.at; {
	case at.p != nil:
		f.Greens = append(js.predCode(at.p, r.pc).Greens(0), int64(r.pc), 0)
		f.Slots = append(append(f.Slots, r.args...), r.cont)
	case at.cl != nil:
		f.Greens = js.clauseCode(at.cl).Greens(at.k)
		f.Slots = append(f.Slots, r.cont)
	default:
		f.Greens = js.loop.Greens(0, int64(r.pc))
		f.Slots = append(f.Slots, r.cont)
	}
	f.Slots = append(f.Slots, tail...)
}

// set makes the registers the state of frame f and reports where that
// is, and the variables to unbind first (undo: an entry's while a
// clause was tried without its choicepoint); the slots that end it
// (frameTail) are the caller's to take.
func (s *solverFrame[V]) set(f domain.Frame[V]) (at frameAt, undo []V) {
	r := s.r
	at = s.m.jit.codes[f.Greens[0]]
	switch {
	case at.p != nil:
		n := int(f.Greens[3])
		k := len(f.Slots) - 1 - frameTail - n
		r.args = append(r.args[:0], f.Slots[:k]...)
		r.cont, r.pc = f.Slots[k], int(f.Greens[2])
		undo = f.Slots[k+1 : k+1+n]
	case at.cl != nil:
		r.cont, r.pc = f.Slots[0], int(f.Greens[1])
		at.k = r.pc
	default:
		r.cont, r.pc = f.Slots[0], int(f.Greens[2])
	}
	s.at = at
	return at, undo
}

// machineStack is the machine's registers as the JIT's Stack.
type machineStack struct {
	solverFrame[heap.Value]
	// buf is Top's frame, reused.
	buf domain.Frame[heap.Value]
}

// Frames implements domain.Stack.
func (s *machineStack) Frames() []domain.Frame[heap.Value] {
	return []domain.Frame[heap.Value]{s.Top()}
}

// Top implements domain.Stack.
func (s *machineStack) Top() domain.Frame[heap.Value] {
	st := s.m.s
	s.fill(&s.buf, intWord(len(s.m.cps)), st.b.mark, serialWord(st.serial))
	return s.buf
}

// Depth implements domain.Stack: the solver's state is one frame.
func (s *machineStack) Depth() int { return 1 }

// Replace implements domain.Stack: compiled code or a recording left
// the registers at the state of the frame: the solver goes on from
// there; at a predicate's entry it enters the predicate (r.entry)
// without counting the entry. The variables the code made took serial
// numbers: the store goes on after them (the height and the mark are the
// machine's own, which a trace does not change).
func (s *machineStack) Replace(_ int, frames []domain.Frame[heap.Value]) {
	m, r := s.m, s.r
	r.next, r.env, r.entry, m.jit.skip = nil, heap.Nil, nil, false
	f := frames[len(frames)-1]
	at, undo := s.set(f)
	for _, v := range undo {
		m.h.SetField(v, varBinding, heap.Unbound)
	}
	if at.p != nil {
		r.entry, m.jit.skip = at.p, true
	}
	m.s.serial = f.Slots[len(f.Slots)-1].Int()
	m.jit.replaced = true
}

// Return implements domain.Stack: prolog's traces are loops, which
// never return (there are no function traces: MaxDepth is 0).
func (s *machineStack) Return(int, heap.Value) {}

// recordingStack is a recording's registers as the JIT's Stack.
type recordingStack struct {
	solverFrame[ir.Value]
	// last is the frame the recording last declared: the state it
	// resumes the interpreter at when it ends; base is the one declared
	// at the instruction's start (redeclare).
	last, base domain.Frame[ir.Value]
}

// declare makes the registers' state at at the recording's last.
func (s *recordingStack) declare(at frameAt) {
	s.at = at
	s.r.b.undo = s.r.b.undo[:0]
	s.last = domain.Frame[ir.Value]{}
	s.fill(&s.last, s.r.height, s.r.b.mark, s.r.serial)
	s.base = s.last
}

// redeclare declares again the state the recording last declared, with
// the serial number the variables made since then leave: an instruction
// that stored (a binding, a term or an environment built) and goes on
// testing resumes at its start with those stores done. That is redoing
// it with the bindings made already: unification and head matching find
// them as they would have made them, and what was built without being
// bound is garbage. A binding is trailed before it is stored, so the
// trail of the redone instruction is the same.
//
// While a clause is tried without its choicepoint, the variables it
// bound that are older than the choicepoint go with the state (an
// entry's undo slots, their number a green): resuming there unbinds
// them, as backtracking into the choicepoint would, and the interpreter
// enters the predicate as it was entered.
func (s *recordingStack) redeclare(d *domain.Recording) {
	b, f := s.r.b, s.base
	k := len(f.Slots) - frameTail
	f.Slots = append(append(append([]ir.Value(nil), f.Slots[:k]...), b.undo...), f.Slots[k:]...)
	f.Slots[len(f.Slots)-1] = s.r.serial
	if len(b.undo) > 0 {
		f.Greens = slices.Clone(f.Greens)
		f.Greens[3] = int64(len(b.undo))
	}
	s.last = f
	d.Begin(f)
}

// Frames implements domain.Stack: the frame the recording last declared.
func (s *recordingStack) Frames() []domain.Frame[ir.Value] { return []domain.Frame[ir.Value]{s.last} }

// Top implements domain.Stack.
func (s *recordingStack) Top() domain.Frame[ir.Value] { return s.last }

// Depth implements domain.Stack.
func (s *recordingStack) Depth() int { return 1 }

// Replace implements domain.Stack: the JIT replaces the interpreter's
// frames only; a recording's state is its registers.
func (s *recordingStack) Replace(_ int, frames []domain.Frame[ir.Value]) {
	s.setTail(nil, frames[len(frames)-1])
}

// setTail is set also taking the slots that end f: the height, the mark
// and the serial number are registers of a recording. A recording (d)
// unbinds the variables of the state's undo slots, which a bridge's
// start may have.
func (s *recordingStack) setTail(d *domain.Recording, f domain.Frame[ir.Value]) frameAt {
	at, undo := s.set(f)
	for _, v := range undo {
		d.StoreField(s.m.s.dh, v, varBinding, d.Const(int64(heap.Unbound)))
	}
	tail := f.Slots[len(f.Slots)-frameTail:]
	s.r.height, s.r.b.mark, s.r.serial = tail[0], tail[1], tail[2]
	return at
}

// Return implements domain.Stack (see machineStack.Return).
func (s *recordingStack) Return(int, ir.Value) {}

// solverMemory is the memory compiled code runs on: the heap's regions
// (region 0 is its allocation record, 1 its space), which move at every
// collection, and the machine's poll word (pollRegion); exits
// materialize virtual objects in the heap.
type solverMemory struct {
	h    *heap.Heap
	poll []byte
}

// pollRegion is the region of the machine's poll word, which Halt sets:
// a recording polls it at every predicate entry (enter), so that a
// compiled loop that never ends leaves at its next iteration once a halt
// is asked for from outside, and the interpreter halts.
const pollRegion = 2

// Regions implements ir.Memory.
func (m solverMemory) Regions() [][]byte {
	r := m.h.Regions()
	return [][]byte{r[0], r[1], m.poll}
}

// memory is the machine's solverMemory, with a poll word made for it
// (one per machine: its JIT is attached once).
func (m *Machine) memory() (solverMemory, error) {
	w := m.poll.Load()
	if w == nil {
		var err error
		if w, err = domain.NewPollWord(pollRegion); err != nil {
			return solverMemory{}, err
		}
		m.poll.Store(w)
	}
	return solverMemory{m.h, w.Region().Bytes}, nil
}

// pollWord is the machine's poll word (nil without a JIT).
func (m *Machine) pollWord() *domain.PollWord { return m.poll.Load() }

// Heap implements resume.HeapMemory.
func (m solverMemory) Heap(int32) *heap.Heap { return m.h }
