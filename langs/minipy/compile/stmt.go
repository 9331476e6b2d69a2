package compile

import (
	"strings"

	"github.com/microjit/microjit/langs/minipy/syntax"
)

func (c *compiler) stmts(body []syntax.Stmt) {
	for _, s := range body {
		c.stmt(s)
	}
}

// body compiles a module's or class's body: its docstring, if any, is
// stored in __doc__ (CPython's compiler_body).
func (c *compiler) body(body []syntax.Stmt) {
	if len(body) > 0 {
		if doc, ok := syntax.IsDocstring(body[0]); ok {
			c.setLine(body[0])
			c.loadConst(doc)
			c.nameOp("__doc__", syntax.Store)
			body = body[1:]
		}
	}
	c.stmts(body)
}

// futureAnnotations reports whether annotations are strings (PEP 563).
func (c *compiler) futureAnnotations() bool { return c.table.Future&syntax.FutureAnnotations != 0 }

// annotation pushes an annotation's value: the expression's, or under
// PEP 563 its source text.
func (c *compiler) annotation(e syntax.Expr) {
	if c.futureAnnotations() {
		c.loadConst(syntax.Unparse(e))
		return
	}
	c.expr(e)
}

func (c *compiler) stmt(s syntax.Stmt) {
	c.setLine(s)
	c.u.stmt = s
	switch s := s.(type) {
	case *syntax.ExprStmt:
		c.exprStmt(s)
	case *syntax.Assign:
		c.expr(s.Value)
		for i, t := range s.Targets {
			if i < len(s.Targets)-1 {
				c.emit(COPY, 1)
			}
			c.store(t)
		}
	case *syntax.AugAssign:
		c.augAssign(s)
	case *syntax.AnnAssign:
		c.annAssign(s)
	case *syntax.Delete:
		for _, t := range s.Targets {
			c.del(t)
		}
	case *syntax.Pass:
		c.emit(NOP, 0)
	case *syntax.Global, *syntax.Nonlocal:
		// Declarations only: the symbol table has used them.
	case *syntax.If:
		c.ifStmt(s)
	case *syntax.Match:
		c.matchStmt(s)
	case *syntax.While:
		c.whileStmt(s)
	case *syntax.For:
		c.forStmt(s)
	case *syntax.Break:
		c.breakStmt(s)
	case *syntax.Continue:
		c.continueStmt(s)
	case *syntax.Return:
		c.returnStmt(s)
	case *syntax.FunctionDef:
		c.functionDef(s)
	case *syntax.ClassDef:
		c.classDef(s)
	case *syntax.Raise:
		n := 0
		if s.Exc != nil {
			c.expr(s.Exc)
			n++
			if s.Cause != nil {
				c.expr(s.Cause)
				n++
			}
		}
		c.emit(RAISE_VARARGS, n)
	case *syntax.Assert:
		end := c.newLabel()
		c.jumpIf(s.Test, end, true)
		c.emit(LOAD_ASSERTION_ERROR, 0)
		if s.Msg != nil {
			c.expr(s.Msg)
			c.emit(CALL, 0)
		}
		c.emit(RAISE_VARARGS, 1)
		c.bind(end)
	case *syntax.Try:
		if len(s.Finally) > 0 {
			c.tryFinally(s)
		} else {
			c.tryExcept(s)
		}
	case *syntax.With:
		c.with(s, 0)
	case *syntax.Import:
		c.importStmt(s)
	case *syntax.ImportFrom:
		c.importFrom(s)
	default:
		c.unsupported(s, "this statement")
	}
}

func (c *compiler) exprStmt(s *syntax.ExprStmt) {
	if c.opts.Interactive && c.u.scope.Kind == syntax.ModuleScope {
		c.expr(s.Value)
		c.emit(PRINT_EXPR, 0)
		return
	}
	if _, ok := s.Value.(*syntax.Constant); ok {
		c.emit(NOP, 0) // a docstring or other constant: nothing to do
		return
	}
	c.expr(s.Value)
	c.emit(POP_TOP, 0)
}

