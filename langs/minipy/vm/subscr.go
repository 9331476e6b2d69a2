package vm

import (
	"strings"

	"github.com/microjit/microjit/langs/minipy/pylib"
)

// runes is the code points of s (cached), a lone surrogate as one.
func (s *Str) runesOf() []rune {
	if s.runes == nil {
		r := pylib.Runes(s.s)
		s.runes = &r
	}
	return *s.runes
}

// text is s's text for pylib's bounded searches.
func (s *Str) text() pylib.Text {
	if s.ascii {
		return pylib.Text{S: s.s, ASCII: true}
	}
	return pylib.Text{S: s.s, Runes: s.runesOf()}
}

// length is len(s) in code points.
func (s *Str) length() int {
	if s.ascii {
		return len(s.s)
	}
	return len(s.runesOf())
}

// at is s[i] for a valid index.
func (vm *VM) strAt(s *Str, i int) Value {
	if s.ascii {
		return vm.strs[s.s[i]]
	}
	return vm.str(string(pylib.AppendRune(nil, s.runesOf()[i])))
}

// substr is s[i:j] for valid code point indexes.
func (s *Str) substr(i, j int) string {
	if s.ascii {
		return s.s[i:j]
	}
	return pylib.FromRunes(s.runesOf()[i:j])
}

// index converts a subscript to an int (via __index__).
func (vm *VM) index(v Value) (int64, bool, error) {
	switch vm.numKindOf(v) {
	case numSmall:
		return smallOf(v), true, nil
	case numBig:
		if i, ok := vm.int64Of(v, numBig); ok {
			return i, true, nil
		}
		return 0, true, vm.raise(vm.types.IndexError, "cannot fit 'int' into an index-sized integer")
	}
	if r, ok, err := vm.callSpecial(v, "__index__"); ok {
		if err != nil {
			return 0, true, err
		}
		return vm.index(r)
	}
	return 0, false, nil
}

// seqIndex normalizes i for a sequence of length n.
func seqIndex(i int64, n int) (int, bool) {
	if i < 0 {
		i += int64(n)
	}
	if i < 0 || i >= int64(n) {
		return 0, false
	}
	return int(i), true
}

// sliceIndices is CPython's PySlice_GetIndicesEx.
func (vm *VM) sliceIndices(s *Slice, n int) (start, stop, step int, err error) {
	get := func(v Value, def int64) (int64, error) {
		if v == None {
			return def, nil
		}
		i, ok, err := vm.index(v)
		if err != nil {
			if vm.matches(err, vm.types.IndexError) {
				if vm.bigOfValue(v).Sign() < 0 {
					return -1 << 62, nil
				}
				return 1 << 62, nil
			}
			return 0, err
		}
		if !ok {
			return 0, vm.raise(vm.types.TypeError, "slice indices must be integers or None or have an __index__ method")
		}
		return i, nil
	}
	st, err := get(s.step, 1)
	if err != nil {
		return
	}
	if st == 0 {
		err = vm.raise(vm.types.ValueError, "slice step cannot be zero")
		return
	}
	var lo, hi int64
	if st > 0 {
		lo, hi = 0, int64(n)
	} else {
		lo, hi = -1, int64(n)-1
	}
	adjust := func(v Value, def int64) (int64, error) {
		x, err := get(v, def)
		if err != nil || v == None {
			return x, err
		}
		if x < 0 {
			x += int64(n)
			if x < lo {
				x = lo
			}
		} else if x > hi {
			x = hi
		}
		return x, nil
	}
	var a, b int64
	if st > 0 {
		a, err = adjust(s.start, lo)
		if err == nil {
			b, err = adjust(s.stop, hi)
		}
	} else {
		a, err = adjust(s.start, hi)
		if err == nil {
			b, err = adjust(s.stop, lo)
		}
	}
	return int(a), int(b), int(st), err
}

// sliceLen is the number of items a slice selects.
func sliceLen(start, stop, step int) int {
	if step > 0 {
		if stop > start {
			return (stop - start + step - 1) / step
		}
	} else if stop < start {
		return (start - stop - step - 1) / -step
	}
	return 0
}

func (vm *VM) sliceItems(items []Value, s *Slice) ([]Value, error) {
	start, stop, step, err := vm.sliceIndices(s, len(items))
	if err != nil {
		return nil, err
	}
	n := sliceLen(start, stop, step)
	out := make([]Value, 0, n)
	for i, k := 0, start; i < n; i, k = i+1, k+step {
		out = append(out, items[k])
	}
	return out, nil
}

