package bf

// nodeKind is the kind of a node of a loop's body: a run (+ and - mixed,
// or < and > mixed, without comments), an I/O command or a loop.
type nodeKind uint8

const (
	nodeAdd nodeKind = iota
	nodeMove
	nodeIO
	nodeLoop
)

// loopShape is what Compile makes of a loop.
type loopShape uint8

const (
	shapePlain loopShape = iota // OpJz, body, OpJnz
	shapeClear                  // OpClear (see openLoop.shape)
	shapeScan                   // OpScan, then the plain loop (see Op)
	shapeMul                    // OpMul, then the plain loop (see MulLoop)
)

// openLoop is a loop being compiled: where its code starts, and what its
// body has been so far, as much as loopShape needs.
type openLoop struct {
	jz   int // pc of its OpJz
	muls int // len(Code.Muls) when it opened: its MulLoop's index if it is one
	pos  Pos // of its '['

	nodes    int   // in the body, counted up to 2
	firstAdd bool  // the first node is a run of + and -
	firstSum int32 // its net change, while it is the only node
	moves    bool  // every node is a run of moves, all in direction dir
	dir      byte
	stride   int32 // their net move
	mul      mulScan
}

func (l *openLoop) reset(jz, muls int, pos Pos, spare *int) {
	cells := l.mul.cells
	*l = openLoop{jz: jz, muls: muls, pos: pos, moves: true}
	l.mul.reset(cells, spare)
}

// node records that the body has another node of kind k.
func (l *openLoop) node(k nodeKind) {
	if l.nodes == 0 {
		l.firstAdd = k == nodeAdd
	}
	l.nodes = min(l.nodes+1, 2)
	if k != nodeMove {
		l.moves = false
	}
	if k == nodeIO {
		l.mul.failed = true // a multiply loop does no I/O
	}
}

// command records one of + - < > of the body.
func (l *openLoop) command(ch byte) {
	switch ch {
	case '+':
		l.firstSum++
	case '-':
		l.firstSum--
	case '>', '<':
		if l.dir == 0 {
			l.dir = ch
		}
		l.moves = l.moves && ch == l.dir
		if ch == '>' {
			l.stride++
		} else {
			l.stride--
		}
	}
	l.mul.command(ch)
}

// loop records a loop of the body, closed with the given shape (and
// MulLoop, for a multiply loop).
func (l *openLoop) loop(shape loopShape, ml *MulLoop) {
	switch shape {
	case shapeClear:
		l.mul.clear()
	case shapeMul:
		l.mul.inner(ml)
	default:
		l.mul.failed = true // it depends on the tape
	}
}

// shape decides what the loop is, once its body is read:
//   - a clear loop: [-], [+], or any body of one run of + and - with an
//     odd net change: odd steps reach every value mod 256, so the loop
//     ends with the cell at zero;
//   - a scan loop: a body of moves all in one direction, Arg cells in all;
//   - a multiply loop (see mulScan).
func (l *openLoop) shape() (loopShape, MulLoop) {
	switch {
	case l.nodes == 1 && l.firstAdd && l.firstSum%2 != 0:
		return shapeClear, MulLoop{}
	case l.moves && l.stride != 0:
		return shapeScan, MulLoop{}
	}
	if ml, ok := l.mul.result(); ok {
		return shapeMul, ml
	}
	return shapePlain, MulLoop{}
}

// mulScan recognises a multiply loop (see MulLoop) by running its body on
// symbolic cells as it is read: each cell the body touches ends either as
// its value at the start of the iteration plus a constant (a term), or as
// 0 whatever it held (a clear: by a clear loop, or by a nested multiply
// loop's own cell), or as something that depends on the tape (then it is
// no multiply loop). A nested multiply loop adds unknown amounts to its
// terms' cells, which must be cleared again before the body ends.
//
// Each open loop keeps its window of cells (offsets min through max) in
// memory it reuses for the next loop it holds; what all windows may take
// together is bounded (maxMulCells), and a body that needs more is not
// taken for a multiply loop. Only pathological programs reach it: a
// window is as wide as the cells the body reaches, and one nest of 10000
// multiply loops that each reach 1000 cells would otherwise take 160 MB.
type mulScan struct {
	failed   bool
	off      int    // the offset the body has reached
	min, max int    // the lowest and highest offsets it visited
	cells    []cell // cells[o-min] is the cell at offset o
	spare    *int   // cells the windows may still grow by
}

// maxMulCells bounds the cells of all open loops' windows (16 MiB).
const maxMulCells = 1 << 20

