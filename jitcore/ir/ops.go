package ir

import "fmt"

// Opcode is what an op does.
type Opcode uint8

const (
	OpInput Opcode = iota // the trace's input number Aux

	// Integer arithmetic, wrapping on overflow.
	OpAdd
	OpSub
	OpMul
	OpAnd
	OpOr
	OpXor
	OpShl // shift counts are taken mod 64
	OpShr // logical
	OpSar // arithmetic
	OpNeg
	OpNot
	// Integer comparisons, giving 1 or 0.
	OpEq
	OpNe
	OpLt
	OpLe
	OpGt
	OpGe
	OpUlt // unsigned <
	// Signed overflow tests, giving 1 when the 64-bit add, sub or mul of
	// the arguments overflows, else 0: checked arithmetic is the op and
	// a guard_false of its test, which native code does as add and jo.
	OpAddOvf
	OpSubOvf
	OpMulOvf

	// Float arithmetic and comparisons.
	OpFAdd
	OpFSub
	OpFMul
	OpFDiv
	OpFNeg
	OpFLt
	OpFLe
	OpFEq
	OpIntToFloat
	OpFloatToInt // truncates toward zero

	// Memory: address = Args[0] + Aux (bytes) in memory region Region.
	OpLoad8U
	OpLoad64
	OpStore8 // Args[1] is the value
	OpStore64
	OpRegionLen // the byte length of region Region
	OpScan8     // the first zero byte at Args[0]+Aux, stepping by the constant Args[1] (see Scan8)

	// JIT heap objects (alloc.go).
	OpNew     // allocate the object with header Aux in the heap at regions Region, Region+1
	OpRefAddr // the byte offset in the heap's space region of the object a ref refers to

	// Guards: leave the trace at snapshot Snap unless the condition holds.
	OpGuardTrue  // Args[0] != 0
	OpGuardFalse // Args[0] == 0
	OpGuardValue // Args[0] == Args[1] (a constant): Promote's guard
	// OpGuardNotInvalidated leaves when a quasi-immutable value the
	// trace depends on was written since it was compiled (quasi.go).
	OpGuardNotInvalidated

	// Calls of registered functions (Aux is the function's index; call.go).
	OpCall       // may have side effects
	OpCallPure   // elidable: no side effects, same result for same arguments
	OpCallResult // result Aux (>= 1) of the call Args[0], right after it

	// Control.
	OpLabel // loop header: Args are the values carried around the loop
	OpJump  // to the label (Aux = -1) or to compiled loop number Aux, passing Args

	// Functions (function.go).
	OpEnter     // a function trace's entry check: leaves at snapshot Snap when calls nest too deep
	OpCallTrace // call compiled function Aux (-1: this trace) with Args; its caller resumes at Snap if it leaves
	OpReturn    // return Args[0] to the caller of the frame the trace started in

	// OpPoll leaves at snapshot Snap when the 64-bit word at byte Aux of
	// region Region is not zero (poll.go): a language's interrupt word,
	// read in every iteration of every loop.
	OpPoll

	numOpcodes
)

// Info describes an opcode.
type Info struct {
	Name   string
	Result Type // result type (Void: none)
	Arity  int  // fixed argument count, or -1 for variable
	Pure   bool // no side effects and no dependence on memory: may be folded, CSE'd, removed
	Guard  bool // may leave the trace at its snapshot (and grow a bridge there)
	Effect bool // writes memory or calls out: no guard may follow it in the same instruction
	// Snap: the op has a snapshot (Op.Snap). Every guard has one; so
	// does call_trace: where its caller resumes when the callee leaves
	// compiled code.
	Snap bool
}

