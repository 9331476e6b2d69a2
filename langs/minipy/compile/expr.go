package compile

import (
	"math/big"

	"github.com/microjit/microjit/langs/minipy/syntax"
)

// binaryOps maps the syntax tree's operators to BINARY_OP arguments.
var binaryOps = [...]int{
	syntax.Add: NBAdd, syntax.Sub: NBSubtract, syntax.Mult: NBMultiply, syntax.MatMult: NBMatrixMultiply,
	syntax.Div: NBTrueDivide, syntax.Mod: NBRemainder, syntax.Pow: NBPower, syntax.LShift: NBLshift,
	syntax.RShift: NBRshift, syntax.BitOr: NBOr, syntax.BitXor: NBXor, syntax.BitAnd: NBAnd,
	syntax.FloorDiv: NBFloorDivide,
}

var unaryOps = [...]Opcode{syntax.Invert: UNARY_INVERT, syntax.Not: UNARY_NOT, syntax.UAdd: UNARY_POSITIVE,
	syntax.USub: UNARY_NEGATIVE}

// compareOps gives each comparison's instruction and argument.
var compareOps = [...]struct {
	op  Opcode
	arg int
}{
	syntax.Eq: {COMPARE_OP, CmpEq}, syntax.NotEq: {COMPARE_OP, CmpNe}, syntax.Lt: {COMPARE_OP, CmpLt},
	syntax.LtE: {COMPARE_OP, CmpLe}, syntax.Gt: {COMPARE_OP, CmpGt}, syntax.GtE: {COMPARE_OP, CmpGe},
	syntax.Is: {IS_OP, 0}, syntax.IsNot: {IS_OP, 1}, syntax.In: {CONTAINS_OP, 0}, syntax.NotIn: {CONTAINS_OP, 1},
}

// expr compiles e, leaving its value on the stack.
func (c *compiler) expr(e syntax.Expr) {
	old := c.setLine(e)
	defer c.restoreLine(old)
	if v, ok := c.constValue(e); ok {
		c.loadConst(v)
		return
	}
	switch e := e.(type) {
	case *syntax.Name:
		c.nameOp(e.Id, syntax.Load)
	case *syntax.BinOp:
		c.expr(e.Left)
		c.expr(e.Right)
		c.emit(BINARY_OP, binaryOps[e.Op])
	case *syntax.UnaryOp:
		c.expr(e.Operand)
		c.emit(unaryOps[e.Op], 0)
	case *syntax.BoolOp:
		end := c.newLabel()
		op := JUMP_IF_FALSE_OR_POP
		if e.Op == syntax.Or {
			op = JUMP_IF_TRUE_OR_POP
		}
		for i, v := range e.Values {
			c.expr(v)
			if i < len(e.Values)-1 {
				c.jump(op, end)
			}
		}
		c.bind(end)
	case *syntax.Compare:
		c.compare(e)
	case *syntax.IfExp:
		orelse, end := c.newLabel(), c.newLabel()
		c.jumpIf(e.Test, orelse, false)
		c.expr(e.Body)
		c.jump(JUMP_FORWARD, end)
		c.bind(orelse)
		c.expr(e.Else)
		c.bind(end)
	case *syntax.NamedExpr:
		c.expr(e.Value)
		c.emit(COPY, 1)
		c.store(e.Target)
	case *syntax.Lambda:
		c.lambda(e)
	case *syntax.Call:
		c.call(e)
	case *syntax.Attribute:
		c.expr(e.Value)
		c.atAttrName(e)
		c.emit(LOAD_ATTR, c.name(c.mangle(e.Attr)))
	case *syntax.Subscript:
		c.expr(e.Value)
		c.expr(e.Slice)
		c.emit(BINARY_SUBSCR, 0)
	case *syntax.Slice:
		for _, part := range []syntax.Expr{e.Lower, e.Upper} {
			if part != nil {
				c.expr(part)
			} else {
				c.loadConst(None)
			}
		}
		n := 2
		if e.Step != nil {
			c.expr(e.Step)
			n = 3
		}
		c.emit(BUILD_SLICE, n)
	case *syntax.Tuple:
		c.tuple(e.Elts)
	case *syntax.List:
		c.sequence(e.Elts, 0, BUILD_LIST, LIST_APPEND, LIST_EXTEND, false)
	case *syntax.Set:
		c.sequence(e.Elts, 0, BUILD_SET, SET_ADD, SET_UPDATE, false)
	case *syntax.Dict:
		c.dict(e)
	case *syntax.ListComp:
		c.comprehension(e, listComp, e.Gens, e.Elt, nil)
	case *syntax.SetComp:
		c.comprehension(e, setComp, e.Gens, e.Elt, nil)
	case *syntax.DictComp:
		c.comprehension(e, dictComp, e.Gens, e.Key, e.Value)
	case *syntax.GeneratorExp:
		c.comprehension(e, genExpr, e.Gens, e.Elt, nil)
	case *syntax.JoinedStr:
		c.joinedStr(e)
	case *syntax.FormattedValue:
		c.expr(e.Value)
		flags := 0
		switch e.Conversion {
		case 's':
			flags = FormatStr
		case 'r':
			flags = FormatRepr
		case 'a':
			flags = FormatASCII
		}
		if e.Spec != nil {
			c.expr(e.Spec)
			flags |= FormatWithSpec
		}
		c.emit(FORMAT_VALUE, flags)
	case *syntax.Yield:
		c.checkYield(e)
		if e.Value != nil {
			c.expr(e.Value)
		} else {
			c.loadConst(None)
		}
		c.emit(YIELD_VALUE, 0)
	case *syntax.YieldFrom:
		c.checkYield(e)
		c.expr(e.Value)
		c.emit(GET_YIELD_FROM_ITER, 0)
		c.loadConst(None)
		send, exit := c.newLabel(), c.newLabel()
		c.bind(send)
		c.jump(SEND, exit)
		c.emit(YIELD_VALUE, 0)
		c.jump(JUMP_BACKWARD_NO_INTERRUPT, send)
		c.bind(exit)
	case *syntax.Starred:
		c.fail(e, SyntaxErrorType, "can't use starred expression here")
	default:
		c.unsupported(e, "this expression")
	}
}