// store assigns the value on top of the stack to target t.
func (c *compiler) store(t syntax.Expr) {
	old := c.setLine(t)
	defer c.restoreLine(old)
	switch t := t.(type) {
	case *syntax.Name:
		c.nameOp(t.Id, syntax.Store)
	case *syntax.Attribute:
		c.expr(t.Value)
		c.atAttrName(t)
		c.emit(STORE_ATTR, c.name(c.mangle(t.Attr)))
	case *syntax.Subscript:
		c.expr(t.Value)
		c.expr(t.Slice)
		c.emit(STORE_SUBSCR, 0)
	case *syntax.Tuple:
		c.unpack(t, t.Elts)
	case *syntax.List:
		c.unpack(t, t.Elts)
	case *syntax.Starred:
		c.fail(t, SyntaxErrorType, "starred assignment target must be in a list or tuple")
	default:
		c.unsupported(t, "this assignment target")
	}
}

// unpack assigns the elements of the sequence on the stack to elts.
func (c *compiler) unpack(t syntax.Expr, elts []syntax.Expr) {
	star := -1
	for i, e := range elts {
		if _, ok := e.(*syntax.Starred); ok {
			if star >= 0 {
				c.fail(e, SyntaxErrorType, "multiple starred expressions in assignment")
			}
			star = i
		}
	}
	if star < 0 {
		c.emit(UNPACK_SEQUENCE, len(elts))
	} else {
		after := len(elts) - star - 1
		if star >= 1<<8 || after >= 1<<24 {
			c.fail(t, SyntaxErrorType, "too many expressions in star-unpacking assignment")
		}
		c.emit(UNPACK_EX, star|after<<8)
	}
	for _, e := range elts {
		if s, ok := e.(*syntax.Starred); ok {
			e = s.Value
		}
		c.store(e)
	}
}

func (c *compiler) del(t syntax.Expr) {
	c.setLine(t)
	switch t := t.(type) {
	case *syntax.Name:
		c.nameOp(t.Id, syntax.Del)
	case *syntax.Attribute:
		c.expr(t.Value)
		c.atAttrName(t)
		c.emit(DELETE_ATTR, c.name(c.mangle(t.Attr)))
	case *syntax.Subscript:
		c.expr(t.Value)
		c.expr(t.Slice)
		c.emit(DELETE_SUBSCR, 0)
	case *syntax.Tuple:
		for _, e := range t.Elts {
			c.del(e)
		}
	case *syntax.List:
		for _, e := range t.Elts {
			c.del(e)
		}
	default:
		c.unsupported(t, "this del target")
	}
}

// augAssign compiles x op= v: the target is read and written at its own
// position, the operation at the statement's, as CPython marks them.
func (c *compiler) augAssign(s *syntax.AugAssign) {
	op := binaryOps[s.Op] + NBInplace
	old := c.setLine(s.Target)
	switch t := s.Target.(type) {
	case *syntax.Name:
		c.nameOp(t.Id, syntax.Load)
	case *syntax.Attribute:
		c.expr(t.Value)
		c.emit(COPY, 1)
		c.atAttrName(t)
		c.emit(LOAD_ATTR, c.name(c.mangle(t.Attr)))
	case *syntax.Subscript:
		c.expr(t.Value)
		c.expr(t.Slice)
		c.emit(COPY, 2)
		c.emit(COPY, 2)
		c.emit(BINARY_SUBSCR, 0)
	default:
		c.unsupported(t, "this augmented assignment target")
	}
	c.restoreLine(old)
	c.expr(s.Value)
	c.emit(BINARY_OP, op)
	c.setLine(s.Target)
	switch t := s.Target.(type) {
	case *syntax.Name:
		c.nameOp(t.Id, syntax.Store)
	case *syntax.Attribute:
		c.atAttrName(t)
		c.emit(SWAP, 2)
		c.emit(STORE_ATTR, c.name(c.mangle(t.Attr)))
	case *syntax.Subscript:
		c.emit(SWAP, 3)
		c.emit(SWAP, 2)
		c.emit(STORE_SUBSCR, 0)
	}
	c.restoreLine(old)
}

