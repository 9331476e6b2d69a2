package toyvm

import "fmt"

// Op is a bytecode operation; its assembly name is its String.
type Op uint8

// The opcodes: TLC's stack machine, then TLR's accumulator machine.
const (
	OpNop       Op = iota
	OpPush         // push Arg
	OpPop          // drop the top
	OpSwap         // exchange the top two
	OpRoll         // rotate the top |Arg| values (see README)
	OpPick         // push a copy of the value at depth Arg
	OpPut          // pop, store at depth Arg
	OpAdd          // a b → a+b (lists: concatenation)
	OpSub          // a b → a-b
	OpMul          // a b → a*b
	OpDiv          // a b → a/b (list a: its element number b)
	OpEq           // a b → a==b as 1 or 0
	OpNe           //
	OpLt           //
	OpLe           //
	OpGt           //
	OpGe           //
	OpBr           // pc = Arg
	OpBrCond       // pop; if true: pc = Arg
	OpBrCondStk    // pop offset, pop condition; if true: pc += offset
	OpCall         // call Arg with N arguments
	OpReturn       // pop, return it to the caller
	OpPushArg      // push argument 0
	OpPushArgN     // push argument Arg
	OpNil          // push nil
	OpCons         // car cdr → (car . cdr)
	OpCar          //
	OpCdr          //
	OpNew          // push a new instance of class Arg
	OpGetAttr      // obj → obj.name(Arg)
	OpSetAttr      // obj value → (obj.name(Arg) = value)
	OpSend         // recv a1..aN → recv.name(Arg)(a1..aN)
	OpPrint        // pop and print
	OpDump         // print the stack
	OpMovAR        // register Arg = A
	OpMovRA        // A = register Arg
	OpJumpIfA      // if A is true: pc = Arg
	OpSetA         // A = Arg
	OpAddRToA      // A += register Arg
	OpReturnA      // return A
	OpAllocate     // Arg registers, all 0
	OpNegA         // A = -A
	numOps
)

// operand is the kind of operand an opcode takes.
type operand uint8

const (
	argNone     operand = iota
	argInt              // an integer
	argCount            // a non-negative integer
	argTarget           // a label or a relative offset
	argCall             // label or label/N
	argClass            // a class name
	argName             // an attribute name
	argSelector         // name/N
)

var ops = [numOps]struct {
	name string
	arg  operand
}{
	OpNop: {"NOP", argNone}, OpPush: {"PUSH", argInt}, OpPop: {"POP", argNone},
	OpSwap: {"SWAP", argNone}, OpRoll: {"ROLL", argInt}, OpPick: {"PICK", argCount},
	OpPut: {"PUT", argCount}, OpAdd: {"ADD", argNone}, OpSub: {"SUB", argNone},
	OpMul: {"MUL", argNone}, OpDiv: {"DIV", argNone}, OpEq: {"EQ", argNone},
	OpNe: {"NE", argNone}, OpLt: {"LT", argNone}, OpLe: {"LE", argNone},
	OpGt: {"GT", argNone}, OpGe: {"GE", argNone}, OpBr: {"BR", argTarget},
	OpBrCond: {"BR_COND", argTarget}, OpBrCondStk: {"BR_COND_STK", argNone},
	OpCall: {"CALL", argCall}, OpReturn: {"RETURN", argNone},
	OpPushArg: {"PUSHARG", argNone}, OpPushArgN: {"PUSHARGN", argCount},
	OpNil: {"NIL", argNone}, OpCons: {"CONS", argNone}, OpCar: {"CAR", argNone},
	OpCdr: {"CDR", argNone}, OpNew: {"NEW", argClass}, OpGetAttr: {"GETATTR", argName},
	OpSetAttr: {"SETATTR", argName}, OpSend: {"SEND", argSelector},
	OpPrint: {"PRINT", argNone}, OpDump: {"DUMP", argNone},
	OpMovAR: {"MOV_A_R", argCount}, OpMovRA: {"MOV_R_A", argCount},
	OpJumpIfA: {"JUMP_IF_A", argTarget}, OpSetA: {"SET_A", argInt},
	OpAddRToA: {"ADD_R_TO_A", argCount}, OpReturnA: {"RETURN_A", argNone},
	OpAllocate: {"ALLOCATE", argCount}, OpNegA: {"NEG_A", argNone},
}

func (o Op) String() string {
	if o < numOps {
		return ops[o].name
	}
	return fmt.Sprintf("op%d", o)
}

// opByName maps assembly names to opcodes.
var opByName = func() map[string]Op {
	m := make(map[string]Op, numOps)
	for o := range numOps {
		m[ops[o].name] = o
	}
	return m
}()

// Instr is one instruction. Arg is the immediate, count, target pc, class
// index or name index; N is the argument count of CALL and SEND.
type Instr struct {
	Op  Op
	N   int32
	Arg int64
}

// Pos is a source position.
type Pos struct{ Line, Col int32 }

// Class is a compiled class declaration.
type Class struct {
	Name    string
	Attrs   []string
	Methods map[int]int // method name index → entry pc
}

// Code is a compiled program: one instruction array for main and every
// function and method, with the source position of each instruction.
type Code struct {
	File    string
	Instrs  []Instr
	Pos     []Pos
	Entry   int      // the pc main starts at
	Classes []*Class // NEW's Arg indexes this
	Names   []string // GETATTR, SETATTR and SEND's Arg indexes this
}
