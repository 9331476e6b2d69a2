package itertoolsmod

import (
	"github.com/microjit/microjit/langs/minipy/compile"
	"github.com/microjit/microjit/langs/minipy/vm"
)

// groupby(iterable, key=None): (key, group) for each run of items with
// equal keys; a group iterates the shared iterator, so advancing the
// groupby ends the group before (CPython's groupby_next and
// _grouper_next).
type groupbyIter struct {
	it, keyfunc                Value
	tgtkey, currkey, currvalue Value // vm.Null: none yet
	grouper                    *grouperIter
	grouperType                *vm.Class
}

func (g *groupbyIter) VisitRoots(visit func(*Value)) {
	visit(&g.it)
	visit(&g.keyfunc)
	visit(&g.tgtkey)
	visit(&g.currkey)
	visit(&g.currvalue)
}

// step takes the next item and its key; false at the end.
func (g *groupbyIter) step(v *VM) (bool, error) {
	x, ok, err := v.Next(g.it)
	if err != nil || !ok {
		return false, err
	}
	k := x
	if g.keyfunc != vm.None {
		if k, err = v.Call(g.keyfunc, []Value{x}, nil); err != nil {
			return false, err
		}
	}
	g.currvalue, g.currkey = x, k
	return true, nil
}

func (g *groupbyIter) Next(v *VM) (Value, bool, error) {
	g.grouper = nil
	for {
		if g.currkey != vm.Null {
			if g.tgtkey == vm.Null {
				break
			}
			eq, err := v.Equal(g.tgtkey, g.currkey)
			if err != nil {
				return 0, false, err
			}
			if !eq {
				break
			}
		}
		ok, err := g.step(v)
		if err != nil || !ok {
			return 0, false, err
		}
	}
	g.tgtkey = g.currkey
	gr := &grouperIter{parent: g, tgtkey: g.tgtkey}
	g.grouper = gr
	return v.Tuple([]Value{g.currkey, v.NewIterator(g.grouperType, gr)}), true, nil
}

// grouperIter is one group of a groupby.
type grouperIter struct {
	parent *groupbyIter
	tgtkey Value
}

func (gr *grouperIter) VisitRoots(visit func(*Value)) {
	visit(&gr.tgtkey)
	gr.parent.VisitRoots(visit)
}

func (gr *grouperIter) Next(v *VM) (Value, bool, error) {
	g := gr.parent
	if g.grouper != gr {
		return 0, false, nil
	}
	if g.currvalue == vm.Null {
		ok, err := g.step(v)
		if err != nil || !ok {
			return 0, false, err
		}
	}
	eq, err := v.Equal(gr.tgtkey, g.currkey)
	if err != nil || !eq {
		return 0, false, err
	}
	r := g.currvalue
	g.currvalue = vm.Null
	return r, true, nil
}

func newGroupby(grouper *vm.Class) maker {
	return func(v *VM, c *vm.Class, a []Value, kw []string) (Value, error) {
		args, err := v.BindArgs("groupby", a, kw, "iterable", "key=")
		if err != nil {
			return 0, err
		}
		it, err := iterOf(v, args[0])
		if err != nil {
			return 0, err
		}
		key := args[1]
		if key == vm.Null {
			key = vm.None
		}
		return v.NewIterator(c, &groupbyIter{it: it, keyfunc: key, tgtkey: vm.Null, currkey: vm.Null,
			currvalue: vm.Null, grouperType: grouper}), nil
	}
}

// teeChunk is how many items one link of a tee's shared buffer holds.
const teeChunk = 57

// teeLink is a piece of the buffer the iterators of one tee share;
// the Go collector frees the links every iterator has passed.
type teeLink struct {
	items [teeChunk]Value
	n     int
	next  *teeLink
}

// teeSource is the iterator a tee's iterators take their items from.
type teeSource struct {
	it   Value
	done bool
}

// teeIter is one iterator of a tee: its place in the shared buffer.
type teeIter struct {
	src  *teeSource
	link *teeLink
	i    int
}

func (t *teeIter) VisitRoots(visit func(*Value)) {
	visit(&t.src.it)
	for l := t.link; l != nil; l = l.next {
		for i := 0; i < l.n; i++ {
			visit(&l.items[i])
		}
	}
}

func (t *teeIter) Next(v *VM) (Value, bool, error) {
	if t.i == teeChunk {
		if t.link.next == nil {
			t.link.next = &teeLink{}
		}
		t.link, t.i = t.link.next, 0
	}
	if t.i < t.link.n {
		t.i++
		return t.link.items[t.i-1], true, nil
	}
	if t.src.done {
		return 0, false, nil
	}
	x, ok, err := v.Next(t.src.it)
	if err != nil {
		return 0, false, err
	}
	if !ok {
		t.src.done = true
		return 0, false, nil
	}
	t.link.items[t.link.n] = x
	t.link.n++
	t.i++
	return x, true, nil
}

// teeFunc is tee(iterable, n=2): n iterators over one iterable.
func teeFunc(teeType *vm.Class) vm.BuiltinFunc {
	return func(v *VM, a []Value, kw []string) (Value, error) {
		if err := v.CheckArgs("tee", a, kw, 1, 2); err != nil {
			return 0, err
		}
		n := int64(2)
		if len(a) == 2 {
			var err error
			if n, err = v.AsIndex(a[1]); err != nil {
				return 0, err
			}
			if n < 0 {
				return 0, v.Raise("ValueError", "n must be >= 0")
			}
		}
		var first *teeIter
		if t, ok := vm.State[*teeIter](v, a[0]); ok {
			first = t
		} else {
			it, err := iterOf(v, a[0])
			if err != nil {
				return 0, err
			}
			first = &teeIter{src: &teeSource{it: it}, link: &teeLink{}}
		}
		out := make([]Value, n)
		for i := range out {
			c := *first
			out[i] = v.NewIterator(teeType, &c)
		}
		return v.Tuple(out), nil
	}
}

