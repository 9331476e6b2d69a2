package compile

// Opcode is one bytecode operation. The set follows CPython 3.11's (see
// doc.go for the table of stack effects); jump arguments are absolute
// instruction indexes rather than CPython's relative byte offsets.
type Opcode uint8

// The opcodes. Keep opNames and effects in step.
const (
	NOP Opcode = iota
	POP_TOP
	PUSH_NULL
	COPY
	SWAP

	LOAD_CONST
	LOAD_FAST
	STORE_FAST
	DELETE_FAST
	LOAD_DEREF
	STORE_DEREF
	DELETE_DEREF
	LOAD_CLASSDEREF
	LOAD_CLOSURE
	LOAD_NAME
	STORE_NAME
	DELETE_NAME
	LOAD_GLOBAL
	STORE_GLOBAL
	DELETE_GLOBAL
	LOAD_ATTR
	STORE_ATTR
	DELETE_ATTR
	LOAD_METHOD

	UNARY_POSITIVE
	UNARY_NEGATIVE
	UNARY_NOT
	UNARY_INVERT
	BINARY_OP
	COMPARE_OP
	IS_OP
	CONTAINS_OP
	BINARY_SUBSCR
	STORE_SUBSCR
	DELETE_SUBSCR
	BUILD_SLICE

	BUILD_TUPLE
	BUILD_LIST
	BUILD_SET
	BUILD_MAP
	LIST_APPEND
	SET_ADD
	MAP_ADD
	LIST_EXTEND
	SET_UPDATE
	DICT_UPDATE
	DICT_MERGE
	LIST_TO_TUPLE
	UNPACK_SEQUENCE
	UNPACK_EX
	FORMAT_VALUE
	BUILD_STRING

	GET_ITER
	FOR_ITER
	JUMP_FORWARD
	JUMP_BACKWARD
	JUMP_BACKWARD_NO_INTERRUPT
	POP_JUMP_IF_FALSE
	POP_JUMP_IF_TRUE
	JUMP_IF_FALSE_OR_POP
	JUMP_IF_TRUE_OR_POP

	KW_NAMES
	CALL
	CALL_FUNCTION_EX
	MAKE_FUNCTION
	LOAD_BUILD_CLASS
	RETURN_VALUE

	RAISE_VARARGS
	RERAISE
	PUSH_EXC_INFO
	POP_EXCEPT
	CHECK_EXC_MATCH
	LOAD_ASSERTION_ERROR
	BEFORE_WITH
	WITH_EXCEPT_START

	IMPORT_NAME
	IMPORT_FROM
	IMPORT_STAR
	SETUP_ANNOTATIONS
	PRINT_EXPR

	GET_YIELD_FROM_ITER
	YIELD_VALUE
	SEND

	GET_LEN
	MATCH_MAPPING
	MATCH_SEQUENCE
	MATCH_KEYS
	MATCH_CLASS

	numOpcodes
)

// NumOpcodes is the number of opcodes: an interpreter may number
// instructions of its own (fused pairs) from it, keeping the values dense.
const NumOpcodes = numOpcodes

