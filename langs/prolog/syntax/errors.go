package syntax

import (
	"fmt"

	"github.com/microjit/microjit/langs/prolog/term"
)

// Descriptions of syntax errors: the atom inside syntax_error(Desc). ISO
// leaves them to the implementation; the names follow SWI-Prolog's where it
// has one.
const (
	errOperatorExpected = "operator_expected" // two terms with no operator between them
	errOperatorClash    = "operator_clash"    // operator priorities that do not fit
	errCannotStartTerm  = "cannot_start_term" // a token that cannot begin a term
	errEndOfClause      = "end_of_clause"     // the clause ended where a term was expected
	errEndOfFile        = "end_of_file"       // the text ended inside a clause
	errEndOfFileQuoted  = "end_of_file_in_quoted"
	errEndOfFileComment = "end_of_file_in_block_comment"
	errUndefinedEscape  = "undefined_char_escape"
	errIllegalNumber    = "illegal_number"
	errIllegalCharacter = "illegal_character"
	errNewlineInQuoted  = "newline_in_quoted"
	errMissingBracket   = "missing_bracket"  // a list not closed by ]
	errNestingTooDeep   = "nesting_too_deep" // more than maxNesting levels
)

// SyntaxError is a syntax error in the text read: what went wrong (Desc,
// an atom's text) and where. The reader reports it as data and goes on
// with the next clause.
type SyntaxError struct {
	Desc string
	Pos  Pos
	// Start is where the clause the error is in starts (its first
	// token), which SWI-Prolog names for the text ending inside quotes
	// or a comment.
	Start Pos
	// Quote is, in SWI-Prolog's dialect, the quote of the text that
	// the end of file cut short (end_of_file_in_quoted): its error term
	// names it, end_of_file_in_quoted(Quote), as SWI-Prolog's does.
	Quote rune
}

// DescTerm is the term inside syntax_error(...): the atom Desc, or
// Desc(Quote).
func (e *SyntaxError) DescTerm() term.Term {
	if e.Quote != 0 {
		return term.New(e.Desc, term.Intern(string(e.Quote)))
	}
	return term.Intern(e.Desc)
}

func (e *SyntaxError) Error() string {
	return fmt.Sprintf("%d:%d: syntax error: %s", e.Pos.Line, e.Pos.Col, e.Desc)
}

// Term returns the ISO error term error(syntax_error(Desc), Context),
// where Context is stream(Stream, Line, Column, CharOffset) as in
// SWI-Prolog; stream is the stream term the text came from (the atom
// user_input, say).
func (e *SyntaxError) Term(stream term.Term) term.Term {
	return term.New("error",
		term.New("syntax_error", e.DescTerm()),
		term.New("stream", stream, term.Int(e.Pos.Line), term.Int(e.Pos.Col), term.Int(e.Pos.Offset)))
}

// StringTerm is the error term of a syntax error in text read from a
// string (term_to_atom/2, -g): error(syntax_error(Desc), string(Text,
// CharOffset)) as in SWI-Prolog.
// The offset is where the text before the error ends, layout left
// out, as SWI-Prolog shows it.
func (e *SyntaxError) StringTerm(text string) term.Term {
	rs := []rune(text)
	at := min(max(e.Pos.Offset, 0), len(rs))
	for at > 0 && isLayout(rs[at-1]) {
		at--
	}
	return term.New("error",
		term.New("syntax_error", e.DescTerm()),
		term.New("string", term.String(text), term.Int(at)))
}
