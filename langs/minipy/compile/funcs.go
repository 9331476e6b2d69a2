package compile

import "github.com/microjit/microjit/langs/minipy/syntax"

// functionDef compiles def: decorators, defaults and annotations are
// evaluated in the enclosing scope, then MAKE_FUNCTION, the decorator
// calls and the store of the name.
func (c *compiler) functionDef(s *syntax.FunctionDef) {
	for _, d := range s.Decorators {
		c.expr(d)
	}
	flags := c.defaults(s.Args)
	flags |= c.annotations(s.Args, s.Returns)
	pos, _ := s.Span()
	code := c.function(s, s.Name, s.Args, pos.Line, func() {
		body := s.Body
		if doc, ok := syntax.IsDocstring(body[0]); ok {
			c.u.code.Doc, c.u.code.HasDoc = doc, true
			body = body[1:]
		}
		c.stmts(body)
		if !c.u.dead {
			c.loadConst(None)
			c.emit(RETURN_VALUE, 0)
		}
	})
	c.makeFunction(code, flags)
	c.applyDecorators(s.Decorators)
	c.nameOp(s.Name, syntax.Store)
}

// applyDecorators calls the decorators on the stack, innermost first,
// each call at its decorator's position.
func (c *compiler) applyDecorators(decorators []syntax.Expr) {
	for i := len(decorators) - 1; i >= 0; i-- {
		old := c.setLine(decorators[i])
		c.emit(CALL, 0)
		c.restoreLine(old)
	}
}

func (c *compiler) lambda(e *syntax.Lambda) {
	flags := c.defaults(e.Args)
	pos, _ := e.Span()
	code := c.function(e, "<lambda>", e.Args, pos.Line, func() {
		c.expr(e.Body)
		c.emit(RETURN_VALUE, 0)
	})
	c.makeFunction(code, flags)
}

// function builds the code object of a function scope opened by node.
func (c *compiler) function(node syntax.Node, name string, args *syntax.Arguments, line int, body func()) *Code {
	scope := c.scopeOf(node)
	c.enter(scope, name, c.qualName(name), line)
	code := c.u.code
	code.PosOnlyArgCount = len(args.PosOnly)
	code.ArgCount = len(args.PosOnly) + len(args.Args)
	code.KwOnlyArgCount = len(args.KwOnly)
	if args.Vararg != nil {
		code.Flags |= FlagVarargs
	}
	if args.Kwarg != nil {
		code.Flags |= FlagVarkeywords
	}
	body()
	return c.leave()
}

func (c *compiler) scopeOf(node syntax.Node) *syntax.Scope {
	scope := c.table.Scopes[node]
	if scope == nil {
		c.internal(c.u, "a scope the symbol table does not know")
	}
	return scope
}

// makeFunction pushes code's closure and the code, then MAKE_FUNCTION
// with flags (the values below were pushed by the caller).
func (c *compiler) makeFunction(code *Code, flags int) {
	flags |= c.makeClosure(code)
	c.loadConst(code)
	c.emit(MAKE_FUNCTION, flags)
}

// defaults pushes the positional defaults (a tuple) and the keyword-only
// defaults (a dict) that args has, and returns the MAKE_FUNCTION flags.
func (c *compiler) defaults(args *syntax.Arguments) int {
	flags := 0
	if len(args.Defaults) > 0 {
		c.tuple(args.Defaults)
		flags |= FuncDefaults
	}
	n := 0
	for i, d := range args.KwDefaults {
		if d == nil {
			continue
		}
		c.loadConst(c.mangle(args.KwOnly[i].Name))
		c.expr(d)
		n++
	}
	if n > 0 {
		c.emit(BUILD_MAP, n)
		flags |= FuncKwDefaults
	}
	return flags
}

// annotations pushes the tuple of parameter names and annotations, as
// CPython 3.11 evaluates them at def time.
func (c *compiler) annotations(args *syntax.Arguments, returns syntax.Expr) int {
	n := 0
	add := func(name string, ann syntax.Expr) {
		if ann != nil {
			c.loadConst(c.mangle(name))
			c.annotation(ann)
			n++
		}
	}
	for _, group := range [][]*syntax.Arg{args.PosOnly, args.Args, {args.Vararg}, args.KwOnly, {args.Kwarg}} {
		for _, a := range group {
			if a != nil {
				add(a.Name, a.Annotation)
			}
		}
	}
	add("return", returns)
	if n == 0 {
		return 0
	}
	c.emit(BUILD_TUPLE, 2*n)
	return FuncAnnotations
}

