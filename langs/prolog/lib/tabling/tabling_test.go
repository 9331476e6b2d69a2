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
	{Goal: `lucas(30, F), write(F)`, Want: "1860498"},
	{Goal: `lucas(200, F), write(F)`, Want: "627376215338105766356982006981782561278127"},
	{Goal: `setof(Y, reach(oslo, Y), L), write(L)`, Want: "[cairo,lima,oslo,rome]"},
	{Goal: `setof(X-Y, reach(X, Y), L), write(L)`, Want: "[cairo-cairo,lima-cairo,lima-lima,lima-oslo,lima-rome,oslo-cairo,oslo-lima,oslo-oslo,oslo-rome,rome-cairo,rome-lima,rome-oslo,rome-rome]"},
	{Goal: `setof(X, reach(X, oslo), L), write(L)`, Want: "[lima,oslo,rome]"},
	{Goal: `setof(Y-N, hops(oslo, Y, N), L), write(L)`, Want: "[cairo-3,lima-2,oslo-3,rome-1]"},
	{Goal: `(zero_mod3(12) -> write(yes) ; write(no)), (one_mod3(12) -> write(yes) ; write(no)), (two_mod3(14) -> write(yes) ; write(no))`, Want: "yesnoyes"},
	{Goal: `setof(X, p(X), L), setof(Y, q(Y), M), write(L/M)`, Want: "[a,b]/[a,b]"},
	{Goal: `findall(X, r(X), L), length(L, N), write(N)`, Want: "2"},
	{Goal: `catch(bad(_), error(E, _), (write(E), nl)), catch(bad(_), error(E2, _), write(E2))`, Want: "type_error(evaluable,foo/0)\ntype_error(evaluable,foo/0)"},
	{Goal: `setof(X-Y, s(X, Y), L), write(L)`, Want: "[1-2,2-1]"},
	{Goal: `reach(oslo, cairo), write(yes)`, Want: "yes"},
	{Goal: `abolish_all_tables, setof(Y, reach(cairo, Y), L), write(L)`, Want: "[cairo]"},
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
