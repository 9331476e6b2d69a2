package text

import (
	"testing"

	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/lib/libtest"
)

// textCases: each goal prints its answer with print/1; every expectation
// is SWI-Prolog 9.0.4's (swipl with the same goal), except text_concat/3,
// which SWI-Prolog 9.0.4 documents but does not autoload.
var textCases = []libtest.Case{
	{Goal: `split_string("a,b,,c", ",", "", L), print(L)`, Want: `["a","b","","c"]`},
	{Goal: `split_string("  hello  ", "", " ", L), print(L)`, Want: `["hello"]`},
	{Goal: `split_string("/home//jan///nice/path", "/", "", L), print(L)`, Want: `["","home","","jan","","","nice","path"]`},
	{Goal: `split_string("SWI-Prolog, 7.0", ",", " ", L), print(L)`, Want: `["SWI-Prolog","7.0"]`},
	{Goal: `split_string(abc, "", "", L), print(L)`, Want: `["abc"]`},
	{Goal: `split_string("", ",", "", L), print(L)`, Want: `[""]`},
	{Goal: `split_string(1, 2, 3, _)`, Want: `error: error(type_error(text,1),context(system:split_string/4,_))`},
	{Goal: `string_concat(abc, 1, S), print(S)`, Want: `"abc1"`},
	{Goal: `findall(X-Y, string_concat(X, Y, "ab"), L), print(L)`, Want: `[""-"ab","a"-"b","ab"-""]`},
	{Goal: `string_chars(S, [a,b]), print(S)`, Want: `"ab"`},
	{Goal: "string_codes(ab, C), print(C)", Want: `[97,98]`},
	{Goal: `string_to_atom(S, abc), string_to_atom("x", A), print(S/A)`, Want: `"abc"/x`},
	{Goal: `string_length(123, L), print(L)`, Want: `3`},
	{Goal: `string_lower("ABC", L), string_upper(abc, U), print(L/U)`, Want: `"abc"/"ABC"`},
	{Goal: `number_string(N, "0x1A"), print(N)`, Want: `26`},
	{Goal: `number_string(N, "4 2"), print(N)`, Want: `42`},
	{Goal: `number_string(N, " 42")`, Want: `false`},
	{Goal: `number_string(N, "-42"), print(N)`, Want: `-42`},
	{Goal: `number_string(N, "abc")`, Want: `false`},
	{Goal: `number_string(42, S), print(S)`, Want: `"42"`},
	{Goal: `atom_string(A, "abc"), atom_string(42, S), print(A/S)`, Want: `abc/"42"`},
	{Goal: `findall(B-L-A-S, sub_string("abc", B, L, A, S), X), print(X)`, Want: `[0-0-3-"",0-1-2-"a",0-2-1-"ab",0-3-0-"abc",1-0-2-"",1-1-1-"b",1-2-0-"bc",2-0-1-"",2-1-0-"c",3-0-0-""]`},
	{Goal: `sub_string("hello world", B, _, 0, "world"), print(B)`, Want: `6`},
	{Goal: `string_code(1, "abc", C), print(C)`, Want: `97`},
	{Goal: `string_code(4, "abc", _)`, Want: `false`},
	{Goal: `string_code(0, "abc", _)`, Want: `false`},
	{Goal: `term_string(T, "foo(X, Y)"), print(T)`, Want: `foo(_,_)`},
	{Goal: `term_string(f('A b', "s"), S), print(S)`, Want: `"f('A b',\"s\")"`},
	{Goal: `text_concat(abc, "def", T), text_concat(abc, def, U), print(T/U)`, Want: `"abcdef"/abcdef`},
	{Goal: `atomics_to_string([a, 1, "s"], S), print(S)`, Want: `"a1s"`},
	{Goal: `text_to_string(hello, S), print(S)`, Want: `"hello"`},
	{Goal: `sformat(S, "~w-~w", [a, b]), print(S)`, Want: `"a-b"`},
	{Goal: `name(N, "42"), name(A, "abc"), name(foo, C), name(12, D), print(N/A/C/D)`, Want: `42/abc/[102,111,111]/[49,50]`},
	{Goal: `atomic_list_concat(L, ',', "a,b"), print(L)`, Want: `[a,b]`},
	{Goal: `atomic_list_concat([a, "b", 1], A), print(A)`, Want: `ab1`},
	{Goal: `atomic_list_concat([x, y, z], '-', A), print(A)`, Want: `'x-y-z'`},
	{Goal: `atomic_list_concat(L, ab, xabyabab), print(L)`, Want: `[x,y,'','']`},
	{Goal: `atomic_list_concat(_, '', abc)`, Want: `error: error(domain_error(non_empty_atom,''),context(system:atomic_list_concat/3,_))`},
	{Goal: `atomic_list_concat([a, f(x)], _)`, Want: `error: error(type_error(atomic,f(x)),context(system:atomic_list_concat/2,_))`},
	{Goal: `concat_atom([a, b], '+', A), print(A)`, Want: `'a+b'`},
	{Goal: `read_term_from_atom('foo(X, bar)', T, []), print(T)`, Want: `foo(_,bar)`},
	// writef/2
	{Goal: `writef('%w and %w\n', [a, b])`, Want: "a and b\n"},
	{Goal: `writef('[%3r|%3l|%5c]', [ab, cd, ef])`, Want: "[ ab|cd |  ef ]"},
	{Goal: `writef('%d %p', [42, 'A b'])`, Want: "42 'A b'"},
	{Goal: `writef('x\\ly\\n')`, Want: "x\ny\n"},
	{Goal: `writef('%w %w', [a])`, Want: "a %w"},
	{Goal: `writef("%s!", ["abc"])`, Want: "%s!"},
	{Goal: `writef("%s!", [[0'a, 0'b]])`, Want: "ab!"},
}

func TestText(t *testing.T) {
	libtest.Run(t, []*engine.Library{Library}, textCases)
}
