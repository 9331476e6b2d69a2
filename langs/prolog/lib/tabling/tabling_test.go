package tabling

import (
	"os"
	"testing"

	"github.com/microjit/microjit/langs/prolog/engine"
	"github.com/microjit/microjit/langs/prolog/lib/libtest"
)

// tablingCases run with testdata/tabled.pl; every expectation is
// SWI-Prolog 9.0.4's (swipl -g Goal -t halt testdata/tabled.pl).
// Answers are compared as sets (setof/3): SWI-Prolog's answer tries
// give them in an order of their own.
var tablingCases = []libtest.Case{
	{Goal: `fib(30, F), write(F)`, Want: "832040"},
	{Goal: `fib(200, F), write(F)`, Want: "280571172992510140037611932413038677189525"},
	{Goal: `setof(Y, path(a, Y), L), write(L)`, Want: "[a,b,c,d]"},
	{Goal: `setof(X-Y, path(X, Y), L), write(L)`, Want: "[a-a,a-b,a-c,a-d,b-a,b-b,b-c,b-d,c-a,c-b,c-c,c-d]"},
	{Goal: `setof(Y-N, conn(a, Y, N), L), write(L)`, Want: "[a-3,b-1,c-2,d-3]"},
	{Goal: `(even(10) -> write(yes) ; write(no)), (odd(10) -> write(yes) ; write(no))`, Want: "yesno"},
	{Goal: `setof(X, p(X), L), setof(Y, q(Y), M), write(L/M)`, Want: "[a,b]/[a,b]"},
	{Goal: `findall(X, r(X), L), length(L, N), write(N)`, Want: "2"},
	{Goal: `catch(bad(_), error(E, _), (write(E), nl)), catch(bad(_), error(E2, _), write(E2))`, Want: "type_error(evaluable,foo/0)\ntype_error(evaluable,foo/0)"},
	{Goal: `setof(X-Y, s(X, Y), L), write(L)`, Want: "[1-2,2-1]"},
	{Goal: `path(a, d), write(yes)`, Want: "yes"},
	{Goal: `abolish_all_tables, setof(Y, path(c, Y), L), write(L)`, Want: "[a,b,c,d]"},
}

func TestTabling(t *testing.T) {
	program, err := os.ReadFile("testdata/tabled.pl")
	if err != nil {
		t.Fatal(err)
	}
	for i := range tablingCases {
		tablingCases[i].Program = string(program)
	}
	libtest.Run(t, []*engine.Library{Library}, tablingCases)
}
