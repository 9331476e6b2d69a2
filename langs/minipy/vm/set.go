package vm

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/minipy/compile"
)

// setTable is CPython 3.11's set table (Objects/setobject.c): open
// addressing over slots holding an element and its hash, probed
// linearly setLinearProbes slots at a time and then by the perturbed
// recurrence, with removed elements left as dummies until a resize. A
// set iterates its slots in order, so a set of ints, floats or tuples of
// them (which hash as in CPython) iterates, prints and pops in CPython's
// order, whatever was added and removed; the operations below add and
// look up in the order CPython's do.
type setTable struct {
	// slots is nil for the empty table of setMinSize unused slots, which
	// small holds once something is added (CPython's smalltable); a
	// larger table is allocated. A setTable is copied with assign only.
	slots  []setSlot
	fill   int // slots not unused: elements and dummies
	used   int // elements
	finger int // where pop starts looking
	small  [setMinSize]setSlot
}

// minTable makes the table its own small table of unused slots.
func (t *setTable) minTable() {
	for i := range t.small {
		t.small[i] = setSlot{setUnused, 0}
	}
	t.slots = t.small[:]
}

// assign makes t a copy of o, whose elements it takes.
func (t *setTable) assign(o *setTable) {
	*t = *o
	if len(o.slots) > 0 && &o.slots[0] == &o.small[0] {
		t.slots = t.small[:]
	}
}

// take makes o's table t's and empties o (a set owns its table: setPool
// reuses a released set's).
func (t *setTable) take(o *setTable) {
	t.assign(o)
	*o = setTable{}
}

type setSlot struct {
	key  Value // setUnused, setDummy or an element
	hash int64
}

// The words of a slot without an element: symbols no Python value is,
// which differ in their payload's lowest bit only, so that one compare
// tells an element from either (isElement).
const (
	setUnused = Value(0xFFFFFFFE<<heap.PayloadShift | heap.SymbolTagBits)
	setDummy  = Value(0xFFFFFFFF<<heap.PayloadShift | heap.SymbolTagBits)
)

// isElement reports whether a slot's key is an element, not setUnused or
// setDummy.
func isElement(k Value) bool { return k|1<<heap.PayloadShift != setDummy }

// setSlotBytes is the size of a setSlot, charged for a table a resize
// allocates.
const setSlotBytes = 16

// The constants of CPython's setobject.c.
const (
	setMinSize      = 8
	setLinearProbes = 9
	setPerturbShift = 5
)

func (t *setTable) visitRoots(visit func(*Value)) {
	for i := range t.slots {
		visit(&t.slots[i].key)
	}
}

// mask is the table's size minus one.
func (t *setTable) mask() int {
	if t.slots == nil {
		return setMinSize - 1
	}
	return len(t.slots) - 1
}

// next is the index of the first element at slot pos or after, or -1.
func (t *setTable) next(pos int) int {
	slots := t.slots
	for ; pos < len(slots); pos++ {
		if isElement(slots[pos].key) {
			return pos
		}
	}
	return -1
}

// elements lists the set's elements in iteration order.
func (t *setTable) elements() []Value {
	out := make([]Value, 0, t.used)
	for _, e := range t.slots {
		if isElement(e.key) {
			out = append(out, e.key)
		}
	}
	return out
}

// lookup is the slot of k (whose hash is h), or -1 (set_lookkey). When
// an element's == changes the table, the search starts over. The first
// probe's two plain outcomes (k itself, or an unused slot) are decided
// inline (firstProbe); setProbe does the rest.
func (vm *VM) setLookup(t *setTable, k Value, h int64) (int, error) {
	if i := t.firstProbe(k, h); i != probeOn {
		return i, nil
	}
	return vm.setProbe(t, k, h)
}

// probeOn is firstProbe's answer when the first slot does not decide.
const probeOn = -2

// firstProbe is the slot of k when the first slot of its probe sequence
// is k itself, -1 when it is unused (or the table empty), else probeOn.
func (t *setTable) firstProbe(k Value, h int64) int {
	slots := t.slots
	if len(slots) == 0 {
		return -1
	}
	i := uint64(h) & uint64(len(slots)-1)
	switch slots[i].key {
	case k:
		return int(i)
	case setUnused:
		return -1
	}
	return probeOn
}

