package vm

import (
	"encoding/binary"
	"slices"

	"github.com/microjit/microjit/langs/minipy/compile"
)

// sortValues sorts items in place, stably, by key, as list.sort does:
// reverse sorts the reversed list and reverses the result, so that equal
// items keep their order. Like CPython's list.sort it first looks at the
// keys: when they are all small ints, all floats or all strs (or tuples
// whose first items are all one of those) it compares them directly,
// and only otherwise, or for tuples whose first items are equal, with
// Python's <; a sort that may call Python's < calls only <, as
// CPython's does.
func (vm *VM) sortValues(items []Value, key, reverse Value) error {
	rev := false
	if reverse != 0 {
		var err error
		if rev, err = vm.truth(reverse); err != nil {
			return err
		}
	}
	keys := items
	if key != 0 && key != None {
		keys = make([]Value, len(items))
		for i, x := range items {
			k, err := vm.callFromGo(key, []Value{x}, nil)
			if err != nil {
				return err
			}
			keys[i] = k
		}
	}
	if len(items) < 2 {
		return nil
	}
	kind := vm.sortKind(keys)
	sc := vm.takeSortScratch()
	defer vm.giveSortScratch(sc)
	if kind == sortInts && &keys[0] == &items[0] {
		// Equal ints are equal words: stability is moot.
		ns := grow(&sc.ints, len(items))
		for i, x := range items {
			ns[i] = int64(x)
		}
		slices.Sort(ns)
		if rev {
			slices.Reverse(ns)
		}
		for i, n := range ns {
			items[i] = Value(n)
		}
		return nil
	}
	// The sort permutes indexes of items (small words that move without
	// the collector's barriers), comparing their keys.
	perm, buf := grow(&sc.perm, len(items)), grow(&sc.buf, len(items))
	for i := range perm {
		perm[i] = int32(i)
	}
	if rev {
		slices.Reverse(perm)
	}
	var failed error
	switch kind {
	case sortInts:
		stableSort(perm, buf, func(i, j int32) bool { return int64(keys[i]) < int64(keys[j]) })
	case sortStrs:
		// The strings' first 8 bytes, big-endian, order them unless
		// they are equal.
		strs, prefixes := grow(&sc.strs, len(keys)), grow(&sc.prefixes, len(keys))
		for i, k := range keys {
			strs[i] = vm.obj(k).(*Str).s
			prefixes[i] = strPrefix(strs[i])
		}
		stableSort(perm, buf, func(i, j int32) bool {
			p, q := prefixes[i], prefixes[j]
			return p < q || (p == q && strs[i] < strs[j])
		})
		clear(strs) // the scratch keeps no strings alive
	default:
		less := vm.sortLess(kind, keys, &failed)
		stableSort(perm, buf, func(i, j int32) bool { return less(keys[i], keys[j]) })
	}
	if failed != nil {
		return failed
	}
	if rev {
		slices.Reverse(perm)
	}
	sorted := grow(&sc.vals, len(items))
	for i, k := range perm {
		sorted[i] = items[k]
	}
	copy(items, sorted)
	return nil
}

// sortLess is the < that sorts keys of kind (sortFloats, sortTuples or
// sortAny): a direct comparison of floats, of tuples' first items when
// those are all of one kind sortKind knows, else Python's <. An
// exception of < goes to *failed, after which every comparison is
// false.
func (vm *VM) sortLess(kind sortKind, keys []Value, failed *error) func(a, b Value) bool {
	pyLess := func(a, b Value) bool {
		if *failed != nil {
			return false
		}
		r, err := vm.compare(compile.CmpLt, a, b)
		if err == nil {
			var t bool
			if t, err = vm.truth(r); err == nil {
				return t
			}
		}
		*failed = err
		return false
	}
	if kind != sortTuples {
		if less := vm.kindLess(kind); less != nil {
			return less
		}
		return pyLess
	}
	firsts := make([]Value, len(keys))
	for i, k := range keys {
		firsts[i] = vm.obj(k).(*Tuple).items[0]
	}
	firstKind := vm.sortKind(firsts)
	first := vm.kindLess(firstKind)
	if first == nil {
		return pyLess
	}
	// Ints or strs neither of which is less are equal (floats may be
	// NaNs), so the tuples' order is their tails'.
	tie := pyLess
	if firstKind == sortInts || firstKind == sortStrs {
		tie = func(a, b Value) bool { return vm.tailLess(a, b, pyLess) }
	}
	return func(a, b Value) bool {
		x, y := vm.obj(a).(*Tuple).items[0], vm.obj(b).(*Tuple).items[0]
		switch {
		case first(x, y):
			return true
		case first(y, x):
			return false
		}
		return tie(a, b)
	}
}

// tailLess is a < b for tuples whose first items are equal: the first
// items after those that differ decide, compared directly when both are
// strs or both immediate ints, else by pyLess on the tuples; when none
// differ, the shorter tuple is less. An item is equal to itself (as
// Python's tuple comparison takes it), except a float, which may be a
// NaN.
func (vm *VM) tailLess(a, b Value, pyLess func(a, b Value) bool) bool {
	s, t := vm.obj(a).(*Tuple).items, vm.obj(b).(*Tuple).items
	for i := 1; i < len(s) && i < len(t); i++ {
		x, y := s[i], t[i]
		if x == y && !x.IsFloat() {
			continue
		}
		if x.IsInt() && y.IsInt() {
			return int64(x) < int64(y)
		}
		p, ok := vm.obj(x).(*Str)
		q, ok2 := vm.obj(y).(*Str)
		if !ok || !ok2 {
			return pyLess(a, b)
		}
		if p.s != q.s {
			return p.s < q.s
		}
	}
	return len(s) < len(t)
}

