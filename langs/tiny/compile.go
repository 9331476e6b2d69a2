package tiny

import (
	"strconv"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/microjit/microjit/jitcore/cli"
)

// Compile turns a program into bytecode: the main program, then each
// function. Every variable the program (or a function) assigns has a
// slot of its frame (all start at 0; a function's parameters come
// first); reading a name that is never assigned, calling an unknown
// function, a function declared twice or not at the top level, a return
// outside a function and an integer literal beyond int64 are errors, as
// *cli.PosError.
func Compile(file string, prog *Program) (code *Code, err error) {
	c := &compiler{code: &Code{File: file}, funcs: map[string]int{}}
	defer func() {
		if r := recover(); r != nil {
			perr, ok := r.(*cli.PosError)
			if !ok {
				panic(r)
			}
			code, err = nil, perr
		}
	}()
	var funcs []*Stmt
	for _, s := range prog.Stmts {
		if f := s.Func; f != nil {
			if _, taken := c.funcs[f.Name]; taken || builtins[f.Name].op != 0 {
				c.fail(s.Pos, "function "+f.Name+" is declared twice")
			}
			c.funcs[f.Name] = len(c.code.Funcs)
			c.code.Funcs = append(c.code.Funcs, Func{Name: f.Name, Params: len(f.Params)})
			funcs = append(funcs, s)
		}
	}
	c.frame(nil, prog.Stmts)
	c.code.Slots = c.scope.slots
	c.code.Vars = c.scope.names
	c.emit(lexer.Position{}, Instr{Op: OpHalt})
	for i, s := range funcs {
		fn := &c.code.Funcs[i]
		fn.Entry = len(c.code.Instrs)
		c.frame(s.Func.Params, s.Func.Body)
		c.emit(s.Pos, Instr{Op: OpReturn, A: c.constant(s.Pos, 0)}) // falling off the end returns 0
		fn.Slots = c.scope.slots
	}
	return c.code, nil
}

// builtins are the functions a program may call: their opcodes and
// numbers of arguments.
var builtins = map[string]struct {
	op   Op
	args int
}{
	"pow": {OpPow, 2},
}

type compiler struct {
	code  *Code
	funcs map[string]int // a function's index in Code.Funcs
	scope *scope
}

// scope is the frame being compiled: the main program's or a
// function's.
type scope struct {
	vars  map[string]int32
	names []string
	top   int32 // the next free temporary
	slots int   // the frame's size so far
	fn    bool  // a function's: return is allowed
	depth int   // of the blocks being compiled: 1 is the frame's own
}

// frame compiles body as the code of a frame whose first slots are
// params (a function's; nil for the main program).
func (c *compiler) frame(params []string, body []*Stmt) {
	c.scope = &scope{vars: map[string]int32{}, fn: params != nil}
	for _, p := range params {
		c.variable(p)
	}
	c.declare(body)
	c.scope.top = int32(len(c.scope.names))
	c.scope.slots = max(1, int(c.scope.top)) // instructions read slot 0 when they have no operands
	c.block(body)
}

// variable gives name a slot of the frame, if it has none.
func (c *compiler) variable(name string) {
	if _, ok := c.scope.vars[name]; !ok {
		c.scope.vars[name] = int32(len(c.scope.names))
		c.scope.names = append(c.scope.names, name)
	}
}

// declare gives each variable that stmts assign a slot.
func (c *compiler) declare(stmts []*Stmt) {
	for _, s := range stmts {
		switch {
		case s.Assign != nil:
			c.variable(s.Assign.Name)
		case s.While != nil:
			c.declare(s.While.Body)
		case s.If != nil:
			c.declare(s.If.Then)
			c.declare(s.If.Else)
		}
	}
}

// fail stops compiling with an error at pos.
func (c *compiler) fail(pos lexer.Position, msg string) {
	panic(&cli.PosError{File: c.code.File, Line: pos.Line, Col: pos.Column, Msg: msg})
}

// emit appends in, from pos, and returns its pc.
func (c *compiler) emit(pos lexer.Position, in Instr) int {
	c.code.Instrs = append(c.code.Instrs, in)
	c.code.Pos = append(c.code.Pos, Pos{int32(pos.Line), int32(pos.Column)})
	return len(c.code.Instrs) - 1
}

// temp is a new temporary slot.
func (c *compiler) temp() int32 {
	t := c.scope.top
	c.scope.top++
	c.scope.slots = max(c.scope.slots, int(c.scope.top))
	return t
}

// constant is a new temporary holding k.
func (c *compiler) constant(pos lexer.Position, k int64) int32 {
	a := c.temp()
	c.emit(pos, Instr{Op: OpConst, A: a, K: k})
	return a
}

func (c *compiler) block(stmts []*Stmt) {
	c.scope.depth++
	defer func() { c.scope.depth-- }()
	for _, s := range stmts {
		c.stmt(s)
		c.scope.top = int32(len(c.scope.names)) // temporaries live within a statement
	}
}

