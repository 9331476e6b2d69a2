package syntax

import (
	"fmt"
	"strconv"
)

// The match statement (PEP 634): its nodes, as CPython 3.11's ast has
// them, its parser, and the checks CPython's compiler makes of
// patterns (unreachable cases, names bound twice or differently by
// alternatives, repeated keys and attributes).

// Match is match Subject: Cases.
type Match struct {
	span
	Subject Expr
	Cases   []*MatchCase
}

// MatchCase is case Pattern [if Guard]: Body.
type MatchCase struct {
	span
	Pattern Pattern
	Guard   Expr
	Body    []Stmt
}

// Pattern is a pattern node.
type Pattern interface {
	Node
	patternNode()
}

// MatchValue is a literal or a dotted name, compared with ==.
type MatchValue struct {
	span
	Value Expr
}

// MatchSingleton is None, True or False, compared with is.
type MatchSingleton struct {
	span
	Value ConstKind
}

// MatchSequence is [p, ...] or (p, ...): at most one MatchStar.
type MatchSequence struct {
	span
	Patterns []Pattern
}

// MatchMapping is {key: p, ..., **Rest}.
type MatchMapping struct {
	span
	Keys     []Expr
	Patterns []Pattern
	Rest     string
}

// MatchClass is Cls(p, ..., attr=p, ...).
type MatchClass struct {
	span
	Cls         Expr
	Patterns    []Pattern
	KwdAttrs    []string
	KwdPatterns []Pattern
}

// MatchStar is *Name in a sequence pattern ("" for *_).
type MatchStar struct {
	span
	Name string
}

// MatchAs is Pattern as Name, a capture (Pattern nil) or the wildcard _
// (both empty).
type MatchAs struct {
	span
	Pattern Pattern
	Name    string
}

// MatchOr is p | p | ...
type MatchOr struct {
	span
	Patterns []Pattern
}

func (*Match) stmtNode()             {}
func (*MatchValue) patternNode()     {}
func (*MatchSingleton) patternNode() {}
func (*MatchSequence) patternNode()  {}
func (*MatchMapping) patternNode()   {}
func (*MatchClass) patternNode()     {}
func (*MatchStar) patternNode()      {}
func (*MatchAs) patternNode()        {}
func (*MatchOr) patternNode()        {}

// matchStmt parses a match statement (the parser is at 'match').
func (p *parser) matchStmt() Stmt {
	t := p.next()
	s := &Match{}
	first := p.starNamedExpression()
	if p.at(",") {
		elts := []Expr{first}
		for p.accept(",") {
			if p.at(":") {
				break
			}
			elts = append(elts, p.starNamedExpression())
		}
		start, _ := first.Span()
		s.Subject = &Tuple{span: span{start, p.prevEnd()}, Elts: elts, Ctx: Load}
	} else {
		s.Subject = first
	}
	p.expectColon()
	if p.tok().Kind != NewlineToken {
		p.failGeneric()
	}
	newline := p.next()
	if p.tok().Kind != IndentToken {
		at := p.tok()
		if p.atEnd() {
			at = newline
		}
		p.failErr(&SyntaxError{Type: IndentationErrorType, File: p.src.file, Line: at.Pos.Line, Col: at.Pos.Col,
			Msg: fmt.Sprintf("expected an indented block after 'match' statement on line %d", t.Pos.Line), Text: p.src.line(at.Pos.Line)})
	}
	p.next()
	for p.tok().Kind != DedentToken && p.tok().Kind != EOFToken {
		c := p.tok()
		if !(c.Kind == NameToken && c.Text == "case") {
			p.failGeneric()
		}
		s.Cases = append(s.Cases, p.matchCase())
	}
	p.next()
	p.checkCases(s)
	s.span = span{t.Pos, p.prevEnd()}
	return s
}

func (p *parser) matchCase() *MatchCase {
	t := p.next()
	c := &MatchCase{Pattern: p.patterns()}
	if p.accept("if") {
		c.Guard = p.namedExpression()
	}
	p.expectColon()
	c.Body = p.block(fmt.Sprintf("'case' statement"), t.Pos.Line)
	c.span = span{t.Pos, p.prevEnd()}
	return c
}

