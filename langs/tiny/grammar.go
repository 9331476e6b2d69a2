package tiny

import (
	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"

	"github.com/microjit/microjit/jitcore/cli"
)

// The grammar: a program is statements and functions; expressions
// compare sums of products of unary terms.
type (
	Program struct {
		Stmts []*Stmt `parser:"@@*"`
	}
	Stmt struct {
		Pos    lexer.Position
		Func   *FuncDecl `parser:"'func' @@"`
		Return *Expr     `parser:"| 'return' @@"`
		While  *While    `parser:"| 'while' @@"`
		If     *If       `parser:"| 'if' @@"`
		Print  *Expr     `parser:"| 'print' @@"`
		Assign *Assign   `parser:"| @@"`
	}
	FuncDecl struct {
		Name   string   `parser:"@Ident"`
		Params []string `parser:"'(' ( @Ident ( ',' @Ident )* )? ')'"`
		Body   []*Stmt  `parser:"'{' @@* '}'"`
	}
	While struct {
		Cond *Expr   `parser:"@@"`
		Body []*Stmt `parser:"'{' @@* '}'"`
	}
	If struct {
		Cond *Expr   `parser:"@@"`
		Then []*Stmt `parser:"'{' @@* '}'"`
		Else []*Stmt `parser:"( 'else' '{' @@* '}' )?"`
	}
	Assign struct {
		Name  string `parser:"@Ident '='"`
		Value *Expr  `parser:"@@"`
	}
	Expr struct {
		Pos   lexer.Position
		Left  *Sum   `parser:"@@"`
		Op    string `parser:"( @('<' | '<=' | '>' | '>=' | '==' | '!=')"`
		Right *Sum   `parser:"@@ )?"`
	}
	Sum struct {
		Left *Term     `parser:"@@"`
		Rest []*OpTerm `parser:"@@*"`
	}
	OpTerm struct {
		Pos  lexer.Position
		Op   string `parser:"@('+' | '-')"`
		Term *Term  `parser:"@@"`
	}
	Term struct {
		Left *Unary     `parser:"@@"`
		Rest []*OpUnary `parser:"@@*"`
	}
	OpUnary struct {
		Pos   lexer.Position
		Op    string `parser:"@('*' | '/' | '%')"`
		Unary *Unary `parser:"@@"`
	}
	Unary struct {
		Pos     lexer.Position
		Neg     *Unary   `parser:"'-' @@"`
		Primary *Primary `parser:"| @@"`
	}
	Primary struct {
		Pos  lexer.Position
		Int  string `parser:"@Int"`
		Call *Call  `parser:"| @@"`
		Var  string `parser:"| @Ident"`
		Sub  *Expr  `parser:"| '(' @@ ')'"`
	}
	Call struct {
		Name string  `parser:"@Ident '('"`
		Args []*Expr `parser:"( @@ ( ',' @@ )* )? ')'"`
	}
)

var parser = participle.MustBuild[Program](
	participle.Lexer(lexer.MustSimple([]lexer.SimpleRule{
		{Name: "Comment", Pattern: `#[^\n]*`},
		{Name: "Space", Pattern: `\s+`},
		{Name: "Int", Pattern: `[0-9]+`},
		{Name: "Ident", Pattern: `[A-Za-z_][A-Za-z0-9_]*`},
		{Name: "Punct", Pattern: `==|!=|<=|>=|[-+*/%<>=(){},]`},
	})),
	participle.Elide("Comment", "Space"),
	participle.UseLookahead(2),
)

// Parse reads a program; a syntax error is a *cli.PosError.
func Parse(file string, src []byte) (*Program, error) {
	if err := cli.CheckSourceSize(file, len(src)); err != nil {
		return nil, err
	}
	prog, err := parser.ParseBytes(file, src)
	if err != nil {
		return nil, cli.ParseError(file, err)
	}
	return prog, nil
}
