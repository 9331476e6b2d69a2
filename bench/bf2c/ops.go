package bf2c

import "fmt"

// opKind is one kind of folded bf operation.
type opKind uint8

const (
	opAdd   opKind = iota // add n to the cell (a folded run of + and -)
	opMove                // move the pointer by n (a folded run of < and >)
	opOut                 // .
	opIn                  // ,
	opOpen                // [
	opClose               // ]
	opClear               // [-] or [+]
)

// op is one folded operation; n is the amount of an opAdd (0..255) or
// of an opMove.
type op struct {
	kind opKind
	n    int
}

// SyntaxError reports an unmatched bracket at a 1-based line and byte column.
type SyntaxError struct {
	Line, Col int
	Msg       string
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("%d:%d: %s", e.Line, e.Col, e.Msg)
}

// parse folds src into operations and checks that its brackets match.
func parse(src []byte) ([]op, error) {
	var ops []op
	var open []position // positions of the unclosed '['
	pos := position{line: 1, col: 1}
	for _, c := range src {
		switch c {
		case '+', '-':
			ops = fold(ops, opAdd, delta(c, '+'))
		case '>', '<':
			ops = fold(ops, opMove, delta(c, '>'))
		case '.':
			ops = append(ops, op{kind: opOut})
		case ',':
			ops = append(ops, op{kind: opIn})
		case '[':
			open = append(open, pos)
			ops = append(ops, op{kind: opOpen})
		case ']':
			if len(open) == 0 {
				return nil, &SyntaxError{Line: pos.line, Col: pos.col, Msg: "unmatched ']'"}
			}
			open = open[:len(open)-1]
			ops = closeLoop(ops)
		}
		pos = pos.next(c)
	}
	if len(open) > 0 {
		p := open[len(open)-1]
		return nil, &SyntaxError{Line: p.line, Col: p.col, Msg: "unmatched '['"}
	}
	return ops, nil
}

// delta is +1 for the command up and -1 for its opposite.
func delta(c, up byte) int {
	if c == up {
		return 1
	}
	return -1
}

// fold adds d to a trailing operation of the same kind, or appends a new
// one. Additions are kept modulo 256, as cells wrap; an addition or move
// that folds to nothing disappears.
func fold(ops []op, kind opKind, d int) []op {
	n := len(ops)
	if n == 0 || ops[n-1].kind != kind {
		ops = append(ops, op{kind: kind})
		n++
	}
	ops[n-1].n += d
	if kind == opAdd {
		ops[n-1].n &= 0xff
	}
	if ops[n-1].n == 0 {
		ops = ops[:n-1]
	}
	return ops
}

// closeLoop appends a ']', turning "[", "add ±1" into a clear.
func closeLoop(ops []op) []op {
	if n := len(ops); n >= 2 && ops[n-2].kind == opOpen && ops[n-1].kind == opAdd && (ops[n-1].n == 1 || ops[n-1].n == 0xff) {
		return append(ops[:n-2], op{kind: opClear})
	}
	return append(ops, op{kind: opClose})
}

// position is a 1-based line and byte column in the source.
type position struct{ line, col int }

func (p position) next(c byte) position {
	if c == '\n' {
		return position{line: p.line + 1, col: 1}
	}
	return position{line: p.line, col: p.col + 1}
}
