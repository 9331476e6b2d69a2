// Package itertoolsmod is minipy's itertools module: every iterator
// of CPython 3.11's itertools, lazy, as Go iterators that FOR_ITER
// drives directly, with CPython's results, reprs and messages. The
// files: itertools.go (registration, the infinite iterators, chain,
// islice and the filtering ones), combinatoric.go (product,
// permutations, combinations), grouping.go (groupby, tee, zip_longest,
// pairwise, accumulate, starmap).
package itertoolsmod

import (
	"github.com/microjit/microjit/langs/minipy/compile"
	"github.com/microjit/microjit/langs/minipy/vm"
)

type (
	// Value is a Python value.
	Value = vm.Value
	// VM is the interpreter the functions run in.
	VM = vm.VM
)

func init() { vm.Register(vm.ModuleDef{Name: "itertools", Init: initItertools}) }

// maker makes an iterator of class c from a call's arguments.
type maker func(v *VM, c *vm.Class, a []Value, kw []string) (Value, error)

func initItertools(v *VM, m *vm.Module) error {
	def := func(name string, mk maker) *vm.Class {
		c := v.NewIteratorType(name, "itertools")
		v.DefNew(c, func(v *VM, a []Value, kw []string) (Value, error) {
			cls, _ := v.ClassOf(a[0])
			return mk(v, cls, a[1:], kw)
		})
		m.Set(name, c.Value())
		return c
	}
	count := def("count", newCount)
	v.DefMethod(count, "__repr__", func(v *VM, a []Value, kw []string) (Value, error) {
		it, ok := vm.State[*countIter](v, a[0])
		if !ok {
			return 0, v.Raise("TypeError", "descriptor '__repr__' requires a 'itertools.count' object")
		}
		return reprCall(v, "count", it.cur, it.step, func(x Value) bool { return v.IsInt(x) && !x.IsFloat() && isOne(v, x) })
	})
	def("cycle", newCycle)
	repeat := def("repeat", newRepeat)
	v.DefMethod(repeat, "__repr__", func(v *VM, a []Value, kw []string) (Value, error) {
		it, ok := vm.State[*repeatIter](v, a[0])
		if !ok {
			return 0, v.Raise("TypeError", "descriptor '__repr__' requires a 'itertools.repeat' object")
		}
		if it.times < 0 {
			return reprCall(v, "repeat", it.obj, 0, nil)
		}
		return reprCall(v, "repeat", it.obj, v.Int(it.times), func(Value) bool { return false })
	})
	v.DefMethod(repeat, "__length_hint__", func(v *VM, a []Value, kw []string) (Value, error) {
		it, ok := vm.State[*repeatIter](v, a[0])
		if !ok || it.times < 0 {
			return 0, v.Raise("TypeError", "len() of unsized object")
		}
		return v.Int(it.times), nil
	})
	chain := def("chain", newChain)
	v.DefClassMethod(chain, "from_iterable", func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("from_iterable", a[1:], kw, 1, 1); err != nil {
			return 0, err
		}
		cls, _ := v.ClassOf(a[0])
		it, err := v.Iter(a[1])
		if err != nil {
			return 0, err
		}
		return v.NewIterator(cls, &chainIter{sources: it}), nil
	})
	v.DefClassMethod(chain, "__class_getitem__", func(v *VM, a []Value, kw []string) (Value, error) {
		return v.GenericAlias(a[0], a[1])
	})
	def("islice", newIslice)
	def("compress", newCompress)
	def("dropwhile", newWhile(true))
	def("takewhile", newWhile(false))
	def("filterfalse", newFilterfalse)
	def("starmap", newStarmap)
	def("accumulate", newAccumulate)
	def("zip_longest", newZipLongest)
	def("pairwise", newPairwise)
	def("product", newProduct)
	def("permutations", newPermutations)
	def("combinations", newCombinations(false))
	def("combinations_with_replacement", newCombinations(true))
	grouper := v.NewIteratorType("_grouper", "itertools")
	def("groupby", newGroupby(grouper))
	tee := v.NewIteratorType("_tee", "itertools")
	m.Def("tee", teeFunc(tee))
	m.Set("_tee", tee.Value())
	m.Set("_grouper", grouper.Value())
	return nil
}