// setProbe is setLookup's probe sequence.
func (vm *VM) setProbe(t *setTable, k Value, h int64) (int, error) {
restart:
	if t.slots == nil {
		return -1, nil
	}
	slots := t.slots
	mask := uint64(len(slots) - 1)
	perturb := uint64(h)
	i := uint64(h) & mask
	for {
		probes := 0
		if i+setLinearProbes <= mask {
			probes = setLinearProbes
		}
		for j := i; j <= i+uint64(probes); j++ {
			e := &slots[j]
			if e.key == setUnused {
				return -1, nil
			}
			if e.hash == h {
				if e.key == k {
					return int(j), nil
				}
				start := e.key
				eq, err := vm.sameKey(start, k)
				if err != nil {
					return -1, err
				}
				if len(t.slots) != len(slots) || &t.slots[0] != &slots[0] || slots[j].key != start {
					goto restart
				}
				if eq {
					return int(j), nil
				}
			}
		}
		perturb >>= setPerturbShift
		i = (i*5 + 1 + perturb) & mask
	}
}

// contains reports whether the set has k, with its hash h.
func (vm *VM) setContains(t *setTable, k Value, h int64) (bool, error) {
	i, err := vm.setLookup(t, k, h)
	return i >= 0, err
}

// setAdd adds k, whose hash is h (set_add_entry): into the first dummy
// of its probe sequence before an unused slot, or that slot; a fill
// beyond 3/5 of the table resizes it.
func (vm *VM) setAdd(t *setTable, k Value, h int64) error {
restart:
	if t.slots == nil {
		t.minTable()
	}
	slots := t.slots
	mask := uint64(len(slots) - 1)
	perturb := uint64(h)
	i := uint64(h) & mask
	free := -1
	for {
		probes := 0
		if i+setLinearProbes <= mask {
			probes = setLinearProbes
		}
		for j := i; j <= i+uint64(probes); j++ {
			e := &slots[j]
			switch {
			case e.key == setUnused:
				if free >= 0 {
					t.slots[free] = setSlot{k, h}
					t.used++
					return nil
				}
				*e = setSlot{k, h}
				t.fill++
				t.used++
				if t.fill*5 < int(mask)*3 {
					return nil
				}
				vm.resizeSet(t, t.growth())
				vm.charge(setSlotBytes * len(t.slots))
				return nil
			case e.hash == h:
				if e.key == k {
					return nil
				}
				start := e.key
				eq, err := vm.sameKey(start, k)
				if err != nil {
					return err
				}
				if eq {
					return nil
				}
				if len(t.slots) != len(slots) || &t.slots[0] != &slots[0] || slots[j].key != start {
					goto restart
				}
			case e.key == setDummy:
				free = int(j)
			}
		}
		perturb >>= setPerturbShift
		i = (i*5 + 1 + perturb) & mask
	}
}

// setAddAbsent adds k, whose hash is h, to a table that has neither k
// nor dummies (a new set that takes distinct elements): in the slot
// setAdd would find, without comparing k with what it passes.
func (vm *VM) setAddAbsent(t *setTable, k Value, h int64) {
	if t.slots == nil {
		t.minTable()
	}
	insertClean(t.slots, k, h)
	t.fill++
	t.used++
	if t.fill*5 >= (len(t.slots)-1)*3 {
		vm.resizeSet(t, t.growth())
		vm.charge(setSlotBytes * len(t.slots))
	}
}

// growth is the minimum size a resize after an add asks for.
func (t *setTable) growth() int {
	if t.used > 50000 {
		return t.used * 2
	}
	return t.used * 4
}

// insertClean puts an element known to be absent in the first unused
// slot of its probe sequence in slots, which has no dummies
// (set_insert_clean).
func insertClean(slots []setSlot, k Value, h int64) {
	mask := uint64(len(slots) - 1)
	perturb := uint64(h)
	i := uint64(h) & mask
	for {
		if slots[i].key == setUnused {
			slots[i] = setSlot{k, h}
			return
		}
		if i+setLinearProbes <= mask {
			for j := i + 1; j <= i+setLinearProbes; j++ {
				if slots[j].key == setUnused {
					slots[j] = setSlot{k, h}
					return
				}
			}
		}
		perturb >>= setPerturbShift
		i = (i*5 + 1 + perturb) & mask
	}
}

