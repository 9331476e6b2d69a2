package syntax

import (
	"fmt"
	"strings"
)

// MaxNesting bounds how deeply expressions and statements nest, so that
// the passes that walk the tree (symbols, compiling) keep the Go stack
// small: CPython 3.11 compiles trees as deep as three times its
// recursion limit and fails beyond with RecursionError (x = 1+1+...+1
// compiles with 2,999 terms, not with 3,000).
const MaxNesting = 3000

// Parse parses a program. Every error it returns is a *SyntaxError.
func Parse(file string, src []byte) (*Module, error) {
	s, err := newSource(file, src)
	if err != nil {
		return nil, err
	}
	toks, lexErr := lex(s)
	p := &parser{src: s, toks: toks}
	if lexErr != nil {
		// The tokens before a lexical error are parsed first: a specific
		// error there is what CPython reports (its parser pulls tokens
		// one at a time), anything else yields to the lexical error.
		p.toks = append(p.toks, Token{Kind: EOFToken, Pos: lexErr.pos(), End: lexErr.pos()})
	}
	m, perr := p.module()
	switch {
	case lexErr != nil && (perr == nil || p.genericErr && !p.beforeUnclosed(lexErr) || p.reach == len(p.toks)-1 && perr.Type != RecursionErrorType):
		// More input may complete the program only if the parser got
		// as far as the lexical error (def g(: cannot be completed).
		lexErr.Incomplete = lexErr.atEnd && (perr == nil || p.reach == len(p.toks)-1)
		return nil, lexErr
	case perr != nil:
		return nil, perr
	}
	return m, nil
}

func (e *SyntaxError) pos() Pos { return Pos{e.Line, e.Col} }

// beforeUnclosed reports whether a generic error, met before the parser
// reached the end of the input, stands although a bracket was left open
// there (lexErr): CPython reports "'(' was never closed" instead only
// when the bracket opened on a line before the furthest token the
// parser looked at (def g(: then print(1) is "invalid syntax" at the
// colon; x = (1, 2 then y = 3 on the next line is never closed).
func (p *parser) beforeUnclosed(lexErr *SyntaxError) bool {
	return lexErr.atEnd && p.reach < len(p.toks)-1 && p.toks[p.reach].Pos.Line <= lexErr.Line
}

// parser is a recursive-descent parser over the whole token slice.
type parser struct {
	src  *source
	toks []Token
	i    int

	depth      int  // nesting of expressions and blocks, for MaxNesting
	genericErr bool // the error raised is "invalid syntax", not a specific one
	reach      int  // the furthest token looked at

	// Where statements are: a loop for break/continue, a function for
	// return. Class bodies reset both.
	inLoop, inFunc bool

	// lastOperand is the disjunction parsed last, for CPython's guesses
	// at what a generic syntax error meant (a missing comma, print
	// without parentheses).
	lastOperand Expr
	guessing    bool // guessIntent is parsing: no guesses within guesses
}

// bailout carries a syntax error up the parser's stack.
type bailout struct{ err *SyntaxError }

// run calls f and turns the bailout of a syntax error into its error.
func (p *parser) run(f func()) (err *SyntaxError) {
	defer func() {
		if r := recover(); r != nil {
			b, ok := r.(bailout)
			if !ok {
				panic(r)
			}
			err = b.err
		}
	}()
	f()
	return nil
}

func (p *parser) module() (*Module, *SyntaxError) {
	m := &Module{src: p.src}
	err := p.run(func() {
		for p.tok().Kind != EOFToken {
			m.Body = append(m.Body, p.statement()...)
		}
	})
	if err != nil {
		return nil, err
	}
	return m, nil
}

// ---- tokens ----

func (p *parser) tok() Token {
	p.reach = max(p.reach, p.i)
	return p.toks[p.i]
}

func (p *parser) peek(n int) Token {
	j := min(p.i+n, len(p.toks)-1)
	p.reach = max(p.reach, j)
	return p.toks[j]
}

// prevEnd is where the last consumed token ended.
func (p *parser) prevEnd() Pos {
	if p.i == 0 {
		return p.toks[0].Pos
	}
	return p.toks[p.i-1].End
}

func (p *parser) next() Token {
	t := p.toks[p.i]
	if t.Kind != EOFToken {
		p.i++
	}
	return t
}