var opNames = [numOpcodes]string{
	NOP: "NOP", POP_TOP: "POP_TOP", PUSH_NULL: "PUSH_NULL", COPY: "COPY", SWAP: "SWAP",
	LOAD_CONST: "LOAD_CONST", LOAD_FAST: "LOAD_FAST", STORE_FAST: "STORE_FAST", DELETE_FAST: "DELETE_FAST",
	LOAD_DEREF: "LOAD_DEREF", STORE_DEREF: "STORE_DEREF", DELETE_DEREF: "DELETE_DEREF",
	LOAD_CLASSDEREF: "LOAD_CLASSDEREF", LOAD_CLOSURE: "LOAD_CLOSURE",
	LOAD_NAME: "LOAD_NAME", STORE_NAME: "STORE_NAME", DELETE_NAME: "DELETE_NAME",
	LOAD_GLOBAL: "LOAD_GLOBAL", STORE_GLOBAL: "STORE_GLOBAL", DELETE_GLOBAL: "DELETE_GLOBAL",
	LOAD_ATTR: "LOAD_ATTR", STORE_ATTR: "STORE_ATTR", DELETE_ATTR: "DELETE_ATTR", LOAD_METHOD: "LOAD_METHOD",
	UNARY_POSITIVE: "UNARY_POSITIVE", UNARY_NEGATIVE: "UNARY_NEGATIVE", UNARY_NOT: "UNARY_NOT",
	UNARY_INVERT: "UNARY_INVERT", BINARY_OP: "BINARY_OP", COMPARE_OP: "COMPARE_OP", IS_OP: "IS_OP",
	CONTAINS_OP: "CONTAINS_OP", BINARY_SUBSCR: "BINARY_SUBSCR", STORE_SUBSCR: "STORE_SUBSCR",
	DELETE_SUBSCR: "DELETE_SUBSCR", BUILD_SLICE: "BUILD_SLICE",
	BUILD_TUPLE: "BUILD_TUPLE", BUILD_LIST: "BUILD_LIST", BUILD_SET: "BUILD_SET", BUILD_MAP: "BUILD_MAP",
	LIST_APPEND: "LIST_APPEND", SET_ADD: "SET_ADD", MAP_ADD: "MAP_ADD", LIST_EXTEND: "LIST_EXTEND",
	SET_UPDATE: "SET_UPDATE", DICT_UPDATE: "DICT_UPDATE", DICT_MERGE: "DICT_MERGE",
	LIST_TO_TUPLE: "LIST_TO_TUPLE", UNPACK_SEQUENCE: "UNPACK_SEQUENCE", UNPACK_EX: "UNPACK_EX",
	FORMAT_VALUE: "FORMAT_VALUE", BUILD_STRING: "BUILD_STRING",
	GET_ITER: "GET_ITER", FOR_ITER: "FOR_ITER", JUMP_FORWARD: "JUMP_FORWARD", JUMP_BACKWARD: "JUMP_BACKWARD",
	JUMP_BACKWARD_NO_INTERRUPT: "JUMP_BACKWARD_NO_INTERRUPT", POP_JUMP_IF_FALSE: "POP_JUMP_IF_FALSE",
	POP_JUMP_IF_TRUE: "POP_JUMP_IF_TRUE", JUMP_IF_FALSE_OR_POP: "JUMP_IF_FALSE_OR_POP",
	JUMP_IF_TRUE_OR_POP: "JUMP_IF_TRUE_OR_POP",
	KW_NAMES:            "KW_NAMES", CALL: "CALL", CALL_FUNCTION_EX: "CALL_FUNCTION_EX", MAKE_FUNCTION: "MAKE_FUNCTION",
	LOAD_BUILD_CLASS: "LOAD_BUILD_CLASS", RETURN_VALUE: "RETURN_VALUE",
	RAISE_VARARGS: "RAISE_VARARGS", RERAISE: "RERAISE", PUSH_EXC_INFO: "PUSH_EXC_INFO",
	POP_EXCEPT: "POP_EXCEPT", CHECK_EXC_MATCH: "CHECK_EXC_MATCH", LOAD_ASSERTION_ERROR: "LOAD_ASSERTION_ERROR",
	BEFORE_WITH: "BEFORE_WITH", WITH_EXCEPT_START: "WITH_EXCEPT_START",
	IMPORT_NAME: "IMPORT_NAME", IMPORT_FROM: "IMPORT_FROM", IMPORT_STAR: "IMPORT_STAR",
	SETUP_ANNOTATIONS: "SETUP_ANNOTATIONS", PRINT_EXPR: "PRINT_EXPR",
	GET_YIELD_FROM_ITER: "GET_YIELD_FROM_ITER", YIELD_VALUE: "YIELD_VALUE", SEND: "SEND",
	GET_LEN: "GET_LEN", MATCH_MAPPING: "MATCH_MAPPING", MATCH_SEQUENCE: "MATCH_SEQUENCE",
	MATCH_KEYS: "MATCH_KEYS", MATCH_CLASS: "MATCH_CLASS",
}

func (op Opcode) String() string {
	if op < numOpcodes {
		return opNames[op]
	}
	return "<bad opcode>"
}

// IsJump reports whether op's argument is an instruction index.
func (op Opcode) IsJump() bool {
	switch op {
	case FOR_ITER, JUMP_FORWARD, JUMP_BACKWARD, JUMP_BACKWARD_NO_INTERRUPT, POP_JUMP_IF_FALSE,
		POP_JUMP_IF_TRUE, JUMP_IF_FALSE_OR_POP, JUMP_IF_TRUE_OR_POP, SEND:
		return true
	}
	return false
}

// HasCache reports whether op carries an inline cache slot: the
// attribute and global lookups.
func (op Opcode) HasCache() bool {
	switch op {
	case LOAD_ATTR, STORE_ATTR, LOAD_METHOD, LOAD_GLOBAL:
		return true
	}
	return false
}

// endsBlock reports whether control never falls through op.
func (op Opcode) endsBlock() bool {
	switch op {
	case JUMP_FORWARD, JUMP_BACKWARD, JUMP_BACKWARD_NO_INTERRUPT, RETURN_VALUE, RAISE_VARARGS, RERAISE:
		return true
	}
	return false
}

// Flags of MAKE_FUNCTION: which values sit below the code object.
const (
	FuncDefaults    = 0x01 // a tuple of positional defaults
	FuncKwDefaults  = 0x02 // a dict of keyword-only defaults
	FuncAnnotations = 0x04 // a tuple of name, value pairs
	FuncClosure     = 0x08 // a tuple of cells
)

// Flags of FORMAT_VALUE: the conversion in the low two bits, and
// whether a format spec is on the stack.
const (
	FormatConvMask = 0x03
	FormatStr      = 0x01 // !s
	FormatRepr     = 0x02 // !r
	FormatASCII    = 0x03 // !a
	FormatWithSpec = 0x04
)

