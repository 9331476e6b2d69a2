package syntax

import "fmt"

// Pos is a source position: Line is 1-based, Col is the 1-based column
// counted in code points, as CPython's SyntaxError.offset counts.
type Pos struct {
	Line, Col int
}

func (p Pos) String() string { return fmt.Sprintf("%d:%d", p.Line, p.Col) }

// Kind is the kind of a token.
type Kind uint8

// The token kinds. Keywords are Name tokens; the parser tells them apart.
const (
	EOFToken     Kind = iota // end of input
	NewlineToken             // end of a logical line
	IndentToken              // the logical line is indented deeper than the last
	DedentToken              // one level of indentation closed
	NameToken                // identifier or keyword
	NumberToken              // numeric literal, Text as written
	StringToken              // string literal, Text as written: prefix, quotes and all
	OpToken                  // operator or delimiter, Text is its spelling
)

var kindNames = [...]string{
	EOFToken: "EOF", NewlineToken: "NEWLINE", IndentToken: "INDENT", DedentToken: "DEDENT",
	NameToken: "NAME", NumberToken: "NUMBER", StringToken: "STRING", OpToken: "OP",
}

func (k Kind) String() string { return kindNames[k] }

// Token is one lexical token. End is the position just after it.
type Token struct {
	Kind     Kind
	Text     string
	Pos, End Pos
	Depth    int // brackets open around the token
}

func (t Token) String() string {
	return fmt.Sprintf("%s %s %q", t.Pos, t.Kind, t.Text)
}

// is reports whether t is the operator or keyword text.
func (t Token) is(text string) bool {
	return (t.Kind == OpToken || t.Kind == NameToken) && t.Text == text
}

// keywords are the names Python 3.11 reserves.
var keywords = map[string]bool{
	"False": true, "None": true, "True": true, "and": true, "as": true,
	"assert": true, "async": true, "await": true, "break": true,
	"class": true, "continue": true, "def": true, "del": true, "elif": true,
	"else": true, "except": true, "finally": true, "for": true, "from": true,
	"global": true, "if": true, "import": true, "in": true, "is": true,
	"lambda": true, "nonlocal": true, "not": true, "or": true, "pass": true,
	"raise": true, "return": true, "try": true, "while": true, "with": true,
	"yield": true,
}

// operators lists every operator and delimiter, longest first within a
// leading character so the lexer takes the longest match.
var operators = []string{
	"**=", "//=", ">>=", "<<=", "...",
	"->", ":=", "**", "//", "<<", ">>", "<=", ">=", "==", "!=",
	"+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "@=",
	"+", "-", "*", "/", "%", "@", "&", "|", "^", "~", "<", ">",
	"(", ")", "[", "]", "{", "}", ",", ":", ".", ";", "=",
}