// at reports whether the current token is the operator or keyword s.
func (p *parser) at(s string) bool { return p.tok().is(s) }

func (p *parser) accept(s string) bool {
	if p.at(s) {
		p.next()
		return true
	}
	return false
}

// expect consumes s or fails with invalid syntax.
func (p *parser) expect(s string) Token {
	if !p.at(s) {
		p.failGeneric()
	}
	return p.next()
}

// expectColon consumes the ':' of a compound statement; a line that
// ends where it belongs gets CPython's "expected ':'".
func (p *parser) expectColon() {
	if p.accept(":") {
		return
	}
	if p.tok().Kind == NewlineToken {
		p.fail(p.tok().Pos, Pos{}, "expected ':'")
	}
	p.failGeneric()
}

// name consumes an identifier that is not a keyword.
func (p *parser) name() Token {
	t := p.tok()
	if t.Kind != NameToken || keywords[t.Text] {
		p.failGeneric()
	}
	return p.next()
}

func (p *parser) isName() bool {
	t := p.tok()
	return t.Kind == NameToken && !keywords[t.Text]
}

// ---- errors ----

func (p *parser) failErr(err *SyntaxError) {
	panic(bailout{err})
}

func (p *parser) fail(at, end Pos, msg string) {
	p.failErr(p.src.errAt(SyntaxErrorType, at, end, msg))
}

func (p *parser) failf(at, end Pos, format string, args ...any) {
	p.fail(at, end, fmt.Sprintf(format, args...))
}

// failNode fails with msg spanning node n.
func (p *parser) failNode(n Node, format string, args ...any) {
	start, end := n.Span()
	p.failf(start, end, format, args...)
}

// failGeneric is CPython's plain "invalid syntax" at the current token,
// unless CPython would guess what was meant: an operand followed by
// another expression inside brackets is a missing comma, print or exec
// followed by an expression a Python 2 statement. Keywords minipy
// leaves out get their own message.
func (p *parser) failGeneric() {
	t := p.tok()
	p.guessIntent()
	switch {
	case t.Kind == NameToken && (t.Text == "async" || t.Text == "await"):
		p.failf(t.Pos, t.End, "'%s' is not supported by minipy", t.Text)
	case t.Kind == IndentToken:
		p.failErr(&SyntaxError{Type: IndentationErrorType, File: p.src.file, Line: t.Pos.Line,
			Msg: "unexpected indent", Text: p.src.line(t.Pos.Line)})
	}
	p.genericErr = true
	p.fail(t.Pos, t.End, "invalid syntax")
}

// guessIntent raises CPython's "Perhaps you forgot a comma?" and
// "Missing parentheses in call to 'print'" errors (its rules
// invalid_expression and invalid_legacy_expression): the last operand
// ended just before the current token, and an expression starts there.
func (p *parser) guessIntent() {
	a := p.lastOperand
	if a == nil || p.i == 0 || p.guessing {
		return
	}
	aStart, aEnd := a.Span()
	if aEnd != p.prevEnd() {
		return
	}
	name, isName := a.(*Name)
	legacy := isName && (name.Id == "print" || name.Id == "exec")
	first := p.toks[p.indexOf(aStart)]
	if !legacy && (p.tok().Depth == 0 || isName && p.tok().Kind == StringToken ||
		first.Kind == NameToken && (first.Text == "match" || first.Text == "case" || first.Text == "_")) {
		return
	}
	save, saveDepth := p.i, p.depth
	var b Expr
	p.guessing = true
	defer func() { p.guessing = false }()
	if err := p.run(func() {
		if legacy {
			b = p.starExpressions()
		} else {
			b = p.expression()
		}
	}); err != nil {
		p.i, p.depth = save, saveDepth
		return
	}
	_, bEnd := b.Span()
	// Like "invalid syntax", a guess yields to an error of the lexer
	// (an unclosed bracket at the end of input, say).
	p.genericErr = true
	if legacy {
		p.failf(aStart, bEnd, "Missing parentheses in call to '%s'. Did you mean %s(...)?", name.Id, name.Id)
	}
	p.fail(aStart, bEnd, "invalid syntax. Perhaps you forgot a comma?")
}

