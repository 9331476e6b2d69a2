package syntax

import "math/big"

// The syntax tree follows CPython 3.11's ast module, node for node and
// field for field (Dump prints it as ast.dump does), so a compiler can
// be checked against CPython's own reading of a program.

// Node is any syntax tree node; Span gives where it starts and ends.
type Node interface {
	Span() (start, end Pos)
}

// Expr is an expression node.
type Expr interface {
	Node
	exprNode()
}

// Stmt is a statement node.
type Stmt interface {
	Node
	stmtNode()
}

// span is the position range every node carries.
type span struct{ Start, End Pos }

func (s span) Span() (Pos, Pos) { return s.Start, s.End }

// Ctx says whether an expression is read, assigned or deleted.
type Ctx uint8

// The expression contexts.
const (
	Load Ctx = iota
	Store
	Del
)

// Module is a whole program.
type Module struct {
	Body []Stmt
	src  *source // for the errors of later passes (Resolve)
}

// ---- statements ----

// FunctionDef is def. Returns is the return annotation, or nil.
type FunctionDef struct {
	span
	Name       string
	Args       *Arguments
	Body       []Stmt
	Decorators []Expr
	Returns    Expr
}

// ClassDef is class.
type ClassDef struct {
	span
	Name       string
	Bases      []Expr
	Keywords   []*Keyword
	Body       []Stmt
	Decorators []Expr
}

// Return is return, Value nil when bare.
type Return struct {
	span
	Value Expr
}

// Delete is del.
type Delete struct {
	span
	Targets []Expr
}

// Assign is t1 = t2 = ... = Value.
type Assign struct {
	span
	Targets []Expr
	Value   Expr
}

// AugAssign is Target Op= Value.
type AugAssign struct {
	span
	Target Expr
	Op     BinOpKind
	Value  Expr
}

// AnnAssign is Target: Annotation [= Value]. Simple says the target is
// a bare name not in parentheses.
type AnnAssign struct {
	span
	Target     Expr
	Annotation Expr
	Value      Expr
	Simple     bool
}

// For is for Target in Iter: Body else: Else.
type For struct {
	span
	Target Expr
	Iter   Expr
	Body   []Stmt
	Else   []Stmt
}

// While is while Test: Body else: Else.
type While struct {
	span
	Test Expr
	Body []Stmt
	Else []Stmt
}

// If is if/elif/else; an elif is an If alone in Else.
type If struct {
	span
	Test Expr
	Body []Stmt
	Else []Stmt
}

// With is with Items: Body.
type With struct {
	span
	Items []*WithItem
	Body  []Stmt
}

// WithItem is Context [as Vars].
type WithItem struct {
	Context Expr
	Vars    Expr
}

// Raise is raise [Exc [from Cause]].
type Raise struct {
	span
	Exc, Cause Expr
}

// Try is try/except/else/finally.
type Try struct {
	span
	Body     []Stmt
	Handlers []*ExceptHandler
	Else     []Stmt
	Finally  []Stmt
}

// ExceptHandler is except [Type [as Name]]: Body.
type ExceptHandler struct {
	span
	Type Expr
	Name string
	Body []Stmt
}

// Assert is assert Test[, Msg].
type Assert struct {
	span
	Test, Msg Expr
}

// Import is import a.b as c, ...
type Import struct {
	span
	Names []*Alias
}

// ImportFrom is from [.]*Module import names. Level counts the dots.
type ImportFrom struct {
	span
	Module string
	Names  []*Alias
	Level  int
}

// Alias is Name [as AsName] in an import.
type Alias struct {
	span
	Name, AsName string
}

// Global is global names.
type Global struct {
	span
	Names []string
}

// Nonlocal is nonlocal names.
type Nonlocal struct {
	span
	Names []string
}

// ExprStmt is an expression evaluated for its effect.
type ExprStmt struct {
	span
	Value Expr
}

// Pass, Break and Continue are the statements of those names.
type (
	Pass     struct{ span }
	Break    struct{ span }
	Continue struct{ span }
)

