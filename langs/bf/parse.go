package bf

import (
	"fmt"

	"github.com/microjit/microjit/jitcore/cli"

	"github.com/alecthomas/participle/v2"
	"github.com/alecthomas/participle/v2/lexer"
)

// The grammar. Every byte that is not one of the eight commands is a
// comment, which the lexer (lex.go) skips. The lexer makes one Code token
// of each straight-line stretch, shallow loops included (see codeHeight),
// so participle parses only the deeper nesting:
//
//	Program = Item*
//	Item    = Code | "[" Item* "]"
//	Code    = ( [+-<>.,] | Shallow )+                (comments between)
//	Shallow = "[" ( [+-<>.,] | Shallow )* "]"        (nested < codeHeight)
//
// Parse then expands each Code token into the tree below (code.go).

// Program is the syntax tree of a bf source file.
type Program struct {
	Nodes []*Node
	// nodes counts what Parse made, for Compile to size the code by (0
	// for a Program built otherwise).
	nodes int
}

// Node is one loop, or a run of commands: + and - mixed, < and > mixed,
// or a single . or ,.
type Node struct {
	Pos  lexer.Position
	Cmd  string
	Loop *Loop
}

// Loop is a bracketed loop body.
type Loop struct {
	Pos   lexer.Position
	Body  []*Node
	Close lexer.Token
	// mul is Compile's multiply-loop answer for the loop once it has
	// one (see mulLoop).
	mul *mulAnswer
}

// syntax is the tree participle builds: Code tokens and nesting loops.
type syntax struct {
	Items []*item `parser:"@@*"`
}

type item struct {
	Code lexer.Token `parser:"  @Code"`
	Loop *syntaxLoop `parser:"| @@"`
}

type syntaxLoop struct {
	Pos   lexer.Position
	Body  []*item     `parser:"Open @@*"`
	Close lexer.Token `parser:"@Close"`
}

var parser = participle.MustBuild[syntax](participle.Lexer(lexDef{}))

// MaxNesting bounds how deeply loops may nest, so hostile input cannot
// exhaust the parser's stack.
const MaxNesting = 10000

// SyntaxError is a parse error at a source position: FILE:LINE:COL: message.
type SyntaxError = cli.PosError

// Parse parses bf source. Errors are *SyntaxError.
func Parse(file string, src []byte) (*Program, error) {
	// Brackets are checked first: it gives the precise message (the
	// position of the unmatched bracket, not of where the parser noticed)
	// and keeps nesting within MaxNesting before the recursive parser runs.
	if err := checkBrackets(file, src); err != nil {
		return nil, err
	}
	tree, err := parser.ParseBytes(file, src)
	if err != nil {
		return nil, cli.ParseError(file, err)
	}
	e := newExpander(src)
	nodes := e.expand(tree.Items)
	return &Program{Nodes: nodes, nodes: e.count}, nil
}

// checkBrackets reports the first stray ']' or, failing that, the
// innermost unmatched '[' (the last one opened that never closed).
func checkBrackets(file string, src []byte) error {
	type pos struct{ line, col int }
	var open []pos
	line, col := 1, 1
	for _, c := range src {
		switch c {
		case '[':
			open = append(open, pos{line, col})
			if len(open) > MaxNesting {
				return &SyntaxError{File: file, Line: line, Col: col,
					Msg: fmt.Sprintf("loops nested deeper than %d", MaxNesting)}
			}
		case ']':
			if len(open) == 0 {
				return &SyntaxError{File: file, Line: line, Col: col, Msg: "unmatched ']'"}
			}
			open = open[:len(open)-1]
		}
		if c == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	if len(open) > 0 {
		p := open[len(open)-1]
		return &SyntaxError{File: file, Line: p.line, Col: p.col, Msg: "unmatched '['"}
	}
	return nil
}