// getItem is c[k].
func (vm *VM) getItem(c, k Value) (Value, error) {
	if c.IsHandle() {
		switch o := vm.obj(c).(type) {
		case *List:
			if k.IsInt() {
				if i, ok := seqIndex(k.Int(), len(o.items)); ok {
					return o.items[i], nil
				}
				return 0, vm.raise(vm.types.IndexError, "list index out of range")
			}
			return vm.seqGetItem(o.items, k, "list", vm.list)
		case *Tuple:
			if k.IsInt() {
				if i, ok := seqIndex(k.Int(), len(o.items)); ok {
					return o.items[i], nil
				}
				return 0, vm.raise(vm.types.IndexError, "tuple index out of range")
			}
			return vm.seqGetItem(o.items, k, "tuple", vm.tuple)
		case *Dict:
			v, ok, err := vm.dictGet(o, k)
			if err != nil {
				return 0, err
			}
			if !ok {
				return 0, vm.raiseValue(vm.newException(vm.types.KeyError, []Value{k}))
			}
			return v, nil
		case *Bytes:
			return vm.bytesGetItem(o, o.b, k, "bytes")
		case *ByteArray:
			return vm.bytesGetItem(o, o.b, k, "bytearray")
		case *MemoryView:
			b, _ := vm.bytesOf(c)
			return vm.bytesGetItem(o, b, k, "memoryview")
		case *Str:
			if i, ok, err := vm.index(k); ok || err != nil {
				if err != nil {
					return 0, err
				}
				j, ok := seqIndex(i, o.length())
				if !ok {
					return 0, vm.raise(vm.types.IndexError, "string index out of range")
				}
				return vm.strAt(o, j), nil
			}
			if s, ok := vm.obj(k).(*Slice); ok && k.IsHandle() {
				start, stop, step, err := vm.sliceIndices(s, o.length())
				if err != nil {
					return 0, err
				}
				if step == 1 {
					if stop < start {
						return vm.empty, nil
					}
					return vm.str(o.substr(start, stop)), nil
				}
				n := sliceLen(start, stop, step)
				b := make([]byte, 0, n)
				for i, j := 0, start; i < n; i, j = i+1, j+step {
					if o.ascii {
						b = append(b, o.s[j])
					} else {
						b = pylib.AppendRune(b, o.runesOf()[j])
					}
				}
				return vm.str(string(b)), nil
			}
			return 0, vm.raise(vm.types.TypeError, "string indices must be integers, not '%s'", vm.typeName(k))
		case *Range:
			if i, ok, err := vm.index(k); ok || err != nil {
				if err != nil {
					return 0, err
				}
				j, ok := seqIndex(i, rangeLen(o))
				if !ok {
					return 0, vm.raise(vm.types.IndexError, "range object index out of range")
				}
				return vm.Int(o.start + int64(j)*o.step), nil
			}
			if s, ok := vm.obj(k).(*Slice); ok && k.IsHandle() {
				start, stop, step, err := vm.sliceIndices(s, rangeLen(o))
				if err != nil {
					return 0, err
				}
				return vm.newObj(&Range{o.start + int64(start)*o.step, o.start + int64(stop)*o.step, o.step * int64(step)}), nil
			}
		case *BigRange:
			if kk := vm.numKindOf(k); kk == numSmall || kk == numBig {
				if v, ok := o.at(vm.bigOfValue(k)); ok {
					return vm.bigOf(v), nil
				}
				return 0, vm.raise(vm.types.IndexError, "range object index out of range")
			}
		case *Instance:
			if r, ok, err := vm.callSpecial(c, "__getitem__", k); ok {
				return r, err
			}
			if n, ok := vm.nativeFor(o, "__getitem__"); ok {
				v, err := vm.getItem(n, k)
				if err != nil && vm.matches(err, vm.types.KeyError) {
					if m, ok := vm.userMethod(o.cls, "__missing__"); ok {
						return vm.callFromGo(m, []Value{c, k}, nil)
					}
				}
				return v, err
			}
		case *Class:
			if r, ok, err := vm.callSpecial(c, "__getitem__", k); ok {
				return r, err
			}
			if vm.builtinGeneric(o) {
				return vm.GenericAlias(c, k)
			}
			if m, ok := o.lookup("__class_getitem__"); ok {
				if cm, ok := vm.obj(m).(*ClassMethod); ok && m.IsHandle() {
					m = cm.fn
				}
				return vm.callFromGo(m, []Value{c, k}, nil)
			}

		}
	}
	return 0, vm.raise(vm.types.TypeError, "'%s' object is not subscriptable", vm.typeName(c))
}

