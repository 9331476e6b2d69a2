package vm

// Dict is an insertion-ordered hash table of Python keys, CPython's
// compact dict: entries in insertion order (a removed one stays, unused,
// until the table is rebuilt) and, once there are more than
// dictLinearMax of them, an open-addressing index of entry numbers
// probed by hash. Keys are equal as Python's dict finds them: the same
// word, or equal hashes and ==.
type Dict struct {
	entries []dictEntry
	live    int
	// index holds entry numbers, or indexEmpty and indexDeleted; its
	// length is a power of two. It is nil while len(entries) is at most
	// dictLinearMax: a lookup then scans entries.
	index []int32
	// layout changes when a key is added or removed: global caches
	// keep an entry index valid for one layout.
	layout uint64
	// self is the dict as a Python value once a namespace dict (module
	// globals, a class body's or exec's locals) has been given out by
	// value: globals() is globals() holds (hasSelf: self is set).
	self    Value
	hasSelf bool
}

type dictEntry struct {
	key, val Value
	hash     int64
	// str holds the key's text when it is a str (its object, or for a
	// key strSet added one of its own): strGet and strIndex, which have
	// a Go string and no VM, compare it.
	str  *Str
	used bool
}

// The index's free slots.
const (
	indexEmpty   = -1
	indexDeleted = -2
)

// dictLinearMax is the most entries a dict scans instead of indexing.
const dictLinearMax = 4

// Set is a set or frozenset: a setTable, CPython's set table, so that it
// iterates in CPython's order.
type Set struct {
	t      setTable
	frozen bool
	// hash is a frozenset's hash once hashed is set (it cannot change).
	hashed bool
	hash   int64
}

func (d *Dict) class(vm *VM) *Class { return vm.types.dict }
func (s *Set) class(vm *VM) *Class {
	if s.frozen {
		return vm.types.frozenset
	}
	return vm.types.set
}

func (d *Dict) VisitRoots(visit func(*Value)) {
	if d == nil {
		return
	}
	for i := range d.entries {
		visit(&d.entries[i].key)
		visit(&d.entries[i].val)
	}
	if d.hasSelf {
		visit(&d.self)
	}
}

// visitShared visits a dict that many holders share (a module's globals,
// which each of its functions and frames holds): through its handle
// when it has one, so that a collection traces it once, not once per
// function (60,000 functions made a collection visit their globals
// 60,000 times).
func (d *Dict) visitShared(visit func(*Value)) {
	if d == nil {
		return
	}
	if d.hasSelf {
		visit(&d.self)
		return
	}
	d.VisitRoots(visit)
}

// nsValue is a namespace dict as a Python value, the same handle each
// time.
func (vm *VM) nsValue(d *Dict) Value {
	if !d.hasSelf {
		d.self, d.hasSelf = vm.newObj(d), true
	}
	return d.self
}
func (s *Set) VisitRoots(visit func(*Value)) { s.t.visitRoots(visit) }

func newDict() *Dict { return &Dict{} }

// keyHash is hash(k) for a dict or set: the Python hash, cached in a
// str.
func (vm *VM) keyHash(k Value) (int64, error) {
	if k.IsInt() {
		if n := k.Int(); n != -1 {
			return n, nil
		}
		return -2, nil
	}
	if s, ok := vm.obj(k).(*Str); ok {
		return s.hashOf(), nil
	}
	return vm.hash(k)
}

// hashOf is the str's hash, computed once.
func (s *Str) hashOf() int64 {
	if !s.hashed {
		s.hash, s.hashed = strHash(s.s), true
	}
	return s.hash
}

// sameKey reports whether a dict or set holding key a has key b (whose
// hashes are equal): the same word, equal strs, else ==.
func (vm *VM) sameKey(a, b Value) (bool, error) {
	if a == b {
		return true, nil
	}
	if x, ok := vm.obj(a).(*Str); ok {
		if y, ok := vm.obj(b).(*Str); ok {
			return x.s == y.s, nil
		}
	}
	return vm.eq(a, b)
}

// dictFind returns the entry number of k (whose hash is h), or -1. A key
// whose == changes the dict restarts the search, as in CPython.
func (vm *VM) dictFind(d *Dict, k Value, h int64) (int, error) {
	ks, _ := vm.obj(k).(*Str)
	return vm.dictFindKey(d, k, h, ks)
}