// checkConditionAssign raises CPython's errors for '=' after the
// condition of if, elif or while (its rule invalid_named_expression).
func (p *parser) checkConditionAssign(cond Expr) {
	if !p.at("=") {
		return
	}
	start, _ := cond.Span()
	if _, ok := cond.(*Name); ok {
		save := p.i
		p.next()
		var b Expr
		if p.run(func() { b = p.bitOr() }) == nil && !p.at("=") && !p.at(":=") {
			_, end := b.Span()
			p.fail(start, end, "invalid syntax. Maybe you meant '==' or ':=' instead of '='?")
		}
		p.i = save
		return
	}
	if maybeComparison(cond, cond) {
		if bad := invalidTarget(cond, Store); bad != nil {
			p.failNode(bad, "cannot assign to %s here. Maybe you meant '==' instead of '='?", exprName(bad))
		}
	}
}

// nest counts one level of nesting; the caller defers p.unnest().
func (p *parser) nest() {
	p.depth++
	if p.depth > MaxNesting+1 { // (a statement's line is a level of its own here)
		panic(bailout{&SyntaxError{Type: RecursionErrorType, File: p.src.file, Msg: "maximum recursion depth exceeded during compilation", noLocation: true}})
	}
}

func (p *parser) unnest() { p.depth-- }

// ---- statements ----

// statement parses one statement line: a compound statement or simple
// statements separated by semicolons.
func (p *parser) statement() []Stmt {
	p.nest()
	defer p.unnest()
	t := p.tok()
	if t.Kind == NameToken {
		switch t.Text {
		case "if":
			return []Stmt{p.ifStmt("if")}
		case "while":
			return []Stmt{p.whileStmt()}
		case "for":
			return []Stmt{p.forStmt()}
		case "try":
			return []Stmt{p.tryStmt()}
		case "with":
			return []Stmt{p.withStmt()}
		case "def":
			return []Stmt{p.funcDef(nil, t.Pos)}
		case "class":
			return []Stmt{p.classDef(nil, t.Pos)}
		case "async":
			p.failf(t.Pos, t.End, "'async' is not supported by minipy")
		case "match":
			if p.softKeywordStatement() {
				return []Stmt{p.matchStmt()}
			}
		case "case":
			if p.softKeywordStatement() {
				p.failGeneric()
			}
		}
	}
	if t.is("@") {
		return []Stmt{p.decorated()}
	}
	return p.simpleStatements()
}

// softKeywordStatement reports whether the line at a 'match' or 'case'
// name is that statement rather than an expression using the name:
// the statement's header ends in ':' and the name is followed by an
// expression, not an operator.
func (p *parser) softKeywordStatement() bool {
	next := p.peek(1)
	switch {
	case next.Kind == NewlineToken || next.Kind == EOFToken:
		return false
	case next.Kind == OpToken && !contains([]string{"(", "[", "{", "-", "*", "~"}, next.Text):
		return false
	}
	depth := 0
	for j := p.i + 1; j < len(p.toks); j++ {
		t := p.toks[j]
		switch {
		case t.Kind == NewlineToken || t.Kind == EOFToken:
			return false
		case t.is("(") || t.is("[") || t.is("{"):
			depth++
		case t.is(")") || t.is("]") || t.is("}"):
			depth--
		case depth == 0 && t.is(":"):
			return true
		case depth == 0 && t.is("="):
			return false
		}
	}
	return false
}

// block parses the suite after a compound statement's ':': an indented
// block, or simple statements on the same line. what and line name the
// statement for CPython's "expected an indented block after ...".
func (p *parser) block(what string, line int) []Stmt {
	if p.tok().Kind != NewlineToken {
		return p.simpleStatements()
	}
	newline := p.next()
	if p.tok().Kind != IndentToken {
		t := p.tok()
		if p.atEnd() {
			// At the end of input CPython points after the header.
			t = newline
		}
		p.failErr(&SyntaxError{Type: IndentationErrorType, File: p.src.file, Line: t.Pos.Line, Col: t.Pos.Col,
			Msg: fmt.Sprintf("expected an indented block after %s on line %d", what, line), Text: p.src.line(t.Pos.Line)})
	}
	p.next()
	var body []Stmt
	for p.tok().Kind != DedentToken && p.tok().Kind != EOFToken {
		body = append(body, p.statement()...)
	}
	p.next()
	return body
}

