package syntax

import (
	"strings"
	"testing"

	"github.com/microjit/microjit/langs/prolog/term"
)

// swiFlags are the reader's flags of SWI-Prolog 9's dialect.
var swiFlags = Flags{Dialect: SWI, DoubleQuotes: StringQuotes}

// swiReadCases: one clause read in SWI-Prolog's dialect with its
// operators → the term as write_canonical writes it (lists as ISO's
// '.'/2), or the syntax error. Every expectation is SWI-Prolog 9.0.4's
// (term_to_atom/2, then write_canonical/1: its lists converted to '.'/2
// by hand); the note says where this reader departs.
var swiReadCases = []struct{ in, want, note string }{
	// Arguments and list elements of any priority up to a comma or bar.
	{`f(a:-b, c).`, `f(:-(a,b),c)`, ""},
	{`f(a;b).`, `f(;(a,b))`, ""},
	{`f(a|b).`, `f('|'(a,b))`, ""},
	{`[a:-b|T].`, `'.'(:-(a,b),A)`, ""},
	{`[a,b|c:-d].`, `'.'(a,'.'(b,:-(c,d)))`, ""},
	{`[a->b].`, `'.'(->(a,b),[])`, ""},
	{`f(:- a).`, `f(:-(a))`, ""},
	{`{a:-b}.`, `{}(:-(a,b))`, ""},
	{`f(a,(b,c)).`, `f(a,','(b,c))`, ""},
	{`f(,).`, `syntax_error(cannot_start_term)`, "SWI: quoted_punctuation"},
	{`[a|b,c].`, `syntax_error(operator_clash)`, "SWI: list_rest"},
	// - 1 is -(1); -1 is a number.
	{`- 1.`, `-(1)`, ""},
	{`-(1).`, `-(1)`, ""},
	{`f(- 1).`, `f(-(1))`, ""},
	{`a- - 1.`, `-(a,-(1))`, ""},
	{`1 - -1.`, `-(1,-1)`, ""},
	{`- 1.0.`, `-(1.0)`, ""},
	{`- - 1.`, `-(-(1))`, ""},
	// An operator atom may be an operand.
	{`a = \+ .`, `=(a,\+)`, ""},
	{`- = x.`, `=(-,x)`, ""},
	// Text: strings, escapes, several lines.
	{`X = "abc".`, `=(A,"abc")`, ""},
	{`"a\sb".`, `"a b"`, ""},
	{`0'\s.`, `32`, ""},
	{`"\e\u00e9".`, `"\x1B\é"`, ""},
	{"\"x\ny\".", `"x\ny"`, ""},
	{"'a\nb'.", `'a\nb'`, ""},
	// Numbers: digit groups, 1e10, infinity.
	{`X is 1_000_000.`, `is(A,1000000)`, ""},
	{"1_\n2.", `12`, ""},
	{`0x1_F.`, `31`, ""},
	{`1 000.`, `1000`, ""},
	{`12 345 678.`, `12345678`, ""},
	{`1  0.`, `syntax_error(operator_expected)`, ""},
	{`1e10.`, `10000000000.0`, ""},
	{`1.0Inf.`, `1.0Inf`, ""},
	// foo() is read as the atom foo (SWI-Prolog: a compound of no
	// arguments, written foo()).
	{`foo().`, `foo`, "SWI: foo()"},
	// SWI-Prolog's operators.
	{`:- dynamic foo/1, bar/2.`, `:-(dynamic(','(/(foo,1),/(bar,2))))`, ""},
	{`:- table fib/2.`, `:-(table(/(fib,2)))`, ""},
	{`2 xor 3 rdiv 4.`, `rdiv(xor(2,3),4)`, ""},
	{`X = (a | b).`, `=(A,'|'(a,b))`, ""},
	{`p :- a, b ; c.`, `:-(p,;(','(a,b),c))`, ""},
}