// annAssign stores the value, and in a module or class body records a
// simple target's annotation in __annotations__, as CPython does.
func (c *compiler) annAssign(s *syntax.AnnAssign) {
	if s.Value != nil {
		c.expr(s.Value)
		c.store(s.Target)
	}
	if c.u.scope.Kind == syntax.FunctionScope {
		return
	}
	name, simple := s.Target.(*syntax.Name)
	if !simple || !s.Simple {
		if !c.futureAnnotations() {
			c.expr(s.Annotation)
			c.emit(POP_TOP, 0)
		}
		return
	}
	c.annotation(s.Annotation)
	c.emit(LOAD_NAME, c.name("__annotations__"))
	c.loadConst(c.mangle(name.Id))
	c.emit(STORE_SUBSCR, 0)
}

// hasAnnotations reports whether a module or class body has annotated
// assignments at its own level, so it needs SETUP_ANNOTATIONS.
func hasAnnotations(body []syntax.Stmt) bool {
	for _, s := range body {
		switch s := s.(type) {
		case *syntax.AnnAssign:
			return true
		case *syntax.If:
			if hasAnnotations(s.Body) || hasAnnotations(s.Else) {
				return true
			}
		case *syntax.For:
			if hasAnnotations(s.Body) || hasAnnotations(s.Else) {
				return true
			}
		case *syntax.While:
			if hasAnnotations(s.Body) || hasAnnotations(s.Else) {
				return true
			}
		case *syntax.With:
			if hasAnnotations(s.Body) {
				return true
			}
		case *syntax.Try:
			if hasAnnotations(s.Body) || hasAnnotations(s.Else) || hasAnnotations(s.Finally) {
				return true
			}
			for _, h := range s.Handlers {
				if hasAnnotations(h.Body) {
					return true
				}
			}
		}
	}
	return false
}

func (c *compiler) ifStmt(s *syntax.If) {
	end := c.newLabel()
	if len(s.Else) == 0 {
		c.jumpIf(s.Test, end, false)
		c.stmts(s.Body)
		c.bind(end)
		return
	}
	orelse := c.newLabel()
	c.jumpIf(s.Test, orelse, false)
	c.stmts(s.Body)
	c.jump(JUMP_FORWARD, end)
	c.bind(orelse)
	c.stmts(s.Else)
	c.bind(end)
}

func (c *compiler) whileStmt(s *syntax.While) {
	top, orelse, end := c.newLabel(), c.newLabel(), c.newLabel()
	c.bind(top)
	c.jumpIf(s.Test, orelse, false)
	c.pushBlock(&fblock{kind: whileLoop, top: top, exit: end})
	c.stmts(s.Body)
	c.popBlock()
	c.setLine(s)
	c.jump(JUMP_FORWARD, top)
	c.bind(orelse)
	c.stmts(s.Else)
	c.bind(end)
}

func (c *compiler) forStmt(s *syntax.For) {
	top, exit, end := c.newLabel(), c.newLabel(), c.newLabel()
	c.expr(s.Iter)
	c.emit(GET_ITER, 0)
	c.bind(top)
	c.setLine(s)
	c.jump(FOR_ITER, exit)
	c.store(s.Target)
	c.pushBlock(&fblock{kind: forLoop, top: top, exit: end})
	c.stmts(s.Body)
	c.popBlock()
	c.setLine(s)
	c.jump(JUMP_FORWARD, top)
	c.bind(exit)
	c.stmts(s.Else)
	c.bind(end)
}

func (c *compiler) breakStmt(s *syntax.Break) {
	loop, restore := c.unwindBlocks(false, true)
	if loop == nil {
		c.fail(s, SyntaxErrorType, "'break' outside loop")
	}
	c.unwind(loop, false)
	c.jump(JUMP_FORWARD, loop.exit)
	restore()
}

