package vm

// iterator is every Go-side iterator object.
type iterator interface {
	object
	next(vm *VM) (Value, bool, error)
}

// The iterators of the built-in types and functions.
type (
	listIter struct {
		l *List
		i int
		v Value // the list, kept alive
	}
	tupleIter struct {
		items []Value
		i     int
	}
	// setIter goes through a set's slots in order; used is the set's
	// size when it started (a change is an error, as in CPython).
	setIter struct {
		s    *Set
		v    Value // the set, kept alive
		used int
		pos  int
	}
	strIter struct {
		s *Str
		i int
	}
	rangeIter struct{ cur, stop, step int64 }
	dictIter  struct {
		d    *Dict
		i    int
		kind viewKind
		size int
		left int // items still to yield: more means the keys changed
	}
	enumerateIter struct {
		it Value
		n  Value
	}
	zipIter struct {
		its    []Value
		strict bool
	}
	mapIter struct {
		fn  Value
		its []Value
	}
	filterIter   struct{ fn, it Value }
	reversedIter struct {
		items []Value
		i     int
	}
	// getitemIter iterates an object with __getitem__ until IndexError.
	getitemIter struct {
		obj Value
		i   int64
	}
	// funcIter is an iterator made by Go code: next calls fn.
	funcIter struct {
		fn    func(vm *VM) (Value, bool, error)
		roots []Value
	}
)

// viewKind says what a dict view or iterator yields.
type viewKind uint8

const (
	viewKeys viewKind = iota
	viewValues
	viewItems
)

// dictView is dict.keys(), .values() or .items().
type dictView struct {
	d    *Dict
	kind viewKind
	v    Value
}

func (v *dictView) class(vm *VM) *Class {
	return [...]*Class{vm.types.dictKeys, vm.types.dictValues, vm.types.dictItems}[v.kind]
}
func (v *dictView) VisitRoots(visit func(*Value)) { visit(&v.v) }

func (*listIter) class(vm *VM) *Class      { return vm.types.iterator }
func (*tupleIter) class(vm *VM) *Class     { return vm.types.iterator }
func (*setIter) class(vm *VM) *Class       { return vm.types.iterator }
func (*strIter) class(vm *VM) *Class       { return vm.types.iterator }
func (*rangeIter) class(vm *VM) *Class     { return vm.types.iterator }
func (*dictIter) class(vm *VM) *Class      { return vm.types.iterator }
func (*enumerateIter) class(vm *VM) *Class { return vm.types.iterator }
func (*zipIter) class(vm *VM) *Class       { return vm.types.iterator }
func (*mapIter) class(vm *VM) *Class       { return vm.types.iterator }
func (*filterIter) class(vm *VM) *Class    { return vm.types.iterator }
func (*reversedIter) class(vm *VM) *Class  { return vm.types.iterator }
func (*getitemIter) class(vm *VM) *Class   { return vm.types.iterator }
func (*funcIter) class(vm *VM) *Class      { return vm.types.iterator }

func (it *listIter) VisitRoots(visit func(*Value))  { visit(&it.v) }
func (it *tupleIter) VisitRoots(visit func(*Value)) { visitAll(it.items, visit) }
func (it *setIter) VisitRoots(visit func(*Value))   { visit(&it.v) }
func (it *dictIter) VisitRoots(visit func(*Value))  { it.d.VisitRoots(visit) }
func (it *enumerateIter) VisitRoots(visit func(*Value)) {
	visit(&it.it)
	visit(&it.n)
}
func (it *zipIter) VisitRoots(visit func(*Value)) { visitAll(it.its, visit) }
func (it *mapIter) VisitRoots(visit func(*Value)) {
	visit(&it.fn)
	visitAll(it.its, visit)
}
func (it *filterIter) VisitRoots(visit func(*Value)) {
	visit(&it.fn)
	visit(&it.it)
}
func (it *reversedIter) VisitRoots(visit func(*Value)) { visitAll(it.items, visit) }
func (it *getitemIter) VisitRoots(visit func(*Value))  { visit(&it.obj) }
func (it *funcIter) VisitRoots(visit func(*Value))     { visitAll(it.roots, visit) }

