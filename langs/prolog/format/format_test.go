package format

import (
	"errors"
	"strconv"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/microjit/microjit/langs/prolog/arith"
	"github.com/microjit/microjit/langs/prolog/syntax"
	"github.com/microjit/microjit/langs/prolog/term"
)

// host writes terms with the standard operators.
type host struct{}

var hostOpts = map[Style]syntax.WriteOptions{
	Write: syntax.WriteOpts, Writeq: syntax.WriteqOpts, Print: syntax.PrintOpts, Canonical: syntax.WriteCanonicalOpts,
}

func (host) Text(t term.Term, s Style, _ int) (string, error) {
	return syntax.FormatWith(t, hostOpts[s]), nil
}

// Call runs the goals true, fail, write(X), throw(Ball), column (which
// writes the column it starts at) and their conjunctions (a throw is an
// *arith.Error with the ball as its formal term).
func (h host) Call(goal term.Term, column int) (string, bool, error) {
	c, _ := goal.(*term.Compound)
	switch {
	case goal == term.Intern("true"):
		return "", true, nil
	case goal == term.Intern("column"):
		return "@" + strconv.Itoa(column), true, nil
	case c != nil && c.Functor == term.Comma && len(c.Args) == 2:
		s, ok, err := h.Call(c.Args[0], column)
		if !ok || err != nil {
			return s, ok, err
		}
		s2, ok, err := h.Call(c.Args[1], column+utf8.RuneCountInString(s))
		return s + s2, ok, err
	case c != nil && c.Functor.Name() == "write" && len(c.Args) == 1:
		return syntax.FormatWith(c.Args[0], syntax.WriteOpts), true, nil
	case c != nil && c.Functor.Name() == "throw" && len(c.Args) == 1:
		return "", false, &arith.Error{Formal: c.Args[0]}
	}
	return "", false, nil
}

// run formats control with the arguments read from args (Prolog text);
// the result ends with the error's formal term after a '!' if there was
// one.
func run(t *testing.T, column int, control, args string) string {
	t.Helper()
	r := syntax.NewReader(strings.NewReader(args+" ."), syntax.DefaultOps(), syntax.Flags{})
	res, err := r.Read()
	if err != nil {
		t.Fatalf("read %s: %v", args, err)
	}
	out, err := Format(host{}, column, control, Args(res.Term))
	var ae *arith.Error
	switch {
	case errors.As(err, &ae):
		return out + "!" + syntax.Format(ae.Formal)
	case err == ErrFailed:
		return out + "!failed"
	case err != nil:
		t.Fatalf("format %q: %v", control, err)
	}
	return out
}