// CALL_FUNCTION_EX's flag: a dict of keyword arguments is on the stack.
const CallExKwargs = 0x01

// BINARY_OP's arguments, CPython's NB_* numbering; the in-place form of
// an operator is NBInplace plus its plain form.
const (
	NBAdd = iota
	NBAnd
	NBFloorDivide
	NBLshift
	NBMatrixMultiply
	NBMultiply
	NBRemainder
	NBOr
	NBPower
	NBRshift
	NBSubtract
	NBTrueDivide
	NBXor
	NBInplace
)

// BinaryOpSymbols gives the operator of each BINARY_OP argument.
var BinaryOpSymbols = [...]string{
	NBAdd: "+", NBAnd: "&", NBFloorDivide: "//", NBLshift: "<<", NBMatrixMultiply: "@",
	NBMultiply: "*", NBRemainder: "%", NBOr: "|", NBPower: "**", NBRshift: ">>",
	NBSubtract: "-", NBTrueDivide: "/", NBXor: "^",
}

// COMPARE_OP's arguments, CPython's Py_LT... numbering.
const (
	CmpLt = iota
	CmpLe
	CmpEq
	CmpNe
	CmpGt
	CmpGe
)

// CompareOpSymbols gives the operator of each COMPARE_OP argument.
var CompareOpSymbols = [...]string{CmpLt: "<", CmpLe: "<=", CmpEq: "==", CmpNe: "!=", CmpGt: ">", CmpGe: ">="}

// StackEffect returns how op with argument arg changes the stack depth,
// when the jump is taken (jump true) or not. The exception handler
// targets are not jumps: their entry depth comes from the exception
// table.
func StackEffect(op Opcode, arg int, jump bool) int {
	switch op {
	case NOP, SWAP, DELETE_FAST, DELETE_DEREF, DELETE_NAME, DELETE_GLOBAL, LOAD_ATTR,
		UNARY_POSITIVE, UNARY_NEGATIVE, UNARY_NOT, UNARY_INVERT, LIST_TO_TUPLE, GET_ITER,
		JUMP_FORWARD, JUMP_BACKWARD, JUMP_BACKWARD_NO_INTERRUPT, KW_NAMES, CHECK_EXC_MATCH,
		SETUP_ANNOTATIONS, GET_YIELD_FROM_ITER, YIELD_VALUE:
		return 0
	case PUSH_NULL, COPY, LOAD_CONST, LOAD_FAST, LOAD_DEREF, LOAD_CLASSDEREF, LOAD_CLOSURE,
		LOAD_NAME, LOAD_GLOBAL, LOAD_METHOD, LOAD_BUILD_CLASS, PUSH_EXC_INFO, LOAD_ASSERTION_ERROR,
		BEFORE_WITH, WITH_EXCEPT_START, IMPORT_FROM, GET_LEN, MATCH_MAPPING, MATCH_SEQUENCE, MATCH_KEYS:
		return 1
	case POP_TOP, STORE_FAST, STORE_DEREF, STORE_NAME, STORE_GLOBAL, DELETE_ATTR, BINARY_OP,
		COMPARE_OP, IS_OP, CONTAINS_OP, BINARY_SUBSCR, LIST_APPEND, SET_ADD, LIST_EXTEND,
		SET_UPDATE, DICT_UPDATE, DICT_MERGE, RETURN_VALUE, RERAISE, POP_EXCEPT, IMPORT_NAME,
		IMPORT_STAR, PRINT_EXPR, POP_JUMP_IF_FALSE, POP_JUMP_IF_TRUE:
		return -1
	case STORE_ATTR, DELETE_SUBSCR, MAP_ADD, MATCH_CLASS:
		return -2
	case STORE_SUBSCR:
		return -3
	case BUILD_SLICE, BUILD_TUPLE, BUILD_LIST, BUILD_SET, BUILD_STRING:
		return 1 - arg
	case BUILD_MAP:
		return 1 - 2*arg
	case UNPACK_SEQUENCE:
		return arg - 1
	case UNPACK_EX:
		return arg&0xff + arg>>8
	case FORMAT_VALUE:
		if arg&FormatWithSpec != 0 {
			return -1
		}
		return 0
	case FOR_ITER:
		if jump {
			return -1
		}
		return 1
	case JUMP_IF_FALSE_OR_POP, JUMP_IF_TRUE_OR_POP:
		if jump {
			return 0
		}
		return -1
	case SEND:
		if jump {
			return -1
		}
		return 0
	case CALL:
		return -arg - 1
	case CALL_FUNCTION_EX:
		return -2 - arg&CallExKwargs
	case MAKE_FUNCTION:
		n := 0
		for f := arg & 0xf; f != 0; f &= f - 1 {
			n++
		}
		return -n
	case RAISE_VARARGS:
		return -arg
	}
	panic("compile: StackEffect of unknown opcode " + op.String())
}
