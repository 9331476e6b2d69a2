package toyvm

import (
	"github.com/microjit/microjit/jitcore/cli"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The grammar, line by line (a comment runs from ';' or '#' to the end of
// the line):
//
//	File     = (Line? NL)*
//	Line     = Label* (Class | "main" Ident | Instr)?
//	Label    = Ident ":"
//	Class    = "class" Ident "{" NL* (Member NL+)* "}"
//	Member   = "attr" Ident+ | "method" Ident "=" Ident
//	Instr    = Ident Operand?
//	Operand  = Int | Ident ("/" Int)?

// File is the syntax tree of a program.
type File struct {
	Lines []*Line `parser:"NL* (@@ NL+)*"`
}

// Line is one line with at least one label, declaration or instruction.
type Line struct {
	Labels []*Label     `parser:"@@* ("`
	Class  *ClassDecl   `parser:"   @@"`
	Main   *Name        `parser:" | 'main' @@"`
	Instr  *Instruction `parser:" | @@ )?"`
}

// Label names the next instruction.
type Label struct {
	Pos  lexer.Position
	Name string `parser:"@Ident ':'"`
}

// Name is an identifier with its position.
type Name struct {
	Pos  lexer.Position
	Name string `parser:"@Ident"`
}

// ClassDecl declares a class: its attributes and its methods' labels.
type ClassDecl struct {
	Pos     lexer.Position
	Name    string    `parser:"'class' @Ident '{' NL*"`
	Members []*Member `parser:"(@@ NL+)* '}'"`
}

// Member is an attribute list or a method of a class.
type Member struct {
	Pos    lexer.Position
	Attrs  []*Name `parser:"  'attr' @@+"`
	Method *Name   `parser:"| 'method' @@ '='"`
	Label  *Name   `parser:"  @@?"`
}

// Instruction is an opcode and its operand.
type Instruction struct {
	Pos lexer.Position
	Op  string   `parser:"@Ident"`
	Arg *Operand `parser:"@@?"`
}

// Operand is an integer, a name, or name/count.
type Operand struct {
	Pos   lexer.Position
	Int   *string `parser:"  @Int"`
	Name  *string `parser:"| @Ident"`
	Count *string `parser:"  ('/' @Int)?"`
}

var lex = lexer.MustSimple([]lexer.SimpleRule{
	{Name: "Comment", Pattern: `[;#][^\n]*`},
	{Name: "NL", Pattern: `\n`},
	{Name: "Space", Pattern: `[ \t\r]+`},
	{Name: "Int", Pattern: `[-+]?[0-9]+`},
	{Name: "Ident", Pattern: `[A-Za-z_][A-Za-z0-9_]*`},
	{Name: "Punct", Pattern: `[:{}=/]`},
})

var parser = participle.MustBuild[File](
	participle.Lexer(lex),
	participle.Elide("Comment", "Space"),
	participle.UseLookahead(3),
)

// SyntaxError is a parse error at a source position: FILE:LINE:COL: message.
type SyntaxError = cli.PosError

// Parse parses a program. Errors are *SyntaxError.
func Parse(file string, src []byte) (*File, error) {
	// The grammar ends every line with NL; a last line without one gets it.
	src = append(append([]byte(nil), src...), '\n')
	f, err := parser.ParseBytes(file, src)
	if err != nil {
		return nil, cli.ParseError(file, err)
	}
	return f, nil
}