// patterns is the pattern of a case: an open sequence (p, q) or one.
func (p *parser) patterns() Pattern {
	start := p.tok().Pos
	first := p.maybeStarPattern()
	if !p.at(",") {
		if _, ok := first.(*MatchStar); ok {
			p.failGeneric()
		}
		return first
	}
	items := []Pattern{first}
	for p.accept(",") {
		if p.at(":") || p.at("if") {
			break
		}
		items = append(items, p.maybeStarPattern())
	}
	seq := &MatchSequence{span: span{start, p.prevEnd()}, Patterns: items}
	p.checkSequence(seq)
	return seq
}

func (p *parser) maybeStarPattern() Pattern {
	t := p.tok()
	if t.is("*") {
		p.next()
		n := p.name()
		s := &MatchStar{span: span{t.Pos, n.End}}
		if n.Text != "_" {
			s.Name = n.Text
		}
		return s
	}
	return p.pattern()
}

// pattern is an or-pattern with an optional 'as' name.
func (p *parser) pattern() Pattern {
	start := p.tok().Pos
	or := p.orPattern()
	if p.accept("as") {
		t := p.tok()
		if t.Kind == NameToken && t.Text == "_" {
			p.fail(t.Pos, t.End, "cannot use '_' as a target")
		}
		if t.Kind != NameToken || keywords[t.Text] {
			p.failGeneric()
		}
		n := p.name()
		return &MatchAs{span: span{start, n.End}, Pattern: or, Name: n.Text}
	}
	return or
}

func (p *parser) orPattern() Pattern {
	start := p.tok().Pos
	first := p.closedPattern()
	if !p.at("|") {
		return first
	}
	alts := []Pattern{first}
	for p.accept("|") {
		alts = append(alts, p.closedPattern())
	}
	return &MatchOr{span: span{start, p.prevEnd()}, Patterns: alts}
}

func (p *parser) closedPattern() Pattern {
	t := p.tok()
	switch {
	case t.Kind == NumberToken || t.is("-"):
		v := p.signedNumber()
		if p.at("+") || p.at("-") {
			op := p.next()
			imag := p.tok()
			if imag.Kind != NumberToken {
				p.failGeneric()
			}
			p.next()
			im := p.number(imag)
			if c, ok := im.(*Constant); !ok || c.Kind != ConstComplex {
				p.failNode(im, "imaginary number required in complex literal")
			}
			if c, ok := realPart(v); !ok || c.Kind == ConstComplex {
				p.failNode(v, "real number required in complex literal")
			}
			kind := Add
			if op.Text == "-" {
				kind = Sub
			}
			v = &BinOp{span: span{t.Pos, p.prevEnd()}, Left: v, Op: kind, Right: im}
		}
		return &MatchValue{span: span{t.Pos, p.prevEnd()}, Value: v}
	case t.Kind == StringToken:
		v := p.strings()
		if _, ok := v.(*Constant); !ok {
			p.failNode(v, "patterns may only match literals and attribute lookups")
		}
		start, end := v.Span()
		return &MatchValue{span: span{start, end}, Value: v}
	case t.Kind == NameToken && (t.Text == "None" || t.Text == "True" || t.Text == "False"):
		p.next()
		kind := map[string]ConstKind{"None": ConstNone, "True": ConstTrue, "False": ConstFalse}[t.Text]
		return &MatchSingleton{span: span{t.Pos, t.End}, Value: kind}
	case t.Kind == NameToken && !keywords[t.Text]:
		n := p.next()
		var e Expr = &Name{span: span{n.Pos, n.End}, Id: n.Text}
		dotted := false
		for p.accept(".") {
			a := p.name()
			e = &Attribute{span: span{n.Pos, a.End}, Value: e, Attr: a.Text, Ctx: Load}
			dotted = true
		}
		if p.at("(") {
			return p.classPattern(e)
		}
		if dotted {
			return &MatchValue{span: span{n.Pos, p.prevEnd()}, Value: e}
		}
		if n.Text == "_" {
			return &MatchAs{span: span{n.Pos, n.End}}
		}
		return &MatchAs{span: span{n.Pos, n.End}, Name: n.Text}
	case t.is("("):
		p.next()
		if p.accept(")") {
			return &MatchSequence{span: span{t.Pos, p.prevEnd()}}
		}
		first := p.maybeStarPattern()
		if !p.at(",") {
			p.expect(")")
			if _, ok := first.(*MatchStar); ok {
				p.failNode(first, "invalid syntax")
			}
			return first
		}
		items := []Pattern{first}
		for p.accept(",") {
			if p.at(")") {
				break
			}
			items = append(items, p.maybeStarPattern())
		}
		p.expect(")")
		seq := &MatchSequence{span: span{t.Pos, p.prevEnd()}, Patterns: items}
		p.checkSequence(seq)
		return seq
	case t.is("["):
		p.next()
		var items []Pattern
		for !p.at("]") {
			items = append(items, p.maybeStarPattern())
			if !p.accept(",") {
				break
			}
		}
		p.expect("]")
		seq := &MatchSequence{span: span{t.Pos, p.prevEnd()}, Patterns: items}
		p.checkSequence(seq)
		return seq
	case t.is("{"):
		return p.mappingPattern()
	}
	p.failGeneric()
	return nil
}

