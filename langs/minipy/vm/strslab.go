package vm

// strSlab hands out str headers a chunk at a time, as tupleSlab does
// tuples: a program makes strs by the hundred thousand (split, +,
// indexing), and one Go allocation per header was most of their cost.
// Nothing handed out is handed out again; a chunk stays allocated while
// any of its strs lives, so a chunk is small (strSlabStrs headers).
type strSlab struct{ free []Str }

const strSlabStrs = 16

// take is a zero Str.
func (s *strSlab) take() *Str {
	if len(s.free) == 0 {
		s.free = make([]Str, strSlabStrs)
	}
	o := &s.free[0]
	s.free = s.free[1:]
	return o
}