func (p *parser) simpleStatements() []Stmt {
	var stmts []Stmt
	for {
		stmts = append(stmts, p.simpleStatement())
		if !p.accept(";") || p.tok().Kind == NewlineToken {
			break
		}
	}
	if p.tok().Kind != NewlineToken {
		p.failGeneric()
	}
	p.next()
	return stmts
}

func (p *parser) simpleStatement() Stmt {
	t := p.tok()
	start := t.Pos
	if t.Kind == NameToken {
		switch t.Text {
		case "pass":
			p.next()
			return &Pass{span{start, t.End}}
		case "break", "continue":
			p.next()
			if !p.inLoop {
				msg := "'break' outside loop"
				if t.Text == "continue" {
					msg = "'continue' not properly in loop"
				}
				p.fail(start, t.End, msg)
			}
			if t.Text == "break" {
				return &Break{span{start, t.End}}
			}
			return &Continue{span{start, t.End}}
		case "return":
			p.next()
			s := &Return{}
			if !p.atStatementEnd() {
				s.Value = p.starExpressions()
			}
			s.span = span{start, p.prevEnd()}
			if !p.inFunc {
				p.fail(start, s.End, "'return' outside function")
			}
			return s
		case "raise":
			return p.raiseStmt()
		case "global", "nonlocal":
			p.next()
			names := []string{p.name().Text}
			for p.accept(",") {
				names = append(names, p.name().Text)
			}
			if t.Text == "global" {
				return &Global{span{start, p.prevEnd()}, names}
			}
			return &Nonlocal{span{start, p.prevEnd()}, names}
		case "del":
			p.next()
			targets := p.targetList(Del)
			return &Delete{span{start, p.prevEnd()}, targets}
		case "assert":
			p.next()
			s := &Assert{Test: p.expression()}
			if p.accept(",") {
				s.Msg = p.expression()
			}
			s.span = span{start, p.prevEnd()}
			return s
		case "import":
			return p.importStmt()
		case "from":
			return p.fromImport()
		}
	}
	return p.exprStatement()
}

// atEnd reports whether only DEDENTs are left before the end of input.
func (p *parser) atEnd() bool {
	j := p.i
	for p.toks[j].Kind == DedentToken {
		j++
	}
	return p.toks[j].Kind == EOFToken
}

// atStatementEnd reports whether the simple statement ends here.
func (p *parser) atStatementEnd() bool {
	t := p.tok()
	return t.Kind == NewlineToken || t.Kind == EOFToken || t.is(";")
}

func (p *parser) raiseStmt() Stmt {
	start := p.next().Pos
	s := &Raise{}
	if !p.atStatementEnd() {
		s.Exc = p.expression()
		if p.accept("from") {
			s.Cause = p.expression()
		}
	}
	s.span = span{start, p.prevEnd()}
	return s
}

// exprStatement parses an expression statement, an assignment (chained
// or not), an augmented assignment or an annotated assignment.
func (p *parser) exprStatement() Stmt {
	start := p.tok().Pos
	first := p.starExpressionsOrYield()
	switch t := p.tok(); {
	case t.is("="):
		targets := []Expr{first}
		var value Expr
		for p.accept("=") {
			value = p.starExpressionsOrYield()
			targets = append(targets, value)
		}
		targets = targets[:len(targets)-1]
		for _, target := range targets {
			if len(targets) == 1 && maybeComparison(target, value) {
				if bad := invalidTarget(target, Store); bad != nil {
					p.failNode(bad, "cannot assign to %s here. Maybe you meant '==' instead of '='?", exprName(bad))
				}
			}
			p.setContext(target, Store)
		}
		p.checkStarred(value)
		return &Assign{span{start, p.prevEnd()}, targets, value}
	case t.Kind == OpToken && len(t.Text) >= 2 && strings.HasSuffix(t.Text, "=") && augOps[t.Text[:len(t.Text)-1]]:
		switch first.(type) {
		case *Name, *Attribute, *Subscript:
			p.setContext(first, Store)
		default:
			p.failNode(first, "'%s' is an illegal expression for augmented assignment", exprName(first))
		}
		p.next()
		value := p.starExpressionsOrYield()
		p.checkStarred(value)
		return &AugAssign{span{start, p.prevEnd()}, first, binOps[t.Text[:len(t.Text)-1]], value}
	case t.is(":"):
		return p.annAssign(start, first)
	}
	p.checkStarred(first)
	return &ExprStmt{span{start, p.prevEnd()}, first}
}

