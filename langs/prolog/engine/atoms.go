package engine

import (
	"math"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

// The atom and functor tables and their collection.
//
// An atom is a symbol word holding an id of its store's atom table. A
// program that makes atoms as it goes (atom_concat/3, atom_codes/2,
// sub_atom/5 enumerating, read/1) would fill the table without bound, so
// the atoms nothing uses any more are collected and their ids reused, as
// SWI-Prolog's atom garbage collector does. An atom is used when a symbol
// word of it is reachable:
//
//   - in a term on the heap, or in a value the heap's root sets hold (the
//     solver's registers, choicepoints, global variables, the trail, a
//     library's roots): heap.ScanLive visits them all;
//   - in what Go code keeps outside the heap: compiled clauses (their
//     templates' constants), the predicate and functor tables, the
//     clauses a choicepoint may still try, a body goal about to run. Each holder is an AtomRoots the store's
//     collection asks (Store.AddAtomRoots): the Machine is one, and a
//     trace that holds an atom as a constant is to be another;
//   - made before the program ran (NewMachine: the builtins', the
//     libraries' and the solver's own atoms, which Go code holds in its
//     variables): these are permanent.
//
// A functor (a header class, atom id and arity) is collected alike: it
// is used when a live object on the heap has its header, when a holder
// marks its compound key (compoundKey: a clause's templates, a
// predicate's functor, a choicepoint's indexing key), or when it was
// made before the program ran; a functor in use keeps its name. So
// T =.. [F|Args] with a fresh F at every call runs in bounded memory.
//
// A collection runs when the tables have grown by atomsDue entries since
// the last one, which is at least as many as were live then and a fraction
// of the words it visited, so the work is linear in the atoms made. It
// runs at the solver's safe point between two steps of the outermost
// query (Machine.collectAtoms): a builtin's Go frames may hold a symbol
// word they just made or read, which no table knows of, so no
// collection runs while one is active, or nested inside one.
type atomTable struct {
	atoms   []term.Atom
	atomIDs map[string]uint32 // by name, so that text can be looked up without a string (atomBytes)
	// freeAtoms are the ids a collection freed, for new atoms to reuse.
	freeAtoms []uint32
	// permanent is the number of atoms made before the program ran
	// (PinAtoms): ids below it are never collected.
	permanent uint32
	// made counts the atoms and functors made since the last
	// collection; onAtomsDue, when set, is called for each new one once
	// made reaches atomsDue.
	made, atomsDue int
	onAtomsDue     func()
	// atomRoots are the holders of atoms outside the heap.
	atomRoots []AtomRoots
	// marks is a collection's mark bits, one per id, kept between
	// collections.
	marks []uint64
}

// minAtomsDue is the least number of atoms made between two
// collections: SWI-Prolog's agc_margin is 10,000.
const minAtomsDue = 1 << 14

// AtomRoots is implemented by what holds atoms or functors outside the
// heap's terms and root sets (see the comment at the top of atoms.go):
// VisitAtoms calls mark with every such word it holds, a functor as its
// compound key (compoundKey). mark ignores other words, so a holder may
// pass any word (an integer, noKey).
type AtomRoots interface {
	VisitAtoms(mark func(heap.Value))
}

// functorTable is the functors, by index: functor f is functors[f -
// firstFunctor]; a free entry (collected, its index to reuse) has arity
// 0.
type functorTable struct {
	functors  []functorKey
	functorID map[functorKey]Functor
	// freeFunctors are the indexes a collection freed; permanent is the
	// number of functors made before the program ran (PinAtoms).
	freeFunctors []uint32
	permanent    uint32
	// marks is a collection's mark bits, one per index.
	marks []uint64
}

// newFunctor enters k, which the table does not hold.
func (t *tables) newFunctor(k functorKey) Functor {
	var i uint32
	if n := len(t.freeFunctors); n > 0 {
		i, t.freeFunctors = t.freeFunctors[n-1], t.freeFunctors[:n-1]
		t.functors[i] = k
	} else {
		i = uint32(len(t.functors))
		t.functors = append(t.functors, k)
	}
	f := Functor(firstFunctor + i)
	t.functorID[k] = f
	t.atomTable.countMade()
	return f
}

// Functors is the number of functors the table holds.
func (t *functorTable) Functors() int { return len(t.functors) - len(t.freeFunctors) }

// markBits is *bits cleared and sized for n entries.
func markBits(bits *[]uint64, n int) []uint64 {
	words := (n + 63) / 64
	if cap(*bits) < words {
		*bits = make([]uint64, words)
	}
	*bits = (*bits)[:words]
	clear(*bits)
	return *bits
}

func isMarked(bits []uint64, i uint32) bool { return bits[i/64]&(1<<(i%64)) != 0 }
func setMark(bits []uint64, i uint32)       { bits[i/64] |= 1 << (i % 64) }

func newAtomTable() atomTable {
	return atomTable{atomIDs: map[string]uint32{}, atomsDue: minAtomsDue}
}

// Atom is the symbol word of the atom a.
func (t *atomTable) Atom(a term.Atom) heap.Value {
	id, ok := t.atomIDs[a.Name()]
	if !ok {
		id = t.newAtom(a)
	}
	return heap.Symbol(id)
}

// atomBytes is Atom of the atom whose name is b: a text predicate's
// atom is found without making its name a string unless it is new.
func (t *atomTable) atomBytes(b []byte) heap.Value {
	if id, ok := t.atomIDs[string(b)]; ok {
		return heap.Symbol(id)
	}
	return heap.Symbol(t.newAtom(term.Intern(string(b))))
}

// newAtom enters a, which the table does not hold, and returns its id.
func (t *atomTable) newAtom(a term.Atom) uint32 {
	var id uint32
	if n := len(t.freeAtoms); n > 0 {
		id, t.freeAtoms = t.freeAtoms[n-1], t.freeAtoms[:n-1]
		t.atoms[id] = a
	} else {
		id = uint32(len(t.atoms))
		t.atoms = append(t.atoms, a)
	}
	t.atomIDs[a.Name()] = id
	t.countMade()
	return id
}

// countMade counts a new atom or functor, and asks for a collection
// when they are due.
func (t *atomTable) countMade() {
	if t.made++; t.made >= t.atomsDue && t.onAtomsDue != nil {
		t.onAtomsDue()
	}
}

// AtomOf is the atom of a symbol word made by Atom.
func (t *atomTable) AtomOf(v heap.Value) term.Atom { return t.atoms[v.SymbolID()] }

// Atoms is the number of atoms the table holds.
func (t *atomTable) Atoms() int { return len(t.atoms) - len(t.freeAtoms) }

// PinAtoms makes the atoms and functors the tables hold now permanent.
func (t *tables) PinAtoms() {
	t.atomTable.permanent = uint32(len(t.atoms))
	t.functorTable.permanent = uint32(len(t.functors))
}

// AddAtomRoots makes r a holder of atoms that every atom collection asks.
func (s *Store) AddAtomRoots(r AtomRoots) { s.atomRoots = append(s.atomRoots, r) }

// CollectAtoms frees the atoms and functors nothing uses (the comment at
// the top of atoms.go has the rule) and reports how many atoms it freed.
// It is a safe point (it collects the heap), and the caller must hold no
// atom or functor outside the heap, its roots and the atom roots.
func (s *Store) CollectAtoms() int {
	t, ft := &s.atomTable, &s.functorTable
	marks := markBits(&t.marks, len(t.atoms))
	fmarks := markBits(&ft.marks, len(ft.functors))
	work := 0
	mark := func(v heap.Value) {
		work++
		if !v.IsSymbol() {
			return
		}
		if id := v.SymbolID(); id&compoundKeyBit == 0 {
			if int(id) < len(t.atoms) {
				setMark(marks, id)
			}
		} else if i := int(id&^compoundKeyBit) - firstFunctor; i >= 0 && i < len(ft.functors) {
			setMark(fmarks, uint32(i))
		}
	}
	s.h.ScanLive(mark, func(hd heap.Header) {
		if isCompound(hd) {
			setMark(fmarks, hd.Class()-firstFunctor)
		}
	})
	for _, r := range t.atomRoots {
		r.VisitAtoms(mark)
	}
	for k := range s.attrModules {
		mark(k)
	}
	for i, k := range ft.functors {
		switch {
		case k.arity == 0: // free
		case uint32(i) < ft.permanent || isMarked(fmarks, uint32(i)):
			setMark(marks, k.name)
		default:
			delete(ft.functorID, k)
			ft.functors[i] = functorKey{}
			ft.freeFunctors = append(ft.freeFunctors, uint32(i))
		}
	}
	for _, id := range t.freeAtoms {
		setMark(marks, id)
	}
	freed := 0
	for id := t.permanent; int(id) < len(t.atoms); id++ {
		if !isMarked(marks, id) {
			delete(t.atomIDs, t.atoms[id].Name())
			t.atoms[id] = term.Atom{}
			t.freeAtoms = append(t.freeAtoms, id)
			freed++
		}
	}
	t.made = 0
	live := t.Atoms() - int(t.permanent) + ft.Functors() - int(ft.permanent)
	t.atomsDue = max(minAtomsDue, live, work/8)
	return freed
}

// atomsDueCode is the value of Machine.halting that asks the solver for
// an atom collection at its next step (no halt status is this one).
const atomsDueCode = math.MinInt32

// requestAtoms asks the solver for an atom collection at its next step,
// unless a halt was asked for.
func (m *Machine) requestAtoms() { m.halting.CompareAndSwap(0, atomsDueCode) }

// collectAtoms is the solver's atom collection between two steps. Nested
// inside a builtin (a directive of a consult/1 called from a goal, a goal
// print/1 or format/2 runs, a library loading), it does nothing: the
// builtin's Go frames may hold atoms, and the next atom made asks again.
func (m *Machine) collectAtoms() {
	m.halting.CompareAndSwap(atomsDueCode, 0)
	if m.base != 0 || m.io.captures > 0 || m.lib != nil {
		return
	}
	m.s.CollectAtoms()
	clear(m.evalFns) // by functor id, which a new functor may reuse
}

// VisitAtoms marks the atoms and functors the solver holds outside the
// heap (AtomRoots): the names and functors of its predicates and their
// clauses' constants and functors, the clauses that environments and
// choicepoints still run after retract removed them, the choicepoints'
// indexing keys, and the body goal to run next.
func (m *Machine) VisitAtoms(mark func(heap.Value)) {
	for k, p := range m.preds {
		if id, ok := m.s.atomIDs[k.name.Name()]; ok {
			mark(heap.Symbol(id))
		}
		for _, cl := range p.clauses {
			cl.visitAtoms(mark)
		}
	}
	for id, p := range m.byFunctor {
		if p != nil {
			mark(compoundKey(m.s.header(Functor(firstFunctor + id))))
		}
	}
	for _, cl := range m.clauseTab {
		if cl != nil && cl.erased != 0 {
			cl.visitAtoms(mark)
		}
	}
	for i := range m.cps {
		cp := &m.cps[i]
		if cp.kind == cpClauses || cp.kind == cpDBClauses {
			mark(cp.key)
			for _, cl := range cp.clauses[cp.next:] {
				if cl.erased != 0 {
					cl.visitAtoms(mark)
				}
			}
		}
	}
	if m.next != nil {
		visitNodeAtoms(m.next.nodes, mark)
	}
}

// visitAtoms marks the constants of cl's templates.
func (cl *clause) visitAtoms(mark func(heap.Value)) {
	visitNodeAtoms(cl.head, mark)
	for i := range cl.goals {
		visitNodeAtoms(cl.goals[i].nodes, mark)
	}
}

// visitNodeAtoms marks the constants and functors of a template (a node
// that is no constant has a zero word, which is no atom).
func visitNodeAtoms(nodes []node, mark func(heap.Value)) {
	for i := range nodes {
		if n := &nodes[i]; n.kind == nodeStruct {
			mark(compoundKey(n.hd))
		} else {
			mark(n.w)
		}
	}
}