// formatCases: the expectations are SWI-Prolog 9.0.4's output of
// format(Control, Args) (the errors as doc.go says: GNU Prolog's ISO type
// errors, SWI-Prolog's other terms).
var formatCases = []struct{ control, args, want string }{
	{"~w ~q ~a ~p", "[foo('A'), 'B c', 'x y', [1,2]]", "foo(A) 'B c' x y [1,2]"},
	{"~k", "[1+'A']", "+(1,'A')"},
	{"~p", "['A b']", "'A b'"},
	{"~d", "[1234567]", "1234567"},
	{"~2d", "[1234567]", "12345.67"},
	{"~D", "[1234567]", "1,234,567"},
	{"~2D", "[1234567]", "12,345.67"},
	{"~D", "[-1234567]", "-1,234,567"},
	{"~0d", "[-5]", "-5"},
	{"~3d", "[5]", "0.005"},
	{"~3d", "[-5]", "-0.005"},
	{"~1d", "[5]", "0.5"},
	{"~d", "[3+4]", "7"},
	{"~d", "[10000000000000000000000]", "10000000000000000000000"},
	{"~3d", "[10000000000000000000000]", "10000000000000000000.000"},
	{"~d", "[a]", "!type_error(evaluable,a/0)"},
	{"~d", "[1.0]", "!type_error(integer,1.0)"},
	{"~d", "[_]", "!instantiation_error"},
	{"~a", "[1]", "1"},
	{"~a", "['[]']", "[]"},
	{"~a", "[f(x)]", "!type_error(atomic,f(x))"},
	{"~s", "[[104,105]]", "hi"},
	{"~s", "[\"hi\"]", "hi"},
	{"~s", "[[a,b]]", "ab"},
	{"~3s", "[[0'a,0'b]]", "ab"},
	{"~s", "[abc]", "!type_error(list,abc)"},
	{"~e", "[1.5]", "1.500000e+00"},
	{"~3e", "[1.5]", "1.500e+00"},
	{"~e", "[1]", "1.000000e+00"},
	{"~2e", "[12345]", "1.23e+04"},
	{"~e", "[2+1]", "3.000000e+00"},
	{"~f", "[3]", "3.000000"},
	{"~2f", "[2.0/3]", "0.67"},
	{"~0f", "[2.5]", "2"},
	{"~0f", "[3.5]", "4"},
	{"~2f", "[10**30]", "1000000000000000000000000000000.00"},
	{"~g", "[0.1]", "0.1"},
	{"~g", "[1.0e10]", "1e+10"},
	{"~g", "[123456789.0]", "1.23457e+08"},
	{"~4g", "[1.5]", "1.5"},
	{"~f", "[a]", "!type_error(evaluable,a/0)"},
	{"~c", "[65]", "A"},
	{"~3c", "[65]", "AAA"},
	{"~*c", "[3, 0'x]", "xxx"},
	{"~*c", "[a, 0'x]", "!format('no or negative integer for `*'' argument')"},
	{"~c", "[a]", "!type_error(integer,a)"},
	{"~c", "[-1]", "!representation_error(character_code)"},
	{"~8r", "[64]", "100"},
	{"~16r", "[255]", "ff"},
	{"~16R", "[255]", "FF"},
	{"~r", "[5]", "5"},
	{"~2r", "[-5]", "-101"},
	{"~i~w", "[a,b]", "b"},
	{"~w ~i~w", "[a,b,c]", "a c"},
	{"~n", "[]", "\n"},
	{"~2n", "[]", "\n\n"},
	{"~~", "[]", "~"},
	{"ab~z", "[a]", "ab!existence_error(format_character,z)"},
	{"~-1d", "[5]", "!existence_error(format_character,-)"},
	{"ab~w", "[]", "ab!format('not enough arguments')"},
	{"~w", "[a,b]", "a!format('too many arguments')"},
	{"~w", "x", "x"},
	{"~99999999999c", "[0'a]", "!format('numeric argument too large')"},
	{"~*c", "[99999999999, 0'a]", "!format('numeric argument too large')"},
	{"~999999999n", "[]", "!format('numeric argument too large')"},
	// columns
	{"~a~t~10|~a", "[ab, cd]", "ab        cd"},
	{"~t~a~10|~a", "[ab, cd]", "        abcd"},
	{"~t~a~t~10|~a", "[ab, cd]", "    ab    cd"},
	{"~a~10+~a", "[ab,cd]", "ab        cd"},
	{"~t~a~10+~a~t~5+|", "[ab,cd]", "        abcd   |"},
	{"~`-t~30|", "[]", "------------------------------"},
	{"~a~t~`*t~10|", "[x]", "x    *****"},
	{"~t~d~6|", "[123]", "   123"},
	{"~w~30|~w", "[a,b]", "a                             b"},
	{"abcdefghijkl~5|x", "[]", "abcdefghijklx"},
	{"abcdefghijkl~5|x~5+y", "[]", "abcdefghijklx    y"},
	{"abc~t~2|x", "[]", "abcx"},
	{"a~nbc~t~5|x", "[]", "a\nbc   x"},
	{"~ta~t~t~11|b", "[]", "   a       b"},
	{"~48t~5|", "[]", "00000"},
	{"~t~5+~t~3+", "[]", "        "},
	{"~a~t~a~20|~a", "[left,right,end]", "left           rightend"},
	{"~t~w~10|~t~w~10+", "[abc, def]", "       abc       def"},
	{"~+~w", "[x]", "        x"},
	{"ab~+cd~+ef", "[]", "ab      cd      ef"},
	{"~t~2f~10|", "[3.14159]", "      3.14"},
	{"~t~w~t~11|", "[abc]", "    abc    "},
	{"~a~t~3|~a~t~3+~a", "[abcd, efgh, ij]", "abcdefghij"},
	{"ab~tcd~4|", "[]", "abcd"},
	{"~`xt~t~6|", "[]", "xxx   "},
	{"~8|abc", "[]", "        abc"},
	{"~t~8|abc", "[]", "        abc"},
	{"é~t~3|x", "[]", "é  x"},
	// ~@ (SWI-Prolog: with write/1 and fail as the goals)
	{"a~@b", "[write(x)]", "axb"},
	{"a~@b", "[true]", "ab"},
	{"~3@", "[write(q)]", "q"},
	{"~@ ~@", "[write(y), write(z)]", "y z"},
	{"a~@b", "[fail]", "a!failed"},
	{"a~@b", "[(write(x), fail)]", "ax!failed"},
	{"a~@b", "[throw(oops)]", "a!oops"},
	{"a~@b", "[]", "a!format('not enough arguments')"},
	{"~w~t~10|~@", "[ab, write(cd)]", "ab        cd"},
	{"~t~@~10|~w", "[write(cd), ab]", "        cdab"},
	{"ab~@ ~@~nx~@", "[column, (write(é), column), column]", "ab@2 é@6\nx@1"},
}