func (c *compiler) stmt(s *Stmt) {
	switch {
	case s.Func != nil:
		if c.scope.fn || c.scope.depth > 1 {
			c.fail(s.Pos, "functions are declared at the top level")
		}
	case s.Return != nil:
		if !c.scope.fn {
			c.fail(s.Pos, "return outside a function")
		}
		c.emit(s.Pos, Instr{Op: OpReturn, A: c.expr(s.Return)})
	case s.Assign != nil:
		v := c.expr(s.Assign.Value)
		c.emit(s.Pos, Instr{Op: OpMove, A: c.scope.vars[s.Assign.Name], B: v})
	case s.Print != nil:
		c.emit(s.Pos, Instr{Op: OpPrint, A: c.expr(s.Print)})
	case s.While != nil:
		header := len(c.code.Instrs)
		exit := c.emit(s.Pos, Instr{Op: OpJumpIfZero, A: c.expr(s.While.Cond)})
		c.block(s.While.Body)
		c.emit(s.Pos, Instr{Op: OpLoop, K: int64(header)})
		c.code.Instrs[exit].K = int64(len(c.code.Instrs))
	case s.If != nil:
		skip := c.emit(s.Pos, Instr{Op: OpJumpIfZero, A: c.expr(s.If.Cond)})
		c.block(s.If.Then)
		if s.If.Else != nil {
			end := c.emit(s.Pos, Instr{Op: OpJump})
			c.code.Instrs[skip].K = int64(len(c.code.Instrs))
			c.block(s.If.Else)
			skip = end
		}
		c.code.Instrs[skip].K = int64(len(c.code.Instrs))
	}
}

// binary emits op on slots b and c into a new temporary and returns it.
func (c *compiler) binary(pos lexer.Position, op Op, b, cc int32) int32 {
	a := c.temp()
	c.emit(pos, Instr{Op: op, A: a, B: b, C: cc})
	return a
}

// comparisons are the ops of the comparison operators, and whether
// their operands swap (a > b is b < a).
var comparisons = map[string]struct {
	op   Op
	swap bool
}{
	"<": {OpLt, false}, "<=": {OpLe, false}, ">": {OpLt, true}, ">=": {OpLe, true},
	"==": {OpEq, false}, "!=": {OpNe, false},
}

// expr compiles e and returns the slot that holds its value.
func (c *compiler) expr(e *Expr) int32 {
	l := c.sum(e.Left)
	if e.Right == nil {
		return l
	}
	r := c.sum(e.Right)
	cmp := comparisons[e.Op]
	if cmp.swap {
		l, r = r, l
	}
	return c.binary(e.Pos, cmp.op, l, r)
}

func (c *compiler) sum(s *Sum) int32 {
	v := c.term(s.Left)
	for _, t := range s.Rest {
		op := OpAdd
		if t.Op == "-" {
			op = OpSub
		}
		v = c.binary(t.Pos, op, v, c.term(t.Term))
	}
	return v
}

var termOps = map[string]Op{"*": OpMul, "/": OpDiv, "%": OpMod}

func (c *compiler) term(t *Term) int32 {
	v := c.unary(t.Left)
	for _, u := range t.Rest {
		v = c.binary(u.Pos, termOps[u.Op], v, c.unary(u.Unary))
	}
	return v
}

func (c *compiler) unary(u *Unary) int32 {
	if u.Neg != nil {
		return c.binary(u.Pos, OpNeg, c.unary(u.Neg), 0)
	}
	p := u.Primary
	switch {
	case p.Int != "":
		k, err := strconv.ParseInt(p.Int, 10, 64)
		if err != nil {
			c.fail(p.Pos, "integer "+p.Int+" does not fit in 64 bits")
		}
		return c.constant(p.Pos, k)
	case p.Call != nil:
		return c.call(p.Pos, p.Call)
	case p.Sub != nil:
		return c.expr(p.Sub)
	}
	v, ok := c.scope.vars[p.Var]
	if !ok {
		c.fail(p.Pos, "undefined variable "+p.Var)
	}
	return v
}

func (c *compiler) call(pos lexer.Position, call *Call) int32 {
	if fi, ok := c.funcs[call.Name]; ok {
		return c.callFunc(pos, fi, call.Args)
	}
	b, ok := builtins[call.Name]
	if !ok {
		c.fail(pos, "unknown function "+call.Name)
	}
	c.arity(pos, call.Name, b.args, len(call.Args))
	return c.binary(pos, b.op, c.expr(call.Args[0]), c.expr(call.Args[1]))
}

// arity checks that a call of name passes its n arguments.
func (c *compiler) arity(pos lexer.Position, name string, n, got int) {
	if got != n {
		c.fail(pos, name+" takes "+strconv.Itoa(n)+" arguments, not "+strconv.Itoa(got))
	}
}

// callFunc calls function fi with args, moved to consecutive slots, and
// returns the slot of its result.
func (c *compiler) callFunc(pos lexer.Position, fi int, args []*Expr) int32 {
	c.arity(pos, c.code.Funcs[fi].Name, c.code.Funcs[fi].Params, len(args))
	vs := make([]int32, len(args))
	for i, a := range args {
		vs[i] = c.expr(a)
	}
	base := c.scope.top
	for _, v := range vs {
		c.emit(pos, Instr{Op: OpMove, A: c.temp(), B: v})
	}
	a := c.temp()
	c.emit(pos, Instr{Op: OpCall, A: a, B: base, C: int32(len(args)), K: int64(fi)})
	return a
}
