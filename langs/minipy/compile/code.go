package compile

import (
	"math/big"
	"sort"
)

// Instr is one instruction. Arg is the operand (an index into a pool, a
// count, flags, or an absolute instruction index for a jump). Cache is
// the instruction's inline cache slot when Op.HasCache(), numbered from
// zero within its code object, and zero otherwise.
type Instr struct {
	Op    Opcode
	Arg   int32
	Cache uint32
}

// Code is the code object of one scope: the module, a class body, a
// function, a lambda or a comprehension.
type Code struct {
	Name      string // the function or class name, "<module>", "<lambda>", "<listcomp>"...
	QualName  string // CPython's __qualname__
	File      string
	FirstLine int
	Flags     CodeFlags

	// ArgCount, PosOnlyArgCount and KwOnlyArgCount count the leading
	// Varnames that are parameters (*args and **kwargs follow them,
	// as the flags say).
	ArgCount, PosOnlyArgCount, KwOnlyArgCount int

	Code   []Instr
	Consts []Const
	// Names holds the names of globals, attributes and imported modules.
	Names []string
	// Varnames are the fast locals: the parameters first, in CPython's
	// order, then the other locals in order of first use.
	Varnames []string
	// Cellvars and Freevars share one index space for the DEREF
	// instructions: cells first, then the free variables, whose cells
	// come from the function's closure tuple.
	Cellvars, Freevars []string
	// CellArgs gives, for each cell, the Varnames index of the
	// parameter that initializes it at entry, or -1.
	CellArgs []int

	// Doc is a function's docstring, when HasDoc (a class's and a
	// module's are stored in __doc__ by their code).
	Doc    string
	HasDoc bool

	StackSize int             // the most values the stack holds
	NumCaches int             // the inline cache slots of Code
	Lines     []LineEntry     // the line table, ordered by Start
	Positions []PositionEntry // the position table, ordered by Start
	Handlers  []ExceptEntry   // the exception table, ordered by Start
}

// CodeFlags describe a code object, as CPython's co_flags.
type CodeFlags uint32

// The code flags.
const (
	FlagOptimized   CodeFlags = 1 << iota // locals are fast slots (a function scope)
	FlagNewLocals                         // a fresh locals dict or slots per call
	FlagVarargs                           // takes *args
	FlagVarkeywords                       // takes **kwargs
	FlagNested                            // defined inside a function
	FlagGenerator                         // a call makes a generator
)

// LineEntry says instructions from Start up to the next entry's Start
// come from source line Line.
type LineEntry struct {
	Start int
	Line  int
}

// LineOf returns the source line of instruction pc.
func (c *Code) LineOf(pc int) int {
	i := sort.Search(len(c.Lines), func(i int) bool { return c.Lines[i].Start > pc })
	if i == 0 {
		return c.FirstLine
	}
	return c.Lines[i-1].Line
}

// ExceptEntry is one row of the exception table (CPython 3.11's
// scheme): an exception raised by an instruction in [Start, End)
// unwinds the value stack to Depth values, pushes the offset of the
// raising instruction when Lasti is set, pushes the exception, and
// jumps to Target.
type ExceptEntry struct {
	Start, End, Target int
	Depth              int
	Lasti              bool
}

// HandlerAt returns the exception table entry covering pc, if any.
func (c *Code) HandlerAt(pc int) (ExceptEntry, bool) {
	i := sort.Search(len(c.Handlers), func(i int) bool { return c.Handlers[i].End > pc })
	if i < len(c.Handlers) && c.Handlers[i].Start <= pc {
		return c.Handlers[i], true
	}
	return ExceptEntry{}, false
}

// Const is a constant pool entry: None, bool, int64 (an int that fits),
// *big.Int (one that does not), float64, string (UTF-8, lone
// surrogates as WTF-8), Bytes, Ellipsis, Tuple or *Code.
type Const any

// Bytes is a bytes constant (a string: constants are immutable).
type Bytes string

// NoneType is the type of the constant None.
type NoneType struct{}

// None is the constant None.
var None = NoneType{}

// EllipsisType is the type of the constant Ellipsis.
type EllipsisType struct{}

// Ellipsis is the constant ... .
var Ellipsis = EllipsisType{}

// Tuple is a constant tuple.
type Tuple []Const

// intConst returns an int constant in its compact form.
func intConst(v *big.Int) Const {
	if v.IsInt64() {
		return v.Int64()
	}
	return v
}
