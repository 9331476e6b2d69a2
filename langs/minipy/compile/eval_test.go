package compile

import (
	"errors"
	"strings"
	"testing"

	"github.com/microjit/microjit/langs/minipy/syntax"
)

// compileEval compiles src in eval mode (Options.Eval).
func compileEval(src string) (*Code, error) {
	m, err := syntax.Parse("<string>", []byte(src))
	if err != nil {
		return nil, err
	}
	table, err := syntax.Resolve(m)
	if err != nil {
		return nil, err
	}
	return Compile("<string>", m, table, Options{Eval: true})
}

// TestEvalMode checks that eval mode returns the one expression's value
// and refuses anything but one expression statement with CPython's
// "invalid syntax".
func TestEvalMode(t *testing.T) {
	for _, src := range []string{"1 + 2", "x\n\n# comment\n", "lambda y: y * 2", "[i for i in range(3)]"} {
		code, err := compileEval(src)
		if err != nil {
			t.Errorf("%q: %v", src, err)
			continue
		}
		last := code.Code[len(code.Code)-1]
		if last.Op != RETURN_VALUE {
			t.Errorf("%q: ends in %v, want RETURN_VALUE", src, last.Op)
		}
		if strings.Contains(Disassemble(code), "POP_TOP") {
			t.Errorf("%q: the value is popped:\n%s", src, Disassemble(code))
		}
	}
	for _, src := range []string{"x = 1", "1\n2", "", "pass", "def f(): pass"} {
		_, err := compileEval(src)
		var ce *Error
		if !errors.As(err, &ce) || ce.Type != SyntaxErrorType || ce.Msg != "invalid syntax" {
			t.Errorf("%q: got %v, want SyntaxError: invalid syntax", src, err)
		}
	}
}
