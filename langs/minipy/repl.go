package minipy

import (
	"bufio"
	"errors"
	"fmt"
	"io"
	"strings"

	"github.com/microjit/microjit/jitcore/lang"
	"github.com/microjit/microjit/langs/minipy/syntax"
	"github.com/microjit/microjit/langs/minipy/vm"
)

// The REPL's prompts, written to stderr as CPython writes them.
const (
	prompt1 = ">>> "
	prompt2 = "... "
)

// repl is the interactive session: each statement is compiled as
// CPython's interactive mode does (an expression statement prints its
// value's repr), an exception prints its traceback and the session goes
// on, and end of input ends it. As in python3 -i, a block runs at the
// blank line after it or at the end of the input, and a line that makes
// the block a syntax error (not one that only wants more lines) is
// reported at once, the session going on with the next line.
func repl(s lang.Settings, stdin io.Reader, stdout, stderr io.Writer) int {
	st := s.(*settings)
	v, err := vm.New(vm.Config{Argv: append([]string{""}, st.args...), MaxHeapBytes: st.maxHeap}, stdin, stdout)
	if err != nil {
		fmt.Fprintf(stderr, "minipy: %v\n", err)
		return lang.ExitRuntime
	}
	defer v.Close()
	v.SetStderr(stderr)
	in := bufio.NewReader(stdin)
	var buf []string
	for {
		p := prompt1
		if len(buf) > 0 {
			p = prompt2
		}
		io.WriteString(stderr, p)
		line, rerr := in.ReadString('\n')
		atEOF := rerr != nil && line == ""
		if atEOF {
			io.WriteString(stderr, "\n")
			if len(buf) == 0 {
				if err := v.Flush(); err != nil {
					fmt.Fprintf(stderr, "minipy: %v\n", err)
					return lang.ExitRuntime
				}
				return lang.ExitOK
			}
		}
		line = strings.TrimRight(line, "\r\n")
		if len(buf) == 0 && strings.TrimSpace(line) == "" {
			continue
		}
		if !atEOF {
			buf = append(buf, line)
		}
		src := strings.Join(buf, "\n") + "\n"
		block := startsBlock(buf[0])
		code, err := vm.Compile("<stdin>", []byte(src), true)
		if block && !atEOF && strings.TrimSpace(line) != "" {
			// the block goes on unless this line made it wrong
			if err == nil || incomplete(err) || wantsMore(err, len(buf)) {
				continue
			}
		}
		if err != nil {
			if incomplete(err) && !block && !atEOF {
				continue
			}
			buf = nil
			fmt.Fprintln(stderr, compileError(err, []byte(src)))
			continue
		}
		buf = nil
		if err := v.RunInteractive(code); err != nil {
			if exit, ok := errors.AsType[*lang.Exit](err); ok {
				if exit.Msg != "" {
					fmt.Fprintln(stderr, exit.Msg)
				}
				return exit.Code
			}
			fmt.Fprintln(stderr, err)
		}
	}
}

// incomplete reports whether a syntax error only says that more input
// is needed (an open bracket, a backslash, a string left open).
func incomplete(err error) bool {
	var se *syntax.SyntaxError
	if !errors.As(err, &se) {
		return false
	}
	if strings.Contains(se.Msg, "was never closed") {
		return se.Incomplete
	}
	for _, m := range []string{"unexpected EOF", "EOF while scanning", "unterminated triple-quoted"} {
		if strings.Contains(se.Msg, m) {
			return true
		}
	}
	return false
}

// startsBlock reports whether a statement's first line begins a
// compound statement, which ends at a blank line (or the input's end).
func startsBlock(line string) bool {
	s := strings.TrimSpace(stripComment(line))
	if strings.HasPrefix(s, "@") {
		return true
	}
	word, _, _ := strings.Cut(strings.TrimLeft(s, " \t"), " ")
	word, _, _ = strings.Cut(word, ":")
	word, _, _ = strings.Cut(word, "(")
	switch word {
	case "if", "while", "for", "def", "class", "with", "try", "async":
		return true
	case "match":
		return strings.HasSuffix(s, ":")
	}
	return false
}

// wantsMore reports whether a syntax error in a block of lines lines
// only says that what is missing has not come yet: the block's body, or
// anything after the last line (the except of a try, the def after a
// decorator).
func wantsMore(err error, lines int) bool {
	var se *syntax.SyntaxError
	return errors.As(err, &se) && (se.Line > lines || strings.HasPrefix(se.Msg, "expected an indented block"))
}

// stripComment drops a trailing comment (a rough cut: a # outside quotes).
func stripComment(s string) string {
	quote := byte(0)
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '\'' || c == '"':
			quote = c
		case c == '#':
			return s[:i]
		}
	}
	return s
}
