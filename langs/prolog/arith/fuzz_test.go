package arith

import (
	"errors"
	"strings"
	"testing"

	"github.com/microjit/microjit/langs/prolog/syntax"
)

// FuzzEval: evaluating any expression the reader reads never panics and
// fails only with an *Error.
//
//	go test -run XXX -fuzz FuzzEval -fuzztime 2m -parallel 1
func FuzzEval(f *testing.F) {
	for _, c := range evalCases {
		f.Add(c.expr)
	}
	f.Fuzz(func(t *testing.T, expr string) {
		r := syntax.NewReader(strings.NewReader(expr+" ."), syntax.DefaultOps(), syntax.Flags{})
		res, err := r.Read()
		if err != nil {
			return
		}
		_, err = EvalTerm(res.Term)
		var ae *Error
		if err != nil && !errors.As(err, &ae) {
			t.Fatalf("%s: %v is not an *Error", expr, err)
		}
	})
}
