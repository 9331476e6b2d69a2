package syntax

import (
	"math/big"
	"strconv"
	"strings"
)

// Expressions are parsed by recursive descent, one function per
// precedence level of CPython's grammar, lowest first.

// binOps maps operator spellings to binary operators.
var binOps = map[string]BinOpKind{
	"+": Add, "-": Sub, "*": Mult, "@": MatMult, "/": Div, "%": Mod, "**": Pow,
	"<<": LShift, ">>": RShift, "|": BitOr, "^": BitXor, "&": BitAnd, "//": FloorDiv,
}

// cmpOps maps single-token comparison operators.
var cmpOps = map[string]CmpOpKind{
	"==": Eq, "!=": NotEq, "<": Lt, "<=": LtE, ">": Gt, ">=": GtE, "in": In, "is": Is,
}

// starExpressions is star_expressions: a tuple when there is a comma.
func (p *parser) starExpressions() Expr {
	return p.exprList(func() Expr { return p.starOr(p.expression) })
}

// starExpressionsOrYield is what may stand on either side of '='.
func (p *parser) starExpressionsOrYield() Expr {
	if p.at("yield") {
		return p.yieldExpr()
	}
	return p.starExpressions()
}

// exprList parses item (',' item)* [','] into a Tuple when there is a
// comma.
func (p *parser) exprList(item func() Expr) Expr {
	start := p.tok().Pos
	first := item()
	if !p.at(",") {
		return first
	}
	elts := []Expr{first}
	for p.accept(",") {
		if p.atListEnd() {
			break
		}
		elts = append(elts, item())
	}
	return &Tuple{span: span{start, p.prevEnd()}, Elts: elts}
}

// atListEnd reports whether an expression list ends at the current
// token (after a trailing comma).
func (p *parser) atListEnd() bool {
	t := p.tok()
	if t.Kind == NewlineToken || t.Kind == EOFToken {
		return true
	}
	if t.Kind == OpToken {
		switch t.Text {
		case ")", "]", "}", "=", ":", ";":
			return true
		}
		return strings.HasSuffix(t.Text, "=") && augOps[t.Text[:len(t.Text)-1]]
	}
	return t.is("in")
}

// starOr parses '*' bitwise_or as a Starred, or else item.
func (p *parser) starOr(item func() Expr) Expr {
	if t := p.tok(); t.is("*") {
		p.next()
		v := p.bitOr()
		return &Starred{span: span{t.Pos, p.prevEnd()}, Value: v}
	}
	return item()
}

// namedExpression is NAME ':=' expression or an expression.
func (p *parser) namedExpression() Expr {
	start := p.tok().Pos
	e := p.expression()
	if !p.at(":=") {
		return e
	}
	n, ok := e.(*Name)
	if !ok {
		p.failNode(e, "cannot use assignment expressions with %s", exprName(e))
	}
	p.next()
	n.Ctx = Store
	v := p.expression()
	return &NamedExpr{span: span{start, p.prevEnd()}, Target: n, Value: v}
}

// expression is a conditional expression, a lambda, or a disjunction.
func (p *parser) expression() Expr {
	p.nest()
	defer p.unnest()
	if p.at("lambda") {
		return p.lambda()
	}
	start := p.tok().Pos
	body := p.disjunction()
	if !p.at("if") {
		return body
	}
	p.next()
	test := p.disjunction()
	if !p.accept("else") {
		if p.atListEnd() || p.at(",") {
			p.fail(start, p.prevEnd(), "expected 'else' after 'if' expression")
		}
		p.failGeneric()
	}
	orElse := p.expression()
	return &IfExp{span: span{start, p.prevEnd()}, Test: test, Body: body, Else: orElse}
}

func (p *parser) lambda() Expr {
	start := p.next().Pos
	args := p.parameters(":", false)
	p.expect(":")
	savedLoop, savedFunc := p.inLoop, p.inFunc
	p.inLoop, p.inFunc = false, true
	body := p.expression()
	p.inLoop, p.inFunc = savedLoop, savedFunc
	return &Lambda{span: span{start, p.prevEnd()}, Args: args, Body: body}
}

