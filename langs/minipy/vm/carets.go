package vm

import (
	"strings"

	"github.com/microjit/microjit/langs/minipy/compile"
	"github.com/microjit/microjit/langs/minipy/syntax"
)

// A traceback entry of CPython 3.11 marks, under its source line, the
// part of the line the failing instruction ran (the instruction's
// position, compile.Position). A binary operation or a subscript
// marks its operator or brackets apart from its operands:
//
//	    return d["x"] + 1
//	           ~^^^^^
//	    total = price * qty + tax
//	            ~~~~~~^~~~~
//
// The marks are left out when they would cover the whole line and set
// nothing apart.

// caretLine returns the line of marks under source line src (as read,
// not stripped, without its newline) for an instruction at p, or ""
// when none is printed.
func caretLine(src string, p compile.Position) string {
	line := []rune(src)
	indent := 0
	for indent < len(line) && isTracebackSpace(line[indent]) {
		indent++
	}
	start, end := p.Col, p.EndCol
	if p.Line != p.EndLine {
		// Only the first line is shown: mark to its last non-blank
		// character. CPython counts that end in bytes, not code
		// points; so does this.
		end = len(strings.TrimRight(src, " \t\f"))
	}
	if start < indent || end > len(line) && p.Line == p.EndLine || start >= end {
		return ""
	}
	left, right, anchored := -1, -1, false
	if p.Line == p.EndLine {
		left, right, anchored = caretAnchors(string(line[start:end]))
		left += start
		right += start
	}
	if !anchored && end-start == len(line)-indent {
		return ""
	}
	var b strings.Builder
	b.WriteString("    ")
	b.WriteString(strings.Repeat(" ", start-indent))
	for j := start; j < end; j++ {
		switch {
		case anchored && left <= j && j < right:
			b.WriteByte('^')
		case anchored:
			b.WriteByte('~')
		default:
			b.WriteByte('^')
		}
	}
	return b.String()
}

// caretAnchors reads segment, the source of the failing expression, and
// returns the code point range [left, right) set apart within it: a
// binary operation's operator, a subscript's brackets. anchored is false
// for every other expression (and a segment that does not parse alone).
func caretAnchors(segment string) (left, right int, anchored bool) {
	m, err := syntax.Parse("<segment>", []byte(segment))
	if err != nil || len(m.Body) != 1 {
		return 0, 0, false
	}
	s, ok := m.Body[0].(*syntax.ExprStmt)
	if !ok {
		return 0, 0, false
	}
	seg := []rune(segment)
	switch e := s.Value.(type) {
	case *syntax.BinOp:
		_, leftEnd := e.Left.Span()
		rightStart, _ := e.Right.Span()
		left, right = -1, -1
		for i := leftEnd.Col - 1; i < rightStart.Col-1 && i < len(seg); i++ {
			if isTracebackSpace(seg[i]) {
				continue
			}
			left, right = i, i+1
			if i+1 < rightStart.Col-1 && !isTracebackSpace(seg[i+1]) {
				right++ // a two-character operator, such as //
			}
			break
		}
		return left, right, true
	case *syntax.Subscript:
		_, valueEnd := e.Value.Span()
		_, sliceEnd := e.Slice.Span()
		return valueEnd.Col - 1, sliceEnd.Col, true
	}
	return 0, 0, false
}

// isTracebackSpace is the blank that tracebacks strip from source lines.
func isTracebackSpace(r rune) bool { return r == ' ' || r == '\t' || r == '\f' }
