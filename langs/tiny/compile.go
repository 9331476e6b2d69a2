package tiny

import (
	"strconv"

	"github.com/alecthomas/participle/v2/lexer"

	"github.com/microjit/microjit/jitcore/cli"
)

// Compile turns a program into bytecode. Every variable the program
// assigns has a slot (all start at 0); reading a name that is never
// assigned, calling an unknown function and an integer literal beyond
// int64 are errors, as *cli.PosError.
func Compile(file string, prog *Program) (code *Code, err error) {
	c := &compiler{code: &Code{File: file}, vars: map[string]int32{}}
	c.declare(prog.Stmts)
	c.top = int32(len(c.code.Vars))
	c.code.Slots = max(1, int(c.top)) // instructions read slot 0 when they have no operands
	defer func() {
		if r := recover(); r != nil {
			perr, ok := r.(*cli.PosError)
			if !ok {
				panic(r)
			}
			code, err = nil, perr
		}
	}()
	c.block(prog.Stmts)
	c.emit(lexer.Position{}, Instr{Op: OpHalt})
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
	code *Code
	vars map[string]int32
	top  int32 // the next free temporary
	pos  lexer.Position
}

// declare gives each variable that stmts assign a slot.
func (c *compiler) declare(stmts []*Stmt) {
	for _, s := range stmts {
		switch {
		case s.Assign != nil:
			if _, ok := c.vars[s.Assign.Name]; !ok {
				c.vars[s.Assign.Name] = int32(len(c.code.Vars))
				c.code.Vars = append(c.code.Vars, s.Assign.Name)
			}
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
	t := c.top
	c.top++
	c.code.Slots = max(c.code.Slots, int(c.top))
	return t
}

func (c *compiler) block(stmts []*Stmt) {
	for _, s := range stmts {
		c.stmt(s)
		c.top = int32(len(c.code.Vars)) // temporaries live within a statement
	}
}

func (c *compiler) stmt(s *Stmt) {
	switch {
	case s.Assign != nil:
		v := c.expr(s.Assign.Value)
		c.emit(s.Pos, Instr{Op: OpMove, A: c.vars[s.Assign.Name], B: v})
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
		a := c.temp()
		c.emit(p.Pos, Instr{Op: OpConst, A: a, K: k})
		return a
	case p.Call != nil:
		return c.call(p.Pos, p.Call)
	case p.Sub != nil:
		return c.expr(p.Sub)
	}
	v, ok := c.vars[p.Var]
	if !ok {
		c.fail(p.Pos, "undefined variable "+p.Var)
	}
	return v
}

func (c *compiler) call(pos lexer.Position, call *Call) int32 {
	b, ok := builtins[call.Name]
	if !ok {
		c.fail(pos, "unknown function "+call.Name)
	}
	if len(call.Args) != b.args {
		c.fail(pos, call.Name+" takes "+strconv.Itoa(b.args)+" arguments, not "+strconv.Itoa(len(call.Args)))
	}
	return c.binary(pos, b.op, c.expr(call.Args[0]), c.expr(call.Args[1]))
}