// dictFindKey is dictFind given ks, k's object when k is a str (else
// nil): a str key is compared with the texts of the str keys it meets
// without a call.
func (vm *VM) dictFindKey(d *Dict, k Value, h int64, ks *Str) (int, error) {
restart:
	if d.index == nil {
		for i := range d.entries {
			e := &d.entries[i]
			if !e.used || e.hash != h {
				continue
			}
			if e.key == k {
				return i, nil
			}
			if ks != nil && e.str != nil {
				if e.str.s == ks.s {
					return i, nil
				}
				continue
			}
			ek, n := e.key, len(d.entries)
			eq, err := vm.sameKey(ek, k)
			if err != nil {
				return -1, err
			}
			if n != len(d.entries) || d.index != nil || !d.entries[i].used || d.entries[i].key != ek {
				goto restart
			}
			if eq {
				return i, nil
			}
		}
		return -1, nil
	}
	index := d.index
	mask := uint64(len(index) - 1)
	perturb := uint64(h)
	for j := uint64(h) & mask; ; {
		switch x := index[j]; x {
		case indexEmpty:
			return -1, nil
		case indexDeleted:
		default:
			e := &d.entries[x]
			if e.hash == h {
				if e.key == k {
					return int(x), nil
				}
				if ks != nil && e.str != nil {
					if e.str.s == ks.s {
						return int(x), nil
					}
					break
				}
				ek := e.key
				eq, err := vm.sameKey(ek, k)
				if err != nil {
					return -1, err
				}
				if len(d.index) != len(index) || &d.index[0] != &index[0] || d.entries[x].key != ek {
					goto restart
				}
				if eq {
					return int(x), nil
				}
			}
		}
		perturb >>= setPerturbShift
		j = (j*5 + perturb + 1) & mask
	}
}

// dictKey is k's hash and, when k is a str, its object (dictFindKey).
func (vm *VM) dictKey(k Value) (int64, *Str, error) {
	if s, ok := vm.obj(k).(*Str); ok {
		return s.hashOf(), s, nil
	}
	h, err := vm.keyHash(k)
	return h, nil, err
}

// dictGet looks k up.
func (vm *VM) dictGet(d *Dict, k Value) (Value, bool, error) {
	h, ks, err := vm.dictKey(k)
	if err != nil {
		return 0, false, err
	}
	i, err := vm.dictFindKey(d, k, h, ks)
	if err != nil || i < 0 {
		return 0, false, err
	}
	return d.entries[i].val, true, nil
}

// dictSet sets d[k] = v.
func (vm *VM) dictSet(d *Dict, k, v Value) error {
	h, ks, err := vm.dictKey(k)
	if err != nil {
		return err
	}
	i, err := vm.dictFindKey(d, k, h, ks)
	if err != nil {
		return err
	}
	if i >= 0 {
		d.entries[i].val = v
		return nil
	}
	vm.charge(dictEntryBytes)
	d.insert(k, v, h, ks)
	return nil
}

// insert adds a key known to be absent, whose hash is h; str is its
// object when it is a str.
func (vm *VM) dictInsert(d *Dict, k, v Value, h int64) {
	s, _ := vm.obj(k).(*Str)
	d.insert(k, v, h, s)
}

// insert adds a key known to be absent, whose hash is h; str is its
// object when it is a str, else nil.
func (d *Dict) insert(k, v Value, h int64, str *Str) {
	if d.index == nil && len(d.entries) == dictLinearMax || d.index != nil && 3*(len(d.entries)+1) > 2*len(d.index) {
		d.rebuild(d.live + 1)
	}
	i := len(d.entries)
	if d.entries == nil {
		// room for the linear dict's entries at once, not grown by one
		// and two first
		d.entries = make([]dictEntry, 0, dictLinearMax)
	}
	d.entries = append(d.entries, dictEntry{key: k, val: v, hash: h, str: str, used: true})
	d.live++
	d.layout++
	if d.index != nil {
		d.place(int32(i), h)
	}
}