// resizeSet makes the table the smallest power of two above minused (at
// least setMinSize) and inserts the elements again in slot order,
// dropping the dummies (set_table_resize).
func (vm *VM) resizeSet(t *setTable, minused int) {
	size := setMinSize
	for size <= minused {
		size <<= 1
	}
	old := t.slots
	if size == setMinSize && len(old) <= setMinSize && t.fill == t.used {
		return
	}
	if size == setMinSize {
		// back into the small table: from a copy when the elements are
		// in it
		if len(old) > 0 && &old[0] == &t.small[0] {
			copied := t.small
			old = copied[:]
		}
		t.minTable()
	} else {
		vm.recycleSets()
		t.slots = vm.sets.slots(size)
	}
	for _, e := range old {
		if isElement(e.key) {
			insertClean(t.slots, e.key, e.hash)
		}
	}
	t.fill = t.used
}

// setDiscard removes k, whose hash is h, reporting whether it was there
// (set_discard_entry): its slot becomes a dummy.
func (vm *VM) setDiscard(t *setTable, k Value, h int64) (bool, error) {
	i, err := vm.setLookup(t, k, h)
	if err != nil || i < 0 {
		return false, err
	}
	t.slots[i] = setSlot{setDummy, -1}
	t.used--
	return true, nil
}

// pop removes the element at the finger or the first after it, wrapping
// around (set_pop); false when the set is empty.
func (t *setTable) pop() (Value, bool) {
	if t.used == 0 {
		return 0, false
	}
	mask := t.mask()
	i := t.finger & mask
	for k := t.slots[i].key; !isElement(k); k = t.slots[i].key {
		if i++; i > mask {
			i = 0
		}
	}
	k := t.slots[i].key
	t.slots[i] = setSlot{setDummy, -1}
	t.used--
	t.finger = i + 1
	return k, true
}

// clear empties the table to its minimum size (the finger stays).
func (t *setTable) clear() {
	finger := t.finger
	*t = setTable{finger: finger}
}

// merge adds the elements of o (set_merge): one resize first, a copy of
// the slots when t is empty and o of its size without dummies, clean
// insertions when t is empty, else adds.
func (vm *VM) setMerge(t, o *setTable) error {
	if t == o || o.used == 0 {
		return nil
	}
	if (t.fill+o.used)*5 >= t.mask()*3 {
		vm.resizeSet(t, (t.used+o.used)*2)
	}
	if t.fill == 0 && t.mask() == o.mask() && o.fill == o.used {
		if t.slots == nil {
			t.minTable()
		}
		copy(t.slots, o.slots)
		t.fill, t.used = o.fill, o.used
		return nil
	}
	if t.fill == 0 {
		if t.slots == nil {
			t.minTable()
		}
		for _, e := range o.slots {
			if isElement(e.key) {
				insertClean(t.slots, e.key, e.hash)
			}
		}
		t.fill, t.used = o.used, o.used
		return nil
	}
	for _, e := range o.slots {
		if isElement(e.key) {
			if err := vm.setAdd(t, e.key, e.hash); err != nil {
				return err
			}
		}
	}
	return nil
}

// setUpdate adds the elements of v (set_update_internal): a set's by
// merge, a dict's keys with their hashes after one resize, any other
// iterable's one by one.
func (vm *VM) setUpdate(t *setTable, v Value) error {
	switch o := vm.obj(v).(type) {
	case *Set:
		return vm.setMerge(t, &o.t)
	case *Dict:
		if (t.fill+o.live)*5 >= t.mask()*3 {
			vm.resizeSet(t, (t.used+o.live)*2)
		}
		for _, e := range o.entries {
			if e.used {
				if err := vm.setAdd(t, e.key, e.hash); err != nil {
					return err
				}
			}
		}
		return nil
	}
	items, err := vm.iterate(v)
	if err != nil {
		return err
	}
	return vm.setAddAll(t, items)
}