func TestReadSWI(t *testing.T) {
	for _, c := range swiReadCases {
		got := readAll(t, c.in+"\n", SWIOps(), swiFlags)
		if len(got) != 1 || got[0] != c.want {
			t.Errorf("read %s\n got %q\nwant %q", c.in, got, c.want)
		}
	}
}

// The same texts in the ISO dialect keep ISO's reading.
func TestReadISOStrict(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`f(a:-b, c).`, `syntax_error(operator_clash)`},
		{`[a->b].`, `syntax_error(operator_clash)`},
		{`- 1.`, `-1`},
		{`"a\sb".`, `syntax_error(undefined_char_escape)`},
		{`X is 1_000_000.`, `syntax_error(operator_expected)`},
		{`1e10.`, `syntax_error(operator_expected)`},
		{`foo().`, `syntax_error(cannot_start_term)`},
		{`- = x.`, `syntax_error(operator_clash)`},
	} {
		got := readAll(t, c.in+"\n", DefaultOps(), Flags{})
		if len(got) != 1 || got[0] != c.want {
			t.Errorf("read %s\n got %q\nwant %q", c.in, got, c.want)
		}
	}
	got := readAll(t, "\"x\ny\". ok.", DefaultOps(), Flags{})
	if want := []string{"syntax_error(newline_in_quoted)", "syntax_error(end_of_file_in_quoted)"}; strings.Join(got, " ") != strings.Join(want, " ") {
		t.Errorf("newline in quotes: got %q, want %q", got, want)
	}
}

// swiWriteCases: a term read in SWI-Prolog's dialect → what writeq/1 and
// write/1 write in it; SWI-Prolog 9.0.4's output.
var swiWriteCases = []struct{ in, writeq, write string }{
	{`-(1).`, `- 1`, `- 1`},
	{`-(1^2).`, `- 1^2`, `- 1^2`},
	{`-(1.0).`, `- 1.0`, `- 1.0`},
	{`-(-(1)).`, `- - 1`, `- - 1`},
	{`- (-1).`, `- -1`, `- -1`},
	{`1 - (-1).`, `1- -1`, `1- -1`},
	{`1 + -(1).`, `1+ - 1`, `1+ - 1`},
	{`[-(1)].`, `[- 1]`, `[- 1]`},
	{`-(1)^2.`, `(- 1)^2`, `(- 1)^2`},
	{`-((a,b)).`, `- (a,b)`, `- (a,b)`},
	{`-(a).`, `-a`, `-a`},
	{`+(1).`, `+1`, `+1`},
	{`'it''s'.`, `'it\'s'`, `it's`},
	{`"it's".`, `"it's"`, `it's`},
	{`"a\"b".`, `"a\"b"`, `a"b`},
	{`"x\ny".`, `"x\ny"`, "x\ny"},
	{`"".`, `""`, ``},
	{`f("a b", 'c d').`, `f("a b",'c d')`, `f(a b,c d)`},
	{`[a->b].`, `[(a->b)]`, `[(a->b)]`},
	{`f((c:-d)).`, `f((c:-d))`, `f((c:-d))`},
	{`a xor b.`, `a xor b`, `a xor b`},
	{`1 rdiv 2.`, `1 rdiv 2`, `1 rdiv 2`},
	{`(:- dynamic a).`, `:-dynamic a`, `:-dynamic a`},
	// A letter-digit operator after a bracket, brace or quote is
	// written close, its right side spaced only where tokens glue.
	{`(1+2) mod 3.`, `(1+2)mod 3`, `(1+2)mod 3`},
	{`(1+2) mod (3+4).`, `(1+2)mod(3+4)`, `(1+2)mod(3+4)`},
	{`1 mod (2+3).`, `1 mod (2+3)`, `1 mod (2+3)`},
	{`[1] mod [2].`, `[1]mod[2]`, `[1]mod[2]`},
	{`{a} mod b.`, `{a}mod b`, `{a}mod b`},
	{`'A' is 'B c'.`, `'A'is'B c'`, `A is B c`},
	{`f(x) is (-1).`, `f(x)is-1`, `f(x)is-1`},
	// A { after a prefix operator is spaced, a [ not.
	{`table({x}).`, `table {x}`, `table {x}`},
	{`-({x}).`, `- {x}`, `- {x}`},
	{`\+({a}).`, `\+ {a}`, `\+ {a}`},
	{`-([1]).`, `-[1]`, `-[1]`},
	{`dynamic([a]).`, `dynamic[a]`, `dynamic[a]`},
	{`-(f(x)).`, `-f(x)`, `-f(x)`},
	{`table(-).`, `table (-)`, `table (-)`},
	// '$VAR'(Name) is written as the name it holds, '$VAR'(-N) as S_N.
	{`'$VAR'('N').`, `N`, `N`},
	{`f('$VAR'('Foo'), '$VAR'('_x1')).`, `f(Foo,_x1)`, `f(Foo,_x1)`},
	{`'$VAR'(foo).`, `'$VAR'(foo)`, `$VAR(foo)`},
	{`'$VAR'('a b').`, `'$VAR'('a b')`, `$VAR(a b)`},
	{`'$VAR'(-1).`, `S_1`, `S_1`},
	{`'$VAR'(x, y).`, `'$VAR'(x,y)`, `$VAR(x,y)`},
}

