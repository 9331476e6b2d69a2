package lib

import (
	"errors"
	"strings"
	"testing"

	"github.com/microjit/microjit/langs/prolog/arith"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

// readTerm reads one clause of text with double_quotes=codes.
func readTerm(t *testing.T, text string) term.Term {
	t.Helper()
	return readQuoted(t, text, syntax.Codes)
}

// readQuoted reads one clause of text with double_quotes=q.
func readQuoted(t *testing.T, text string, q syntax.Quotes) term.Term {
	t.Helper()
	r := syntax.NewReader(strings.NewReader(text+" ."), syntax.DefaultOps(), syntax.Flags{DoubleQuotes: q})
	res, err := r.Read()
	if err != nil {
		t.Fatalf("read %s: %v", text, err)
	}
	return res.Term
}

// dcgCases: a grammar rule → the clause SWI-Prolog 9.0.4's expand_term/2
// makes of it (printed after numbervars; the translation must be a
// variant of it), or the formal term of the error.
var dcgCases = []struct{ rule, want string }{
	{"a --> b", "a(A,B) :- b(A,B)"},
	{"a --> b, c", "a(A,B) :- b(A,C),c(C,B)"},
	{"a --> b, c, d", "a(A,B) :- b(A,C),c(C,D),d(D,B)"},
	{"a --> (b, c), d", "a(A,B) :- (b(A,C),c(C,D)),d(D,B)"},
	{"a --> [x]", "a(A,B) :- A=[x|B]"},
	{"a --> [x], b", "a(A,B) :- A=[x|C],b(C,B)"},
	{"a --> b, [x]", "a(A,B) :- b(A,C),C=[x|B]"},
	{"a --> []", "a(A,B) :- A=B"},
	{`a --> ""`, "a(A,B) :- A=B"},
	{`a --> "ab"`, "a(A,B) :- A=[97,98|B]"},
	{`a --> b, "c"`, "a(A,B) :- b(A,C),C=[99|B]"},
	{"a --> [x,y], b, [z]", "a(A,B) :- A=[x,y|C],b(C,D),D=[z|B]"},
	{"a --> {foo}", "a(A,B) :- foo,B=A"},
	{"a --> {foo}, b", "a(A,B) :- (foo,C=A),b(C,B)"},
	{"a --> b, {foo}", "a(A,B) :- b(A,C),foo,B=C"},
	{"a --> {X = 1}, [X]", "a(A,B) :- (C=1,D=A),D=[C|B]"},
	{"a --> [X], {X > 0}", "a(A,B) :- A=[C|D],C>0,B=D"},
	{"a --> !", "a(A,B) :- !,B=A"},
	{"a --> !, b", "a(A,B) :- (!,C=A),b(C,B)"},
	{"a --> b, !", "a(A,B) :- b(A,C),!,B=C"},
	{"a --> [x], !, [y]", "a(A,B) :- A=[x|C],(!,D=C),D=[y|B]"},
	{"a --> \\+ b", "a(A,B) :- \\+b(A,C),B=A"},
	{"a --> \\+ [x]", "a(A,B) :- \\+A=[x|C],B=A"},
	{"a --> \\+ b, c", "a(A,B) :- (\\+b(A,C),D=A),c(D,B)"},
	{"a --> call(g)", "a(A,B) :- call(g,A,B)"},
	{"a --> call(g, x)", "a(A,B) :- call(g,x,A,B)"},
	{"a --> call(g), [x]", "a(A,B) :- call(g,A,C),C=[x|B]"},
	{"a --> X", "a(A,B) :- phrase(C,A,B)"},
	{"a --> b, X", "a(A,B) :- b(A,C),phrase(D,C,B)"},
	{"a --> b ; c", "a(A,B) :- b(A,B);c(A,B)"},
	{"a --> (b | c)", "a(A,B) :- b(A,B);c(A,B)"},
	{"a --> b -> c ; d", "a(A,B) :- b(A,C)->c(C,B);d(A,B)"},
	{"a --> b -> c", "a(A,B) :- b(A,C)->c(C,B)"},
	{"a --> ([x] ; [y])", "a(A,B) :- A=[x|B];A=[y|B]"},
	{"a --> ((b, c) ; d), e", "a(A,B) :- (b(A,C),c(C,D);d(A,D)),e(D,B)"},
	{"a(X) --> b(X), c", "a(A,B,C) :- b(A,B,D),c(D,C)"},
	{"a, [p] --> b", "a(A,B) :- b(A,C),B=[p|C]"},
	{"a, [p,q] --> [x]", "a(A,B) :- A=[x|C],B=[p,q|C]"},
	{`a, "x" --> "y"`, "a(A,B) :- A=[121|C],B=[120|C]"},
	{`a --> "é"`, "a(A,B) :- A=[233|B]"},
	// SWI-Prolog unifies S with S0 at translation time here ({},b gives
	// true,b(A,B)); the clause below means the same.
	{"a --> {}, b", "a(A,B) :- (true,C=A),b(C,B)"},
	{"a --> [x|y]", "!type_error(list,[x|y])"},
	{"a --> 1", "!type_error(callable,1)"},
	{"X --> b", "!instantiation_error"},
	{"1 --> b", "!type_error(callable,1)"},
	{"a, 1 --> b", "!type_error(list,1)"},
}

// TestDCGRule reads each rule with double_quotes=codes (ISO's) and
// string (SWI-Prolog's): a string in a grammar body is a terminal list
// either way.
func TestDCGRule(t *testing.T) {
	for _, q := range []syntax.Quotes{syntax.Codes, syntax.StringQuotes} {
		for _, c := range dcgCases {
			testDCGRule(t, c.rule, c.want, q)
		}
	}
}

func testDCGRule(t *testing.T, rule, want string, q syntax.Quotes) {
	t.Helper()
	got, err := DCGRule(readQuoted(t, rule, q))
	if strings.HasPrefix(want, "!") {
		var ae *arith.Error
		if !errors.As(err, &ae) || "!"+syntax.Format(ae.Formal) != want {
			t.Errorf("%s (double_quotes %d): got %v, %v; want %s", rule, q, got, err, want)
		}
		return
	}
	if err != nil {
		t.Errorf("%s (double_quotes %d): %v", rule, q, err)
		return
	}
	if w := readTerm(t, want); !term.Variant(got, w) {
		t.Errorf("%s (double_quotes %d):\n got %s\nwant %s", rule, q, syntax.Format(got), want)
	}
}

// FuzzDCGRule: translating any term the reader reads never panics, fails
// only with an *arith.Error, and a translated rule is a clause H :- B.
//
//	go test -run XXX -fuzz FuzzDCGRule -fuzztime 2m -parallel 1
func FuzzDCGRule(f *testing.F) {
	for _, c := range dcgCases {
		f.Add(c.rule)
	}
	f.Fuzz(func(t *testing.T, text string) {
		r := syntax.NewReader(strings.NewReader(text+" ."), syntax.DefaultOps(), syntax.Flags{})
		res, err := r.Read()
		if err != nil {
			return
		}
		rule := res.Term
		if c, ok := rule.(*term.Compound); !ok || c.Functor.Name() != "-->" || len(c.Args) != 2 {
			rule = term.New("-->", term.Intern("a"), rule)
		}
		clause, err := DCGRule(rule)
		var ae *arith.Error
		switch {
		case err != nil && !errors.As(err, &ae):
			t.Fatalf("%s: %v is not an *arith.Error", text, err)
		case err == nil:
			if c, ok := clause.(*term.Compound); !ok || c.Functor.Name() != ":-" || len(c.Args) != 2 {
				t.Fatalf("%s: translated to %s", text, syntax.Format(clause))
			}
		}
	})
}
