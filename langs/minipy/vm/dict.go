package vm

// Dict is an insertion-ordered hash table of Python keys, used by dict,
// set and frozenset (whose values are unused). Keys are indexed by kind:
// str by their text, keys equal only to themselves (small ints, bools as
// ints, None, non-integral floats, objects with identity equality) by
// their word, and the rest (big ints, tuples, objects with __eq__) by
// their Python hash, with __eq__ deciding.
type Dict struct {
	entries []dictEntry
	live    int
	strIdx  map[string]int32
	valIdx  map[Value]int32
	hashIdx map[int64][]int32
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
	used     bool
}

// setKind is what a set or frozenset is; both are Dicts.
type Set struct {
	d      *Dict
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
func (s *Set) VisitRoots(visit func(*Value)) { s.d.VisitRoots(visit) }

func newDict() *Dict { return &Dict{} }

// keyKind classifies a key for the indexes.
type keyKind uint8

const (
	keyStr keyKind = iota
	keyVal
	keyHash
)

// dkey is a key as the indexes see it.
type dkey struct {
	kind keyKind
	s    string
	v    Value
	h    int64
}

// keyOf classifies k, or fails with TypeError for an unhashable key.
func (vm *VM) keyOf(k Value) (dkey, error) {
	switch {
	case k.IsInt():
		return dkey{kind: keyVal, v: k}, nil
	case k == True:
		return dkey{kind: keyVal, v: smallInt(1)}, nil
	case k == False:
		return dkey{kind: keyVal, v: smallInt(0)}, nil
	case k.IsFloat():
		f := k.Float()
		if f == float64(int64(f)) && f > -1e15 && f < 1e15 {
			return dkey{kind: keyVal, v: smallInt(int64(f))}, nil
		}
		if f == f && f-f == 0 && f == float64(int64(f)) {
			h, err := vm.hash(k)
			return dkey{kind: keyHash, v: k, h: h}, err
		}
		return dkey{kind: keyVal, v: k}, nil
	case !k.IsHandle():
		return dkey{kind: keyVal, v: k}, nil
	}
	switch o := vm.obj(k).(type) {
	case *Str:
		return dkey{kind: keyStr, s: o.s}, nil
	case *Instance:
		if _, ok := vm.userMethod(o.cls, "__eq__"); !ok {
			if _, ok := vm.userMethod(o.cls, "__hash__"); !ok {
				if o.hasNative {
					// a subclass of int, str...: the key is its value's
					return vm.keyOf(o.native)
				}
				return dkey{kind: keyVal, v: k}, nil
			}
		}
	case *Class, *Function, *Builtin, *Module, *Range:
		return dkey{kind: keyVal, v: k}, nil
	}
	h, err := vm.hash(k)
	return dkey{kind: keyHash, v: k, h: h}, err
}

// find returns the entry index of k, or -1.
func (vm *VM) dictFind(d *Dict, k Value, dk dkey) (int, error) {
	switch dk.kind {
	case keyStr:
		if i, ok := d.strIdx[dk.s]; ok {
			return int(i), nil
		}
	case keyVal:
		if i, ok := d.valIdx[dk.v]; ok {
			return int(i), nil
		}
	default:
		return vm.dictFindHash(d, k, dk.h)
	}
	return -1, nil
}

// dictFindHash finds a key by its hash h and __eq__. An __eq__ that adds
// or removes keys invalidates the candidates, so the lookup starts again,
// as CPython's does.
func (vm *VM) dictFindHash(d *Dict, k Value, h int64) (int, error) {
search:
	for {
		layout := d.layout
		for _, i := range d.hashIdx[h] {
			e := d.entries[i]
			if e.key == k {
				return int(i), nil
			}
			eq, err := vm.eq(e.key, k)
			if err != nil {
				return -1, err
			}
			if d.layout != layout {
				continue search
			}
			if eq {
				return int(i), nil
			}
		}
		return -1, nil
	}
}

// dictGet looks k up.
func (vm *VM) dictGet(d *Dict, k Value) (Value, bool, error) {
	dk, err := vm.keyOf(k)
	if err != nil {
		return 0, false, err
	}
	i, err := vm.dictFind(d, k, dk)
	if err != nil || i < 0 {
		return 0, false, err
	}
	return d.entries[i].val, true, nil
}

// dictSet sets d[k] = v.
func (vm *VM) dictSet(d *Dict, k, v Value) error {
	dk, err := vm.keyOf(k)
	if err != nil {
		return err
	}
	i, err := vm.dictFind(d, k, dk)
	if err != nil {
		return err
	}
	if i >= 0 {
		d.entries[i].val = v
		return nil
	}
	vm.charge(dictEntryBytes)
	d.insert(k, v, dk)
	return nil
}

// insert adds a key known to be absent.
func (d *Dict) insert(k, v Value, dk dkey) {
	i := int32(len(d.entries))
	d.entries = append(d.entries, dictEntry{k, v, true})
	d.live++
	d.layout++
	switch dk.kind {
	case keyStr:
		if d.strIdx == nil {
			d.strIdx = map[string]int32{}
		}
		d.strIdx[dk.s] = i
	case keyVal:
		if d.valIdx == nil {
			d.valIdx = map[Value]int32{}
		}
		d.valIdx[dk.v] = i
	default:
		if d.hashIdx == nil {
			d.hashIdx = map[int64][]int32{}
		}
		d.hashIdx[dk.h] = append(d.hashIdx[dk.h], i)
	}
}

// dictDel removes k, reporting whether it was there.
func (vm *VM) dictDel(d *Dict, k Value) (bool, error) {
	dk, err := vm.keyOf(k)
	if err != nil {
		return false, err
	}
	i, err := vm.dictFind(d, k, dk)
	if err != nil || i < 0 {
		return false, err
	}
	d.removeAt(i, dk)
	return true, nil
}

func (d *Dict) removeAt(i int, dk dkey) {
	switch dk.kind {
	case keyStr:
		delete(d.strIdx, dk.s)
	case keyVal:
		delete(d.valIdx, dk.v)
	default:
		l := d.hashIdx[dk.h]
		for j, x := range l {
			if int(x) == i {
				l = append(l[:j:j], l[j+1:]...)
				break
			}
		}
		if len(l) == 0 {
			delete(d.hashIdx, dk.h)
		} else {
			d.hashIdx[dk.h] = l
		}
	}
	d.entries[i] = dictEntry{}
	d.live--
	d.layout++
	if d.live == 0 {
		d.entries = d.entries[:0]
	}
}

// compact drops removed entries and rebuilds the indexes when they are
// more than half of the table (at a point no iterator holds an index).
func (vm *VM) dictCompact(d *Dict) {
	if len(d.entries) < 16 || d.live*2 > len(d.entries) {
		return
	}
	old := d.entries
	*d = Dict{layout: d.layout + 1}
	for _, e := range old {
		if e.used {
			dk, _ := vm.keyOf(e.key)
			d.insert(e.key, e.val, dk)
		}
	}
}

// strGet looks up a str key (module globals, keyword arguments).
func (d *Dict) strGet(name string) (Value, bool) {
	if i, ok := d.strIdx[name]; ok {
		return d.entries[i].val, true
	}
	return 0, false
}

// strIndex is the entry index of a str key, or -1.
func (d *Dict) strIndex(name string) int {
	if i, ok := d.strIdx[name]; ok {
		return int(i)
	}
	return -1
}

// strSet sets a str key whose Value is k.
func (d *Dict) strSet(name string, k, v Value) {
	if i, ok := d.strIdx[name]; ok {
		d.entries[i].val = v
		return
	}
	d.insert(k, v, dkey{kind: keyStr, s: name})
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
			dk, _ := vm.keyOf(e.key)
			n.insert(e.key, e.val, dk)
		}
	}
	return n
}
