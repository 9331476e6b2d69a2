package syntax

import (
	"math/big"
	"slices"

	"github.com/microjit/microjit/langs/prolog/term"
)

// parser turns the tokens of one clause into a term: operator precedence
// parsing over ISO 6.3, with the operator table of the read.
type parser struct {
	toks  []token // ends with tEnd
	i     int
	ops   *Ops
	flags Flags
	depth int
	vars  map[string]*varInfo
	order []*varInfo
	stack []term.Term // the arguments and list elements being parsed
	// swi reads SWI-Prolog's dialect (Dialect SWI): an argument or a list
	// element is a term of any priority, up to a comma (or, in a list,
	// a bar) that is not inside brackets, which stopComma and stopBar
	// say while one is parsed.
	swi                bool
	stopComma, stopBar bool
}

type varInfo struct {
	name  string
	v     *term.Var
	count int
}

func (p *parser) peek() token { return p.toks[p.i] }

// peekAt returns the token n places ahead, or the last (end) token.
func (p *parser) peekAt(n int) token {
	return p.toks[min(p.i+n, len(p.toks)-1)]
}

func (p *parser) advance() token {
	t := p.toks[p.i]
	if p.i < len(p.toks)-1 {
		p.i++
	}
	return t
}

func (p *parser) fail(t token, desc string) error {
	return &SyntaxError{Desc: desc, Pos: t.pos}
}

// clause parses a whole clause: a term of priority ≤ 1200 and the end token.
func (p *parser) clause() (term.Term, error) {
	t, _, err := p.parse(MaxPriority)
	if err != nil {
		return nil, err
	}
	if end := p.peek(); end.kind != tEnd {
		return nil, p.unexpected(end)
	}
	return t, nil
}

// unexpected is the error for a token where an operator or the end of the
// term was expected.
func (p *parser) unexpected(t token) error {
	if name, ok := operatorName(t); ok && (p.isInfix(name) || p.isPostfix(name)) {
		return p.fail(t, errOperatorClash)
	}
	return p.fail(t, errOperatorExpected)
}

// operatorName returns the atom a token names when it can be an infix or
// postfix operator: a name, or the punctuation , and |. A quoted ',' is
// only an atom (ISO 6.3.4.3: the comma operator is the punctuation mark).
func operatorName(t token) (term.Atom, bool) {
	switch {
	case t.kind == tName && !(t.quoted && t.text == ","):
		return t.atom, true
	case t.kind == tPunct && t.text == ",":
		return term.Comma, true
	case t.kind == tPunct && t.text == "|":
		return term.Bar, true
	}
	return term.Atom{}, false
}

func (p *parser) isInfix(a term.Atom) bool {
	_, ok := p.ops.Lookup(a, Infix)
	return ok
}

func (p *parser) isPostfix(a term.Atom) bool {
	_, ok := p.ops.Lookup(a, Postfix)
	return ok
}

// parse parses a term of priority ≤ max; it returns the term and its
// priority. An atom that is an operator comes back with priority 1201
// whatever max is: the operator contexts refuse it, the others (arguments,
// brackets, a clause) ignore the priority returned.
func (p *parser) parse(max int) (term.Term, int, error) {
	p.depth++
	defer func() { p.depth-- }()
	if p.depth > maxNesting {
		return nil, 0, p.fail(p.peek(), errNestingTooDeep)
	}
	left, pri, err := p.primary(max)
	if err != nil {
		return nil, 0, err
	}
	return p.operators(left, pri, max)
}

// operators extends left (of priority leftPri) with infix and postfix
// operators as long as the priorities allow.
func (p *parser) operators(left term.Term, leftPri, max int) (term.Term, int, error) {
	for {
		next := p.peek()
		name, ok := operatorName(next)
		if !ok || p.stops(next) {
			return left, leftPri, nil
		}
		if op, ok := p.ops.Lookup(name, Infix); ok {
			l, r := op.args()
			if op.Priority <= max && leftPri <= l {
				p.advance()
				right, err := p.operand(r)
				if err != nil {
					return nil, 0, err
				}
				left = &term.Compound{Functor: name, Args: []term.Term{left, right}}
				leftPri = op.Priority
				continue
			}
		}
		if op, ok := p.ops.Lookup(name, Postfix); ok {
			l, _ := op.args()
			if op.Priority <= max && leftPri <= l {
				p.advance()
				left = &term.Compound{Functor: name, Args: []term.Term{left}}
				leftPri = op.Priority
				continue
			}
		}
		return left, leftPri, nil
	}
}

