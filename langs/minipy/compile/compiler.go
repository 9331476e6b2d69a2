package compile

import (
	"fmt"
	"math"
	"math/big"
	"slices"

	"github.com/microjit/microjit/langs/minipy/syntax"
)

// Options adjust compilation.
type Options struct {
	// Interactive compiles expression statements to PRINT_EXPR, as the
	// REPL needs.
	Interactive bool
	// Eval compiles a module of one expression statement to code that
	// returns the expression's value, as the built-in eval needs.
	Eval bool
}

// Compile translates a parsed and resolved module into its code object;
// the code objects of inner scopes are constants of their parents.
// Errors are *Error.
func Compile(file string, m *syntax.Module, table *syntax.SymbolTable, opts Options) (code *Code, err error) {
	c := &compiler{file: file, table: table, opts: opts}
	defer func() {
		if r := recover(); r != nil {
			b, ok := r.(bailout)
			if !ok {
				panic(r)
			}
			code, err = nil, b.err
		}
	}()
	c.enter(table.Top, "<module>", "<module>", 1)
	if hasAnnotations(m.Body) {
		c.emit(SETUP_ANNOTATIONS, 0)
	}
	if opts.Eval {
		c.evalBody(m.Body)
		return c.leave(), nil
	}
	c.body(m.Body)
	c.loadConst(None)
	c.emit(RETURN_VALUE, 0)
	return c.leave(), nil
}

// evalBody compiles the body of an eval: one expression whose value
// the code returns; anything else is CPython's "invalid syntax".
func (c *compiler) evalBody(body []syntax.Stmt) {
	if len(body) != 1 {
		if len(body) == 0 {
			panic(bailout{&Error{Type: SyntaxErrorType, File: c.file, Line: 1, Col: 1, Msg: "invalid syntax"}})
		}
		c.fail(body[1], SyntaxErrorType, "invalid syntax")
	}
	s, ok := body[0].(*syntax.ExprStmt)
	if !ok {
		c.fail(body[0], SyntaxErrorType, "invalid syntax")
	}
	c.setLine(s)
	c.expr(s.Value)
	c.emit(RETURN_VALUE, 0)
}

// compiler holds the state of one Compile call.
type compiler struct {
	file  string
	table *syntax.SymbolTable
	opts  Options
	u     *unit // the code object being built
}

// unit is a code object under construction.
type unit struct {
	parent  *unit
	scope   *syntax.Scope
	code    *Code
	private string // the class whose private names are mangled, or ""

	instrs      []Instr
	positions   []Position  // the source position of each instruction
	handler     []*handler  // the exception handler of each instruction
	jumps       []label     // the label of each jump instruction, else noLabel
	labels      []int       // the instruction index of each label, or -1
	used        []bool      // whether live code jumps (or unwinds) to each label
	pos         Position    // the source position of the instructions emitted next
	dead        bool        // the last instruction does not fall through
	handlers    []*handler  // the handlers in force, innermost last
	allHandlers []*handler  // every handler, for the assembler
	fblocks     []*fblock   // the blocks a return, break or continue leaves
	stmt        syntax.Stmt // the statement being compiled

	consts   map[string]int
	names    map[string]int
	varnames map[string]int
	derefs   map[string]int
}

// label names a point in the code that jumps target before it is known.
type label int

const noLabel label = -1

// handler is one exception handler: the instructions emitted while it
// is in force form its ranges in the exception table.
type handler struct {
	target label
	lasti  bool
	// adjust is added to the stack depth at setup to get the depth the
	// handler unwinds to (-1 for with, whose __enter__ result goes).
	adjust int
	setup  int // the first instruction in the handler's range
	depth  int // computed by the assembler; -1 until then
}

func (c *compiler) enter(scope *syntax.Scope, name, qualname string, firstLine int) {
	u := &unit{parent: c.u, scope: scope, pos: Position{Line: firstLine},
		consts: map[string]int{}, names: map[string]int{}, varnames: map[string]int{}, derefs: map[string]int{}}
	if c.u != nil {
		u.private = c.u.private
	}
	u.code = &Code{Name: name, QualName: qualname, File: c.file, FirstLine: firstLine}
	if scope.Kind == syntax.FunctionScope {
		u.code.Flags |= FlagOptimized | FlagNewLocals
		if scope.Generator {
			u.code.Flags |= FlagGenerator
		}
		for _, p := range scope.Params {
			u.varname(p)
		}
	}
	if scope.Kind == syntax.ClassScope {
		u.private = name
	}
	for p := scope.Parent; p != nil; p = p.Parent {
		if p.Kind == syntax.FunctionScope {
			u.code.Flags |= FlagNested
			break
		}
	}
	var cells, frees []string
	for _, n := range scope.Names() {
		switch scope.Symbols[n].Scope {
		case syntax.Cell:
			cells = append(cells, n)
		case syntax.Free:
			frees = append(frees, n)
		case syntax.Local:
			if scope.Kind == syntax.ClassScope && childFree(scope, n) {
				// A method reads the enclosing function's n, which the
				// class body shadows: the class passes the cell on
				// (CPython's DEF_FREE_CLASS).
				frees = append(frees, n)
			}
		}
	}
	// Cells that are parameters come first, in parameter order, as in
	// CPython.
	var paramCells []string
	for _, p := range scope.Params {
		if slices.Contains(cells, p) {
			paramCells = append(paramCells, p)
		}
	}
	cells = slices.DeleteFunc(cells, func(n string) bool { return slices.Contains(paramCells, n) })
	cells = append(paramCells, cells...)
	if scope.NeedsClassClosure {
		cells = append([]string{"__class__"}, cells...)
	}
	u.code.Cellvars, u.code.Freevars = cells, frees
	for _, n := range cells {
		u.derefs[n] = len(u.derefs)
		arg := -1
		if i, ok := u.varnames[n]; ok {
			arg = i
		}
		u.code.CellArgs = append(u.code.CellArgs, arg)
	}
	for _, n := range frees {
		u.derefs[n] = len(u.derefs)
	}
	c.u = u
}

