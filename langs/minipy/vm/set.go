package vm

import "github.com/microjit/microjit/langs/minipy/compile"

// setOrder is the iteration order of a set: the order of the slots of
// the hash table CPython's setobject.c builds when the set's elements
// are added in the order they were (deletions are not replayed). Ints,
// floats and tuples of them hash as in CPython, so their sets print in
// CPython's order; strings hash differently (CPython's string hash is
// randomized per process anyway).
func (vm *VM) setOrder(s *Set) []Value {
	keys := s.d.keys()
	if len(keys) < 2 {
		return keys
	}
	hashes := make([]uint64, len(keys))
	for i, k := range keys {
		h, err := vm.hash(k)
		if err != nil {
			return keys
		}
		hashes[i] = uint64(h)
	}
	t := newSetTable()
	for i := range keys {
		t.add(i, hashes)
	}
	out := make([]Value, 0, len(keys))
	for _, e := range t.slots {
		if e > 0 {
			out = append(out, keys[e-1])
		}
	}
	return out
}

// setTable is CPython 3.11's set hash table, holding indexes (plus one;
// 0 is an empty slot) of elements whose hashes the caller keeps.
type setTable struct {
	slots      []int
	fill, used int
}

// The constants of CPython's setobject.c.
const (
	setMinSize      = 8
	setLinearProbes = 9
	setPerturbShift = 5
)

func newSetTable() *setTable { return &setTable{slots: make([]int, setMinSize)} }

// add inserts element i, with CPython's probe sequence and growth.
func (t *setTable) add(i int, hashes []uint64) {
	t.insert(i, hashes)
	t.fill++
	t.used++
	mask := len(t.slots) - 1
	if t.fill*5 < mask*3 {
		return
	}
	minused := t.used * 4
	if t.used > 50000 {
		minused = t.used * 2
	}
	size := setMinSize
	for size <= minused {
		size <<= 1
	}
	old := t.slots
	t.slots = make([]int, size)
	for _, e := range old {
		if e > 0 {
			t.insert(e-1, hashes)
		}
	}
	t.fill = t.used
}

// insert puts element i in the first free slot of its probe sequence.
func (t *setTable) insert(i int, hashes []uint64) {
	mask := uint64(len(t.slots) - 1)
	h := hashes[i]
	j := h & mask
	perturb := h
	for {
		probes := 0
		if j+setLinearProbes <= mask {
			probes = setLinearProbes
		}
		for k := uint64(0); k <= uint64(probes); k++ {
			if t.slots[j+k] == 0 {
				t.slots[j+k] = i + 1
				return
			}
		}
		perturb >>= setPerturbShift
		j = (j*5 + 1 + perturb) & mask
	}
}

// subset reports whether every element of a is in b.
func (vm *VM) subset(a, b *Set) (bool, error) {
	if a.d.live > b.d.live {
		return false, nil
	}
	for _, k := range a.d.keys() {
		_, ok, err := vm.dictGet(b.d, k)
		if err != nil || !ok {
			return false, err
		}
	}
	return true, nil
}

// setOp is | & - ^ on sets (0 for other operators).
func (vm *VM) setOp(op int, a, b *Set) (Value, error) {
	out := &Set{d: newDict(), frozen: a.frozen}
	add := func(k Value) error { return vm.dictSet(out.d, k, None) }
	has := func(s *Set, k Value) (bool, error) {
		_, ok, err := vm.dictGet(s.d, k)
		return ok, err
	}
	switch op {
	case compile.NBOr:
		for _, k := range append(a.d.keys(), b.d.keys()...) {
			if err := add(k); err != nil {
				return 0, err
			}
		}
	case compile.NBAnd, compile.NBSubtract:
		for _, k := range a.d.keys() {
			in, err := has(b, k)
			if err != nil {
				return 0, err
			}
			if in == (op == compile.NBAnd) {
				if err := add(k); err != nil {
					return 0, err
				}
			}
		}
	case compile.NBXor:
		for _, pair := range [][2]*Set{{a, b}, {b, a}} {
			for _, k := range pair[0].d.keys() {
				in, err := has(pair[1], k)
				if err != nil {
					return 0, err
				}
				if !in {
					if err := add(k); err != nil {
						return 0, err
					}
				}
			}
		}
	default:
		return 0, nil
	}
	return vm.newObj(out), nil
}