// cell is what a multiply loop's body has made of one cell so far: its
// value at the start of the iteration plus delta, or, when zero, 0 plus
// delta whatever it held; unknown when it depends on the tape.
type cell struct {
	delta   int
	zero    bool
	unknown bool
}

// reset starts a body, in the memory of cells.
func (s *mulScan) reset(cells []cell, spare *int) {
	*s = mulScan{cells: cells[:0], spare: spare}
	if s.grow(1) {
		s.cells = append(s.cells, cell{})
	}
}

// grow makes room for n cells in the window, within the budget, or
// fails.
func (s *mulScan) grow(n int) bool {
	if n <= cap(s.cells) {
		return true
	}
	size := max(n, 2*cap(s.cells))
	if size-cap(s.cells) > *s.spare {
		size = n
	}
	if size-cap(s.cells) > *s.spare {
		s.failed = true
		return false
	}
	*s.spare -= size - cap(s.cells)
	s.cells = append(make([]cell, 0, size), s.cells...)
	return true
}

// at is the cell at offset o, which the body visited.
func (s *mulScan) at(o int) *cell { return &s.cells[o-s.min] }

// visit widens the window to offsets lo through hi.
func (s *mulScan) visit(lo, hi int) {
	lo, hi = min(lo, s.min), max(hi, s.max)
	if !s.grow(hi - lo + 1) {
		return
	}
	if k := s.min - lo; k > 0 {
		s.cells = append(s.cells, make([]cell, k)...)
		copy(s.cells[k:], s.cells)
		clear(s.cells[:k])
	}
	if k := hi - s.max; k > 0 {
		s.cells = append(s.cells, make([]cell, k)...)
	}
	s.min, s.max = lo, hi
}

func (s *mulScan) command(ch byte) {
	if s.failed {
		return
	}
	switch ch {
	case '+':
		s.at(s.off).delta++
	case '-':
		s.at(s.off).delta--
	case '>':
		s.off++
	case '<':
		s.off--
	}
	s.visit(s.off, s.off)
}

// clear records a clear loop at the current cell.
func (s *mulScan) clear() {
	if !s.failed {
		*s.at(s.off) = cell{zero: true}
	}
}

// inner records a nested multiply loop ml at the current cell.
func (s *mulScan) inner(ml *MulLoop) {
	if s.failed {
		return
	}
	if s.visit(s.off+ml.Min, s.off+ml.Max); s.failed {
		return
	}
	c := s.at(s.off)
	if c.zero && c.delta&0xff == 0 {
		return // its cell is 0: it does not run
	}
	if c.zero {
		// Its cell holds a constant: it runs k times, adds k*Factor
		// to its terms' cells (which keep what they were: a known
		// delta or unknown) and clears its Clears. A delay loop such
		// as hanoi.b's [>[-]+++[>[-]++[-]<-]<-] is then one multiply
		// loop, where it ran 100,000 iterations of ordinary loops.
		k := c.delta & 0xff
		if ml.Up {
			k = (256 - k) & 0xff
		}
		for _, t := range ml.Terms {
			s.at(s.off + t.Offset).delta += k * int(t.Factor)
		}
		for _, o := range ml.Clears {
			*s.at(s.off + o) = cell{zero: true}
		}
		*s.at(s.off) = cell{zero: true}
		return
	}
	for _, t := range ml.Terms {
		*s.at(s.off + t.Offset) = cell{unknown: true}
	}
	for _, o := range ml.Clears {
		*s.at(s.off + o) = cell{unknown: true} // cleared only if it runs
	}
	*s.at(s.off) = cell{zero: true}
}

// result is the multiply loop of the body read, if it is one.
func (s *mulScan) result() (MulLoop, bool) {
	if s.failed {
		return MulLoop{}, false
	}
	c0 := *s.at(0)
	d0 := c0.delta & 0xff
	if s.off != 0 || c0.zero || c0.unknown || (d0 != 1 && d0 != 0xff) {
		return MulLoop{}, false
	}
	ml := MulLoop{Up: d0 == 1, Min: s.min, Max: s.max}
	for o := s.min; o <= s.max; o++ {
		c := s.at(o)
		switch {
		case o == 0:
		case c.unknown || c.zero && c.delta&0xff != 0:
			return MulLoop{}, false // ends holding what the tape held, or a constant
		case c.zero:
			ml.Clears = append(ml.Clears, o)
		case c.delta&0xff != 0:
			ml.Terms = append(ml.Terms, MulTerm{Offset: o, Factor: byte(c.delta)})
		}
	}
	return ml, true
}
