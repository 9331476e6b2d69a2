package tiny

import "fmt"

// Op is a bytecode operation. Operands A, B and C are slots of the
// frame (its variables, then the temporaries of expressions), K a
// constant, a jump target or a function's index.
type Op uint8

const (
	OpConst      Op = iota // A = K
	OpMove                 // A = B
	OpAdd                  // A = B + C (wrapping, like Sub, Mul, Neg)
	OpSub                  // A = B - C
	OpMul                  // A = B * C
	OpDiv                  // A = B / C (truncated; C = 0 is an error)
	OpMod                  // A = B % C (the sign of B; C = 0 is an error)
	OpNeg                  // A = -B
	OpLt                   // A = B < C (1 or 0, like Le, Eq, Ne)
	OpLe                   // A = B <= C
	OpEq                   // A = B == C
	OpNe                   // A = B != C
	OpPow                  // A = pow(B, C) (C < 0 is an error)
	OpJump                 // pc = K (forward)
	OpJumpIfZero           // if A == 0: pc = K
	OpLoop                 // pc = K: the backward jump of a while loop, whose header is K
	OpPrint                // print A
	OpHalt                 // the program ends
	OpCall                 // A = function K of the C arguments in B, B+1, ...
	OpReturn               // return A to the caller, into the A of its call
)

var opNames = [...]string{
	OpConst: "const", OpMove: "move", OpAdd: "add", OpSub: "sub", OpMul: "mul", OpDiv: "div",
	OpMod: "mod", OpNeg: "neg", OpLt: "lt", OpLe: "le", OpEq: "eq", OpNe: "ne", OpPow: "pow",
	OpJump: "jump", OpJumpIfZero: "jz", OpLoop: "loop", OpPrint: "print", OpHalt: "halt",
	OpCall: "call", OpReturn: "return",
}

func (o Op) String() string {
	if int(o) < len(opNames) {
		return opNames[o]
	}
	return fmt.Sprintf("op%d", o)
}

// Instr is one instruction.
type Instr struct {
	Op      Op
	A, B, C int32
	K       int64
}

// Pos is a source position.
type Pos struct{ Line, Col int32 }

// Code is a compiled program: the main program, which ends with OpHalt,
// then its functions.
type Code struct {
	File   string
	Instrs []Instr
	Pos    []Pos // Pos[pc] is where Instrs[pc] came from
	Slots  int   // the main program's variables and temporaries
	Vars   []string
	Funcs  []Func
}

// Func is a function of the program: its code starts at Entry, and its
// frame has Slots slots, its Params parameters first.
type Func struct {
	Name         string
	Entry, Slots int
	Params       int
}

// at describes the instruction at pc for JIT logs: its opcode and its
// position.
func (c *Code) at(pc int) (string, int, int) {
	return c.Instrs[pc].Op.String(), int(c.Pos[pc].Line), int(c.Pos[pc].Col)
}

func (c *Code) String() string {
	s := ""
	for pc, in := range c.Instrs {
		s += fmt.Sprintf("%4d  %-5s %d %d %d %d\n", pc, in.Op, in.A, in.B, in.C, in.K)
	}
	return s
}