// iterOf is iter(x) for an iterator's argument.
func iterOf(v *VM, x Value) (Value, error) { return v.Iter(x) }

// count(start=0, step=1): start, start+step, start+2*step, ...
type countIter struct{ cur, step Value }

func (it *countIter) VisitRoots(visit func(*Value)) {
	visit(&it.cur)
	visit(&it.step)
}

func (it *countIter) Next(v *VM) (Value, bool, error) {
	r := it.cur
	n, err := v.BinaryOp(compile.NBAdd, it.cur, it.step)
	if err != nil {
		return 0, false, err
	}
	it.cur = n
	return r, true, nil
}

// isNumber is CPython's test of count's arguments.
func isNumber(v *VM, x Value) bool {
	if v.IsInt(x) || x.IsFloat() {
		return true
	}
	c := v.TypeOf(x)
	for _, m := range []string{"__index__", "__int__", "__float__", "__complex__"} {
		if _, ok := c.Lookup(m); ok {
			return true
		}
	}
	return false
}

func newCount(v *VM, c *vm.Class, a []Value, kw []string) (Value, error) {
	args, err := v.BindArgs("count", a, kw, "start=", "step=")
	if err != nil {
		return 0, err
	}
	start, step := v.Int(0), v.Int(1)
	if args[0] != vm.Null {
		start = args[0]
	}
	if args[1] != vm.Null {
		step = args[1]
	}
	if !isNumber(v, start) || !isNumber(v, step) {
		return 0, v.Raise("TypeError", "a number is required")
	}
	it := &countIter{cur: start, step: step}
	r := v.NewIterator(c, it)
	return r, nil
}

// cycle(iterable): its items, then the saved items again and again.
type cycleIter struct {
	it    Value // nil (0) once exhausted
	saved []Value
	i     int
}

func (it *cycleIter) VisitRoots(visit func(*Value)) {
	visit(&it.it)
	for i := range it.saved {
		visit(&it.saved[i])
	}
}

func (it *cycleIter) Next(v *VM) (Value, bool, error) {
	if it.it != 0 {
		x, ok, err := v.Next(it.it)
		if err != nil {
			return 0, false, err
		}
		if ok {
			it.saved = append(it.saved, x)
			return x, true, nil
		}
		it.it = 0
	}
	if len(it.saved) == 0 {
		return 0, false, nil
	}
	x := it.saved[it.i]
	it.i = (it.i + 1) % len(it.saved)
	return x, true, nil
}

func newCycle(v *VM, c *vm.Class, a []Value, kw []string) (Value, error) {
	if err := oneArg(v, "cycle", a, kw); err != nil {
		return 0, err
	}
	it, err := iterOf(v, a[0])
	if err != nil {
		return 0, err
	}
	return v.NewIterator(c, &cycleIter{it: it}), nil
}

// repeat(obj[, times]): obj, times times or forever (times < 0).
type repeatIter struct {
	obj   Value
	times int64
}

func (it *repeatIter) VisitRoots(visit func(*Value)) { visit(&it.obj) }

func (it *repeatIter) Next(v *VM) (Value, bool, error) {
	switch {
	case it.times == 0:
		return 0, false, nil
	case it.times > 0:
		it.times--
	}
	return it.obj, true, nil
}

func newRepeat(v *VM, c *vm.Class, a []Value, kw []string) (Value, error) {
	args, err := v.BindArgs("repeat", a, kw, "object", "times=")
	if err != nil {
		return 0, err
	}
	times := int64(-1)
	if args[1] != vm.Null {
		n, err := v.AsIndex(args[1])
		if err != nil {
			return 0, err
		}
		times = max(n, 0)
	}
	return v.NewIterator(c, &repeatIter{obj: args[0], times: times}), nil
}

// chain(*iterables): the items of each in turn; sources is an iterator
// over the iterables (chain.from_iterable), or their tuple's iterator.
type chainIter struct {
	sources Value
	cur     Value // 0: take the next source
}

func (it *chainIter) VisitRoots(visit func(*Value)) {
	visit(&it.sources)
	visit(&it.cur)
}