func (c *compiler) continueStmt(s *syntax.Continue) {
	loop, restore := c.unwindBlocks(false, true)
	if loop == nil {
		c.fail(s, SyntaxErrorType, "'continue' not properly in loop")
	}
	c.jump(JUMP_FORWARD, loop.top)
	restore()
}

func (c *compiler) returnStmt(s *syntax.Return) {
	if c.u.scope.Kind != syntax.FunctionScope {
		c.fail(s, SyntaxErrorType, "'return' outside function")
	}
	if s.Value != nil {
		c.expr(s.Value)
	} else {
		c.loadConst(None)
	}
	_, restore := c.unwindBlocks(true, false)
	c.setLine(s)
	c.emit(RETURN_VALUE, 0)
	restore()
}

// tryExcept compiles try/except/else with CPython 3.11's layout: the
// body under a handler that jumps to the except clauses, which run
// under a cleanup handler that restores the previous exception.
func (c *compiler) tryExcept(s *syntax.Try) {
	handlersL, end, cleanup := c.newLabel(), c.newLabel(), c.newLabel()
	body := c.newHandler(handlersL, false, 0)
	c.emit(NOP, 0)
	c.pushBlock(&fblock{kind: tryExcept, handler: body})
	c.stmts(s.Body)
	c.popBlock()
	c.popHandlerExpect(body)
	c.stmts(s.Else)
	c.jump(JUMP_FORWARD, end)

	c.bind(handlersL)
	clean := c.newHandler(cleanup, true, 0)
	c.emit(PUSH_EXC_INFO, 0)
	for _, h := range s.Handlers {
		c.setLine(h)
		next := c.newLabel()
		if h.Type != nil {
			c.expr(h.Type)
			c.emit(CHECK_EXC_MATCH, 0)
			c.jump(POP_JUMP_IF_FALSE, next)
		}
		if h.Name != "" {
			c.nameOp(h.Name, syntax.Store)
			cleanupEnd := c.newLabel()
			named := c.newHandler(cleanupEnd, true, 0)
			c.pushBlock(&fblock{kind: handlerCleanup, handler: clean, inner: named, name: h.Name})
			c.stmts(h.Body)
			c.popBlock()
			c.popHandlerExpect(named)
			c.popHandlerExpect(clean)
			c.emit(POP_EXCEPT, 0)
			c.clearName(h.Name)
			c.jump(JUMP_FORWARD, end)
			c.pushHandler(clean)
			c.bind(cleanupEnd)
			c.clearName(h.Name)
			c.emit(RERAISE, 1)
		} else {
			c.emit(POP_TOP, 0)
			c.pushBlock(&fblock{kind: handlerCleanup, handler: clean})
			c.stmts(h.Body)
			c.popBlock()
			c.popHandlerExpect(clean)
			c.emit(POP_EXCEPT, 0)
			c.jump(JUMP_FORWARD, end)
			c.pushHandler(clean)
		}
		c.bind(next)
	}
	c.emit(RERAISE, 0)
	c.popHandlerExpect(clean)
	c.bind(cleanup)
	c.popExceptAndReraise()
	c.bind(end)
}

// clearName unbinds an except clause's name: name = None; del name.
func (c *compiler) clearName(name string) {
	c.loadConst(None)
	c.nameOp(name, syntax.Store)
	c.nameOp(name, syntax.Del)
}

// popExceptAndReraise is the cleanup of an exception handler that
// raised: restore the previous exception and raise again.
func (c *compiler) popExceptAndReraise() {
	c.emit(COPY, 3)
	c.emit(POP_EXCEPT, 0)
	c.emit(RERAISE, 1)
}

