package bf

import "fmt"

// Op is a bytecode operation. The compiler folds runs of + - < > into one
// instruction and recognises the clear loops [-] and [+] (a set, when an
// add follows), multiply loops and scan loops.
//
// A scan loop is a loop whose body only moves, all in one direction, by
// Arg cells in all: [>], [<], [>>>>]. OpScan is followed by the loop's
// ordinary code (an OpJz first). It finds the first zero cell at ptr,
// ptr+Arg, ptr+2*Arg, ... on the tape and moves there, skipping the loop
// (to the OpJz's target). When the walk would leave the tape first, it
// changes nothing and falls into the ordinary loop, which grows the tape
// or fails at the exact move, as the loop would.
type Op uint8

const (
	OpAdd   Op = iota // cell += Arg (mod 256)
	OpMove            // ptr += Arg
	OpOut             // write cell
	OpIn              // read into cell (EOF per the EOF mode)
	OpJz              // if cell == 0: pc = Arg (the instruction after the matching OpJnz)
	OpJnz             // if cell != 0: pc = Arg (the instruction after the matching OpJz)
	OpClear           // cell = 0
	OpMul             // multiply loop Code.Muls[Arg] (see MulLoop)
	OpScan            // scan loop such as [>] or [<<]: moves by Arg until a zero cell (see Op)
	OpHalt            // end of program
	OpSet             // cell = Arg: a clear and the add after it (see compiler.emit)
)

var opNames = [...]string{
	OpAdd: "add", OpMove: "move", OpOut: "out", OpIn: "in",
	OpJz: "jz", OpJnz: "jnz", OpClear: "clear", OpMul: "mul", OpScan: "scan", OpHalt: "halt",
	OpSet: "set",
}

func (o Op) String() string {
	if int(o) < len(opNames) {
		return opNames[o]
	}
	return fmt.Sprintf("op%d", o)
}

// Instr is one bytecode instruction: 8 bytes, so the interpreter's
// instruction stream stays dense. Move is a run of < and > folded into
// the instruction: the pointer moves by Move (and fails, or grows the
// tape, exactly as an OpMove would) before Op runs. Moves are 43% of
// the instructions hanoi.b executes and half of mandelbrot.b's; folded,
// they cost no dispatch of their own. A guard of an instruction resumes
// at its start, before the move: no effect comes between the move and
// the op's own guards, so the move is simply made again.
type Instr struct {
	Op   Op
	Move int16
	Arg  int32
}

// Pos is a source position, kept beside the code for error messages and
// JIT logs.
type Pos struct{ Line, Col int32 }

// Code is a compiled bf program.
type Code struct {
	File   string
	Instrs []Instr // ends with OpHalt
	Pos    []Pos   // Pos[pc] is where Instrs[pc] came from
	Muls   []MulLoop
}

// MulLoop is a loop such as [->+>++<<]: its body only adds and moves,
// returns to where it started, and changes its own cell by -1 or +1 per
// iteration, so it runs n times (n = the cell, or 256 minus the cell) and
// adds n*Factor to each other cell it touches, then leaves its cell at 0.
// Its body may also clear cells, by clear loops or by nested multiply
// loops whose cells (and whose targets, cleared again) end at 0 in every
// iteration, as in [->+>[-]>+++[->++<]>[-]<<<<] (long.b's innermost
// loop): when it runs at all, those cells end at 0 (Clears).
//
// OpMul is followed by the loop's ordinary code. When n is 0 it jumps to
// Skip; when the loop would step left of cell 0 it falls through into the
// ordinary loop, which fails at the exact command that does.
type MulLoop struct {
	Up       bool // the loop's cell goes up by 1 per iteration
	Min, Max int  // lowest and highest offsets the body visits
	Terms    []MulTerm
	Clears   []int // offsets of the cells it leaves at 0 when n > 0
	Skip     int   // the pc after the loop
}

// MulTerm adds n*Factor to the cell at Offset from the loop's cell.
type MulTerm struct {
	Offset int
	Factor byte
}

func (c *Code) String() string {
	s := ""
	for pc, in := range c.Instrs {
		move := ""
		if in.Move != 0 {
			move = fmt.Sprintf("  (after move %d)", in.Move)
		}
		s += fmt.Sprintf("%4d  %-5s %d%s\n", pc, in.Op, in.Arg, move)
	}
	return s
}