// childFree reports whether a scope directly inside s has n as a free
// variable (a deeper one passes it through the scopes between).
func childFree(s *syntax.Scope, n string) bool {
	for _, child := range s.Children {
		if sym := child.Lookup(n); sym != nil && sym.Scope == syntax.Free {
			return true
		}
	}
	return false
}

// leave finishes the current unit and returns its code object.
func (c *compiler) leave() *Code {
	u := c.u
	c.assemble(u)
	c.u = u.parent
	return u.code
}

// fail stops compilation with an error at node n.
func (c *compiler) fail(n syntax.Node, typ, format string, args ...any) {
	pos, _ := n.Span()
	panic(bailout{&Error{Type: typ, File: c.file, Line: pos.Line, Col: pos.Col, Msg: fmt.Sprintf(format, args...)}})
}

// unsupported rejects a construct the compiler does not translate.
func (c *compiler) unsupported(n syntax.Node, feature string) {
	c.fail(n, NotImplementedErrorType, "%s is not supported by minipy's compiler", feature)
}

// ---- emission ----

// emit appends an instruction; code after a jump, return or raise that
// no label makes reachable is dropped.
func (c *compiler) emit(op Opcode, arg int) int {
	u := c.u
	if u.dead {
		return -1
	}
	if arg > math.MaxInt32 || arg < math.MinInt32 {
		panic(bailout{&Error{Type: SyntaxErrorType, File: c.file, Line: u.pos.Line, Msg: "too many values in one code object"}})
	}
	in := Instr{Op: op, Arg: int32(arg)}
	if op.HasCache() {
		in.Cache = uint32(u.code.NumCaches)
		u.code.NumCaches++
	}
	u.instrs = append(u.instrs, in)
	u.positions = append(u.positions, u.pos)
	var h *handler
	if n := len(u.handlers); n > 0 {
		h = u.handlers[n-1]
	}
	u.handler = append(u.handler, h)
	if h != nil {
		u.used[h.target] = true
	}
	u.jumps = append(u.jumps, noLabel)
	u.dead = op.endsBlock()
	return len(u.instrs) - 1
}

func (c *compiler) newLabel() label {
	c.u.labels = append(c.u.labels, -1)
	c.u.used = append(c.u.used, false)
	return label(len(c.u.labels) - 1)
}

// bind places l at the next instruction. Code after a jump, return or
// raise becomes live again only if live code jumps to l (every jump to
// a label bound later is emitted before it is bound).
func (c *compiler) bind(l label) {
	c.u.labels[l] = len(c.u.instrs)
	c.u.dead = c.u.dead && !c.u.used[l]
}

// jump emits a jump to l. An unconditional jump to a bound label is
// JUMP_BACKWARD, the loop-header marker the JIT keys on; conditional
// jumps only ever go forward.
func (c *compiler) jump(op Opcode, l label) {
	if op == JUMP_FORWARD && c.u.labels[l] >= 0 {
		op = JUMP_BACKWARD
	}
	if i := c.emit(op, 0); i >= 0 {
		c.u.jumps[i] = l
		c.u.used[l] = true
	}
}

// setLine makes n's span the position of the instructions that follow
// (CPython's SET_LOC) and returns the previous one, for restoreLine.
func (c *compiler) setLine(n syntax.Node) Position {
	old := c.u.pos
	c.u.pos = positionOf(n)
	return old
}

// restoreLine makes old, from setLine, the position of the instructions
// that follow.
func (c *compiler) restoreLine(old Position) { c.u.pos = old }

// pushHandler puts h in force for the instructions that follow.
func (c *compiler) pushHandler(h *handler) {
	if h.setup < 0 {
		h.setup = len(c.u.instrs)
	}
	c.u.handlers = append(c.u.handlers, h)
}

// newHandler makes a handler jumping to target: setup is the next
// instruction.
func (c *compiler) newHandler(target label, lasti bool, adjust int) *handler {
	h := &handler{target: target, lasti: lasti, adjust: adjust, setup: -1, depth: -1}
	c.u.allHandlers = append(c.u.allHandlers, h)
	c.pushHandler(h)
	return h
}

