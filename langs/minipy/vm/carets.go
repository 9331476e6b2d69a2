package vm

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/microjit/microjit/langs/minipy/compile"
	"github.com/microjit/microjit/langs/minipy/syntax"
)

// A traceback entry of CPython 3.11 marks, under its source line, the
// part of the line the failing instruction ran (the instruction's
// position, compile.Position). A binary operation or a subscript
// marks its operator or brackets apart from its operands:
//
//	return d["x"] + 1
//	       ~^^^^^
//	total = price * qty + tax
//	        ~~~~~~^~~~~
//
// The marks are left out when they would cover the whole line and set
// nothing apart.
//
// The traceback module draws them as the interpreter does, but for
// three slips of CPython's Python code (lib/traceback.py) that its C
// code (the uncaught exception) does not make: it finds a binary
// operator partly in UTF-8 bytes (moduleOperatorAnchors), the end of a
// line of a longer expression in code points, and a line's length
// without its trailing blanks (which it then takes away from the
// indentation of the marks). caretLine takes which of the two it
// draws for.
type caretStyle uint8

const (
	interpreterCarets caretStyle = iota // CPython's C traceback printer
	moduleCarets                        // CPython's traceback module
)

// caretLine returns the line of marks under source line src (as read,
// not stripped, without its newline) for an instruction at p, or ""
// when none is printed.
func caretLine(src string, p compile.Position, style caretStyle) string {
	line := []rune(src)
	indent := 0
	for indent < len(line) && isTracebackSpace(line[indent]) {
		indent++
	}
	start, end := p.Col, p.EndCol
	if p.Line != p.EndLine {
		// Only the first line is shown: mark to its last non-blank
		// character (counted in bytes by the interpreter).
		end = len(strings.TrimRight(src, " \t\f"))
		if style == moduleCarets {
			end = utf8.RuneCountInString(strings.TrimRight(src, " \t\f\v\r\n"))
		}
	}
	if start < indent || end > len(line) && p.Line == p.EndLine || start >= end {
		return ""
	}
	left, right, anchored := -1, -1, false
	if p.Line == p.EndLine {
		segment := string(line[start:end])
		left, right, anchored = caretAnchors(segment, style)
		left += start
		right += start
	}
	switch {
	case anchored && style == moduleCarets && right <= left:
		anchored = false
		fallthrough
	case !anchored && style == moduleCarets:
		if end-start >= utf8.RuneCountInString(strings.TrimSpace(src)) {
			return ""
		}
	case !anchored && end-start == len(line)-indent:
		return ""
	}
	var b strings.Builder
	b.WriteString("    ")
	pad := start - indent
	if style == moduleCarets {
		// lib/traceback.py takes the blanks after the line for
		// indentation too
		pad -= len(src) - len(strings.TrimRight(src, " \t\f\v\r"))
	}
	b.WriteString(strings.Repeat(" ", max(pad, 0)))
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
func caretAnchors(segment string, style caretStyle) (left, right int, anchored bool) {
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
		if style == moduleCarets {
			left, right = moduleOperatorAnchors(segment, seg, leftEnd.Col-1, rightStart.Col-1)
			return left, right, true
		}
		// The operator is the first character after the left operand
		// that is neither blank nor a closing parenthesis, with the
		// next one when that is not blank either (//, **, <<...).
		left, right = -1, -1
		for i := leftEnd.Col - 1; i < rightStart.Col-1; i++ {
			if isTracebackSpace(seg[i]) || seg[i] == ')' {
				continue
			}
			left, right = i, i+1
			if i+1 < rightStart.Col-1 && !isTracebackSpace(seg[i+1]) {
				right++
			}
			break
		}
		return left, right, true
	case *syntax.Subscript:
		// From the [ after the subscripted value to the ] after the
		// subscript, whatever parentheses are around either.
		_, valueEnd := e.Value.Span()
		_, sliceEnd := e.Slice.Span()
		left, right = valueEnd.Col-1, sliceEnd.Col
		for left < len(seg) && seg[left] != '[' {
			left++
		}
		for right < len(seg) && seg[right] != ']' {
			right++
		}
		if right < len(seg) {
			right++
		}
		return left, right, true
	}
	return 0, 0, false
}

// moduleOperatorAnchors is the operator's range as lib/traceback.py
// finds it, between the left operand's end and the right operand's
// start (code points of seg, the code points of segment): it decides
// whether the operator has two characters before it steps over blanks
// and closing parentheses, and it steps from the left operand's end in
// UTF-8 bytes.
func moduleOperatorAnchors(segment string, seg []rune, leftEnd, rightStart int) (left, right int) {
	leftEndByte := byteColumn(segment, leftEnd)
	between := seg[leftEnd:rightStart]
	blanks := 0
	for blanks < len(between) && unicode.IsSpace(between[blanks]) {
		blanks++
	}
	left = leftEndByte + blanks
	right = left + 1
	if blanks+1 < len(between) && !unicode.IsSpace(between[blanks+1]) {
		right++
	}
	for left < len(seg) && (unicode.IsSpace(seg[left]) || seg[left] == ')' || seg[left] == '#') {
		left++
		right++
	}
	return runeColumn(segment, left), runeColumn(segment, right)
}

// isTracebackSpace is the blank that tracebacks strip from source lines.
func isTracebackSpace(r rune) bool { return r == ' ' || r == '\t' || r == '\f' }

// TracebackPosition is where the instruction that traceback object tb's
// level stands at is, as CPython's co_positions gives it: lines, and
// columns in UTF-8 bytes of their lines. ok is false when tb is not a
// traceback or only its line is known.
func (vm *VM) TracebackPosition(tb Value) (line, endLine, col, endCol int, ok bool) {
	o, isTB := vm.obj(tb).(*tracebackObj)
	if !isTB || !tb.IsHandle() {
		return 0, 0, 0, 0, false
	}
	t := o.entries[o.k]
	c := t.code.code
	p, known := c.PositionOf(t.pc)
	if !known {
		return 0, 0, 0, 0, false
	}
	return p.Line, p.EndLine, byteColumn(vm.rawSourceLine(c.File, p.Line), p.Col),
		byteColumn(vm.rawSourceLine(c.File, p.EndLine), p.EndCol), true
}

// CaretLine is the line of marks, with its newline, that the traceback
// module draws under src (a source line as written) for an instruction at the
// position TracebackPosition gives; "" when none is drawn.
func CaretLine(src string, line, endLine, col, endCol int) string {
	p := compile.Position{Line: line, EndLine: endLine, Col: runeColumn(src, col), EndCol: endCol}
	if line == endLine {
		p.EndCol = runeColumn(src, endCol)
	}
	if marks := caretLine(strings.TrimRight(src, "\r\n"), p, moduleCarets); marks != "" {
		return marks + "\n"
	}
	return ""
}

// byteColumn is code point column col of line in UTF-8 bytes.
func byteColumn(line string, col int) int {
	n := 0
	for i := range line {
		if n == col {
			return i
		}
		n++
	}
	return len(line) + col - n
}

// runeColumn is byte column col of line in code points.
func runeColumn(line string, col int) int {
	if col > len(line) {
		return utf8.RuneCountInString(line) + col - len(line)
	}
	return utf8.RuneCountInString(line[:col])
}