func (it *listIter) next(vm *VM) (Value, bool, error) {
	if it.i < len(it.l.items) {
		it.i++
		return it.l.items[it.i-1], true, nil
	}
	it.i = 1 << 62
	return 0, false, nil
}

func (it *tupleIter) next(vm *VM) (Value, bool, error) {
	if it.i < len(it.items) {
		it.i++
		return it.items[it.i-1], true, nil
	}
	return 0, false, nil
}

func (it *setIter) next(vm *VM) (Value, bool, error) {
	if it.s == nil {
		return 0, false, nil
	}
	if it.s.t.used != it.used {
		it.used = -1
		return 0, false, vm.raise(vm.types.RuntimeError, "Set changed size during iteration")
	}
	i := it.s.t.next(it.pos)
	if i < 0 {
		it.s = nil
		return 0, false, nil
	}
	it.pos = i + 1
	return it.s.t.slots[i].key, true, nil
}

func (it *strIter) next(vm *VM) (Value, bool, error) {
	if it.i < it.s.length() {
		it.i++
		return vm.strAt(it.s, it.i-1), true, nil
	}
	return 0, false, nil
}

func (it *rangeIter) next(vm *VM) (Value, bool, error) {
	if (it.step > 0 && it.cur < it.stop) || (it.step < 0 && it.cur > it.stop) {
		v := it.cur
		it.cur += it.step
		return vm.Int(v), true, nil
	}
	return 0, false, nil
}

func (it *dictIter) next(vm *VM) (Value, bool, error) {
	if it.d.live != it.size {
		it.size = -1
		return 0, false, vm.raise(vm.types.RuntimeError, "dictionary changed size during iteration")
	}
	for it.i < len(it.d.entries) {
		e := it.d.entries[it.i]
		it.i++
		if !e.used {
			continue
		}
		if it.left == 0 {
			// as many keys went out as came in
			it.size = -1
			return 0, false, vm.raise(vm.types.RuntimeError, "dictionary keys changed during iteration")
		}
		it.left--
		switch it.kind {
		case viewKeys:
			return e.key, true, nil
		case viewValues:
			return e.val, true, nil
		}
		return vm.tuple([]Value{e.key, e.val}), true, nil
	}
	return 0, false, nil
}

// newDictIter iterates d's keys, values or items.
func newDictIter(d *Dict, kind viewKind) *dictIter {
	return &dictIter{d: d, kind: kind, size: d.live, left: d.live}
}

func (it *enumerateIter) next(vm *VM) (Value, bool, error) {
	x, ok, err := vm.nextKeepingStop(it.it)
	if !ok || err != nil {
		return 0, false, err
	}
	n := it.n
	it.n, err = vm.binaryOp(0, n, smallInt(1))
	if err != nil {
		return 0, false, err
	}
	return vm.tuple([]Value{n, x}), true, nil
}

func (it *zipIter) next(vm *VM) (Value, bool, error) {
	if len(it.its) == 0 {
		return 0, false, nil
	}
	items := make([]Value, len(it.its))
	for i, s := range it.its {
		x, ok, err := vm.nextKeepingStop(s)
		if err != nil {
			return 0, false, err
		}
		if !ok {
			if it.strict && i > 0 {
				return 0, false, vm.raise(vm.types.ValueError, "zip() argument %d is shorter than argument 1", i+1)
			}
			if it.strict {
				for j := 1; j < len(it.its); j++ {
					if _, ok, err := vm.next(it.its[j]); err != nil || ok {
						if err != nil {
							return 0, false, err
						}
						return 0, false, vm.raise(vm.types.ValueError, "zip() argument %d is longer than argument 1", j+1)
					}
				}
			}
			return 0, false, nil
		}
		items[i] = x
	}
	return vm.tuple(items), true, nil
}