// joinedStr builds an f-string from its parts; a long one becomes
// ”.join([parts]), as in CPython.
func (c *compiler) joinedStr(e *syntax.JoinedStr) {
	if len(e.Values) > stackUseGuideline {
		c.loadConst("")
		c.emit(LOAD_METHOD, c.name("join"))
		c.emit(BUILD_LIST, 0)
		for _, v := range e.Values {
			c.expr(v)
			c.emit(LIST_APPEND, 1)
		}
		c.emit(CALL, 1)
		return
	}
	for _, v := range e.Values {
		c.expr(v)
	}
	if len(e.Values) != 1 {
		c.emit(BUILD_STRING, len(e.Values))
	}
}

func (c *compiler) checkYield(e syntax.Expr) {
	if c.u.scope.Kind != syntax.FunctionScope {
		c.fail(e, SyntaxErrorType, "'yield' outside function")
	}
}

// constValue folds e when it is a constant: a literal, a tuple of
// constants, or a negated number, as CPython's AST optimizer does.
func (c *compiler) constValue(e syntax.Expr) (Const, bool) {
	switch e := e.(type) {
	case *syntax.Constant:
		switch e.Kind {
		case syntax.ConstNone:
			return None, true
		case syntax.ConstTrue:
			return true, true
		case syntax.ConstFalse:
			return false, true
		case syntax.ConstEllipsis:
			return Ellipsis, true
		case syntax.ConstInt:
			return intConst(e.Int), true
		case syntax.ConstFloat:
			return e.Float, true
		case syntax.ConstComplex:
			return complex(0, e.Float), true
		case syntax.ConstStr:
			return e.Str, true
		case syntax.ConstBytes:
			return Bytes(e.Str), true
		}
	case *syntax.UnaryOp:
		if e.Op != syntax.USub {
			return nil, false
		}
		if k, ok := e.Operand.(*syntax.Constant); ok {
			switch k.Kind {
			case syntax.ConstInt:
				return intConst(new(big.Int).Neg(k.Int)), true
			case syntax.ConstFloat:
				return -k.Float, true
			case syntax.ConstComplex:
				return -complex(0, k.Float), true
			}
		}
	case *syntax.Tuple:
		if e.Ctx != syntax.Load {
			return nil, false
		}
		t := make(Tuple, len(e.Elts))
		for i, elt := range e.Elts {
			v, ok := c.constValue(elt)
			if !ok {
				return nil, false
			}
			t[i] = v
		}
		return t, true
	}
	return nil, false
}

