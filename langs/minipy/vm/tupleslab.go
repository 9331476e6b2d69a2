package vm

// tupleSlab hands out small tuples a few Go allocations at a time: their
// headers from one array, their items from another (which holds no
// pointers, so Go's collector does not scan it). Nothing handed out is
// handed out again; a chunk stays allocated while any tuple made from it
// lives, so the chunks are small: a tuple that outlives its neighbours
// keeps at most tupleSlabTuples headers and tupleSlabValues items.
type tupleSlab struct {
	headers []Tuple
	items   []Value
}

const (
	tupleSlabTuples = 16
	tupleSlabValues = 64
	// tupleSlabMost is the most items of a tuple from the slab.
	tupleSlabMost = 8
)

// take is a tuple of n zero items (0 < n <= tupleSlabMost).
func (s *tupleSlab) take(n int) *Tuple {
	if len(s.headers) == 0 {
		s.headers = make([]Tuple, tupleSlabTuples)
	}
	t := &s.headers[0]
	s.headers = s.headers[1:]
	t.items = carve(&s.items, n, tupleSlabValues, tupleSlabMost)
	return t
}