func (it *mapIter) next(vm *VM) (Value, bool, error) {
	if len(it.its) == 1 && it.fn == vm.types.str.self {
		// map(str, ints), as in "".join(map(str, xs)): str(x) without
		// the argument slice and the call
		x, ok, err := vm.nextKeepingStop(it.its[0])
		if !ok || err != nil {
			return 0, false, err
		}
		if x.IsInt() {
			return vm.intStr(x.Int()), true, nil
		}
		r, err := vm.callFromGo(it.fn, []Value{x}, nil)
		return r, err == nil, err
	}
	args := make([]Value, len(it.its))
	for i, s := range it.its {
		x, ok, err := vm.nextKeepingStop(s)
		if !ok || err != nil {
			return 0, false, err
		}
		args[i] = x
	}
	r, err := vm.callFromGo(it.fn, args, nil)
	return r, err == nil, err
}

func (it *filterIter) next(vm *VM) (Value, bool, error) {
	for {
		x, ok, err := vm.nextKeepingStop(it.it)
		if !ok || err != nil {
			return 0, false, err
		}
		keep := x
		if it.fn != None {
			keep, err = vm.callFromGo(it.fn, []Value{x}, nil)
			if err != nil {
				return 0, false, err
			}
		}
		t, err := vm.truth(keep)
		if err != nil {
			return 0, false, err
		}
		if t {
			return x, true, nil
		}
	}
}

func (it *reversedIter) next(vm *VM) (Value, bool, error) {
	if it.i > 0 {
		it.i--
		return it.items[it.i], true, nil
	}
	return 0, false, nil
}

func (it *getitemIter) next(vm *VM) (Value, bool, error) {
	x, err := vm.getItem(it.obj, vm.Int(it.i))
	if err != nil {
		if vm.matches(err, vm.types.IndexError) || vm.matches(err, vm.types.StopIteration) {
			return 0, false, nil
		}
		return 0, false, err
	}
	it.i++
	return x, true, nil
}

func (it *funcIter) next(vm *VM) (Value, bool, error) { return it.fn(vm) }

// iter is iter(v).
func (vm *VM) iter(v Value) (Value, error) {
	if v.IsHandle() {
		switch o := vm.obj(v).(type) {
		case *List:
			return vm.newObj(&listIter{l: o, v: v}), nil
		case *Tuple:
			return vm.newObj(&tupleIter{items: o.items}), nil
		case *Str:
			return vm.newObj(&strIter{s: o}), nil
		case *Bytes, *ByteArray, *MemoryView:
			return vm.newObj(&bytesIter{v: v}), nil
		case *Range:
			return vm.newObj(&rangeIter{o.start, o.stop, o.step}), nil
		case *Dict:
			return vm.newObj(newDictIter(o, viewKeys)), nil
		case *Set:
			return vm.newObj(&setIter{s: o, v: v, used: o.t.used}), nil
		case *dictView:
			return vm.newObj(newDictIter(o.d, o.kind)), nil
		case iterator:
			return v, nil
		case *Class:
			if r, ok, err := vm.callSpecial(v, "__iter__"); ok {
				return r, err
			}
		case *Instance:
			if r, ok, err := vm.callSpecial(v, "__iter__"); ok {
				if err != nil {
					return 0, err
				}
				return r, nil
			}
			if n, ok := vm.nativeFor(o, "__iter__"); ok {
				return vm.iter(n)
			}
			if r, ok, err := vm.callSpecial(v, "__iter__"); ok {
				if err != nil {
					return 0, err
				}
				if !vm.isIterator(r) {
					return 0, vm.raise(vm.types.TypeError, "iter() returned non-iterator of type '%s'", vm.typeName(r))
				}
				return r, nil
			}
			if _, ok := vm.special(v, "__getitem__"); ok {
				return vm.newObj(&getitemIter{obj: v}), nil
			}
		}
	}
	return 0, vm.raise(vm.types.TypeError, "'%s' object is not iterable", vm.typeName(v))
}

// isIterator reports whether v has __next__.
func (vm *VM) isIterator(v Value) bool {
	if !v.IsHandle() {
		return false
	}
	switch vm.obj(v).(type) {
	case iterator:
		return true
	case *Instance:
		_, ok := vm.special(v, "__next__")
		return ok
	}
	return false
}

