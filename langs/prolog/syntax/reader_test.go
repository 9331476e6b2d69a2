package syntax

import (
	"errors"
	"io"
	"strings"
	"testing"
	"testing/iotest"

	"github.com/microjit/microjit/langs/prolog/term"
)

// canonical returns t as write_canonical writes it, with its variables
// named A, B, ... in depth-first order (as GNU Prolog's numbervars/3 then
// write_term(T, [quoted(true), ignore_ops(true), numbervars(true)]) names
// them, which is how the expectations below were produced).
func canonical(res Result) string {
	names := map[*term.Var]string{}
	for i, v := range res.Variables {
		names[v] = FormatWith(term.New("$VAR", term.Int(i)), WriteOpts)
	}
	opts := WriteCanonicalOpts
	opts.VarNames = names
	return FormatWith(res.Term, opts)
}

// readAll reads every clause of text and returns each as canonical text,
// or syntax_error(Desc) for a syntax error.
func readAll(t *testing.T, text string, ops *Ops, flags Flags) []string {
	t.Helper()
	r := NewReader(strings.NewReader(text), ops, flags)
	var out []string
	for range 10_000 {
		res, err := r.Read()
		var se *SyntaxError
		switch {
		case errors.As(err, &se):
			out = append(out, "syntax_error("+se.Desc+")")
			continue
		case err != nil:
			t.Fatalf("read %q: %v", text, err)
		case res.Term == term.EndOfFile:
			return out
		}
		out = append(out, canonical(res))
	}
	t.Fatalf("read %q: no end", text)
	return nil
}

