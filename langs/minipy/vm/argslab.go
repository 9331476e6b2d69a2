package vm

// argSlab hands out the argument slices of calls of built-ins: a
// built-in takes its arguments as a []Value, which a call made with make
// (one Go allocation per call, an eighth of a loop of set.add and
// set.remove calls). The slices are carved from a chunk one after the
// other and no part of a chunk is ever handed out twice, so a built-in
// may keep its argument slice (a tuple made of its arguments) or append
// to it (each slice's capacity is its length) as it could a slice of
// its own; a chunk no slice refers to any more is Go's to collect.
type argSlab struct{ free []Value }

// argSlabValues is the size of a chunk, and argSlabMost the longest
// slice taken from one (a longer one is allocated alone).
const (
	argSlabValues = 256
	argSlabMost   = 16
)

// take is a slice of n Values (their contents are whatever the caller
// writes: it fills them all).
func (s *argSlab) take(n int) []Value { return carve(&s.free, n, argSlabValues, argSlabMost) }

// carve is a slice of n Values cut from *free, the rest of a chunk,
// whose capacity is its length: a new chunk of chunk Values when *free
// is too short, a slice of its own when n is more than most. No part of
// a chunk is handed out twice (argSlab, tupleSlab).
func carve(free *[]Value, n, chunk, most int) []Value {
	if n > len(*free) {
		if n > most {
			return make([]Value, n)
		}
		*free = make([]Value, chunk)
	}
	a := (*free)[:n:n]
	*free = (*free)[n:]
	return a
}

// prepend is x followed by args, in a slice from the slab: the arguments
// of a call that passes self (or the class) first.
func (vm *VM) prepend(x Value, args []Value) []Value {
	a := vm.args.take(len(args) + 1)
	a[0] = x
	copy(a[1:], args)
	return a
}