func (vm *VM) seqGetItem(items []Value, k Value, name string, mk func([]Value) Value) (Value, error) {
	if i, ok, err := vm.index(k); ok || err != nil {
		if err != nil {
			return 0, err
		}
		j, ok := seqIndex(i, len(items))
		if !ok {
			return 0, vm.raise(vm.types.IndexError, "%s index out of range", name)
		}
		return items[j], nil
	}
	if s, ok := vm.obj(k).(*Slice); ok && k.IsHandle() {
		out, err := vm.sliceItems(items, s)
		if err != nil {
			return 0, err
		}
		return mk(out), nil
	}
	return 0, vm.raise(vm.types.TypeError, "%s indices must be integers or slices, not %s", name, vm.typeName(k))
}

// setItem is c[k] = v.
func (vm *VM) setItem(c, k, v Value) error {
	if c.IsHandle() {
		switch o := vm.obj(c).(type) {
		case *ByteArray:
			return vm.byteArraySetItem(o, k, v)
		case *List:
			if k.IsInt() {
				if i, ok := seqIndex(k.Int(), len(o.items)); ok {
					o.items[i] = v
					return nil
				}
				return vm.raise(vm.types.IndexError, "list assignment index out of range")
			}
			if i, ok, err := vm.index(k); ok || err != nil {
				if err != nil {
					return err
				}
				j, ok := seqIndex(i, len(o.items))
				if !ok {
					return vm.raise(vm.types.IndexError, "list assignment index out of range")
				}
				o.items[j] = v
				return nil
			}
			if s, ok := vm.obj(k).(*Slice); ok && k.IsHandle() {
				return vm.listSetSlice(o, s, v)
			}
			return vm.raise(vm.types.TypeError, "list indices must be integers or slices, not %s", vm.typeName(k))
		case *Dict:
			return vm.dictSet(o, k, v)
		case *Instance:
			if _, ok, err := vm.callSpecial(c, "__setitem__", k, v); ok {
				return err
			}
			if n, ok := vm.nativeFor(o, "__setitem__"); ok {
				return vm.setItem(n, k, v)
			}
		}
	}
	return vm.raise(vm.types.TypeError, "'%s' object does not support item assignment", vm.typeName(c))
}

func (vm *VM) listSetSlice(o *List, s *Slice, v Value) error {
	items, err := vm.iterate(v)
	if err != nil {
		return err
	}
	start, stop, step, err := vm.sliceIndices(s, len(o.items))
	if err != nil {
		return err
	}
	if step == 1 {
		if stop < start {
			stop = start
		}
		out := make([]Value, 0, len(o.items)-(stop-start)+len(items))
		out = append(out, o.items[:start]...)
		out = append(out, items...)
		o.items = append(out, o.items[stop:]...)
		return nil
	}
	n := sliceLen(start, stop, step)
	if n != len(items) {
		return vm.raise(vm.types.ValueError, "attempt to assign sequence of size %d to extended slice of size %d", len(items), n)
	}
	for i, j := 0, start; i < n; i, j = i+1, j+step {
		o.items[j] = items[i]
	}
	return nil
}

// delItem is del c[k].
func (vm *VM) delItem(c, k Value) error {
	if c.IsHandle() {
		switch o := vm.obj(c).(type) {
		case *ByteArray:
			return vm.byteArrayDelItem(o, k)
		case *List:
			if i, ok, err := vm.index(k); ok || err != nil {
				if err != nil {
					return err
				}
				j, ok := seqIndex(i, len(o.items))
				if !ok {
					return vm.raise(vm.types.IndexError, "list assignment index out of range")
				}
				o.items = append(o.items[:j], o.items[j+1:]...)
				return nil
			}
			if s, ok := vm.obj(k).(*Slice); ok && k.IsHandle() {
				start, stop, step, err := vm.sliceIndices(s, len(o.items))
				if err != nil {
					return err
				}
				n := sliceLen(start, stop, step)
				drop := map[int]bool{}
				for i, j := 0, start; i < n; i, j = i+1, j+step {
					drop[j] = true
				}
				out := o.items[:0:0]
				for i, x := range o.items {
					if !drop[i] {
						out = append(out, x)
					}
				}
				o.items = out
				return nil
			}
		case *Dict:
			ok, err := vm.dictDel(o, k)
			if err == nil && !ok {
				err = vm.raiseValue(vm.newException(vm.types.KeyError, []Value{k}))
			}
			return err
		case *Instance:
			if _, ok, err := vm.callSpecial(c, "__delitem__", k); ok {
				return err
			}
			if n, ok := vm.nativeFor(o, "__delitem__"); ok {
				return vm.delItem(n, k)
			}
		}
	}
	return vm.raise(vm.types.TypeError, "'%s' object does not support item deletion", vm.typeName(c))
}

