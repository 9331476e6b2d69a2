package syntax

import (
	"fmt"
	"strings"
	"unicode/utf8"
)

// The exception classes a syntax error can carry.
const (
	SyntaxErrorType      = "SyntaxError"
	IndentationErrorType = "IndentationError"
	TabErrorType         = "TabError"
	// RecursionErrorType is a program nested too deep to compile
	// (MaxNesting): CPython's RecursionError, printed without a place.
	RecursionErrorType = "RecursionError"
)

// SyntaxError is every error the front end reports: CPython's
// SyntaxError (or its subclasses IndentationError and TabError) with
// the fields CPython gives it.
type SyntaxError struct {
	Type string // SyntaxErrorType, IndentationErrorType or TabErrorType
	File string
	Msg  string
	// Line and Col are CPython's lineno and offset: 1-based, Col counted
	// in code points. Col 0 means no caret is printed.
	Line, Col int
	// EndCol is CPython's end_offset on the same line (0: one caret).
	EndCol int
	// Text is the source line the error is on, without its newline; ""
	// when there is none to show.
	Text string
	// Incomplete says that more input may complete the program: the
	// error is a bracket or string the input ends in, and what comes
	// before it parses (an interactive session then asks for more).
	Incomplete bool
	// noLocation marks errors CPython prints with their message alone
	// (a file that is not UTF-8); atEnd, errors at the end of the input.
	noLocation, atEnd bool
}

// Error gives the error in the project's one-line form,
// FILE:LINE:COL: Type: message.
func (e *SyntaxError) Error() string {
	return fmt.Sprintf("%s:%d:%d: %s: %s", e.File, e.Line, max(e.Col, 1), e.Type, e.Msg)
}

// Traceback renders the error exactly as CPython 3.11 prints an
// uncaught SyntaxError: the file and line, the source line with its
// indentation stripped and indented by four, a caret line, and the
// class and message. The result ends in a newline.
func (e *SyntaxError) Traceback() string {
	var b strings.Builder
	if !e.noLocation {
		fmt.Fprintf(&b, "  File \"%s\", line %d\n", e.File, e.Line)
		if e.Text != "" {
			writeSourceAndCaret(&b, e.Text, e.Col, e.EndCol)
		}
	}
	fmt.Fprintf(&b, "%s: %s\n", e.Type, e.Msg)
	return b.String()
}

// writeSourceAndCaret follows print_error_text of CPython's pythonrun.c:
// offsets are 1-based, leading blanks are stripped and the offsets move
// with them, a caret left of the text is not printed, and the carets
// span end-offset minus offset columns (at least one).
func writeSourceAndCaret(b *strings.Builder, text string, offset, endOffset int) {
	carets := 1
	if endOffset > 0 && endOffset > offset {
		carets = endOffset - offset
	}
	offset--
	for len(text) > 0 && (text[0] == ' ' || text[0] == '\t' || text[0] == '\f') {
		text = text[1:]
		offset--
	}
	offset = min(offset, utf8.RuneCountInString(text))
	b.WriteString("    ")
	b.WriteString(text)
	b.WriteByte('\n')
	if offset < 0 {
		return
	}
	b.WriteString("    ")
	b.WriteString(strings.Repeat(" ", offset))
	b.WriteString(strings.Repeat("^", carets))
	b.WriteByte('\n')
}