// realPart is the constant of a signed real number expression.
func realPart(e Expr) (*Constant, bool) {
	switch e := e.(type) {
	case *Constant:
		return e, true
	case *UnaryOp:
		c, ok := e.Operand.(*Constant)
		return c, ok
	}
	return nil, false
}

func (p *parser) signedNumber() Expr {
	t := p.tok()
	if t.is("-") {
		p.next()
		n := p.tok()
		if n.Kind != NumberToken {
			p.failGeneric()
		}
		p.next()
		return &UnaryOp{span: span{t.Pos, n.End}, Op: USub, Operand: p.number(n)}
	}
	p.next()
	return p.number(t)
}

func (p *parser) classPattern(cls Expr) Pattern {
	start, _ := cls.Span()
	p.expect("(")
	c := &MatchClass{Cls: cls}
	for !p.at(")") {
		t := p.tok()
		if t.Kind == NameToken && !keywords[t.Text] && p.peek(1).is("=") {
			p.next()
			p.next()
			pat := p.pattern()
			for _, a := range c.KwdAttrs {
				if a == t.Text {
					p.failNode(pat, "attribute name repeated in class pattern: %s", t.Text)
				}
			}
			c.KwdAttrs = append(c.KwdAttrs, t.Text)
			c.KwdPatterns = append(c.KwdPatterns, pat)
		} else {
			pat := p.pattern()
			if len(c.KwdAttrs) > 0 {
				p.failNode(pat, "positional patterns follow keyword patterns")
			}
			c.Patterns = append(c.Patterns, pat)
		}
		if !p.accept(",") {
			break
		}
	}
	p.expect(")")
	c.span = span{start, p.prevEnd()}
	return c
}

func (p *parser) mappingPattern() Pattern {
	t := p.next()
	m := &MatchMapping{}
	type dupKey struct {
		key string
	}
	var dup *dupKey
	seen := map[string]bool{}
	for !p.at("}") {
		if p.at("**") {
			p.next()
			if p.tok().Text == "_" {
				p.failGeneric()
			}
			n := p.name()
			m.Rest = n.Text
			p.accept(",")
			if !p.at("}") {
				p.failGeneric()
			}
			break
		}
		key := p.mappingKey()
		if c, ok := key.(*Constant); ok {
			k := constText(c)
			if seen[k] && dup == nil {
				dup = &dupKey{k}
			}
			seen[k] = true
		}
		p.expect(":")
		m.Keys = append(m.Keys, key)
		m.Patterns = append(m.Patterns, p.pattern())
		if !p.accept(",") {
			break
		}
	}
	p.expect("}")
	m.span = span{t.Pos, p.prevEnd()}
	if dup != nil {
		p.failNode(m, "mapping pattern checks duplicate key (%s)", dup.key)
	}
	return m
}

// constText is a constant key's repr, for the duplicate key message.
func constText(c *Constant) string {
	switch c.Kind {
	case ConstInt:
		return c.Int.String()
	case ConstFloat:
		return FloatRepr(c.Float)
	case ConstComplex:
		return ComplexRepr(complex(0, c.Float))
	case ConstStr:
		return PyRepr(c.Str)
	case ConstBytes:
		return BytesRepr(c.Str)
	case ConstNone:
		return "None"
	case ConstTrue:
		return "True"
	case ConstFalse:
		return "False"
	}
	return strconv.Itoa(int(c.Kind))
}

