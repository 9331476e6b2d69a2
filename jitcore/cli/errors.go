package cli

import "fmt"

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