// augOps are the operators that have an augmented assignment form.
var augOps = map[string]bool{
	"+": true, "-": true, "*": true, "@": true, "/": true, "%": true, "&": true,
	"|": true, "^": true, "<<": true, ">>": true, "**": true, "//": true,
}

func (p *parser) annAssign(start Pos, target Expr) Stmt {
	p.next()
	s := &AnnAssign{Target: target}
	switch t := target.(type) {
	case *Name:
		// A name in parentheses is not simple.
		tStart, _ := t.Span()
		s.Simple = tStart == start
	case *Attribute, *Subscript:
	case *Tuple:
		p.fail(start, Pos{}, "only single target (not tuple) can be annotated")
	case *List:
		p.fail(start, Pos{}, "only single target (not list) can be annotated")
	default:
		p.failNode(target, "illegal target for annotation")
	}
	p.setContext(target, Store)
	s.Annotation = p.expression()
	if p.accept("=") {
		s.Value = p.starExpressionsOrYield()
	}
	s.span = span{start, p.prevEnd()}
	return s
}

// indexOf finds the token that starts at pos, searching back from the
// current one.
func (p *parser) indexOf(pos Pos) int {
	for j := p.i; j > 0; j-- {
		if p.toks[j].Pos == pos {
			return j
		}
	}
	return 0
}

func (p *parser) importStmt() Stmt {
	start := p.next().Pos
	s := &Import{}
	for {
		aStart := p.tok().Pos
		a := &Alias{Name: p.dottedName()}
		if p.accept("as") {
			a.AsName = p.name().Text
		}
		a.span = span{aStart, p.prevEnd()}
		s.Names = append(s.Names, a)
		if !p.accept(",") {
			break
		}
	}
	s.span = span{start, p.prevEnd()}
	return s
}

func (p *parser) dottedName() string {
	name := p.name().Text
	for p.accept(".") {
		name += "." + p.name().Text
	}
	return name
}

func (p *parser) fromImport() Stmt {
	start := p.next().Pos
	s := &ImportFrom{}
	for p.at(".") || p.at("...") {
		s.Level += len(p.next().Text)
	}
	if !p.at("import") {
		s.Module = p.dottedName()
	}
	p.expect("import")
	if t := p.tok(); t.is("*") {
		p.next()
		s.Names = []*Alias{{span: span{t.Pos, t.End}, Name: "*"}}
		s.span = span{start, p.prevEnd()}
		return s
	}
	paren := p.accept("(")
	for {
		aStart := p.tok().Pos
		a := &Alias{Name: p.name().Text}
		if p.accept("as") {
			a.AsName = p.name().Text
		}
		a.span = span{aStart, p.prevEnd()}
		s.Names = append(s.Names, a)
		if !p.accept(",") {
			break
		}
		if paren && p.at(")") {
			break
		}
		if !paren && p.atStatementEnd() {
			p.fail(p.prevEnd(), Pos{}, "trailing comma not allowed without surrounding parentheses")
		}
	}
	if paren {
		p.expect(")")
	}
	s.span = span{start, p.prevEnd()}
	return s
}

// ---- compound statements ----

func (p *parser) ifStmt(keyword string) Stmt {
	t := p.next()
	s := &If{Test: p.namedExpression()}
	p.checkConditionAssign(s.Test)
	p.expectColon()
	s.Body = p.block(fmt.Sprintf("'%s' statement", keyword), t.Pos.Line)
	switch e := p.tok(); {
	case e.is("elif"):
		p.nest()
		s.Else = []Stmt{p.ifStmt("elif")}
		p.unnest()
	case e.is("else"):
		p.next()
		p.expectColon()
		s.Else = p.block("'else' statement", e.Pos.Line)
	}
	s.span = span{t.Pos, p.prevEnd()}
	return s
}

// loopBody parses a loop's body with break and continue allowed.
func (p *parser) loopBody(what string, line int) []Stmt {
	saved := p.inLoop
	p.inLoop = true
	body := p.block(what, line)
	p.inLoop = saved
	return body
}

// elseBlock parses an optional else: block.
func (p *parser) elseBlock() []Stmt {
	e := p.tok()
	if !p.accept("else") {
		return nil
	}
	p.expectColon()
	return p.block("'else' statement", e.Pos.Line)
}