// TestWriteCanonicalSWI: write_canonical/1 in SWI-Prolog's dialect
// writes lists as lists (swipl 9.0.4's output).
func TestWriteCanonicalSWI(t *testing.T) {
	for _, c := range []struct{ in, want string }{
		{`[a,b].`, `[a,b]`},
		{`[a|b].`, `[a|b]`},
		{`'a b'-[1,2].`, `-('a b',[1,2])`},
		{`f([a+b,[]|c]).`, `f([+(a,b),[]|c])`},
		{`{a}.`, `{}(a)`},
		{`'$VAR'('N').`, `'$VAR'('N')`},
	} {
		res, err := NewReader(strings.NewReader(c.in), SWIOps(), swiFlags).Read()
		if err != nil {
			t.Fatalf("read %s: %v", c.in, err)
		}
		opts := WriteCanonicalOpts
		opts.Ops, opts.Dialect = SWIOps(), SWI
		if got := FormatWith(res.Term, opts); got != c.want {
			t.Errorf("write_canonical(%s)\n got %s\nwant %s", c.in, got, c.want)
		}
	}
}

func TestWriteSWI(t *testing.T) {
	for _, c := range swiWriteCases {
		res, err := NewReader(strings.NewReader(c.in), SWIOps(), swiFlags).Read()
		if err != nil {
			t.Fatalf("read %s: %v", c.in, err)
		}
		for _, w := range []struct {
			name string
			opts WriteOptions
			want string
		}{
			{"writeq", WriteqOpts, c.writeq},
			{"write", WriteOpts, c.write},
		} {
			w.opts.Ops, w.opts.Dialect = SWIOps(), SWI
			if got := FormatWith(res.Term, w.opts); got != w.want {
				t.Errorf("%s(%s)\n got %s\nwant %s", w.name, c.in, got, w.want)
			}
		}
	}
}

// writeq's text of a string reads back as the same string.
func TestStringRoundTrip(t *testing.T) {
	for _, s := range []string{"", "a", "it's", `"`, "\\", "x\ny\tz", "é\x01\u2028"} {
		text := FormatWith(term.String(s), WriteOptions{Quoted: true, Dialect: SWI})
		res, err := NewReader(strings.NewReader(text+" ."), SWIOps(), swiFlags).Read()
		if err != nil || res.Term != term.Term(term.String(s)) {
			t.Errorf("%q written %s reads back as %v (%v)", s, text, res.Term, err)
		}
	}
}
