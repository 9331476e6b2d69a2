package syntax

import (
	"fmt"
	"math"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Dump renders a module exactly as CPython 3.11's ast.dump(ast.parse(src))
// does (no positions), so the parser can be checked against CPython.
func Dump(m *Module) string {
	var d dumper
	d.node("Module", field{"body", d.stmts(m.Body)}, field{"type_ignores", "[]"})
	return d.String()
}

type dumper struct{ strings.Builder }

// field is a name=value pair of a node; an empty value is left out, as
// ast.dump leaves out fields that are None.
type field struct{ name, value string }

func (d *dumper) node(kind string, fields ...field) {
	d.WriteString(format(kind, fields...))
}

func format(kind string, fields ...field) string {
	var parts []string
	for _, f := range fields {
		if f.value != "" {
			parts = append(parts, f.name+"="+f.value)
		}
	}
	return kind + "(" + strings.Join(parts, ", ") + ")"
}

func list[T any](items []T, f func(T) string) string {
	parts := make([]string, len(items))
	for i, it := range items {
		parts[i] = f(it)
	}
	return "[" + strings.Join(parts, ", ") + "]"
}

func (d *dumper) stmts(body []Stmt) string { return list(body, d.stmt) }

func (d *dumper) exprs(es []Expr) string {
	return list(es, func(e Expr) string {
		if e == nil {
			return "None"
		}
		return d.expr(e)
	})
}

func (d *dumper) opt(e Expr) string {
	if e == nil {
		return ""
	}
	return d.expr(e)
}

func pyStrOpt(s string) string {
	if s == "" {
		return ""
	}
	return PyRepr(s)
}

func (d *dumper) stmt(s Stmt) string {
	switch s := s.(type) {
	case *FunctionDef:
		return format("FunctionDef", field{"name", PyRepr(s.Name)}, field{"args", d.arguments(s.Args)},
			field{"body", d.stmts(s.Body)}, field{"decorator_list", d.exprs(s.Decorators)}, field{"returns", d.opt(s.Returns)})
	case *ClassDef:
		return format("ClassDef", field{"name", PyRepr(s.Name)}, field{"bases", d.exprs(s.Bases)},
			field{"keywords", list(s.Keywords, d.keyword)}, field{"body", d.stmts(s.Body)},
			field{"decorator_list", d.exprs(s.Decorators)})
	case *Return:
		return format("Return", field{"value", d.opt(s.Value)})
	case *Delete:
		return format("Delete", field{"targets", d.exprs(s.Targets)})
	case *Assign:
		return format("Assign", field{"targets", d.exprs(s.Targets)}, field{"value", d.expr(s.Value)})
	case *AugAssign:
		return format("AugAssign", field{"target", d.expr(s.Target)}, field{"op", binOpNames[s.Op] + "()"},
			field{"value", d.expr(s.Value)})
	case *AnnAssign:
		simple := "0"
		if s.Simple {
			simple = "1"
		}
		return format("AnnAssign", field{"target", d.expr(s.Target)}, field{"annotation", d.expr(s.Annotation)},
			field{"value", d.opt(s.Value)}, field{"simple", simple})
	case *For:
		return format("For", field{"target", d.expr(s.Target)}, field{"iter", d.expr(s.Iter)},
			field{"body", d.stmts(s.Body)}, field{"orelse", d.stmts(s.Else)})
	case *While:
		return format("While", field{"test", d.expr(s.Test)}, field{"body", d.stmts(s.Body)}, field{"orelse", d.stmts(s.Else)})
	case *If:
		return format("If", field{"test", d.expr(s.Test)}, field{"body", d.stmts(s.Body)}, field{"orelse", d.stmts(s.Else)})
	case *With:
		return format("With", field{"items", list(s.Items, func(w *WithItem) string {
			return format("withitem", field{"context_expr", d.expr(w.Context)}, field{"optional_vars", d.opt(w.Vars)})
		})}, field{"body", d.stmts(s.Body)})
	case *Raise:
		return format("Raise", field{"exc", d.opt(s.Exc)}, field{"cause", d.opt(s.Cause)})
	case *Try:
		return format("Try", field{"body", d.stmts(s.Body)}, field{"handlers", list(s.Handlers, func(h *ExceptHandler) string {
			return format("ExceptHandler", field{"type", d.opt(h.Type)}, field{"name", pyStrOpt(h.Name)}, field{"body", d.stmts(h.Body)})
		})}, field{"orelse", d.stmts(s.Else)}, field{"finalbody", d.stmts(s.Finally)})
	case *Assert:
		return format("Assert", field{"test", d.expr(s.Test)}, field{"msg", d.opt(s.Msg)})
	case *Import:
		return format("Import", field{"names", list(s.Names, alias)})
	case *ImportFrom:
		return format("ImportFrom", field{"module", pyStrOpt(s.Module)}, field{"names", list(s.Names, alias)},
			field{"level", strconv.Itoa(s.Level)})
	case *Global:
		return format("Global", field{"names", list(s.Names, PyRepr)})
	case *Nonlocal:
		return format("Nonlocal", field{"names", list(s.Names, PyRepr)})
	case *ExprStmt:
		return format("Expr", field{"value", d.expr(s.Value)})
	case *Pass:
		return "Pass()"
	case *Match:
		return d.match(s)
	case *Break:
		return "Break()"
	case *Continue:
		return "Continue()"
	}
	panic(fmt.Sprintf("dump: unknown statement %T", s))
}

func alias(a *Alias) string {
	return format("alias", field{"name", PyRepr(a.Name)}, field{"asname", pyStrOpt(a.AsName)})
}

func (d *dumper) keyword(k *Keyword) string {
	return format("keyword", field{"arg", pyStrOpt(k.Arg)}, field{"value", d.expr(k.Value)})
}

func (d *dumper) arg(a *Arg) string {
	if a == nil {
		return ""
	}
	return format("arg", field{"arg", PyRepr(a.Name)}, field{"annotation", d.opt(a.Annotation)})
}

func (d *dumper) arguments(a *Arguments) string {
	return format("arguments", field{"posonlyargs", list(a.PosOnly, d.arg)}, field{"args", list(a.Args, d.arg)},
		field{"vararg", d.arg(a.Vararg)}, field{"kwonlyargs", list(a.KwOnly, d.arg)},
		field{"kw_defaults", d.exprs(a.KwDefaults)}, field{"kwarg", d.arg(a.Kwarg)}, field{"defaults", d.exprs(a.Defaults)})
}

var ctxNames = [...]string{Load: "Load()", Store: "Store()", Del: "Del()"}

var binOpNames = [...]string{
	Add: "Add", Sub: "Sub", Mult: "Mult", MatMult: "MatMult", Div: "Div", Mod: "Mod", Pow: "Pow",
	LShift: "LShift", RShift: "RShift", BitOr: "BitOr", BitXor: "BitXor", BitAnd: "BitAnd", FloorDiv: "FloorDiv",
}

var cmpOpNames = [...]string{
	Eq: "Eq", NotEq: "NotEq", Lt: "Lt", LtE: "LtE", Gt: "Gt", GtE: "GtE", Is: "Is", IsNot: "IsNot", In: "In", NotIn: "NotIn",
}

var unaryOpNames = [...]string{Invert: "Invert", Not: "Not", UAdd: "UAdd", USub: "USub"}

func (d *dumper) gens(gens []*Comprehension) string {
	return list(gens, func(c *Comprehension) string {
		return format("comprehension", field{"target", d.expr(c.Target)}, field{"iter", d.expr(c.Iter)},
			field{"ifs", d.exprs(c.Ifs)}, field{"is_async", "0"})
	})
}

func (d *dumper) expr(e Expr) string {
	switch e := e.(type) {
	case *BoolOp:
		op := "And()"
		if e.Op == Or {
			op = "Or()"
		}
		return format("BoolOp", field{"op", op}, field{"values", d.exprs(e.Values)})
	case *NamedExpr:
		return format("NamedExpr", field{"target", d.expr(e.Target)}, field{"value", d.expr(e.Value)})
	case *BinOp:
		return format("BinOp", field{"left", d.expr(e.Left)}, field{"op", binOpNames[e.Op] + "()"}, field{"right", d.expr(e.Right)})
	case *UnaryOp:
		return format("UnaryOp", field{"op", unaryOpNames[e.Op] + "()"}, field{"operand", d.expr(e.Operand)})
	case *Lambda:
		return format("Lambda", field{"args", d.arguments(e.Args)}, field{"body", d.expr(e.Body)})
	case *IfExp:
		return format("IfExp", field{"test", d.expr(e.Test)}, field{"body", d.expr(e.Body)}, field{"orelse", d.expr(e.Else)})
	case *Dict:
		return format("Dict", field{"keys", d.exprs(e.Keys)}, field{"values", d.exprs(e.Values)})
	case *Set:
		return format("Set", field{"elts", d.exprs(e.Elts)})
	case *ListComp:
		return format("ListComp", field{"elt", d.expr(e.Elt)}, field{"generators", d.gens(e.Gens)})
	case *SetComp:
		return format("SetComp", field{"elt", d.expr(e.Elt)}, field{"generators", d.gens(e.Gens)})
	case *GeneratorExp:
		return format("GeneratorExp", field{"elt", d.expr(e.Elt)}, field{"generators", d.gens(e.Gens)})
	case *DictComp:
		return format("DictComp", field{"key", d.expr(e.Key)}, field{"value", d.expr(e.Value)}, field{"generators", d.gens(e.Gens)})
	case *Yield:
		return format("Yield", field{"value", d.opt(e.Value)})
	case *YieldFrom:
		return format("YieldFrom", field{"value", d.expr(e.Value)})
	case *Compare:
		return format("Compare", field{"left", d.expr(e.Left)},
			field{"ops", list(e.Ops, func(op CmpOpKind) string { return cmpOpNames[op] + "()" })},
			field{"comparators", d.exprs(e.Comparators)})
	case *Call:
		return format("Call", field{"func", d.expr(e.Func)}, field{"args", d.exprs(e.Args)}, field{"keywords", list(e.Keywords, d.keyword)})
	case *FormattedValue:
		spec := ""
		if e.Spec != nil {
			spec = d.expr(e.Spec)
		}
		return format("FormattedValue", field{"value", d.expr(e.Value)}, field{"conversion", strconv.Itoa(e.Conversion)},
			field{"format_spec", spec})
	case *JoinedStr:
		return format("JoinedStr", field{"values", d.exprs(e.Values)})
	case *Constant:
		kind := ""
		if e.U {
			kind = "'u'"
		}
		return format("Constant", field{"value", constRepr(e)}, field{"kind", kind})
	case *Attribute:
		return format("Attribute", field{"value", d.expr(e.Value)}, field{"attr", PyRepr(e.Attr)}, field{"ctx", ctxNames[e.Ctx]})
	case *Subscript:
		return format("Subscript", field{"value", d.expr(e.Value)}, field{"slice", d.expr(e.Slice)}, field{"ctx", ctxNames[e.Ctx]})
	case *Starred:
		return format("Starred", field{"value", d.expr(e.Value)}, field{"ctx", ctxNames[e.Ctx]})
	case *Name:
		return format("Name", field{"id", PyRepr(e.Id)}, field{"ctx", ctxNames[e.Ctx]})
	case *List:
		return format("List", field{"elts", d.exprs(e.Elts)}, field{"ctx", ctxNames[e.Ctx]})
	case *Tuple:
		return format("Tuple", field{"elts", d.exprs(e.Elts)}, field{"ctx", ctxNames[e.Ctx]})
	case *Slice:
		return format("Slice", field{"lower", d.opt(e.Lower)}, field{"upper", d.opt(e.Upper)}, field{"step", d.opt(e.Step)})
	}
	panic(fmt.Sprintf("dump: unknown expression %T", e))
}

func constRepr(c *Constant) string {
	switch c.Kind {
	case ConstNone:
		return "None"
	case ConstTrue:
		return "True"
	case ConstFalse:
		return "False"
	case ConstEllipsis:
		return "Ellipsis"
	case ConstInt:
		return c.Int.String()
	case ConstFloat:
		return FloatRepr(c.Float)
	case ConstComplex:
		return ComplexRepr(complex(0, c.Float))
	case ConstBytes:
		return BytesRepr(c.Str)
	}
	return PyRepr(c.Str)
}

// BytesRepr formats the bytes b as Python's repr of a bytes object
// does: b'...' (b"..." when b holds a ' and no "), printable ASCII as
// itself, \t \n \r and \\ escaped, other bytes as \xhh.
func BytesRepr(b string) string {
	quote := byte('\'')
	if strings.IndexByte(b, '\'') >= 0 && strings.IndexByte(b, '"') < 0 {
		quote = '"'
	}
	var out strings.Builder
	out.Grow(len(b) + 3)
	out.WriteByte('b')
	out.WriteByte(quote)
	const hex = "0123456789abcdef"
	for i := 0; i < len(b); i++ {
		c := b[i]
		switch {
		case c == quote || c == '\\':
			out.WriteByte('\\')
			out.WriteByte(c)
		case c == '\t':
			out.WriteString(`\t`)
		case c == '\n':
			out.WriteString(`\n`)
		case c == '\r':
			out.WriteString(`\r`)
		case c < ' ' || c >= 0x7f:
			out.WriteString(`\x`)
			out.WriteByte(hex[c>>4])
			out.WriteByte(hex[c&15])
		default:
			out.WriteByte(c)
		}
	}
	out.WriteByte(quote)
	return out.String()
}

// FloatRepr formats f as Python's repr does: the shortest digits that
// read back as f, in positional notation for exponents from -4 to 15
// and in scientific notation otherwise.
func FloatRepr(f float64) string {
	switch {
	case math.IsInf(f, 1):
		return "inf"
	case math.IsInf(f, -1):
		return "-inf"
	case math.IsNaN(f):
		return "nan"
	}
	s := strconv.FormatFloat(f, 'e', -1, 64)
	mant, expText, _ := strings.Cut(s, "e")
	exp, _ := strconv.Atoi(expText)
	if exp < -4 || exp >= 16 {
		return fmt.Sprintf("%se%c%02d", mant, expText[0], abs(exp))
	}
	s = strconv.FormatFloat(f, 'f', -1, 64)
	if !strings.ContainsAny(s, ".") {
		s += ".0"
	}
	return s
}

// ComplexRepr formats c as Python's repr of a complex does: the
// imaginary part alone when the real part is +0 (2j), else both in
// parentheses ((1-2j)), each as a float's repr without a ".0".
func ComplexRepr(c complex128) string {
	part := func(f float64) string {
		s := FloatRepr(f)
		if t, ok := strings.CutSuffix(s, ".0"); ok {
			return t
		}
		return s
	}
	re, im := real(c), imag(c)
	if re == 0 && !math.Signbit(re) {
		return part(im) + "j"
	}
	s := part(im)
	if !strings.HasPrefix(s, "-") {
		s = "+" + s
	}
	return "(" + part(re) + s + "j)"
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// PyRepr quotes s as Python's repr of a str does: single quotes unless
// the text has a single quote and no double quote, backslash escapes
// for the quote, backslash and \t \n \r, \x.. \u.... \U........ for
// other characters that are not printable. s is UTF-8, possibly with
// lone surrogates in generalized UTF-8.
func PyRepr(s string) string {
	quote := byte('\'')
	if strings.IndexByte(s, '\'') >= 0 && strings.IndexByte(s, '"') < 0 {
		quote = '"'
	}
	var b strings.Builder
	b.WriteByte(quote)
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if r == utf8.RuneError && n <= 1 && i+2 < len(s) && s[i]&0xF0 == 0xE0 {
			// A lone surrogate in generalized UTF-8.
			r = rune(s[i]&0x0F)<<12 | rune(s[i+1]&0x3F)<<6 | rune(s[i+2]&0x3F)
			n = 3
		}
		i += n
		switch {
		case r == rune(quote) || r == '\\':
			b.WriteByte('\\')
			b.WriteRune(r)
		case r == '\t':
			b.WriteString(`\t`)
		case r == '\n':
			b.WriteString(`\n`)
		case r == '\r':
			b.WriteString(`\r`)
		case r < 0x20 || r == 0x7f:
			fmt.Fprintf(&b, `\x%02x`, r)
		case r < 0x7f:
			b.WriteRune(r)
		case 0xD800 <= r && r <= 0xDFFF || !isPrintable(r):
			switch {
			case r <= 0xff:
				fmt.Fprintf(&b, `\x%02x`, r)
			case r <= 0xffff:
				fmt.Fprintf(&b, `\u%04x`, r)
			default:
				fmt.Fprintf(&b, `\U%08x`, r)
			}
		default:
			b.WriteRune(r)
		}
	}
	b.WriteByte(quote)
	return b.String()
}

// isPrintable approximates str.isprintable for one character: Python
// counts as unprintable the categories Cc, Cf, Cs, Co, Cn, Zl, Zp and
// Zs other than the space.
func isPrintable(r rune) bool {
	if r == ' ' {
		return true
	}
	return !unicode.In(r, unicode.Cc, unicode.Cf, unicode.Cs, unicode.Co, unicode.Zl, unicode.Zp, unicode.Zs) &&
		(unicode.IsPrint(r) || unicode.IsGraphic(r))
}