func (c *compiler) popHandler() { c.u.handlers = c.u.handlers[:len(c.u.handlers)-1] }

// ---- pools ----

func (c *compiler) loadConst(v Const) { c.emit(LOAD_CONST, c.constIndex(v)) }

func (c *compiler) constIndex(v Const) int {
	u := c.u
	key := constKey(v)
	if i, ok := u.consts[key]; ok {
		return i
	}
	u.code.Consts = append(u.code.Consts, v)
	u.consts[key] = len(u.code.Consts) - 1
	return len(u.code.Consts) - 1
}

// constKey tells constants apart by type and value, so that 1, 1.0 and
// True, and 0.0 and -0.0, stay distinct pool entries.
func constKey(v Const) string {
	switch v := v.(type) {
	case float64:
		return fmt.Sprintf("f%x", math.Float64bits(v))
	case complex128:
		return fmt.Sprintf("j%x,%x", math.Float64bits(real(v)), math.Float64bits(imag(v)))
	case *big.Int:
		return "i" + v.String()
	case int64:
		return fmt.Sprintf("i%d", v)
	case string:
		return "s" + v
	case Bytes:
		return "y" + string(v)
	case bool:
		return fmt.Sprintf("b%v", v)
	case Tuple:
		k := "t("
		for _, e := range v {
			k += fmt.Sprintf("%q,", constKey(e))
		}
		return k + ")"
	case *Code:
		return fmt.Sprintf("c%p", v)
	}
	return fmt.Sprintf("%T", v)
}

// name returns the index of n in the name pool.
func (c *compiler) name(n string) int {
	u := c.u
	if i, ok := u.names[n]; ok {
		return i
	}
	u.code.Names = append(u.code.Names, n)
	u.names[n] = len(u.code.Names) - 1
	return len(u.code.Names) - 1
}

func (u *unit) varname(n string) int {
	if i, ok := u.varnames[n]; ok {
		return i
	}
	u.code.Varnames = append(u.code.Varnames, n)
	u.varnames[n] = len(u.code.Varnames) - 1
	return len(u.code.Varnames) - 1
}

func (c *compiler) mangle(n string) string { return syntax.Mangle(c.u.private, n) }

// nameOp emits the load, store or delete of variable n, chosen by its
// scope as CPython's compiler_nameop does.
func (c *compiler) nameOp(n string, ctx syntax.Ctx) {
	u := c.u
	n = c.mangle(n)
	kind := u.scope.Kind
	scope := syntax.GlobalImplicit
	if sym := u.scope.Lookup(n); sym != nil {
		scope = sym.Scope
	} else if kind != syntax.FunctionScope {
		scope = syntax.Local // __module__, __qualname__ and the like in a class or module body
	}
	pick := func(load, store, del Opcode) Opcode {
		return [...]Opcode{syntax.Load: load, syntax.Store: store, syntax.Del: del}[ctx]
	}
	switch {
	case scope == syntax.Free || scope == syntax.Cell:
		op := pick(LOAD_DEREF, STORE_DEREF, DELETE_DEREF)
		if op == LOAD_DEREF && kind == syntax.ClassScope {
			op = LOAD_CLASSDEREF
		}
		c.emit(op, u.derefs[n])
	case scope == syntax.Local && kind == syntax.FunctionScope:
		c.emit(pick(LOAD_FAST, STORE_FAST, DELETE_FAST), u.varname(n))
	case scope == syntax.GlobalExplicit || scope == syntax.GlobalImplicit && kind == syntax.FunctionScope:
		c.emit(pick(LOAD_GLOBAL, STORE_GLOBAL, DELETE_GLOBAL), c.name(n))
	default:
		c.emit(pick(LOAD_NAME, STORE_NAME, DELETE_NAME), c.name(n))
	}
}

// qualName is CPython's __qualname__ for a function or class called
// name defined in the current unit.
func (c *compiler) qualName(name string) string {
	u := c.u
	if u.scope.Kind == syntax.ModuleScope {
		return name
	}
	if sym := u.scope.Lookup(c.mangle(name)); sym != nil && sym.Scope == syntax.GlobalExplicit {
		return name
	}
	if u.scope.Kind == syntax.FunctionScope && !slices.Contains(comprehensionNames[:], u.code.Name) {
		return u.code.QualName + ".<locals>." + name
	}
	return u.code.QualName + "." + name
}

// makeClosure pushes what MAKE_FUNCTION needs for code's free
// variables, the cells of the current unit, and returns the flag.
func (c *compiler) makeClosure(code *Code) int {
	if len(code.Freevars) == 0 {
		return 0
	}
	for _, n := range code.Freevars {
		i, ok := c.u.derefs[n]
		if !ok {
			panic(bailout{&Error{Type: SyntaxErrorType, File: c.file, Line: c.u.pos.Line,
				Msg: fmt.Sprintf("internal error: no cell for free variable '%s'", n)}})
		}
		c.emit(LOAD_CLOSURE, i)
	}
	c.emit(BUILD_TUPLE, len(code.Freevars))
	return FuncClosure
}