func (it *chainIter) Next(v *VM) (Value, bool, error) {
	for {
		if it.cur == 0 {
			if it.sources == 0 {
				return 0, false, nil
			}
			src, ok, err := v.Next(it.sources)
			if err != nil {
				return 0, false, err
			}
			if !ok {
				it.sources = 0
				return 0, false, nil
			}
			if it.cur, err = iterOf(v, src); err != nil {
				return 0, false, err
			}
		}
		x, ok, err := v.Next(it.cur)
		if err != nil || ok {
			return x, ok, err
		}
		it.cur = 0
	}
}

func newChain(v *VM, c *vm.Class, a []Value, kw []string) (Value, error) {
	if len(kw) > 0 {
		return 0, v.Raise("TypeError", "chain() takes no keyword arguments")
	}
	srcs, err := v.Iter(v.Tuple(append([]Value(nil), a...)))
	if err != nil {
		return 0, err
	}
	return v.NewIterator(c, &chainIter{sources: srcs}), nil
}

// islice(iterable, [start,] stop[, step]): CPython's loop, which takes
// no item past the last one it returns.
type isliceIter struct {
	it               Value
	next, stop, step int64 // stop -1: none
	cnt              int64
}

func (it *isliceIter) VisitRoots(visit func(*Value)) { visit(&it.it) }

func (it *isliceIter) Next(v *VM) (Value, bool, error) {
	if it.it == 0 {
		return 0, false, nil
	}
	for it.cnt < it.next {
		_, ok, err := v.Next(it.it)
		if err != nil {
			return 0, false, err
		}
		if !ok {
			it.it = 0
			return 0, false, nil
		}
		it.cnt++
	}
	if it.stop != -1 && it.cnt >= it.stop {
		it.it = 0
		return 0, false, nil
	}
	x, ok, err := v.Next(it.it)
	if err != nil || !ok {
		it.it = 0
		return 0, false, err
	}
	it.cnt++
	old := it.next
	it.next += it.step
	if it.next < old || (it.stop != -1 && it.next > it.stop) {
		it.next = it.stop
	}
	return x, true, nil
}

func newIslice(v *VM, c *vm.Class, a []Value, kw []string) (Value, error) {
	if len(kw) > 0 {
		return 0, v.Raise("TypeError", "islice() takes no keyword arguments")
	}
	if err := v.CheckArgs("islice", a, nil, 2, 4); err != nil {
		return 0, err
	}
	index := func(x Value, msg string) (int64, error) {
		if x == vm.None {
			return -1, nil
		}
		n, err := v.AsIndex(x)
		if err != nil || n < 0 {
			return 0, v.Raise("ValueError", "%s", msg)
		}
		return n, nil
	}
	const stopMsg = "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize."
	const indexMsg = "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize."
	var start, stop, step int64 = 0, -1, 1
	var err error
	if len(a) == 2 {
		if stop, err = index(a[1], stopMsg); err != nil {
			return 0, err
		}
	} else {
		if start, err = index(a[1], indexMsg); err != nil {
			return 0, err
		}
		if start == -1 {
			start = 0
		}
		if stop, err = index(a[2], stopMsg); err != nil {
			return 0, err
		}
		if len(a) == 4 {
			if a[3] != vm.None {
				n, err := v.AsIndex(a[3])
				if err != nil || n <= 0 {
					return 0, v.Raise("ValueError", "Step for islice() must be a positive integer or None.")
				}
				step = n
			}
		}
	}
	it, err := iterOf(v, a[0])
	if err != nil {
		return 0, err
	}
	return v.NewIterator(c, &isliceIter{it: it, next: start, stop: stop, step: step}), nil
}

// compress(data, selectors): the data whose selector is true.
type compressIter struct{ data, sel Value }

func (it *compressIter) VisitRoots(visit func(*Value)) {
	visit(&it.data)
	visit(&it.sel)
}

func (it *compressIter) Next(v *VM) (Value, bool, error) {
	for {
		x, ok, err := v.Next(it.data)
		if err != nil || !ok {
			return 0, false, err
		}
		s, ok, err := v.Next(it.sel)
		if err != nil || !ok {
			return 0, false, err
		}
		t, err := v.Truth(s)
		if err != nil {
			return 0, false, err
		}
		if t {
			return x, true, nil
		}
	}
}