func (p *parser) whileStmt() Stmt {
	t := p.next()
	s := &While{Test: p.namedExpression()}
	p.checkConditionAssign(s.Test)
	p.expectColon()
	s.Body = p.loopBody("'while' statement", t.Pos.Line)
	s.Else = p.elseBlock()
	s.span = span{t.Pos, p.prevEnd()}
	return s
}

func (p *parser) forStmt() Stmt {
	t := p.next()
	s := &For{}
	s.Target = p.forTargets()
	p.expect("in")
	s.Iter = p.starExpressions()
	p.checkStarred(s.Iter)
	p.expectColon()
	s.Body = p.loopBody("'for' statement", t.Pos.Line)
	s.Else = p.elseBlock()
	s.span = span{t.Pos, p.prevEnd()}
	return s
}

// forTargets parses the target list of a for statement or
// comprehension: starred or bitwise-or expressions (so that 'in' ends
// it), a tuple when there is a comma.
func (p *parser) forTargets() Expr {
	start := p.tok().Pos
	var elts []Expr
	comma := false
	for {
		elts = append(elts, p.starOr(p.bitOr))
		if !p.at(",") {
			break
		}
		p.next()
		comma = true
		if p.at("in") {
			break
		}
	}
	var target Expr = elts[0]
	if comma {
		target = &Tuple{span: span{start, p.prevEnd()}, Elts: elts}
	}
	p.setContext(target, Store)
	return target
}

func (p *parser) tryStmt() Stmt {
	t := p.next()
	p.expectColon()
	s := &Try{Body: p.block("'try' statement", t.Pos.Line)}
	for p.at("except") {
		e := p.next()
		if p.at("*") {
			p.failf(e.Pos, p.tok().End, "'except*' is not supported by minipy")
		}
		h := &ExceptHandler{}
		if !p.at(":") {
			h.Type = p.expression()
			if p.at(",") {
				start, _ := h.Type.Span()
				for p.accept(",") {
					p.expression()
				}
				p.fail(start, p.prevEnd(), "multiple exception types must be parenthesized")
			}
			if p.accept("as") {
				h.Name = p.name().Text
			}
		}
		p.expectColon()
		h.Body = p.block("'except' statement", e.Pos.Line)
		h.span = span{e.Pos, p.prevEnd()}
		if n := len(s.Handlers); n > 0 && s.Handlers[n-1].Type == nil {
			p.failNode(s.Handlers[n-1], "default 'except:' must be last")
		}
		s.Handlers = append(s.Handlers, h)
	}
	if len(s.Handlers) > 0 {
		s.Else = p.elseBlock()
	}
	if f := p.tok(); p.accept("finally") {
		p.expectColon()
		s.Finally = p.block("'finally' statement", f.Pos.Line)
	}
	if len(s.Handlers) == 0 && s.Finally == nil {
		p.fail(p.tok().Pos, Pos{}, "expected 'except' or 'finally' block")
	}
	s.span = span{t.Pos, p.prevEnd()}
	return s
}

func (p *parser) withStmt() Stmt {
	t := p.next()
	s := &With{}
	if p.at("(") {
		s.Items = p.parenthesizedWithItems()
	}
	if s.Items == nil {
		for {
			s.Items = append(s.Items, p.withItem())
			if !p.accept(",") {
				break
			}
		}
	}
	p.expectColon()
	s.Body = p.block("'with' statement", t.Pos.Line)
	s.span = span{t.Pos, p.prevEnd()}
	return s
}

// parenthesizedWithItems tries with (a as b, c): the items in brackets,
// which must be followed by ':'. It returns nil, consuming nothing, when
// the bracket is part of the first item's expression instead.
func (p *parser) parenthesizedWithItems() []*WithItem {
	save, saveDepth, saveGeneric := p.i, p.depth, p.genericErr
	var items []*WithItem
	err := p.run(func() {
		p.next()
		for !p.at(")") {
			items = append(items, p.withItem())
			if !p.accept(",") {
				break
			}
		}
		p.expect(")")
		if !p.at(":") {
			p.failGeneric()
		}
	})
	if err != nil || len(items) == 0 {
		p.i, p.depth, p.genericErr = save, saveDepth, saveGeneric
		return nil
	}
	return items
}

