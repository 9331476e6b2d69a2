package bf

import "sync/atomic"

// Compile turns a parsed program into bytecode. It keeps what it learns
// about each loop in prog's loops (mulLoop), so one Program must not be
// compiled by two goroutines at once.
func Compile(file string, prog *Program) *Code {
	// At most about one instruction per node: a move folds into the
	// next one, which makes up for a loop's second jump (hanoi.b: 14948
	// nodes, 9955 instructions; mandelbrot.b: 3514 and 2534).
	n := prog.nodes + 1
	c := &compiler{Code: &Code{File: file, Instrs: make([]Instr, 0, n), Pos: make([]Pos, 0, n)}}
	c.nodes(prog.Nodes)
	c.emit(OpHalt, 0, Pos{})
	return c.Code
}

// compiler is the state of one Compile: the code so far and a move not
// emitted yet, which the next instruction makes first (Instr.Move).
type compiler struct {
	*Code
	move    int32
	movePos Pos
}

// emit appends an instruction; a pending move becomes its Move, and its
// position the move's (the only errors an instruction with a move reports
// are the move's).
func (c *compiler) emit(op Op, arg int32, pos Pos) int {
	in := Instr{Op: op, Arg: arg}
	if c.move != 0 {
		in.Move, pos = int16(c.move), c.movePos
		c.move = 0
	}
	c.Instrs = append(c.Instrs, in)
	c.Pos = append(c.Pos, pos)
	return len(c.Instrs) - 1
}

// moveBy moves the pointer by n before the next instruction. A move that
// does not fit in Instr.Move is an OpMove, and so is a pending one that
// another follows. Every jump goes to an instruction that emit made, never
// between a move and the instruction it is folded into, so folding keeps
// each move on every path.
func (c *compiler) moveBy(n int32, pos Pos) {
	if c.move != 0 {
		m := c.move
		c.move = 0
		c.emit(OpMove, m, c.movePos)
	}
	if n != int32(int16(n)) {
		c.emit(OpMove, n, pos)
		return
	}
	c.move, c.movePos = n, pos
}

func (c *compiler) nodes(nodes []*Node) {
	for i := 0; i < len(nodes); {
		n := nodes[i]
		pos := Pos{Line: int32(n.Pos.Line), Col: int32(n.Pos.Column)}
		switch {
		case n.Loop != nil:
			c.loop(n.Loop, pos)
			i++
		case isAdd(n):
			// Runs separated only by comments fold together.
			var sum int32
			for ; i < len(nodes) && isAdd(nodes[i]); i++ {
				sum += addSum(nodes[i].Cmd)
			}
			if sum&0xff != 0 {
				c.emit(OpAdd, sum&0xff, pos)
			}
		case isMove(n):
			// A folded run must fail exactly when some prefix of it would
			// step left of cell 0. Moving to the run's lowest point first
			// makes one check at that point enough; the rest of the run
			// then only goes right. Errors report the run's position.
			var sum, low int32
			for ; i < len(nodes) && isMove(nodes[i]); i++ {
				for _, ch := range nodes[i].Cmd {
					if ch == '>' {
						sum++
					} else {
						sum--
					}
					low = min(low, sum)
				}
			}
			if low < 0 && low != sum {
				c.moveBy(low, pos)
				c.moveBy(sum-low, pos)
			} else if sum != 0 {
				c.moveBy(sum, pos)
			}
		case n.Cmd == ".":
			c.emit(OpOut, 0, pos)
			i++
		default: // ","
			c.emit(OpIn, 0, pos)
			i++
		}
	}
}

func isAdd(n *Node) bool  { return n.Loop == nil && (n.Cmd[0] == '+' || n.Cmd[0] == '-') }
func isMove(n *Node) bool { return n.Loop == nil && (n.Cmd[0] == '<' || n.Cmd[0] == '>') }

// addSum is the net change of a run of + and -.
func addSum(run string) int32 {
	var sum int32
	for _, ch := range run {
		if ch == '+' {
			sum++
		} else {
			sum--
		}
	}
	return sum
}

func (c *compiler) loop(l *Loop, pos Pos) {
	if isClearLoop(l) {
		c.emit(OpClear, 0, pos)
		return
	}
	if k, ok := scanStride(l); ok {
		c.emit(OpScan, k, pos)
	}
	ml, isMul := mulLoop(l)
	if isMul {
		c.Muls = append(c.Muls, ml)
		mul := c.emit(OpMul, int32(len(c.Muls)-1), pos)
		defer func() { c.Muls[c.Instrs[mul].Arg].Skip = len(c.Instrs) }()
	}
	jz := c.emit(OpJz, 0, pos)
	c.nodes(l.Body)
	jnz := c.emit(OpJnz, int32(jz+1), Pos{Line: int32(l.Close.Pos.Line), Col: int32(l.Close.Pos.Column)})
	c.Instrs[jz].Arg = int32(jnz + 1)
}

// scanStride is the stride of a scan loop (see OpScan): a body of moves
// all in one direction.
func scanStride(l *Loop) (int32, bool) {
	var k int32
	var dir rune
	for _, n := range l.Body {
		if !isMove(n) {
			return 0, false
		}
		for _, ch := range n.Cmd {
			if dir == 0 {
				dir = ch
			}
			if ch != dir {
				return 0, false
			}
			if ch == '>' {
				k++
			} else {
				k--
			}
		}
	}
	return k, k != 0
}

