package collectionsmod

import (
	"strings"

	"github.com/microjit/microjit/langs/minipy/compile"
	"github.com/microjit/microjit/langs/minipy/vm"
)

// deque is a double-ended queue: a ring buffer of n items from head.
type deque struct {
	buf    []Value
	head   int
	n      int
	maxlen int // -1: unbounded
	// state counts the mutations that move items, so that an iterator
	// sees the deque change under it.
	state int
}

func (d *deque) VisitRoots(visit func(*Value)) {
	for i := 0; i < d.n; i++ {
		visit(&d.buf[(d.head+i)%len(d.buf)])
	}
}

// at is the i-th item, 0 <= i < n.
func (d *deque) at(i int) *Value { return &d.buf[(d.head+i)%len(d.buf)] }

func (d *deque) grow() {
	if d.n < len(d.buf) {
		return
	}
	nb := make([]Value, max(8, 2*len(d.buf)))
	for i := 0; i < d.n; i++ {
		nb[i] = *d.at(i)
	}
	d.buf, d.head = nb, 0
}

func (d *deque) pushBack(x Value) {
	if d.maxlen == 0 {
		return
	}
	if d.n == d.maxlen {
		d.popFront()
	}
	d.grow()
	d.buf[(d.head+d.n)%len(d.buf)] = x
	d.n++
	d.state++
}

func (d *deque) pushFront(x Value) {
	if d.maxlen == 0 {
		return
	}
	if d.n == d.maxlen {
		d.popBack()
	}
	d.grow()
	d.head = (d.head - 1 + len(d.buf)) % len(d.buf)
	d.buf[d.head] = x
	d.n++
	d.state++
}

func (d *deque) popBack() Value {
	x := d.at(d.n - 1)
	v := *x
	*x = 0
	d.n--
	d.state++
	return v
}

func (d *deque) popFront() Value {
	v := d.buf[d.head]
	d.buf[d.head] = 0
	d.head = (d.head + 1) % len(d.buf)
	d.n--
	d.state++
	return v
}

func (d *deque) items() []Value {
	out := make([]Value, d.n)
	for i := range out {
		out[i] = *d.at(i)
	}
	return out
}

// setItems replaces the contents (the deque's bound applies).
func (d *deque) setItems(items []Value) {
	if d.maxlen >= 0 && len(items) > d.maxlen {
		items = items[len(items)-d.maxlen:]
	}
	d.buf = append([]Value(nil), items...)
	d.head, d.n = 0, len(items)
	d.state++
}

const dequeName = "collections.deque"

// dequeOf is the deque of self, a method's first argument.
func dequeOf(v *VM, a []Value, method string) (*deque, error) {
	if len(a) > 0 {
		if d, ok := vm.State[*deque](v, a[0]); ok {
			return d, nil
		}
	}
	got := "nothing"
	if len(a) > 0 {
		got = v.TypeName(a[0])
	}
	return nil, v.Raise("TypeError", "descriptor '%s' for '%s' objects doesn't apply to a '%s' object", method, dequeName, got)
}

// dequeMethod defines a method taking exactly nargs arguments besides
// self (-1: any number; its fn checks them).
func dequeMethod(v *VM, c *vm.Class, name string, nargs int, fn func(v *VM, d *deque, a []Value) (Value, error)) {
	v.DefMethod(c, name, func(v *VM, a []Value, kw []string) (Value, error) {
		d, err := dequeOf(v, a, name)
		if err != nil {
			return 0, err
		}
		if len(kw) > 0 {
			return 0, v.Raise("TypeError", "deque.%s() takes no keyword arguments", name)
		}
		if nargs >= 0 && len(a)-1 != nargs {
			switch nargs {
			case 0:
				return 0, v.Raise("TypeError", "deque.%s() takes no arguments (%d given)", name, len(a)-1)
			case 1:
				return 0, v.Raise("TypeError", "deque.%s() takes exactly one argument (%d given)", name, len(a)-1)
			}
			return 0, v.Raise("TypeError", "%s expected %d arguments, got %d", name, nargs, len(a)-1)
		}
		return fn(v, d, a)
	})
}

