package engine

import (
	"github.com/microjit/microjit/jitcore/domain"
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/jitcore/quasi"
	"github.com/microjit/microjit/langs/prolog/term"
)

// predKey names a predicate.
type predKey struct {
	name  term.Atom
	arity int
}

// builtin is a deterministic builtin predicate: it succeeds, fails or
// raises an error. a holds its arguments (roots: re-read them after
// an allocation).
type builtin func(m *Machine, a []heap.Value) (bool, error)

// pred is a predicate: user clauses, a builtin or a control construct.
type pred struct {
	key predKey
	// clauses are the predicate's clauses, in order, with the ones
	// retract removed since the last compaction left in place (their
	// erased generation set: removeClause); dead counts those. A call
	// iterates over the slice (or index bucket) it found when it
	// started, skipping the clauses not visible at the generation gen
	// had then: the logical update view. Nothing changes the slice's
	// elements in place: addClause appends (which no view sees, as every
	// view is at most as long as the slice it was taken from), asserta
	// and compact make new slices.
	clauses []*clause
	dead    int32
	gen     uint64
	// lead is the number of erased clauses at the start of clauses,
	// which no call that starts now sees: retracting the first clause
	// again and again costs O(1) a call, not a scan of those.
	lead int32
	// version changes whenever the clauses do: traces that entered p
	// depend on it (quasi-immutable: enter).
	version quasi.Field
	// index maps a first-argument key to the clauses that may match it,
	// varKey to those whose first argument is a variable; nil until a
	// call needs it, dropped when the clauses change.
	index   map[heap.Value][]*clause
	varOnly []*clause
	// indexArg is the argument the clauses are indexed on: the first,
	// unless no clause has a key there and one of the next indexArgs-1
	// has (SWI-Prolog indexes on another argument then too, so that
	// filter(_, _, [], []) and filter(H, H2, [X|T], R) leave no
	// choicepoint); nonVar counts the clauses with a key at each.
	indexArg uint8
	nonVar   [indexArgs]int32
	builtin  builtin
	control  control
	// codes are p's codes for the JIT (jit.go: an entry is a loop
	// header), one per continuation's pc it is entered with, made when
	// first entered so with the JIT on; bit pc of dormant says that
	// the JIT does nothing there any more (domain.JIT.LoopIdle; a shift
	// by pc of 64 or more is 0: never dormant).
	codes   []*domain.Code
	dormant uint64
	// dynamic: declared dynamic (or made by assert); defined: has
	// (had) clauses or a declaration, so calling it never raises an
	// existence error; library: defined by a library (library.go: a
	// program's definition replaces it); system: by the solver's own
	// Prolog (lib.go: protected as a builtin is); multifile: declared
	// so, its clauses may come from several files (style.go).
	dynamic, defined, library, system, discontiguous, multifile bool
}

// indexMin is the number of clauses from which a predicate indexes by
// a map rather than by scanning.
const indexMin = 8

// indexArgs is the number of arguments a predicate may be indexed on.
const indexArgs = 4

// candidates is the clauses that may match a goal whose first argument
// has key (noKey: unbound, or no argument).
func (p *pred) candidates(key heap.Value) []*clause {
	if key == noKey || len(p.clauses) < indexMin {
		return p.clauses[p.lead:]
	}
	if p.index == nil {
		p.buildIndex()
	}
	if cs, ok := p.index[key]; ok {
		return cs
	}
	return p.varOnly
}

// buildIndex builds p's first-argument index.
func (p *pred) buildIndex() {
	p.index = map[heap.Value][]*clause{}
	for _, c := range p.clauses {
		p.indexClause(c)
	}
}

// indexClause adds c, a clause after all others, to p's index.
func (p *pred) indexClause(c *clause) {
	key := c.keys[p.indexArg]
	if key == noKey {
		for k, cs := range p.index {
			p.index[k] = append(cs, c)
		}
		p.varOnly = append(p.varOnly, c)
		return
	}
	if _, ok := p.index[key]; !ok {
		p.index[key] = append([]*clause(nil), p.varOnly...)
	}
	p.index[key] = append(p.index[key], c)
}

// nextMatch is the index of the first clause of cs from i on that may
// match key at the argument arg and that a call started at generation
// gen sees, or -1.
func nextMatch(cs []*clause, i int, key heap.Value, arg uint8, gen uint64) int {
	for ; i < len(cs); i++ {
		if k := cs[i].keys[arg]; (k == noKey || key == noKey || k == key) && cs[i].visible(gen) {
			return i
		}
	}
	return -1
}

// count is the number of p's clauses.
func (p *pred) count() int { return len(p.clauses) - int(p.dead) }

// lookup is the predicate name/arity, made (undefined) if need be.
func (m *Machine) lookup(name term.Atom, arity int) *pred {
	k := predKey{name, arity}
	p, ok := m.preds[k]
	if !ok {
		p = &pred{key: k}
		m.preds[k] = p
		if arity == 0 {
			id := int(m.s.Atom(name).SymbolID())
			for len(m.byAtom) <= id {
				m.byAtom = append(m.byAtom, nil)
			}
			m.byAtom[id] = p
		} else if f, err := m.s.Functor(name, arity); err == nil {
			id := int(f - firstFunctor)
			for len(m.byFunctor) <= id {
				m.byFunctor = append(m.byFunctor, nil)
			}
			m.byFunctor[id] = p
		}
	}
	return p
}