// isClearLoop matches [-], [+] and any loop of one +/- run with an odd
// net change: odd steps reach every value mod 256, so the loop ends with
// the cell at zero.
func isClearLoop(l *Loop) bool {
	return len(l.Body) == 1 && isAdd(l.Body[0]) && addSum(l.Body[0].Cmd)%2 != 0
}

// mulLoop recognises a multiply loop (see MulLoop) by running its body
// on symbolic cells: each cell the body touches ends either as its value
// at the start of the iteration plus a constant (a term), or as 0 whatever
// it held (a clear: by a clear loop, or by a nested multiply loop's own
// cell), or as something that depends on the tape (then it is no multiply
// loop). A nested multiply loop adds unknown amounts to its terms' cells,
// which must be cleared again before the body ends.
//
// The answer is kept in l: a loop's answer needs those of the loops in
// it, and the compiler asks again for each of them when it reaches it,
// so without it a nest of n loops took n²/2 analyses (0.8 s for 10000
// levels; TestCompileDeepNesting). A map from loops to answers instead
// made hanoi.b's Compile a quarter slower.
func mulLoop(l *Loop) (MulLoop, bool) {
	if l.mul == nil {
		l.mul = &noMulLoop
		if ml, ok := analyzeMulLoop(l); ok {
			l.mul = &mulAnswer{ml: ml, ok: true}
		}
	}
	return l.mul.ml, l.mul.ok
}

// mulAnswer is mulLoop's answer for a loop. Most loops are no multiply
// loops and share noMulLoop, so that a Loop holds a pointer, not a
// MulLoop (hanoi.b has 3.3k loops).
type mulAnswer struct {
	ml MulLoop
	ok bool
}

var noMulLoop mulAnswer

// mulAnalyses counts the runs of analyzeMulLoop: TestCompileDeepNesting
// checks that a program's loops are analyzed once each.
var mulAnalyses atomic.Int64

// analyzeMulLoop is mulLoop without the kept answer.
func analyzeMulLoop(l *Loop) (MulLoop, bool) {
	mulAnalyses.Add(1)
	var ml MulLoop
	if !mayBeMulLoop(l) {
		return ml, false
	}
	cells := map[int]cell{}
	off := 0
	visit := func(lo, hi int) { ml.Min, ml.Max = min(ml.Min, lo), max(ml.Max, hi) }
	for _, n := range l.Body {
		switch {
		case n.Loop != nil && isClearLoop(n.Loop):
			cells[off] = cell{zero: true}
		case n.Loop != nil:
			inner, ok := mulLoop(n.Loop)
			if !ok {
				return ml, false // a loop that is no multiply loop
			}
			visit(off+inner.Min, off+inner.Max)
			if c := cells[off]; c.zero && c.delta == 0 {
				continue // its cell is 0: it does not run
			}
			for _, t := range inner.Terms {
				cells[off+t.Offset] = cell{unknown: true}
			}
			for _, o := range inner.Clears {
				cells[off+o] = cell{unknown: true} // cleared only if it runs
			}
			cells[off] = cell{zero: true}
		case n.Cmd == "." || n.Cmd == ",":
			return ml, false // output or input
		default:
			for _, ch := range n.Cmd {
				switch ch {
				case '+', '-':
					c := cells[off]
					if ch == '+' {
						c.delta++
					} else {
						c.delta--
					}
					cells[off] = c
				case '>':
					off++
				case '<':
					off--
				}
				visit(off, off)
			}
		}
	}
	d0 := cells[0].delta & 0xff
	if off != 0 || cells[0].zero || cells[0].unknown || (d0 != 1 && d0 != 0xff) {
		return ml, false
	}
	ml.Up = d0 == 1
	for o := ml.Min; o <= ml.Max; o++ {
		c := cells[o]
		switch {
		case o == 0:
		case c.unknown || c.zero && c.delta&0xff != 0:
			return ml, false // ends holding what the tape held, or a constant
		case c.zero:
			ml.Clears = append(ml.Clears, o)
		case c.delta&0xff != 0:
			ml.Terms = append(ml.Terms, MulTerm{Offset: o, Factor: byte(c.delta)})
		}
	}
	return ml, true
}

// mayBeMulLoop is a quick test that most loops of a program fail: a
// multiply loop's body has no I/O and returns to where it started (its
// inner loops, multiply loops themselves, do too).
func mayBeMulLoop(l *Loop) bool {
	off := 0
	for _, n := range l.Body {
		if n.Loop != nil {
			continue
		}
		switch n.Cmd[0] {
		case '.', ',':
			return false
		case '<', '>':
			for _, ch := range n.Cmd {
				if ch == '>' {
					off++
				} else {
					off--
				}
			}
		}
	}
	return off == 0
}

// cell is what a multiply loop's body has made of one cell so far: its
// value at the start of the iteration plus delta, or, when zero, 0 plus
// delta whatever it held; unknown when it depends on the tape.
type cell struct {
	delta   int
	zero    bool
	unknown bool
}