// mappingKey is a literal or a dotted name.
func (p *parser) mappingKey() Expr {
	t := p.tok()
	switch {
	case t.Kind == NumberToken || t.is("-"):
		pat := p.closedPattern()
		return pat.(*MatchValue).Value
	case t.Kind == StringToken:
		v := p.strings()
		if _, ok := v.(*Constant); !ok {
			p.failNode(v, "patterns may only match literals and attribute lookups")
		}
		return v
	case t.Kind == NameToken && (t.Text == "None" || t.Text == "True" || t.Text == "False"):
		return p.atom()
	case t.Kind == NameToken && !keywords[t.Text]:
		n := p.next()
		var e Expr = &Name{span: span{n.Pos, n.End}, Id: n.Text}
		dotted := false
		for p.accept(".") {
			a := p.name()
			e = &Attribute{span: span{n.Pos, a.End}, Value: e, Attr: a.Text, Ctx: Load}
			dotted = true
		}
		if !dotted {
			p.failGeneric()
		}
		return e
	}
	p.failGeneric()
	return nil
}

func (p *parser) checkSequence(s *MatchSequence) {
	stars := 0
	for _, q := range s.Patterns {
		if _, ok := q.(*MatchStar); ok {
			stars++
			if stars > 1 {
				p.failNode(s, "multiple starred names in sequence pattern")
			}
		}
	}
}

// irrefutable reports whether q always matches: a capture, the
// wildcard, or an or-pattern with one.
func irrefutable(q Pattern) bool {
	switch q := q.(type) {
	case *MatchAs:
		return q.Pattern == nil || irrefutable(q.Pattern)
	case *MatchOr:
		for _, a := range q.Patterns {
			if irrefutable(a) {
				return true
			}
		}
	}
	return false
}

// checkCases makes the checks CPython's compiler makes of a match's
// patterns.
func (p *parser) checkCases(s *Match) {
	for i, c := range s.Cases {
		if i < len(s.Cases)-1 && c.Guard == nil && irrefutable(c.Pattern) {
			p.failUnreachable(c.Pattern)
		}
		p.patternNames(c.Pattern, map[string]bool{})
	}
}

func (p *parser) failUnreachable(q Pattern) {
	for {
		switch a := q.(type) {
		case *MatchAs:
			if a.Pattern == nil {
				if a.Name == "" {
					p.failNode(a, "wildcard makes remaining patterns unreachable")
				}
				p.failNode(a, "name capture '%s' makes remaining patterns unreachable", a.Name)
			}
			q = a.Pattern
			continue
		case *MatchOr:
			for _, alt := range a.Patterns {
				if irrefutable(alt) {
					q = alt
					break
				}
			}
			continue
		}
		p.failNode(q, "makes remaining patterns unreachable")
	}
}

// patternNames collects the names q binds into seen, checking that no
// name is bound twice and that alternatives bind the same names.
func (p *parser) patternNames(q Pattern, seen map[string]bool) {
	bind := func(n Node, name string) {
		if name == "" {
			return
		}
		if seen[name] {
			p.failNode(n, "multiple assignments to name '%s' in pattern", name)
		}
		seen[name] = true
	}
	switch q := q.(type) {
	case *MatchAs:
		if q.Pattern != nil {
			p.patternNames(q.Pattern, seen)
		}
		bind(q, q.Name)
	case *MatchStar:
		bind(q, q.Name)
	case *MatchSequence:
		for _, s := range q.Patterns {
			p.patternNames(s, seen)
		}
	case *MatchMapping:
		for _, s := range q.Patterns {
			p.patternNames(s, seen)
		}
		bind(q, q.Rest)
	case *MatchClass:
		for _, s := range q.Patterns {
			p.patternNames(s, seen)
		}
		for _, s := range q.KwdPatterns {
			p.patternNames(s, seen)
		}
	case *MatchOr:
		var first map[string]bool
		for i, alt := range q.Patterns {
			if i < len(q.Patterns)-1 && irrefutable(alt) {
				p.failUnreachable(alt)
			}
			names := map[string]bool{}
			for k := range seen {
				names[k] = true
			}
			p.patternNames(alt, names)
			if i == 0 {
				first = names
				continue
			}
			if len(names) != len(first) {
				p.failNode(lastCompiled(alt), "alternative patterns bind different names")
			}
			for k := range names {
				if !first[k] {
					p.failNode(lastCompiled(alt), "alternative patterns bind different names")
				}
			}
		}
		for k := range first {
			seen[k] = true
		}
	}
}