func (vm *VM) initSetMethods() {
	for _, c := range []*Class{vm.types.set, vm.types.frozenset} {
		self := func(a []Value) *Set { return vm.obj(a[0]).(*Set) }
		other := func(v Value) (*Set, error) {
			if s, ok := vm.obj(v).(*Set); ok && v.IsHandle() {
				return s, nil
			}
			items, err := vm.iterate(v)
			if err != nil {
				return nil, err
			}
			sv, err := vm.newSet(items, false)
			if err != nil {
				return nil, err
			}
			return vm.obj(sv).(*Set), nil
		}
		binop := func(name string, op int) {
			vm.method(c, name, func(vm *VM, a []Value) (Value, error) {
				acc := self(a)
				var r Value = a[0]
				if len(a) == 1 {
					return vm.setOp(compile.NBOr, acc, &Set{d: newDict()})
				}
				for _, x := range a[1:] {
					o, err := other(x)
					if err != nil {
						return 0, err
					}
					if r, err = vm.setOp(op, acc, o); err != nil {
						return 0, err
					}
					acc = vm.obj(r).(*Set)
				}
				return r, nil
			}, -1)
		}
		binop("union", compile.NBOr)
		binop("intersection", compile.NBAnd)
		binop("difference", compile.NBSubtract)
		binop("symmetric_difference", compile.NBXor)
		vm.method(c, "issubset", func(vm *VM, a []Value) (Value, error) {
			o, err := other(a[1])
			if err != nil {
				return 0, err
			}
			r, err := vm.subset(self(a), o)
			return boolOf(r), err
		}, 2)
		vm.method(c, "issuperset", func(vm *VM, a []Value) (Value, error) {
			o, err := other(a[1])
			if err != nil {
				return 0, err
			}
			r, err := vm.subset(o, self(a))
			return boolOf(r), err
		}, 2)
		vm.method(c, "isdisjoint", func(vm *VM, a []Value) (Value, error) {
			o, err := other(a[1])
			if err != nil {
				return 0, err
			}
			r, err := vm.setOp(compile.NBAnd, self(a), o)
			if err != nil {
				return 0, err
			}
			return boolOf(vm.obj(r).(*Set).d.live == 0), nil
		}, 2)
		vm.method(c, "copy", func(vm *VM, a []Value) (Value, error) {
			return vm.setOp(compile.NBOr, self(a), &Set{d: newDict()})
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
		return None, vm.dictSet(self(a).d, a[1], None)
	}, 2)
	vm.method(c, "remove", func(vm *VM, a []Value) (Value, error) {
		ok, err := vm.dictDel(self(a).d, a[1])
		if err == nil && !ok {
			err = vm.raiseValue(vm.newException(vm.types.KeyError, []Value{a[1]}))
		}
		vm.dictCompact(self(a).d)
		return None, err
	}, 2)
	vm.method(c, "discard", func(vm *VM, a []Value) (Value, error) {
		_, err := vm.dictDel(self(a).d, a[1])
		vm.dictCompact(self(a).d)
		return None, err
	}, 2)
	vm.method(c, "pop", func(vm *VM, a []Value) (Value, error) {
		d := self(a).d
		for i, e := range d.entries {
			if e.used {
				dk, _ := vm.keyOf(e.key)
				d.removeAt(i, dk)
				return e.key, nil
			}
		}
		return 0, vm.raise(vm.types.KeyError, "pop from an empty set")
	}, 1)
	vm.method(c, "clear", func(vm *VM, a []Value) (Value, error) {
		self(a).d = newDict()
		return None, nil
	}, 1)
	vm.method(c, "update", func(vm *VM, a []Value) (Value, error) {
		for _, x := range a[1:] {
			items, err := vm.iterate(x)
			if err != nil {
				return 0, err
			}
			for _, k := range items {
				if err := vm.dictSet(self(a).d, k, None); err != nil {
					return 0, err
				}
			}
		}
		return None, nil
	}, -1)
	inplace := func(name string, op int) {
		vm.method(c, name, func(vm *VM, a []Value) (Value, error) {
			s := self(a)
			for _, x := range a[1:] {
				items, err := vm.iterate(x)
				if err != nil {
					return 0, err
				}
				o, err := vm.newSet(items, false)
				if err != nil {
					return 0, err
				}
				r, err := vm.setOp(op, s, vm.obj(o).(*Set))
				if err != nil {
					return 0, err
				}
				s.d = vm.obj(r).(*Set).d
			}
			return None, nil
		}, -1)
	}
	inplace("intersection_update", compile.NBAnd)
	inplace("difference_update", compile.NBSubtract)
	inplace("symmetric_difference_update", compile.NBXor)
}
