package syntax

// Future statements (from __future__ import ...), as CPython's future.c
// reads them: only at the start of a module, after its docstring; each
// names a known feature. Python 3.11 has made every feature but
// annotations (PEP 563: annotations kept as strings, not evaluated) the
// language's behaviour, so that is the one that changes anything.

// Features are the __future__ features a module turns on.
type Features uint32

// FutureAnnotations is from __future__ import annotations.
const FutureAnnotations Features = 1 << 0

// futureNames are the features of Python 3.11's __future__ module.
var futureNames = map[string]Features{
	"nested_scopes": 0, "generators": 0, "division": 0, "absolute_import": 0,
	"with_statement": 0, "print_function": 0, "unicode_literals": 0,
	"barry_as_FLUFL": 0, "generator_stop": 0, "annotations": FutureAnnotations,
}

// IsDocstring reports whether s is a docstring: an expression statement
// of a plain string constant.
func IsDocstring(s Stmt) (string, bool) {
	e, ok := s.(*ExprStmt)
	if !ok {
		return "", false
	}
	c, ok := e.Value.(*Constant)
	if !ok || c.Kind != ConstStr {
		return "", false
	}
	return c.Str, true
}

// futureFeatures reads the future statements at the start of body;
// b.future records them, so that the first pass refuses the others.
func (b *tableBuilder) futureFeatures(body []Stmt) Features {
	var f Features
	i := 0
	if len(body) > 0 {
		if _, ok := IsDocstring(body[0]); ok {
			i = 1
		}
	}
	for ; i < len(body); i++ {
		s, ok := body[i].(*ImportFrom)
		if !ok || s.Module != "__future__" || s.Level != 0 {
			break
		}
		for _, a := range s.Names {
			feature, known := futureNames[a.Name]
			switch {
			case a.Name == "braces":
				b.failAt(s, "not a chance")
			case !known:
				b.failAt(s, "future feature %s is not defined", a.Name)
			}
			f |= feature
		}
		b.future[s] = true
	}
	return f
}

// checkFuture refuses a future statement after the start of the file.
func (b *tableBuilder) checkFuture(s *ImportFrom) {
	if s.Module == "__future__" && s.Level == 0 && !b.future[s] {
		b.fail(s, "from __future__ imports must occur at the beginning of the file")
	}
}

// failAt fails with a caret at the start of n only, as future.c's
// errors show it.
func (b *tableBuilder) failAt(n Node, format string, args ...any) {
	start, _ := n.Span()
	b.fail(pointNode{start}, format, args...)
}

// pointNode is a node spanning one position.
type pointNode struct{ at Pos }

func (p pointNode) Span() (Pos, Pos) { return p.at, p.at }