// lastCompiled is the last part of q that CPython's compiler visits,
// where it reports an error found after compiling q.
func lastCompiled(q Pattern) Pattern {
	switch q := q.(type) {
	case *MatchAs:
		if q.Pattern != nil {
			return lastCompiled(q.Pattern)
		}
	case *MatchSequence:
		if len(q.Patterns) > 0 {
			return lastCompiled(q.Patterns[len(q.Patterns)-1])
		}
	case *MatchMapping:
		if len(q.Patterns) > 0 {
			return lastCompiled(q.Patterns[len(q.Patterns)-1])
		}
	case *MatchClass:
		if len(q.KwdPatterns) > 0 {
			return lastCompiled(q.KwdPatterns[len(q.KwdPatterns)-1])
		}
		if len(q.Patterns) > 0 {
			return lastCompiled(q.Patterns[len(q.Patterns)-1])
		}
	case *MatchOr:
		return lastCompiled(q.Patterns[len(q.Patterns)-1])
	}
	return q
}

// PatternNames is the names q binds, in order.
func PatternNames(q Pattern) []string {
	var out []string
	var walk func(Pattern)
	walk = func(q Pattern) {
		switch q := q.(type) {
		case *MatchAs:
			if q.Pattern != nil {
				walk(q.Pattern)
			}
			if q.Name != "" {
				out = append(out, q.Name)
			}
		case *MatchStar:
			if q.Name != "" {
				out = append(out, q.Name)
			}
		case *MatchSequence:
			for _, s := range q.Patterns {
				walk(s)
			}
		case *MatchMapping:
			for _, s := range q.Patterns {
				walk(s)
			}
			if q.Rest != "" {
				out = append(out, q.Rest)
			}
		case *MatchClass:
			for _, s := range q.Patterns {
				walk(s)
			}
			for _, s := range q.KwdPatterns {
				walk(s)
			}
		case *MatchOr:
			if len(q.Patterns) > 0 {
				walk(q.Patterns[0])
			}
		}
	}
	walk(q)
	return out
}

// PatternExprs is the expressions q evaluates: values, classes, keys.
func PatternExprs(q Pattern) []Expr {
	var out []Expr
	var walk func(Pattern)
	walk = func(q Pattern) {
		switch q := q.(type) {
		case *MatchValue:
			out = append(out, q.Value)
		case *MatchAs:
			if q.Pattern != nil {
				walk(q.Pattern)
			}
		case *MatchSequence:
			for _, s := range q.Patterns {
				walk(s)
			}
		case *MatchMapping:
			out = append(out, q.Keys...)
			for _, s := range q.Patterns {
				walk(s)
			}
		case *MatchClass:
			out = append(out, q.Cls)
			for _, s := range q.Patterns {
				walk(s)
			}
			for _, s := range q.KwdPatterns {
				walk(s)
			}
		case *MatchOr:
			for _, s := range q.Patterns {
				walk(s)
			}
		}
	}
	walk(q)
	return out
}

func (d *dumper) pattern(q Pattern) string {
	switch q := q.(type) {
	case *MatchValue:
		return format("MatchValue", field{"value", d.expr(q.Value)})
	case *MatchSingleton:
		v := map[ConstKind]string{ConstNone: "None", ConstTrue: "True", ConstFalse: "False"}[q.Value]
		return format("MatchSingleton", field{"value", v})
	case *MatchSequence:
		return format("MatchSequence", field{"patterns", list(q.Patterns, d.pattern)})
	case *MatchMapping:
		return format("MatchMapping", field{"keys", d.exprs(q.Keys)}, field{"patterns", list(q.Patterns, d.pattern)},
			field{"rest", pyStrOpt(q.Rest)})
	case *MatchClass:
		return format("MatchClass", field{"cls", d.expr(q.Cls)}, field{"patterns", list(q.Patterns, d.pattern)},
			field{"kwd_attrs", list(q.KwdAttrs, PyRepr)}, field{"kwd_patterns", list(q.KwdPatterns, d.pattern)})
	case *MatchStar:
		return format("MatchStar", field{"name", pyStrOpt(q.Name)})
	case *MatchAs:
		pat := ""
		if q.Pattern != nil {
			pat = d.pattern(q.Pattern)
		}
		return format("MatchAs", field{"pattern", pat}, field{"name", pyStrOpt(q.Name)})
	case *MatchOr:
		return format("MatchOr", field{"patterns", list(q.Patterns, d.pattern)})
	}
	panic(fmt.Sprintf("dump: unknown pattern %T", q))
}

func (d *dumper) match(s *Match) string {
	return format("Match", field{"subject", d.expr(s.Subject)}, field{"cases", list(s.Cases, func(c *MatchCase) string {
		return format("match_case", field{"pattern", d.pattern(c.Pattern)}, field{"guard", d.opt(c.Guard)}, field{"body", d.stmts(c.Body)})
	})})
}
