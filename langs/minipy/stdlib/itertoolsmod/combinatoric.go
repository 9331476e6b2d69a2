package itertoolsmod

import (
	"github.com/microjit/microjit/langs/minipy/vm"
)

// The combinatoric iterators step index vectors over a pool (the items
// of the iterable, taken at once) in the lexicographic order CPython's
// documentation gives, making one tuple per step.

// pool is the items of an iterable, kept alive by the iterator.
type pool []Value

func (p pool) VisitRoots(visit func(*Value)) {
	for i := range p {
		visit(&p[i])
	}
}

// tupleOf makes the tuple of pool's items at idx.
func tupleOf(v *VM, p []Value, idx []int) Value {
	t, items := v.NewTuple(len(idx))
	for i, j := range idx {
		items[i] = p[j]
	}
	return t
}

// product(*iterables, repeat=1): the cartesian product; pools[i] is the
// pool of position i (an iterable's pool repeated).
type productIter struct {
	pools []pool
	idx   []int
	first bool
	done  bool
}

func (it *productIter) VisitRoots(visit func(*Value)) {
	for _, p := range it.pools {
		p.VisitRoots(visit)
	}
}

func (it *productIter) Next(v *VM) (Value, bool, error) {
	if it.done {
		return 0, false, nil
	}
	if it.first {
		it.first = false
		for _, p := range it.pools {
			if len(p) == 0 {
				it.done = true
				return 0, false, nil
			}
		}
	} else {
		i := len(it.idx) - 1
		for ; i >= 0; i-- {
			it.idx[i]++
			if it.idx[i] < len(it.pools[i]) {
				break
			}
			it.idx[i] = 0
		}
		if i < 0 {
			it.done = true
			return 0, false, nil
		}
	}
	t, items := v.NewTuple(len(it.idx))
	for i, j := range it.idx {
		items[i] = it.pools[i][j]
	}
	return t, true, nil
}

func newProduct(v *VM, c *vm.Class, a []Value, kw []string) (Value, error) {
	repeat := int64(1)
	for i, k := range kw {
		if k != "repeat" {
			return 0, v.Raise("TypeError", "product() got an unexpected keyword argument '%s'", k)
		}
		n, err := v.AsIndex(a[len(a)-len(kw)+i])
		if err != nil {
			return 0, err
		}
		if n < 0 {
			return 0, v.Raise("ValueError", "repeat argument cannot be negative")
		}
		repeat = n
	}
	var pools []pool
	for _, x := range a[:len(a)-len(kw)] {
		items, err := v.Iterate(x)
		if err != nil {
			return 0, err
		}
		pools = append(pools, items)
	}
	all := make([]pool, 0, len(pools)*int(repeat))
	for r := int64(0); r < repeat; r++ {
		all = append(all, pools...)
	}
	return v.NewIterator(c, &productIter{pools: all, idx: make([]int, len(all)), first: true}), nil
}

// permutations(iterable, r=None): r-length orderings of the pool in
// lexicographic order of their index vectors: each step gives the last
// position it can the next larger index not in use, and the positions
// after it the smallest free indices in increasing order.
type permIter struct {
	pool pool
	// idx holds every index of the pool: the current permutation is its
	// first r, and the rest are the unused ones, in decreasing order
	// between steps.
	idx   []int
	r     int
	first bool
	done  bool
}

func (it *permIter) VisitRoots(visit func(*Value)) { it.pool.VisitRoots(visit) }