// stops reports whether the punctuation t ends the argument or list
// element being parsed in SWI-Prolog's dialect (stopComma, stopBar).
func (p *parser) stops(t token) bool {
	return t.kind == tPunct && (t.text == "," && p.stopComma || t.text == "|" && p.stopBar)
}

// element parses an argument (bar false) or a list element (bar true):
// a term of priority ≤ 999, or in SWI-Prolog's dialect of any priority up
// to the comma or bar that ends it.
func (p *parser) element(bar bool) (term.Term, error) {
	if !p.swi {
		t, _, err := p.parse(argMax)
		return t, err
	}
	comma, b := p.stopComma, p.stopBar
	p.stopComma, p.stopBar = true, bar
	t, _, err := p.parse(MaxPriority)
	p.stopComma, p.stopBar = comma, b
	return t, err
}

// nested parses a term of priority ≤ 1200 inside brackets or braces,
// where a comma or a bar is an operator again.
func (p *parser) nested() (term.Term, error) {
	comma, b := p.stopComma, p.stopBar
	p.stopComma, p.stopBar = false, false
	t, _, err := p.parse(MaxPriority)
	p.stopComma, p.stopBar = comma, b
	return t, err
}

// canStart reports whether a token can begin a term.
func canStart(t token) bool {
	switch t.kind {
	case tName, tVar, tNumber, tString, tBackQuote:
		return true
	case tPunct:
		return t.text == "(" || t.text == "[" || t.text == "{"
	}
	return false
}

// isOpenCT reports whether t is an opening parenthesis right after the
// previous token, with no layout: the open-ct of functional notation.
func isOpenCT(t token) bool { return t.kind == tPunct && t.text == "(" && !t.layout }

// primary parses a term that does not begin with an operand: a constant,
// a variable, a compound in functional notation, a bracketed, list or
// curly term, or a prefix operator with its argument.
func (p *parser) primary(max int) (term.Term, int, error) {
	t := p.advance()
	switch t.kind {
	case tNumber:
		return t.val, 0, nil
	case tVar:
		return p.variable(t.text), 0, nil
	case tString:
		return p.flags.DoubleQuotes.text(t.text), 0, nil
	case tBackQuote:
		return p.flags.BackQuotes.text(t.text), 0, nil
	case tName:
		return p.name(t, max)
	case tPunct:
		switch t.text {
		case "(":
			inner, err := p.nested()
			if err != nil {
				return nil, 0, err
			}
			return inner, 0, p.expect(")", errOperatorExpected)
		case "[":
			if p.peek().kind == tPunct && p.peek().text == "]" {
				p.advance()
				return p.constant(term.Nil)
			}
			return p.list()
		case "{":
			if p.peek().kind == tPunct && p.peek().text == "}" {
				p.advance()
				return p.constant(term.Curly)
			}
			inner, err := p.nested()
			if err != nil {
				return nil, 0, err
			}
			return &term.Compound{Functor: term.Curly, Args: []term.Term{inner}}, 0, p.expect("}", errOperatorExpected)
		}
	case tEnd, tEOF:
		return nil, 0, p.fail(t, errEndOfClause)
	}
	return nil, 0, p.fail(t, errCannotStartTerm)
}

// constant returns the atom [] or {}, or the compound they are the functor
// of in []( ... ) and {}( ... ) (as GNU Prolog and SWI-Prolog read them).
func (p *parser) constant(a term.Atom) (term.Term, int, error) {
	if isOpenCT(p.peek()) {
		p.advance()
		return p.arguments(a)
	}
	return a, 0, nil
}

// expect consumes the punctuation mark text, or fails with desc.
func (p *parser) expect(text, desc string) error {
	t := p.peek()
	if t.kind != tPunct || t.text != text {
		if name, ok := operatorName(t); ok && (p.isInfix(name) || p.isPostfix(name)) {
			desc = errOperatorClash
		}
		return p.fail(t, desc)
	}
	p.advance()
	return nil
}

