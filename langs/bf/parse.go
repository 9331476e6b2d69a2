package bf

import (
	"fmt"

	"github.com/microjit/microjit/jitcore/cli"
)

// bf's grammar is its brackets: every byte that is not one of the eight
// commands is a comment.
//
//	Program = ( [+-<>.,] | "[" Program "]" )*
//
// Parse checks the brackets and Compile reads the program once more to
// compile it, with no syntax tree. (A participle grammar over tokens of
// straight-line code took 100 bytes of memory per source byte and, at a
// million items in one repetition, stopped with "too many iterations":
// 500,001 copies of >[[[[-]]]] were rejected after 1.6 GB and 3.7 s.)

// Program is a bf program whose brackets Parse has checked.
type Program struct {
	src []byte
	// size bounds the instructions Compile makes: at most one per
	// command or bracket, and OpHalt. (A loop's OpScan or OpMul is paid
	// for by its body, whose last move folds into the OpJnz or which
	// folds at least two commands into one instruction.)
	size int
}

// MaxNesting bounds how deeply loops may nest.
const MaxNesting = 10000

// SyntaxError is a parse error at a source position: FILE:LINE:COL: message.
type SyntaxError = cli.PosError

// Parse checks a bf program. Errors are *SyntaxError: an unmatched
// bracket (at the bracket), loops nested deeper than MaxNesting, or a
// program larger than cli.MaxSource.
func Parse(file string, src []byte) (*Program, error) {
	if err := cli.CheckSourceSize(file, len(src)); err != nil {
		return nil, err
	}
	size, err := checkBrackets(file, src)
	if err != nil {
		return nil, err
	}
	return &Program{src: src, size: size + 1}, nil
}

// checkBrackets reports the first stray ']' or, failing that, the
// innermost unmatched '[' (the last one opened that never closed). It
// returns the number of commands and brackets.
func checkBrackets(file string, src []byte) (int, error) {
	type pos struct{ line, col int }
	var open []pos
	line, col := 1, 1
	commands := 0
	for _, c := range src {
		switch c {
		case '+', '-', '<', '>', '.', ',':
			commands++
		case '[':
			commands++
			open = append(open, pos{line, col})
			if len(open) > MaxNesting {
				return 0, &SyntaxError{File: file, Line: line, Col: col,
					Msg: fmt.Sprintf("loops nested deeper than %d", MaxNesting)}
			}
		case ']':
			commands++
			if len(open) == 0 {
				return 0, &SyntaxError{File: file, Line: line, Col: col, Msg: "unmatched ']'"}
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
		return 0, &SyntaxError{File: file, Line: p.line, Col: p.col, Msg: "unmatched '['"}
	}
	return commands, nil
}