func (p *parser) disjunction() Expr {
	e := p.boolOp("or", Or, p.conjunction)
	p.lastOperand = e
	return e
}

func (p *parser) conjunction() Expr { return p.boolOp("and", And, p.inversion) }

func (p *parser) boolOp(word string, op BoolOpKind, operand func() Expr) Expr {
	start := p.tok().Pos
	first := operand()
	if !p.at(word) {
		return first
	}
	values := []Expr{first}
	for p.accept(word) {
		values = append(values, operand())
	}
	return &BoolOp{span: span{start, p.prevEnd()}, Op: op, Values: values}
}

func (p *parser) inversion() Expr {
	if t := p.tok(); t.is("not") {
		p.nest()
		defer p.unnest()
		p.next()
		operand := p.inversion()
		return &UnaryOp{span: span{t.Pos, p.prevEnd()}, Op: Not, Operand: operand}
	}
	return p.comparison()
}

func (p *parser) comparison() Expr {
	start := p.tok().Pos
	left := p.bitOr()
	var ops []CmpOpKind
	var comparators []Expr
	for {
		t := p.tok()
		op, ok := cmpOps[t.Text]
		switch {
		case t.Kind != OpToken && t.Kind != NameToken:
			ok = false
		case t.is("not") && p.peek(1).is("in"):
			p.next()
			op, ok = NotIn, true
		case t.is("is") && p.peek(1).is("not"):
			p.next()
			op = IsNot
		}
		if !ok {
			break
		}
		p.next()
		ops = append(ops, op)
		comparators = append(comparators, p.bitOr())
	}
	if ops == nil {
		return left
	}
	return &Compare{span: span{start, p.prevEnd()}, Left: left, Ops: ops, Comparators: comparators}
}

// binaryLevels lists the binary operator levels from lowest to highest
// precedence, all left-associative.
var binaryLevels = [][]string{
	{"|"}, {"^"}, {"&"}, {"<<", ">>"}, {"+", "-"}, {"*", "/", "//", "%", "@"},
}

func (p *parser) bitOr() Expr { return p.binary(0) }