// Next steps to the next r-permutation in lexicographic order: with the
// unused indices in decreasing order behind the first r, that is the
// next permutation of all n indices (the largest i with idx[i] <
// idx[i+1] is where the first r change), after which the unused ones are
// put back in decreasing order.
func (it *permIter) Next(v *VM) (Value, bool, error) {
	if it.done {
		return 0, false, nil
	}
	idx := it.idx
	if it.first {
		it.first = false
		return tupleOf(v, it.pool, idx[:it.r]), true, nil
	}
	n := len(idx)
	i := n - 2
	for i >= 0 && idx[i] > idx[i+1] {
		i--
	}
	if i < 0 {
		it.done = true
		return 0, false, nil
	}
	j := n - 1
	for idx[j] < idx[i] {
		j--
	}
	idx[i], idx[j] = idx[j], idx[i]
	reverse(idx[i+1:])
	reverse(idx[it.r:])
	return tupleOf(v, it.pool, idx[:it.r]), true, nil
}

// reverse reverses s in place.
func reverse(s []int) {
	for a, b := 0, len(s)-1; a < b; a, b = a+1, b-1 {
		s[a], s[b] = s[b], s[a]
	}
}

func newPermutations(v *VM, c *vm.Class, a []Value, kw []string) (Value, error) {
	args, err := v.BindArgs("permutations", a, kw, "iterable", "r=")
	if err != nil {
		return 0, err
	}
	items, err := v.Iterate(args[0])
	if err != nil {
		return 0, err
	}
	n := len(items)
	r := n
	if args[1] != vm.Null && args[1] != vm.None {
		k, err := v.AsIndex(args[1])
		if err != nil {
			return 0, err
		}
		if k < 0 {
			return 0, v.Raise("ValueError", "r must be non-negative")
		}
		r = int(k)
	}
	if r > n {
		return v.NewIterator(c, &permIter{done: true}), nil
	}
	it := &permIter{pool: items, idx: make([]int, n), r: r, first: true}
	for i := range it.idx {
		it.idx[i] = i
	}
	reverse(it.idx[r:])
	return v.NewIterator(c, it), nil
}

// combinations(iterable, r) and combinations_with_replacement: sorted
// index vectors, strictly increasing (non-decreasing with
// replacement).
type combIter struct {
	pool    pool
	idx     []int
	replace bool
	first   bool
	done    bool
}

func (it *combIter) VisitRoots(visit func(*Value)) { it.pool.VisitRoots(visit) }

func (it *combIter) Next(v *VM) (Value, bool, error) {
	n, r := len(it.pool), len(it.idx)
	if it.done {
		return 0, false, nil
	}
	if it.first {
		it.first = false
		if (!it.replace && r > n) || (it.replace && n == 0 && r > 0) {
			it.done = true
			return 0, false, nil
		}
		return tupleOf(v, it.pool, it.idx), true, nil
	}
	i := r - 1
	if it.replace {
		for ; i >= 0 && it.idx[i] == n-1; i-- {
		}
		if i < 0 {
			it.done = true
			return 0, false, nil
		}
		k := it.idx[i] + 1
		for j := i; j < r; j++ {
			it.idx[j] = k
		}
	} else {
		for ; i >= 0 && it.idx[i] == i+n-r; i-- {
		}
		if i < 0 {
			it.done = true
			return 0, false, nil
		}
		it.idx[i]++
		for j := i + 1; j < r; j++ {
			it.idx[j] = it.idx[j-1] + 1
		}
	}
	return tupleOf(v, it.pool, it.idx), true, nil
}

func newCombinations(replace bool) maker {
	name := "combinations"
	if replace {
		name = "combinations_with_replacement"
	}
	return func(v *VM, c *vm.Class, a []Value, kw []string) (Value, error) {
		args, err := v.BindArgs(name, a, kw, "iterable", "r")
		if err != nil {
			return 0, err
		}
		items, err := v.Iterate(args[0])
		if err != nil {
			return 0, err
		}
		k, err := v.AsIndex(args[1])
		if err != nil {
			return 0, err
		}
		if k < 0 {
			return 0, v.Raise("ValueError", "r must be non-negative")
		}
		it := &combIter{pool: items, idx: make([]int, k), replace: replace, first: true}
		if !replace {
			for i := range it.idx {
				it.idx[i] = i
			}
		}
		return v.NewIterator(c, it), nil
	}
}