func newCompress(v *VM, c *vm.Class, a []Value, kw []string) (Value, error) {
	args, err := v.BindArgs("compress", a, kw, "data", "selectors")
	if err != nil {
		return 0, err
	}
	data, err := iterOf(v, args[0])
	if err != nil {
		return 0, err
	}
	sel, err := iterOf(v, args[1])
	if err != nil {
		return 0, err
	}
	return v.NewIterator(c, &compressIter{data: data, sel: sel}), nil
}

// dropwhile and takewhile: drop (take) items while predicate holds.
type whileIter struct {
	pred, it Value
	drop     bool
	done     bool // dropwhile: dropping over; takewhile: stopped
}

func (it *whileIter) VisitRoots(visit func(*Value)) {
	visit(&it.pred)
	visit(&it.it)
}

func (it *whileIter) Next(v *VM) (Value, bool, error) {
	if !it.drop && it.done {
		return 0, false, nil
	}
	for {
		x, ok, err := v.Next(it.it)
		if err != nil || !ok {
			return 0, false, err
		}
		if it.drop && it.done {
			return x, true, nil
		}
		r, err := v.Call(it.pred, []Value{x}, nil)
		if err != nil {
			return 0, false, err
		}
		t, err := v.Truth(r)
		if err != nil {
			return 0, false, err
		}
		switch {
		case it.drop && !t:
			it.done = true
			return x, true, nil
		case !it.drop && t:
			return x, true, nil
		case !it.drop:
			it.done = true
			return 0, false, nil
		}
	}
}

func newWhile(drop bool) maker {
	name := "takewhile"
	if drop {
		name = "dropwhile"
	}
	return func(v *VM, c *vm.Class, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs(name, a, kw, 2, 2); err != nil {
			return 0, err
		}
		it, err := iterOf(v, a[1])
		if err != nil {
			return 0, err
		}
		return v.NewIterator(c, &whileIter{pred: a[0], it: it, drop: drop}), nil
	}
}

// filterfalse(predicate, iterable): the items for which it is false.
type filterfalseIter struct{ pred, it Value }

func (it *filterfalseIter) VisitRoots(visit func(*Value)) {
	visit(&it.pred)
	visit(&it.it)
}

func (it *filterfalseIter) Next(v *VM) (Value, bool, error) {
	for {
		x, ok, err := v.Next(it.it)
		if err != nil || !ok {
			return 0, false, err
		}
		r := x
		if it.pred != vm.None {
			if r, err = v.Call(it.pred, []Value{x}, nil); err != nil {
				return 0, false, err
			}
		}
		t, err := v.Truth(r)
		if err != nil {
			return 0, false, err
		}
		if !t {
			return x, true, nil
		}
	}
}

func newFilterfalse(v *VM, c *vm.Class, a []Value, kw []string) (Value, error) {
	if err := v.CheckArgs("filterfalse", a, kw, 2, 2); err != nil {
		return 0, err
	}
	it, err := iterOf(v, a[1])
	if err != nil {
		return 0, err
	}
	return v.NewIterator(c, &filterfalseIter{pred: a[0], it: it}), nil
}

// reprCall is "name(first)" or "name(first, second)", second left out
// when omit says it is the default (or omit is nil).
func reprCall(v *VM, name string, first, second Value, omit func(Value) bool) (Value, error) {
	a, err := v.Repr(first)
	if err != nil {
		return 0, err
	}
	if omit == nil || omit(second) {
		return v.Str(name + "(" + a + ")"), nil
	}
	b, err := v.Repr(second)
	if err != nil {
		return 0, err
	}
	return v.Str(name + "(" + a + ", " + b + ")"), nil
}

// isOne reports whether x is the int 1 (count's default step).
func isOne(v *VM, x Value) bool {
	n, ok := v.AsBigInt(x)
	return ok && n.IsInt64() && n.Int64() == 1 && v.TypeName(x) == "int"
}

// oneArg checks the one argument of an Argument Clinic function.
func oneArg(v *VM, name string, a []Value, kw []string) error {
	if len(kw) > 0 {
		return v.Raise("TypeError", "%s() takes no keyword arguments", name)
	}
	if len(a) != 1 {
		return v.Raise("TypeError", "%s expected 1 argument, got %d", name, len(a))
	}
	return nil
}