// tryFinally compiles the finally body twice: inline after the normal
// exit, and in a handler that runs it and re-raises.
func (c *compiler) tryFinally(s *syntax.Try) {
	final, exit, cleanup := c.newLabel(), c.newLabel(), c.newLabel()
	body := c.newHandler(final, false, 0)
	c.emit(NOP, 0)
	c.pushBlock(&fblock{kind: finallyTry, handler: body, body: s.Finally})
	if len(s.Handlers) > 0 {
		c.tryExcept(s)
	} else {
		c.stmts(s.Body)
	}
	c.popBlock()
	c.popHandlerExpect(body)
	c.stmts(s.Finally)
	c.jump(JUMP_FORWARD, exit)

	c.bind(final)
	clean := c.newHandler(cleanup, true, 0)
	c.emit(PUSH_EXC_INFO, 0)
	c.pushBlock(&fblock{kind: finallyEnd, handler: clean})
	c.stmts(s.Finally)
	c.popBlock()
	c.emit(RERAISE, 0)
	c.popHandlerExpect(clean)
	c.bind(cleanup)
	c.popExceptAndReraise()
	c.bind(exit)
}

// with compiles items[i:] of a with statement around its body: a
// try/finally that calls __exit__.
func (c *compiler) with(s *syntax.With, i int) {
	item := s.Items[i]
	final, exit, cleanup, suppress := c.newLabel(), c.newLabel(), c.newLabel(), c.newLabel()
	c.expr(item.Context)
	c.emit(BEFORE_WITH, 0)
	body := c.newHandler(final, true, -1)
	c.pushBlock(&fblock{kind: withBlock, handler: body})
	if item.Vars != nil {
		c.store(item.Vars)
	} else {
		c.emit(POP_TOP, 0)
	}
	if i+1 < len(s.Items) {
		c.with(s, i+1)
	} else {
		c.stmts(s.Body)
	}
	c.popBlock()
	c.popHandlerExpect(body)
	c.setLine(s)
	c.callExitWithNones()
	c.emit(POP_TOP, 0)
	c.jump(JUMP_FORWARD, exit)

	c.bind(final)
	clean := c.newHandler(cleanup, true, 0)
	c.emit(PUSH_EXC_INFO, 0)
	c.emit(WITH_EXCEPT_START, 0)
	c.jump(POP_JUMP_IF_TRUE, suppress)
	c.emit(RERAISE, 2)
	c.bind(suppress)
	c.emit(POP_TOP, 0)
	c.popHandlerExpect(clean)
	c.emit(POP_EXCEPT, 0)
	c.emit(POP_TOP, 0)
	c.emit(POP_TOP, 0)
	c.jump(JUMP_FORWARD, exit)
	c.bind(cleanup)
	c.popExceptAndReraise()
	c.bind(exit)
}

// callExitWithNones calls the __exit__ below the top of the stack as
// __exit__(None, None, None), leaving its result.
func (c *compiler) callExitWithNones() {
	c.loadConst(None)
	c.loadConst(None)
	c.loadConst(None)
	c.emit(CALL, 2)
}

func (c *compiler) importStmt(s *syntax.Import) {
	for _, a := range s.Names {
		c.loadConst(int64(0))
		c.loadConst(None)
		c.emit(IMPORT_NAME, c.name(a.Name))
		if a.AsName == "" {
			first, _, _ := strings.Cut(a.Name, ".")
			c.nameOp(first, syntax.Store)
			continue
		}
		parts := strings.Split(a.Name, ".")
		for i, part := range parts[1:] {
			c.emit(IMPORT_FROM, c.name(part))
			if i < len(parts)-2 {
				c.emit(SWAP, 2)
				c.emit(POP_TOP, 0)
			}
		}
		c.nameOp(a.AsName, syntax.Store)
		if len(parts) > 1 {
			c.emit(POP_TOP, 0)
		}
	}
}

func (c *compiler) importFrom(s *syntax.ImportFrom) {
	names := make(Tuple, len(s.Names))
	for i, a := range s.Names {
		names[i] = a.Name
	}
	c.loadConst(int64(s.Level))
	c.loadConst(names)
	c.emit(IMPORT_NAME, c.name(s.Module))
	if s.Names[0].Name == "*" {
		c.emit(IMPORT_STAR, 0)
		return
	}
	for _, a := range s.Names {
		c.emit(IMPORT_FROM, c.name(a.Name))
		store := a.AsName
		if store == "" {
			store = a.Name
		}
		c.nameOp(store, syntax.Store)
	}
	c.emit(POP_TOP, 0)
}
