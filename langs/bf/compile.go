package bf

// Compile turns a parsed program into bytecode in one pass over its
// source, with no syntax tree: memory is the code and little else (a
// tree of the commands took 100 bytes per source byte). Runs of + and -
// (or < and >) fold into one instruction, also across comments; a loop
// is compiled as it is read, and when it closes, what its body turned out
// to be decides whether it becomes a clear, a scan or a multiply loop
// (loopShape). The results are those of a compiler over the tree (the
// tests keep one as the reference).
//
// Code.Instrs and Code.Pos are allocated once, at most one instruction
// per command or bracket plus OpHalt (Program.size): growing them would
// leave garbage of several times their size, which the collector lets
// accumulate (cli.GCPercent).
func Compile(file string, prog *Program) *Code {
	c := &compiler{Code: &Code{File: file, Instrs: make([]Instr, 0, prog.size), Pos: make([]Pos, 0, prog.size)}, mulCells: maxMulCells}
	line, col := int32(1), int32(1)
	prev := byte(0) // the previous byte, 0 for a comment
	for _, ch := range prog.src {
		pos := Pos{Line: line, Col: col}
		if ch == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
		switch ch {
		case '+', '-', '<', '>':
			c.command(ch, pos, !sameRun(prev, ch))
		case '.', ',':
			c.flush()
			c.node(nodeIO)
			op := OpOut
			if ch == ',' {
				op = OpIn
			}
			c.emit(op, 0, pos)
		case '[':
			c.flush()
			c.open(pos)
		case ']':
			c.flush()
			c.close(pos)
		default:
			ch = 0 // a comment byte ends a run
		}
		prev = ch
	}
	c.flush()
	c.emit(OpHalt, 0, Pos{})
	return c.Code
}

// compiler is the state of one Compile: the code so far; a move not
// emitted yet, which the next instruction makes first (Instr.Move); the
// group of runs being read; and the loops open, innermost last.
type compiler struct {
	*Code
	move    int32
	movePos Pos

	group    byte // '+' while reading runs of + and -, '>' for < and >, 0 for none
	sum, low int32
	groupPos Pos

	loops    []openLoop
	mulCells int // what the open loops' windows may still grow by (mulScan)
}

// sameRun reports whether d continues a run that started with c.
func sameRun(c, d byte) bool {
	if c == '+' || c == '-' {
		return d == '+' || d == '-'
	}
	return (c == '<' || c == '>') && (d == '<' || d == '>')
}

