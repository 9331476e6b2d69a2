package syntax

import (
	"math"
	"strings"
)

// Unparse renders an expression as source text the way CPython's
// compiler does for annotations under PEP 563 (ast_unparse.c): minimal
// parentheses by precedence, one space around binary operators,
// constants by repr.
func Unparse(e Expr) string {
	var u unparser
	u.expr(e, prTest)
	return u.String()
}

// The precedence levels of ast_unparse.c, loosest first.
const (
	prTuple = iota
	prTest  // if-else, lambda
	prOr
	prAnd
	prNot
	prCmp
	prExpr // |
	prBXor
	prBAnd
	prShift
	prArith
	prTerm
	prFactor
	prPower
	prAwait
	prAtom
)

var binOpText = [...]struct {
	text string
	prec int
}{
	Add: {" + ", prArith}, Sub: {" - ", prArith}, Mult: {" * ", prTerm}, MatMult: {" @ ", prTerm},
	Div: {" / ", prTerm}, Mod: {" % ", prTerm}, FloorDiv: {" // ", prTerm}, Pow: {" ** ", prPower},
	LShift: {" << ", prShift}, RShift: {" >> ", prShift}, BitOr: {" | ", prExpr},
	BitXor: {" ^ ", prBXor}, BitAnd: {" & ", prBAnd},
}

var cmpOpText = [...]string{Eq: " == ", NotEq: " != ", Lt: " < ", LtE: " <= ", Gt: " > ", GtE: " >= ",
	Is: " is ", IsNot: " is not ", In: " in ", NotIn: " not in "}

type unparser struct{ strings.Builder }

func (u *unparser) open(level, prec int) {
	if level > prec {
		u.WriteByte('(')
	}
}

func (u *unparser) close(level, prec int) {
	if level > prec {
		u.WriteByte(')')
	}
}

func (u *unparser) list(es []Expr, level int) {
	for i, x := range es {
		if i > 0 {
			u.WriteString(", ")
		}
		u.expr(x, level)
	}
}

func (u *unparser) expr(e Expr, level int) {
	switch e := e.(type) {
	case *BoolOp:
		prec, op := prOr, " or "
		if e.Op == And {
			prec, op = prAnd, " and "
		}
		u.open(level, prec)
		for i, v := range e.Values {
			if i > 0 {
				u.WriteString(op)
			}
			u.expr(v, prec+1)
		}
		u.close(level, prec)
	case *BinOp:
		op := binOpText[e.Op]
		rassoc := 0
		if e.Op == Pow {
			rassoc = 1
		}
		u.open(level, op.prec)
		u.expr(e.Left, op.prec+rassoc)
		u.WriteString(op.text)
		u.expr(e.Right, op.prec+1-rassoc)
		u.close(level, op.prec)
	case *UnaryOp:
		prec, op := prFactor, "-"
		switch e.Op {
		case Invert:
			op = "~"
		case Not:
			prec, op = prNot, "not "
		case UAdd:
			op = "+"
		}
		u.open(level, prec)
		u.WriteString(op)
		u.expr(e.Operand, prec)
		u.close(level, prec)
	case *Lambda:
		u.open(level, prTest)
		u.WriteString("lambda")
		if a := u.args(e.Args); a != "" {
			u.WriteString(" " + a)
		}
		u.WriteString(": ")
		u.expr(e.Body, prTest)
		u.close(level, prTest)
	case *IfExp:
		u.open(level, prTest)
		u.expr(e.Body, prTest+1)
		u.WriteString(" if ")
		u.expr(e.Test, prTest+1)
		u.WriteString(" else ")
		u.expr(e.Else, prTest)
		u.close(level, prTest)
	case *Dict:
		u.WriteByte('{')
		for i := range e.Values {
			if i > 0 {
				u.WriteString(", ")
			}
			if e.Keys[i] == nil {
				u.WriteString("**")
				u.expr(e.Values[i], prExpr)
				continue
			}
			u.expr(e.Keys[i], prTest)
			u.WriteString(": ")
			u.expr(e.Values[i], prTest)
		}
		u.WriteByte('}')
	case *Set:
		u.WriteByte('{')
		u.list(e.Elts, prTest)
		u.WriteByte('}')
	case *ListComp:
		u.WriteByte('[')
		u.expr(e.Elt, prTest)
		u.comprehensions(e.Gens)
		u.WriteByte(']')
	case *SetComp:
		u.WriteByte('{')
		u.expr(e.Elt, prTest)
		u.comprehensions(e.Gens)
		u.WriteByte('}')
	case *DictComp:
		u.WriteByte('{')
		u.expr(e.Key, prTest)
		u.WriteString(": ")
		u.expr(e.Value, prTest)
		u.comprehensions(e.Gens)
		u.WriteByte('}')
	case *GeneratorExp:
		u.WriteByte('(')
		u.expr(e.Elt, prTest)
		u.comprehensions(e.Gens)
		u.WriteByte(')')
	case *Yield:
		u.WriteString("(yield")
		if e.Value != nil {
			u.WriteByte(' ')
			u.expr(e.Value, prTest)
		}
		u.WriteByte(')')
	case *YieldFrom:
		u.WriteString("(yield from ")
		u.expr(e.Value, prTest)
		u.WriteByte(')')
	case *Compare:
		u.open(level, prCmp)
		u.expr(e.Left, prCmp+1)
		for i, op := range e.Ops {
			u.WriteString(cmpOpText[op])
			u.expr(e.Comparators[i], prCmp+1)
		}
		u.close(level, prCmp)
	case *Call:
		u.expr(e.Func, prAtom)
		if len(e.Args) == 1 && len(e.Keywords) == 0 {
			if g, ok := e.Args[0].(*GeneratorExp); ok {
				u.expr(g, prTest)
				return
			}
		}
		u.WriteByte('(')
		u.list(e.Args, prTest)
		for i, k := range e.Keywords {
			if i > 0 || len(e.Args) > 0 {
				u.WriteString(", ")
			}
			if k.Arg == "" {
				u.WriteString("**")
			} else {
				u.WriteString(k.Arg + "=")
			}
			u.expr(k.Value, prTest)
		}
		u.WriteByte(')')
	case *Constant:
		u.constant(e)
	case *JoinedStr:
		u.WriteString("f" + PyRepr(u.fstringBody(e)))
	case *FormattedValue:
		u.WriteString("f" + PyRepr(u.fstringBody(&JoinedStr{Values: []Expr{e}})))
	case *Attribute:
		u.expr(e.Value, prAtom)
		if c, ok := e.Value.(*Constant); ok && c.Kind == ConstInt {
			u.WriteByte(' ')
		}
		u.WriteString("." + e.Attr)
	case *Subscript:
		u.expr(e.Value, prAtom)
		u.WriteByte('[')
		if t, ok := e.Slice.(*Tuple); ok && len(t.Elts) > 0 {
			u.list(t.Elts, prTest)
			if len(t.Elts) == 1 {
				u.WriteByte(',')
			}
		} else {
			u.expr(e.Slice, prTuple)
		}
		u.WriteByte(']')
	case *Starred:
		u.WriteByte('*')
		u.expr(e.Value, prExpr)
	case *Name:
		u.WriteString(e.Id)
	case *List:
		u.WriteByte('[')
		u.list(e.Elts, prTest)
		u.WriteByte(']')
	case *Tuple:
		if len(e.Elts) == 0 {
			u.WriteString("()")
			return
		}
		u.open(level, prTuple)
		u.list(e.Elts, prTest)
		if len(e.Elts) == 1 {
			u.WriteByte(',')
		}
		u.close(level, prTuple)
	case *Slice:
		if e.Lower != nil {
			u.expr(e.Lower, prTest)
		}
		u.WriteByte(':')
		if e.Upper != nil {
			u.expr(e.Upper, prTest)
		}
		if e.Step != nil {
			u.WriteByte(':')
			u.expr(e.Step, prTest)
		}
	case *NamedExpr:
		u.open(level, prTuple)
		u.WriteString(e.Target.Id + " := ")
		u.expr(e.Value, prAtom)
		u.close(level, prTuple)
	}
}