// place puts entry number i, whose hash is h, in the index's first empty
// slot on its probe sequence.
func (d *Dict) place(i int32, h int64) {
	mask := uint64(len(d.index) - 1)
	perturb := uint64(h)
	j := uint64(h) & mask
	for d.index[j] != indexEmpty {
		perturb >>= setPerturbShift
		j = (j*5 + perturb + 1) & mask
	}
	d.index[j] = i
}

// rebuild drops the removed entries and makes the index anew, sized for
// n live entries and growth (none while they are few enough to scan).
func (d *Dict) rebuild(n int) {
	if d.live < len(d.entries) {
		k := 0
		for _, e := range d.entries {
			if e.used {
				d.entries[k] = e
				k++
			}
		}
		clear(d.entries[k:])
		d.entries = d.entries[:k]
		d.layout++
	}
	if n <= dictLinearMax {
		d.index = nil
		return
	}
	size := dictLinearMax * 2
	for size < 3*n {
		size <<= 1
	}
	d.index = make([]int32, size)
	for i := range d.index {
		d.index[i] = indexEmpty
	}
	for i, e := range d.entries {
		d.place(int32(i), e.hash)
	}
}

// dictDel removes k, reporting whether it was there.
func (vm *VM) dictDel(d *Dict, k Value) (bool, error) {
	h, err := vm.keyHash(k)
	if err != nil {
		return false, err
	}
	i, err := vm.dictFind(d, k, h)
	if err != nil || i < 0 {
		return false, err
	}
	d.removeAt(i)
	return true, nil
}

// removeAt removes entry number i.
func (d *Dict) removeAt(i int) {
	if d.index != nil {
		mask := uint64(len(d.index) - 1)
		h := d.entries[i].hash
		perturb := uint64(h)
		j := uint64(h) & mask
		for d.index[j] != int32(i) {
			perturb >>= setPerturbShift
			j = (j*5 + perturb + 1) & mask
		}
		d.index[j] = indexDeleted
	}
	d.entries[i] = dictEntry{}
	d.live--
	d.layout++
	if d.live == 0 {
		d.entries = d.entries[:0]
		d.index = nil
	}
}

// compact drops removed entries and rebuilds the index when they are
// more than half of the table (at a point no iterator holds an index).
func (vm *VM) dictCompact(d *Dict) {
	if len(d.entries) >= 16 && d.live*2 <= len(d.entries) {
		d.rebuild(d.live)
	}
}

// strGet looks up a str key (module globals, keyword arguments).
func (d *Dict) strGet(name string) (Value, bool) {
	if i := d.strIndex(name); i >= 0 {
		return d.entries[i].val, true
	}
	return 0, false
}

// strIndex is the entry index of a str key, or -1. Every key of a dict
// with str keys is a *Str, so it needs no VM to compare.
func (d *Dict) strIndex(name string) int { return d.strIndexHash(name, strHash(name)) }

// strIndexHash is strIndex of a name whose hash the caller has.
func (d *Dict) strIndexHash(name string, h int64) int {
	if d.index == nil {
		for i := range d.entries {
			if e := &d.entries[i]; e.used && e.hash == h && e.str != nil && e.str.s == name {
				return i
			}
		}
		return -1
	}
	mask := uint64(len(d.index) - 1)
	perturb := uint64(h)
	for j := uint64(h) & mask; ; {
		switch x := d.index[j]; x {
		case indexEmpty:
			return -1
		case indexDeleted:
		default:
			if e := &d.entries[x]; e.hash == h && e.str != nil && e.str.s == name {
				return int(x)
			}
		}
		perturb >>= setPerturbShift
		j = (j*5 + perturb + 1) & mask
	}
}

// strSet sets a str key whose Value is k (a str whose text is name).
func (d *Dict) strSet(name string, k, v Value) {
	if i := d.strIndex(name); i >= 0 {
		d.entries[i].val = v
		return
	}
	d.insert(k, v, strHash(name), &Str{s: name})
}

// keys lists the live keys in order.
func (d *Dict) keys() []Value {
	out := make([]Value, 0, d.live)
	for _, e := range d.entries {
		if e.used {
			out = append(out, e.key)
		}
	}
	return out
}

// copyDict returns a shallow copy.
func (vm *VM) copyDict(d *Dict) *Dict {
	n := &Dict{}
	for _, e := range d.entries {
		if e.used {
			n.insert(e.key, e.val, e.hash, e.str)
		}
	}
	return n
}