func (p *parser) withItem() *WithItem {
	item := &WithItem{Context: p.expression()}
	if p.accept("as") {
		item.Vars = p.starOr(p.bitOr)
		p.setContext(item.Vars, Store)
	}
	return item
}

func (p *parser) decorated() Stmt {
	start := p.tok().Pos
	var decorators []Expr
	for p.accept("@") {
		decorators = append(decorators, p.namedExpression())
		if p.tok().Kind != NewlineToken {
			p.failGeneric()
		}
		p.next()
	}
	switch t := p.tok(); {
	case t.is("def"):
		return p.funcDef(decorators, start)
	case t.is("class"):
		return p.classDef(decorators, start)
	case t.is("async"):
		p.failf(t.Pos, t.End, "'async' is not supported by minipy")
	}
	p.failGeneric()
	return nil
}

func (p *parser) funcDef(decorators []Expr, start Pos) Stmt {
	t := p.next()
	s := &FunctionDef{Decorators: decorators, Name: p.name().Text}
	p.expect("(")
	s.Args = p.parameters(")", true)
	p.expect(")")
	if p.accept("->") {
		s.Returns = p.expression()
	}
	p.expectColon()
	savedLoop, savedFunc := p.inLoop, p.inFunc
	p.inLoop, p.inFunc = false, true
	s.Body = p.block("function definition", t.Pos.Line)
	p.inLoop, p.inFunc = savedLoop, savedFunc
	s.span = span{start, p.prevEnd()}
	return s
}

func (p *parser) classDef(decorators []Expr, start Pos) Stmt {
	t := p.next()
	s := &ClassDef{Decorators: decorators, Name: p.name().Text}
	if p.at("(") {
		open := p.next()
		s.Bases, s.Keywords = p.arguments(open)
	}
	p.expectColon()
	savedLoop, savedFunc := p.inLoop, p.inFunc
	p.inLoop, p.inFunc = false, false
	s.Body = p.block("class definition", t.Pos.Line)
	p.inLoop, p.inFunc = savedLoop, savedFunc
	s.span = span{start, p.prevEnd()}
	return s
}

// parameters parses a parameter list up to (not including) the closing
// token: a def's ')' (with annotations) or a lambda's ':'.
func (p *parser) parameters(closing string, annotations bool) *Arguments {
	a := &Arguments{}
	sawDefault, sawSlash, sawStar := false, false, false
	param := func() *Arg {
		t := p.name()
		arg := &Arg{Name: t.Text}
		if annotations && p.accept(":") {
			arg.Annotation = p.expression()
		}
		arg.span = span{t.Pos, p.prevEnd()}
		return arg
	}
	for !p.at(closing) {
		t := p.tok()
		switch {
		case a.Kwarg != nil:
			p.fail(t.Pos, Pos{}, "arguments cannot follow var-keyword argument")
		case t.is("/"):
			switch {
			case sawSlash:
				p.fail(t.Pos, t.End, "/ may appear only once")
			case sawStar:
				p.fail(t.Pos, t.End, "/ must be ahead of *")
			case len(a.Args) == 0:
				p.fail(t.Pos, t.End, "at least one argument must precede /")
			}
			p.next()
			sawSlash = true
			a.PosOnly, a.Args = a.Args, nil
		case t.is("*"):
			if sawStar {
				p.fail(t.Pos, t.End, "* argument may appear only once")
			}
			p.next()
			sawStar = true
			if p.at(",") && (p.peek(1).is(closing) || p.peek(1).is("**")) || p.at(closing) {
				p.fail(t.Pos, t.End, "named arguments must follow bare *")
			}
			if !p.at(",") {
				a.Vararg = param()
			}
		case t.is("**"):
			p.next()
			a.Kwarg = param()
		default:
			arg := param()
			var def Expr
			if p.accept("=") {
				def = p.expression()
			}
			switch {
			case sawStar:
				a.KwOnly = append(a.KwOnly, arg)
				a.KwDefaults = append(a.KwDefaults, def)
			case def != nil:
				sawDefault = true
				a.Args = append(a.Args, arg)
				a.Defaults = append(a.Defaults, def)
			case sawDefault:
				p.failNode(arg, "non-default argument follows default argument")
			default:
				a.Args = append(a.Args, arg)
			}
		}
		if !p.accept(",") {
			break
		}
	}
	return a
}
