package vm

import (
	"github.com/microjit/microjit/jitcore/heap"
	"github.com/microjit/microjit/langs/minipy/compile"
)

// The hits: the common cases of instructions on objects, which the
// interpreter loop takes on concrete words without a call (fastLoop) and
// the runtime functions of the same instructions take first (runtime.go,
// names.go), so that each case is written once. A hit reports false when
// its case does not apply; it then has done nothing.

// globalHit is LOAD_GLOBAL's cache hit: the entry of the name in the
// globals (or the builtins) while their layouts are the cached ones.
func (c *cacheSlot) globalHit(globals, builtins *Dict) (Value, bool) {
	if c.dict != globals || c.layout != globals.layout {
		return 0, false
	}
	if !c.inBuiltins {
		return globals.entries[c.idx].val, true
	}
	if c.blayout == builtins.layout {
		return builtins.entries[c.idx].val, true
	}
	return 0, false
}

// attrHit is LOAD_ATTR's cache hit: an instance's slot for its shape, a
// class's own attribute for its version, a module's global for its
// dict's layout.
func (vm *VM) attrHit(c *cacheSlot, v Value) (Value, bool) {
	switch o := vm.obj(v).(type) {
	case *Instance:
		if o.shape == nil || o.shape != c.shape || c.version != vm.classVersion || c.slot < 0 {
			return 0, false
		}
		return o.slots[c.slot], true
	case *Class:
		if o == c.bcls && c.bver == vm.classVersion {
			return c.bmeth, true
		}
	case *Module:
		if g := o.globals; g == c.dict && g.layout == c.layout {
			return g.entries[c.idx].val, true
		}
	}
	return 0, false
}

// storeAttrHit is STORE_ATTR's cache hit: x into an instance's slot for
// its shape, or as the new attribute its shape transition adds when the
// slots have room for it (newInstance's).
func (vm *VM) storeAttrHit(c *cacheSlot, v, x Value) bool {
	o, ok := vm.obj(v).(*Instance)
	if !ok || o.shape == nil || o.shape != c.shape || c.version != vm.classVersion {
		return false
	}
	switch n := len(o.slots); {
	case c.slot >= 0:
		o.slots[c.slot] = x
	case c.slot == slotTransition && n < cap(o.slots):
		o.shape = c.next
		o.slots = o.slots[:n+1]
		o.slots[n] = x
	default:
		return false
	}
	return true
}

// methodHit is LOAD_METHOD's cache hit: the function of an instance's
// class for its shape, or the method of a built-in type for its class.
func (vm *VM) methodHit(c *cacheSlot, self Value) (Value, bool) {
	switch o := vm.obj(self).(type) {
	case *Instance:
		if o.shape == nil || o.shape != c.shape || c.version != vm.classVersion || c.slot != slotMethod {
			return 0, false
		}
		return c.method, true
	case *Str, *List, *Tuple, *Dict, *Set:
		if cls := vm.builtinClassOf(o); cls == nil || cls != c.bcls || c.bver != vm.classVersion {
			return 0, false
		}
		return c.bmeth, true
	}
	return 0, false
}

// subscrHit is c[k] for a list, a tuple or an ASCII string c and an int
// k within it.
func (vm *VM) subscrHit(c, k Value) (Value, bool) {
	if !k.IsInt() {
		return 0, false
	}
	var items []Value
	switch o := vm.obj(c).(type) {
	case *List:
		items = o.items
	case *Tuple:
		items = o.items
	case *Str:
		i, ok := seqIndex(k.Int(), len(o.s))
		if !o.ascii || !ok {
			return 0, false
		}
		return vm.strs[o.s[i]], true
	default:
		return 0, false
	}
	i, ok := seqIndex(k.Int(), len(items))
	if !ok {
		return 0, false
	}
	return items[i], true
}

// storeSubscrHit is c[k] = v for a list c and an int k within it.
func (vm *VM) storeSubscrHit(c, k, v Value) bool {
	l, ok := vm.obj(c).(*List)
	if !ok || !k.IsInt() {
		return false
	}
	i, ok := seqIndex(k.Int(), len(l.items))
	if !ok {
		return false
	}
	l.items[i] = v
	return true
}

// unpackHit is the items of a tuple or list v of length n > 0.
func (vm *VM) unpackHit(v Value, n int) ([]Value, bool) {
	var items []Value
	switch o := vm.obj(v).(type) {
	case *Tuple:
		items = o.items
	case *List:
		items = o.items
	}
	return items, n > 0 && len(items) == n
}

// forIterHit is FOR_ITER's next value of a range or list iterator: the
// value, and 1 when there is one, 0 when the iterator is exhausted, -1
// when it is no such iterator (or the range's int is not immediate).
func (vm *VM) forIterHit(it Value) (Value, int) {
	switch o := vm.obj(it).(type) {
	case *rangeIter:
		if (o.step > 0 && o.cur < o.stop) || (o.step < 0 && o.cur > o.stop) {
			if !heap.IntFits(o.cur) {
				return 0, -1
			}
			v := smallInt(o.cur)
			o.cur += o.step
			return v, 1
		}
		return 0, 0
	case *listIter:
		if o.i < len(o.l.items) {
			o.i++
			return o.l.items[o.i-1], 1
		}
		o.i = 1 << 62
		return 0, 0
	}
	return 0, -1
}

// pairHit is FOR_ITER followed by UNPACK_SEQUENCE 2 over a dict's items
// or an enumerate of a list: the pair (first, second) without a tuple,
// or false when it is not such a case or the iterator is exhausted
// (the general path then decides). keys and values of a dict are one
// value each (pair's second is unused, one is set).
func (vm *VM) pairHit(it Value, unpack bool) (first, second Value, one, ok bool) {
	switch o := vm.obj(it).(type) {
	case *dictIter:
		if o.d.live != o.size || o.left == 0 || (o.kind == viewItems && !unpack) {
			return 0, 0, false, false
		}
		for o.i < len(o.d.entries) && !o.d.entries[o.i].used {
			o.i++
		}
		// (past the end when a rebuild compacted the entries under the
		// iterator)
		if o.i >= len(o.d.entries) {
			return 0, 0, false, false
		}
		e := &o.d.entries[o.i]
		o.i++
		o.left--
		switch o.kind {
		case viewKeys:
			return e.key, 0, true, true
		case viewValues:
			return e.val, 0, true, true
		}
		return e.key, e.val, false, true
	case *enumerateIter:
		inner, isList := vm.obj(o.it).(*listIter)
		n := o.n
		if !isList || !unpack || inner.i >= len(inner.l.items) || !n.IsInt() || n.Int() == heap.MaxInt {
			return 0, 0, false, false
		}
		x := inner.l.items[inner.i]
		inner.i++
		o.n = n + 1<<heap.PayloadShift
		return n, x, false, true
	}
	return 0, 0, false, false
}

// compareHit is COMPARE_OP on two one-character strings, by their byte
// (UTF-8 keeps code point order).
func (vm *VM) compareHit(op int32, x, y Value) (Value, bool) {
	a, aok := vm.obj(x).(*Str)
	b, bok := vm.obj(y).(*Str)
	if !aok || !bok || len(a.s) != 1 || len(b.s) != 1 {
		return 0, false
	}
	i, j := a.s[0], b.s[0]
	var c bool
	switch op {
	case compile.CmpLt:
		c = i < j
	case compile.CmpLe:
		c = i <= j
	case compile.CmpEq:
		c = i == j
	case compile.CmpNe:
		c = i != j
	case compile.CmpGt:
		c = i > j
	default:
		c = i >= j
	}
	return boolOf(c), true
}