// classDef calls __build_class__ with the class body as a function, as
// CPython does.
func (c *compiler) classDef(s *syntax.ClassDef) {
	for _, d := range s.Decorators {
		c.expr(d)
	}
	c.emit(PUSH_NULL, 0)
	c.emit(LOAD_BUILD_CLASS, 0)
	pos, _ := s.Span()
	c.enter(c.scopeOf(s), s.Name, c.qualName(s.Name), pos.Line)
	c.emit(LOAD_NAME, c.name("__name__"))
	c.emit(STORE_NAME, c.name("__module__"))
	c.loadConst(c.u.code.QualName)
	c.emit(STORE_NAME, c.name("__qualname__"))
	if hasAnnotations(s.Body) {
		c.emit(SETUP_ANNOTATIONS, 0)
	}
	c.body(s.Body)
	if c.u.scope.NeedsClassClosure {
		c.emit(LOAD_CLOSURE, c.u.derefs["__class__"])
		c.emit(COPY, 1)
		c.emit(STORE_NAME, c.name("__classcell__"))
	} else {
		c.loadConst(None)
	}
	c.emit(RETURN_VALUE, 0)
	code := c.leave()
	c.makeFunction(code, 0)
	c.loadConst(s.Name)
	c.callArgs(2, s.Bases, s.Keywords)
	c.applyDecorators(s.Decorators)
	c.nameOp(s.Name, syntax.Store)
}

// comprehensionKind tells the four comprehensions apart.
type comprehensionKind uint8

const (
	listComp comprehensionKind = iota
	setComp
	dictComp
	genExpr
)

var comprehensionNames = [...]string{listComp: "<listcomp>", setComp: "<setcomp>", dictComp: "<dictcomp>", genExpr: "<genexpr>"}

// comprehension compiles a comprehension into a function of its own,
// called at once with the iterator of its first iterable.
func (c *compiler) comprehension(node syntax.Expr, kind comprehensionKind, gens []*syntax.Comprehension, elt, value syntax.Expr) {
	name := comprehensionNames[kind]
	pos, _ := node.Span()
	c.enter(c.scopeOf(node), name, c.qualName(name), pos.Line)
	c.u.code.ArgCount = 1 // .0, the iterator, as CPython's co_argcount
	switch kind {
	case listComp:
		c.emit(BUILD_LIST, 0)
	case setComp:
		c.emit(BUILD_SET, 0)
	case dictComp:
		c.emit(BUILD_MAP, 0)
	}
	c.comprehensionLoop(kind, gens, 0, elt, value)
	if kind == genExpr {
		c.loadConst(None)
	}
	c.emit(RETURN_VALUE, 0)
	code := c.leave()
	c.makeFunction(code, 0)
	c.expr(gens[0].Iter)
	c.emit(GET_ITER, 0)
	c.emit(CALL, 0)
}

func (c *compiler) comprehensionLoop(kind comprehensionKind, gens []*syntax.Comprehension, i int, elt, value syntax.Expr) {
	g := gens[i]
	if i == 0 {
		c.emit(LOAD_FAST, c.u.varname(".0"))
	} else {
		c.expr(g.Iter)
		c.emit(GET_ITER, 0)
	}
	top, next, exit := c.newLabel(), c.newLabel(), c.newLabel()
	c.bind(top)
	c.jump(FOR_ITER, exit)
	c.store(g.Target)
	for _, cond := range g.Ifs {
		c.jumpIf(cond, next, false)
	}
	if i+1 < len(gens) {
		c.comprehensionLoop(kind, gens, i+1, elt, value)
	} else {
		depth := len(gens) + 1
		switch kind {
		case listComp:
			c.expr(elt)
			c.emit(LIST_APPEND, depth)
		case setComp:
			c.expr(elt)
			c.emit(SET_ADD, depth)
		case dictComp:
			c.expr(elt)
			c.expr(value)
			c.emit(MAP_ADD, depth)
		case genExpr:
			c.expr(elt)
			c.emit(YIELD_VALUE, 0)
			c.emit(POP_TOP, 0)
		}
	}
	c.bind(next)
	c.jump(JUMP_FORWARD, top)
	c.bind(exit)
}