// setAddAll adds items in order.
func (vm *VM) setAddAll(t *setTable, items []Value) error {
	for _, x := range items {
		h, err := vm.keyHash(x)
		if err != nil {
			return err
		}
		if err := vm.setAdd(t, x, h); err != nil {
			return err
		}
	}
	return nil
}

// newSet makes a set or frozenset of items, added in order.
func (vm *VM) newSet(items []Value, frozen bool) (Value, error) {
	s := vm.sets.set(frozen)
	if err := vm.setAddAll(&s.t, items); err != nil {
		return 0, err
	}
	return vm.newObj(s), nil
}

// setHas is k in s (set_contains): a set k, which is unhashable, is
// looked up as the frozenset of its elements.
func (vm *VM) setHas(s *Set, k Value) (bool, error) {
	h, err := vm.keyHash(k)
	if err != nil {
		ks, ok := vm.setOf(k)
		if !ok || ks.frozen || !vm.matches(err, vm.types.TypeError) {
			return false, err
		}
		h = frozensetHash(&ks.t)
	}
	return vm.setContains(&s.t, k, h)
}

// setOf is the set v is, if it is a set or frozenset.
func (vm *VM) setOf(v Value) (*Set, bool) {
	s, ok := vm.obj(v).(*Set)
	return s, ok
}

// copySet is a new set or frozenset (frozen) with s's elements, as
// set_copy makes it.
func (vm *VM) copySet(s *Set, frozen bool) (*Set, error) {
	out := vm.sets.set(frozen)
	return out, vm.setMerge(&out.t, &s.t)
}

// intersect is s & other (set_intersection), a set or frozenset as s
// is: the smaller set's elements, in its order, that the larger has; or
// an iterable's elements that s has, in their order.
func (vm *VM) intersect(s *Set, other Value) (*Set, error) {
	if o, ok := vm.setOf(other); ok && o == s {
		return vm.copySet(s, s.frozen)
	}
	out := vm.sets.set(s.frozen)
	if o, ok := vm.setOf(other); ok {
		big, small := &s.t, &o.t
		if small.used > big.used {
			big, small = small, big
		}
		for _, e := range small.slots {
			if !isElement(e.key) {
				continue
			}
			k, h := e.key, e.hash
			j := big.firstProbe(k, h)
			if j == probeOn {
				var err error
				if j, err = vm.setProbe(big, k, h); err != nil {
					return nil, err
				}
			}
			if j >= 0 {
				vm.setAddAbsent(&out.t, k, h)
			}
		}
		return out, nil
	}
	items, err := vm.iterate(other)
	if err != nil {
		return nil, err
	}
	for _, x := range items {
		h, err := vm.keyHash(x)
		if err != nil {
			return nil, err
		}
		in, err := vm.setContains(&s.t, x, h)
		if err != nil {
			return nil, err
		}
		if in {
			if err := vm.setAdd(&out.t, x, h); err != nil {
				return nil, err
			}
			if out.t.used >= s.t.used {
				break
			}
		}
	}
	return out, nil
}

// differenceUpdate removes other's elements from s
// (set_difference_update_internal), then resizes the dummies away when
// they are more than a quarter of the table.
func (vm *VM) differenceUpdate(s *Set, other Value) error {
	if o, ok := vm.setOf(other); ok {
		if o == s {
			s.t.clear()
			return nil
		}
		src := &o.t
		if o.t.used>>3 > s.t.used {
			x, err := vm.intersect(s, other)
			if err != nil {
				return err
			}
			src = &x.t
		}
		for _, e := range src.slots {
			if !isElement(e.key) {
				continue
			}
			if _, err := vm.setDiscard(&s.t, e.key, e.hash); err != nil {
				return err
			}
		}
	} else {
		items, err := vm.iterate(other)
		if err != nil {
			return err
		}
		for _, x := range items {
			h, err := vm.keyHash(x)
			if err != nil {
				return err
			}
			if _, err := vm.setDiscard(&s.t, x, h); err != nil {
				return err
			}
		}
	}
	if s.t.fill-s.t.used > s.t.mask()/4 {
		vm.resizeSet(&s.t, s.t.growth())
	}
	return nil
}