// truth returns the truth of e when e is a constant.
func (c *compiler) truth(e syntax.Expr) (value, known bool) {
	v, ok := c.constValue(e)
	if !ok {
		return false, false
	}
	switch v := v.(type) {
	case NoneType:
		return false, true
	case bool:
		return v, true
	case int64:
		return v != 0, true
	case *big.Int:
		return v.Sign() != 0, true
	case float64:
		return v != 0, true
	case complex128:
		return v != 0, true
	case string:
		return v != "", true
	case Bytes:
		return v != "", true
	case Tuple:
		return len(v) > 0, true
	}
	return true, true
}

// jumpIf jumps to l when e's truth is cond, falling through otherwise,
// without building the boolean values of not, and and or.
func (c *compiler) jumpIf(e syntax.Expr, l label, cond bool) {
	if v, known := c.truth(e); known {
		if v == cond {
			c.jump(JUMP_FORWARD, l)
		}
		return
	}
	switch e := e.(type) {
	case *syntax.UnaryOp:
		if e.Op == syntax.Not {
			c.jumpIf(e.Operand, l, !cond)
			return
		}
	case *syntax.BoolOp:
		// and jumps on the first false value, or on the first true one.
		shortCircuit := e.Op == syntax.Or
		last := len(e.Values) - 1
		if shortCircuit == cond {
			for _, v := range e.Values {
				c.jumpIf(v, l, cond)
			}
			return
		}
		skip := c.newLabel()
		for _, v := range e.Values[:last] {
			c.jumpIf(v, skip, !cond)
		}
		c.jumpIf(e.Values[last], l, cond)
		c.bind(skip)
		return
	case *syntax.Compare:
		// CPython leaves a tested comparison's position in force after
		// its jump: an assert's raise is marked at its comparison.
		c.setLine(e)
	}
	c.expr(e)
	if cond {
		c.jump(POP_JUMP_IF_TRUE, l)
	} else {
		c.jump(POP_JUMP_IF_FALSE, l)
	}
}

// compare compiles a comparison; a chain evaluates each middle operand
// once and stops at the first false link, as CPython 3.11 does.
func (c *compiler) compare(e *syntax.Compare) {
	c.expr(e.Left)
	n := len(e.Ops) - 1
	if n == 0 {
		c.expr(e.Comparators[0])
		c.compareOp(e.Ops[0])
		return
	}
	cleanup, end := c.newLabel(), c.newLabel()
	for i := 0; i < n; i++ {
		c.expr(e.Comparators[i])
		c.emit(SWAP, 2)
		c.emit(COPY, 2)
		c.compareOp(e.Ops[i])
		c.jump(JUMP_IF_FALSE_OR_POP, cleanup)
	}
	c.expr(e.Comparators[n])
	c.compareOp(e.Ops[n])
	c.jump(JUMP_FORWARD, end)
	c.bind(cleanup)
	c.emit(SWAP, 2)
	c.emit(POP_TOP, 0)
	c.bind(end)
}

func (c *compiler) compareOp(op syntax.CmpOpKind) {
	o := compareOps[op]
	c.emit(o.op, o.arg)
}

// tuple builds a tuple of elts, which may hold starred items.
func (c *compiler) tuple(elts []syntax.Expr) {
	c.sequence(elts, 0, BUILD_LIST, LIST_APPEND, LIST_EXTEND, true)
}

func hasStarred(elts []syntax.Expr) bool {
	for _, e := range elts {
		if _, ok := e.(*syntax.Starred); ok {
			return true
		}
	}
	return false
}

// stackUseGuideline is CPython's STACK_USE_GUIDELINE: displays and
// calls with more items than this are built one item at a time, so the
// stack stays small whatever the size of the source.
const stackUseGuideline = 30

// sequence builds a list, set or (asTuple) tuple of elts on top of the
// pushed values already on the stack. A short display without starred
// items is one BUILD; a constant list or set extends an empty one by a
// constant tuple; otherwise it is built incrementally, extending by
// each *item.
func (c *compiler) sequence(elts []syntax.Expr, pushed int, build, add, extend Opcode, asTuple bool) {
	big := pushed+len(elts) > stackUseGuideline
	if asTuple && !big && pushed == 0 {
		if v, ok := c.constValue(&syntax.Tuple{Elts: elts, Ctx: syntax.Load}); ok {
			c.loadConst(v)
			return
		}
	}
	if !asTuple && pushed == 0 && len(elts) >= 3 {
		if v, ok := c.constValue(&syntax.Tuple{Elts: elts, Ctx: syntax.Load}); ok {
			c.emit(build, 0)
			c.loadConst(v)
			c.emit(extend, 1)
			return
		}
	}
	if !hasStarred(elts) && !big {
		if asTuple {
			build = BUILD_TUPLE
		}
		for _, e := range elts {
			c.expr(e)
		}
		c.emit(build, pushed+len(elts))
		return
	}
	built := false
	if big {
		c.emit(build, pushed)
		built = true
	}
	for i, e := range elts {
		if s, ok := e.(*syntax.Starred); ok {
			if !built {
				c.emit(build, pushed+i)
				built = true
			}
			c.expr(s.Value)
			c.emit(extend, 1)
			continue
		}
		c.expr(e)
		if built {
			c.emit(add, 1)
		}
	}
	if asTuple {
		c.emit(LIST_TO_TUPLE, 0)
	}
}

