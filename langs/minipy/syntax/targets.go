package syntax

// setContext marks e as assigned (Store) or deleted (Del), checking
// that it can be: a name, attribute, subscript, or a tuple or list of
// targets (with at most one starred for Store).
func (p *parser) setContext(e Expr, ctx Ctx) {
	if bad := invalidTarget(e, ctx); bad != nil {
		verb := "assign to"
		if ctx == Del {
			verb = "delete"
		}
		p.failNode(bad, "cannot %s %s", verb, exprName(bad))
	}
	switch t := e.(type) {
	case *Name:
		t.Ctx = ctx
	case *Attribute:
		t.Ctx = ctx
	case *Subscript:
		t.Ctx = ctx
	case *Starred:
		t.Ctx = ctx
		p.setContext(t.Value, ctx)
	case *Tuple:
		t.Ctx = ctx
		p.setElementsContext(t, t.Elts, ctx)
	case *List:
		t.Ctx = ctx
		p.setElementsContext(t, t.Elts, ctx)
	}
}

func (p *parser) setElementsContext(container Expr, elts []Expr, ctx Ctx) {
	starred := 0
	for _, elt := range elts {
		if _, ok := elt.(*Starred); ok {
			starred++
			if starred == 2 {
				p.failNode(container, "multiple starred expressions in assignment")
			}
		}
		p.setContext(elt, ctx)
	}
}

// invalidTarget returns the first part of e that cannot be a target in
// ctx, as CPython's _PyPegen_get_invalid_target finds it, or nil.
func invalidTarget(e Expr, ctx Ctx) Expr {
	switch t := e.(type) {
	case *Name, *Attribute, *Subscript:
		return nil
	case *Starred:
		if ctx == Del {
			return e
		}
		return invalidTarget(t.Value, ctx)
	case *Tuple:
		for _, elt := range t.Elts {
			if bad := invalidTarget(elt, ctx); bad != nil {
				return bad
			}
		}
		return nil
	case *List:
		for _, elt := range t.Elts {
			if bad := invalidTarget(elt, ctx); bad != nil {
				return bad
			}
		}
		return nil
	}
	return e
}

// exprName is how CPython's messages name a kind of expression.
func exprName(e Expr) string {
	switch t := e.(type) {
	case *Attribute:
		return "attribute"
	case *Subscript:
		return "subscript"
	case *Starred:
		return "starred"
	case *Name:
		return "name"
	case *List:
		return "list"
	case *Tuple:
		return "tuple"
	case *Lambda:
		return "lambda"
	case *Call:
		return "function call"
	case *BoolOp, *BinOp, *UnaryOp:
		return "expression"
	case *GeneratorExp:
		return "generator expression"
	case *Yield, *YieldFrom:
		return "yield expression"
	case *ListComp:
		return "list comprehension"
	case *SetComp:
		return "set comprehension"
	case *DictComp:
		return "dict comprehension"
	case *Dict:
		return "dict literal"
	case *Set:
		return "set display"
	case *JoinedStr, *FormattedValue:
		return "f-string expression"
	case *Compare:
		return "comparison"
	case *IfExp:
		return "conditional expression"
	case *NamedExpr:
		return "named expression"
	case *Constant:
		switch t.Kind {
		case ConstNone:
			return "None"
		case ConstTrue:
			return "True"
		case ConstFalse:
			return "False"
		case ConstEllipsis:
			return "ellipsis"
		}
		return "literal"
	}
	return "expression"
}

// maybeComparison reports whether target = value could be a mistyped
// comparison, where CPython adds "Maybe you meant '==' instead of '='?":
// both sides are single operands (bitwise_or in its grammar) and the
// target is not a keyword constant.
func maybeComparison(target, value Expr) bool {
	switch target.(type) {
	case *List, *GeneratorExp:
		return false
	}
	return isOperand(target) && isOperand(value) && !isKeywordConstant(target)
}

func isOperand(e Expr) bool {
	switch e.(type) {
	case *Tuple, *Starred, *Yield, *YieldFrom, *IfExp, *Lambda, *BoolOp, *Compare, *NamedExpr:
		return false
	case *UnaryOp:
		return e.(*UnaryOp).Op != Not
	}
	return true
}

func isKeywordConstant(e Expr) bool {
	c, ok := e.(*Constant)
	return ok && (c.Kind == ConstNone || c.Kind == ConstTrue || c.Kind == ConstFalse)
}

// checkStarred rejects a starred expression standing alone where only
// a value may stand.
func (p *parser) checkStarred(e Expr) {
	if _, ok := e.(*Starred); ok {
		p.failNode(e, "can't use starred expression here")
	}
}

// targetList parses the targets of del: a comma-separated list, a
// Tuple when there is more than one, each checked for ctx.
func (p *parser) targetList(ctx Ctx) []Expr {
	var targets []Expr
	for {
		t := p.starOr(p.bitOr)
		p.setContext(t, ctx)
		targets = append(targets, t)
		if !p.accept(",") || p.atStatementEnd() {
			break
		}
	}
	return targets
}