// sortKind is what all of keys are.
type sortKind uint8

const (
	sortAny    sortKind = iota
	sortInts            // immediate ints
	sortFloats          // floats
	sortStrs            // str objects (not instances of subclasses)
	sortTuples          // non-empty tuples
)

func (vm *VM) sortKind(keys []Value) sortKind {
	kind := sortAny
	for i, k := range keys {
		var this sortKind
		switch {
		case k.IsInt():
			this = sortInts
		case k.IsFloat():
			this = sortFloats
		default:
			switch o := vm.obj(k).(type) {
			case *Str:
				this = sortStrs
			case *Tuple:
				if len(o.items) > 0 {
					this = sortTuples
				}
			}
		}
		if this == sortAny || (i > 0 && this != kind) {
			return sortAny
		}
		kind = this
	}
	return kind
}

// kindLess is < on keys all of kind, or nil for sortAny and sortTuples.
func (vm *VM) kindLess(kind sortKind) func(a, b Value) bool {
	switch kind {
	case sortInts:
		return func(a, b Value) bool { return int64(a) < int64(b) }
	case sortFloats:
		return func(a, b Value) bool { return a.Float() < b.Float() }
	case sortStrs:
		return func(a, b Value) bool { return vm.obj(a).(*Str).s < vm.obj(b).(*Str).s }
	}
	return nil
}

// stableSortRun is the length of the runs stableSort sorts by insertion
// before merging them.
const stableSortRun = 32

// stableSort sorts s by less, stably: binary insertion sorts runs of
// stableSortRun, then merges them pairwise through buf (as long as s).
// It calls only less, about n log2 n times.
func stableSort[E any](s, buf []E, less func(a, b E) bool) {
	n := len(s)
	for lo := 0; lo < n; lo += stableSortRun {
		insertionSort(s[lo:min(lo+stableSortRun, n)], less)
	}
	if n <= stableSortRun {
		return
	}
	src, dst := s, buf[:n]
	for width := stableSortRun; width < n; width *= 2 {
		for lo := 0; lo < n; lo += 2 * width {
			mid, hi := min(lo+width, n), min(lo+2*width, n)
			merge(dst[lo:hi], src[lo:mid], src[mid:hi], less)
		}
		src, dst = dst, src
	}
	if &src[0] != &s[0] {
		copy(s, src)
	}
}

// insertionSort sorts s by less, stably, finding each item's place by
// binary search (after the items equal to it).
func insertionSort[E any](s []E, less func(a, b E) bool) {
	for i := 1; i < len(s); i++ {
		x := s[i]
		lo, hi := 0, i
		for lo < hi {
			m := int(uint(lo+hi) >> 1)
			if less(x, s[m]) {
				hi = m
			} else {
				lo = m + 1
			}
		}
		copy(s[lo+1:i+1], s[lo:i])
		s[lo] = x
	}
}

// merge merges the sorted a and b into out (len(a)+len(b) long), taking
// from a first among equal items.
func merge[E any](out, a, b []E, less func(a, b E) bool) {
	i, j, k := 0, 0, 0
	for i < len(a) && j < len(b) {
		if less(b[j], a[i]) {
			out[k] = b[j]
			j++
		} else {
			out[k] = a[i]
			i++
		}
		k++
	}
	k += copy(out[k:], a[i:])
	copy(out[k:], b[j:])
}

// strPrefix is the first 8 bytes of s as a big-endian number, zeros
// after its end: prefixes of strings order them as the strings do,
// unless they are equal.
func strPrefix(s string) uint64 {
	var b [8]byte
	copy(b[:], s)
	return binary.BigEndian.Uint64(b[:])
}

// sortScratch holds the buffers a sort works in, kept by the VM from
// one sort to the next: sorting many short lists, as programs do, then
// allocates only the result (the buffers were most of the garbage
// sorted_list made).
type sortScratch struct {
	ints     []int64
	perm     []int32
	buf      []int32
	strs     []string
	prefixes []uint64
	vals     []Value
}

// maxSortScratch is the longest sort whose buffers the VM keeps.
const maxSortScratch = 1 << 16

// takeSortScratch returns the VM's sort buffers, or new ones when a sort
// is running (a key function or a __lt__ that sorts).
func (vm *VM) takeSortScratch() *sortScratch {
	sc := vm.sortScratch
	if sc == nil {
		return &sortScratch{}
	}
	vm.sortScratch = nil
	return sc
}

// giveSortScratch gives the buffers back to the VM, unless they grew
// beyond maxSortScratch.
func (vm *VM) giveSortScratch(sc *sortScratch) {
	if cap(sc.vals) <= maxSortScratch && cap(sc.perm) <= maxSortScratch && cap(sc.ints) <= maxSortScratch {
		vm.sortScratch = sc
	}
}

// grow returns (*b)[:n], making *b larger first when it is shorter.
func grow[E any](b *[]E, n int) []E {
	if cap(*b) < n {
		*b = make([]E, n)
	}
	return (*b)[:n]
}