// dict builds a dict display; **d merges d where it stands.
func (c *compiler) dict(e *syntax.Dict) {
	pending, built := 0, false
	flush := func() {
		if pending > 0 || !built {
			c.emit(BUILD_MAP, pending)
			if built {
				c.emit(DICT_UPDATE, 1)
			}
			pending, built = 0, true
		}
	}
	if len(e.Keys) > stackUseGuideline {
		c.emit(BUILD_MAP, 0)
		built = true
	}
	for i, k := range e.Keys {
		if k == nil {
			flush()
			c.expr(e.Values[i])
			c.emit(DICT_UPDATE, 1)
			continue
		}
		c.expr(k)
		c.expr(e.Values[i])
		if len(e.Keys) > stackUseGuideline {
			c.emit(MAP_ADD, 1)
			continue
		}
		pending++
	}
	if pending > 0 || !built {
		flush()
	}
}

// call compiles a call. A method call obj.m(...) without * or **
// arguments uses LOAD_METHOD, which avoids making a bound method.
func (c *compiler) call(e *syntax.Call) {
	if attr, ok := e.Func.(*syntax.Attribute); ok && !hasStarred(e.Args) && !hasDoubleStar(e.Keywords) &&
		len(e.Args)+len(e.Keywords) <= stackUseGuideline {
		c.expr(attr.Value)
		old := c.setLine(attr)
		c.atAttrName(attr)
		c.emit(LOAD_METHOD, c.name(c.mangle(attr.Attr)))
		c.restoreLine(old)
		c.atAttrName(attr) // the call too is marked from the name on
		c.callArgs(0, e.Args, e.Keywords)
		return
	}
	c.emit(PUSH_NULL, 0)
	c.expr(e.Func)
	c.callArgs(0, e.Args, e.Keywords)
}

func hasDoubleStar(kws []*syntax.Keyword) bool {
	for _, k := range kws {
		if k.Arg == "" {
			return true
		}
	}
	return false
}

// callArgs pushes the arguments of a call whose callable (and pushed
// leading arguments) are on the stack, and calls it.
func (c *compiler) callArgs(pushed int, args []syntax.Expr, kws []*syntax.Keyword) {
	seen := map[string]bool{}
	for _, k := range kws {
		if k.Arg != "" && seen[k.Arg] {
			c.fail(k, SyntaxErrorType, "keyword argument repeated: %s", k.Arg)
		}
		seen[k.Arg] = true
	}
	if !hasStarred(args) && !hasDoubleStar(kws) && pushed+len(args)+len(kws) <= stackUseGuideline {
		for _, a := range args {
			c.expr(a)
		}
		if len(kws) > 0 {
			names := make(Tuple, len(kws))
			for i, k := range kws {
				c.expr(k.Value)
				names[i] = k.Arg
			}
			c.emit(KW_NAMES, c.constIndex(names))
		}
		c.emit(CALL, pushed+len(args)+len(kws))
		return
	}
	c.sequence(args, pushed, BUILD_LIST, LIST_APPEND, LIST_EXTEND, true)
	if len(kws) == 0 {
		c.emit(CALL_FUNCTION_EX, 0)
		return
	}
	pending, built := 0, false
	flush := func() {
		if pending > 0 {
			c.emit(BUILD_MAP, pending)
			if built {
				c.emit(DICT_MERGE, 1)
			}
			pending, built = 0, true
		}
	}
	for _, k := range kws {
		if k.Arg != "" {
			c.loadConst(k.Arg)
			c.expr(k.Value)
			if pending++; pending == stackUseGuideline/2 {
				flush()
			}
			continue
		}
		flush()
		if !built {
			c.emit(BUILD_MAP, 0)
			built = true
		}
		c.expr(k.Value)
		c.emit(DICT_MERGE, 1)
	}
	flush()
	c.emit(CALL_FUNCTION_EX, CallExKwargs)
}