// readCases: one clause → the term as write_canonical writes it (ISO's
// '.'/2 lists), or the syntax error. Expectations are GNU Prolog 1.4.5's
// (which follows ISO on every case here) unless the note says otherwise;
// GNU's syntax error descriptions differ from ours, only that it is a
// syntax error was checked. SWI-Prolog 9 departs from ISO on - 1 (it
// reads -(1)), on [] and '[]' (different there), on op atoms as operands
// (- = x is accepted), on 1e10 and 1.e5 (floats there), and on "abc" (a
// string object).
var readCases = []struct{ in, want, note string }{
	{`f(X,Y,X).`, `f(A,B,A)`, ""},
	{`f(_,_).`, `f(A,B)`, ""},
	{`a:-b,c;d->e.`, `:-(a,;(','(b,c),->(d,e)))`, ""},
	{`(a:-b,c;d->e).`, `:-(a,;(','(b,c),->(d,e)))`, ""},
	{`- 1.`, `-1`, ""},
	{`-1.`, `-1`, ""},
	{`-(1).`, `-(1)`, ""},
	{`- (1).`, `-(1)`, ""},
	{`-a.`, `-(a)`, ""},
	{`- a.`, `-(a)`, ""},
	{`-(-(1)).`, `-(-(1))`, ""},
	{`- - 1.`, `-(-1)`, ""},
	{`- -1.`, `-(-1)`, ""},
	{`a- - 1.`, `-(a,-1)`, ""},
	{`a - -1.`, `-(a,-1)`, ""},
	{`a-(-1).`, `-(a,-1)`, ""},
	{`1 - 1.`, `-(1,1)`, ""},
	{`a-1.`, `-(a,1)`, ""},
	{`-(a).`, `-(a)`, ""},
	{`-(1,2).`, `-(1,2)`, ""},
	{`- (1,2).`, `-(','(1,2))`, ""},
	{`- 1^2.`, `^(-1,2)`, ""},
	{`-1^2.`, `^(-1,2)`, ""},
	{`-(1)^2.`, `^(-(1),2)`, ""},
	{`- (1)^2.`, `-(^(1,2))`, ""},
	{`1+2*3.`, `+(1,*(2,3))`, ""},
	{`(1+2)*3.`, `*(+(1,2),3)`, ""},
	{`1-2-3.`, `-(-(1,2),3)`, ""},
	{`1-(2-3).`, `-(1,-(2,3))`, ""},
	{`2^3^4.`, `^(2,^(3,4))`, ""},
	{`a=b.`, `=(a,b)`, ""},
	{`\+a.`, `\+(a)`, ""},
	{`\+ (a,b).`, `\+(','(a,b))`, ""},
	{`\+(a,b).`, `\+(a,b)`, ""},
	{`- = x.`, `syntax_error(operator_clash)`, ""},
	{`X = - .`, `syntax_error(operator_clash)`, ""},
	{`f(-).`, `f(-)`, ""},
	{`f(- , a).`, `f(-,a)`, ""},
	{`[-].`, `'.'(-,[])`, ""},
	{`f(:-).`, `f(:-)`, ""},
	{`f(;, '|', !, [], {}).`, `f(;,'|',!,[],{})`, ""},
	{`- - a.`, `-(-(a))`, ""},
	{`- (-).`, `-(-)`, ""},
	{`\ 1.`, `\(1)`, ""},
	{`[a,b|c].`, `'.'(a,'.'(b,c))`, ""},
	{`[a|[b]].`, `'.'(a,'.'(b,[]))`, ""},
	{`[].`, `[]`, ""},
	{`'[]'.`, `[]`, ""},
	{`[ ].`, `[]`, ""},
	{`{}.`, `{}`, ""},
	{`'{}'.`, `{}`, ""},
	{`{a,b}.`, `{}(','(a,b))`, ""},
	{`'{}'(a).`, `{}(a)`, ""},
	{`{}(a).`, `{}(a)`, ""},
	{`[](a).`, `[](a)`, ""},
	{`"abc".`, `'.'(97,'.'(98,'.'(99,[])))`, ""},
	{`"".`, `[]`, ""},
	{`"a""b".`, `'.'(97,'.'(34,'.'(98,[])))`, ""},
	{`'it''s'.`, `'it''s'`, ""},
	{`'a\nb'.`, `'a\nb'`, ""},
	{`'\x41\\101\'.`, `'AA'`, ""},
	{`'\\'.`, `\`, ""},
	{`0'a.`, `97`, ""},
	{`0'''.`, `39`, ""},
	{`0''.`, `39`, `GNU: syntax error (ISO wants 0'''); SWI-Prolog reads 39`},
	{`0' .`, `32`, ""},
	{`0'\n.`, `10`, ""},
	{`0'\\.`, `92`, ""},
	{`0'\x41\.`, `65`, ""},
	{`0x1F.`, `31`, ""},
	{`0o17.`, `15`, ""},
	{`0b101.`, `5`, ""},
	{`0xff.`, `255`, ""},
	{`0x.`, `syntax_error(operator_expected)`, ""},
	{`0b2.`, `syntax_error(operator_expected)`, ""},
	{`123456789012345678901234567890.`, `123456789012345678901234567890`, `GNU has no big integers; as SWI-Prolog`},
	{`-123456789012345678901234567890.`, `-123456789012345678901234567890`, `GNU has no big integers; as SWI-Prolog`},
	{`9223372036854775807.`, `9223372036854775807`, `GNU's integers are 61-bit; as SWI-Prolog`},
	{`9223372036854775808.`, `9223372036854775808`, `as SWI-Prolog`},
	{`-9223372036854775808.`, `-9223372036854775808`, `as SWI-Prolog`},
	{`1.0.`, `1.0`, ""},
	{`1.5e10.`, `15000000000.0`, ""},
	{`1.5E+3.`, `1500.0`, ""},
	{`1.0e-5.`, `1.0e-5`, `float text as SWI-Prolog (GNU: 1.0000000000000001e-05)`},
	{`1e10.`, `syntax_error(operator_expected)`, ""},
	{`1.e5.`, `syntax_error(operator_expected)`, ""},
	{`1.x.`, `syntax_error(operator_expected)`, ""},
	{`1 . `, `1`, ""},
	{`a(b).`, `a(b)`, ""},
	{`a (b).`, `syntax_error(operator_expected)`, ""},
	{`- (b).`, `-(b)`, ""},
	{`f (a,b).`, `syntax_error(operator_expected)`, ""},
	{`a /* comment */ + b.`, `+(a,b)`, ""},
	{`foo.%comment`, `foo`, ""},
	{`'hello world'.`, `'hello world'`, ""},
	{`'Abc'.`, `'Abc'`, ""},
	{`aBc_1.`, `aBc_1`, ""},
	{`f(a)(b).`, `syntax_error(operator_expected)`, ""},
	{`a b.`, `syntax_error(operator_expected)`, ""},
	{`f(a.`, `syntax_error(operator_expected)`, ""},
	{`f(a,).`, `syntax_error(cannot_start_term)`, ""},
	{`[a,].`, `syntax_error(cannot_start_term)`, ""},
	{`(a.`, `syntax_error(operator_expected)`, ""},
	{`a).`, `syntax_error(operator_expected)`, ""},
	{`{a.`, `syntax_error(operator_expected)`, ""},
	{`'abc.`, `syntax_error(newline_in_quoted)`, ""},
	{`x:-y:-z.`, `syntax_error(operator_clash)`, ""},
	{`a=b=c.`, `syntax_error(operator_clash)`, ""},
	{`1 = 2 = 3.`, `syntax_error(operator_clash)`, ""},
	{`- - - a.`, `-(-(-(a)))`, ""},
	{`a:b:c.`, `:(a,:(b,c))`, ""},
	{`a= \+b.`, `syntax_error(operator_clash)`, ""},
	{`a = (\+b).`, `=(a,\+(b))`, ""},
	{`p:-a,b.`, `:-(p,','(a,b))`, ""},
	{`:- dynamic foo/1.`, `syntax_error(operator_expected)`, ""},
	{`?- x.`, `?-(x)`, ""},
	{`(a , b).`, `','(a,b)`, ""},
	{`a|b.`, `'|'(a,b)`, ""},
	{`(a|b).`, `'|'(a,b)`, ""},
	{`[a|b|c].`, `syntax_error(operator_clash)`, ""},
	{`f(a|b).`, `syntax_error(operator_clash)`, ""},
	{`[(a:-b)].`, `'.'(:-(a,b),[])`, ""},
	{`f((a:-b)).`, `f(:-(a,b))`, ""},
	{`f(a:-b).`, `syntax_error(operator_clash)`, ""},
	{`- {a}.`, `-({}(a))`, ""},
	{`-[1].`, `-('.'(1,[]))`, ""},
	{`\+[1].`, `\+('.'(1,[]))`, ""},
	{`a* -1.`, `*(a,-1)`, ""},
	{`a*(-1).`, `*(a,-1)`, ""},
	{`1 rem 2.`, `rem(1,2)`, ""},
	{`X is 1 + 2.`, `is(A,+(1,2))`, ""},
	{`f(',').`, `f(',')`, ""},
	{`','(a,b).`, `','(a,b)`, ""},
	{`f(a ',' b).`, `syntax_error(operator_expected)`, ""},
	{`'|'(a,b).`, `'|'(a,b)`, ""},
	{`p :- \+ \+ a.`, `:-(p,\+(\+(a)))`, ""},
	{`- - - 1.`, `-(-(-1))`, ""},
	{`- (- (- 1)).`, `-(-(-1))`, ""},
	{`+1.`, `+(1)`, ""},
	{`+ 1.`, `+(1)`, ""},
	{`+(1).`, `+(1)`, ""},
	{`a@b.`, `syntax_error(operator_expected)`, ""},
	{`'\e'.`, `syntax_error(undefined_char_escape)`, ""},
	{`'\z'.`, `syntax_error(undefined_char_escape)`, ""},
	{"'tab\tin'.", `'tab\tin'`, `ISO and GNU refuse a tab in quotes; SWI-Prolog accepts it`},
	{`X = 'é'.`, `=(A,é)`, `GNU is byte-oriented; as SWI-Prolog`},
	{`é.`, `é`, `non-ASCII letters as SWI-Prolog (GNU: syntax error)`},
	{`Éa.`, `A`, `an upper-case letter starts a variable, as SWI-Prolog`},
}

func TestRead(t *testing.T) {
	for _, c := range readCases {
		got := readAll(t, c.in+"\n", DefaultOps(), Flags{})
		if len(got) != 1 || got[0] != c.want {
			t.Errorf("read %s\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

// Clauses over several lines, comments and the end token.
func TestReadText(t *testing.T) {
	for _, c := range []struct {
		in   string
		want []string
	}{
		{"", nil},
		{"   % only a comment\n", nil},
		{"a.", []string{"a"}}, // the end token may end the text
		{"a", []string{"syntax_error(end_of_file)"}},
		{"a. b", []string{"a", "syntax_error(end_of_file)"}},
		{"a.%comment\nb.", []string{"a", "b"}},
		{"'a\\\nb'.", []string{"ab"}}, // \ newline continues a quoted atom
		{"a /* x */ + /* y\n z */ b.", []string{"+(a,b)"}},
		{"a /* unterminated", []string{"syntax_error(end_of_file_in_block_comment)"}},
		{"a.b.", []string{"syntax_error(operator_expected)"}}, // . before a letter is a graphic atom
		{"f(a).g.", []string{"syntax_error(operator_expected)"}},
		{"x. 'abc\ny. z.", []string{"x", "syntax_error(newline_in_quoted)", "y", "z"}},
		{"\"a\nb\". c.", []string{"syntax_error(newline_in_quoted)", "syntax_error(end_of_file_in_quoted)"}}, // b" opens a string
		{"'unterminated", []string{"syntax_error(end_of_file_in_quoted)"}},
		{"a :- b c. ok. [1,2. d.", []string{"syntax_error(operator_expected)", "ok", "syntax_error(missing_bracket)", "d"}},
		{"'\\e'. '\\x110000\\'. '\\8\\'. '\\x\\'. ok.", []string{"syntax_error(undefined_char_escape)", "syntax_error(undefined_char_escape)", "syntax_error(undefined_char_escape)", "syntax_error(undefined_char_escape)", "ok"}},
		{"a\x01b. ok.", []string{"syntax_error(illegal_character)", "ok"}},
		{"1.0e400. ok.", []string{"syntax_error(illegal_number)", "ok"}},
	} {
		got := readAll(t, c.in, DefaultOps(), Flags{})
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("read %q\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

// A syntax error carries its position and becomes an ISO error term.
func TestSyntaxErrorPosition(t *testing.T) {
	r := NewReader(strings.NewReader("ok.\nfoo(a,\n  b c).\n"), DefaultOps(), Flags{})
	if _, err := r.Read(); err != nil {
		t.Fatal(err)
	}
	_, err := r.Read()
	var se *SyntaxError
	if !errors.As(err, &se) {
		t.Fatalf("got %v, want a syntax error", err)
	}
	if want := (Pos{Line: 3, Col: 5, Offset: 15}); se.Pos != want {
		t.Errorf("position %+v, want %+v", se.Pos, want)
	}
	if got, want := Format(se.Term(term.Intern("user_input"))), "error(syntax_error(operator_expected),stream(user_input,3,5,15))"; got != want {
		t.Errorf("error term %s, want %s", got, want)
	}
	if got, want := se.Error(), "3:5: syntax error: operator_expected"; got != want {
		t.Errorf("message %q, want %q", got, want)
	}
}

// read_term's variable_names, variables and singletons options.
func TestReadTermOptions(t *testing.T) {
	res, err := NewReader(strings.NewReader("f(X, _, Y, _Z, X, [W|_]) :- g(Y)."), DefaultOps(), Flags{}).Read()
	if err != nil {
		t.Fatal(err)
	}
	names := func(vs []VarName) string {
		var s []string
		for _, v := range vs {
			s = append(s, v.Name)
		}
		return strings.Join(s, ",")
	}
	if got := names(res.VarNames); got != "X,Y,_Z,W" {
		t.Errorf("variable_names %s", got)
	}
	// ISO: a singleton is a named variable that occurs once; _Z is named.
	if got := names(res.Singletons); got != "_Z,W" {
		t.Errorf("singletons %s", got)
	}
	if len(res.Variables) != 6 {
		t.Errorf("variables: %d, want 6 (X, _, Y, _Z, W, _)", len(res.Variables))
	}
	if res.Variables[0] != res.VarNames[0].Var || res.Variables[2] != res.VarNames[1].Var {
		t.Errorf("variables are not in depth-first order")
	}
}

// The double_quotes and back_quotes flags.
func TestReadQuotesFlags(t *testing.T) {
	for _, c := range []struct {
		flags Flags
		want  string
	}{
		{Flags{}, "f('.'(97,'.'(98,[])),'.'(99,[]))"},
		{Flags{DoubleQuotes: Chars}, "f('.'(a,'.'(b,[])),'.'(99,[]))"},
		{Flags{DoubleQuotes: AtomQuotes, BackQuotes: AtomQuotes}, "f(ab,c)"},
	} {
		got := readAll(t, "f(\"ab\", `c`).", DefaultOps(), c.flags)
		if len(got) != 1 || got[0] != c.want {
			t.Errorf("flags %+v: got %q, want %s", c.flags, got, c.want)
		}
	}
	if q, ok := ParseQuotes("chars"); !ok || q != Chars || q.String() != "chars" {
		t.Errorf("ParseQuotes(chars) = %v, %v", q, ok)
	}
}

// op/3 changes what the next read sees; expectations checked against GNU
// Prolog 1.4.5.
func TestReadUserOps(t *testing.T) {
	ops := DefaultOps()
	add := func(p int, spec Specifier, name string) {
		t.Helper()
		if err := ops.Add(p, spec, term.Intern(name)); err != nil {
			t.Fatalf("op(%d, %s, %s): %v", p, spec, name, err)
		}
	}
	add(200, XF, "done")
	add(700, XFX, "===>")
	add(9, FX, "qq")
	add(100, YF, "!!")
	add(1150, FX, "dynamic")
	add(0, YFX, "+")    // removes infix +; prefix + stays
	add(1100, XFY, "|") // '|' as an ordinary infix operator
	for _, c := range []struct{ in, want string }{
		{"a done.", "done(a)"},
		{"a done done.", "syntax_error(operator_clash)"}, // xf: the argument must be below 200
		{"a '!!' '!!'.", "'!!'('!!'(a))"},                // ! is a solo character: !! is two tokens
		{"a ===> b ===> c.", "syntax_error(operator_clash)"},
		{"qq qq a.", "syntax_error(operator_clash)"},
		{"qq a.", "qq(a)"},
		{":- dynamic foo/1, bar/2.", ":-(dynamic(','(/(foo,1),/(bar,2))))"},
		{"a + b.", "syntax_error(operator_expected)"},
		{"+ b.", "+(b)"},
		{"(a | b ; c).", "'|'(a,;(b,c))"},
		{"[a|b].", "'.'(a,b)"},
	} {
		got := readAll(t, c.in, ops, Flags{})
		if len(got) != 1 || got[0] != c.want {
			t.Errorf("read %s: got %q, want %s", c.in, got, c.want)
		}
	}
}

// Deeply nested text ends in a syntax error, not in a huge Go stack; long
// lists and operator chains that do not nest read in linear time.
func TestReadDeep(t *testing.T) {
	deep := strings.Repeat("(", maxNesting+1) + "a" + strings.Repeat(")", maxNesting+1) + ".\nok."
	if got := readAll(t, deep, DefaultOps(), Flags{}); len(got) != 2 || got[0] != "syntax_error("+errNestingTooDeep+")" || got[1] != "ok" {
		t.Errorf("read nesting %d deep: %q", maxNesting+1, got)
	}
	prefix := strings.Repeat("- ", maxNesting+1) + "a."
	if got := readAll(t, prefix, DefaultOps(), Flags{}); len(got) != 1 || got[0] != "syntax_error("+errNestingTooDeep+")" {
		t.Errorf("read %d prefix operators: %q", maxNesting+1, got)
	}
	n := 1_000_000
	if testing.Short() {
		n = 100_000
	}
	list := "[" + strings.Repeat("a,", n-1) + "a]."
	res, err := NewReader(strings.NewReader(list), DefaultOps(), Flags{}).Read()
	if err != nil {
		t.Fatal(err)
	}
	if got := strings.Count(FormatWith(res.Term, WriteqOpts), "a"); got != n {
		t.Errorf("a list of %d elements wrote %d", n, got)
	}
	chain := strings.Repeat("a+", n) + "a."
	if _, err := NewReader(strings.NewReader(chain), DefaultOps(), Flags{}).Read(); err != nil {
		t.Errorf("a chain of %d left-associative operators: %v", n, err)
	}
}

// After a clause, the character after the end token is left to the
// stream's other readers, as GNU Prolog and SWI-Prolog leave it
// (read(X), get_char(C) on "a.\nb" gives C = '\n').
func TestReadLeavesRest(t *testing.T) {
	in := strings.NewReader("a.\nb. c.%x\n")
	r := NewReader(in, DefaultOps(), Flags{})
	for _, want := range []string{"a", "b", "c"} {
		res, err := r.Read()
		if err != nil || canonical(res) != want {
			t.Fatalf("read %v, %v; want %s", res.Term, err, want)
		}
		if want == "a" {
			if c, _, _ := in.ReadRune(); c != '\n' {
				t.Fatalf("after a.: next character %q, want a newline", c)
			}
		}
	}
	if rest := in.Len(); rest != 3 {
		t.Errorf("after c.: %d bytes left, want 3 (%%x and the newline)", rest)
	}
}

// An error of the underlying reader is returned as it is, not as a
// syntax error.
func TestReadIOError(t *testing.T) {
	boom := errors.New("disk on fire")
	r := NewReader(io.MultiReader(strings.NewReader("a :- "), iotest.ErrReader(boom)), DefaultOps(), Flags{})
	if _, err := r.Read(); !errors.Is(err, boom) {
		t.Errorf("got %v, want %v", err, boom)
	}
}

// TestReadCharConversion: with the char_conversion flag on, characters
// outside quoted tokens are converted, those of 0'c too (SWI-Prolog 9 and
// GNU Prolog; GNU Prolog also converts inside "..." and `...`); the
// positions are those of the text.
func TestReadCharConversion(t *testing.T) {
	table := map[rune]rune{'b': 'c', '&': ',', 'x': '\n'}
	on := Flags{ConvertChars: true, CharConversion: table}
	for _, c := range []struct {
		in    string
		flags Flags
		want  []string
	}{
		{"g(b & 'b&', \"b\", `b`, 0'b, bb, 'it''s b').", on,
			[]string{`g(c,'b&','.'(98,[]),'.'(98,[]),99,cc,'it''s b')`}},
		{"f(b/*b*/,b). % b\nab.", on, []string{"f(c,c)", "ac"}},
		{"g(b, 'b').", Flags{CharConversion: table}, []string{"g(b,b)"}}, // the flag is off
		{"g(b).", Flags{ConvertChars: true}, []string{"g(b)"}},           // an empty table
	} {
		got := readAll(t, c.in, DefaultOps(), c.flags)
		if strings.Join(got, "\n") != strings.Join(c.want, "\n") {
			t.Errorf("read %q\n got %q\nwant %q", c.in, got, c.want)
		}
	}
	r := NewReader(strings.NewReader("a.x\nb c."), DefaultOps(), on) // x reads as a newline
	r.Read()
	_, err := r.Read()
	var se *SyntaxError
	if !errors.As(err, &se) || se.Pos.Line != 2 {
		t.Errorf("syntax error %v, want one on line 2", err)
	}
}