func (u *unparser) constant(c *Constant) {
	switch c.Kind {
	case ConstNone:
		u.WriteString("None")
	case ConstTrue:
		u.WriteString("True")
	case ConstFalse:
		u.WriteString("False")
	case ConstEllipsis:
		u.WriteString("...")
	case ConstInt:
		u.WriteString(c.Int.String())
	case ConstFloat:
		if math.IsInf(c.Float, 0) {
			u.WriteString("1e309") // as ast_unparse writes an infinity
			return
		}
		u.WriteString(FloatRepr(c.Float))
	case ConstComplex:
		if math.IsInf(c.Float, 0) {
			u.WriteString("1e309j")
			return
		}
		u.WriteString(ComplexRepr(complex(0, c.Float)))
	case ConstStr:
		u.WriteString(PyRepr(c.Str))
	}
}

func (u *unparser) comprehensions(gens []*Comprehension) {
	for _, g := range gens {
		u.WriteString(" for ")
		u.expr(g.Target, prTuple)
		u.WriteString(" in ")
		u.expr(g.Iter, prTest+1)
		for _, c := range g.Ifs {
			u.WriteString(" if ")
			u.expr(c, prTest+1)
		}
	}
}

// fstringBody is the text between an f-string's quotes.
func (u *unparser) fstringBody(j *JoinedStr) string {
	var b strings.Builder
	for _, v := range j.Values {
		switch v := v.(type) {
		case *Constant:
			b.WriteString(strings.NewReplacer("{", "{{", "}", "}}").Replace(v.Str))
		case *FormattedValue:
			var inner unparser
			inner.expr(v.Value, prTest+1)
			s := inner.String()
			b.WriteByte('{')
			if strings.HasPrefix(s, "{") {
				b.WriteByte(' ')
			}
			b.WriteString(s)
			if v.Conversion > 0 {
				b.WriteString("!" + string(rune(v.Conversion)))
			}
			if v.Spec != nil {
				b.WriteString(":" + u.fstringBody(v.Spec))
			}
			b.WriteByte('}')
		}
	}
	return b.String()
}

// args renders a parameter list (of a lambda).
func (u *unparser) args(a *Arguments) string {
	var parts []string
	nd := len(a.Defaults)
	pos := append(append([]*Arg(nil), a.PosOnly...), a.Args...)
	for i, p := range pos {
		s := p.Name
		if d := i - (len(pos) - nd); d >= 0 {
			var du unparser
			du.expr(a.Defaults[d], prTest)
			s += "=" + du.String()
		}
		parts = append(parts, s)
		if i == len(a.PosOnly)-1 {
			parts = append(parts, "/")
		}
	}
	if a.Vararg != nil {
		parts = append(parts, "*"+a.Vararg.Name)
	} else if len(a.KwOnly) > 0 {
		parts = append(parts, "*")
	}
	for i, p := range a.KwOnly {
		s := p.Name
		if d := a.KwDefaults[i]; d != nil {
			var du unparser
			du.expr(d, prTest)
			s += "=" + du.String()
		}
		parts = append(parts, s)
	}
	if a.Kwarg != nil {
		parts = append(parts, "**"+a.Kwarg.Name)
	}
	return strings.Join(parts, ", ")
}