// difference is s - other (set_difference): s's elements, in its order,
// that other does not have; a copy of s with other's removed when other
// is no set or dict, or much smaller than s.
func (vm *VM) difference(s *Set, other Value) (*Set, error) {
	size := -1
	var od *Dict
	switch o := vm.obj(other).(type) {
	case *Set:
		size = o.t.used
	case *Dict:
		size, od = o.live, o
	}
	if size < 0 || s.t.used>>2 > size {
		out, err := vm.copySet(s, s.frozen)
		if err != nil {
			return nil, err
		}
		return out, vm.differenceUpdate(out, other)
	}
	out := vm.sets.set(s.frozen)
	for _, e := range s.t.slots {
		if !isElement(e.key) {
			continue
		}
		var in bool
		var err error
		if od != nil {
			var j int
			j, err = vm.dictFind(od, e.key, e.hash)
			in = j >= 0
		} else {
			o, _ := vm.setOf(other)
			in, err = vm.setContains(&o.t, e.key, e.hash)
		}
		if err != nil {
			return nil, err
		}
		if !in {
			vm.setAddAbsent(&out.t, e.key, e.hash)
		}
	}
	return out, nil
}

// symmetricDifferenceUpdate is s ^= other
// (set_symmetric_difference_update): each of other's elements, in its
// order, is removed from s if there, else added.
func (vm *VM) symmetricDifferenceUpdate(s *Set, other Value) error {
	toggle := func(k Value, h int64) error {
		found, err := vm.setDiscard(&s.t, k, h)
		if err == nil && !found {
			err = vm.setAdd(&s.t, k, h)
		}
		return err
	}
	switch o := vm.obj(other).(type) {
	case *Set:
		if o == s {
			s.t.clear()
			return nil
		}
		for _, e := range o.t.slots {
			if !isElement(e.key) {
				continue
			}
			if err := toggle(e.key, e.hash); err != nil {
				return err
			}
		}
		return nil
	case *Dict:
		for _, e := range o.entries {
			if e.used {
				if err := toggle(e.key, e.hash); err != nil {
					return err
				}
			}
		}
		return nil
	}
	tmp := vm.sets.set(false)
	if err := vm.setUpdate(&tmp.t, other); err != nil {
		return err
	}
	return vm.symmetricDifferenceUpdate(s, vm.newObj(tmp))
}

// symmetricDifference is s ^ other (set_symmetric_difference): a copy of
// other, a set or frozenset as s is, toggled by s's elements.
func (vm *VM) symmetricDifference(s *Set, sv, other Value) (*Set, error) {
	out := vm.sets.set(s.frozen)
	if err := vm.setUpdate(&out.t, other); err != nil {
		return nil, err
	}
	return out, vm.symmetricDifferenceUpdate(out, sv)
}

// subset reports whether every element of a is in b (set_issubset).
func (vm *VM) subset(a, b *Set) (bool, error) {
	if a.t.used > b.t.used {
		return false, nil
	}
	for _, e := range a.t.slots {
		if !isElement(e.key) {
			continue
		}
		in, err := vm.setContains(&b.t, e.key, e.hash)
		if err != nil || !in {
			return false, err
		}
	}
	return true, nil
}

// setsEqual is a == b for sets (set_richcompare): equal sizes, equal
// hashes when both frozensets have been hashed, and a subset of b.
func (vm *VM) setsEqual(a, b *Set) (bool, error) {
	if a.t.used != b.t.used {
		return false, nil
	}
	return vm.subset(a, b)
}

// frozensetHash is CPython's frozenset_hash: the shuffled bits of every
// element's hash xored (so independent of order), the size, and a
// final dispersal.
func frozensetHash(t *setTable) int64 {
	shuffle := func(h uint64) uint64 { return ((h ^ 89869747) ^ (h << 16)) * 3644798167 }
	var h uint64
	for _, e := range t.slots {
		if isElement(e.key) {
			h ^= shuffle(uint64(e.hash))
		}
	}
	h ^= (uint64(t.used) + 1) * 1927868237
	h ^= (h >> 11) ^ (h >> 25)
	h = h*69069 + 907133923
	if int64(h) == -1 {
		h = 590923713
	}
	return int64(h)
}

