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
// on, and end of input ends it.
func repl(s lang.Settings, stdin io.Reader, stdout, stderr io.Writer) int {
	st := s.(*settings)
	v, err := vm.New(vm.Config{Argv: append([]string{""}, st.args...), MaxHeapBytes: st.maxHeap}, stdin, stdout)
	if err != nil {
		fmt.Fprintf(stderr, "minipy: %v\n", err)
		return lang.ExitRuntime
	}
	defer v.Close()
	in := bufio.NewReader(stdin)
	var buf []string
	for {
		p := prompt1
		if len(buf) > 0 {
			p = prompt2
		}
		io.WriteString(stderr, p)
		line, rerr := in.ReadString('\n')
		if rerr != nil && line == "" {
			io.WriteString(stderr, "\n")
			return lang.ExitOK
		}
		line = strings.TrimRight(line, "\r\n")
		if len(buf) == 0 && strings.TrimSpace(line) == "" {
			continue
		}
		buf = append(buf, line)
		src := strings.Join(buf, "\n") + "\n"
		block := len(buf) > 1 || strings.HasSuffix(strings.TrimSpace(stripComment(buf[0])), ":")
		if block && strings.TrimSpace(line) != "" {
			continue
		}
		code, err := vm.Compile("<stdin>", []byte(src), true)
		if err != nil {
			if incomplete(err) && !block {
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
	for _, m := range []string{"was never closed", "unexpected EOF", "EOF while scanning", "unterminated triple-quoted"} {
		if strings.Contains(se.Msg, m) {
			return true
		}
	}
	return false
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
