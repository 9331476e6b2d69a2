package bf

import "fmt"

// Op is a bytecode operation. The compiler folds runs of + - < > into one
// instruction and recognises the clear loops [-] and [+].
type Op uint8

const (
	OpAdd   Op = iota // cell += Arg (mod 256)
	OpMove            // ptr += Arg
	OpOut             // write cell
	OpIn              // read into cell (EOF per the EOF mode)
	OpJz              // if cell == 0: pc = Arg (the instruction after the matching OpJnz)
	OpJnz             // if cell != 0: pc = Arg (the instruction after the matching OpJz)
	OpClear           // cell = 0
	OpHalt            // end of program
)

var opNames = [...]string{
	OpAdd: "add", OpMove: "move", OpOut: "out", OpIn: "in",
	OpJz: "jz", OpJnz: "jnz", OpClear: "clear", OpHalt: "halt",
}

func (o Op) String() string {
	if int(o) < len(opNames) {
		return opNames[o]
	}
	return fmt.Sprintf("op%d", o)
}

// Instr is one bytecode instruction: 8 bytes, so the interpreter's
// instruction stream stays dense.
type Instr struct {
	Op  Op
	Arg int32
}

// Pos is a source position, kept beside the code for error messages and
// JIT logs.
type Pos struct{ Line, Col int32 }

// Code is a compiled bf program.
type Code struct {
	File   string
	Instrs []Instr // ends with OpHalt
	Pos    []Pos   // Pos[pc] is where Instrs[pc] came from
}

func (c *Code) String() string {
	s := ""
	for pc, in := range c.Instrs {
		s += fmt.Sprintf("%4d  %-5s %d\n", pc, in.Op, in.Arg)
	}
	return s
}