// setOp is | & - ^ on sets (ok false for other operators): a new set or
// frozenset as a is.
func (vm *VM) setOp(op int, a, b *Set, av, bv Value) (Value, bool, error) {
	var out *Set
	var err error
	switch op {
	case compile.NBOr:
		if out, err = vm.copySet(a, a.frozen); err == nil && a != b {
			err = vm.setMerge(&out.t, &b.t)
		}
	case compile.NBAnd:
		out, err = vm.intersect(a, bv)
	case compile.NBSubtract:
		out, err = vm.difference(a, bv)
	case compile.NBXor:
		out, err = vm.symmetricDifference(a, av, bv)
	default:
		return 0, false, nil
	}
	if err != nil {
		return 0, true, err
	}
	return vm.newObj(out), true, nil
}

// setInplace is |= &= -= ^= on a set a (ok false for other operators).
func (vm *VM) setInplace(op int, a *Set, bv Value) (bool, error) {
	switch op {
	case compile.NBOr:
		return true, vm.setUpdate(&a.t, bv)
	case compile.NBAnd:
		r, err := vm.intersect(a, bv)
		if err == nil {
			a.t.assign(&r.t)
		}
		return true, err
	case compile.NBSubtract:
		return true, vm.differenceUpdate(a, bv)
	case compile.NBXor:
		return true, vm.symmetricDifferenceUpdate(a, bv)
	}
	return false, nil
}

