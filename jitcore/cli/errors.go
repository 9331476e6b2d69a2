package cli

import (
	"errors"
	"fmt"

	"github.com/alecthomas/participle/v2"

	"github.com/microjit/microjit/jitcore/lang"
)

// PosError is an error at a source position, printed as
// FILE:LINE:COL: message (DESIGN.md §11). Lines and columns are 1-based;
// columns count bytes.
type PosError struct {
	File      string
	Line, Col int
	Msg       string
}

func (e *PosError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, e.Col, e.Msg)
}

// Position implements lang.Positioner.
func (e *PosError) Position() lang.Pos { return lang.Pos{File: e.File, Line: e.Line, Col: e.Col} }

// ParseError turns an error of a participle parser into a PosError, so
// every language reports syntax errors the same way.
func ParseError(file string, err error) *PosError {
	var perr participle.Error
	if errors.As(err, &perr) {
		pos := perr.Position()
		return &PosError{File: file, Line: pos.Line, Col: pos.Column, Msg: perr.Message()}
	}
	return &PosError{File: file, Line: 1, Col: 1, Msg: err.Error()}
}

// MaxSource is the largest program, in bytes, that a binary parses: the
// languages keep source positions and pcs in 32 bits.
const MaxSource = 1 << 30

// CheckSourceSize reports a program of size bytes that is larger than
// MaxSource, at line 1, column 1 of file.
func CheckSourceSize(file string, size int) error {
	if size <= MaxSource {
		return nil
	}
	return &PosError{File: file, Line: 1, Col: 1,
		Msg: fmt.Sprintf("program too large: %d bytes (the limit is %d)", size, MaxSource)}
}
