package compile

import "fmt"

// Error is a compile-time error: a Python SyntaxError found after
// parsing, or a NotImplementedError naming a construct minipy's
// compiler does not translate yet.
type Error struct {
	Type      string // "SyntaxError" or "NotImplementedError"
	File      string
	Line, Col int
	Msg       string
}

// Error gives the error in the project's one-line form,
// FILE:LINE:COL: Type: message.
func (e *Error) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s: %s", e.File, e.Line, max(e.Col, 1), e.Type, e.Msg)
}

// The error classes.
const (
	SyntaxErrorType         = "SyntaxError"
	NotImplementedErrorType = "NotImplementedError"
)

// bailout carries an *Error up the compiler's recursion to Compile.
type bailout struct{ err *Error }
