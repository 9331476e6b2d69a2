package compile

import (
	"sort"
	"unicode/utf8"

	"github.com/microjit/microjit/langs/minipy/syntax"
)

// Position is where an instruction's source is, as CPython 3.11's
// co_positions gives it: the span of the innermost expression or
// statement being compiled when the instruction was emitted. Lines are
// 1-based; columns are 0-based code point offsets into their line,
// EndCol exclusive. EndLine 0 means only Line is known (the code
// object's first instructions).
type Position struct {
	Line, EndLine int
	Col, EndCol   int
}

// PositionEntry says instructions from Start up to the next entry's
// Start have Position.
type PositionEntry struct {
	Start int
	Position
}

// positionOf is n's span as a Position.
func positionOf(n syntax.Node) Position {
	start, end := n.Span()
	return Position{Line: start.Line, EndLine: end.Line, Col: start.Col - 1, EndCol: end.Col - 1}
}

// PositionOf returns the source position of instruction pc; ok is false
// when only its line is known.
func (c *Code) PositionOf(pc int) (p Position, ok bool) {
	i := sort.Search(len(c.Positions), func(i int) bool { return c.Positions[i].Start > pc })
	if i == 0 {
		return Position{Line: c.FirstLine}, false
	}
	p = c.Positions[i-1].Position
	return p, p.EndLine > 0
}

// atAttrName moves the start of the position in force to a's name when
// the name is on a later line than the position starts: CPython marks
// the attribute of a chain split over lines from its name, and gives the
// instructions that name's line.
func (c *compiler) atAttrName(a *syntax.Attribute) {
	_, end := a.Span()
	if p := &c.u.pos; p.Line != end.Line {
		p.Line = end.Line
		p.EndLine = max(p.EndLine, end.Line)
		p.Col = end.Col - 1 - utf8.RuneCountInString(a.Attr)
	}
}