// zip_longest(*iterables, fillvalue=None).
type zipLongestIter struct {
	its    []Value // 0 once exhausted
	fill   Value
	active int
}

func (z *zipLongestIter) VisitRoots(visit func(*Value)) {
	for i := range z.its {
		visit(&z.its[i])
	}
	visit(&z.fill)
}

func (z *zipLongestIter) Next(v *VM) (Value, bool, error) {
	if len(z.its) == 0 || z.active == 0 {
		return 0, false, nil
	}
	items := make([]Value, len(z.its))
	for i, it := range z.its {
		if it == 0 {
			items[i] = z.fill
			continue
		}
		x, ok, err := v.Next(it)
		if err != nil {
			return 0, false, err
		}
		if !ok {
			z.its[i] = 0
			z.active--
			if z.active == 0 {
				return 0, false, nil
			}
			x = z.fill
		}
		items[i] = x
	}
	return v.Tuple(items), true, nil
}

func newZipLongest(v *VM, c *vm.Class, a []Value, kw []string) (Value, error) {
	fill := vm.None
	npos := len(a) - len(kw)
	for i, k := range kw {
		if k != "fillvalue" {
			return 0, v.Raise("TypeError", "zip_longest() got an unexpected keyword argument")
		}
		fill = a[npos+i]
	}
	z := &zipLongestIter{fill: fill, active: npos}
	for _, x := range a[:npos] {
		it, err := iterOf(v, x)
		if err != nil {
			return 0, err
		}
		z.its = append(z.its, it)
	}
	return v.NewIterator(c, z), nil
}

// pairwise(iterable): overlapping pairs of successive items.
type pairwiseIter struct {
	it, old Value
	started bool
}

func (p *pairwiseIter) VisitRoots(visit func(*Value)) {
	visit(&p.it)
	visit(&p.old)
}

func (p *pairwiseIter) Next(v *VM) (Value, bool, error) {
	if p.it == 0 {
		return 0, false, nil
	}
	if !p.started {
		p.started = true
		x, ok, err := v.Next(p.it)
		if err != nil || !ok {
			p.it = 0
			return 0, false, err
		}
		p.old = x
	}
	x, ok, err := v.Next(p.it)
	if err != nil || !ok {
		p.it = 0
		return 0, false, err
	}
	r := v.Tuple([]Value{p.old, x})
	p.old = x
	return r, true, nil
}

func newPairwise(v *VM, c *vm.Class, a []Value, kw []string) (Value, error) {
	if err := oneArg(v, "pairwise", a, kw); err != nil {
		return 0, err
	}
	it, err := iterOf(v, a[0])
	if err != nil {
		return 0, err
	}
	return v.NewIterator(c, &pairwiseIter{it: it}), nil
}

// accumulate(iterable, func=None, *, initial=None): running totals.
type accumulateIter struct {
	it, fn, total Value
	started       bool
	pending       bool // initial to be returned first
}

func (a *accumulateIter) VisitRoots(visit func(*Value)) {
	visit(&a.it)
	visit(&a.fn)
	visit(&a.total)
}

func (a *accumulateIter) Next(v *VM) (Value, bool, error) {
	if a.pending {
		a.pending, a.started = false, true
		return a.total, true, nil
	}
	x, ok, err := v.Next(a.it)
	if err != nil || !ok {
		return 0, false, err
	}
	if !a.started {
		a.started = true
		a.total = x
		return x, true, nil
	}
	if a.fn == vm.None {
		a.total, err = v.BinaryOp(compile.NBAdd, a.total, x)
	} else {
		a.total, err = v.Call(a.fn, []Value{a.total, x}, nil)
	}
	if err != nil {
		return 0, false, err
	}
	return a.total, true, nil
}

func newAccumulate(v *VM, c *vm.Class, a []Value, kw []string) (Value, error) {
	args, err := v.BindArgs("accumulate", a, kw, "iterable", "func=", "*", "initial=")
	if err != nil {
		return 0, err
	}
	it, err := iterOf(v, args[0])
	if err != nil {
		return 0, err
	}
	acc := &accumulateIter{it: it, fn: vm.None}
	if args[1] != vm.Null {
		acc.fn = args[1]
	}
	if args[2] != vm.Null && args[2] != vm.None {
		acc.total, acc.pending = args[2], true
	}
	return v.NewIterator(c, acc), nil
}

// starmap(function, iterable): function(*args) for each args.
type starmapIter struct{ fn, it Value }

func (s *starmapIter) VisitRoots(visit func(*Value)) {
	visit(&s.fn)
	visit(&s.it)
}

func (s *starmapIter) Next(v *VM) (Value, bool, error) {
	x, ok, err := v.Next(s.it)
	if err != nil || !ok {
		return 0, false, err
	}
	args, ok := v.Items(x)
	if !ok || v.TypeName(x) != "tuple" {
		if args, err = v.Iterate(x); err != nil {
			return 0, false, err
		}
	}
	r, err := v.Call(s.fn, append([]Value(nil), args...), nil)
	return r, err == nil, err
}

func newStarmap(v *VM, c *vm.Class, a []Value, kw []string) (Value, error) {
	if err := v.CheckArgs("starmap", a, kw, 2, 2); err != nil {
		return 0, err
	}
	it, err := iterOf(v, a[1])
	if err != nil {
		return 0, err
	}
	return v.NewIterator(c, &starmapIter{fn: a[0], it: it}), nil
}