// next advances an iterator: the value, or false when it is exhausted.
func (vm *VM) next(it Value) (Value, bool, error) {
	if it.IsHandle() {
		switch o := vm.obj(it).(type) {
		case *Generator:
			return o.next(vm)
		case iterator:
			// a chain of built-in iterators (map of map of ...) is
			// walked by Go recursion
			if err := vm.nestGo(); err != nil {
				return 0, false, err
			}
			v, ok, err := o.next(vm)
			vm.goDepth--
			// a built-in iterator whose function raised StopIteration
			// (map's, filter's) is exhausted, as in CPython
			if err != nil && vm.matches(err, vm.types.StopIteration) {
				return 0, false, nil
			}
			return v, ok, err
		case *Instance:
			r, ok, err := vm.callSpecial(it, "__next__")
			if ok {
				if err != nil {
					if vm.matches(err, vm.types.StopIteration) {
						return 0, false, nil
					}
					return 0, false, err
				}
				return r, true, nil
			}
		}
	}
	return 0, false, vm.raise(vm.types.TypeError, "'%s' object is not an iterator", vm.typeName(it))
}

// nextOrStop is next for the callers that want the value of the
// StopIteration ending an iterator (yield from, the built-in next): when
// the iterator is exhausted, the Value is that value (None without one).
func (vm *VM) nextOrStop(it Value) (Value, bool, error) {
	if it.IsHandle() {
		var r Value
		var ok bool
		var err error
		switch o := vm.obj(it).(type) {
		case *Generator:
			return vm.next(it)
		case iterator:
			if err := vm.nestGo(); err != nil {
				return 0, false, err
			}
			r, ok, err = o.next(vm)
			vm.goDepth--
		case *Instance:
			r, ok, err = vm.callSpecial(it, "__next__")
			if !ok {
				return vm.next(it)
			}
			ok = err == nil
		default:
			return vm.next(it)
		}
		if err != nil {
			if vm.matches(err, vm.types.StopIteration) {
				return vm.stopValue(err.(*PyError).Exc), false, nil
			}
			return 0, false, err
		}
		if !ok {
			return None, false, nil
		}
		return r, true, nil
	}
	return vm.next(it)
}

// nextKeepingStop is next for the built-in iterators that wrap another
// (enumerate, zip, map, filter): a StopIteration with a value that ends
// the wrapped iterator ends theirs with that value, as in CPython.
func (vm *VM) nextKeepingStop(it Value) (Value, bool, error) {
	v, ok, err := vm.nextOrStop(it)
	if err == nil && !ok && v != None {
		return 0, false, vm.stopIteration(v)
	}
	return v, ok, err
}

// iterate collects the items of an iterable.
func (vm *VM) iterate(v Value) ([]Value, error) {
	if v.IsHandle() {
		switch o := vm.obj(v).(type) {
		case *List:
			return append([]Value(nil), o.items...), nil
		case *Tuple:
			return append([]Value(nil), o.items...), nil
		}
	}
	it, err := vm.iter(v)
	if err != nil {
		return nil, err
	}
	var out []Value
	for {
		x, ok, err := vm.next(it)
		if err != nil {
			return nil, err
		}
		if !ok {
			return out, nil
		}
		out = append(out, x)
		if len(out) == cap(out) {
			if err := vm.reserveItems(len(out), valueBytes); err != nil {
				return nil, err
			}
		}
	}
}

// values are the items of an iterable one at a time, for a built-in that
// consumes them (sum, min, max) without making a list of them: a list's
// or tuple's items as they are when it starts, else an iterator's.
type values struct {
	items []Value
	i     int
	it    Value // the iterator, or 0
}

// values starts iterating v.
func (vm *VM) values(v Value) (values, error) {
	if v.IsHandle() {
		switch o := vm.obj(v).(type) {
		case *List:
			return values{items: o.items}, nil
		case *Tuple:
			return values{items: o.items}, nil
		}
	}
	it, err := vm.iter(v)
	return values{it: it}, err
}

// next is the next item, or false at the end.
func (s *values) next(vm *VM) (Value, bool, error) {
	if s.it != 0 {
		return vm.next(s.it)
	}
	if s.i == len(s.items) {
		return 0, false, nil
	}
	s.i++
	return s.items[s.i-1], true, nil
}