func TestFormat(t *testing.T) {
	for _, c := range formatCases {
		if got := run(t, 0, c.control, c.args); got != c.want {
			t.Errorf("format(%q, %s) = %q, want %q", c.control, c.args, got, c.want)
		}
	}
}

// TestFormatColumn: the column the output is at when format starts
// counts for ~| but ~+ counts from the line's start (SWI-Prolog, after
// write(abc)).
func TestFormatColumn(t *testing.T) {
	for _, c := range []struct{ control, args, want string }{
		{"~w~10+~w", "[x,y]", "x      y"},
		{"~t~w~10|~w", "[x,y]", "      xy"},
		{"~@", "[column]", "@3"},
	} {
		if got := run(t, 3, c.control, c.args); got != c.want {
			t.Errorf("after abc: format(%q, %s) = %q, want %q", c.control, c.args, got, c.want)
		}
	}
}

// FuzzFormat: any control text with any arguments the reader reads never
// panics and fails only with an *arith.Error or ErrFailed.
//
//	go test -run XXX -fuzz FuzzFormat -fuzztime 2m -parallel 1
func FuzzFormat(f *testing.F) {
	for _, c := range formatCases {
		f.Add(c.control, c.args)
	}
	f.Fuzz(func(t *testing.T, control, args string) {
		r := syntax.NewReader(strings.NewReader(args+" ."), syntax.DefaultOps(), syntax.Flags{})
		res, err := r.Read()
		if err != nil {
			return
		}
		_, err = Format(host{}, 0, control, Args(res.Term))
		var ae *arith.Error
		if err != nil && err != ErrFailed && !errors.As(err, &ae) {
			t.Fatalf("format(%q, %s): %v is neither ErrFailed nor an *arith.Error", control, args, err)
		}
	})
}

func TestArgs(t *testing.T) {
	if got := Args(term.Nil); len(got) != 0 {
		t.Errorf("Args([]) = %v", got)
	}
	partial := term.Cons(term.Intern("a"), term.NewVar("T"))
	if got := Args(partial); len(got) != 1 || got[0] != partial {
		t.Errorf("Args([a|T]) = %v, want the term itself", got)
	}
}