// name parses what begins with a name token t.
func (p *parser) name(t token, max int) (term.Term, int, error) {
	a := t.atom
	next := p.peek()
	if isOpenCT(next) {
		p.advance()
		return p.arguments(a)
	}
	// A name - followed by a numeric literal is a negative number (ISO
	// 6.3.4.1; layout may come between, as GNU Prolog reads it, but not
	// in SWI-Prolog's dialect, where - 1 is -(1)).
	if t.text == "-" && !t.quoted && next.kind == tNumber && !(p.swi && next.layout) {
		p.advance()
		return negate(next.val), 0, nil
	}
	if op, ok := p.ops.Lookup(a, Prefix); ok && p.prefixApplies(next) {
		if op.Priority > max {
			return nil, 0, p.fail(t, errOperatorClash)
		}
		_, argMax := op.args()
		arg, err := p.operand(argMax)
		if err != nil {
			return nil, 0, err
		}
		return &term.Compound{Functor: a, Args: []term.Term{arg}}, op.Priority, nil
	}
	return p.atom(a)
}

// atom returns an atom with its priority as a term: ISO 6.3.1.3 gives an
// atom that is an operator priority 1201, so that it cannot be the operand
// of an operator (- = x and X = - are syntax errors, as in GNU Prolog;
// SWI-Prolog accepts them), while it can stand alone, as an argument, as a
// list element or in brackets: (-), f(-), [-].
func (p *parser) atom(a term.Atom) (term.Term, int, error) {
	if p.ops.IsOp(a) && !p.swi {
		return a, opAtomPriority, nil
	}
	return a, 0, nil
}

// opAtomPriority is the priority of an atom that is an operator.
const opAtomPriority = MaxPriority + 1

// operand parses the argument of an operator, of priority ≤ max.
func (p *parser) operand(max int) (term.Term, error) {
	start := p.peek()
	t, pri, err := p.parse(max)
	if err == nil && pri > max {
		err = p.fail(start, errOperatorClash)
	}
	return t, err
}

// prefixApplies reports whether a prefix operator followed by token next
// takes an argument, rather than standing as an atom: next must start a
// term, and an infix or postfix operator after a prefix operator is taken
// as that operator (- = x is =(-, x)) unless it is itself a prefix
// operator or a functor (- - a, - =(a, b)).
func (p *parser) prefixApplies(next token) bool {
	if !canStart(next) {
		return false
	}
	if next.kind != tName {
		return true
	}
	a := next.atom
	if !p.isInfix(a) && !p.isPostfix(a) {
		return true
	}
	if _, ok := p.ops.Lookup(a, Prefix); ok {
		return true
	}
	return isOpenCT(p.peekAt(1))
}

// arguments parses the arguments of f( ... ) after the open-ct. In
// SWI-Prolog's dialect f() is read as the atom f (SWI-Prolog 7 has
// compounds of no arguments, distinct from the atom; this reader does
// not).
func (p *parser) arguments(f term.Atom) (term.Term, int, error) {
	if t := p.peek(); p.swi && t.kind == tPunct && t.text == ")" {
		p.advance()
		return f, 0, nil
	}
	base := len(p.stack)
	defer func() { p.stack = p.stack[:base] }()
	for {
		arg, err := p.element(false)
		if err != nil {
			return nil, 0, err
		}
		p.stack = append(p.stack, arg)
		if t := p.peek(); t.kind == tPunct && t.text == "," {
			p.advance()
			continue
		}
		args := slices.Clone(p.stack[base:])
		return &term.Compound{Functor: f, Args: args}, 0, p.expect(")", errOperatorExpected)
	}
}

// list parses the elements of a list after its [.
func (p *parser) list() (term.Term, int, error) {
	base := len(p.stack)
	defer func() { p.stack = p.stack[:base] }()
	tail := term.Term(term.Nil)
	for {
		item, err := p.element(true)
		if err != nil {
			return nil, 0, err
		}
		p.stack = append(p.stack, item)
		t := p.peek()
		if t.kind != tPunct || t.text != "," && t.text != "|" {
			break
		}
		p.advance()
		if t.text == "|" {
			if tail, err = p.element(true); err != nil {
				return nil, 0, err
			}
			break
		}
	}
	return term.List(p.stack[base:], tail), 0, p.expect("]", errMissingBracket)
}

// variable returns the clause's variable named name (a fresh one for _).
func (p *parser) variable(name string) term.Term {
	if name == "_" {
		return term.NewVar(name)
	}
	v, ok := p.vars[name]
	if !ok {
		v = &varInfo{name: name, v: term.NewVar(name)}
		p.vars[name] = v
		p.order = append(p.order, v)
	}
	v.count++
	return v.v
}

// negate returns -n for a numeric literal n (which is not negative).
func negate(n term.Term) term.Term {
	switch x := n.(type) {
	case term.Int:
		return -x
	case term.Float:
		return -x
	case *term.BigInt:
		v := new(big.Int).Neg(x.V)
		return term.MakeBig(v)
	}
	return n
}