func (p *parser) binary(level int) Expr {
	if level == len(binaryLevels) {
		return p.factor()
	}
	start := p.tok().Pos
	left := p.binary(level + 1)
	depth := p.depth
	defer func() { p.depth = depth }()
	for {
		t := p.tok()
		if t.Kind != OpToken || !contains(binaryLevels[level], t.Text) {
			return left
		}
		// Each operator nests the tree one level deeper.
		p.nest()
		p.next()
		right := p.binary(level + 1)
		left = &BinOp{span: span{start, p.prevEnd()}, Left: left, Op: binOps[t.Text], Right: right}
	}
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// unaryOps maps the prefix operators of factor.
var unaryOps = map[string]UnaryOpKind{"+": UAdd, "-": USub, "~": Invert}

func (p *parser) factor() Expr {
	t := p.tok()
	if op, ok := unaryOps[t.Text]; ok && t.Kind == OpToken {
		p.nest()
		defer p.unnest()
		p.next()
		operand := p.factor()
		return &UnaryOp{span: span{t.Pos, p.prevEnd()}, Op: op, Operand: operand}
	}
	return p.power()
}

func (p *parser) power() Expr {
	start := p.tok().Pos
	if t := p.tok(); t.is("await") {
		p.failf(t.Pos, t.End, "'await' is not supported by minipy")
	}
	base := p.primary()
	if !p.accept("**") {
		return base
	}
	p.nest()
	defer p.unnest()
	exp := p.factor()
	return &BinOp{span: span{start, p.prevEnd()}, Left: base, Op: Pow, Right: exp}
}

// primary is an atom followed by attribute references, calls and
// subscripts.
func (p *parser) primary() Expr {
	start := p.tok().Pos
	e := p.atom()
	depth := p.depth
	defer func() { p.depth = depth }()
	for {
		// Each trailer nests the tree one level deeper.
		p.nest()
		switch t := p.tok(); {
		case t.is("."):
			p.next()
			name := p.name()
			e = &Attribute{span: span{start, name.End}, Value: e, Attr: name.Text}
		case t.is("("):
			p.next()
			args, keywords := p.arguments(t)
			e = &Call{span: span{start, p.prevEnd()}, Func: e, Args: args, Keywords: keywords}
		case t.is("["):
			p.next()
			index := p.slices()
			p.expect("]")
			e = &Subscript{span: span{start, p.prevEnd()}, Value: e, Slice: index}
		default:
			return e
		}
	}
}

// arguments parses a call's arguments after its '(' through the ')'.
func (p *parser) arguments(open Token) ([]Expr, []*Keyword) {
	p.nest()
	defer p.unnest()
	var args []Expr
	var keywords []*Keyword
	sawKeyword, sawDoubleStar := false, false
	for !p.at(")") {
		t := p.tok()
		switch {
		case t.is("*"):
			p.next()
			v := p.expression()
			s := &Starred{span: span{t.Pos, p.prevEnd()}, Value: v}
			if sawDoubleStar {
				p.fail(t.Pos, Pos{}, "iterable argument unpacking follows keyword argument unpacking")
			}
			args = append(args, s)
		case t.is("**"):
			p.next()
			v := p.expression()
			keywords = append(keywords, &Keyword{span: span{t.Pos, p.prevEnd()}, Value: v})
			sawDoubleStar = true
		case t.Kind == NameToken && p.peek(1).is("="):
			if t.Text == "True" || t.Text == "False" || t.Text == "None" {
				p.failf(t.Pos, p.peek(1).End, "cannot assign to %s", t.Text)
			}
			name := p.name()
			p.next()
			v := p.expression()
			keywords = append(keywords, &Keyword{span: span{t.Pos, p.prevEnd()}, Arg: name.Text, Value: v})
			sawKeyword = true
		default:
			e := p.namedExpression()
			if p.at("for") {
				e = p.comprehension(t.Pos, e, func(s span, gens []*Comprehension) Expr {
					return &GeneratorExp{span: s, Elt: e, Gens: gens}
				})
				if len(args) > 0 || len(keywords) > 0 || !p.at(")") {
					p.failNode(e, "Generator expression must be parenthesized")
				}
				// CPython's sole generator argument spans the call's brackets.
				g := e.(*GeneratorExp)
				g.Start, g.End = open.Pos, p.tok().End
			}
			if eq := p.tok(); eq.is("=") {
				p.fail(t.Pos, eq.End, "expression cannot contain assignment, perhaps you meant \"==\"?")
			}
			// CPython reports these at the token after the argument.
			switch next := p.tok(); {
			case sawDoubleStar:
				p.fail(next.Pos, next.End, "positional argument follows keyword argument unpacking")
			case sawKeyword:
				p.fail(next.Pos, next.End, "positional argument follows keyword argument")
			}
			args = append(args, e)
		}
		if !p.accept(",") {
			break
		}
	}
	p.expect(")")
	return args, keywords
}

// slices parses what is inside a subscript's brackets.
func (p *parser) slices() Expr {
	start := p.tok().Pos
	first := p.slice()
	if !p.at(",") {
		return first
	}
	elts := []Expr{first}
	for p.accept(",") {
		if p.at("]") {
			break
		}
		elts = append(elts, p.slice())
	}
	return &Tuple{span: span{start, p.prevEnd()}, Elts: elts}
}

func (p *parser) slice() Expr {
	start := p.tok().Pos
	if p.at("*") {
		return p.starOr(p.bitOr)
	}
	var lower Expr
	if !p.at(":") {
		lower = p.namedExpression()
		if !p.at(":") {
			return lower
		}
	}
	s := &Slice{Lower: lower}
	p.next()
	if !p.at(":") && !p.at("]") && !p.at(",") {
		s.Upper = p.expression()
	}
	if p.accept(":") && !p.at("]") && !p.at(",") {
		s.Step = p.expression()
	}
	s.span = span{start, p.prevEnd()}
	return s
}

func (p *parser) atom() Expr {
	t := p.tok()
	switch t.Kind {
	case NameToken:
		switch t.Text {
		case "None", "True", "False":
			p.next()
			kind := map[string]ConstKind{"None": ConstNone, "True": ConstTrue, "False": ConstFalse}[t.Text]
			return &Constant{span: span{t.Pos, t.End}, Kind: kind}
		case "yield", "lambda":
			p.failGeneric()
		}
		n := p.name()
		return &Name{span: span{n.Pos, n.End}, Id: n.Text}
	case NumberToken:
		p.next()
		return p.number(t)
	case StringToken:
		return p.strings()
	case OpToken:
		switch t.Text {
		case "(":
			return p.parenthesized()
		case "[":
			return p.listDisplay()
		case "{":
			return p.braceDisplay()
		case "...":
			p.next()
			return &Constant{span: span{t.Pos, t.End}, Kind: ConstEllipsis}
		}
	}
	p.failGeneric()
	return nil
}

// number converts a Number token the lexer has checked.
func (p *parser) number(t Token) Expr {
	c := &Constant{span: span{t.Pos, t.End}}
	text := strings.ReplaceAll(t.Text, "_", "")
	if imag, ok := strings.CutSuffix(strings.ToLower(text), "j"); ok {
		c.Kind = ConstComplex
		f, err := strconv.ParseFloat(imag, 64)
		if err != nil && !strings.Contains(err.Error(), "range") {
			p.fail(t.Pos, t.End, "invalid imaginary literal")
		}
		c.Float = f
		return c
	}
	lower := strings.ToLower(text)
	isInt := strings.HasPrefix(lower, "0x") || strings.HasPrefix(lower, "0o") || strings.HasPrefix(lower, "0b") ||
		!strings.ContainsAny(lower, ".e")
	if isInt {
		c.Kind = ConstInt
		c.Int = new(big.Int)
		if _, ok := c.Int.SetString(text, 0); !ok {
			// Only decimal "0000" spellings reach here: SetString reads
			// a leading zero as an octal prefix.
			c.Int.SetInt64(0)
		}
		return c
	}
	c.Kind = ConstFloat
	f, err := strconv.ParseFloat(text, 64)
	if err != nil && !strings.Contains(err.Error(), "range") {
		p.fail(t.Pos, t.End, "invalid decimal literal")
	}
	c.Float = f
	return c
}

func (p *parser) yieldExpr() Expr {
	t := p.next()
	if p.accept("from") {
		v := p.expression()
		return &YieldFrom{span: span{t.Pos, p.prevEnd()}, Value: v}
	}
	y := &Yield{}
	if !p.atListEnd() {
		y.Value = p.starExpressions()
	}
	y.span = span{t.Pos, p.prevEnd()}
	return y
}

// starNamedExpression is an element of a tuple, list or set display.
func (p *parser) starNamedExpression() Expr { return p.starOr(p.namedExpression) }

func (p *parser) parenthesized() Expr {
	p.nest()
	defer p.unnest()
	open := p.next()
	if p.at(")") {
		p.next()
		return &Tuple{span: span{open.Pos, p.prevEnd()}}
	}
	if p.at("yield") {
		y := p.yieldExpr()
		p.expect(")")
		return y
	}
	first := p.starNamedExpression()
	switch {
	case p.at("for"):
		if _, ok := first.(*Starred); ok {
			p.failNode(first, "iterable unpacking cannot be used in comprehension")
		}
		g := p.comprehension(open.Pos, first, func(s span, gens []*Comprehension) Expr {
			return &GeneratorExp{span: s, Elt: first, Gens: gens}
		})
		p.expect(")")
		g.(*GeneratorExp).End = p.prevEnd()
		return g
	case p.at(","):
		elts := []Expr{first}
		for p.accept(",") {
			if p.at(")") {
				break
			}
			elts = append(elts, p.starNamedExpression())
		}
		p.expect(")")
		return &Tuple{span: span{open.Pos, p.prevEnd()}, Elts: elts}
	}
	if _, ok := first.(*Starred); ok && p.at(")") {
		p.failNode(first, "cannot use starred expression here")
	}
	p.expect(")")
	return first
}

func (p *parser) listDisplay() Expr {
	p.nest()
	defer p.unnest()
	open := p.next()
	if p.accept("]") {
		return &List{span: span{open.Pos, p.prevEnd()}}
	}
	first := p.starNamedExpression()
	if p.at("for") {
		if _, ok := first.(*Starred); ok {
			p.failNode(first, "iterable unpacking cannot be used in comprehension")
		}
		c := p.comprehension(open.Pos, first, func(s span, gens []*Comprehension) Expr {
			return &ListComp{span: s, Elt: first, Gens: gens}
		})
		p.expect("]")
		c.(*ListComp).End = p.prevEnd()
		return c
	}
	elts := []Expr{first}
	for p.accept(",") {
		if p.at("]") {
			break
		}
		elts = append(elts, p.starNamedExpression())
	}
	p.expect("]")
	return &List{span: span{open.Pos, p.prevEnd()}, Elts: elts}
}

// braceDisplay parses a dict or set display or comprehension.
func (p *parser) braceDisplay() Expr {
	p.nest()
	defer p.unnest()
	open := p.next()
	if p.accept("}") {
		return &Dict{span: span{open.Pos, p.prevEnd()}}
	}
	if p.at("**") {
		return p.dictRest(open, nil, nil)
	}
	first := p.starNamedExpression()
	if _, starred := first.(*Starred); !starred && p.accept(":") {
		value := p.expression()
		if p.at("for") {
			c := p.comprehension(open.Pos, nil, func(s span, gens []*Comprehension) Expr {
				return &DictComp{span: s, Key: first, Value: value, Gens: gens}
			})
			p.expect("}")
			c.(*DictComp).End = p.prevEnd()
			return c
		}
		return p.dictRest(open, first, value)
	}
	if p.at("for") {
		if _, ok := first.(*Starred); ok {
			p.failNode(first, "iterable unpacking cannot be used in comprehension")
		}
		c := p.comprehension(open.Pos, first, func(s span, gens []*Comprehension) Expr {
			return &SetComp{span: s, Elt: first, Gens: gens}
		})
		p.expect("}")
		c.(*SetComp).End = p.prevEnd()
		return c
	}
	elts := []Expr{first}
	for p.accept(",") {
		if p.at("}") {
			break
		}
		elts = append(elts, p.starNamedExpression())
	}
	p.expect("}")
	return &Set{span: span{open.Pos, p.prevEnd()}, Elts: elts}
}

// dictRest parses the rest of a dict display whose first key and value
// (nil for a ** entry still to come) are parsed.
func (p *parser) dictRest(open Token, key, value Expr) Expr {
	d := &Dict{}
	if value != nil {
		d.Keys, d.Values = append(d.Keys, key), append(d.Values, value)
		if !p.accept(",") {
			p.expect("}")
			d.span = span{open.Pos, p.prevEnd()}
			return d
		}
	}
	for !p.at("}") {
		if p.accept("**") {
			d.Keys, d.Values = append(d.Keys, nil), append(d.Values, p.bitOr())
		} else {
			k := p.expression()
			if p.at(",") || p.at("}") {
				start, _ := k.Span()
				p.fail(start, Pos{}, "':' expected after dictionary key")
			}
			p.expect(":")
			d.Keys, d.Values = append(d.Keys, k), append(d.Values, p.expression())
		}
		if !p.accept(",") {
			break
		}
	}
	p.expect("}")
	d.span = span{open.Pos, p.prevEnd()}
	return d
}

// comprehension parses the for and if clauses after a comprehension's
// element and builds the node with make.
func (p *parser) comprehension(start Pos, elt Expr, make func(span, []*Comprehension) Expr) Expr {
	var gens []*Comprehension
	for p.at("for") || p.at("async") {
		if p.at("async") {
			p.failGeneric()
		}
		p.next()
		c := &Comprehension{Target: p.forTargets()}
		p.expect("in")
		c.Iter = p.disjunction()
		for p.accept("if") {
			c.Ifs = append(c.Ifs, p.disjunction())
		}
		gens = append(gens, c)
	}
	return make(span{start, p.prevEnd()}, gens)
}