func (*FunctionDef) stmtNode() {}
func (*ClassDef) stmtNode()    {}
func (*Return) stmtNode()      {}
func (*Delete) stmtNode()      {}
func (*Assign) stmtNode()      {}
func (*AugAssign) stmtNode()   {}
func (*AnnAssign) stmtNode()   {}
func (*For) stmtNode()         {}
func (*While) stmtNode()       {}
func (*If) stmtNode()          {}
func (*With) stmtNode()        {}
func (*Raise) stmtNode()       {}
func (*Try) stmtNode()         {}
func (*Assert) stmtNode()      {}
func (*Import) stmtNode()      {}
func (*ImportFrom) stmtNode()  {}
func (*Global) stmtNode()      {}
func (*Nonlocal) stmtNode()    {}
func (*ExprStmt) stmtNode()    {}
func (*Pass) stmtNode()        {}
func (*Break) stmtNode()       {}
func (*Continue) stmtNode()    {}

// ---- expressions ----

// BoolOp is Values joined by and or or.
type BoolOp struct {
	span
	Op     BoolOpKind
	Values []Expr
}

// NamedExpr is Target := Value.
type NamedExpr struct {
	span
	Target *Name
	Value  Expr
}

// BinOp is Left Op Right.
type BinOp struct {
	span
	Left  Expr
	Op    BinOpKind
	Right Expr
}

// UnaryOp is Op Operand.
type UnaryOp struct {
	span
	Op      UnaryOpKind
	Operand Expr
}

// Lambda is lambda Args: Body.
type Lambda struct {
	span
	Args *Arguments
	Body Expr
}

// IfExp is Body if Test else Else.
type IfExp struct {
	span
	Test, Body, Else Expr
}

// Dict is a dict display; a nil key means **Values[i].
type Dict struct {
	span
	Keys, Values []Expr
}

// Set is a set display.
type Set struct {
	span
	Elts []Expr
}

// ListComp, SetComp and GeneratorExp are [Elt for ...], {Elt for ...}
// and (Elt for ...).
type (
	ListComp struct {
		span
		Elt  Expr
		Gens []*Comprehension
	}
	SetComp struct {
		span
		Elt  Expr
		Gens []*Comprehension
	}
	GeneratorExp struct {
		span
		Elt  Expr
		Gens []*Comprehension
	}
)

// DictComp is {Key: Value for ...}.
type DictComp struct {
	span
	Key, Value Expr
	Gens       []*Comprehension
}

// Comprehension is one for Target in Iter [if ...]* clause.
type Comprehension struct {
	Target Expr
	Iter   Expr
	Ifs    []Expr
}

// Yield is yield [Value].
type Yield struct {
	span
	Value Expr
}

// YieldFrom is yield from Value.
type YieldFrom struct {
	span
	Value Expr
}

// Compare is Left Ops[0] Comparators[0] Ops[1] Comparators[1] ...
type Compare struct {
	span
	Left        Expr
	Ops         []CmpOpKind
	Comparators []Expr
}

// Call is Func(Args, Keywords); *x in Args is a Starred.
type Call struct {
	span
	Func     Expr
	Args     []Expr
	Keywords []*Keyword
}

// Keyword is Arg=Value in a call or class header; Arg "" means **Value.
type Keyword struct {
	span
	Arg   string
	Value Expr
}

// FormattedValue is one replacement field of an f-string. Conversion is
// -1 or one of 'r', 's', 'a'; Spec is nil or the format spec.
type FormattedValue struct {
	span
	Value      Expr
	Conversion int
	Spec       *JoinedStr
}

// JoinedStr is an f-string: Constant strings and FormattedValues.
type JoinedStr struct {
	span
	Values []Expr
}

// ConstKind says which kind of value a Constant holds.
type ConstKind uint8

