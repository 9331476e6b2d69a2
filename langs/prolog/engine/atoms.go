package engine

import (
	"math"

	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/prolog/term"
)

// The atom table and its collection.
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
// A collection runs when the table has grown by atomsDue atoms since the
// last one, which is at least as many as were live then and a fraction
// of the words it visited, so the work is linear in the atoms made. It
// runs at the solver's safe point between two steps of the outermost
// query (Machine.collectAtoms): a builtin's Go frames may hold a symbol
// word they just made or read, which no table knows of, so no
// collection runs while one is active, or nested inside one.
type atomTable struct {
	atoms   []term.Atom
	atomIDs map[term.Atom]uint32
	// freeAtoms are the ids a collection freed, for new atoms to reuse.
	freeAtoms []uint32
	// permanent is the number of atoms made before the program ran
	// (PinAtoms): ids below it are never collected.
	permanent uint32
	// made counts the atoms made since the last collection; onAtomsDue,
	// when set, is called for each new atom once made reaches atomsDue.
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

// AtomRoots is implemented by what holds atoms outside the heap's terms
// and root sets (see the comment at the top of atoms.go): VisitAtoms calls
// mark with every such word it holds. mark ignores words that are not
// atoms, so a holder may pass any word (an integer, a compound's key).
type AtomRoots interface {
	VisitAtoms(mark func(heap.Value))
}

func newAtomTable() atomTable {
	return atomTable{atomIDs: map[term.Atom]uint32{}, atomsDue: minAtomsDue}
}

// Atom is the symbol word of the atom a.
func (t *atomTable) Atom(a term.Atom) heap.Value {
	id, ok := t.atomIDs[a]
	if !ok {
		id = t.newAtom(a)
	}
	return heap.Symbol(id)
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
	t.atomIDs[a] = id
	if t.made++; t.made >= t.atomsDue && t.onAtomsDue != nil {
		t.onAtomsDue()
	}
	return id
}

// AtomOf is the atom of a symbol word made by Atom.
func (t *atomTable) AtomOf(v heap.Value) term.Atom { return t.atoms[v.SymbolID()] }

// Atoms is the number of atoms the table holds.
func (t *atomTable) Atoms() int { return len(t.atoms) - len(t.freeAtoms) }

// PinAtoms makes the atoms the table holds now permanent.
func (t *atomTable) PinAtoms() { t.permanent = uint32(len(t.atoms)) }

// AddAtomRoots makes r a holder of atoms that every atom collection asks.
func (s *Store) AddAtomRoots(r AtomRoots) { s.atomRoots = append(s.atomRoots, r) }

// CollectAtoms frees the atoms nothing uses (the comment at the top of
// atoms.go has the rule) and reports how many it freed. It is a safe
// point (it collects the heap), and the caller must hold no atom outside
// the heap, its roots and the atom roots.
func (s *Store) CollectAtoms() int {
	t := &s.atomTable
	n := (len(t.atoms) + 63) / 64
	if cap(t.marks) < n {
		t.marks = make([]uint64, n)
	}
	marks := t.marks[:n]
	clear(marks)
	work := 0
	mark := func(v heap.Value) {
		work++
		if v.IsSymbol() {
			if id := v.SymbolID(); int(id) < len(t.atoms) {
				marks[id/64] |= 1 << (id % 64)
			}
		}
	}
	s.h.ScanLive(mark)
	for _, r := range t.atomRoots {
		r.VisitAtoms(mark)
	}
	for _, f := range s.functors {
		mark(heap.Symbol(f.name))
	}
	for k := range s.attrModules {
		mark(k)
	}
	for _, id := range t.freeAtoms {
		mark(heap.Symbol(id))
	}
	freed := 0
	for id := t.permanent; int(id) < len(t.atoms); id++ {
		if marks[id/64]&(1<<(id%64)) == 0 {
			delete(t.atomIDs, t.atoms[id])
			t.atoms[id] = term.Atom{}
			t.freeAtoms = append(t.freeAtoms, id)
			freed++
		}
	}
	t.made = 0
	t.atomsDue = max(minAtomsDue, len(t.atoms)-len(t.freeAtoms)-int(t.permanent), work/8)
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
}

// VisitAtoms marks the atoms the solver holds outside the heap
// (AtomRoots): the names of its predicates and their clauses' constants,
// the clauses that environments and choicepoints still run after
// retract removed them, and the body goal to run next. (A choicepoint's
// indexing key is its goal's first argument, which its saved arguments
// hold.)
func (m *Machine) VisitAtoms(mark func(heap.Value)) {
	for k, p := range m.preds {
		if id, ok := m.s.atomIDs[k.name]; ok {
			mark(heap.Symbol(id))
		}
		for _, cl := range p.clauses {
			cl.visitAtoms(mark)
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

// visitNodeAtoms marks the constants of a template (a node that is no
// constant has a zero word, which is no atom).
func visitNodeAtoms(nodes []node, mark func(heap.Value)) {
	for i := range nodes {
		mark(nodes[i].w)
	}
}