// predOf is the predicate of the dereferenced callable goal g, or nil
// when it has none yet.
func (m *Machine) predOf(g heap.Value) *pred {
	if g.IsSymbol() {
		if id := int(g.SymbolID()); id < len(m.byAtom) {
			return m.byAtom[id]
		}
		return nil
	}
	if id := int(m.h.HeaderAt(g).Class()) - firstFunctor; id < len(m.byFunctor) {
		return m.byFunctor[id]
	}
	return nil
}

// goalKey is the indexing key of the dereferenced argument a: a's word
// when atomic, its functor's key when compound, noKey when unbound.
func (m *Machine) goalKey(a heap.Value) heap.Value {
	switch {
	case a.IsRef():
		hd := m.h.HeaderAt(a)
		if isCompound(hd) {
			return compoundKey(hd)
		}
		return noKey
	default:
		return a
	}
}

// isCompoundKey is whether the key k is a compound's (compoundKey).
func isCompoundKey(k heap.Value) bool { return k.IsSymbol() && k.SymbolID()&compoundKeyBit != 0 }

// noKey is the key of an unbound first argument (or of none): heap's
// Unbound word, which no term is.
const noKey = heap.Unbound

// compoundKey is the indexing key of compound terms with header hd: a
// symbol word no atom has, so that it differs from every atomic key.
func compoundKey(hd heap.Header) heap.Value {
	return heap.Symbol(compoundKeyBit | hd.Class())
}

// compoundKeyBit is the bit of a symbol id that makes it a compound key.
const compoundKeyBit = 1 << 31

// addClause adds a compiled clause to p, first or last: assertz is
// amortized O(1), its index kept up to date unless the indexed argument
// changes; asserta copies the live clauses.
func (p *pred) addClause(c *clause, first bool) {
	p.defined = true
	p.version.Store(p.version.Load() + 1)
	arg := p.indexArg
	p.countKeys(c, 1)
	if !first {
		p.clauses = append(p.clauses, c)
		if p.index != nil && p.indexArg == arg {
			p.indexClause(c)
		} else {
			p.index, p.varOnly = nil, nil
		}
		return
	}
	cs := make([]*clause, 0, p.count()+1)
	p.clauses, p.dead, p.lead = p.live(append(cs, c)), 0, 0
	p.index, p.varOnly = nil, nil
}

// live appends p's clauses in the database to cs.
func (p *pred) live(cs []*clause) []*clause {
	for _, c := range p.clauses {
		if c.erased == 0 {
			cs = append(cs, c)
		}
	}
	return cs
}

// countKeys adds d to the counts of clause keys of c's and chooses the
// index argument again.
func (p *pred) countKeys(c *clause, d int32) {
	for i, k := range c.keys {
		if k != noKey {
			p.nonVar[i] += d
		}
	}
	p.indexArg = 0
	if p.nonVar[0] == 0 {
		for i := 1; i < indexArgs; i++ {
			if p.nonVar[i] > 0 {
				p.indexArg = uint8(i)
				break
			}
		}
	}
}

// removeClause removes c from p in O(1): c stays in the slices and the
// index, erased at a new generation, so that the calls that started
// before still see it and the later ones skip it. Once the erased
// clauses outnumber the others (and compactMin), compact drops them, so
// that a retract costs amortized O(1) and the space of retracted
// clauses is reclaimed.
func (p *pred) removeClause(c *clause) {
	p.gen++
	c.erased = p.gen
	p.dead++
	for int(p.lead) < len(p.clauses) && p.clauses[p.lead].erased != 0 {
		p.lead++
	}
	p.version.Store(p.version.Load() + 1)
	arg := p.indexArg
	p.countKeys(c, -1)
	if p.indexArg != arg {
		p.index, p.varOnly = nil, nil
	}
	if p.dead >= compactMin && int(p.dead) > p.count() {
		p.compact()
	}
}

// compactMin is the least number of erased clauses compact drops.
const compactMin = 8

// compact drops p's erased clauses (in a new slice: the calls that
// iterate over the old one keep it).
func (p *pred) compact() {
	p.clauses, p.dead, p.lead = p.live(make([]*clause, 0, p.count())), 0, 0
	p.index, p.varOnly = nil, nil
}

// erase removes all of p's clauses (abolish/1).
func (p *pred) erase() {
	p.gen++
	for _, c := range p.clauses {
		if c.erased == 0 {
			c.erased = p.gen
		}
	}
	p.version.Store(p.version.Load() + 1)
	p.clauses, p.dead, p.lead, p.index, p.varOnly = nil, 0, 0, nil, nil
	p.nonVar, p.indexArg = [indexArgs]int32{}, 0
}