// dequeIter iterates a deque, forward or backward, failing once the
// deque changes.
type dequeIter struct {
	dv      Value // the deque, kept alive
	d       *deque
	i       int
	state   int
	reverse bool
}

func (it *dequeIter) VisitRoots(visit func(*Value)) { visit(&it.dv) }

func (it *dequeIter) Next(v *VM) (Value, bool, error) {
	if it.d.state != it.state {
		it.i = it.d.n
		return 0, false, v.Raise("RuntimeError", "deque mutated during iteration")
	}
	if it.i >= it.d.n {
		return 0, false, nil
	}
	j := it.i
	if it.reverse {
		j = it.d.n - 1 - it.i
	}
	it.i++
	return *it.d.at(j), true, nil
}

// initDeque defines collections.deque and its iterator types.
func initDeque(v *VM, m *vm.Module) *vm.Class {
	c := v.NewType("deque", "collections")
	iterT := v.NewType("_deque_iterator", "_collections")
	revT := v.NewType("_deque_reverse_iterator", "_collections")
	v.SetClassAttr(c, "__hash__", vm.None)
	v.DefNew(c, func(v *VM, a []Value, kw []string) (Value, error) {
		cls, _ := v.ClassOf(a[0])
		return v.NewInstance(cls, &deque{maxlen: -1}), nil
	})
	v.DefMethod(c, "__init__", func(v *VM, a []Value, kw []string) (Value, error) {
		d, err := dequeOf(v, a, "__init__")
		if err != nil {
			return 0, err
		}
		if len(a)-1 > 2 {
			return 0, v.Raise("TypeError", "deque() takes at most 2 arguments (%d given)", len(a)-1)
		}
		args, err := v.BindArgs("deque", a[1:], kw, "iterable=", "maxlen=")
		if err != nil {
			return 0, err
		}
		d.maxlen = -1
		if ml := args[1]; ml != vm.Null && ml != vm.None {
			n, err := v.AsIndex(ml)
			if err != nil {
				return 0, err
			}
			if n < 0 {
				return 0, v.Raise("ValueError", "maxlen must be non-negative")
			}
			d.maxlen = int(n)
		}
		d.setItems(nil)
		if args[0] != vm.Null {
			items, err := v.Iterate(args[0])
			if err != nil {
				return 0, err
			}
			d.setItems(items)
		}
		return vm.None, nil
	})
	v.DefProperty(c, "maxlen", func(v *VM, self Value) (Value, error) {
		d, err := dequeOf(v, []Value{self}, "maxlen")
		if err != nil || d.maxlen < 0 {
			return vm.None, err
		}
		return v.Int(int64(d.maxlen)), nil
	})
	dequeMethod(v, c, "append", 1, func(v *VM, d *deque, a []Value) (Value, error) {
		d.pushBack(a[1])
		return vm.None, nil
	})
	dequeMethod(v, c, "appendleft", 1, func(v *VM, d *deque, a []Value) (Value, error) {
		d.pushFront(a[1])
		return vm.None, nil
	})
	dequeMethod(v, c, "pop", 0, func(v *VM, d *deque, a []Value) (Value, error) {
		if d.n == 0 {
			return 0, v.Raise("IndexError", "pop from an empty deque")
		}
		return d.popBack(), nil
	})
	dequeMethod(v, c, "popleft", 0, func(v *VM, d *deque, a []Value) (Value, error) {
		if d.n == 0 {
			return 0, v.Raise("IndexError", "pop from an empty deque")
		}
		return d.popFront(), nil
	})
	extend := func(left bool) func(v *VM, d *deque, a []Value) (Value, error) {
		return func(v *VM, d *deque, a []Value) (Value, error) {
			items, err := v.Iterate(a[1])
			if err != nil {
				return 0, err
			}
			for _, x := range items {
				if left {
					d.pushFront(x)
				} else {
					d.pushBack(x)
				}
			}
			return vm.None, nil
		}
	}
	dequeMethod(v, c, "extend", 1, extend(false))
	dequeMethod(v, c, "extendleft", 1, extend(true))
	dequeMethod(v, c, "clear", 0, func(v *VM, d *deque, a []Value) (Value, error) {
		d.setItems(nil)
		return vm.None, nil
	})
	dequeMethod(v, c, "copy", 0, func(v *VM, d *deque, a []Value) (Value, error) {
		return copyDeque(v, a[0], d)
	})
	dequeMethod(v, c, "__copy__", 0, func(v *VM, d *deque, a []Value) (Value, error) {
		return copyDeque(v, a[0], d)
	})
	dequeMethod(v, c, "count", 1, func(v *VM, d *deque, a []Value) (Value, error) {
		n, state := 0, d.state
		for i := 0; i < d.n; i++ {
			eq, err := v.Equal(*d.at(i), a[1])
			if err != nil {
				return 0, err
			}
			if d.state != state {
				return 0, v.Raise("RuntimeError", "deque mutated during iteration")
			}
			if eq {
				n++
			}
		}
		return v.Int(int64(n)), nil
	})
	dequeMethod(v, c, "index", -1, func(v *VM, d *deque, a []Value) (Value, error) {
		if len(a) < 2 || len(a) > 4 {
			return 0, v.Raise("TypeError", "index expected at least 1 argument, got %d", len(a)-1)
		}
		lo, hi := 0, d.n
		bound := func(x Value) (int, error) {
			i, err := v.AsIndex(x)
			if err != nil {
				return 0, err
			}
			if i < 0 {
				i += int64(d.n)
			}
			return int(min(max(i, 0), int64(d.n))), nil
		}
		var err error
		if len(a) > 2 {
			if lo, err = bound(a[2]); err != nil {
				return 0, err
			}
		}
		if len(a) > 3 {
			if hi, err = bound(a[3]); err != nil {
				return 0, err
			}
		}
		state := d.state
		for i := lo; i < hi && i < d.n; i++ {
			eq, err := v.Equal(*d.at(i), a[1])
			if err != nil {
				return 0, err
			}
			if d.state != state {
				return 0, v.Raise("RuntimeError", "deque mutated during iteration")
			}
			if eq {
				return v.Int(int64(i)), nil
			}
		}
		r, err := v.Repr(a[1])
		if err != nil {
			return 0, err
		}
		return 0, v.Raise("ValueError", "%s is not in deque", r)
	})
	dequeMethod(v, c, "insert", 2, func(v *VM, d *deque, a []Value) (Value, error) {
		i, err := v.AsIndex(a[1])
		if err != nil {
			return 0, err
		}
		if d.maxlen >= 0 && d.n >= d.maxlen {
			return 0, v.Raise("IndexError", "deque already at its maximum size")
		}
		n := int64(d.n)
		if i < 0 {
			i = max(i+n, 0)
		}
		i = min(i, n)
		items := d.items()
		items = append(items[:i], append([]Value{a[2]}, items[i:]...)...)
		d.setItems(items)
		return vm.None, nil
	})
	dequeMethod(v, c, "remove", 1, func(v *VM, d *deque, a []Value) (Value, error) {
		state := d.state
		for i := 0; i < d.n; i++ {
			eq, err := v.Equal(*d.at(i), a[1])
			if err != nil {
				return 0, err
			}
			if d.state != state {
				return 0, v.Raise("IndexError", "deque mutated during remove().")
			}
			if eq {
				items := d.items()
				d.setItems(append(items[:i], items[i+1:]...))
				return vm.None, nil
			}
		}
		r, err := v.Repr(a[1])
		if err != nil {
			return 0, err
		}
		return 0, v.Raise("ValueError", "%s is not in deque", r)
	})
	dequeMethod(v, c, "reverse", 0, func(v *VM, d *deque, a []Value) (Value, error) {
		items := d.items()
		for i, j := 0, len(items)-1; i < j; i, j = i+1, j-1 {
			items[i], items[j] = items[j], items[i]
		}
		d.setItems(items)
		return vm.None, nil
	})
	dequeMethod(v, c, "rotate", -1, func(v *VM, d *deque, a []Value) (Value, error) {
		if len(a) > 2 {
			return 0, v.Raise("TypeError", "rotate expected at most 1 argument, got %d", len(a)-1)
		}
		k := int64(1)
		if len(a) == 2 {
			var err error
			if k, err = v.AsIndex(a[1]); err != nil {
				return 0, err
			}
		}
		if d.n <= 1 {
			return vm.None, nil
		}
		k %= int64(d.n)
		if k < 0 {
			k += int64(d.n)
		}
		for ; k > 0; k-- {
			d.pushFront(d.popBack())
		}
		return vm.None, nil
	})
	dequeMethod(v, c, "__len__", 0, func(v *VM, d *deque, a []Value) (Value, error) {
		return v.Int(int64(d.n)), nil
	})
	dequeMethod(v, c, "__bool__", 0, func(v *VM, d *deque, a []Value) (Value, error) {
		return vm.Bool(d.n > 0), nil
	})
	dequeMethod(v, c, "__iter__", 0, func(v *VM, d *deque, a []Value) (Value, error) {
		return v.NewIterator(iterT, &dequeIter{dv: a[0], d: d, state: d.state}), nil
	})
	dequeMethod(v, c, "__reversed__", 0, func(v *VM, d *deque, a []Value) (Value, error) {
		return v.NewIterator(revT, &dequeIter{dv: a[0], d: d, state: d.state, reverse: true}), nil
	})
	dequeMethod(v, c, "__contains__", 1, func(v *VM, d *deque, a []Value) (Value, error) {
		state := d.state
		for i := 0; i < d.n; i++ {
			eq, err := v.Equal(*d.at(i), a[1])
			if err != nil {
				return 0, err
			}
			if d.state != state {
				return 0, v.Raise("RuntimeError", "deque mutated during iteration")
			}
			if eq {
				return vm.True, nil
			}
		}
		return vm.False, nil
	})
	index := func(v *VM, d *deque, k Value) (int, error) {
		i, err := v.AsIndex(k)
		if err != nil {
			return 0, err
		}
		if i < 0 {
			i += int64(d.n)
		}
		if i < 0 || i >= int64(d.n) {
			return 0, v.Raise("IndexError", "deque index out of range")
		}
		return int(i), nil
	}
	dequeMethod(v, c, "__getitem__", 1, func(v *VM, d *deque, a []Value) (Value, error) {
		i, err := index(v, d, a[1])
		if err != nil {
			return 0, err
		}
		return *d.at(i), nil
	})
	dequeMethod(v, c, "__setitem__", 2, func(v *VM, d *deque, a []Value) (Value, error) {
		i, err := index(v, d, a[1])
		if err != nil {
			return 0, err
		}
		*d.at(i) = a[2]
		return vm.None, nil
	})
	dequeMethod(v, c, "__delitem__", 1, func(v *VM, d *deque, a []Value) (Value, error) {
		i, err := index(v, d, a[1])
		if err != nil {
			return 0, err
		}
		items := d.items()
		d.setItems(append(items[:i], items[i+1:]...))
		return vm.None, nil
	})
	dequeMethod(v, c, "__repr__", 0, func(v *VM, d *deque, a []Value) (Value, error) {
		return dequeRepr(v, a[0], d)
	})
	for _, op := range []struct {
		name string
		cmp  int
	}{{"__eq__", compile.CmpEq}, {"__ne__", compile.CmpNe}, {"__lt__", compile.CmpLt},
		{"__le__", compile.CmpLe}, {"__gt__", compile.CmpGt}, {"__ge__", compile.CmpGe}} {
		op := op
		dequeMethod(v, c, op.name, 1, func(v *VM, d *deque, a []Value) (Value, error) {
			o, ok := vm.State[*deque](v, a[1])
			if !ok {
				return vm.NotImplemented, nil
			}
			return v.Compare(op.cmp, v.List(d.items()), v.List(o.items()))
		})
	}
	dequeMethod(v, c, "__add__", 1, func(v *VM, d *deque, a []Value) (Value, error) {
		o, ok := vm.State[*deque](v, a[1])
		if !ok {
			return 0, v.Raise("TypeError", "can only concatenate deque (not \"%s\") to deque", v.TypeName(a[1]))
		}
		r, err := copyDeque(v, a[0], d)
		if err != nil {
			return 0, err
		}
		nd, _ := vm.State[*deque](v, r)
		for _, x := range o.items() {
			nd.pushBack(x)
		}
		return r, nil
	})
	dequeMethod(v, c, "__iadd__", 1, func(v *VM, d *deque, a []Value) (Value, error) {
		if _, err := extend(false)(v, d, a); err != nil {
			return 0, err
		}
		return a[0], nil
	})
	mul := func(v *VM, d *deque, a []Value, inplace bool) (Value, error) {
		n, err := v.AsIndex(a[1])
		if err != nil {
			return vm.NotImplemented, nil
		}
		r := a[0]
		if !inplace {
			if r, err = copyDeque(v, a[0], d); err != nil {
				return 0, err
			}
		}
		nd, _ := vm.State[*deque](v, r)
		items := nd.items()
		var out []Value
		for i := int64(0); i < n; i++ {
			out = append(out, items...)
			if nd.maxlen >= 0 && len(out) > 2*nd.maxlen {
				out = out[len(out)-nd.maxlen:]
			}
		}
		nd.setItems(out)
		return r, nil
	}
	dequeMethod(v, c, "__mul__", 1, func(v *VM, d *deque, a []Value) (Value, error) { return mul(v, d, a, false) })
	dequeMethod(v, c, "__rmul__", 1, func(v *VM, d *deque, a []Value) (Value, error) { return mul(v, d, a, false) })
	dequeMethod(v, c, "__imul__", 1, func(v *VM, d *deque, a []Value) (Value, error) { return mul(v, d, a, true) })
	dequeMethod(v, c, "__reduce__", 0, func(v *VM, d *deque, a []Value) (Value, error) {
		ml := vm.None
		if d.maxlen >= 0 {
			ml = v.Int(int64(d.maxlen))
		}
		return v.Tuple([]Value{v.TypeOf(a[0]).Value(), v.Tuple([]Value{v.List(d.items()), ml})}), nil
	})
	v.DefClassMethod(c, "__class_getitem__", func(v *VM, a []Value, kw []string) (Value, error) {
		return v.GenericAlias(a[0], a[1])
	})
	m.Set("deque", c.Value())
	return c
}

// copyDeque is a new deque of self's class with its items and bound.
func copyDeque(v *VM, self Value, d *deque) (Value, error) {
	ml := vm.None
	if d.maxlen >= 0 {
		ml = v.Int(int64(d.maxlen))
	}
	return v.Call(v.TypeOf(self).Value(), []Value{v.List(d.items()), ml}, nil)
}

func dequeRepr(v *VM, self Value, d *deque) (Value, error) {
	name := v.TypeOf(self).Name()
	if v.ReprEnter(self) {
		return v.Str("[...]"), nil
	}
	defer v.ReprLeave(self)
	items, err := v.Repr(v.List(d.items()))
	if err != nil {
		return 0, err
	}
	var b strings.Builder
	b.WriteString(name + "(" + items)
	if d.maxlen >= 0 {
		b.WriteString(", maxlen=")
		b.WriteString(itoa(d.maxlen))
	}
	b.WriteString(")")
	return v.Str(b.String()), nil
}
