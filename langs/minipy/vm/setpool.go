package vm

import "unsafe"

// setPool keeps the sets and set tables that collections released, to be
// reused by the next sets made (CPython frees a temporary set, such as
// the result of a & b passed to len, at once and reuses its memory at
// the next one; here a set lives until a collection releases its handle,
// so without the pool every such set was fresh memory for Go's
// allocator and collector). heap.OnRelease gives the pool the sets
// (VM.released, from VM.recycleSets on); a set owns its table, so nothing else uses a released
// set's table (setTable.take moves a table to another set).
//
// The pool holds at most its budget: setPoolBytes, about what a program
// making temporary sets releases per collection (one comes after
// minGCBytes of allocation at least), or a sixteenth of a smaller memory
// limit. Beyond it, released sets are left to Go's collector. Its memory
// is not in the heap's account (what it holds no program can reach);
// set_ops.py peaks at 49 MB with it, 89 MB without.
type setPool struct {
	sets []*Set
	// tables[i] holds tables of setMinSize<<(i+1) slots (a table of
	// setMinSize is the set's own small table).
	tables [setPoolClasses][][]setSlot
	bytes  int
	budget int
	hooked bool // the heap gives released sets to the pool
}

const (
	setPoolBytes   = 16 << 20
	setPoolClasses = 10 // tables up to setMinSize<<setPoolClasses slots
	setStructBytes = int(unsafe.Sizeof(Set{}))
)

// newSetPool is the pool of a VM whose memory limit is limit bytes.
func newSetPool(limit uint64) setPool {
	return setPool{budget: int(min(setPoolBytes, limit/16))}
}

// recycleSets makes the heap give the pool the sets collections release,
// from the first set with a table of its own on (before it, the pool
// would get only small sets, and the heap's call for every handle it
// releases would cost a program that makes no big sets ~1% of its time).
func (vm *VM) recycleSets() {
	if !vm.sets.hooked {
		vm.sets.hooked = true
		vm.heap.OnRelease(vm.released)
	}
}

// released is the heap's OnRelease function: it gives the pool the sets
// whose handles a collection released.
func (vm *VM) released(obj any) {
	if s, ok := obj.(*Set); ok {
		vm.sets.put(s)
	}
}

// put keeps s and its table for reuse, as room allows.
func (p *setPool) put(s *Set) {
	if c := tableClass(len(s.t.slots)); c >= 0 && p.bytes+setSlotBytes*len(s.t.slots) <= p.budget {
		p.tables[c] = append(p.tables[c], s.t.slots)
		p.bytes += setSlotBytes * len(s.t.slots)
	}
	if p.bytes+setStructBytes <= p.budget {
		*s = Set{}
		p.sets = append(p.sets, s)
		p.bytes += setStructBytes
	}
}

// set is an empty set or frozenset.
func (p *setPool) set(frozen bool) *Set {
	n := len(p.sets)
	if n == 0 {
		return &Set{frozen: frozen}
	}
	s := p.sets[n-1]
	p.sets[n-1] = nil
	p.sets = p.sets[:n-1]
	p.bytes -= setStructBytes
	s.frozen = frozen
	return s
}

// slots is a table of n unused slots (n a power of two above
// setMinSize).
func (p *setPool) slots(n int) []setSlot {
	var s []setSlot
	if c := tableClass(n); c >= 0 && len(p.tables[c]) > 0 {
		free := p.tables[c]
		s = free[len(free)-1]
		free[len(free)-1] = nil
		p.tables[c] = free[:len(free)-1]
		p.bytes -= setSlotBytes * n
	} else {
		s = make([]setSlot, n)
	}
	fillUnused(s)
	return s
}

// fillUnused makes every slot of s unused: the first by a store, the
// rest by copies of what is filled, doubling (a few memmoves, where a
// store per slot took a fifth of set_ops.py's time).
func fillUnused(s []setSlot) {
	if len(s) == 0 {
		return
	}
	s[0] = setSlot{setUnused, 0}
	for n := 1; n < len(s); n *= 2 {
		copy(s[n:], s[:n])
	}
}

// tableClass is the pool class of a table of n slots, or -1 when the
// pool keeps none of that size (the small table, and large ones).
func tableClass(n int) int {
	for c := range setPoolClasses {
		if n == setMinSize<<(c+1) {
			return c
		}
	}
	return -1
}