var infos = [numOpcodes]Info{
	OpInput: {Name: "input", Result: Int, Arity: 0},

	OpAdd: {Name: "add", Result: Int, Arity: 2, Pure: true},
	OpSub: {Name: "sub", Result: Int, Arity: 2, Pure: true},
	OpMul: {Name: "mul", Result: Int, Arity: 2, Pure: true},
	OpAnd: {Name: "and", Result: Int, Arity: 2, Pure: true},
	OpOr:  {Name: "or", Result: Int, Arity: 2, Pure: true},
	OpXor: {Name: "xor", Result: Int, Arity: 2, Pure: true},
	OpShl: {Name: "shl", Result: Int, Arity: 2, Pure: true},
	OpShr: {Name: "shr", Result: Int, Arity: 2, Pure: true},
	OpSar: {Name: "sar", Result: Int, Arity: 2, Pure: true},
	OpNeg: {Name: "neg", Result: Int, Arity: 1, Pure: true},
	OpNot: {Name: "not", Result: Int, Arity: 1, Pure: true},
	OpEq:  {Name: "eq", Result: Int, Arity: 2, Pure: true},
	OpNe:  {Name: "ne", Result: Int, Arity: 2, Pure: true},
	OpLt:  {Name: "lt", Result: Int, Arity: 2, Pure: true},
	OpLe:  {Name: "le", Result: Int, Arity: 2, Pure: true},
	OpGt:  {Name: "gt", Result: Int, Arity: 2, Pure: true},
	OpGe:  {Name: "ge", Result: Int, Arity: 2, Pure: true},
	OpUlt: {Name: "ult", Result: Int, Arity: 2, Pure: true},

	OpAddOvf: {Name: "add_ovf", Result: Int, Arity: 2, Pure: true},
	OpSubOvf: {Name: "sub_ovf", Result: Int, Arity: 2, Pure: true},
	OpMulOvf: {Name: "mul_ovf", Result: Int, Arity: 2, Pure: true},

	OpFAdd:       {Name: "fadd", Result: Float, Arity: 2, Pure: true},
	OpFSub:       {Name: "fsub", Result: Float, Arity: 2, Pure: true},
	OpFMul:       {Name: "fmul", Result: Float, Arity: 2, Pure: true},
	OpFDiv:       {Name: "fdiv", Result: Float, Arity: 2, Pure: true},
	OpFNeg:       {Name: "fneg", Result: Float, Arity: 1, Pure: true},
	OpFLt:        {Name: "flt", Result: Int, Arity: 2, Pure: true},
	OpFLe:        {Name: "fle", Result: Int, Arity: 2, Pure: true},
	OpFEq:        {Name: "feq", Result: Int, Arity: 2, Pure: true},
	OpIntToFloat: {Name: "int_to_float", Result: Float, Arity: 1, Pure: true},
	OpFloatToInt: {Name: "float_to_int", Result: Int, Arity: 1, Pure: true},

	OpLoad8U:    {Name: "load8u", Result: Int, Arity: 1},
	OpLoad64:    {Name: "load64", Result: Int, Arity: 1},
	OpStore8:    {Name: "store8", Result: Void, Arity: 2, Effect: true},
	OpStore64:   {Name: "store64", Result: Void, Arity: 2, Effect: true},
	OpRegionLen: {Name: "region_len", Result: Int, Arity: 0},
	OpScan8:     {Name: "scan8", Result: Int, Arity: 2},

	OpNew:     {Name: "new", Result: Ref, Arity: 0, Guard: true, Snap: true},
	OpRefAddr: {Name: "ref_addr", Result: Int, Arity: 1, Pure: true},

	OpGuardTrue:  {Name: "guard_true", Arity: 1, Guard: true, Snap: true},
	OpGuardFalse: {Name: "guard_false", Arity: 1, Guard: true, Snap: true},
	OpGuardValue: {Name: "guard_value", Arity: 2, Guard: true, Snap: true},

	OpGuardNotInvalidated: {Name: "guard_not_invalidated", Arity: 0, Guard: true, Snap: true},

	OpCall:       {Name: "call", Result: Int, Arity: -1, Effect: true},
	OpCallPure:   {Name: "call_pure", Result: Int, Arity: -1},
	OpCallResult: {Name: "result", Result: Int, Arity: 1},

	OpLabel: {Name: "label", Arity: -1},
	OpJump:  {Name: "jump", Arity: -1},

	OpEnter:     {Name: "enter", Arity: 0, Guard: true, Snap: true},
	OpCallTrace: {Name: "call_trace", Result: Int, Arity: -1, Effect: true, Snap: true},
	OpReturn:    {Name: "return", Arity: 1},

	OpPoll: {Name: "poll", Arity: 0, Guard: true, Snap: true},
}

// Info returns the opcode's description.
func (o Opcode) Info() *Info { return &infos[o] }

func (o Opcode) String() string {
	if o < numOpcodes {
		return infos[o].Name
	}
	return fmt.Sprintf("op%d", o)
}

// HasCondition reports whether guard o leaves on a condition of its
// arguments (guard_true, guard_false, guard_value). new leaves when the
// heap is full, enter when calls nest too deep, guard_not_invalidated
// when the trace was invalidated, poll when its word was set.
func (o Opcode) HasCondition() bool {
	return o == OpGuardTrue || o == OpGuardFalse || o == OpGuardValue
}

// IsTest reports whether o's result is 1 or 0: a comparison or an
// overflow test.
func (o Opcode) IsTest() bool {
	switch o {
	case OpEq, OpNe, OpLt, OpLe, OpGt, OpGe, OpUlt, OpAddOvf, OpSubOvf, OpMulOvf, OpFLt, OpFLe, OpFEq:
		return true
	}
	return false
}

// IsOverflowTest reports whether o is add_ovf, sub_ovf or mul_ovf.
func (o Opcode) IsOverflowTest() bool { return o.Tested() != OpInput }

// Tested is the arithmetic (add, sub or mul) whose overflow o tests, or
// OpInput when o is not an overflow test.
func (o Opcode) Tested() Opcode {
	switch o {
	case OpAddOvf:
		return OpAdd
	case OpSubOvf:
		return OpSub
	case OpMulOvf:
		return OpMul
	}
	return OpInput
}

// IsMemory reports whether o addresses a memory region.
func (o Opcode) IsMemory() bool {
	switch o {
	case OpLoad8U, OpLoad64, OpStore8, OpStore64, OpRegionLen, OpScan8:
		return true
	}
	return false
}

// Op is one operation of a trace. Its result, if any, is the Value equal
// to its index.
type Op struct {
	Code Opcode
	Type Type // result type
	// Effects, of a call, are what its function declares (call.go); of
	// a call_trace, Collects when the callee may collect.
	Effects Effects
	Args    []Value
	Aux     int64 // input number, address displacement, function index, jump target
	Region  int32 // memory region of memory ops
	Snap    int32 // snapshot index of guards
}