// emit appends an instruction; a pending move becomes its Move, and its
// position the move's (the only errors an instruction with a move reports
// are the move's).
//
// An add right after a clear, with no move between (as in [-]+++),
// becomes part of it, an OpSet: no jump lands on the add (jumps go to
// the instruction after a jz or a jnz), and hanoi.b runs 360,000
// such pairs, an instruction each that the interpreter need not
// dispatch.
func (c *compiler) emit(op Op, arg int32, pos Pos) int {
	if n := len(c.Instrs); op == OpAdd && c.move == 0 && n > 0 && c.Instrs[n-1].Op == OpClear {
		c.Instrs[n-1].Op, c.Instrs[n-1].Arg = OpSet, arg
		return n - 1
	}
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

// command reads one of + - < >; run says it starts a run (the previous
// byte was no command of its kind). Runs of one kind separated only by
// comments make one group, compiled when it ends (flush).
func (c *compiler) command(ch byte, pos Pos, run bool) {
	kind := byte('+')
	if ch == '<' || ch == '>' {
		kind = '>'
	}
	if c.group != kind {
		c.flush()
		c.group, c.groupPos = kind, pos
	}
	switch ch {
	case '+':
		c.sum++
	case '-':
		c.sum--
	case '>':
		c.sum++
	case '<':
		c.sum--
		c.low = min(c.low, c.sum)
	}
	if len(c.loops) > 0 {
		l := &c.loops[len(c.loops)-1]
		if run && kind == '+' {
			l.node(nodeAdd)
		} else if run {
			l.node(nodeMove)
		}
		l.command(ch)
	}
}

// flush compiles the group of runs read so far.
func (c *compiler) flush() {
	switch c.group {
	case '+':
		if c.sum&0xff != 0 {
			c.emit(OpAdd, c.sum&0xff, c.groupPos)
		}
	case '>':
		// A folded run must fail exactly when some prefix of it would
		// step left of cell 0. Moving to the run's lowest point first
		// makes one check at that point enough; the rest of the run
		// then only goes right. Errors report the run's position.
		if c.low < 0 && c.low != c.sum {
			c.moveBy(c.low, c.groupPos)
			c.moveBy(c.sum-c.low, c.groupPos)
		} else if c.sum != 0 {
			c.moveBy(c.sum, c.groupPos)
		}
	}
	c.group, c.sum, c.low = 0, 0, 0
}

// node tells the innermost open loop that its body has another node of
// the given kind (a run, an I/O command or a loop).
func (c *compiler) node(k nodeKind) {
	if len(c.loops) > 0 {
		c.loops[len(c.loops)-1].node(k)
	}
}

// open compiles a loop's '[' at pos: an OpJz, before which close may
// still put an OpScan or OpMul.
func (c *compiler) open(pos Pos) {
	c.node(nodeLoop)
	n := len(c.loops)
	if n < cap(c.loops) {
		c.loops = c.loops[:n+1] // reuses the slot's memory (mulScan.cells)
	} else {
		c.loops = append(c.loops, openLoop{})
	}
	c.loops[n].reset(c.emit(OpJz, 0, pos), len(c.Muls), pos, &c.mulCells)
}

// close compiles the ']' at pos of the innermost open loop.
func (c *compiler) close(pos Pos) {
	l := &c.loops[len(c.loops)-1]
	shape, ml := l.shape()
	switch shape {
	case shapeClear:
		// The body is one OpAdd: the loop becomes one OpClear, with the
		// move the OpJz had.
		c.Instrs, c.Pos = c.Instrs[:l.jz+1], c.Pos[:l.jz+1]
		c.Instrs[l.jz].Op = OpClear
	case shapeScan:
		c.insert(l, Instr{Op: OpScan, Arg: l.stride})
	case shapeMul:
		c.Muls = append(c.Muls, MulLoop{})
		copy(c.Muls[l.muls+1:], c.Muls[l.muls:])
		c.Muls[l.muls] = ml
		c.insert(l, Instr{Op: OpMul, Arg: int32(l.muls)})
	}
	if shape != shapeClear {
		jnz := c.emit(OpJnz, int32(l.jz+1), pos)
		c.Instrs[l.jz].Arg = int32(jnz + 1)
		if shape == shapeMul {
			c.Muls[l.muls].Skip = len(c.Instrs)
		}
	}
	c.loops = c.loops[:len(c.loops)-1]
	if len(c.loops) > 0 {
		c.loops[len(c.loops)-1].loop(shape, &ml)
	}
}

// insert puts in before the OpJz of loop l, which it moves up with the
// loop's code so far. in takes over the OpJz's move and position (the
// move comes first); the jumps and multiply loops inside the body, the
// only code after the OpJz, shift with it.
func (c *compiler) insert(l *openLoop, in Instr) {
	jz := l.jz
	c.Instrs = append(c.Instrs, Instr{})
	c.Pos = append(c.Pos, Pos{})
	copy(c.Instrs[jz+1:], c.Instrs[jz:])
	copy(c.Pos[jz+1:], c.Pos[jz:])
	in.Move, c.Instrs[jz+1].Move = c.Instrs[jz].Move, 0
	c.Instrs[jz], c.Pos[jz+1] = in, l.pos
	for pc := jz + 2; pc < len(c.Instrs); pc++ {
		switch in := &c.Instrs[pc]; in.Op {
		case OpJz, OpJnz:
			in.Arg++
		case OpMul:
			in.Arg++ // the loop's own MulLoop went in before
			c.Muls[in.Arg].Skip++
		}
	}
	l.jz++
}