// contains is k in c.
func (vm *VM) contains(c, k Value) (bool, error) {
	if c.IsHandle() {
		switch o := vm.obj(c).(type) {
		case *List:
			return vm.seqContains(o.items, k)
		case *Tuple:
			return vm.seqContains(o.items, k)
		case *Dict:
			_, ok, err := vm.dictGet(o, k)
			return ok, err
		case *Set:
			return vm.setHas(o, k)
		case *Bytes, *ByteArray, *MemoryView:
			b, _ := vm.bytesOf(c)
			return vm.bytesContains(b, k)
		case *Str:
			s, ok := vm.strValue(k)
			if !ok {
				return false, vm.raise(vm.types.TypeError, "'in <string>' requires string as left operand, not %s", vm.typeName(k))
			}
			return strings.Contains(o.s, s), nil
		case *Range:
			if k.IsInt() {
				n := k.Int()
				if o.step > 0 {
					return n >= o.start && n < o.stop && (n-o.start)%o.step == 0, nil
				}
				return n <= o.start && n > o.stop && (o.start-n)%(-o.step) == 0, nil
			}
		case *Class:
			if r, ok, err := vm.callSpecial(c, "__contains__", k); ok {
				if err != nil {
					return false, err
				}
				return vm.truth(r)
			}
		case *Instance:
			if r, ok, err := vm.callSpecial(c, "__contains__", k); ok {
				if err != nil {
					return false, err
				}
				return vm.truth(r)
			}
			if n, ok := vm.nativeFor(o, "__iter__"); ok {
				return vm.contains(n, k)
			}
			if r, ok, err := vm.callSpecial(c, "__contains__", k); ok {
				if err != nil {
					return false, err
				}
				return vm.truth(r)
			}
		}
	}
	it, err := vm.iter(c)
	if err != nil {
		if vm.matches(err, vm.types.TypeError) {
			return false, vm.raise(vm.types.TypeError, "argument of type '%s' is not iterable", vm.typeName(c))
		}
		return false, err
	}
	for {
		x, ok, err := vm.next(it)
		if err != nil || !ok {
			return false, err
		}
		if eq, err := vm.eq(x, k); err != nil || eq {
			return eq, err
		}
	}
}

func (vm *VM) seqContains(items []Value, k Value) (bool, error) {
	for i := 0; i < len(items); i++ {
		x := items[i]
		if x == k && !k.IsFloat() {
			return true, nil
		}
		if eq, err := vm.eq(x, k); err != nil || eq {
			return eq, err
		}
	}
	return false, nil
}

// length is len(v).
func (vm *VM) length(v Value) (int, error) {
	if v.IsHandle() {
		switch o := vm.obj(v).(type) {
		case *Str:
			if o.ascii {
				return len(o.s), nil
			}
			return pylib.Len(o.s), nil
		case *List:
			return len(o.items), nil
		case *Bytes:
			return len(o.b), nil
		case *ByteArray:
			return len(o.b), nil
		case *MemoryView:
			b, _ := vm.bytesOf(v)
			return len(b), nil
		case *Tuple:
			return len(o.items), nil
		case *Dict:
			return o.live, nil
		case *Set:
			return o.t.used, nil
		case *Range:
			return rangeLen(o), nil
		case *BigRange:
			n := o.length()
			if !n.IsInt64() {
				return 0, vm.raise(vm.types.OverflowError, "Python int too large to convert to C ssize_t")
			}
			return int(n.Int64()), nil
		case *dictView:
			return o.d.live, nil
		case *Class:
			if r, ok, err := vm.callSpecial(v, "__len__"); ok {
				if err != nil {
					return 0, err
				}
				return vm.lenResult(r)
			}
		case *Instance:
			if r, ok, err := vm.callSpecial(v, "__len__"); ok {
				if err != nil {
					return 0, err
				}
				return vm.lenResult(r)
			}
			if n, ok := vm.nativeFor(o, "__len__"); ok {
				return vm.length(n)
			}
			if r, ok, err := vm.callSpecial(v, "__len__"); ok {
				if err != nil {
					return 0, err
				}
				return vm.lenResult(r)
			}
		}
	}
	return 0, vm.raise(vm.types.TypeError, "object of type '%s' has no len()", vm.typeName(v))
}

func (vm *VM) lenResult(r Value) (int, error) {
	n, ok, err := vm.index(r)
	if err != nil {
		return 0, err
	}
	if !ok {
		return 0, vm.raise(vm.types.TypeError, "'%s' object cannot be interpreted as an integer", vm.typeName(r))
	}
	if n < 0 {
		return 0, vm.raise(vm.types.ValueError, "__len__() should return >= 0")
	}
	return int(n), nil
}

// rangeLen is len(range).
func rangeLen(r *Range) int {
	if r.step > 0 && r.stop > r.start {
		return int((r.stop - r.start + r.step - 1) / r.step)
	}
	if r.step < 0 && r.stop < r.start {
		return int((r.start - r.stop - r.step - 1) / -r.step)
	}
	return 0
}