// The constant kinds.
const (
	ConstNone ConstKind = iota
	ConstTrue
	ConstFalse
	ConstEllipsis
	ConstInt
	ConstFloat
	ConstStr
	ConstBytes   // Str holds the bytes
	ConstComplex // an imaginary literal: Float is its imaginary part
)

// Constant is a literal. Str is UTF-8, with lone surrogates (from
// \ud800 escapes) encoded as their three-byte sequences (WTF-8). U marks
// a string whose first piece had a u prefix (ast's kind='u').
type Constant struct {
	span
	Kind  ConstKind
	Int   *big.Int
	Float float64
	Str   string
	U     bool
}

// Attribute is Value.Attr.
type Attribute struct {
	span
	Value Expr
	Attr  string
	Ctx   Ctx
}

// Subscript is Value[Slice].
type Subscript struct {
	span
	Value Expr
	Slice Expr
	Ctx   Ctx
}

// Starred is *Value.
type Starred struct {
	span
	Value Expr
	Ctx   Ctx
}

// Name is an identifier.
type Name struct {
	span
	Id  string
	Ctx Ctx
}

// List and Tuple are displays, or targets of assignments.
type (
	List struct {
		span
		Elts []Expr
		Ctx  Ctx
	}
	Tuple struct {
		span
		Elts []Expr
		Ctx  Ctx
	}
)

// Slice is Lower:Upper:Step inside a subscript; any may be nil.
type Slice struct {
	span
	Lower, Upper, Step Expr
}

func (*BoolOp) exprNode()         {}
func (*NamedExpr) exprNode()      {}
func (*BinOp) exprNode()          {}
func (*UnaryOp) exprNode()        {}
func (*Lambda) exprNode()         {}
func (*IfExp) exprNode()          {}
func (*Dict) exprNode()           {}
func (*Set) exprNode()            {}
func (*ListComp) exprNode()       {}
func (*SetComp) exprNode()        {}
func (*DictComp) exprNode()       {}
func (*GeneratorExp) exprNode()   {}
func (*Yield) exprNode()          {}
func (*YieldFrom) exprNode()      {}
func (*Compare) exprNode()        {}
func (*Call) exprNode()           {}
func (*FormattedValue) exprNode() {}
func (*JoinedStr) exprNode()      {}
func (*Constant) exprNode()       {}
func (*Attribute) exprNode()      {}
func (*Subscript) exprNode()      {}
func (*Starred) exprNode()        {}
func (*Name) exprNode()           {}
func (*List) exprNode()           {}
func (*Tuple) exprNode()          {}
func (*Slice) exprNode()          {}

// Arguments is a parameter list. Defaults belong to the last
// len(Defaults) of PosOnly+Args; KwDefaults parallels KwOnly, with nil
// for a keyword-only parameter without a default.
type Arguments struct {
	PosOnly    []*Arg
	Args       []*Arg
	Vararg     *Arg
	KwOnly     []*Arg
	KwDefaults []Expr
	Kwarg      *Arg
	Defaults   []Expr
}

// Arg is one parameter; Annotation may be nil.
type Arg struct {
	span
	Name       string
	Annotation Expr
}

// BinOpKind is a binary arithmetic operator.
type BinOpKind uint8

// The binary operators, in ast's order.
const (
	Add BinOpKind = iota
	Sub
	Mult
	MatMult
	Div
	Mod
	Pow
	LShift
	RShift
	BitOr
	BitXor
	BitAnd
	FloorDiv
)

// BoolOpKind is and or or.
type BoolOpKind uint8

// The boolean operators.
const (
	And BoolOpKind = iota
	Or
)

// UnaryOpKind is a unary operator.
type UnaryOpKind uint8

// The unary operators.
const (
	Invert UnaryOpKind = iota
	Not
	UAdd
	USub
)

// CmpOpKind is a comparison operator.
type CmpOpKind uint8

// The comparison operators.
const (
	Eq CmpOpKind = iota
	NotEq
	Lt
	LtE
	Gt
	GtE
	Is
	IsNot
	In
	NotIn
)