func (vm *VM) initSetMethods() {
	for _, c := range []*Class{vm.types.set, vm.types.frozenset} {
		self := func(a []Value) *Set { return vm.obj(a[0]).(*Set) }
		vm.method(c, "union", func(vm *VM, a []Value) (Value, error) {
			s := self(a)
			out, err := vm.copySet(s, s.frozen)
			for _, x := range a[1:] {
				if err != nil {
					break
				}
				if x != a[0] {
					err = vm.setUpdate(&out.t, x)
				}
			}
			if err != nil {
				return 0, err
			}
			return vm.newObj(out), nil
		}, -1)
		vm.method(c, "intersection", func(vm *VM, a []Value) (Value, error) {
			s := self(a)
			if len(a) == 1 {
				out, err := vm.copySet(s, s.frozen)
				return vm.newObj(out), err
			}
			r := s
			for _, x := range a[1:] {
				var err error
				if r, err = vm.intersect(r, x); err != nil {
					return 0, err
				}
			}
			return vm.newObj(r), nil
		}, -1)
		vm.method(c, "difference", func(vm *VM, a []Value) (Value, error) {
			s := self(a)
			if len(a) == 1 {
				out, err := vm.copySet(s, s.frozen)
				return vm.newObj(out), err
			}
			r, err := vm.difference(s, a[1])
			for _, x := range a[2:] {
				if err != nil {
					break
				}
				err = vm.differenceUpdate(r, x)
			}
			if err != nil {
				return 0, err
			}
			return vm.newObj(r), nil
		}, -1)
		vm.method(c, "symmetric_difference", func(vm *VM, a []Value) (Value, error) {
			r, err := vm.symmetricDifference(self(a), a[0], a[1])
			if err != nil {
				return 0, err
			}
			return vm.newObj(r), nil
		}, 2)
		vm.method(c, "issubset", func(vm *VM, a []Value) (Value, error) {
			s := self(a)
			if o, ok := vm.setOf(a[1]); ok {
				r, err := vm.subset(s, o)
				return boolOf(r), err
			}
			tmp, err := vm.intersect(s, a[1])
			if err != nil {
				return 0, err
			}
			return boolOf(tmp.t.used == s.t.used), nil
		}, 2)
		vm.method(c, "issuperset", func(vm *VM, a []Value) (Value, error) {
			s := self(a)
			if o, ok := vm.setOf(a[1]); ok {
				r, err := vm.subset(o, s)
				return boolOf(r), err
			}
			items, err := vm.iterate(a[1])
			if err != nil {
				return 0, err
			}
			for _, x := range items {
				h, err := vm.keyHash(x)
				if err != nil {
					return 0, err
				}
				if in, err := vm.setContains(&s.t, x, h); err != nil || !in {
					return False, err
				}
			}
			return True, nil
		}, 2)
		vm.method(c, "isdisjoint", func(vm *VM, a []Value) (Value, error) {
			s := self(a)
			if o, ok := vm.setOf(a[1]); ok {
				if o == s {
					return boolOf(s.t.used == 0), nil
				}
				big, small := &s.t, &o.t
				if small.used > big.used {
					big, small = small, big
				}
				for _, e := range small.slots {
					if !isElement(e.key) {
						continue
					}
					if in, err := vm.setContains(big, e.key, e.hash); err != nil || in {
						return False, err
					}
				}
				return True, nil
			}
			items, err := vm.iterate(a[1])
			if err != nil {
				return 0, err
			}
			for _, x := range items {
				h, err := vm.keyHash(x)
				if err != nil {
					return 0, err
				}
				if in, err := vm.setContains(&s.t, x, h); err != nil || in {
					return False, err
				}
			}
			return True, nil
		}, 2)
		frozen := c == vm.types.frozenset
		vm.method(c, "copy", func(vm *VM, a []Value) (Value, error) {
			if frozen {
				return a[0], nil
			}
			out, err := vm.copySet(self(a), false)
			return vm.newObj(out), err
		}, 1)
	}
	for _, c := range []*Class{vm.types.dictKeys, vm.types.dictItems} {
		vm.method(c, "isdisjoint", func(vm *VM, a []Value) (Value, error) {
			items, err := vm.iterate(a[1])
			if err != nil {
				return 0, err
			}
			for _, x := range items {
				if in, err := vm.contains(a[0], x); err != nil || in {
					return boolOf(false), err
				}
			}
			return boolOf(true), nil
		}, 2)
	}
	c := vm.types.set
	self := func(a []Value) *Set { return vm.obj(a[0]).(*Set) }
	vm.method(c, "add", func(vm *VM, a []Value) (Value, error) {
		h, err := vm.keyHash(a[1])
		if err != nil {
			return 0, err
		}
		return None, vm.setAdd(&self(a).t, a[1], h)
	}, 2)
	remove := func(name string, missing bool) {
		vm.method(c, name, func(vm *VM, a []Value) (Value, error) {
			h, err := vm.keyHash(a[1])
			if err != nil {
				return 0, err
			}
			found, err := vm.setDiscard(&self(a).t, a[1], h)
			if err == nil && missing && !found {
				err = vm.raiseValue(vm.newException(vm.types.KeyError, []Value{a[1]}))
			}
			return None, err
		}, 2)
	}
	remove("remove", true)
	remove("discard", false)
	vm.method(c, "pop", func(vm *VM, a []Value) (Value, error) {
		if k, ok := self(a).t.pop(); ok {
			return k, nil
		}
		return 0, vm.raise(vm.types.KeyError, "pop from an empty set")
	}, 1)
	vm.method(c, "clear", func(vm *VM, a []Value) (Value, error) {
		self(a).t.clear()
		return None, nil
	}, 1)
	vm.method(c, "update", func(vm *VM, a []Value) (Value, error) {
		for _, x := range a[1:] {
			if err := vm.setUpdate(&self(a).t, x); err != nil {
				return 0, err
			}
		}
		return None, nil
	}, -1)
	vm.method(c, "intersection_update", func(vm *VM, a []Value) (Value, error) {
		s := self(a)
		r := s
		for _, x := range a[1:] {
			var err error
			if r, err = vm.intersect(r, x); err != nil {
				return 0, err
			}
		}
		if r != s {
			s.t.assign(&r.t)
		}
		return None, nil
	}, -1)
	vm.method(c, "difference_update", func(vm *VM, a []Value) (Value, error) {
		for _, x := range a[1:] {
			if err := vm.differenceUpdate(self(a), x); err != nil {
				return 0, err
			}
		}
		return None, nil
	}, -1)
	vm.method(c, "symmetric_difference_update", func(vm *VM, a []Value) (Value, error) {
		return None, vm.symmetricDifferenceUpdate(self(a), a[1])
	}, 2)
}
